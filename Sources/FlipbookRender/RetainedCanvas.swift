import CCairo
import FlipbookTiming
import Foundation

/// A renderer's drawing surface, kept from frame to frame so that the next frame can start
/// from the last one's pixels.
final class RetainedCanvas {
    let surface: OpaquePointer
    let width: Int
    let height: Int
    /// The background the frames are painted on.
    let fill: Color
    /// What the surface shows, measured; nil when it holds no complete frame.
    var layers: [DrawnLayer]?
    /// The leading layers that stopped changing, drawn once (`StillPrefix`).
    var still: StillPrefix?

    init?(width: Int, height: Int, fill: Color) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.width = width
        self.height = height
        self.fill = fill
    }

    deinit { cairo_surface_destroy(surface) }

    /// Lends the surface's pixels, rows packed (ARGB32 rows need no padding), to `body`.
    func withPixels<Result>(_ body: (UnsafeRawBufferPointer) throws(RenderError) -> Result) throws(RenderError) -> Result {
        guard let data = cairo_image_surface_get_data(surface), Int(cairo_image_surface_get_stride(surface)) == width * 4 else {
            throw RenderError(.environment, "cannot read the rendered surface")
        }
        return try body(UnsafeRawBufferPointer(start: data, count: width * height * 4))
    }
}
