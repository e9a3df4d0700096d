import Foundation

/// `UITabBar`: the bar of tabs, 49 points tall at the bottom: each tab's image over its title
/// (10-point medium), the selected one in the tint and the others `.systemGray`, over its
/// appearance's background with a shadow line above (see `UIBarAppearance`). Chosen after
/// iOS's standard look; approximate.
///
/// As on iOS 15 and later, a tab bar controller's bar draws its `scrollEdgeAppearance` (by
/// default the standard one with no background and no line) while the selected controller's
/// content shows its end, or has no scroll view, fading into `standardAppearance` over the last
/// 10 points before the end (a choice). The selected item's own appearances take the bar's
/// place. The older customisations (`barTintColor`, `isTranslucent`, `barStyle`,
/// `backgroundImage`, `shadowImage`) change the standard appearance, as UIKit does.
@preconcurrency @MainActor
open class UITabBar: UIView {
    static let height: CGFloat = 49
    private var buttons: [(label: UILabel, image: UIImageView, badge: UILabel)] = []
    private var shownItems: [UITabBarItem] = []
    /// The highlighted tab (none on a bar of your own until one is chosen).
    private var selectedIndex: Int?
    private let background = BarBackgroundView(shadowEdge: .top)

    /// `UITabBar.ItemPositioning`: how tabs share the bar's width.
    public enum ItemPositioning: Int, Sendable {
        /// As the device does: an iPhone fills the width.
        case automatic
        /// The tabs share the whole width.
        case fill
        /// The tabs sit together in the middle (kept: drawn as `.fill`, with a warning).
        case centered
    }

