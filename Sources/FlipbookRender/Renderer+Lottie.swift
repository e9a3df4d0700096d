import CCairo
import FlipbookLottieImport
import FlipbookScene
import FlipbookTiming
import Foundation

/// A Lottie document a `lottie` layer shows, imported onto Flipbook's engine (`LottieImport`)
/// and simulated once: its frame n is this timeline's presentation at n ÷ `fr` seconds.
final class LottieLayerDocument {
    let timeline: Timeline
    let width: Double, height: Double
    let frameRate: Double
    /// The last frame it shows (`op − ip − 1`, counted from its first).
    let lastFrame: Double

    /// Imports the `.json` or `.lottie` file at `file` (a resolved path), or throws a bad-input
    /// error naming the file.
    init(file: String) throws(RenderError) {
        let imported: LottieImport
        do { imported = try LottieImport(contentsOfFile: file) } catch { throw RenderError(.badInput, "\(file): \(error.message)") }
        (width, height, frameRate) = (imported.width, imported.height, imported.frameRate)
        lastFrame = imported.lastFrame
        do { timeline = try imported.scene(name: file, scale: 1).timeline() } catch { throw RenderError(.badInput, "\(file): \(error.message)") }
    }
}

extension Renderer {
    /// Opens every Lottie document a scene's `lottie` layers show at its start, so a file that
    /// cannot be imported fails before anything is drawn (`flipbook validate`, `render`).
    public static func checkLottieDocuments(of timeline: Timeline) throws(RenderError) {
        func visit(_ layers: [PresentationLayer]) throws(RenderError) {
            for layer in layers {
                if layer.kind == .lottie, !layer.string(.animationFile).isEmpty {
                    _ = try LottieLayerDocument(file: Timeline.imageFile(layer.string(.animationFile), relativeTo: timeline.resourceDirectory))
                }
                try visit(layer.sublayers)
            }
        }
        try visit(timeline.presentation(at: 0).layers)
    }

    /// A `lottie` layer's current frame: the document's layers at that frame, drawn by this
    /// renderer as vectors, the composition scaled to fill the layer's bounds. `currentFrame`
    /// is not rounded: like lottie-ios (whose `respectAnimationFrameRate` is off by default),
    /// a frame between two of the document's shows its values in between.
    func drawLottie(_ layer: PresentationLayer, bounds: Rect, in context: OpaquePointer) throws(RenderError) {
        let name = layer.string(.animationFile)
        guard !name.isEmpty, bounds.size.width > 0, bounds.size.height > 0 else { return }
        let document = try lottieDocument(Timeline.imageFile(name, relativeTo: resourceDirectory))
        let frame = min(max(layer.number(.currentFrame), 0), document.lastFrame)
        let tree = document.timeline.presentation(at: frame / document.frameRate)
        cairo_save(context)
        cairo_translate(context, bounds.origin.x, bounds.origin.y)
        cairo_scale(context, bounds.size.width / document.width, bounds.size.height / document.height)
        for sublayer in Self.zOrdered(tree.layers) { try draw(.unmeasured(sublayer), within: .everything, in: context) }
        cairo_restore(context)
    }

    /// The renderer's copy of a document, imported when first drawn.
    private func lottieDocument(_ file: String) throws(RenderError) -> LottieLayerDocument {
        if let document = lottieDocuments[file] { return document }
        let document = try LottieLayerDocument(file: file)
        lottieDocuments[file] = document
        return document
    }
}
