import FlipbookGIF
import FlipbookWebP

/// How to encode an animation, as `flipbook render` and `encode` take it: the GIF settings
/// (which also carry the plays, the held last frame and the encoder threads, shared by every
/// format) and WebP's lossy quality.
public struct AnimationOptions: Sendable {
    /// GIF's palette, dithering and quality; its `plays`, `holdLast` and `threads` apply to
    /// every format.
    public var gif = GIFOptions()
    /// WebP's lossy quality (0–100); nil writes a lossless WebP.
    public var webpQuality: Double?

    /// Options with GIF settings and a WebP quality (nil: lossless).
    public init(gif: GIFOptions = GIFOptions(), webpQuality: Double? = nil) {
        self.gif = gif
        self.webpQuality = webpQuality
    }

    /// Times the animation plays (0: for ever).
    public var plays: Int { gif.plays }
    /// Seconds the last frame is held beyond its own time.
    public var holdLast: Double { gif.holdLast }
    var webp: WebPOptions { WebPOptions(lossyQuality: webpQuality, plays: plays, threads: gif.threads) }
}
