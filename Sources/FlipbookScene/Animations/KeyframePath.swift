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
    /// Arc length from each drawn element's start to the end of each of its pieces (0 first),
    /// measured along the curve itself, not its chords.
    let arcLengths: [[Double]]
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
        let curves = Self.drawnCurves(of: path)
        self.curves = curves
        let arcLengths = zip(pieces, curves).map { points, curve in Self.arcLengths(of: points, curve: curve) }
        self.arcLengths = arcLengths
        let lengths = arcLengths.map { $0.last ?? 0 }
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
        let (dx, dy) = derivative(of: curve, at: t)
        return dx * dx + dy * dy > 1e-18 ? atan2(dy, dx) : nil
    }

    /// B′(t) of a cubic Bézier.
    private static func derivative(of curve: (Point, Point, Point, Point), at t: Double) -> (dx: Double, dy: Double) {
        let (p0, c1, c2, p3) = curve
        let u = 1 - t
        let a = 3 * u * u, b = 6 * u * t, c = 3 * t * t
        return (a * (c1.x - p0.x) + b * (c2.x - c1.x) + c * (p3.x - c2.x), a * (c1.y - p0.y) + b * (c2.y - c1.y) + c * (p3.y - c2.y))
    }

    /// Cumulative lengths at the element's piece ends: of the curve between equal parameter
    /// steps (5-point Gauss–Legendre on each step, exact to far below a pixel), or of a line.
    private static func arcLengths(of points: [Point], curve: (Point, Point, Point, Point)?) -> [Double] {
        var running = 0.0
        var lengths = [0.0]
        for index in 0..<max(points.count - 1, 0) {
            if let curve {
                let steps = Double(points.count - 1)
                running += arcLength(of: curve, from: Double(index) / steps, to: Double(index + 1) / steps)
            } else {
                running += points[index].distance(to: points[index + 1])
            }
            lengths.append(running)
        }
        return lengths
    }

    /// The speed |B′(t)| of a cubic Bézier.
    private static func speed(of curve: (Point, Point, Point, Point), at t: Double) -> Double {
        let (dx, dy) = derivative(of: curve, at: t)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The length of a cubic Bézier between two parameters: 5-point Gauss–Legendre quadrature.
    private static func arcLength(of curve: (Point, Point, Point, Point), from t0: Double, to t1: Double) -> Double {
        let nodes: [(x: Double, w: Double)] = [
            (0, 0.568_888_888_888_888_9), (-0.538_469_310_105_683_1, 0.478_628_670_499_366_5),
            (0.538_469_310_105_683_1, 0.478_628_670_499_366_5), (-0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
            (0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
        ]
        let half = (t1 - t0) / 2, middle = (t1 + t0) / 2
        return half * nodes.reduce(0) { $0 + $1.w * speed(of: curve, at: middle + half * $1.x) }
    }

    /// The point of a cubic Bézier at parameter t.
    private static func point(of curve: (Point, Point, Point, Point), at t: Double) -> Point {
        let (p0, c1, c2, p3) = curve
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
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
        // Within an element, move at constant speed along it: find the piece holding the
        // distance, then the curve's own parameter for it (Newton's method on the arc length).
        let points = pieces[element], lengths = arcLengths[element]
        let target = fraction * (lengths.last ?? 0)
        let index = min(max((lengths.lastIndex { $0 <= target } ?? 0), 0), points.count - 2)
        let (a, b) = (points[index], points[index + 1])
        let pieceLength = lengths[index + 1] - lengths[index]
        let within = pieceLength > 0 ? min(max((target - lengths[index]) / pieceLength, 0), 1) : 0
        let chord = atan2(b.y - a.y, b.x - a.x)
        guard let curve = curves[element] else { return (a.interpolated(to: b, fraction: within), chord) }
        let steps = Double(points.count - 1)
        let (t0, t1) = (Double(index) / steps, Double(index + 1) / steps)
        var t = t0 + within * (t1 - t0)
        for _ in 0..<4 {
            let speed = Self.speed(of: curve, at: t)
            guard speed > 1e-12 else { break }
            let error = Self.arcLength(of: curve, from: t0, to: t) - (target - lengths[index])
            t = min(max(t - error / speed, t0), t1)
        }
        // Core Animation turns the layer to the path's own tangent, not a chord's.
        return (Self.point(of: curve, at: t), Self.tangentAngle(of: curve, at: t) ?? chord)
    }
}
