import CCairo
import FlipbookTiming

// Small Cairo steps that scene drawing (`Renderer`) and direct drawing (`Sketch`) share.

/// Sets a solid colour as the context's source.
func setColor(_ context: OpaquePointer, _ color: Color) {
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
}

/// Adds a rectangle with circular corners of `radius` (clamped to half the shorter side) to the
/// context's path, at the corners `corners` names (`CACornerMask`'s bits: 1 top left, 2 top
/// right, 4 bottom left, 8 bottom right; all four by default); the others stay square.
func roundedRect(_ rect: Rect, radius: Double, corners: Int = 15, in context: OpaquePointer) {
    let (x, y, w, h) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
    let r = min(radius, w / 2, h / 2)
    guard r > 0, corners & 15 != 0 else {
        cairo_rectangle(context, x, y, w, h)
        return
    }
    cairo_new_sub_path(context)
    // Clockwise from the top right, each corner an arc when rounded, else its point.
    let steps: [(bit: Int, cx: Double, cy: Double, from: Double, corner: (Double, Double))] = [
        (2, x + w - r, y + r, -.pi / 2, (x + w, y)), (8, x + w - r, y + h - r, 0, (x + w, y + h)),
        (4, x + r, y + h - r, .pi / 2, (x, y + h)), (1, x + r, y + r, .pi, (x, y)),
    ]
    for step in steps {
        if corners & step.bit != 0 {
            cairo_arc(context, step.cx, step.cy, r, step.from, step.from + .pi / 2)
        } else {
            cairo_line_to(context, step.corner.0, step.corner.1)
        }
    }
    cairo_close_path(context)
}
