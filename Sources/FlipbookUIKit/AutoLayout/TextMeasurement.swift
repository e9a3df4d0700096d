import Foundation
import FlipbookRender
import FlipbookScene
import FlipbookTiming

/// Text measured with the renderer's own layout (FlipbookRender's `TextMeasurer` over the
/// pinned fonts), so a label's intrinsic size is the size of the text the frames show.
@MainActor
enum TextMeasurement {
    /// The measurer, made on first use; nil when the fonts cannot be loaded (then labels have no
    /// intrinsic size, and the first label asked says so on standard error).
    private static let measurer: TextMeasurer? = {
        do {
            return TextMeasurer(fonts: try FontConfiguration())
        } catch {
            FileHandle.standardError.write(Data("FlipbookUIKit: labels have no intrinsic size: the fonts could not be loaded (\(error))\n".utf8))
            return nil
        }
    }()

    static func metrics(of string: String, font: String, fontSize: Double, weight: Double, wrapWidth: Double?,
                        maximumLines: Int) -> TextMetrics? {
        measurer?.metrics(of: string, font: font, fontSize: fontSize, weight: weight, wrapWidth: wrapWidth, maximumLines: maximumLines)
    }
}
