import CPangoCairo
import FlipbookScene
import FlipbookTiming

/// The size text takes in the layout the renderer draws it with: what a label's intrinsic
/// content size comes from, so Auto Layout sizes labels to exactly the text the frames show.
/// Layouts are cached as the renderer's are. One measurer per thread.
public final class TextMeasurer {
    private let text: TextRenderer

    /// A measurer over the pinned fonts.
    public init(fonts: FontConfiguration) {
        text = TextRenderer(fonts: fonts)
    }

    /// The size of `string` in a font (a family name or `"system"`, a size in points, a CSS
    /// weight 100…900): one line when `wrapWidth` is nil, else wrapped at that width and cut to
    /// `maximumLines` lines (0: as many as it takes).
    public func size(of string: String, font: String, fontSize: Double, weight: Double, wrapWidth: Double?,
                     maximumLines: Int = 0) -> Size {
        guard !string.isEmpty else { return .zero }
        let face = FontConfiguration.face(for: font, size: fontSize)
        let layout = text.layout(for: TextRenderer.key(string, face: face, size: fontSize, weight: weight, width: wrapWidth,
                                                       alignment: "left", truncation: "none"))
        var size = text.size(of: layout)
        let lines = Int(pango_layout_get_line_count(layout))
        if maximumLines > 0, lines > maximumLines {
            size.height = size.height * Double(maximumLines) / Double(lines)
        }
        if wrapWidth == nil || lines == 1 {
            return size
        }
        // Wrapped: as wide as the widest line, not the wrap width.
        size.width = min(size.width, wrapWidth ?? size.width)
        return size
    }
}
