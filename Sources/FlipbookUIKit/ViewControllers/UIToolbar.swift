import Foundation

/// `UIToolbar`: a bar of buttons along the bottom of a screen, 44 points tall, over its
/// appearance's background with a shadow line above (see `UIBarAppearance`): its items from leading to trailing, the outermost 16
/// points in and 8 apart, `flexibleSpace()` items sharing the free space and `fixedSpace(_:)`
/// items their width (as the navigation bar's buttons: a choice after iPhone screenshots).
/// A navigation controller shows one with the top controller's `toolbarItems` while
/// `isToolbarHidden` is false, and there, as on iOS 15 and later, draws its
/// `scrollEdgeAppearance` (by default the standard one with no background) while the top
/// controller's content shows its end, fading into `standardAppearance` as it scrolls away (as
/// `UINavigationBar` does at the top).
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The toolbar's height.
    static let height: CGFloat = 44

    private var shown: [(item: UIBarButtonItem, view: UIView?)] = []
    private let background = BarBackgroundView(shadowEdge: .top)

    /// The buttons, leading first.
    open var items: [UIBarButtonItem]? {
        didSet { showItems() }
    }

    /// The appearance the toolbar draws when the content is scrolled away from it.
    open var standardAppearance = UIToolbarAppearance() {
        didSet {
            standardAppearance = standardAppearance.copy()
            appearancePropertySet(\UIToolbar.standardAppearance)
            applyAppearance()
        }
    }
    /// The appearance for a toolbar of compact height (kept).
    open var compactAppearance: UIToolbarAppearance? {
        didSet {
            compactAppearance = compactAppearance?.copy()
            appearancePropertySet(\UIToolbar.compactAppearance)
        }
    }
    /// The appearance drawn while the content shows its end (nil: the standard one with a
    /// transparent background).
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy()
            appearancePropertySet(\UIToolbar.scrollEdgeAppearance)
            applyAppearance()
        }
    }
    /// The scroll-edge appearance for a toolbar of compact height (kept).
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet {
            compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy()
            appearancePropertySet(\UIToolbar.compactScrollEdgeAppearance)
        }
    }

    /// How near the content is to its end: 1 there, 0 scrolled away (set by the navigation
    /// controller; a toolbar of your own stays at 0 and draws its standard appearance).
    var atScrollEdge: CGFloat = 0 {
        didSet { if atScrollEdge != oldValue { applyAppearance() } }
    }

    /// The bar's background colour over its blur (its standard appearance's).
    open var barTintColor: UIColor? {
        didSet {
            appearancePropertySet(\UIToolbar.barTintColor)
            standardAppearance.fold(barTintColor: barTintColor, isTranslucent: isTranslucent, translucencyChanged: false)
            applyAppearance()
        }
    }
    /// Whether the bar is translucent: false makes its standard appearance opaque.
    open var isTranslucent = true {
        didSet {
            appearancePropertySet(\UIToolbar.isTranslucent)
            guard isTranslucent != oldValue else { return }
            standardAppearance.fold(barTintColor: barTintColor, isTranslucent: isTranslucent, translucencyChanged: true)
            applyAppearance()
        }
    }
    /// The bar's style: `.black` draws it and its buttons dark.
    open var barStyle: UIBarStyle = .default {
        didSet {
            appearancePropertySet(\UIToolbar.barStyle)
            overrideUserInterfaceStyle = barStyle == .default ? .unspecified : .dark }
    }

    /// A toolbar in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        applyAppearance()
    }

    /// The appearance whose buttons are drawn: the scroll edge's while the content is nearer
    /// its end.
    private var buttonsAppearance: UIToolbarAppearance {
        atScrollEdge >= 0.5 ? (scrollEdgeAppearance ?? standardAppearance) : standardAppearance
    }

    private func applyAppearance() {
        background.show(standard: standardAppearance, scrollEdge: scrollEdgeAppearance, atEdge: atScrollEdge)
        for appearance in [standardAppearance, scrollEdgeAppearance].compactMap({ $0 }) { appearance.reportUndrawnLooks(on: self) }
        for case let (item, view as BarButtonItemView) in shown { view.apply(buttonsAppearance.buttonAppearance(for: item.style)) }
    }

    /// Archives are not read on Linux. Returns nil.
    public required init?(coder: NSCoder) { nil }

    /// Sets the items, cross-fading from the old ones over 0.25 s when `animated` (a choice).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        let leaving = shown.compactMap(\.view)
        guard animated else { return self.items = items }
        leaving.forEach { $0.removeFromSuperview() }
        shown = []
        self.items = items
        let arriving = shown.compactMap(\.view)
        for view in leaving { addSubview(view) }
        arriving.forEach { $0.alpha = 0 }
        UIView.animate(withDuration: 0.25, animations: {
            leaving.forEach { $0.alpha = 0 }
            arriving.forEach { $0.alpha = 1 }
        }, completion: { _ in leaving.forEach { $0.removeFromSuperview() } })
    }

    private func showItems() {
        shown.compactMap(\.view).forEach { $0.removeFromSuperview() }
        shown = (items ?? []).map { item in
            guard item.systemItem != .flexibleSpace, item.systemItem != .fixedSpace else { return (item, nil) }
            item.applyAppearanceIfNeeded(containers: [self] + appearanceContainers, traits: traitCollection)
            let view = item.customView ?? BarButtonItemView(item: item)
            (view as? BarButtonItemView)?.apply(buttonsAppearance.buttonAppearance(for: item.style))
            item.onChange = { [weak self] in self?.showItems() }
            addSubview(view)
            return (item, view)
        }
        setNeedsLayout()
    }

    /// Places the items for the current width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        func width(_ entry: (item: UIBarButtonItem, view: UIView?)) -> CGFloat {
            if entry.item.systemItem == .fixedSpace { return entry.item.width }
            if entry.item.systemItem == .flexibleSpace { return 0 }
            return (entry.view as? BarButtonItemView)?.preferredWidth ?? entry.view?.frame.width ?? 0
        }
        let widths = shown.map(width)
        let gaps = CGFloat(max(shown.count - 1, 0)) * UINavigationBar.itemSpacing
        let free = bounds.width - 2 * UINavigationBar.itemMargin - widths.reduce(0, +) - gaps
        let flexible = shown.filter { $0.item.systemItem == .flexibleSpace }.count
        let stretch = flexible > 0 ? max(free, 0) / CGFloat(flexible) : 0
        var x = UINavigationBar.itemMargin
        for (entry, itemWidth) in zip(shown, widths) {
            let w = entry.item.systemItem == .flexibleSpace ? stretch : itemWidth
            if let view = entry.view {
                let h = view is BarButtonItemView ? bounds.height : min(view.frame.height, bounds.height)
                view.frame = CGRect(x: x, y: (bounds.height - h) / 2, width: w, height: h)
                (view as? BarButtonItemView)?.arrange()
            }
            x += w + UINavigationBar.itemSpacing
        }
    }
}
