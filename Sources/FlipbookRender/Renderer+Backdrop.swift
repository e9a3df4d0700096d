import CCairo
import FlipbookScene
import FlipbookTiming
import Foundation

extension Renderer {
    /// What is drawn behind a layer that blurs its backdrop (`backdropBlur`), blurred: the
    /// pixels under its bounds in the surface being drawn, padded by the blur's reach, each
    /// premultiplied channel blurred by a Gaussian of `backdropBlur` points standard deviation
    /// (three box blurs, as shadows are). Beyond the surface's edge the nearest edge pixel
    /// counts, as a backdrop blur at the top of an iPhone's screen does not darken. Read before
    /// the layer's own group opens, so it sees everything drawn behind it in the group it is
    /// drawn in (a backdrop inside a translucent parent sees only that parent's drawing).
    struct Backdrop {
        /// The blurred pixels.
        let surface: OpaquePointer
        /// Where they go, in device pixels.
        let x: Int, y: Int
    }

    func blurredBackdrop(of layer: PresentationLayer, bounds: Rect, in context: OpaquePointer) -> Backdrop? {
        let radius = layer.number(.backdropBlur)
        guard radius > 0, radius.isFinite, let target = cairo_get_group_target(context),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let sigma = min(radius * abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot(), 1000)
        let reach = Int((3 * sigma).rounded(.up)) + 1
        let area = PixelBox.covering(bounds, in: context)
        guard !area.isEmpty, area != .everything else { return nil }
        let box = PixelBox(x0: area.x0 - reach, y0: area.y0 - reach, x1: area.x1 + reach, y1: area.y1 + reach)
        guard box.area <= Self.maximumPixels else { return nil }
        cairo_surface_flush(target)
        guard let source = cairo_image_surface_get_data(target) else { return nil }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let sourceWidth = Int(cairo_image_surface_get_width(target)), sourceHeight = Int(cairo_image_surface_get_height(target))
        let sourceStride = Int(cairo_image_surface_get_stride(target))
        guard sourceWidth > 0, sourceHeight > 0 else { return nil }

        guard let blurred = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(box.width), Int32(box.height)) else { return nil }
        guard let destination = cairo_image_surface_get_data(blurred) else {
            cairo_surface_destroy(blurred)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(blurred))
        Self.blurPremultiplied(width: box.width, height: box.height, sigma: sigma, read: { row, column in
            let sourceRow = min(max(box.y0 + row + Int(offsetY), 0), sourceHeight - 1)
            let sourceColumn = min(max(box.x0 + column + Int(offsetX), 0), sourceWidth - 1)
            return UnsafePointer(source + sourceRow * sourceStride + sourceColumn * 4)
        }, write: { row, column in destination + row * stride + column * 4 })
        cairo_surface_mark_dirty(blurred)
        return Backdrop(surface: blurred, x: box.x0, y: box.y0)
    }

    /// Paints a blurred backdrop inside the layer's (rounded) bounds.
    func paint(_ backdrop: Backdrop, in layer: PresentationLayer, bounds: Rect, cornerRadius: Double, context: OpaquePointer) {
        cairo_save(context)
        roundedRect(bounds, radius: cornerRadius, corners: layer.roundedCorners, in: context)
        cairo_clip(context)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, backdrop.surface, Double(backdrop.x), Double(backdrop.y))
        cairo_paint(context)
        cairo_restore(context)
    }
}
