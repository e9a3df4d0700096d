import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming
import Foundation

/// A timeline written as a Lottie document, with what Lottie could not say.
public struct LottieExport: Sendable {
    /// The document's JSON text.
    public let document: String
    /// What was drawn another way or left out (a layer drawn as pictures, emoji without outlines).
    public let warnings: [String]
}

/// Writes a timeline as a Lottie document (the Lottie Animation Community format, as
/// Bodymovin writes it): what a designer opens in lottie-web, lottie-ios or rlottie.
///
/// Every Core Animation layer becomes a null layer carrying its transform, with its drawing
/// parented to it: the background as a rounded rectangle, a `contents` image as an image
/// layer (the PNG embedded), a shape layer's path with fill, stroke and trim, a text layer's
/// glyphs as outlines, the border on top of the sublayers. Opacity is multiplied down the tree
/// (Lottie's parenting carries transforms only) and `masksToBounds` becomes a track matte.
/// Values follow the scene's timing curves exactly where they can (see `KeyframeFitter`).
/// A layer Lottie cannot draw as vectors (perspective, a gradient, a shadow, a mask, a
/// replicator, a transition, a skew) is drawn by Flipbook as pictures, one per frame that
/// changes, and named in the warnings.
public enum LottieExporter {
    /// The document for `timeline` at `fps`; `markers` are scene times to mark (a golden's key
    /// instants); pictures are drawn at `pictureScale` pixels per point; `background` replaces
    /// the canvas colour (`.clear`: none).
    public static func export(_ timeline: Timeline, fps: Int, fonts: FontConfiguration, markers: [Double] = [],
                              pictureScale: Double = 2, background: Color? = nil) throws(RenderError) -> LottieExport {
        let writer = LottieDocumentWriter(timeline: timeline, fps: Double(fps), fonts: fonts, pictureScale: pictureScale,
                                          background: background ?? timeline.canvas.background)
        return try writer.write(markers: markers)
    }

    /// The warnings an export would give for layers drawn as whole pictures, found the way the
    /// export finds them but without drawing anything (`flipbook validate --format lottie`).
    public static func pictureWarnings(_ timeline: Timeline, fps: Int) -> [String] {
        SampledTree(timeline: timeline, schedule: SampleSchedule(timeline: timeline, fps: Double(fps))).pictureLayers().map {
            LottieDocumentWriter.pictureWarning(layer: $0.id, reason: $0.reason)
        }
    }
}
