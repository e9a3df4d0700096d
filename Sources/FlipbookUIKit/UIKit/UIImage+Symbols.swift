import Foundation

// `UIImage(systemName:)`: SF Symbols drawn with the Material Icons glyph of the same meaning
// (SymbolNames.swift), or a placeholder. A symbol image is a template, as on iOS, so an image
// view fills it with its tint colour. Its size follows its configuration: the glyph is drawn at
// 1.2 × the point size (17, the body style's, unless configured) times the scale's factor
// (small 0.8, medium 1, large 1.25) in a square as wide (to the half point above), Material's 24-unit frame holding a
// 20-unit icon: so a symbol stands about as tall as the point size, as SF Symbols do (a choice,
// approximate). Weights draw as the one weight Material Icons has; a palette or hierarchical
// colour draws the whole symbol in its first colour.

/// What a symbol image draws, kept with the image so the view showing it can say so.
struct SymbolDrawing: Sendable {
    /// The SF Symbol's name.
    let name: String
    /// The Material Icons glyph drawn for it, or nil for a placeholder.
    let materialName: String?
    /// The configuration it was drawn in.
    let configuration: UIImage.SymbolConfiguration

    /// The problem a view showing it lists: a warning for a stand-in glyph, an error for a
    /// placeholder, which is not the symbol at all.
    var problem: (message: String, isWarning: Bool) {
        if let materialName {
            return ("UIImage(systemName: \"\(name)\") draws Material Icons' \"\(materialName)\", not Apple's SF Symbol (which cannot be shipped)"
                + colourNote + weightNote, true)
        }
        return ("UIImage(systemName: \"\(name)\") has no open counterpart Flipbook knows: it draws as a placeholder (a rounded square with a "
            + "question mark); draw it yourself (UIImage(named:) with an exported PNG) for a golden of what the device shows", false)
    }

    /// What the one-layer glyph leaves out of a palette, hierarchical or multicolour symbol.
    private var colourNote: String {
        if configuration.prefersMulticolor { return "; its multicolour look draws in one colour (Material Icons' glyphs have one layer)" }
        if let colours = configuration.paletteColors, colours.count > 1 {
            return "; its palette draws in its first colour only (Material Icons' glyphs have one layer)"
        }
        return ""
    }

    /// What the one weight of the glyph leaves out.
    private var weightNote: String {
        [.unspecified, .regular].contains(configuration.weight) ? "" : "; its weight draws as Material Icons' one weight"
    }
}

extension UIImage {
    /// What an image's look is asked to be: `UIImage.SymbolConfiguration` for symbols.
    open class Configuration: NSObject, @unchecked Sendable {}

    /// The weight a symbol is drawn at (kept: Material Icons has one weight).
    public enum SymbolWeight: Int, Sendable {
        /// The weight of the text around it (unspecified), then the nine weights, lightest first.
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to its point size.
    public enum SymbolScale: Int, Sendable {
        /// The default (medium), unspecified, and the three sizes.
        case `default` = -1, unspecified = 0, small, medium, large

        /// The glyph's size factor (a choice).
        var factor: CGFloat {
            switch self {
            case .small: return 0.8
            case .large: return 1.25
            case .default, .unspecified, .medium: return 1
            }
        }
    }

    /// `UIImage.SymbolConfiguration`: a symbol's point size, weight, scale and colours.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size (nil: the body style's 17 points).
        public private(set) var pointSize: CGFloat?
        /// The text style the point size follows, if any.
        public private(set) var textStyle: UIFont.TextStyle?
        /// The weight.
        public private(set) var weight: SymbolWeight = .unspecified
        /// The scale.
        public private(set) var scale: SymbolScale = .unspecified
        /// Colours for the layers of a palette symbol (the first draws the whole symbol here).
        public private(set) var paletteColors: [UIColor]?
        /// Whether the symbol prefers its own colours (drawn as a template here).
        public private(set) var prefersMulticolor = false

        override init() { super.init() }

