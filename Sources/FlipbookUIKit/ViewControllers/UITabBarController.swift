import Foundation

/// `UITabBarItem`: a tab's title, image and badge.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// The tab's title.
    open var title: String? { didSet { onChange?() } }
    /// The tab's image (drawn above the title, as a template in the tab's colour unless it is
    /// `.alwaysOriginal`).
    open var image: UIImage? { didSet { onChange?() } }
    /// The image while the tab is selected (the image when nil).
    open var selectedImage: UIImage? { didSet { onChange?() } }
    /// The badge's text: a count or a word, in a red capsule at the image's top trailing corner
    /// (nil: no badge).
    open var badgeValue: String? { didSet { onChange?() } }
    /// The badge's colour (`.systemRed` when nil).
    open var badgeColor: UIColor? { didSet { onChange?() } }
    /// A number of your own.
    open var tag: Int
    /// Tells the bar showing the item that it changed.
    var onChange: (() -> Void)?

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    /// An item with a title, an image and the image it shows while selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }
}

extension UIViewController {
    /// The item that stands for the controller in a tab bar (made from its title when first asked).
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The tab bar controller this controller is in (itself or an ancestor's).
    public var tabBarController: UITabBarController? { nearest(UITabBarController.self) }
}

/// `UITabBarControllerDelegate`: told when a tab is chosen. Optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether a tab may be chosen (true by default).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called once a tab was chosen.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// True by default.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing by default.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// `UITabBar`: the bar of tabs, 49 points tall at the bottom: each tab's image over its title
/// (10-point medium), the selected one in the tint and the others grey, on a near-white
/// background with a hairline above. Chosen after iOS's standard look; approximate.
@preconcurrency @MainActor
open class UITabBar: UIView {
    static let height: CGFloat = 49
    private var buttons: [(label: UILabel, image: UIImageView, badge: UILabel)] = []
    private var items: [UITabBarItem] = []
    private var selectedIndex = 0
    private let hairline = UIView()
    /// The selected tab's colour (the tint by default).
    open var selectedTintColor: UIColor?
    /// The other tabs' colour (`systemGray` by default).
    open var unselectedItemTintColor: UIColor?

    /// A bar in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UINavigationBar.standardBackground
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        addSubview(hairline)
    }

    /// Archives are not read on Linux. Returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the items, `selected` highlighted.
    func show(_ items: [UITabBarItem], selected: Int) {
        for button in buttons {
            [button.label, button.image, button.badge].forEach { $0.removeFromSuperview() }
        }
        for item in self.items { item.onChange = nil }
        self.items = items
        buttons = items.map { item in
            let label = UILabel()
            label.font = .systemFont(ofSize: 10, weight: .medium)
            label.textAlignment = .center
            let image = UIImageView(image: nil)
            image.contentMode = .scaleAspectFit
            image.drawsAutomaticImagesAsTemplates = true
            let badge = UILabel()
            badge.font = .systemFont(ofSize: 13)
            badge.textColor = .white
            badge.textAlignment = .center
            badge.layer.masksToBounds = true
            addSubview(image)
            addSubview(label)
            addSubview(badge)
            item.onChange = { [weak self] in self?.refresh() }
            return (label, image, badge)
        }
        select(selected)
    }

    /// Highlights one tab.
    func select(_ index: Int) {
        selectedIndex = index
        refresh()
    }

    /// Shows each item's title, image (its selected image on the selected tab) and badge, in
    /// the tab's colour.
    private func refresh() {
        for (offset, (button, item)) in zip(buttons, items).enumerated() {
            let selected = offset == selectedIndex
            let colour = selected ? (selectedTintColor ?? tintColor ?? .systemBlue) : (unselectedItemTintColor ?? .systemGray)
            button.label.text = item.title
            button.label.textColor = colour
            button.image.image = selected ? (item.selectedImage ?? item.image) : item.image
            button.image.tintColor = colour
            button.badge.text = item.badgeValue
            button.badge.isHidden = item.badgeValue == nil
            button.badge.backgroundColor = item.badgeColor ?? .systemRed
        }
        place()
    }

