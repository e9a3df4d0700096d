import Foundation

/// `UITabBarItem`: a tab's title, image and badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The image while the tab is selected (the image when nil).
    open var selectedImage: UIImage? { didSet { changed() } }
    /// The badge's text: a count or a word, in a red capsule at the image's top trailing corner
    /// (nil: no badge).
    open var badgeValue: String? { didSet { changed() } }
    /// The badge's colour (`.systemRed` when nil).
    open var badgeColor: UIColor? { didSet { appearancePropertySet(\UITabBarItem.badgeColor); changed() } }
    /// The tab bar's standard appearance while this tab is selected (nil: the bar's own).
    open var standardAppearance: UITabBarAppearance? {
        didSet {
            standardAppearance = standardAppearance?.copy()
            appearancePropertySet(\UITabBarItem.standardAppearance)
            changed()
        }
    }
    /// The tab bar's scroll-edge appearance while this tab is selected (nil: the bar's own).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy()
            appearancePropertySet(\UITabBarItem.scrollEdgeAppearance)
            changed()
        }
    }

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
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
        tabBar.tabTapped = { [weak self] index in self?.tabTapped(index) }
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

    /// The scroll view the bar's appearance follows.
    private weak var trackedScrollView: UIScrollView?

    /// Follows the selected controller's content scroll view (the top controller's in a
    /// navigation controller; see `contentScrollView(for:)`), and shows the bar as near to its
    /// bottom edge as it is now.
    func followSelectedContent() {
        let content = (selectedViewController as? UINavigationController)?.topViewController ?? selectedViewController
        let scrollView = content.flatMap { $0.contentScrollView(for: .bottom) ?? ($0.isViewLoaded ? UINavigationController.firstScrollView(in: $0.view) : nil) }
        if scrollView !== trackedScrollView {
            trackedScrollView?.stopFollowingEdges(by: self)
            trackedScrollView = scrollView
            scrollView?.followEdges(by: self) { [weak self] in self?.tabBar.atScrollEdge = $0.nearnessToBottomEdge }
        }
        // No scroll view: the content is at its edge, as UIKit takes it.
        tabBar.atScrollEdge = scrollView?.nearnessToBottomEdge ?? 1
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

    /// A finger chose a tab: the delegate may refuse; the tab is shown and the delegate told. A
    /// tap on the tab shown takes its navigation controller back to its root, as iOS does.
    private func tabTapped(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        let tab = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: tab) { return }
        if index == selected, let navigation = tab as? UINavigationController, navigation.viewControllers.count > 1 {
            navigation.popToRootViewController(animated: true)
        }
        select(index)
        delegate?.tabBarController(self, didSelect: tab)
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
        followSelectedContent()
    }
}
