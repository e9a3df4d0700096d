import Foundation
import FlipbookTiming

/// A path of lines and cubic curves (`CGPath`), built from SVG path data.
///
/// Quadratic curves and arcs are converted to cubics when parsed, so every consumer (keyframe
/// paths now, shape rendering later) handles just three kinds of element.
public struct BezierPath: Sendable, Equatable {
    /// One drawing step.
    public enum Element: Sendable, Equatable {
        case move(Point)
        case line(Point)
        case curve(Point, Point, Point)
        case close
    }

    /// The elements in drawing order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// Starts a new subpath.
    public mutating func move(to point: Point) { elements.append(.move(point)) }
    /// A straight line from the current point.
    public mutating func addLine(to point: Point) { elements.append(.line(point)) }
    /// A cubic curve from the current point.
    public mutating func addCurve(to end: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1, control2, end))
    }
    /// Closes the current subpath with a line back to its start.
    public mutating func close() { elements.append(.close) }

    /// The path as straight segments, one list per drawn element (curves split into `steps`
    /// pieces), each from its element's start point; moves and empty closes give none.
    func flattenedElements(steps: Int = 24) -> [[Point]] {
        var result: [[Point]] = []
        var current = Point.zero
        var subpathStart = Point.zero
        for element in elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
            case .line(let point):
                result.append([current, point])
                current = point
            case .curve(let c1, let c2, let end):
                let start = current
                result.append((0...steps).map { step in
                    let t = Double(step) / Double(steps)
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return Point(x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                                 y: a * start.y + b * c1.y + c * c2.y + d * end.y)
                })
                current = end
            case .close:
                if current != subpathStart { result.append([current, subpathStart]) }
                current = subpathStart
            }
        }
        return result
    }
}
