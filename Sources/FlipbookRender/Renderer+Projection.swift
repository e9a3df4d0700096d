import CCairo
import FlipbookScene
import FlipbookTiming
import Foundation

extension Renderer {
    /// A layer seen in perspective: drawn untransformed into a picture of its bounds at the
    /// frame's scale, then mapped onto the target by the projective image of its plane (Core
    /// Animation's point mapping: [u v 0 1] × transform, about the anchor point, divided by w),
    /// with bilinear filtering (`ProjectiveSampler`). The picture covers what the layer draws
    /// that can show on the target, shadow and sublayers outside the bounds included (a Lottie
    /// layer's bounds are empty: everything it draws lies outside them). Ancestors' clips apply.
    func drawProjected(_ drawn: DrawnLayer, in context: OpaquePointer) throws(RenderError) {
        let layer = drawn.layer
        let m = layer.planeTransform
        let bounds = layer.rect(.bounds)
        let anchor = layer.point(.anchorPoint)
        let position = layer.point(.position)
        // Anchor-relative point → parent user space: x = (m11 u + m21 v + m41) / w + position.x, with
        // w = m14 u + m24 v + m44.
        let plane = [[m.m11 + position.x * m.m14, m.m21 + position.x * m.m24, m.m41 + position.x * m.m44],
                     [m.m12 + position.y * m.m14, m.m22 + position.y * m.m24, m.m42 + position.y * m.m44],
                     [m.m14, m.m24, m.m44]]
        // Parent user space → target pixels: the context's matrix, then the target's device offset.
        var ctm = cairo_matrix_t()
        cairo_get_matrix(context, &ctm)
        guard let target = cairo_get_group_target(context),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        var offset = (x: 0.0, y: 0.0)
        cairo_surface_get_device_offset(target, &offset.x, &offset.y)
        let device = [[ctm.xx, ctm.xy, ctm.x0 + offset.x], [ctm.yx, ctm.yy, ctm.y0 + offset.y], [0, 0, 1]]
        let targetSize = (width: Int(cairo_image_surface_get_width(target)), height: Int(cairo_image_surface_get_height(target)))
        // Picture pixel (a, b) → layer point relative to the anchor, for a picture whose origin
        // is pixel (x0, y0) of the bounds drawn at the frame's scale: ((a + x0) / s − ax·w, (b + y0) / s − ay·h).
        func toAnchor(x0: Int, y0: Int) -> [[Double]] {
            [[1 / scale, 0, Double(x0) / scale - anchor.x * bounds.size.width],
             [0, 1 / scale, Double(y0) / scale - anchor.y * bounds.size.height],
             [0, 0, 1]]
        }
        let onTarget = Self.visibleBox(of: squareMatrixProduct(device, squareMatrixProduct(plane, toAnchor(x0: 0, y0: 0))),
                                       targetWidth: targetSize.width, targetHeight: targetSize.height)

        // The picture: the layer drawn flat with its bounds' origin at (0, 0), scaled to pixels,
        // covering all it draws (a shadow, sublayers outside the bounds) that can show.
        let flat = layer.placedAtOrigin()
        guard let extent = pictureExtent(of: flat, bounds: bounds, onTarget: onTarget) else { return }
        let (width, height) = (extent.x1 - extent.x0, extent.y1 - extent.y0)
        guard let picture = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(picture) }
        guard let pictureContext = cairo_create(picture) else { return }
        cairo_translate(pictureContext, Double(-extent.x0), Double(-extent.y0))
        cairo_scale(pictureContext, scale, scale)
        try draw(DrawnLayer.unmeasured(flat), within: .everything, in: pictureContext)
        cairo_destroy(pictureContext)
        cairo_surface_flush(picture)

        let forward = squareMatrixProduct(device, squareMatrixProduct(plane, toAnchor(x0: extent.x0, y0: extent.y0)))
        // Only the projected picture's bounding box is filled: no pixel outside it can show the
        // picture. A picture reaching behind the eye (w ≤ 0 at a corner) is not drawn.
        var box = (x0: Double.infinity, y0: Double.infinity, x1: -Double.infinity, y1: -Double.infinity)
        for (a, b) in [(0.0, 0.0), (Double(width), 0), (0, Double(height)), (Double(width), Double(height))] {
            let x = forward[0][0] * a + forward[0][1] * b + forward[0][2]
            let y = forward[1][0] * a + forward[1][1] * b + forward[1][2]
            let w = forward[2][0] * a + forward[2][1] * b + forward[2][2]
            guard w > 1e-9 else { return }
            box = (min(box.x0, x / w), min(box.y0, y / w), max(box.x1, x / w), max(box.y1, y / w))
        }

