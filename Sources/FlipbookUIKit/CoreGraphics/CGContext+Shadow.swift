import CCairo
import FlipbookRender
import FlipbookTiming
import Foundation

// Shadows: part of the graphics state; everything painted while one is set casts it.
//
// Offsets follow the Quartz 2D Programming Guide ("Shadows"): in a context UIKit made, a
// positive height puts the shadow below the object, and the offset and blur are not affected
// by the CTM (here they are in points, multiplied by the context's scale). Apple gives no blur
// formula; WebKit draws canvas shadows through `CGContextSetShadowWithColor` with the canvas
// `shadowBlur` unchanged, and HTML defines that blur as a Gaussian of `shadowBlur / 2` standard
// deviation, which is what is drawn here (a choice, the same as for layer shadows).
extension CGContext {
    /// A shadow in the graphics state.
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: Color
    }

    /// Casts a shadow under everything drawn after, black at 1/3 alpha, as Core Graphics' default.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Casts a shadow of a colour under everything drawn after; a nil or transparent colour
    /// turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            style.shadow = nil
            return
        }
        guard ensureFinite([offset.width, offset.height, blur], in: "CGContextSetShadowWithColor") else { return }
        style.shadow = Shadow(offset: offset, blur: max(blur, 0), color: color.color)
    }

    /// Runs a painting operation casting the shadow set. With one set it paints into a group
    /// first, draws the group's alpha, moved and blurred, in the shadow's colour, then the group
    /// over it, so the shadow sits beneath what casts it and the blend mode applies to both.
    func paintCastingShadow(_ operation: () -> Void) {
        guard let shadow = style.shadow else { return operation() }
        cairo_push_group(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        operation()
        guard let group = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(group) }
        drawShadow(of: group, shadow)
        cairo_set_source(cairo, group)
        cairo_paint(cairo)
    }

    private func drawShadow(of group: OpaquePointer, _ shadow: Shadow) {
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(mask) }
        guard let maskContext = cairo_create(mask) else { return }
        // The group's pixels moved by the offset in device pixels: the CTM does not apply to it.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        matrix.x0 += Double(shadow.offset.width * scale)
        matrix.y0 += Double(shadow.offset.height * scale)
        cairo_set_matrix(maskContext, &matrix)
        cairo_set_source(maskContext, group)
        cairo_paint(maskContext)
        cairo_destroy(maskContext)
        cairo_surface_flush(mask)
        let sigma = Double(shadow.blur * scale) / 2
        if sigma > 0.5, let data = cairo_image_surface_get_data(mask) {
            Renderer.gaussianApproximation(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
            cairo_surface_mark_dirty(mask)
        }
        let color = shadow.color.clamped
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(cairo, mask, 0, 0)
        cairo_restore(cairo)
    }
}
