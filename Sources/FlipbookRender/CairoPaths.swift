import CCairo
import FlipbookTiming

// Small Cairo steps that scene drawing (`Renderer`) and direct drawing (`Sketch`) share.

/// Sets a solid colour as the context's source.
func setColor(_ context: OpaquePointer, _ color: Color) {
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
}

/// Adds a rectangle with circular corners of `radius` (clamped to half the shorter side) to the
/// context's path.
func roundedRect(_ rect: Rect, radius: Double, in context: OpaquePointer) {
    let (x, y, w, h) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
    let r = min(radius, w / 2, h / 2)
    guard r > 0 else {
        cairo_rectangle(context, x, y, w, h)
        return
    }
    cairo_new_sub_path(context)
    cairo_arc(context, x + w - r, y + r, r, -.pi / 2, 0)
    cairo_arc(context, x + w - r, y + h - r, r, 0, .pi / 2)
    cairo_arc(context, x + r, y + h - r, r, .pi / 2, .pi)
    cairo_arc(context, x + r, y + r, r, .pi, 1.5 * .pi)
    cairo_close_path(context)
}
