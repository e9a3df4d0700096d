import Foundation
import FlipbookRender
import FlipbookScene

/// `UIFont`: a family and a size. System fonts map to the pinned fonts the renderer uses
/// (see the font table in docs/rendering.md).
open class UIFont: NSObject, @unchecked Sendable {
    /// `UIFont.Weight`: Apple's raw values, from −0.8 (ultra light) to 0.62 (black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from its raw value, as `init(rawValue:)`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0, the body weight.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62, the heaviest.
        public static let black = Weight(rawValue: 0.62)

        /// The nearest CSS/OpenType weight (100 … 900) for the renderer.
        var cssWeight: Double {
            let table: [(CGFloat, Double)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
                                              (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900)]
            // The table is not empty, so min(by:) always finds an entry.
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? 400
        }
    }

    /// `UIFont.TextStyle`: Dynamic Type styles at the default content size.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// 34 pt regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 pt regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 pt regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 pt regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the Large (default) content size, from Apple's Human Interface Guidelines.
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }

    /// The system font of a text style at the text size of `UITraitCollection.current` (the
    /// default, `.large`, unless a test sets another), in Apple's Dynamic Type sizes.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font of a text style at the text size of `traitCollection` (nil: current).
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory
        let font = UIFont(fontName: "system", pointSize: DynamicTypeSizes.size(of: style, at: category), weight: style.metrics.weight)
        font.dynamicTypeScaling = DynamicTypeScaling(style: style, defaultSize: DynamicTypeSizes.size(of: style, at: .large), maximum: nil)
        return font
    }

    /// How a font follows the text size, when it does: a text style's font, or one a
    /// `UIFontMetrics` scaled (its size at the default text size, and its cap).
    struct DynamicTypeScaling {
        let style: TextStyle
        let defaultSize: CGFloat
        let maximum: CGFloat?
    }


    /// This font at the text size of `traits`, when it follows text sizes (nil otherwise).
    func scaled(for traits: UITraitCollection) -> UIFont? {
        guard let scaling = dynamicTypeScaling else { return nil }
        let category = traits.preferredContentSizeCategory == .unspecified ? .large : traits.preferredContentSizeCategory
        let size = scaling.defaultSize * DynamicTypeSizes.size(of: scaling.style, at: category) / DynamicTypeSizes.size(of: scaling.style, at: .large)
        let font = withSize(min(size, scaling.maximum ?? .infinity))
        font.dynamicTypeScaling = scaling
        return font
    }

    /// The family name (`"system"` for the system font).
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    let weight: Weight
    /// Set on the fonts `preferredFont(forTextStyle:)` and `UIFontMetrics` make: those a view
    /// with `adjustsFontForContentSizeCategory` resizes when its text size changes.
    // Keep new stored properties after `fontName`, `pointSize` and `weight`: declared first,
    // this one made Foundation's attributed strings halt comparing two equal fonts
    // (`__CFBasicHashesAreEqual`, every time); the cause inside CoreFoundation is not known.
    var dynamicTypeScaling: DynamicTypeScaling?
    /// The font's weight, for SwiftUI's fonts built on it.
    @_spi(SwiftUI) public var _weight: Weight { weight }

    init(fontName: String, pointSize: CGFloat, weight: Weight) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
    }

    /// A named font, or nil when the name is empty. Unknown families draw with the system
    /// font's mapping and the renderer says so.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        let bold = fontName.lowercased().contains("bold")
        self.init(fontName: fontName, pointSize: fontSize, weight: bold ? .bold : .regular)
    }

    /// Fonts are equal when their family, size and weight are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
    }

    /// A hash of the family, size and weight.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        return hasher.finalize()
    }

    /// The system font, regular, at a size in points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: "system", pointSize: fontSize, weight: .regular)
    }

    /// The system font at a size in points and a weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: "system", pointSize: fontSize, weight: weight)
    }

    /// The system font with digits of one width (tabular figures: a counter's digits do not
    /// shift as they change), at a size and weight.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: "system tabular", pointSize: fontSize, weight: weight)
    }

    /// The monospaced system font (SF Mono on iOS; drawn with DejaVu Sans Mono), at a size and
    /// weight.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: "SF Mono", pointSize: fontSize, weight: weight)
    }

    /// The system font, bold, at a size in points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: "system", pointSize: fontSize, weight: .bold)
    }

    /// The font's descriptor: its family, size and weight (bold and heavier carry the bold
    /// trait).
    open var fontDescriptor: UIFontDescriptor {
        let bold: UIFontDescriptor.SymbolicTraits = weight.rawValue >= UIFont.Weight.bold.rawValue ? .traitBold : []
        return UIFontDescriptor(fontAttributes: [.family: fontName, .size: pointSize,
                                                 .traits: [UIFontDescriptor.TraitKey.weight: weight.rawValue, .symbolic: bold.rawValue]])
    }

    /// The font a descriptor describes, at `pointSize` (0 keeps the descriptor's size). What
    /// fonts do not draw (italic, condensed, expanded, monospaced, a design) is listed as a
    /// problem, and the font draws without it.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : 17)
        self.init(fontName: descriptor.postscriptName, pointSize: size, weight: descriptor.weight)
        let undrawn = descriptor.undrawnTraits
        if !undrawn.isEmpty {
            DrawingProblems.list(["UIFont(descriptor:size:): \(undrawn.joined(separator: ", ")) is not drawn: the font draws \(fontName) without it"])
        }
    }

    /// The same family at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, weight: weight)
    }

    /// The family name.
    open var familyName: String { fontName }

    /// The height of a line of text: ascender plus descender, as the renderer lays lines out
    /// (the system font: 2444/2048 of its size, SF Pro's, as iOS reports).
    open var lineHeight: CGFloat { lineMetrics.map { CGFloat($0.size.height) } ?? pointSize * 1.2 }
    /// How far the tallest glyphs reach above the baseline (positive).
    open var ascender: CGFloat { lineMetrics.map { CGFloat($0.firstBaseline) } ?? pointSize }
    /// How far glyphs reach below the baseline (negative, as UIKit gives it).
    open var descender: CGFloat { lineMetrics.map { CGFloat($0.firstBaseline - $0.size.height) } ?? -pointSize * 0.2 }
    /// Extra space between lines the font asks for: 0, as for the system font.
    open var leading: CGFloat { 0 }

    /// One line measured with the renderer's fonts (nil without fonts).
    private var lineMetrics: TextMetrics? {
        TextMeasurement.metrics(of: "Hg", font: fontName, fontSize: Double(pointSize), weight: cssWeight, wrapWidth: nil, maximumLines: 1)
    }

    var cssWeight: Double { weight.cssWeight }
}
