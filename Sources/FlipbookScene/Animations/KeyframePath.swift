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
    /// Key times at the end of each element: equal shares (linear, discrete, cubic) or by length (paced).
    let elementEndTimes: [Double]

    /// Prepares a path; `paced` spends time in proportion to length, otherwise each drawn
    /// element gets an equal share, as Core Animation times the vertices of a path.
    public init(path: BezierPath, rotationMode: RotationMode? = nil, paced: Bool = false) {
        self.path = path
        self.rotationMode = rotationMode
        pieces = path.flattenedElements()
        let lengths = pieces.map { Self.length(of: $0) }
        let total = lengths.reduce(0, +)
        var running = 0.0
        elementEndTimes = lengths.enumerated().map { index, length in
            if paced && total > 0 {
                running += length
                return running / total
            }
            return Double(index + 1) / Double(max(lengths.count, 1))
        }
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
        let fraction = span > 0 ? (clamped - start) / span : 1
        // Within an element, move at constant speed along its flattened pieces.
        let points = pieces[element]
        let target = fraction * Self.length(of: points)
        var covered = 0.0
        for (a, b) in zip(points, points.dropFirst()) {
            let length = a.distance(to: b)
            if covered + length >= target || b == points.last {
                let within = length > 0 ? min(max((target - covered) / length, 0), 1) : 0
                return (a.interpolated(to: b, fraction: within), atan2(b.y - a.y, b.x - a.x))
            }
            covered += length
        }
        return (points[points.count - 1], 0)
    }
}
