import Foundation

/// `UIToolbar`: a bar of buttons along the bottom of a screen, 44 points tall, on the bar
/// background with a hairline above: its items from leading to trailing, the outermost 16
/// points in and 8 apart, `flexibleSpace()` items sharing the free space and `fixedSpace(_:)`
/// items their width (as the navigation bar's buttons: a choice after iPhone screenshots).
/// A navigation controller shows one with the top controller's `toolbarItems` while
/// `isToolbarHidden` is false.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The toolbar's height.
    static let height: CGFloat = 44

    private var shown: [(item: UIBarButtonItem, view: UIView?)] = []
    private let hairline = UIView()

    /// The buttons, leading first.
    open var items: [UIBarButtonItem]? {
        didSet { showItems() }
    }

    /// The bar's background colour (the standard near-white when nil).
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? UINavigationBar.standardBackground } }
    /// Whether the bar is translucent (kept).
    open var isTranslucent = true

    /// A toolbar in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UINavigationBar.standardBackground
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        addSubview(hairline)
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
            let view = item.customView ?? BarButtonItemView(item: item)
            item.onChange = { [weak self] in self?.showItems() }
            addSubview(view)
            return (item, view)
        }
        setNeedsLayout()
    }

    /// Places the items for the current width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let pixel = 1 / max(UIScreen.main.scale, 1)
        hairline.frame = CGRect(x: 0, y: -pixel, width: bounds.width, height: pixel)
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
