import Foundation
import FlipbookTiming

/// A path of lines and cubic curves (`CGPath`), built from SVG path data.
///
/// Quadratic curves and arcs are converted to cubics when parsed, so every consumer (keyframe
/// paths now, shape rendering later) handles just three kinds of element.
public struct BezierPath: Sendable, Hashable {
    /// One drawing step.
    public enum Element: Sendable, Hashable {
        /// Starts a subpath at a point.
        case move(Point)
        /// A straight line to a point.
        case line(Point)
        /// A cubic Bézier curve: first control point, second control point, end point.
        case curve(Point, Point, Point)
        /// A line back to the subpath's start, closing it.
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
    /// Appends another path's subpaths (`CGMutablePath.addPath`).
    public mutating func addPath(_ path: BezierPath) { elements += path.elements }

    /// The path with every point and control point mapped by `transform`
    /// (`CGPath.copy(using:)`).
    public func applying(_ transform: Transform2D) -> BezierPath {
        guard !transform.isIdentity else { return self }
        var result = BezierPath()
        for element in elements {
            switch element {
            case .move(let point): result.move(to: transform.apply(to: point))
            case .line(let point): result.addLine(to: transform.apply(to: point))
            case .curve(let control1, let control2, let end):
                result.addCurve(to: transform.apply(to: end), control1: transform.apply(to: control1), control2: transform.apply(to: control2))
            case .close: result.close()
            }
        }
        return result
    }

    /// The part between two fractions of the path's flattened length (`flattenedElements`),
    /// as straight segments: what `strokeStart` and `strokeEnd` keep of a shape layer's path
    /// (CAShapeLayer measures the whole path, every subpath in turn). Empty when nothing is kept.
    public func trimmed(from start: Double, to end: Double) -> BezierPath {
        let segments = flattenedElements().flatMap { points in zip(points, points.dropFirst()).map { ($0, $1) } }
        let total = segments.reduce(0) { $0 + $1.0.distance(to: $1.1) }
        var result = BezierPath()
        guard total > 0 else { return result }
        let (from, to) = (start * total, end * total)
        var covered = 0.0
        // The path's own point the kept part last reached whole. A segment that starts there
        // continues the same subpath, so the stroke joins the two (miter, round or bevel) as it
        // joins them untrimmed; comparing interpolated points instead would let rounding start a
        // new subpath at every vertex and put caps where the joins should be.
        var reached: Point?
        for (a, b) in segments {
            let length = a.distance(to: b)
            defer { covered += length }
            guard length > 0, covered + length > from, covered < to else { continue }
            let keepsStart = from <= covered, keepsEnd = to >= covered + length
            let p = keepsStart ? a : a.interpolated(to: b, fraction: (from - covered) / length)
            let q = keepsEnd ? b : a.interpolated(to: b, fraction: (to - covered) / length)
            if !(keepsStart && reached == a) { result.move(to: p) }
            result.addLine(to: q)
            reached = keepsEnd ? b : nil
        }
        return result
    }

    /// The path as straight segments, one list per drawn element (curves split into `steps`
    /// pieces), each from its element's start point; moves and empty closes give none.
    public func flattenedElements(steps: Int = 24) -> [[Point]] {
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

extension BezierPath {
    /// A rectangle, clockwise from its top-left corner (`CGPath(rect:)`).
    public static func rect(_ rect: Rect) -> BezierPath {
        var path = BezierPath()
        let (x, y, w, h) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        path.move(to: Point(x: x, y: y))
        path.addLine(to: Point(x: x + w, y: y))
        path.addLine(to: Point(x: x + w, y: y + h))
        path.addLine(to: Point(x: x, y: y + h))
        path.close()
        return path
    }

    /// The cubic handle length that approximates a quarter circle of radius 1.
    static let quarterCircleHandle = 4 * (2.0.squareRoot() - 1) / 3

    /// A rectangle with circular corners (`CGPath(roundedRect:cornerWidth:cornerHeight:)`);
    /// the radius is clamped to half the shorter side.
    public static func roundedRect(_ rect: Rect, radius: Double) -> BezierPath {
        let r = min(max(radius, 0), rect.size.width / 2, rect.size.height / 2)
        guard r > 0 else { return .rect(rect) }
        let (x, y, w, h) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        let k = r * (1 - quarterCircleHandle)
        var path = BezierPath()
        path.move(to: Point(x: x + r, y: y))
        path.addLine(to: Point(x: x + w - r, y: y))
        path.addCurve(to: Point(x: x + w, y: y + r), control1: Point(x: x + w - k, y: y), control2: Point(x: x + w, y: y + k))
        path.addLine(to: Point(x: x + w, y: y + h - r))
        path.addCurve(to: Point(x: x + w - r, y: y + h), control1: Point(x: x + w, y: y + h - k),
                      control2: Point(x: x + w - k, y: y + h))
        path.addLine(to: Point(x: x + r, y: y + h))
        path.addCurve(to: Point(x: x, y: y + h - r), control1: Point(x: x + k, y: y + h), control2: Point(x: x, y: y + h - k))
        path.addLine(to: Point(x: x, y: y + r))
        path.addCurve(to: Point(x: x + r, y: y), control1: Point(x: x, y: y + k), control2: Point(x: x + k, y: y))
        path.close()
        return path
    }

    /// The ellipse inscribed in a rectangle, clockwise from its rightmost point (`CGPath(ellipseIn:)`).
    public static func ellipse(in rect: Rect) -> BezierPath {
        let rx = rect.size.width / 2, ry = rect.size.height / 2
        let cx = rect.origin.x + rx, cy = rect.origin.y + ry
        let hx = rx * quarterCircleHandle, hy = ry * quarterCircleHandle
        var path = BezierPath()
        path.move(to: Point(x: cx + rx, y: cy))
        path.addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + hy), control2: Point(x: cx + hx, y: cy + ry))
        path.addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - hx, y: cy + ry), control2: Point(x: cx - rx, y: cy + hy))
        path.addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - hy), control2: Point(x: cx - hx, y: cy - ry))
        path.addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + hx, y: cy - ry), control2: Point(x: cx + rx, y: cy - hy))
        path.close()
        return path
    }

    /// Point-by-point blend with a path of the same structure (what Core Animation animates
    /// for `path`), or nil when the element kinds differ.
    public func interpolated(to end: BezierPath, fraction: Double) -> BezierPath? {
        guard elements.count == end.elements.count else { return nil }
        var result = BezierPath()
        for (a, b) in zip(elements, end.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)): result.move(to: p.interpolated(to: q, fraction: fraction))
            case (.line(let p), .line(let q)): result.addLine(to: p.interpolated(to: q, fraction: fraction))
            case (.curve(let p1, let p2, let p3), .curve(let q1, let q2, let q3)):
                result.addCurve(to: p3.interpolated(to: q3, fraction: fraction),
                                control1: p1.interpolated(to: q1, fraction: fraction),
                                control2: p2.interpolated(to: q2, fraction: fraction))
            case (.close, .close): result.close()
            default: return nil
            }
        }
        return result
    }
}
