import Foundation

/// The view a navigation bar draws a `UIBarButtonItem` with: its title in 17-point type
/// (semibold for `.done`) in the item's tint, gray while disabled, or its image, drawn as a
/// template in the tint unless it is `.alwaysOriginal`. The title's font and colour come first
/// from the item's own `titleTextAttributes(for:)`, then from the bar's button appearance. A
/// tap on it runs the item's action.
@MainActor
final class BarButtonItemView: UIControl {
    let item: UIBarButtonItem
    private let label = UILabel()
    private let imageView = UIImageView(image: nil)

    /// The width a symbol item keeps, the size of a tap target (Apple's Human Interface
    /// Guidelines: 44 points).
    static let symbolWidth: CGFloat = 44

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        label.text = item.title
        imageView.drawsAutomaticImagesAsTemplates = true
        imageView.tintColor = item.tintColor
        // A symbol item draws its symbol (the image view lists it as not Apple's drawing).
        imageView.image = item.image ?? item.systemItem?.symbolName.flatMap {
            UIImage(systemName: $0, withConfiguration: UIImage.SymbolConfiguration(textStyle: .body, scale: .large))
        }
        addSubview(label)
        addSubview(imageView)
        isEnabled = item.isEnabled
        accessibilityLabel = item.title
        accessibilityTraits = .button
        isAccessibilityElement = true
        addAction(UIAction { [unowned self] _ in self.item.performTap(from: self) }, for: .touchUpInside)
        recolor()
    }

    required init?(coder: NSCoder) { nil }

    /// The width the item takes in the bar.
    var preferredWidth: CGFloat {
        if item.width > 0 { return item.width }
        if let image = item.image { return image.size.width }
        if item.title != nil { return ceil(label.intrinsicContentSize.width) }
        return Self.symbolWidth
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        recolor()
    }

    /// The bar's look for buttons of the item's style.
    private var appearance: UIBarButtonItemAppearance?

    /// Draws the title as the bar's button appearance says, where the item says nothing.
    func apply(_ appearance: UIBarButtonItemAppearance) {
        self.appearance = appearance
        recolor()
    }

    /// The title's attributes in the item's state: the item's own over the appearance's.
    private var titleAttributes: [NSAttributedString.Key: Any] {
        let state: UIControl.State = item.isEnabled ? .normal : .disabled
        let fromAppearance = appearance?.state(enabled: item.isEnabled).titleTextAttributes ?? [:]
        return fromAppearance.merging(item.titleTextAttributes(for: state) ?? [:]) { _, own in own }
    }

    private func recolor() {
        let attributes = titleAttributes
        label.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        label.textColor = attributes[.foregroundColor] as? UIColor ?? (item.isEnabled ? (item.tintColor ?? tintColor) : .tertiaryLabel)
        let shift = appearance?.state(enabled: item.isEnabled).titlePositionAdjustment ?? .zero
        label.transform = CGAffineTransform(translationX: shift.horizontal, y: shift.vertical)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        arrange()
    }

    /// Places the title and image in the view's bounds: the bar calls it as it places the
    /// view, since a bar shown from a transition's completion is not laid out until the clock
    /// next returns.
    func arrange() {
        label.bounds = CGRect(origin: .zero, size: bounds.size)
        label.center = CGPoint(x: bounds.midX, y: bounds.midY)
        if let size = imageView.image?.size {
            imageView.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        }
    }
}
