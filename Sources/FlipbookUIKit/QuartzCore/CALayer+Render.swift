import CCairo
import FlipbookRender
import FlipbookScene
import FlipbookTiming
import Foundation

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` as they are (model values: animations are
    /// left out, as Apple documents), with the layer's bounds at the context's origin, drawn by
    /// Flipbook's renderer, the one that draws recordings: a picture of a view, as code that
    /// folds or flips a snapshot makes one.
    public func render(in ctx: CGContext) {
        let area = bounds
        guard area.width > 0, area.height > 0, area.width.isFinite, area.height.isFinite, let renderer = LayerPictures.renderer(scale: ctx.scale)
        else { return }
        // A copy of the tree at rest, the layer placed so its bounds cover the canvas.
        let copy = LayerPictures.copy(self)
        copy[.position] = .point(Point(x: Double(anchorPoint.x * area.width), y: Double(anchorPoint.y * area.height)))
        copy[.transform] = .transform(.identity)
        copy[.opacity] = .number(1)
        let scene = Scene(name: "render", canvas: Canvas(width: Double(area.width), height: Double(area.height), scale: Double(ctx.scale),
                                                         background: .clear), duration: 0)
        scene.addLayer(copy)
        guard let timeline = try? scene.timeline(), let frame = try? renderer.render(timeline.presentation(at: 0)) else { return }
        // The frame is premultiplied ARGB32, Cairo's own format: drawn at the context's scale.
        var bytes = frame.bytes
        bytes.withUnsafeMutableBytes { pixels in
            guard let base = pixels.baseAddress?.assumingMemoryBound(to: UInt8.self),
                  let source = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, Int32(frame.width), Int32(frame.height),
                                                                   Int32(frame.width * 4)) else { return }
            defer { cairo_surface_destroy(source) }
            cairo_save(ctx.cairo)
            cairo_scale(ctx.cairo, 1 / Double(ctx.scale), 1 / Double(ctx.scale))
            cairo_set_source_surface(ctx.cairo, source, 0, 0)
            cairo_paint_with_alpha(ctx.cairo, ctx.style.alpha)
            cairo_restore(ctx.cairo)
        }
    }
}

/// The renderer `render(in:)` draws with (one per scale), and copies of layer trees at rest.
enum LayerPictures {
    nonisolated(unsafe) private static var renderers: [CGFloat: Renderer] = [:]
    private static let lock = NSLock()

    static func renderer(scale: CGFloat) -> Renderer? {
        lock.lock()
        defer { lock.unlock() }
        if let renderer = renderers[scale] { return renderer }
        guard let fonts = SharedFonts.configuration else { return nil }
        let renderer = Renderer(fonts: fonts, scale: Double(scale), background: .clear, resourceDirectory: ".", reusesPreviousFrame: false)
        renderers[scale] = renderer
        return renderer
    }

    /// The layer's model values and sublayers, copied into a new engine tree.
    static func copy(_ layer: CALayer) -> Layer {
        let copy = Layer(id: layer.engine.id, kind: layer.engine.kind)
        for property in LayerProperty.allCases where property.applies(to: layer.engine.kind) {
            copy[property] = layer.engine[property]
        }
        for sublayer in layer.sublayers ?? [] { copy.addSublayer(Self.copy(sublayer)) }
        return copy
    }
}
