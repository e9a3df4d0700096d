import Foundation
import FlipbookTiming

/// A `CAKeyframeAnimation` path: the point moves along a `BezierPath`, optionally turning the
/// layer to the path's tangent (`rotationMode`).
public struct KeyframePath: Sendable {
    /// How the layer turns along the path.
    public enum RotationMode: String, Sendable, CaseIterable {
        /// Along the tangent (`.rotateAuto`).
        case auto
        /// 180° from the tangent (`.rotateAutoReverse`).
        case autoReverse
    }

    /// The path.
    public let path: BezierPath
    /// Turning along the path, or nil for none (Core Animation's default).
    public let rotationMode: RotationMode?
    /// Straight pieces per drawn element.
    let pieces: [[Point]]
    /// Each drawn element's cubic Bézier (start, two controls, end), nil for a line: the
    /// layer turns to its exact tangent, not the chord of the piece it is on.
    let curves: [(Point, Point, Point, Point)?]
    /// Key times at the end of each element: equal shares (linear, discrete, cubic), by length
    /// (paced), or as given.
    let elementEndTimes: [Double]
    /// Eases each element, if given.
    let timingFunctions: [TimingFunction]?

    /// Prepares a path. Time goes to the drawn elements (the path's vertices after the first):
    /// as given by `keyTimes` (one per vertex, the start included), in proportion to length when
    /// `paced` (which ignores keyTimes and timing functions, as Core Animation does), or in
    /// equal shares.
    public init(
        path: BezierPath, rotationMode: RotationMode? = nil, paced: Bool = false,
        keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil
    ) throws(KeyframeError) {
        self.path = path
        self.rotationMode = rotationMode
        let pieces = path.flattenedElements(steps: Self.curveSteps)
        self.pieces = pieces
        curves = Self.drawnCurves(of: path)
        let lengths = pieces.map { Self.length(of: $0) }
        let total = lengths.reduce(0, +)
        if paced {
            var running = 0.0
            elementEndTimes = lengths.map { length in
                running += length
                return total > 0 ? running / total : 1
            }
            self.timingFunctions = nil
            return
        }
        if let keyTimes {
            guard keyTimes.count == pieces.count + 1 else {
                throw .keyTimeCount(expected: "\(pieces.count + 1) (one per path vertex)", actual: keyTimes.count)
            }
            try KeyframeTrack<Double>.checkMonotonic(keyTimes)
            elementEndTimes = Array(keyTimes.dropFirst())
        } else {
            elementEndTimes = (0..<pieces.count).map { Double($0 + 1) / Double(pieces.count) }
        }
        if let timingFunctions, timingFunctions.count != pieces.count {
            throw .timingFunctionCount(expected: pieces.count, actual: timingFunctions.count)
        }
        self.timingFunctions = timingFunctions
    }

    /// Straight pieces per curve: the pieces of a curve are equal steps of its parameter.
    static let curveSteps = 24

    /// The cubic Bézier of each drawn element, in the order `flattenedElements` gives them.
    private static func drawnCurves(of path: BezierPath) -> [(Point, Point, Point, Point)?] {
        var curves: [(Point, Point, Point, Point)?] = []
        var current = Point.zero, subpathStart = Point.zero
        for element in path.elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
            case .line(let point):
                curves.append(nil)
                current = point
            case .curve(let c1, let c2, let end):
                curves.append((current, c1, c2, end))
                current = end
            case .close:
                if current != subpathStart { curves.append(nil) }
                current = subpathStart
            }
        }
        return curves
    }

    /// The direction of a cubic Bézier at parameter t (radians), or nil where its derivative
    /// vanishes (a control point on its end point, at that end).
    private static func tangentAngle(of curve: (Point, Point, Point, Point), at t: Double) -> Double? {
        let (p0, c1, c2, p3) = curve
        let u = 1 - t
        let a = 3 * u * u, b = 6 * u * t, c = 3 * t * t
        let dx = a * (c1.x - p0.x) + b * (c2.x - c1.x) + c * (p3.x - c2.x)
        let dy = a * (c1.y - p0.y) + b * (c2.y - c1.y) + c * (p3.y - c2.y)
        return dx * dx + dy * dy > 1e-18 ? atan2(dy, dx) : nil
    }

    private static func length(of points: [Point]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    /// The point and the tangent angle (radians) at progress p in [0, 1].
    func sample(at progress: Double) -> (point: Point, angle: Double) {
        guard !pieces.isEmpty else { return (.zero, 0) }
        let clamped = min(max(progress, 0), 1)
        let element = elementEndTimes.firstIndex { clamped <= $0 } ?? pieces.count - 1
        let start = element == 0 ? 0 : elementEndTimes[element - 1]
        let span = elementEndTimes[element] - start
        var fraction = span > 0 ? (clamped - start) / span : 1
        if let functions = timingFunctions { fraction = functions[element].value(at: fraction) }
        // Within an element, move at constant speed along its flattened pieces.
        let points = pieces[element]
        let target = fraction * Self.length(of: points)
        var covered = 0.0
        for (index, (a, b)) in zip(points, points.dropFirst()).enumerated() {
            let length = a.distance(to: b)
            if covered + length >= target || index == points.count - 2 {
                let within = length > 0 ? min(max((target - covered) / length, 0), 1) : 0
                let chord = atan2(b.y - a.y, b.x - a.x)
                // Core Animation turns the layer to the path's own tangent; the chord of a
                // 1/24 piece is up to ~2° off it on a quarter circle.
                let t = (Double(index) + within) / Double(points.count - 1)
                let angle = curves[element].flatMap { Self.tangentAngle(of: $0, at: t) } ?? chord
                return (a.interpolated(to: b, fraction: within), angle)
            }
            covered += length
        }
        return (points[points.count - 1], 0)
    }
}
