import CCairo
import FlipbookScene
import FlipbookTiming
import Foundation

/// Draws presentation trees into frames with Cairo and Pango.
///
/// A renderer owns Cairo and Pango objects and must stay on one thread; make one per worker.
/// The `FontConfiguration` it is given may be shared.
public final class Renderer {
    /// Pixels per point.
    public let scale: Double
    /// What to fill the canvas with first; nil means the scene canvas's background, and
    /// `.clear` a transparent frame.
    public let background: Color?
    /// Where relative image paths are resolved.
    public let resourceDirectory: String
    /// Messages about things drawn with a documented substitute (an unknown font family).
    public private(set) var warnings: [String] = []

    let images = ImageCache()
    let text: TextRenderer

    /// The largest frame drawn, in pixels: `SceneLimits.maximumCanvasPixels` (16k × 16k by default).
    public static var maximumPixels: Int { SceneLimits.current.maximumCanvasPixels }

    /// Creates a renderer.
    public init(fonts: FontConfiguration, scale: Double = 2, background: Color? = nil, resourceDirectory: String = ".") {
        self.scale = scale
        self.background = background
        self.resourceDirectory = resourceDirectory
        text = TextRenderer(fonts: fonts)
    }

    /// Checks that an image a scene uses can be drawn (present, a PNG, within the size limit)
    /// without drawing anything: `flipbook validate` uses it; rendering meets the same errors.
    public static func checkImage(_ path: String, relativeTo directory: String) throws(RenderError) {
        _ = try ImageCache.load(path, relativeTo: directory)
    }

    /// Draws a presentation tree into a new frame.
    public func render(_ tree: PresentationTree) throws(RenderError) -> Frame {
        let width = Int((tree.canvas.width * scale).rounded())
        let height = Int((tree.canvas.height * scale).rounded())
        guard width > 0, height > 0, width * height <= Self.maximumPixels else {
            throw RenderError(.badInput, "the canvas is \(width)×\(height) pixels at scale \(scale); "
                + "it must be at least 1×1 and at most \(Self.maximumPixels) pixels (raise the limit with FLIPBOOK_MAX_PIXELS)")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError(.environment, "cannot allocate a \(width)×\(height) surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { throw RenderError(.environment, "cannot create a Cairo context") }
        defer { cairo_destroy(context) }

        let fill = background ?? tree.canvas.background
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        setColor(context, fill)
        cairo_paint(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        cairo_scale(context, scale, scale)

        for layer in Self.zOrdered(tree.layers) { try draw(layer, in: context) }

        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RenderError(.environment, "cannot read the rendered surface")
        }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBytes { target in
            for row in 0..<height {
                memcpy(target.baseAddress! + row * width * 4, data + row * stride, width * 4)
            }
        }
        return Frame(width: width, height: height, bytes: bytes)
    }

    /// Siblings back to front: by zPosition, then in order (a stable sort, as Core Animation).
    static func zOrdered(_ layers: [PresentationLayer]) -> [PresentationLayer] {
        layers.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.number(.zPosition), rhs.element.number(.zPosition))
            return a != b ? a < b : lhs.offset < rhs.offset
        }.map(\.element)
    }

    func setColor(_ context: OpaquePointer, _ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }
}
