@_spi(SwiftUI) import FlipbookUIKit

/// `Font`: a text style (`.body`, `.title`, …, at the Dynamic Type sizes of the default text
/// size) or a system font of a size, with a weight.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case style(String)
        case size(CGFloat)
    }
    let base: Base
    var weight: Weight?
    var design: Design?
    var isItalic = false
    /// Whether its digits are all one width.
    var hasMonospacedDigits = false

    /// `Font.Design`: the shape of the system font's letters. The monospaced design is drawn
    /// (SF Mono, drawn with DejaVu Sans Mono); the serif (New York) and rounded designs are not
    /// shipped: text in them is drawn in the system font, and says so.
    public enum Design: Hashable, Sendable {
        /// The system font.
        case `default`
        /// Serif letters (New York).
        case serif
        /// Rounded letters (SF Pro Rounded).
        case rounded
        /// Letters all of one width (SF Mono).
        case monospaced
    }

    /// `Font.Weight`: a font's thickness.
    public struct Weight: Hashable, Sendable {
        let value: CGFloat
        /// The thinnest.
        public static let ultraLight = Weight(value: -0.8)
        /// Thin.
        public static let thin = Weight(value: -0.6)
        /// Light.
        public static let light = Weight(value: -0.4)
        /// Regular.
        public static let regular = Weight(value: 0)
        /// Medium.
        public static let medium = Weight(value: 0.23)
        /// Semibold.
        public static let semibold = Weight(value: 0.3)
        /// Bold.
        public static let bold = Weight(value: 0.4)
        /// Heavy.
        public static let heavy = Weight(value: 0.56)
        /// The thickest.
        public static let black = Weight(value: 0.62)

        var uiWeight: UIFont.Weight { UIFont.Weight(rawValue: value) }
    }

    /// 34 points.
    public static let largeTitle = Font(base: .style(UIFont.TextStyle.largeTitle.rawValue))
    /// 28 points.
    public static let title = Font(base: .style(UIFont.TextStyle.title1.rawValue))
    /// 22 points.
    public static let title2 = Font(base: .style(UIFont.TextStyle.title2.rawValue))
    /// 20 points.
    public static let title3 = Font(base: .style(UIFont.TextStyle.title3.rawValue))
    /// 17 points, semibold.
    public static let headline = Font(base: .style(UIFont.TextStyle.headline.rawValue))
    /// 15 points.
    public static let subheadline = Font(base: .style(UIFont.TextStyle.subheadline.rawValue))
    /// 17 points: the default.
    public static let body = Font(base: .style(UIFont.TextStyle.body.rawValue))
    /// 16 points.
    public static let callout = Font(base: .style(UIFont.TextStyle.callout.rawValue))
    /// 13 points.
    public static let footnote = Font(base: .style(UIFont.TextStyle.footnote.rawValue))
    /// 12 points.
    public static let caption = Font(base: .style(UIFont.TextStyle.caption1.rawValue))
    /// 11 points.
    public static let caption2 = Font(base: .style(UIFont.TextStyle.caption2.rawValue))

    /// The system font at `size` points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .size(size), weight: weight, design: design)
    }
    /// The system font of a text style.
    public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style
        font.weight = weight ?? style.weight
        font.design = design ?? style.design
        return font
    }

    /// The font in `design`.
    public func design(_ design: Design?) -> Font {
        var font = self
        font.design = design
        return font
    }
    /// The font with letters all of one width.
    public func monospaced() -> Font { design(.monospaced) }
    /// The font with digits all of one width (a counter's digits do not shift).
    public func monospacedDigit() -> Font {
        var font = self
        font.hasMonospacedDigits = true
        return font
    }
    /// The font slanted (not drawn: no italic is shipped; the text says so).
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// What of the font is not drawn, if anything.
    var undrawn: String? {
        var parts: [String] = []
        if isItalic { parts.append("italic") }
        if design == .serif { parts.append("the serif design (New York)") }
        if design == .rounded { parts.append("the rounded design (SF Pro Rounded)") }
        guard !parts.isEmpty else { return nil }
        return "\(parts.joined(separator: " and ")) is not shipped: the text is drawn in the system font without it"
    }

    /// The font at another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }
    /// The font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The UIKit font it draws with at the text size `size`: a text style's size there, a fixed
    /// size as it is; the monospaced design and monospaced digits as UIKit's fonts for them.
    @MainActor
    func uiFont(at size: DynamicTypeSize) -> UIFont {
        let pointSize: CGFloat, styleWeight: UIFont.Weight
        switch base {
        case .style(let name):
            let traits = UITraitCollection(preferredContentSizeCategory: size.contentSizeCategory)
            let font = UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: name), compatibleWith: traits)
            if weight == nil, design == nil, !hasMonospacedDigits { return font }
            (pointSize, styleWeight) = (font.pointSize, font._weight)
        case .size(let size):
            (pointSize, styleWeight) = (size, .regular)
        }
        let fontWeight = weight?.uiWeight ?? styleWeight
        if design == .monospaced { return UIFont.monospacedSystemFont(ofSize: pointSize, weight: fontWeight) }
        if hasMonospacedDigits { return UIFont.monospacedDigitSystemFont(ofSize: pointSize, weight: fontWeight) }
        return UIFont.systemFont(ofSize: pointSize, weight: fontWeight)
    }
}
