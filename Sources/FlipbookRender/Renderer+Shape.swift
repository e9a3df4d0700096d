import CCairo
import FlipbookScene
import FlipbookTiming

extension Renderer {
    /// A shape layer's path: filled with `fillColor` by `fillRule`, then stroked with
    /// `strokeColor`, `lineWidth`, caps, joins and dashes, between `strokeStart` and `strokeEnd`
    /// (fractions of the whole path's length, as CAShapeLayer measures them).
    func drawShape(_ layer: PresentationLayer, in context: OpaquePointer) {
        let path = layer.path(.path)
        guard !path.elements.isEmpty else { return }
        let fill = layer.color(.fillColor)
        if fill.alpha > 0 {
            addPath(path, to: context)
            cairo_set_fill_rule(context, layer.string(.fillRule) == "even-odd" ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setColor(context, fill)
            cairo_fill(context)
        }
        let stroke = layer.color(.strokeColor)
        let width = layer.number(.lineWidth)
        let start = min(max(layer.number(.strokeStart), 0), 1)
        let end = min(max(layer.number(.strokeEnd), 0), 1)
        guard stroke.alpha > 0, width > 0, end > start else { return }
        addPath(start == 0 && end == 1 ? path : path.trimmed(from: start, to: end), to: context)
        setStrokeStyle(of: layer, in: context)
        DashedStroke.setDashes(layer.numbers(.lineDashPattern).filter { $0 >= 0 }, phase: layer.number(.lineDashPhase), in: context)
        setColor(context, stroke)
        cairo_stroke(context)
        DashedStroke.setDashes([], phase: 0, in: context)
    }

    /// The layer's line width, caps, joins and miter limit (not its dashes).
    func setStrokeStyle(of layer: PresentationLayer, in context: OpaquePointer) {
        cairo_set_line_width(context, layer.number(.lineWidth))
        switch layer.string(.lineCap) {
        case "round": cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        case "square": cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
        default: cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        }
        switch layer.string(.lineJoin) {
        case "round": cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        case "bevel": cairo_set_line_join(context, CAIRO_LINE_JOIN_BEVEL)
        default: cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
        }
        cairo_set_miter_limit(context, layer.number(.miterLimit))
    }

    /// Appends a path to the context's current path.
    func addPath(_ path: BezierPath, to context: OpaquePointer) {
        cairo_new_path(context)
        for element in path.elements {
            switch element {
            case .move(let point): cairo_move_to(context, point.x, point.y)
            case .line(let point): cairo_line_to(context, point.x, point.y)
            case .curve(let c1, let c2, let end): cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
            case .close: cairo_close_path(context)
            }
        }
    }
}