    private func place() {
        let width = bounds.width / CGFloat(max(buttons.count, 1))
        for (offset, button) in buttons.enumerated() {
            button.image.frame = CGRect(x: CGFloat(offset) * width + (width - 28) / 2, y: 4, width: 28, height: 28)
            button.label.frame = CGRect(x: CGFloat(offset) * width, y: 33, width: width, height: 12)
            // The badge: an 18-point capsule, its text 5 points in from each end, starting 6
            // points right of the image's centre, 2 points from the top (a choice after iPhone
            // screenshots).
            let textWidth = button.badge.intrinsicContentSize.width
            let badgeWidth = max(18, (textWidth + 10).rounded(.up))
            button.badge.frame = CGRect(x: button.image.frame.midX + 6, y: 2, width: badgeWidth, height: 18)
            button.badge.layer.cornerRadius = 9
        }
        hairline.frame = CGRect(x: 0, y: -1 / max(UIScreen.main.scale, 1), width: bounds.width, height: 1 / max(UIScreen.main.scale, 1))
    }

    /// Places the tabs for the current size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        place()
    }
}

/// `UITabBarController`: controllers side by side, one shown at a time above a tab bar.
/// Choosing a tab switches at once, as UIKit does without a custom animator: the old tab's
/// controller disappears and the new one's appears. Views of tabs not shown stay in place,
/// hidden (a recording keeps each layer where it was added).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The bar of tabs.
    public let tabBar = UITabBar(frame: .zero)
    /// The object told when a tab is chosen. Held weakly, as UIKit does.
    open weak var delegate: UITabBarControllerDelegate?
    private var tabs: [UIViewController] = []
    private var selected = 0

    /// The tabs' controllers.
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The tab shown (out-of-range values are ignored, as UIKit ignores them).
    open var selectedIndex: Int {
        get { selected }
        set { select(newValue) }
    }

    /// The controller shown.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set { if let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) { select(index) } }
    }

    /// The view: the shown tab's view and, over its bottom, the bar.
    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        tabBar.layer.zPosition = UINavigationController.barZPosition
        view.addSubview(tabBar)
        placeBar()
    }

    /// Keeps the bar at the bottom.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        placeBar()
    }

    private func placeBar() {
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - UITabBar.height, width: view.bounds.width, height: UITabBar.height)
    }

    /// Sets the tabs; the first (or the one still there) is shown.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let shown = selectedViewController
        for old in tabs where !(viewControllers ?? []).contains(where: { $0 === old }) {
            old.viewIfLoaded?.isHidden = true
            old.removeFromParent()
        }
        tabs = viewControllers ?? []
        for tab in tabs where tab.parent !== self {
            addChild(tab)
            tab.didMove(toParent: self)
        }
        tabBar.show(tabs.map { $0.tabBarItem }, selected: 0)
        selected = tabs.firstIndex { $0 === shown } ?? 0
        show(selected, replacing: nil)
    }

    private func select(_ index: Int) {
        guard tabs.indices.contains(index), index != selected else { return }
        let old = selectedViewController
        selected = index
        show(index, replacing: old)
    }

    private func show(_ index: Int, replacing old: UIViewController?) {
        guard tabs.indices.contains(index) else { return }
        let tab = tabs[index]
        tabBar.select(index)
        let tabView: UIView = tab.view
        tab.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: UITabBar.height, right: 0)
        tabView.frame = view.bounds
        tabView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let showing = view.isInShowingWindow
        if showing, let old, old !== tab { for controller in AppearanceForwarding.controllers(under: old.view) { controller.beginAppearance(false, animated: false) } }
        if tabView.superview !== view {
            tab.transitionRole = .presented  // appearance comes from the switch below
            view.insertSubview(tabView, belowSubview: tabBar)
            tab.transitionRole = .none
        }
        let arriving = showing ? AppearanceForwarding.controllers(under: tabView) : []
        for controller in arriving { controller.beginAppearance(true, animated: false) }
        tabView.isHidden = false
        if let old, old !== tab {
            old.view.isHidden = true
            if showing { for controller in AppearanceForwarding.controllers(under: old.view) { controller.endAppearance(animated: false) } }
        }
        for controller in arriving { controller.endAppearance(animated: false) }
    }
}
