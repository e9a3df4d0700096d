import Foundation

/// The view a cell draws its `backgroundConfiguration` with, behind its content: the custom
/// view, the effect, the colour, the image, inset and rounded, with the stroke around them.
@MainActor
final class BackgroundConfigurationView: UIView {
    private let effect = UIVisualEffectView(effect: nil)
    private let colour = UIView()
    private let image = UIImageView(image: nil)
    private let stroke = UIView()
    private var custom: UIView?
    private var configuration = UIBackgroundConfiguration.clear()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for view in [effect, colour, image, stroke] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        stroke.backgroundColor = .clear
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `configuration` in `cell` behind everything else (for `state`, when `updating`),
    /// making the view the first time and removing it when there is no configuration: the one
    /// implementation table and collection view cells share.
    static func show(_ configuration: UIBackgroundConfiguration?, for state: UICellConfigurationState, updating: Bool, in cell: UIView,
                     replacing current: BackgroundConfigurationView?) -> BackgroundConfigurationView? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        let view = current ?? BackgroundConfigurationView(frame: cell.bounds)
        if view.superview !== cell { cell.insertSubview(view, at: 0) }
        view.show(updating ? configuration.updated(for: state) : configuration)
        return view
    }

    /// Shows a configuration, its colours resolved with the view's tint.
    func show(_ configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        if custom !== configuration.customView {
            if custom?.superview === self { custom?.removeFromSuperview() }
            custom = configuration.customView
            if let custom { insertSubview(custom, at: 0) }
        }
        effect.effect = configuration.visualEffect
        effect.isHidden = configuration.visualEffect == nil
        colour.backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
        image.image = configuration.image
        image.contentMode = configuration.imageContentMode
        image.isHidden = configuration.image == nil
        stroke.layer.borderWidth = configuration.strokeWidth
        stroke.layer.borderColor = configuration.resolvedStrokeColor(for: tintColor).cgColor
        stroke.isHidden = configuration.strokeWidth <= 0
        setNeedsLayout()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        show(configuration)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var insets = configuration.backgroundInsets
        // The cell's layout margins add to the edges the configuration names.
        let margins = superview?.directionalLayoutMargins ?? .zero
        let adding = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if adding.contains(.top) { insets.top += margins.top }
        if adding.contains(.leading) { insets.leading += margins.leading }
        if adding.contains(.bottom) { insets.bottom += margins.bottom }
        if adding.contains(.trailing) { insets.trailing += margins.trailing }
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        let left = leftToRight ? insets.leading : insets.trailing, right = leftToRight ? insets.trailing : insets.leading
        let area = CGRect(x: left, y: insets.top, width: max(bounds.width - left - right, 0), height: max(bounds.height - insets.top - insets.bottom, 0))
        for view in [custom, effect, colour, image].compactMap({ $0 }) {
            view.frame = area
            view.layer.cornerRadius = configuration.cornerRadius
            view.clipsToBounds = configuration.cornerRadius > 0
        }
        let outset = configuration.strokeOutset
        stroke.frame = area.insetBy(dx: -outset, dy: -outset)
        stroke.layer.cornerRadius = configuration.cornerRadius > 0 ? configuration.cornerRadius + outset : 0
    }
}
