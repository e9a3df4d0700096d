import Foundation
import FlipbookScene

/// `UIBezierPath`: a path in UIKit's coordinates (y down), over a `CGMutablePath`.
open class UIBezierPath: NSObject, @unchecked Sendable {
    private let path = CGMutablePath()

    /// An empty path.
    public override init() { super.init() }

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse inscribed in a rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with circular corners.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// An arc. `clockwise` is as seen on screen in UIKit's y-down coordinates (angles grow
    /// clockwise there), which is the opposite of `CGPath.addArc`'s y-up sense.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A copy of a Core Graphics path.
    public convenience init(cgPath CGPath: CGPath) {
        self.init()
        path.addPath(CGPath)
    }

    /// The Core Graphics path (a copy).
    open var cgPath: CGPath { path.copy() ?? CGPath() }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding every point of the path, control points included.
    open var bounds: CGRect { path.boundingBox }
    /// Where the next segment starts.
    open var currentPoint: CGPoint { path.currentPoint }
    /// The width `stroke()` draws with (1 by default; a shape layer given `cgPath` takes its own).
    open var lineWidth: CGFloat = 1
    /// How `stroke()` draws open ends.
    open var lineCapStyle: CGLineCap = .butt
    /// How `stroke()` draws corners.
    open var lineJoinStyle: CGLineJoin = .miter
    /// How far `stroke()` lets a mitred corner reach, in line widths.
    open var miterLimit: CGFloat = 10
    /// Whether `fill()` and `addClip()` use the even-odd rule (a shape layer takes its own `fillRule`).
    open var usesEvenOddFillRule = false

    /// Whether `point` is inside the path as its fill covers it (by its fill rule).
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a straight line from the current point to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc, joined to the current point by a line; `clockwise` as seen on screen (see
    /// `init(arcCenter:radius:startAngle:endAngle:clockwise:)`).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.appendArc(center: center, radius: radius, from: startAngle,
                       sweep: CGMutablePath.sweep(from: startAngle, to: endAngle, increasing: clockwise),
                       transform: .identity)
    }
    /// Closes the subpath with a line back to its start.
    open func close() { path.closeSubpath() }
    /// Adds another path's elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Empties the path.
    open func removeAllPoints() {
        path.bezier = BezierPath()
        path.resetCurrentPoint()
    }
    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        path.bezier = path.bezier.applying(transform)
    }
}
