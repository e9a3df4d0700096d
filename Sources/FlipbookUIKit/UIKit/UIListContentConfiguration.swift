import Foundation

/// `UIContentConfiguration`: what a cell's content shows, which makes the view that shows it.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// The configuration for a state (the same one: states are not modelled apart).
    func updated(for state: UIConfigurationState) -> Self
}

/// `UIContentView`: a view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// What it shows; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
}

/// `UIConfigurationState`: a cell's state a configuration can depend on.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// The traits of the cell.
    var traitCollection: UITraitCollection { get set }
}

/// `UICellConfigurationState`: a cell's state: selected, highlighted, editing.
public struct UICellConfigurationState: UIConfigurationState {
    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the table is editing.
    public var isEditing = false

    /// A state with these traits.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// `UIListContentConfiguration`: the content of a list cell, header or footer as iOS 14 and
/// later write it: an image, a text and a secondary text, laid out in one of the system's
/// styles (`cell()`, `subtitleCell()`, `valueCell()`, `plainHeader()`, …).
///
/// Sizes follow UIKit's (Apple documents the fonts and colours of each style; the paddings are
/// a choice after iPhone screenshots): text in the body font, `.label`; a cell's secondary text
/// under it in the subheadline font (subtitle) or at the trailing side in the body font (value),
/// `.secondaryLabel`; headers in the footnote font, `.secondaryLabel`, upper-cased in grouped
/// tables as iOS shows them; an image at the leading margin, tinted with `tintColor`, 16 points
/// before the text; 16-point side margins and 11-point top and bottom margins.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text is drawn.
    public struct TextProperties: Equatable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// How the lines sit.
        public var alignment: TextAlignment = .natural
        /// How many lines at most (0: as many as fit).
        public var numberOfLines = 0
        /// How a line that does not fit ends.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Whether the text is shown upper-case (a grouped header's).
        public var transform: TextTransform = .none

        /// `UIListContentConfiguration.TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Sendable {
            /// The script's natural side.
            case natural
            /// Centred.
            case center
            /// Justified.
            case justified
        }

        /// `UIListContentConfiguration.TextProperties.TextTransform`.
        public enum TextTransform: Int, Sendable {
            /// As written.
            case none
            /// Upper-case.
            case uppercase
            /// Lower-case.
            case lowercase
            /// Each word capitalised.
            case capitalized
        }
    }

    /// How the image is drawn.
    public struct ImageProperties: Equatable {
        /// The colour a template image is filled with (nil: the view's tint).
        public var tintColor: UIColor?
        /// The largest size it is drawn at (zero: its own size).
        public var maximumSize: CGSize = .zero
        /// The size it is given a place of (zero: its own size).
        public var reservedLayoutSize: CGSize = .zero
        /// The corner radius it is clipped to.
        public var cornerRadius: CGFloat = 0
    }

    /// The image, at the leading side.
    public var image: UIImage?
    /// The text.
    public var text: String?
    /// The text with attributes (wins over `text`).
    public var attributedText: NSAttributedString?
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes (wins over `secondaryText`).
    public var secondaryAttributedText: NSAttributedString?
    /// How the text is drawn.
    public var textProperties: TextProperties
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// Space between the text and the secondary text (side by side in a value cell).
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Space between the text and the secondary text (stacked).
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Whether the secondary text sits beside the text (a value cell) rather than under it.
    public var prefersSideBySideTextAndSecondaryText = false
    /// Whether it is a header's configuration (`plainHeader()`, `groupedHeader()`, …): an outline
    /// control's `.automatic` style is then `.header`.
    var isHeader = false

    private init(text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets, sideBySide: Bool = false) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A cell's content: the text alone, or with a secondary text under it.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                                   margins: cellMargins)
    }

    /// A cell with a secondary text under its text.
    public static func subtitleCell() -> UIListContentConfiguration { cell() }

    /// A cell with a secondary text at its trailing side (a settings value).
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel),
                                   margins: cellMargins, sideBySide: true)
    }

    /// A sidebar's cell (a cell's content).
    public static func sidebarCell() -> UIListContentConfiguration { cell() }

    /// A plain table's section header.
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(
            text: TextProperties(font: .preferredFont(forTextStyle: .headline), color: .label),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
        configuration.isHeader = true
        return configuration
    }

    /// A plain table's section footer.
    public static func plainFooter() -> UIListContentConfiguration { groupedFooter() }

    /// A grouped table's section header: footnote text, upper-case, `.secondaryLabel`.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(
            text: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
        configuration.textProperties.transform = .uppercase
        configuration.isHeader = true
        return configuration
    }

    /// A grouped table's section footer: footnote text, `.secondaryLabel`.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16))
    }

    /// An inset grouped table's header (a grouped one's).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { groupedHeader() }

    /// A view showing this configuration.
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// The same configuration (states are not modelled apart).
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}

