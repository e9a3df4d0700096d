import CCairo
import FlipbookScene
import FlipbookTiming
import Foundation

// The current path: built in device space as each element is added (Cairo's model and Core
// Graphics' alike), so a transform changed later leaves it where it is.
extension CGContext {
    /// Starts an empty path.
    public func beginPath() { cairo_new_path(cairo) }

    /// Starts a subpath at a point.
    public func move(to point: CGPoint) {
        guard ensureFinite([point.x, point.y], in: "CGContextMoveToPoint") else { return }
        cairo_move_to(cairo, Double(point.x), Double(point.y))
    }

    /// Adds a line from the current point (a point with no current point starts a subpath there).
    public func addLine(to point: CGPoint) {
        guard ensureFinite([point.x, point.y], in: "CGContextAddLineToPoint") else { return }
        cairo_line_to(cairo, Double(point.x), Double(point.y))
    }

    /// Adds lines through points, the first starting a subpath.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard ensureFinite([end.x, end.y, control1.x, control1.y, control2.x, control2.y], in: "CGContextAddCurveToPoint") else { return }
        cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y), Double(end.x), Double(end.y))
    }

    /// Adds a quadratic Bézier curve from the current point (as the cubic with the same shape).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard cairo_has_current_point(cairo) != 0 else { return move(to: end) }
        let start = currentPointOfPath
        let control1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let control2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        addCurve(to: end, control1: control1, control2: control2)
    }

    /// Adds an arc, joined to the current point by a line. `clockwise` is in Core Graphics'
    /// y-up sense: in a UIKit context (y down) `clockwise: false` runs clockwise on screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard ensureFinite([center.x, center.y, radius, startAngle, endAngle], in: "CGContextAddArc"), radius >= 0 else { return }
        if clockwise {
            cairo_arc_negative(cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        } else {
            cairo_arc(cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        }
    }

    /// Adds a corner rounded with `radius` between the lines from the current point to
    /// `tangent1End` and from there to `tangent2End` (PostScript's `arct`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard cairo_has_current_point(cairo) != 0 else { return move(to: tangent1End) }
        guard let arc = TangentArc(from: currentPointOfPath, corner: tangent1End, to: tangent2End, radius: radius) else {
            return addLine(to: tangent1End)
        }
        addLine(to: arc.start)
        addArc(center: arc.center, radius: radius, startAngle: arc.startAngle, endAngle: arc.startAngle + arc.sweep, clockwise: arc.sweep < 0)
    }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) {
        guard ensureFinite([rect.minX, rect.minY, rect.width, rect.height], in: "CGContextAddRect") else { return }
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds the ellipse inscribed in a rectangle, as a closed subpath.
    public func addEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        addPath(path)
    }

    /// Adds a path's elements, in user space.
    public func addPath(_ path: CGPath) {
        append(path.bezier, skippingFirstMove: false)
    }

    /// Closes the current subpath with a line to its start.
    public func closePath() {
        if cairo_has_current_point(cairo) != 0 { cairo_close_path(cairo) }
    }

    /// Replaces the path by the area its stroke would cover with the current line width, cap,
    /// join and miter limit (dashes are not applied), so it can be filled or clipped to.
    public func replacePathWithStrokedPath() {
        let outline = StrokeOutline(width: cairo_get_line_width(cairo), cap: cairo_get_line_cap(cairo), join: cairo_get_line_join(cairo),
                                    miterLimit: cairo_get_miter_limit(cairo))
        let polygons = outline.polygons(of: currentPath(flattened: true))
        cairo_new_path(cairo)
        for polygon in polygons {
            cairo_move_to(cairo, polygon[0].x, polygon[0].y)
            for point in polygon.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
            cairo_close_path(cairo)
        }
    }

    /// Whether the path has no elements.
    public var isPathEmpty: Bool { cairo_has_current_point(cairo) == 0 }

    /// The path's last point, in user space (zero without a path).
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cairo) != 0 else { return .zero }
        var (x, y) = (0.0, 0.0)
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The smallest rectangle holding the path's points, in user space (control points of
    /// curves excluded, as Cairo measures).
    public var boundingBoxOfPath: CGRect {
        guard !isPathEmpty else { return .null }
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// The path as Cairo holds it, flattened, in user space.
    func currentPath(flattened: Bool) -> BezierPath {
        guard let path = flattened ? cairo_copy_path_flat(cairo) : cairo_copy_path(cairo) else { return BezierPath() }
        defer { cairo_path_destroy(path) }
        var elements: [BezierPath.Element] = []
        var index = 0
        while index < Int(path.pointee.num_data) {
            let header = path.pointee.data[index].header
            func point(_ offset: Int) -> Point {
                let p = path.pointee.data[index + offset].point
                return Point(x: p.x, y: p.y)
            }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: elements.append(.move(point(1)))
            case CAIRO_PATH_LINE_TO: elements.append(.line(point(1)))
            case CAIRO_PATH_CURVE_TO: elements.append(.curve(point(1), point(2), point(3)))
            default: elements.append(.close)
            }
            index += Int(header.length)
        }
        return BezierPath(building: elements)
    }

    /// Appends path elements in user space.
    func append(_ path: BezierPath, skippingFirstMove: Bool) {
        var skip = skippingFirstMove
        for element in path.elements {
            switch element {
            case .move(let point):
                if skip {
                    skip = false
                    continue
                }
                cairo_move_to(cairo, point.x, point.y)
            case .line(let point):
                cairo_line_to(cairo, point.x, point.y)
            case .curve(let control1, let control2, let end):
                cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
            case .close:
                cairo_close_path(cairo)
            }
        }
    }
}

extension BezierPath {
    /// A path of the given elements.
    init(building elements: [Element]) {
        self.init()
        for element in elements {
            switch element {
            case .move(let point): move(to: point)
            case .line(let point): addLine(to: point)
            case .curve(let control1, let control2, let end): addCurve(to: end, control1: control1, control2: control2)
            case .close: close()
            }
        }
    }
}
