import CCairo
import FlipbookPNG
import FlipbookScene
import Foundation

/// Images as Cairo surfaces, by path, for one renderer (Cairo objects stay on one thread). The
/// pixels under each surface are `DecodedImages`' shared, read-only copy.
final class ImageCache {
    /// An image ready to draw: its surface, the shared pixels it reads, and its size in points.
    final class Entry {
        let surface: OpaquePointer
        let pixels: DecodedImages.Pixels
        let width: Double
        let height: Double

        /// The image filtered down to the device size it was last drawn at.
        private var scaled: (width: Int, height: Int, surface: OpaquePointer)?

        init(surface: OpaquePointer, pixels: DecodedImages.Pixels, width: Double, height: Double) {
            self.surface = surface
            self.pixels = pixels
            self.width = width
            self.height = height
        }

        deinit {
            cairo_surface_destroy(surface)
            if let scaled { cairo_surface_destroy(scaled.surface) }
        }

        /// The image filtered down to `width × height` device pixels (Cairo's good filter, a box
        /// filter at these scales), or nil when that is not smaller than the image. Every image
        /// drawn upright at a smaller size goes through it, however it moves: the copy is made
        /// once for as long as the size holds (a 3x picture in a 2x recording is filtered once,
        /// not once a frame) and placed at the layer's position, whole-pixel offsets copying it,
        /// fractional ones resampling it bilinearly, as a compositor samples a layer's rasterized
        /// contents. One copy is kept per image, never larger than the image.
        func scaledDown(width: Int, height: Int) -> OpaquePointer? {
            let original = (cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface))
            guard width > 0, height > 0, width <= original.0, height <= original.1,
                  width < original.0 || height < original.1 else { return nil }
            if let scaled, scaled.width == width, scaled.height == height { return scaled.surface }
            guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
            guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS, let context = cairo_create(copy) else {
                cairo_surface_destroy(copy)
                return nil
            }
            cairo_scale(context, Double(width) / Double(original.0), Double(height) / Double(original.1))
            cairo_set_source_surface(context, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
            cairo_paint(context)
            cairo_destroy(context)
            cairo_surface_flush(copy)
            if let scaled { cairo_surface_destroy(scaled.surface) }
            scaled = (width, height, copy)
            return copy
        }
    }

    private var entries: [String: Entry] = [:]

    /// The image at `path` (relative to `directory`), decoded once. A name containing `@2x` or
    /// `@3x` has that many pixels per point, as UIImage reads it.
    func image(_ path: String, relativeTo directory: String) throws(RenderError) -> Entry {
        let full = Timeline.imageFile(path, relativeTo: directory)
        if let entry = entries[full] { return entry }
        let pixels = try DecodedImages.shared.pixels(path, relativeTo: directory)
        guard let surface = cairo_image_surface_create_for_data(
                pixels.bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(pixels.width),
                Int32(pixels.height), Int32(pixels.stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError(.environment, "cannot make a \(pixels.width)×\(pixels.height) surface for \(full)")
        }
        let scale = path.contains("@3x") ? 3.0 : (path.contains("@2x") ? 2.0 : 1.0)
        let entry = Entry(surface: surface, pixels: pixels, width: Double(pixels.width) / scale,
                          height: Double(pixels.height) / scale)
        entries[full] = entry
        return entry
    }

    /// Decodes a scene's PNG bytes within `SceneLimits.maximumImagePixels`; a truncated,
    /// non-PNG or oversized file is a bad-input error naming `file`.
    static func decode(_ bytes: [UInt8], file full: String) throws(RenderError) -> RGBAImage {
        do {
            return try PNGCodec.decode(bytes, maximumPixels: SceneLimits.current.maximumImagePixels)
        } catch {
            let hint = error.message.contains("limit") ? " (raise the limit with FLIPBOOK_MAX_IMAGE_PIXELS)" : ""
            throw RenderError(.badInput, "image \(full): \(error.message)\(hint)")
        }
    }

    /// A Cairo ARGB32 surface holding the image, premultiplied.
    static func surface(from image: RGBAImage) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        for y in 0..<image.height {
            for x in 0..<image.width {
                let source = (y * image.width + x) * 4
                let alpha = UInt32(image.pixels[source + 3])
                func premultiplied(_ value: UInt8) -> UInt8 { UInt8((UInt32(value) * alpha + 127) / 255) }
                let target = data + y * stride + x * 4
                target[0] = premultiplied(image.pixels[source + 2])
                target[1] = premultiplied(image.pixels[source + 1])
                target[2] = premultiplied(image.pixels[source])
                target[3] = UInt8(alpha)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

/// Decoded PNG files as Cairo surfaces for drawing code outside the renderer (FlipbookUIKit's
/// `CGContext`): the same shared, budgeted decoding the renderer uses.
public enum SharedImages {
    /// Runs `body` with a premultiplied ARGB32 surface of the PNG at `path` and its size in
    /// pixels; nil (and `body` not run) when the file cannot be read, is not a PNG, or is over the
    /// image limits.
    public static func withSurface<T>(ofPNGAt path: String, _ body: (_ surface: OpaquePointer, _ width: Int, _ height: Int) -> T) -> T? {
        guard let pixels = try? DecodedImages.shared.pixels(path, relativeTo: "."),
              let surface = cairo_image_surface_create_for_data(pixels.bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                Int32(pixels.width), Int32(pixels.height), Int32(pixels.stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        defer { cairo_surface_destroy(surface) }
        return withExtendedLifetime(pixels) { body(surface, pixels.width, pixels.height) }
    }
}