        /// No preference.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// A point size.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        /// A point size and weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        /// A point size, weight and scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init()
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }
        /// The size of a text style.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        /// The size of a text style, at a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init()
            self.textStyle = textStyle
            self.scale = scale
        }
        /// A weight.
        public convenience init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }
        /// A scale.
        public convenience init(scale: SymbolScale) {
            self.init()
            self.scale = scale
        }
        /// The size of a font.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        /// The size of a font, at a scale.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init()
            pointSize = font.pointSize
            self.scale = scale
        }
        /// Shades of one colour for a hierarchical symbol (the colour draws the whole symbol here).
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            paletteColors = [hierarchicalColor]
        }
        /// Colours for a palette symbol's layers.
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            self.paletteColors = paletteColors
        }
        /// Multicolour (drawn as a template here).
        public static func preferringMulticolor() -> SymbolConfiguration {
            let configuration = SymbolConfiguration()
            configuration.prefersMulticolor = true
            return configuration
        }

        /// This configuration with what `other` specifies laid over it.
        open func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            let merged = SymbolConfiguration()
            merged.pointSize = other?.pointSize ?? (other?.textStyle == nil ? pointSize : nil)
            merged.textStyle = other?.textStyle ?? (other?.pointSize == nil ? textStyle : nil)
            merged.weight = other.map { $0.weight == .unspecified ? weight : $0.weight } ?? weight
            merged.scale = other.map { $0.scale == .unspecified ? scale : $0.scale } ?? scale
            merged.paletteColors = other?.paletteColors ?? paletteColors
            merged.prefersMulticolor = (other?.prefersMulticolor ?? false) || prefersMulticolor
            return merged
        }

        /// The glyph's size in points.
        var glyphSize: CGFloat {
            let base = pointSize ?? textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize } ?? 17
            return 1.2 * base * scale.factor
        }
    }

    /// The SF Symbol `name`, drawn with its Material Icons counterpart (or a placeholder; see
    /// `SymbolNames`), as a template image.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The SF Symbol `name` in a configuration.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbolConfiguration = configuration as? SymbolConfiguration ?? SymbolConfiguration()
        let drawing = SymbolDrawing(name: name, materialName: SymbolNames.material[name], configuration: symbolConfiguration)
        let (image, scale, original) = Self.draw(drawing, in: symbolConfiguration)
        self.init(cgImage: image, scale: scale, renderingMode: original ? .alwaysOriginal : .alwaysTemplate, symbol: drawing)
    }

    /// The SF Symbol `name` for a trait collection (its text size sizes a text-style configuration).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Whether this is a symbol image.
    public var isSymbolImage: Bool { symbol != nil }

    /// A symbol image's configuration.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The symbol drawn in `configuration` (laid over its own); another image as it is.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol, let other = configuration as? SymbolConfiguration else { return self }
        let merged = (symbolConfiguration ?? SymbolConfiguration()).applying(other)
        return UIImage(systemName: symbol.name, withConfiguration: merged)?.withRenderingMode(renderingMode == .alwaysOriginal ? .alwaysOriginal : .alwaysTemplate) ?? self
    }

    /// The symbol with `configuration` laid over its own; nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        symbol == nil ? nil : withConfiguration(configuration)
    }

    /// Draws a symbol: the glyph in black (a template), or in the configuration's first palette
    /// colour (drawn as it is).
    private static func draw(_ drawing: SymbolDrawing, in configuration: SymbolConfiguration) -> (CGImage?, CGFloat, Bool) {
        // Whole pixels at 1x and 2x: to the half point above.
        let side = (configuration.glyphSize * 2).rounded(.up) / 2
        let format = UIGraphicsImageRendererFormat()
        let colour = configuration.paletteColors?.first ?? .black
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { _ in
            if let material = drawing.materialName {
                let text = NSAttributedString(string: material, attributes: [
                    .font: UIFont(name: "Material Icons", size: side) ?? .systemFont(ofSize: side), .foregroundColor: colour,
                ])
                let size = text.size()
                text.draw(at: CGPoint(x: (side - size.width) / 2, y: (side - size.height) / 2))
            } else {
                // A placeholder: a rounded square with a question mark.
                let inset = side * 0.12
                let frame = UIBezierPath(roundedRect: CGRect(x: inset, y: inset, width: side - 2 * inset, height: side - 2 * inset),
                                         cornerRadius: side * 0.18)
                frame.lineWidth = max(1, side / 14)
                colour.setStroke()
                frame.stroke()
                let mark = NSAttributedString(string: "?", attributes: [.font: UIFont.boldSystemFont(ofSize: side * 0.55), .foregroundColor: colour])
                let size = mark.size()
                mark.draw(at: CGPoint(x: (side - size.width) / 2, y: (side - size.height) / 2))
            }
        }
        return (image.cgImage, format.scale, configuration.paletteColors != nil)
    }
}
