import CCairo
import FlipbookRender
import Foundation

// Clipping to a mask image (`CGContextClipToMask`), part of the graphics state like any clip.
//
// Apple: the mask is mapped into `rect` as an image is drawn there, so in a UIKit context (y
// down) it lands upside down, as `draw(_:in:)` draws an image; its samples act as alpha values,
// 1 painting and 0 not. Apple asks for a DeviceGray image without alpha: such an image masks by
// its grey level. Code on iOS also passes an image with alpha made by `UIGraphicsBeginImageContext`
// (KDCircularProgress masks its gradient ring so); such an image masks by its alpha, which is
// what that code shows on a device. Cairo has no mask clip, so painting goes through a group
// that is then painted through the mask.
extension CGContext {
    /// A mask in device pixels (an A8 surface the size of the context's bitmap).
    final class ClipMask {
        let surface: OpaquePointer
        init(surface: OpaquePointer) { self.surface = surface }
        deinit { cairo_surface_destroy(surface) }
    }

    /// Intersects the clip with `mask` mapped into `rect`: later painting shows where the mask
    /// does (by its alpha, or its grey level if it is opaque).
    public func clip(to rect: CGRect, mask: CGImage) {
        guard ensureFinite([rect.minX, rect.minY, rect.width, rect.height], in: "CGContextClipToMask") else { return }
        guard let placed = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(placed) }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let drawn = SharedImages.withSurface(ofPNGAt: mask.file) { source, imageWidth, imageHeight -> Bool in
            guard let placing = cairo_create(placed) else { return false }
            defer { cairo_destroy(placing) }
            cairo_set_matrix(placing, &matrix)
            cairo_translate(placing, Double(rect.minX), Double(rect.maxY))
            cairo_scale(placing, Double(rect.width) / Double(imageWidth), -Double(rect.height) / Double(imageHeight))
            cairo_set_source_surface(placing, source, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(placing), CAIRO_FILTER_GOOD)
            cairo_rectangle(placing, 0, 0, Double(imageWidth), Double(imageHeight))
            cairo_fill(placing)
            return true
        }
        guard drawn == true, let alpha = Self.alphaMask(from: placed, width: width, height: height, opaque: Self.isOpaque(mask)) else {
            // An image that cannot be read masks everything out, as an empty mask would.
            DrawingProblems.report("clip(to:mask:): the mask image (\(mask.file)) could not be read: nothing drawn after it shows")
            style.clipMask = nil
            cairo_new_path(cairo)
            cairo_rectangle(cairo, 0, 0, 0, 0)
            cairo_clip(cairo)
            return
        }
        if let current = style.clipMask, let combining = cairo_create(alpha) {
            // Masks intersect: the new one is multiplied by the one already set.
            cairo_set_operator(combining, CAIRO_OPERATOR_IN)
            cairo_set_source_surface(combining, current.surface, 0, 0)
            cairo_paint(combining)
            cairo_destroy(combining)
        }
        style.clipMask = ClipMask(surface: alpha)
    }

    /// Runs a painting operation through the clip mask, if one is set.
    func paint(_ operation: () -> Void) {
        guard let mask = style.clipMask else { return paintCastingShadow(operation) }
        cairo_push_group(cairo)
        paintCastingShadow(operation)
        guard let group = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(group) }
        cairo_save(cairo)
        cairo_set_source(cairo, group)
        cairo_identity_matrix(cairo)
        cairo_mask_surface(cairo, mask.surface, 0, 0)
        cairo_restore(cairo)
    }

    /// Whether every pixel of an image is opaque.
    private static func isOpaque(_ image: CGImage) -> Bool {
        SharedImages.withSurface(ofPNGAt: image.file) { surface, width, height in
            everyAlpha(of: surface, width: width, height: height) { $0 == 255 }
        } ?? false
    }

    /// An A8 surface of the placed mask's alpha, or of its grey level when the image is opaque
    /// (then the area outside the placed image, transparent, masks out too).
    private static func alphaMask(from placed: OpaquePointer, width: Int, height: Int, opaque: Bool) -> OpaquePointer? {
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        cairo_surface_flush(placed)
        guard let source = cairo_image_surface_get_data(placed), let target = cairo_image_surface_get_data(mask) else {
            cairo_surface_destroy(mask)
            return nil
        }
        let sourceStride = Int(cairo_image_surface_get_stride(placed)), targetStride = Int(cairo_image_surface_get_stride(mask))
        for row in 0..<height {
            let from = source + row * sourceStride, to = target + row * targetStride
            for column in 0..<width {
                // Premultiplied BGRA in memory (little-endian ARGB32).
                let blue = Double(from[column * 4]), green = Double(from[column * 4 + 1]), red = Double(from[column * 4 + 2])
                let alpha = from[column * 4 + 3]
                to[column] = opaque ? UInt8((0.299 * red + 0.587 * green + 0.114 * blue).rounded()) : alpha
            }
        }
        cairo_surface_mark_dirty(mask)
        return mask
    }
}
