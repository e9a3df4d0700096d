import Foundation

/// `UIConfigurationColorTransformer`: a function that turns a configuration's colour into the
/// one drawn (iOS 14).
public struct UIConfigurationColorTransformer: Sendable {
    /// The function.
    public let transform: @Sendable (UIColor) -> UIColor

    /// A transformer running `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// The colour transformed.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour in grey of the same brightness (Rec. 709 luminance).
    public static let grayscale = UIConfigurationColorTransformer { color in
        let resolved = color.cgColor
        let components = resolved.components ?? [0, 0, 0, 1]
        guard components.count >= 3 else { return color }
        let luminance = 0.2126 * components[0] + 0.7152 * components[1] + 0.0722 * components[2]
        return UIColor(white: luminance, alpha: resolved.alpha)
    }

    /// The tint colour in place of the colour (the system blue: the tint of the view is not
    /// known to the transformer).
    public static let preferredTint = UIConfigurationColorTransformer { _ in .systemBlue }

    /// The same as `preferredTint` (a monochrome tint is the tint on an iPhone).
    public static let monochromeTint = UIConfigurationColorTransformer { _ in .systemBlue }
}

/// `UIBackgroundConfiguration`: what a cell, header or footer draws behind its content (iOS
/// 14): a colour (through `backgroundColorTransformer`), a visual effect, an image, a view of
/// your own, with rounded corners, insets and a stroke. Setting it on a cell replaces the
/// cell's `backgroundColor`, `backgroundView` and `selectedBackgroundView`, as on iOS.
///
/// The list configurations give UIKit's colours: a plain cell `.systemBackground`, a grouped or
/// sidebar cell `.secondarySystemGroupedBackground` (sidebar `.systemGroupedBackground`),
/// headers and footers none (plain headers `.systemBackground`); `updated(for:)` gives a
/// highlighted or selected cell `.systemGray4` (the selection grey of Flipbook's tables), unless
/// you set the colour yourself, which stays.
public struct UIBackgroundConfiguration {
    /// A view of your own, behind the rest of the background and sized to it.
    public var customView: UIView?
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// How far the background stands in from the cell's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// Edges where the cell's layout margins add to `backgroundInsets`.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The colour (nil: the tint colour, as UIKit takes it).
    public var backgroundColor: UIColor? {
        didSet { colourIsCustomized = true }
    }
    /// What turns `backgroundColor` into the colour drawn.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A visual effect under the colour: a `UIBlurEffect` blurs what is behind the cell.
    public var visualEffect: UIVisualEffect?
    /// An image over the colour (iOS 15).
    public var image: UIImage?
    /// How the image fills the background.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The stroke's colour (nil: the tint colour).
    public var strokeColor: UIColor?
    /// What turns `strokeColor` into the colour drawn.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width (0: none).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke stands outside the background's edge.
    public var strokeOutset: CGFloat = 0

    /// Whether the colour was set by you rather than by a list configuration, so that
    /// `updated(for:)` keeps it.
    private var colourIsCustomized = false

    private init(colour: UIColor?) {
        backgroundColor = colour
        colourIsCustomized = false
    }

    /// No background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(colour: .clear) }
    /// A plain list's cell: `.systemBackground`.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(colour: .systemBackground) }
    /// A grouped list's cell: `.secondarySystemGroupedBackground`.
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(colour: .secondarySystemGroupedBackground) }
    /// A sidebar's cell: `.systemGroupedBackground`.
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(colour: .systemGroupedBackground) }
    /// A cell of a sidebar beside other content: `.systemGroupedBackground`.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(colour: .systemGroupedBackground) }
    /// A plain list's header or footer: `.systemBackground`.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(colour: .systemBackground) }
    /// A grouped list's header or footer: none.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(colour: .clear) }
    /// A sidebar's header: none.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(colour: .clear) }
    /// A list cell (iOS 18): as a plain list's.
    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }
    /// A list header (iOS 18): as a plain list's.
    public static func listHeader() -> UIBackgroundConfiguration { listPlainHeaderFooter() }
    /// A list footer (iOS 18): as a plain list's.
    public static func listFooter() -> UIBackgroundConfiguration { listPlainHeaderFooter() }

    /// The colour drawn: `backgroundColor` (the tint when nil) through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let colour = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(colour) } ?? colour
    }

    /// The stroke's colour drawn: `strokeColor` (the tint when nil) through the transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let colour = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(colour) } ?? colour
    }

    /// The configuration for a state: a highlighted or selected cell in the selection grey,
    /// unless you chose the colour.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard let cell = state as? UICellConfigurationState, cell.isHighlighted || cell.isSelected, !colourIsCustomized else { return self }
        var updated = self
        updated.backgroundColor = .systemGray4
        updated.colourIsCustomized = false
        return updated
    }
}
