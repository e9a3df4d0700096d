import CCairo
import FlipbookPNG
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
    /// Whether a frame is drawn over the previous one, redrawing only what changed.
    public let reusesPreviousFrame: Bool
    /// Messages about things drawn with a documented substitute (an unknown font family).
    public private(set) var warnings: [String] = []

    let images = ImageCache()
    /// The documents `lottie` layers show, imported when first drawn.
    var lottieDocuments: [String: LottieLayerDocument] = [:]
    let text: TextRenderer
    /// The last frame drawn, with what it showed.
    private var retained: RetainedCanvas?

    /// The largest frame drawn, in pixels: `SceneLimits.maximumCanvasPixels` (16k × 16k by default).
    public static var maximumPixels: Int { SceneLimits.current.maximumCanvasPixels }

    /// Creates a renderer. `reusesPreviousFrame: false` draws every frame from scratch (the
    /// benchmark's baseline; the frames are the same).
    public init(fonts: FontConfiguration, scale: Double = 2, background: Color? = nil, resourceDirectory: String = ".",
                reusesPreviousFrame: Bool = true) {
        self.scale = scale
        self.background = background
        self.resourceDirectory = resourceDirectory
        self.reusesPreviousFrame = reusesPreviousFrame
        text = TextRenderer(fonts: fonts)
    }

    /// Checks that an image a scene uses can be drawn (present, a PNG, within the size limit)
    /// without drawing anything: `flipbook validate` uses it; rendering meets the same errors.
    /// The pixels of the PNG at `path` (relative to `directory`) from its header, or nil when
    /// it cannot be read as a PNG (`checkImage` says why).
    public static func imagePixels(_ path: String, relativeTo directory: String) -> Int? {
        let file = Timeline.imageFile(path, relativeTo: directory)
        // Opening a FIFO would wait for a writer: only regular files are read.
        guard FileKind(path: file) == .regular, let handle = FileHandle(forReadingAtPath: file),
              let header = try? handle.read(upToCount: 24) else { return nil }
        try? handle.close()
        return PNGCodec.size(of: Array(header)).map { $0.width * $0.height }
    }

    /// Reads and decodes an image a scene draws, within the limits, or throws why it cannot be
    /// drawn (missing, not a regular file, not a PNG, over the budget).
    public static func checkImage(_ path: String, relativeTo directory: String) throws(RenderError) {
        // Decoded into the shared store: the render that follows draws it without decoding again.
        _ = try DecodedImages.shared.pixels(path, relativeTo: directory)
    }

    /// Draws a presentation tree into a new frame.
    public func render(_ tree: PresentationTree) throws(RenderError) -> Frame {
        try withRenderedPixels(of: tree) { pixels in
            Frame(width: pixels.width, height: pixels.height, bytes: [UInt8](pixels.bytes))
        }
    }

    /// Draws a presentation tree as straight-alpha RGBA (for PNG and GIF), converted from the
    /// drawing surface without an intermediate copy.
    public func renderRGBA(_ tree: PresentationTree) throws(RenderError) -> RGBAImage {
        try withRenderedPixels(of: tree) { pixels in
            Frame.rgbaImage(fromPremultiplied: pixels.bytes, width: pixels.width, height: pixels.height)
        }
    }

    /// Draws a presentation tree and lends the frame's pixels to `body` without copying them.
    /// They are valid only inside `body`: the next frame is drawn over them.
    ///
    /// With `reusesPreviousFrame`, only the pixels that can differ from the last frame this
    /// renderer drew are redrawn: where layers that changed were and are now. Everything else
    /// (the background, static layers, a needle's ring) is the previous frame's pixels, which
    /// are what drawing them again would give, so output is byte-identical either way.
    public func withRenderedPixels<Result>(
        of tree: PresentationTree, _ body: (FramePixels) throws(RenderError) -> Result
    ) throws(RenderError) -> Result {
        let width = Int((tree.canvas.width * scale).rounded())
        let height = Int((tree.canvas.height * scale).rounded())
        guard width > 0, height > 0, width * height <= Self.maximumPixels else {
            throw RenderError(.badInput, "the canvas is \(width)×\(height) pixels at scale \(scale); "
                + "it must be at least 1×1 and at most \(Self.maximumPixels) pixels (raise the limit with FLIPBOOK_MAX_PIXELS)")
        }
        let fill = background ?? tree.canvas.background
        let canvas = try retainedCanvas(width: width, height: height, fill: fill)
        guard let context = cairo_create(canvas.surface) else { throw RenderError(.environment, "cannot create a Cairo context") }
        defer { cairo_destroy(context) }
        // Measured at the canvas scale; drawn after the clip is set in pixels.
        cairo_save(context)
        cairo_scale(context, scale, scale)

        // Until this frame is drawn in full, the canvas holds no frame to build on.
        let previous = canvas.layers
        canvas.layers = nil
        let layers = Self.zOrdered(tree.layers)
        let whole = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
        // A replicator's copies and a transition's old look are not measured: a frame with one
        // is drawn in full.
        let retains = reusesPreviousFrame && !layers.contains { $0.needsFullRedraw }
        let damage: Damage
        if let previous, retains {
            damage = self.damage(from: previous, to: layers, in: context)
        } else if retains {
            damage = Damage(layers: layers.map { measure($0, in: context) }, box: whole)
        } else {
            damage = Damage(layers: layers.map(DrawnLayer.unmeasured), box: whole)
        }
        cairo_restore(context)
        // Building on the previous frame, the leading layers that stopped changing come from
        // their still picture: only the layers above it are drawn in the damaged rectangle.
        var still: StillPrefix?
        if retains, let previous {
            still = try stillPrefix(for: damage.layers, previous: previous, kept: canvas.still, canvas: canvas, scale: scale)
        }
        canvas.still = still
        let drawn = Array(damage.layers.dropFirst(still?.layers.count ?? 0))
        let box = DrawnLayer.wholeFragileDrawing(around: damage.box.intersection(whole), in: drawn).intersection(whole)
        if !box.isEmpty {
            // Whole pixels, so inside the clip every pixel comes out as an unclipped draw makes it.
            cairo_rectangle(context, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
            cairo_clip(context)
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            if let still {
                cairo_set_source_surface(context, still.surface, 0, 0)
            } else {
                setColor(context, fill)
            }
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
            cairo_scale(context, scale, scale)
            for layer in drawn { try draw(layer, within: box, in: context) }
        }
        cairo_surface_flush(canvas.surface)
        if retains { canvas.layers = damage.layers }
        return try canvas.withPixels { bytes throws(RenderError) in try body(FramePixels(width: width, height: height, bytes: bytes)) }
    }

    /// The surface frames are drawn into, kept between frames of the same size and fill.
    private func retainedCanvas(width: Int, height: Int, fill: Color) throws(RenderError) -> RetainedCanvas {
        if let canvas = retained, canvas.width == width, canvas.height == height, canvas.fill == fill { return canvas }
        retained = nil
        guard let canvas = RetainedCanvas(width: width, height: height, fill: fill) else {
            throw RenderError(.environment, "cannot allocate a \(width)×\(height) surface")
        }
        retained = canvas
        return canvas
    }

    /// The ids of the layers the last frame took from their still picture (for tests).
    var stillLayerIDs: [String] { retained?.still?.layers.map(\.id) ?? [] }

    /// Siblings back to front: by zPosition, then in order (a stable sort, as Core Animation).
    public static func zOrdered(_ layers: [PresentationLayer]) -> [PresentationLayer] {
        layers.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.number(.zPosition), rhs.element.number(.zPosition))
            return a != b ? a < b : lhs.offset < rhs.offset
        }.map(\.element)
    }

    func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }
}