/// `UIListContentView`: shows a `UIListContentConfiguration`: its image, text and secondary
/// text laid out as the configuration says.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryLabel)
        apply()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// What it shows; setting it updates the view.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    private func apply() {
        let configuration = listConfiguration
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.isHidden = configuration.image == nil
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        Self.style(textLabel, configuration.attributedText, configuration.text, configuration.textProperties)
        Self.style(secondaryLabel, configuration.secondaryAttributedText, configuration.secondaryText, configuration.secondaryTextProperties)
        if configuration.prefersSideBySideTextAndSecondaryText { secondaryLabel.textAlignment = .right }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private static func style(_ label: UILabel, _ attributed: NSAttributedString?, _ text: String?, _ properties: UIListContentConfiguration.TextProperties) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment = properties.alignment == .center ? .center : properties.alignment == .justified ? .justified : .natural
        if let attributed {
            label.attributedText = attributed
        } else {
            switch properties.transform {
            case .none: label.text = text
            case .uppercase: label.text = text?.uppercased()
            case .lowercase: label.text = text?.lowercased()
            case .capitalized: label.text = text?.capitalized
            }
        }
        label.isHidden = label.text == nil
    }

    /// The image's size: its own, within `maximumSize`.
    private var imageSize: CGSize {
        guard let image = listConfiguration.image else { return .zero }
        var size = image.size
        let maximum = listConfiguration.imageProperties.maximumSize
        if maximum.width > 0, size.width > maximum.width { size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height) }
        return size
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let configuration = listConfiguration
        let margins = configuration.directionalLayoutMargins
        var x = margins.leading
        let content = CGRect(x: margins.leading, y: margins.top, width: max(0, bounds.width - margins.leading - margins.trailing),
                             height: max(0, bounds.height - margins.top - margins.bottom))
        if configuration.image != nil {
            let size = imageSize
            let reserved = configuration.imageProperties.reservedLayoutSize
            let slot = max(size.width, reserved.width)
            imageView.frame = CGRect(x: x + (slot - size.width) / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            x += slot + configuration.imageToTextPadding
        }
        let width = max(0, content.maxX - x)
        let textHeight = textLabel.isHidden ? 0 : textLabel.sizeThatFits(CGSize(width: width, height: 0)).height
        if configuration.prefersSideBySideTextAndSecondaryText {
            let secondaryWidth = secondaryLabel.isHidden ? 0 : min(width, secondaryLabel.sizeThatFits(CGSize(width: 0, height: 0)).width)
            let textWidth = max(0, width - secondaryWidth - (secondaryWidth > 0 ? configuration.textToSecondaryTextHorizontalPadding : 0))
            textLabel.frame = CGRect(x: x, y: content.minY, width: textWidth, height: content.height)
            secondaryLabel.frame = CGRect(x: content.maxX - secondaryWidth, y: content.minY, width: secondaryWidth, height: content.height)
        } else {
            let secondaryHeight = secondaryLabel.isHidden ? 0 : secondaryLabel.sizeThatFits(CGSize(width: width, height: 0)).height
            let gap = textHeight > 0 && secondaryHeight > 0 ? configuration.textToSecondaryTextVerticalPadding : 0
            let top = content.midY - (textHeight + gap + secondaryHeight) / 2
            textLabel.frame = CGRect(x: x, y: top, width: width, height: textHeight)
            secondaryLabel.frame = CGRect(x: x, y: top + textHeight + gap, width: width, height: secondaryHeight)
        }
    }

    /// The height its content needs at `size.width`, with its margins.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let configuration = listConfiguration
        let margins = configuration.directionalLayoutMargins
        var width = size.width - margins.leading - margins.trailing
        if configuration.image != nil { width -= max(imageSize.width, configuration.imageProperties.reservedLayoutSize.width) + configuration.imageToTextPadding }
        let text = textLabel.isHidden ? 0 : textLabel.sizeThatFits(CGSize(width: max(width, 0), height: 0)).height
        let secondary = secondaryLabel.isHidden || configuration.prefersSideBySideTextAndSecondaryText ? 0
            : secondaryLabel.sizeThatFits(CGSize(width: max(width, 0), height: 0)).height
        let gap = text > 0 && secondary > 0 ? configuration.textToSecondaryTextVerticalPadding : 0
        let height = max(text + gap + secondary, imageSize.height) + margins.top + margins.bottom
        return CGSize(width: size.width, height: max(height, 44))
    }
}

extension UIView {
    /// Shows `configuration` in this view (a cell's content view): the view showing it now is
    /// updated when it is of the same kind, or replaced. Returns the view showing it (nil for none).
    func showContentConfiguration(_ configuration: UIContentConfiguration?, replacing current: (UIView & UIContentView)?) -> (UIView & UIContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, type(of: current.configuration) == type(of: configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        addSubview(view)
        return view
    }
}