        guard let sampler = ProjectiveSampler(forward: forward) else { return }
        let x0 = max(Int(box.x0.rounded(.down)) - 1, 0), y0 = max(Int(box.y0.rounded(.down)) - 1, 0)
        let x1 = min(Int(box.x1.rounded(.up)) + 1, targetSize.width)
        let y1 = min(Int(box.y1.rounded(.up)) + 1, targetSize.height)
        guard x1 > x0, y1 > y0 else { return }
        // The picture is mapped into a patch of the target's pixels; Cairo paints the patch, so
        // the clips of ancestors (masksToBounds) and open groups apply as to any drawing.
        guard let patch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(x1 - x0), Int32(y1 - y0)) else { return }
        defer { cairo_surface_destroy(patch) }
        guard let sourceData = cairo_image_surface_get_data(picture), let patchData = cairo_image_surface_get_data(patch) else { return }
        sampler.fill(patch: UnsafeMutableRawPointer(patchData).assumingMemoryBound(to: UInt32.self), width: x1 - x0, height: y1 - y0,
                     stride: Int(cairo_image_surface_get_stride(patch)) / 4, x0: x0, y0: y0,
                     from: UnsafeRawPointer(sourceData).assumingMemoryBound(to: UInt32.self), pictureWidth: width,
                     pictureHeight: height, pictureStride: Int(cairo_image_surface_get_stride(picture)) / 4)
        cairo_surface_mark_dirty(patch)
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, patch, Double(x0) - offset.x, Double(y0) - offset.y)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// The pixels a flat-drawn layer touches (measured as the renderer measures damage) that can
    /// show: within `onTarget` (the part of its plane the target shows) when that is known, all of
    /// them when it is not. A picture that would pass 16 M pixels is cut to a margin of a quarter
    /// of the bounds' size plus 64 pt around the bounds; nil when nothing is left, or still too large.
    private func pictureExtent(of flat: PresentationLayer, bounds: Rect, onTarget: PixelBox?) -> PixelBox? {
        guard let scratchSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return nil }
        defer { cairo_surface_destroy(scratchSurface) }
        guard let scratch = cairo_create(scratchSurface) else { return nil }
        defer { cairo_destroy(scratch) }
        cairo_scale(scratch, scale, scale)
        let drawn = measure(flat, in: scratch).box
        let margin = (x: Int(((bounds.size.width / 4 + 64) * scale).rounded(.up)), y: Int(((bounds.size.height / 4 + 64) * scale).rounded(.up)))
        let nearBounds = PixelBox(x0: -margin.x, y0: -margin.y, x1: Int((bounds.size.width * scale).rounded(.up)) + margin.x,
                                  y1: Int((bounds.size.height * scale).rounded(.up)) + margin.y)
        for limit in [onTarget ?? .everything, nearBounds] {
            let extent = drawn.intersection(limit)
            if extent.isEmpty { return nil }
            if extent.area <= 16_777_216 { return extent }
        }
        return nil
    }

    /// The part of a layer's plane that the target shows, in pixels of the bounds drawn at the
    /// frame's scale, given `forward` (those pixels → target pixels): the target's corners mapped
    /// back, two pixels wider for filtering. Nil when the plane's horizon crosses the target (a
    /// corner maps to a point behind the eye) or the map is singular (the plane seen edge-on):
    /// then what shows is not bounded by the corners.
    private static func visibleBox(of forward: [[Double]], targetWidth: Int, targetHeight: Int) -> PixelBox? {
        guard let inverse = inverse(of: forward) else { return nil }
        var box = (x0: Double.infinity, y0: Double.infinity, x1: -Double.infinity, y1: -Double.infinity)
        for (x, y) in [(0.0, 0.0), (Double(targetWidth), 0), (0, Double(targetHeight)), (Double(targetWidth), Double(targetHeight))] {
            let a = inverse[0][0] * x + inverse[0][1] * y + inverse[0][2]
            let b = inverse[1][0] * x + inverse[1][1] * y + inverse[1][2]
            // The forward map's w at the plane point (a/c, b/c) is 1/c: in front of the eye when c > 0.
            let c = inverse[2][0] * x + inverse[2][1] * y + inverse[2][2]
            guard c > 1e-12 else { return nil }
            box = (min(box.x0, a / c), min(box.y0, b / c), max(box.x1, a / c), max(box.y1, b / c))
        }
        let limit = Double(1 << 40)
        guard box.x0 > -limit, box.y0 > -limit, box.x1 < limit, box.y1 < limit else { return nil }
        return PixelBox(x0: Int(box.x0.rounded(.down)) - 2, y0: Int(box.y0.rounded(.down)) - 2,
                        x1: Int(box.x1.rounded(.up)) + 2, y1: Int(box.y1.rounded(.up)) + 2)
    }

    /// The inverse of a 3 × 3 matrix, nil when it is (nearly) singular.
    private static func inverse(of m: [[Double]]) -> [[Double]]? {
        let cofactors = [[m[1][1] * m[2][2] - m[1][2] * m[2][1], m[0][2] * m[2][1] - m[0][1] * m[2][2], m[0][1] * m[1][2] - m[0][2] * m[1][1]],
                         [m[1][2] * m[2][0] - m[1][0] * m[2][2], m[0][0] * m[2][2] - m[0][2] * m[2][0], m[0][2] * m[1][0] - m[0][0] * m[1][2]],
                         [m[1][0] * m[2][1] - m[1][1] * m[2][0], m[0][1] * m[2][0] - m[0][0] * m[2][1], m[0][0] * m[1][1] - m[0][1] * m[1][0]]]
        let determinant = m[0][0] * cofactors[0][0] + m[0][1] * cofactors[1][0] + m[0][2] * cofactors[2][0]
        let size = m.joined().map(abs).max() ?? 0
        guard determinant.isFinite, abs(determinant) > 1e-12 * size * size * size else { return nil }
        return cofactors.map { row in row.map { $0 / determinant } }
    }
}