    /// The appearance the bar draws when the content is scrolled away from its end.
    open var standardAppearance = UITabBarAppearance() {
        didSet {
            standardAppearance = standardAppearance.copy()
            appearancePropertySet(\UITabBar.standardAppearance)
            applyAppearance()
        }
    }
    /// The appearance drawn while the content shows its end (nil: the standard one with a
    /// transparent background).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy()
            appearancePropertySet(\UITabBar.scrollEdgeAppearance)
            applyAppearance()
        }
    }

    /// How near the selected content is to its end: 1 there, 0 scrolled away (set by the tab
    /// bar controller; a bar of your own stays at 0 and draws its standard appearance).
    var atScrollEdge: CGFloat = 0 {
        didSet { if atScrollEdge != oldValue { applyAppearance() } }
    }

    /// The selected tab's colour (the tint by default) (deprecated in iOS 8; use `tintColor`).
    open var selectedImageTintColor: UIColor? { didSet { refresh() } }
    /// The other tabs' colour (`systemGray` by default).
    open var unselectedItemTintColor: UIColor? { didSet { appearancePropertySet(\UITabBar.unselectedItemTintColor); refresh() } }
    /// The bar's background colour over its blur (its standard appearance's).
    open var barTintColor: UIColor? {
        didSet {
            appearancePropertySet(\UITabBar.barTintColor)
            standardAppearance.fold(barTintColor: barTintColor, isTranslucent: isTranslucent, translucencyChanged: false)
            applyAppearance()
        }
    }
    /// Whether the bar is translucent: false makes its standard appearance opaque.
    open var isTranslucent = true {
        didSet {
            appearancePropertySet(\UITabBar.isTranslucent)
            guard isTranslucent != oldValue else { return }
            standardAppearance.fold(barTintColor: barTintColor, isTranslucent: isTranslucent, translucencyChanged: true)
            applyAppearance()
        }
    }
    /// The bar's style: `.black` draws it dark.
    open var barStyle: UIBarStyle = .default {
        didSet {
            appearancePropertySet(\UITabBar.barStyle)
            overrideUserInterfaceStyle = barStyle == .default ? .unspecified : .dark }
    }
    /// An image behind the tabs (its standard appearance's `backgroundImage`).
    open var backgroundImage: UIImage? {
        didSet {
            appearancePropertySet(\UITabBar.backgroundImage)
            standardAppearance.backgroundImage = backgroundImage
            applyAppearance()
        }
    }
    /// The shadow line's image (an empty `UIImage()` hides the line).
    open var shadowImage: UIImage? {
        didSet {
            appearancePropertySet(\UITabBar.shadowImage)
            standardAppearance.shadowImage = shadowImage
            applyAppearance()
        }
    }
    /// An image behind the selected tab (kept, not drawn: a warning says so).
    open var selectionIndicatorImage: UIImage? {
        didSet {
            appearancePropertySet(\UITabBar.selectionIndicatorImage)
            applyAppearance()
        }
    }
    /// How the tabs share the width (they share it evenly; `.centered` is kept, not drawn,
    /// and a warning says so).
    open var itemPositioning: ItemPositioning = .automatic {
        didSet {
            appearancePropertySet(\UITabBar.itemPositioning)
            applyAppearance()
        }
    }
    /// The tabs' width when centred (kept).
    open var itemWidth: CGFloat = 0
    /// The space between centred tabs (kept).
    open var itemSpacing: CGFloat = 0

    /// A bar in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        applyAppearance()
    }

    /// Archives are not read on Linux. Returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: A bar of your own

    /// The object told when a finger chooses a tab (a bar of your own; a tab bar controller's
    /// bar tells the controller). Held weakly, as UIKit does.
    open weak var delegate: UITabBarDelegate?

    /// The tabs, in order (nil when there are none).
    open var items: [UITabBarItem]? {
        get { shownItems.isEmpty ? nil : shownItems }
        set { setItems(newValue, animated: false) }
    }

    /// Sets the tabs; the selected one stays selected if it is still there.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        let selected = selectedItem
        show(items ?? [], selected: items?.firstIndex { $0 === selected })
    }

    /// The highlighted tab, or nil.
    open var selectedItem: UITabBarItem? {
        get { selectedIndex.flatMap { shownItems.indices.contains($0) ? shownItems[$0] : nil } }
        set { select(newValue.flatMap { item in shownItems.firstIndex { $0 === item } }) }
    }

    /// Called with a tab's index when a finger lifts on it (set by a tab bar controller).
    var tabTapped: ((Int) -> Void)?

    /// A finger lifted on an enabled tab: a tab bar controller switches to it; a bar of your
    /// own highlights it and tells its delegate, as UIKit does.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let point = touches.first?.location(in: self), bounds.contains(point), !shownItems.isEmpty else { return }
        let index = min(Int(point.x / (bounds.width / CGFloat(shownItems.count))), shownItems.count - 1)
        guard shownItems[index].isEnabled else { return }
        if let tabTapped { return tabTapped(index) }
        select(index)
        delegate?.tabBar(self, didSelect: shownItems[index])
    }

    /// The appearances drawn now: the selected item's where it has its own, else the bar's.
    private var shownAppearances: (standard: UITabBarAppearance, scrollEdge: UITabBarAppearance?) {
        let item = selectedIndex.flatMap { shownItems.indices.contains($0) ? shownItems[$0] : nil }
        return (item?.standardAppearance ?? standardAppearance, item?.scrollEdgeAppearance ?? scrollEdgeAppearance)
    }

    /// The appearance whose items are drawn: the scroll edge's while the content is nearer
    /// its end.
    private var itemsAppearance: UITabBarItemAppearance {
        let (standard, scrollEdge) = shownAppearances
        return (atScrollEdge >= 0.5 ? (scrollEdge ?? standard) : standard).stackedLayoutAppearance
    }

    private func applyAppearance() {
        let (standard, scrollEdge) = shownAppearances
        background.show(standard: standard, scrollEdge: scrollEdge, atEdge: atScrollEdge)
        for appearance in [standard, scrollEdge].compactMap({ $0 }) { appearance.reportUndrawnLooks(on: self) }
        if selectionIndicatorImage != nil {
            reportUndrawn("UITabBar.selectionIndicatorImage", drawnInstead: "no image is drawn behind the selected tab")
        }
        if itemPositioning == .centered {
            reportUndrawn("UITabBar.itemPositioning = .centered", drawnInstead: "the tabs share the bar's width (.fill)")
        }
        refresh()
    }

    /// The tint (set here or inherited) colours the selected tab.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    /// Shows the items, `selected` highlighted.
    func show(_ items: [UITabBarItem], selected: Int?) {
        for button in buttons {
            [button.label, button.image, button.badge].forEach { $0.removeFromSuperview() }
        }
        for item in shownItems { item.onChange = nil }
        shownItems = items
        for item in items { item.applyAppearanceIfNeeded(containers: [self] + appearanceContainers, traits: traitCollection) }
        buttons = items.map { item in
            let label = UILabel()
            label.textAlignment = .center
            let image = UIImageView(image: nil)
            image.contentMode = .scaleAspectFit
            image.drawsAutomaticImagesAsTemplates = true
            let badge = UILabel()
            badge.textAlignment = .center
            badge.layer.masksToBounds = true
            addSubview(image)
            addSubview(label)
            addSubview(badge)
            item.onChange = { [weak self] in self?.applyAppearance() }
            return (label, image, badge)
        }
        select(selected)
    }

    /// Highlights one tab (none: nil).
    func select(_ index: Int?) {
        selectedIndex = index
        applyAppearance()
    }

    /// Shows each item's title, image (its selected image on the selected tab) and badge, in
    /// the tab's colour: the item's own title attributes first, then the appearance's state,
    /// then the bar's tints.
    private func refresh() {
        let appearance = itemsAppearance
        for (offset, (button, item)) in zip(buttons, shownItems).enumerated() {
            let selected = offset == selectedIndex
            let state = !item.isEnabled ? appearance.disabled : (selected ? appearance.selected : appearance.normal)
            let controlState: UIControl.State = !item.isEnabled ? .disabled : (selected ? .selected : .normal)
            let attributes = state.titleTextAttributes.merging(item.titleTextAttributes(for: controlState) ?? [:]) { _, own in own }
            let tint = selected ? (selectedImageTintColor ?? tintColor ?? .systemBlue) : (unselectedItemTintColor ?? .systemGray)
            button.label.text = item.title
            button.label.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 10, weight: .medium)
            button.label.textColor = attributes[.foregroundColor] as? UIColor ?? state.iconColor ?? tint
            button.label.transform = CGAffineTransform(translationX: state.titlePositionAdjustment.horizontal, y: state.titlePositionAdjustment.vertical)
            button.image.image = selected ? (item.selectedImage ?? item.image) : item.image
            button.image.tintColor = state.iconColor ?? tint
            button.badge.text = item.badgeValue
            button.badge.isHidden = item.badgeValue == nil
            button.badge.backgroundColor = item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed
            button.badge.font = state.badgeTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 13)
            button.badge.textColor = state.badgeTextAttributes[.foregroundColor] as? UIColor ?? .white
            button.badge.transform = CGAffineTransform(translationX: state.badgePositionAdjustment.horizontal, y: state.badgePositionAdjustment.vertical)
        }
        place()
    }

    private func place() {
        let width = bounds.width / CGFloat(max(buttons.count, 1))
        for (offset, button) in buttons.enumerated() {
            button.image.frame = CGRect(x: CGFloat(offset) * width + (width - 28) / 2, y: 4, width: 28, height: 28)
            button.label.bounds = CGRect(x: 0, y: 0, width: width, height: 12)
            button.label.center = CGPoint(x: CGFloat(offset) * width + width / 2, y: 39)
            // The badge: an 18-point capsule, its text 5 points in from each end, starting 6
            // points right of the image's centre, 2 points from the top (a choice after iPhone
            // screenshots).
            let textWidth = button.badge.intrinsicContentSize.width
            let badgeWidth = max(18, (textWidth + 10).rounded(.up))
            button.badge.bounds = CGRect(x: 0, y: 0, width: badgeWidth, height: 18)
            button.badge.center = CGPoint(x: button.image.frame.midX + 6 + badgeWidth / 2, y: 11)
            button.badge.layer.cornerRadius = 9
        }
        background.frame = bounds
    }

    /// Places the tabs for the current size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        place()
    }
}

/// `UITabBarDelegate`: told when a finger chooses a tab of a bar of your own. Optional.
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    /// A finger chose `item`, now highlighted.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing by default.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
