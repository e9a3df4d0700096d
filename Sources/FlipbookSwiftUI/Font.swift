import FlipbookUIKit

/// `Font`: a text style (`.body`, `.title`, …, at the Dynamic Type sizes of the default text
/// size) or a system font of a size, with a weight.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case style(String)
        case size(CGFloat)
    }
    let base: Base
    var weight: Weight?

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
    public static func system(size: CGFloat, weight: Weight? = nil) -> Font { Font(base: .size(size), weight: weight) }
    /// The system font of a text style.
    public static func system(_ style: Font, weight: Weight? = nil) -> Font {
        var font = style
        font.weight = weight ?? style.weight
        return font
    }

    /// The font at another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }
    /// The font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The UIKit font it draws with.
    @MainActor
    /// The font at the text size `size`: a text style's size there, a fixed size as it is.
    func uiFont(at size: DynamicTypeSize) -> UIFont {
        switch base {
        case .style(let name):
            let traits = UITraitCollection(preferredContentSizeCategory: size.contentSizeCategory)
            let font = UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: name), compatibleWith: traits)
            return weight.map { UIFont.systemFont(ofSize: font.pointSize, weight: $0.uiWeight) } ?? font
        case .size(let size):
            return UIFont.systemFont(ofSize: size, weight: weight?.uiWeight ?? .regular)
        }
    }
}
