import CCairo
import FlipbookPNG
import FlipbookScene
import FlipbookTiming
import Foundation

/// Plays one Lottie document's frames for a `.lottie` layer. One player serves one renderer,
/// so it is used on one thread.
public protocol LottieFramePlayer: AnyObject {
    /// How many frames the document has.
    var frameCount: Int { get }
    /// Draws frame `number` scaled to fill `width × height` pixels into `pixels` (Cairo's
    /// premultiplied ARGB32, `bytesPerRow` apart, cleared by the caller).
    func draw(frame number: Int, width: Int, height: Int, into pixels: UnsafeMutablePointer<UInt32>, bytesPerRow: Int)
}

/// Where renderers get Lottie players. Drawing Lottie needs a player library that FlipbookRender
/// does not link; FlipbookRlottie installs rlottie's (`RlottiePlayback.install()`, which the
/// `flipbook` command does at start).
public enum LottiePlayback {
    /// Opens a document (a file path, already resolved) as a player, or throws a bad-input error.
    public typealias Opener = @Sendable (_ file: String) throws(RenderError) -> any LottieFramePlayer

    private static let installed = Locked<Opener?>(nil)

    /// Sets the opener every renderer uses from now on.
    public static func install(_ opener: @escaping Opener) { installed.withLock { $0 = opener } }

    static var opener: Opener? { installed.withLock { $0 } }

    /// Opens every Lottie document the scene's `lottie` layers show at its start, so a file the
    /// player cannot read fails before anything is drawn (`flipbook validate`, `render`).
    public static func checkDocuments(of timeline: Timeline) throws(RenderError) {
        func visit(_ layers: [PresentationLayer]) throws(RenderError) {
            for layer in layers {
                if layer.kind == .lottie, !layer.string(.animationFile).isEmpty {
                    let file = Timeline.imageFile(layer.string(.animationFile), relativeTo: timeline.resourceDirectory)
                    guard let opener else {
                        throw RenderError(.environment, "\(file): drawing a Lottie layer needs a player; link FlipbookRlottie "
                            + "and call RlottiePlayback.install()")
                    }
                    _ = try opener(file)
                }
                try visit(layer.sublayers)
            }
        }
        try visit(timeline.presentation(at: 0).layers)
    }
}

extension Renderer {
    /// A Lottie layer's current frame, drawn by the installed player at the layer's size in this
    /// renderer's pixels and placed over its bounds.
    func drawLottie(_ layer: PresentationLayer, bounds: Rect, in context: OpaquePointer) throws(RenderError) {
        let name = layer.string(.animationFile)
        guard !name.isEmpty, bounds.size.width > 0, bounds.size.height > 0 else { return }
        let file = Timeline.imageFile(name, relativeTo: resourceDirectory)
        let player = try lottiePlayer(for: file)
        let width = max(Int((bounds.size.width * scale).rounded()), 1)
        let height = max(Int((bounds.size.height * scale).rounded()), 1)
        guard width * height <= Self.maximumPixels else {
            throw RenderError(.badInput, "\(file): a \(width)×\(height) Lottie frame is over the canvas limit")
        }
        let number = min(max(Int(layer.number(.currentFrame).rounded(.down)), 0), max(player.frameCount - 1, 0))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            throw RenderError(.environment, "cannot make a \(width)×\(height) surface for \(file)")
        }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { pixels in
            player.draw(frame: number, width: width, height: height, into: pixels, bytesPerRow: stride)
        }
        cairo_surface_mark_dirty(surface)
        cairo_save(context)
        cairo_translate(context, bounds.origin.x, bounds.origin.y)
        cairo_scale(context, bounds.size.width / Double(width), bounds.size.height / Double(height))
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// The renderer's player for a document, opened once.
    private func lottiePlayer(for file: String) throws(RenderError) -> any LottieFramePlayer {
        if let player = lottiePlayers[file] { return player }
        guard let opener = LottiePlayback.opener else {
            throw RenderError(.environment, "\(file): drawing a Lottie layer needs a player; link FlipbookRlottie and call "
                + "RlottiePlayback.install()")
        }
        let player = try opener(file)
        lottiePlayers[file] = player
        return player
    }
}
