import Foundation
import FlipbookScene
import FlipbookTiming

/// `CGPath`: an immutable path of lines and cubic curves (arcs, ellipses and quadratic curves
/// are stored as cubics, within a hair of Core Graphics' own approximation).
public class CGPath: Equatable, Hashable, @unchecked Sendable {
    /// The engine's path.
    var bezier: BezierPath
    /// Where the last element ended, and where the open subpath started.
    fileprivate var current: CGPoint?
    fileprivate var subpathStart: CGPoint?

    init(_ bezier: BezierPath = BezierPath()) {
        self.bezier = bezier
    }

    /// A rectangle (`CGPath(rect:transform:)`).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(BezierPath.rect(rect.engineRect).applying(transform?.pointee))
    }

    /// An ellipse inscribed in a rectangle (`CGPath(ellipseIn:transform:)`).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(BezierPath.ellipse(in: rect.engineRect).applying(transform?.pointee))
    }

    /// A rounded rectangle (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`); corners
    /// use the smaller of the two radii, clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(BezierPath.roundedRect(rect.engineRect, radius: Double(min(cornerWidth, cornerHeight)))
            .applying(transform?.pointee))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { bezier.elements.isEmpty }

    /// The end of the last element (`.zero` for an empty path, as Core Graphics gives).
    public var currentPoint: CGPoint { current ?? .zero }

    /// The smallest rectangle holding every point and control point.
    public var boundingBox: CGRect {
        let points = bezier.elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): return [p]
            case .curve(let c1, let c2, let p): return [c1, c2, p]
            case .close: return []
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points {
            (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle holding the path itself (curves flattened).
    public var boundingBoxOfPath: CGRect {
        let points = bezier.flattenedElements().flatMap { $0 }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points {
            (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { copyState(into: CGPath(bezier)) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { copyState(into: CGMutablePath(bezier)) }

    private func copyState<P: CGPath>(into path: P) -> P {
        path.current = current
        path.subpathStart = subpathStart
        return path
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.bezier == rhs.bezier }

    public func hash(into hasher: inout Hasher) { hasher.combine(bezier) }
}

/// `CGMutablePath`: a path built element by element.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public convenience init() { self.init(BezierPath()) }

    /// Starts a subpath.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        bezier.move(to: p.enginePoint)
        current = p
        subpathStart = p
    }

    /// A straight line from the current point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        startIfNeeded(at: p)
        bezier.addLine(to: p.enginePoint)
        current = p
    }

    /// Straight lines through points; the first starts a subpath.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        let (c1, c2, p) = (control1.applying(transform), control2.applying(transform), end.applying(transform))
        startIfNeeded(at: c1)
        bezier.addCurve(to: p.enginePoint, control1: c1.enginePoint, control2: c2.enginePoint)
        current = p
    }

    /// A quadratic Bézier curve, stored as the equal cubic.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        let start = currentPoint
        let c = control.applying(transform)
        let p = end.applying(transform)
        startIfNeeded(at: c)
        let c1 = CGPoint(x: start.x + 2 / 3 * (c.x - start.x), y: start.y + 2 / 3 * (c.y - start.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        bezier.addCurve(to: p.enginePoint, control1: c1.enginePoint, control2: c2.enginePoint)
        current = p
    }

    /// An arc of a circle. `clockwise` is in Core Graphics' y-up sense: in UIKit's flipped
    /// coordinates `clockwise: true` runs with decreasing angles, counterclockwise on screen
    /// (Apple's CGPath documentation). A line joins the current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        appendArc(center: center, radius: radius, from: startAngle,
                  sweep: Self.sweep(from: startAngle, to: endAngle, increasing: !clockwise), transform: transform)
    }

    /// A corner rounded with `radius` between the lines from the current point to `tangent1End`
    /// and from there to `tangent2End` (a line to `tangent1End` when they are straight).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let current else { return move(to: tangent1End, transform: transform) }
        // The current point is already transformed: the corner is worked out in path space.
        let (p1, p2) = (tangent1End.applying(transform), tangent2End.applying(transform))
        guard let arc = TangentArc(from: current, corner: p1, to: p2, radius: radius * Self.scale(of: transform)) else {
            return addLine(to: p1)
        }
        addLine(to: arc.start)
        appendArc(center: arc.center, radius: radius * Self.scale(of: transform), from: arc.startAngle, sweep: arc.sweep, transform: .identity)
    }

    /// The factor a uniform `transform` scales lengths by.
    private static func scale(of transform: CGAffineTransform) -> CGFloat {
        (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
    }

    /// An arc starting at `startAngle` and turning by `delta` radians.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        appendArc(center: center, radius: radius, from: startAngle, sweep: delta, transform: transform)
    }

    /// A closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addLines(between: [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)],
                 transform: transform)
        closeSubpath()
    }

    /// Closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in a rectangle.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        append(BezierPath.ellipse(in: rect.engineRect), transform: transform)
    }

    /// A closed rounded rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        append(BezierPath.roundedRect(rect.engineRect, radius: Double(min(cornerWidth, cornerHeight))), transform: transform)
    }

    /// Another path's elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        append(path.bezier, transform: transform)
    }

    /// Closes the open subpath with a line to its start.
    public func closeSubpath() {
        guard current != nil else { return }
        bezier.close()
        current = subpathStart
    }

    /// Forgets the current point (an emptied path).
    func resetCurrentPoint() {
        current = nil
        subpathStart = nil
    }

    private func startIfNeeded(at point: CGPoint) {
        if current == nil { move(to: point) }
    }

    private func append(_ path: BezierPath, transform: CGAffineTransform) {
        for element in path.elements {
            switch element {
            case .move(let p): move(to: CGPoint(p), transform: transform)
            case .line(let p): addLine(to: CGPoint(p), transform: transform)
            case .curve(let c1, let c2, let p):
                addCurve(to: CGPoint(p), control1: CGPoint(c1), control2: CGPoint(c2), transform: transform)
            case .close: closeSubpath()
            }
        }
    }

    /// The signed sweep from one angle to another in one direction, as Core Graphics draws it.
    ///
    /// A difference that already runs the asked way is kept whole, so an arc over several turns
    /// keeps every turn (a keyframe animation along 1.5π → 5.5π goes round twice). One that runs
    /// the other way is what is left of it modulo a turn, taken the asked way, and a whole
    /// non-zero number of turns is one full turn: `0 → 2π` drawn the "wrong" way is the whole
    /// circle, not nothing. Apple documents neither case; the evidence is an iOS recording of a
    /// public indicator library (NVActivityIndicatorView's Demo.gif: its circles are
    /// `UIBezierPath(arcCenter:…, startAngle: 0, endAngle: 2π, clockwise: false)` and its orbit
    /// runs a 1.5π → 5.5π arc twice round). HTML canvas's `arc()` differs on both counts (it
    /// caps at one turn, and draws nothing for a whole turn the other way).
    static func sweep(from start: CGFloat, to end: CGFloat, increasing: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        let delta = end - start
        if increasing {
            return delta >= 0 ? delta : delta.truncatingRemainder(dividingBy: turn) + turn
        } else {
            return delta <= 0 ? delta : delta.truncatingRemainder(dividingBy: turn) - turn
        }
    }

    /// The most turns one arc is drawn with: more look the same and would only cost memory.
    static let maximumArcTurns: CGFloat = 1024

    /// Appends an arc as cubic pieces of at most a quarter turn each.
    func appendArc(center: CGPoint, radius: CGFloat, from start: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        guard radius.isFinite, start.isFinite, sweep.isFinite else { return }
        let limit = Self.maximumArcTurns * 2 * .pi
        let sweep = min(max(sweep, -limit), limit)
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let first = point(start)
        if current == nil { move(to: first, transform: transform) } else { addLine(to: first, transform: transform) }
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        // Handle length for a circular arc of angle `step`: 4/3 · tan(step / 4).
        let handle = 4 / 3 * tan(step / 4) * radius
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let (p0, p3) = (point(angle), point(next))
            let c1 = CGPoint(x: p0.x - handle * sin(angle), y: p0.y + handle * cos(angle))
            let c2 = CGPoint(x: p3.x + handle * sin(next), y: p3.y - handle * cos(next))
            addCurve(to: p3, control1: c1, control2: c2, transform: transform)
            angle = next
        }
    }
}

extension BezierPath {
    /// The path transformed, or itself for nil.
    func applying(_ transform: CGAffineTransform?) -> BezierPath {
        guard let transform else { return self }
        return applying(transform.transform2D)
    }
}
