import Foundation

/// `UIFontDescriptor`: a font described by attributes (family, size, weight, traits), to make
/// variants of a font: `font.fontDescriptor.withSymbolicTraits(.traitBold)`, then
/// `UIFont(descriptor:size:)`. Fonts draw by family and weight: a bold trait draws bold; the
/// italic, condensed and expanded traits and the rounded, monospaced and serif designs are not
/// drawn, and a font made from one is listed as a problem.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// `UIFontDescriptor.AttributeName`.
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family name (a `String`).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The font's name (a `String`).
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The size in points (a number).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The traits (`[UIFontDescriptor.TraitKey: Any]`).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// The face name (a `String`).
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The text style (a `UIFont.TextStyle`).
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// `UIFontDescriptor.TraitKey`.
    public struct TraitKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The weight (a `UIFont.Weight` raw value).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The symbolic traits (a `SymbolicTraits` raw value).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    }

    /// `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic (not drawn).
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded (not drawn).
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed (not drawn).
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Monospaced (not drawn).
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Tighter line spacing (not drawn).
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing (not drawn).
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The system font's own design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded (not drawn).
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Monospaced (not drawn).
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
        /// Serif (not drawn).
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    }

    /// The attributes.
    public let fontAttributes: [AttributeName: Any]
    /// The design, when one was asked for.
    let design: SystemDesign

    /// A descriptor of `attributes`.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        design = .default
        super.init()
    }

    private init(fontAttributes attributes: [AttributeName: Any], design: SystemDesign) {
        fontAttributes = attributes
        self.design = design
        super.init()
    }

    /// A descriptor of a family at a size.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.family: fontName, .size: size])
    }

    /// The descriptor of a text style's system font at the default content size.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The size in points (0 when none is set).
    open var pointSize: CGFloat { (fontAttributes[.size] as? CGFloat) ?? (fontAttributes[.size] as? Double).map { CGFloat($0) } ?? 0 }

    /// The family name.
    open var postscriptName: String { (fontAttributes[.name] as? String) ?? (fontAttributes[.family] as? String) ?? "system" }

    private var traits: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

    /// The symbolic traits.
    open var symbolicTraits: SymbolicTraits {
        SymbolicTraits(rawValue: (traits[.symbolic] as? UInt32) ?? 0)
    }

    /// The weight.
    var weight: UIFont.Weight {
        if let raw = traits[.weight] as? CGFloat { return UIFont.Weight(rawValue: raw) }
        return symbolicTraits.contains(.traitBold) ? .bold : .regular
    }

    /// The same font with `symbolicTraits` (bold, italic, …).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = self.traits
        traits[.symbolic] = symbolicTraits.rawValue
        if !symbolicTraits.contains(.traitBold), weight == .bold { traits[.weight] = UIFont.Weight.regular.rawValue }
        if symbolicTraits.contains(.traitBold) { traits[.weight] = UIFont.Weight.bold.rawValue }
        return adding([.traits: traits])
    }

    /// The same font at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        adding([.size: newPointSize])
    }

    /// The system font in another design.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(fontAttributes: fontAttributes, design: design)
    }

    /// The descriptor with `attributes` added (replacing those of the same names).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        adding(attributes)
    }

    private func adding(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 }, design: design)
    }

    /// What the descriptor asks for that fonts do not draw, if anything.
    var undrawnTraits: [String] {
        var undrawn: [String] = []
        let traits = symbolicTraits
        for (trait, name) in [(SymbolicTraits.traitItalic, "italic"), (.traitCondensed, "condensed"), (.traitExpanded, "expanded"), (.traitMonoSpace, "monospaced")]
        where traits.contains(trait) {
            undrawn.append(name)
        }
        if design != .default { undrawn.append("the \(design.rawValue.replacingOccurrences(of: "NSCTFontUIFontDesign", with: "").lowercased()) design") }
        return undrawn
    }
}
