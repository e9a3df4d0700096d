import Foundation

/// The point sizes of the text styles at each text size, from Apple's Human Interface
/// Guidelines ("Typography", the iOS Dynamic Type sizes table), in the order largeTitle, title1,
/// title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2.
enum DynamicTypeSizes {
    private static let table: [UIContentSizeCategory: [CGFloat]] = [
        .extraSmall: [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        .small: [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        .medium: [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        .large: [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        .extraLarge: [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        .extraExtraLarge: [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        .extraExtraExtraLarge: [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        .accessibilityMedium: [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        .accessibilityLarge: [48, 43, 39, 37, 33, 33, 32, 30, 29, 28, 26],
        .accessibilityExtraLarge: [52, 48, 44, 43, 40, 40, 38, 36, 34, 33, 32],
        .accessibilityExtraExtraLarge: [56, 53, 50, 49, 47, 47, 44, 42, 40, 40, 39],
        .accessibilityExtraExtraExtraLarge: [60, 58, 56, 55, 53, 53, 51, 49, 48, 47, 46],
    ]

    private static let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline,
                                                     .footnote, .caption1, .caption2]

    /// A style's size at a text size (`.unspecified`: the default, `.large`).
    static func size(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        let row = table[category] ?? table[.large]!
        return styles.firstIndex(of: style).map { row[$0] } ?? style.metrics.size
    }
}

/// `UIFontMetrics`: scales fonts and values of your own as a text style scales with the user's
/// text size (the size of `UITraitCollection.current`, or the traits given).
public struct UIFontMetrics: Sendable {
    private let style: UIFont.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        style = textStyle
    }

    /// The style's size at `traits`' text size over its size at the default one.
    private func scale(_ traits: UITraitCollection?) -> CGFloat {
        let category = (traits ?? UITraitCollection.current).preferredContentSizeCategory
        return DynamicTypeSizes.size(of: style, at: category) / DynamicTypeSizes.size(of: style, at: .large)
    }

    /// `font` scaled to the current text size.
    public func scaledFont(for font: UIFont) -> UIFont { scaled(font, maximum: nil, traits: nil) }

    /// `font` scaled, no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaled(font, maximum: maximumPointSize, traits: nil)
    }

    /// `font` scaled to the text size of `traitCollection`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaled(font, maximum: nil, traits: traitCollection)
    }

    /// `font` at the text size of `traits`, remembering how it scales, so a view with
    /// `adjustsFontForContentSizeCategory` resizes it again when its text size changes.
    private func scaled(_ font: UIFont, maximum: CGFloat?, traits: UITraitCollection?) -> UIFont {
        let scaledFont = font.withSize(min(font.pointSize * scale(traits), maximum ?? .infinity))
        scaledFont.dynamicTypeScaling = UIFont.DynamicTypeScaling(style: style, defaultSize: font.pointSize, maximum: maximum)
        return scaledFont
    }

    /// A value (a spacing) scaled to the current text size.
    public func scaledValue(for value: CGFloat) -> CGFloat { value * scale(nil) }

    /// A value scaled to the text size of `traitCollection`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * scale(traitCollection)
    }
}
