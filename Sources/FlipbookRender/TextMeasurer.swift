import CPangoCairo
import FlipbookScene
import FlipbookTiming

/// The size text takes in the layout the renderer draws it with: what a label's intrinsic
/// content size comes from, so Auto Layout sizes labels to exactly the text the frames show.
/// Layouts are cached as the renderer's are. One measurer per thread.
public final class TextMeasurer {
    let text: TextRenderer

    /// A measurer over the pinned fonts.
    public init(fonts: FontConfiguration) {
        text = TextRenderer(fonts: fonts)
    }

    /// The size of `string` in a font (a family name or `"system"`, a size in points, a CSS
    /// weight 100…900): one line when `wrapWidth` is nil, else wrapped at that width and cut to
    /// `maximumLines` lines (0: as many as it takes).
    public func size(of string: String, font: String, fontSize: Double, weight: Double, wrapWidth: Double?,
                     maximumLines: Int = 0) -> Size {
        metrics(of: string, font: font, fontSize: fontSize, weight: weight, wrapWidth: wrapWidth, maximumLines: maximumLines).size
    }

    /// The size, and where the first and last lines' baselines fall below the text's top as a
    /// text layer draws it (the system font's baseline one SF Pro ascender below its line's top).
    public func metrics(of string: String, font: String, fontSize: Double, weight: Double, wrapWidth: Double?,
                        maximumLines: Int = 0) -> TextMetrics {
        guard !string.isEmpty else { return TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0) }
        let face = FontConfiguration.face(for: font, size: fontSize)
        let key = TextRenderer.key(string, face: face, size: fontSize, weight: weight, width: wrapWidth, alignment: "left", truncation: "none")
        let layout = text.layout(for: key)
        var size = text.size(of: layout)
        let allLines = max(Int(pango_layout_get_line_count(layout)), 1)
        let lines = maximumLines > 0 ? min(allLines, maximumLines) : allLines
        let lineHeight = size.height / Double(allLines)
        size.height = lineHeight * Double(lines)
        if let wrapWidth { size.width = min(size.width, wrapWidth) }
        let first = key.lineHeight != nil ? fontSize * FontConfiguration.systemAscender : text.baseline(of: layout)
        return TextMetrics(size: size, firstBaseline: first, lastBaseline: first + lineHeight * Double(lines - 1))
    }
}

/// What `TextMeasurer` finds: the text's size, and its first and last baselines below its top.
public struct TextMetrics: Sendable, Equatable {
    /// The text's size in points.
    public var size: Size
    /// The first line's baseline, in points below the text's top.
    public var firstBaseline: Double
    /// The last line's baseline, in points below the text's top.
    public var lastBaseline: Double
}
