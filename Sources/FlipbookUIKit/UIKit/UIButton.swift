import Foundation

/// `UIButton`: a title (and an image) in a control, styled by a `Configuration` (iOS 15+) or by
/// per-state titles and colours (the classic API). It is built from ordinary views and layers —
/// a `titleLabel`, an `imageView`, the button's own background and corner radius — so values,
/// goldens and frames see it like any other view. `RecordingClock.tap(_:)` presses it.
///
/// Looks are chosen to match current iOS where Apple documents nothing (approximate; see
/// docs/testing-uikit.md, "Controls"): a system button's title dims to 20 % while highlighted;
/// a configuration button's background darkens to 85 % opacity while highlighted; disabled
/// buttons draw at 35 % opacity.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The classic button kinds.
    public enum ButtonType: Int, Sendable {
        /// No look of its own: set titles, colours and images.
        case custom = 0
        /// The tint-coloured title of iOS 7+.
        case system = 1
        /// An ⓘ-style button: drawn as `system`.
        case detailDisclosure = 2
        /// An ⓘ button: drawn as `system`.
        case infoLight = 3
        /// An ⓘ button: drawn as `system`.
        case infoDark = 4
        /// A ⊕ button: drawn as `system`.
        case contactAdd = 5
        /// A close button: drawn as `system`.
        case close = 7
        /// `system`, under its old name.
        public static var roundedRect: ButtonType { .system }
    }

    /// `UIButton.Configuration`: a button's look in one value (iOS 15).
    public struct Configuration: Sendable {
        /// How round the background's corners are.
        public enum CornerStyle: Int, Sendable {
            /// Rounded by the button's size (as `medium` here).
            case dynamic
            /// The background's own corner radius.
            case fixed
            /// 6 points.
            case small
            /// 8 points.
            case medium
            /// 12 points.
            case large
            /// Half the height.
            case capsule
        }

        /// The button's size class: the title's font and the insets.
        public enum Size: Int, Sendable {
            /// 12-point title, insets 4 × 8.
            case mini
            /// 15-point title, insets 5 × 10.
            case small
            /// 17-point title, insets 7 × 12 (the default).
            case medium
            /// 17-point title, insets 14 × 20.
            case large
        }

        /// The look's family.
        enum Style: Sendable { case plain, tinted, gray, filled, borderless }

        let style: Style
        /// The title.
        public var title: String?
        /// A second line under the title, in the 15-point subheadline font, both centred.
        public var subtitle: String?
        /// The space between title and subtitle (0 by default).
        public var titlePadding: CGFloat = 0
        /// An image before the title.
        public var image: UIImage?
        /// The space between image and title (4 points).
        public var imagePadding: CGFloat = 4
        /// The background's colour (the tint by default for filled buttons).
        public var baseBackgroundColor: UIColor?
        /// The title's colour (white for filled buttons, the tint otherwise).
        public var baseForegroundColor: UIColor?
        /// How round the background is.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class.
        public var buttonSize: Size = .medium
        /// Space around the content; the size class's when not set.
        public var contentInsets: NSDirectionalEdgeInsets

        init(style: Style) {
            self.style = style
            contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        }

        /// No background, a tinted title.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A pale tinted background, a tinted title.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background, a tinted title.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tinted background, a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background, a tinted title (iOS 15's borderless).
        public static func borderless() -> Configuration { Configuration(style: .borderless) }

        var titleSize: CGFloat {
            switch buttonSize {
            case .mini: 12
            case .small: 15
            case .medium, .large: 17
            }
        }
    }

    /// The kind given at creation.
    public let buttonType: ButtonType
    /// The label showing the title.
    public private(set) var titleLabel: UILabel?
    /// The label showing a configuration's subtitle (nil without one).
    open var subtitleLabel: UILabel? { configuration?.subtitle == nil ? nil : subtitle }
    /// The view showing the image.
    public private(set) var imageView: UIImageView?
    private let subtitle = UILabel()
    /// The look, for configuration buttons (nil for classic ones).
    open var configuration: Configuration? {
        didSet {
            // A button that leaves its configuration goes back to the classic title font.
            if configuration == nil, oldValue != nil { titleLabel?.font = classicTitleFont }
            refresh()
        }
    }

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    /// A classic button of a type.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUp()
    }

    /// The menu a tap opens when `showsMenuAsPrimaryAction` is set (iOS 14).
    open var menu: UIMenu?

    override var primaryMenu: UIMenu? { menu }

    /// A classic button of a type whose primary action (a tap) runs `primaryAction`.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        if let title = primaryAction?.title, !title.isEmpty { setTitle(title, for: .normal) }
    }

    /// A configuration button whose primary action runs `primaryAction`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
        refresh()   // an initializer's own assignment does not run `didSet`
    }

    /// A custom button in a frame.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUp()
    }

    /// Archives are not read on Linux. Returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func setUp() {
        isAccessibilityElement = true
        let label = UILabel()
        label.textAlignment = .center
        label.font = classicTitleFont
        addSubview(label)
        titleLabel = label
        subtitle.textAlignment = .center
        subtitle.font = .preferredFont(forTextStyle: .subheadline)
        addSubview(subtitle)
        let image = UIImageView(image: nil)
        addSubview(image)
        imageView = image
        refresh()
    }

    // MARK: Classic per-state looks

    /// The title for a state (the normal state's when that state has none).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        refresh()
    }

    /// The title set for a state, or nil.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// The title's colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        appearanceSettingMade("setTitleColor(_:for:) \(state.rawValue)") { ($0 as? UIButton)?.setTitleColor(color, for: state) }
        titleColors[state.rawValue] = color
        refresh()
    }

    /// The title colour set for a state, or nil.
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

    /// The image for a state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        refresh()
    }

    /// The image set for a state, or nil.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// The image stretched over the whole button for a state, behind the title and image.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        refresh()
    }

    /// The background image set for a state, or nil.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }

    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    private var backgroundImages: [UInt: UIImage] = [:]
    /// Draws the background image, made when one is first set.
    private lazy var backgroundImageView: UIImageView = {
        let view = UIImageView(image: nil)
        view.contentMode = .scaleToFill
        insertSubview(view, at: 0)
        return view
    }()

    /// The title shown now.
    open var currentTitle: String? { configuration?.title ?? title(for: state) }

    /// What VoiceOver says: the current title, unless set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    /// `.button`, with `.notEnabled` while disabled and `.selected` while selected, unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let ownTraits { return ownTraits }
            var traits: UIAccessibilityTraits = .button
            if !isEnabled { traits.insert(.notEnabled) }
            if isSelected { traits.insert(.selected) }
            return traits
        }
        set { ownTraits = newValue }
    }

    private var ownTraits: UIAccessibilityTraits?

    /// The image shown now.
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }

    // MARK: Look

    override func stateDidChange() { refresh() }

    /// The title's and image's colour now.
    private var foreground: UIColor {
        if let configuration {
            if let color = configuration.baseForegroundColor { return color }
            return configuration.style == .filled ? .white : (tintColor ?? .systemBlue)
        }
        if let color = titleColor(for: state) { return color }
        return buttonType == .custom ? .white : (tintColor ?? .systemBlue)
    }

    /// The tint this control shows changed (set here or inherited): recolour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    private func refresh() {
        guard let titleLabel, let imageView else { return }
        let title = currentTitle
        titleLabel.text = title
        // A configuration sets the title's font; a classic button's font is the label's own, set
        // once, so `button.titleLabel?.font = …` lasts through state changes, as on iOS.
        if let configuration { titleLabel.font = .systemFont(ofSize: configuration.titleSize, weight: .medium) }
        titleLabel.textColor = foreground
        subtitle.text = configuration?.subtitle
        subtitle.textColor = foreground
        subtitle.isHidden = configuration?.subtitle == nil
        imageView.image = currentImage
        imageView.isHidden = currentImage == nil
        if !backgroundImages.isEmpty {
            backgroundImageView.image = currentBackgroundImage
            backgroundImageView.isHidden = currentBackgroundImage == nil
        }
        var titleAlpha: CGFloat = 1
        if let configuration {
            let tint = tintColor ?? .systemBlue
            let background: UIColor? = switch configuration.style {
            case .filled: configuration.baseBackgroundColor ?? tint
            case .tinted: configuration.baseBackgroundColor ?? tint.withAlphaComponent(0.15)
            case .gray: configuration.baseBackgroundColor ?? .systemGray5
            case .plain, .borderless: configuration.baseBackgroundColor
            }
            backgroundColor = isHighlighted ? background?.withAlphaComponent((background.map(alphaOf) ?? 1) * 0.85) : background
            if configuration.style == .plain || configuration.style == .borderless, isHighlighted { titleAlpha = 0.2 }
        } else if buttonType != .custom, isHighlighted {
            titleAlpha = 0.2
        }
        titleLabel.alpha = titleAlpha
        subtitle.alpha = titleAlpha
        imageView.alpha = titleAlpha
        alpha = isEnabled ? 1 : 0.35
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// A classic button's title font until the code sets its own.
    private var classicTitleFont: UIFont { .systemFont(ofSize: buttonType == .custom ? 18 : 17) }

    private func alphaOf(_ color: UIColor) -> CGFloat { CGFloat(color.cgColor.color.alpha) }

    private var insets: NSDirectionalEdgeInsets {
        guard let configuration else { return NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0) }
        switch configuration.buttonSize {
        case .mini: return NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: return configuration.contentInsets
        case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The title and subtitle stacked, centred, with the padding between them.
    private var textBlockSize: (block: CGSize, title: CGSize, subtitle: CGSize) {
        let title = currentTitle == nil ? .zero : titleLabel?.intrinsicContentSize ?? .zero
        guard let configuration, configuration.subtitle != nil else { return (title, title, .zero) }
        let sub = subtitle.intrinsicContentSize
        return (CGSize(width: max(title.width, sub.width), height: title.height + configuration.titlePadding + sub.height), title, sub)
    }

    /// The content (image, padding, title and subtitle) plus the insets.
    open override var intrinsicContentSize: CGSize {
        let title = textBlockSize.block
        let image = currentImage?.size ?? .zero
        let padding = currentImage != nil && currentTitle != nil ? (configuration?.imagePadding ?? 0) : 0
        let insets = insets
        return CGSize(width: title.width + image.width + padding + insets.leading + insets.trailing,
                      height: max(title.height, image.height) + insets.top + insets.bottom)
    }

    /// The content's size plus the insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Centres the image and title in the bounds, the image first, and rounds the corners.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let titleLabel, let imageView else { return }
        let (block, title, sub) = textBlockSize
        let image = currentImage?.size ?? .zero
        let padding = currentImage != nil && currentTitle != nil ? (configuration?.imagePadding ?? 0) : 0
        var x = bounds.midX - (block.width + image.width + padding) / 2
        imageView.frame = CGRect(x: x, y: bounds.midY - image.height / 2, width: image.width, height: image.height)
        if !backgroundImages.isEmpty { backgroundImageView.frame = bounds }
        x += image.width + padding
        let top = bounds.midY - block.height / 2
        titleLabel.frame = CGRect(x: x + (block.width - title.width) / 2, y: top, width: title.width, height: title.height)
        subtitle.frame = CGRect(x: x + (block.width - sub.width) / 2, y: top + block.height - sub.height, width: sub.width, height: sub.height)
        if let configuration {
            layer.cornerRadius = switch configuration.cornerStyle {
            case .fixed: layer.cornerRadius
            case .small: 6
            case .dynamic, .medium: 8
            case .large: 12
            case .capsule: bounds.height / 2
            }
        }
    }
}
