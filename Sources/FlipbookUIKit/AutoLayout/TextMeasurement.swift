import Foundation
import FlipbookRender
import FlipbookScene
import FlipbookTiming

/// The pinned fonts and one text measurer over them, loaded once for everything FlipbookUIKit
/// measures or draws outside a recording's renderer: labels' sizes, drawn strings and
/// `render(in:)`. Nil when the fonts cannot be loaded (then labels have no intrinsic size and
/// text is not drawn; the first use says so on standard error). Used from the main thread, as
/// UIKit drawing is.
enum SharedFonts {
    static let configuration: FontConfiguration? = {
        do {
            return try FontConfiguration()
        } catch {
            ProblemOutput.print("the fonts could not be loaded, so text is neither measured nor drawn (\(error))")
            return nil
        }
    }()

    nonisolated(unsafe) static let measurer: TextMeasurer? = configuration.map(TextMeasurer.init(fonts:))
}

/// Text measured with the renderer's own layout, so a label's intrinsic size is the size of the
/// text the frames show.
enum TextMeasurement {
    static func metrics(of string: String, font: String, fontSize: Double, weight: Double, wrapWidth: Double?,
                        maximumLines: Int) -> TextMetrics? {
        SharedFonts.measurer?.metrics(of: string, font: font, fontSize: fontSize, weight: weight, wrapWidth: wrapWidth,
                                      maximumLines: maximumLines)
    }
}
