import Foundation

/// `UINavigationControllerDelegate`: hands out the animator of a push or pop. Optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// The animator for going from one controller to another, or nil for UIKit's own slide.
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The object driving a push or pop from a gesture, or nil for none.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// Called before a controller's view shows.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called once it shows.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Nil by default: UIKit's own slide.
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Nil by default: the push or pop runs by itself.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    /// Does nothing by default.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing by default.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// `UINavigationController`: a stack of controllers, the top one's view shown under a
/// navigation bar. Pushes and pops are transitions on the virtual clock: they start at the
/// call and end when the animator (the delegate's, or UIKit's own slide) completes; the
/// appearance callbacks run at both ends. Views of controllers further down the stack stay in
/// the navigation controller's view, hidden (a recording keeps each layer under one parent).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// What a transition does.
    public enum Operation: Int, Sendable {
        /// No transition.
        case none
        /// A controller is pushed.
        case push
        /// A controller is popped.
        case pop
    }

    /// The controllers on the stack, the root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    /// The controller on top.
    open var topViewController: UIViewController? { stack.last }
    /// The controller shown: a controller the top one presents, else the top one.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }
    /// The object giving push and pop animators. Held weakly, as UIKit does.
    open weak var delegate: UINavigationControllerDelegate?
    /// The bar drawn over the content.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// The toolbar along the bottom, showing the top controller's `toolbarItems` while
    /// `isToolbarHidden` is false.
    public let toolbar: UIToolbar! = UIToolbar(frame: .zero)
    /// Whether the toolbar is hidden (true by default).
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHidden = true
    /// Whether the bar is hidden.
    open private(set) var isNavigationBarHidden = false
    /// The transition running, if any (pushes and pops during it wait for it, as UIKit's do).
    private var running: NavigationTransition?
    private var queued: [() -> Void] = []
    /// The bar's `zPosition`. The controllers' views are ordered by their place on the stack
    /// through `zPosition` too, so a custom animator's `containerView.addSubview(toView)` never
    /// puts a view over the bar, and their order does not depend on when they were added.
    static let barZPosition: CGFloat = 1_000_000

    /// The screen-edge pan that pops the top controller as a finger drags it right from the
    /// left edge (a `clock.swipe` starting within 20 points of it; `clock.pan` on the view
    /// drives it directly, from anywhere). Letting go past half the width, or flicking right,
    /// finishes the pop; otherwise it runs back.
    open private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = {
        let pan = UIScreenEdgePanGestureRecognizer { [unowned self] pan in popGestureChanged(pan) }
        pan.edges = .left
        return pan
    }()
    /// The interaction the pop gesture drives, while it does.
    private var gesturePop: UIPercentDrivenInteractiveTransition?

    /// A navigation controller showing `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// The navigation controller's view: the content and, over it, the bar.
    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        navigationBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: navigationBar.currentHeight)
        navigationBar.autoresizingMask = [.flexibleWidth]
        navigationBar.onLargeTitlesChanged = { [weak self] in self?.showTopInBar() }
        // Above every controller's view, however they are added.
        navigationBar.layer.zPosition = Self.barZPosition
        view.addSubview(navigationBar)
        toolbar.frame = toolbarFrame
        toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        toolbar.layer.zPosition = Self.barZPosition
        toolbar.isHidden = toolbarHidden
        view.addSubview(toolbar)
        if let pop = interactivePopGestureRecognizer { view.addGestureRecognizer(pop) }
    }

    /// Lays the content out under the bar (each child fills the view; the bar is its safe area).
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        navigationBar.frame = CGRect(x: 0, y: navigationBar.frame.minY, width: view.bounds.width, height: navigationBar.currentHeight)
        toolbar.frame = toolbarFrame
    }

    /// Where the toolbar sits: along the bottom, or just below it while hidden.
    private var toolbarFrame: CGRect {
        guard isViewLoaded else { return .zero }
        return CGRect(x: 0, y: view.bounds.height - (toolbarHidden ? 0 : UIToolbar.height), width: view.bounds.width, height: UIToolbar.height)
    }

    /// Shows or hides the toolbar, sliding it up or down over 0.2 s when `animated`
    /// (`UINavigationControllerHideShowBarDuration`).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarHidden = hidden
        guard isViewLoaded else { return }
        toolbar.isHidden = false
        let move = { self.toolbar.frame = self.toolbarFrame }
        let finish = { (_: Bool) in self.toolbar.isHidden = self.toolbarHidden }
        if animated {
            UIView.animate(withDuration: UINavigationControllerHideShowBarDuration, animations: move, completion: finish)
        } else {
            move()
            finish(true)
        }
        for controller in stack { controller.containerSafeAreaInsets = barInsets }
    }

    /// A controller's toolbar items changed: the toolbar shows them when it is on top.
    func toolbarItemsChanged(of controller: UIViewController, animated: Bool) {
        guard controller === topViewController else { return }
        toolbar.setItems(controller.toolbarItems, animated: animated)
    }

    // MARK: The stack

    /// Pushes a controller: it slides in from the right over the old one, which moves a third
    /// of the way left, when `animated`. Pushing a controller already on the stack does nothing
    /// and is listed in `Timeline.problems` (UIKit raises an exception).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard running == nil else { return queued.append { self.pushViewController(viewController, animated: animated) } }
        guard !stack.contains(where: { $0 === viewController }) else {
            return ModalTransition.report("pushing the same view controller instance (\(type(of: viewController))) more than once is not supported; nothing is pushed", on: self)
        }
        let from = topViewController
        addChild(viewController)
        stack.append(viewController)
        transition(from: from, to: viewController, operation: .push, animated: animated) { completed in
            if completed {
                viewController.didMove(toParent: self)
            } else {
                // A driven push let go back: the controller leaves again.
                self.stack.removeAll { $0 === viewController }
                viewController.willMove(toParent: nil)
                viewController.removeFromParent()
            }
        }
    }

    /// Pops the top controller (never the root); returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return pop(to: stack[stack.count - 2], animated: animated)?.last
    }

    /// Pops every controller above the root; returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return pop(to: root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        pop(to: viewController, animated: animated)
    }

    private func pop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
        guard running == nil else {
            queued.append { _ = self.pop(to: target, animated: animated) }
            return nil
        }
        guard let index = stack.firstIndex(where: { $0 === target }), index < stack.count - 1, let from = topViewController else { return nil }
        let popped = Array(stack[(index + 1)...])
        stack.removeSubrange((index + 1)...)
        for controller in popped { controller.willMove(toParent: nil) }
        transition(from: from, to: target, operation: .pop, animated: animated) { completed in
            guard completed else {
                // A driven pop let go back: the controllers stay on the stack.
                self.stack += popped
                return
            }
            for controller in popped {
                controller.viewIfLoaded?.isHidden = true
                controller.removeFromParent()
            }
        }
        return popped
    }

    /// Replaces the stack; the new top shows (with a push or pop animation when `animated`).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard running == nil else { return queued.append { self.setViewControllers(viewControllers, animated: animated) } }
        let from = topViewController
        let leaving = stack.filter { old in !viewControllers.contains { $0 === old } }
        for controller in viewControllers where controller.parent !== self { addChild(controller) }
        stack = viewControllers
        guard let to = viewControllers.last else { return }
        let operation: Operation = from.map { old in leaving.contains { $0 === old } ? .pop : .push } ?? .none
        transition(from: from === to ? nil : from, to: to, operation: operation, animated: animated && from != nil && from !== to) { _ in
            for controller in leaving {
                controller.viewIfLoaded?.isHidden = true
                controller.removeFromParent()
            }
            for controller in viewControllers { controller.didMove(toParent: self) }
        }
    }

    /// Hides or shows the bar, sliding it up or down over 0.2 s when `animated`
    /// (`UINavigationControllerHideShowBarDuration`).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        let move = { self.navigationBar.frame.origin.y = hidden ? -self.navigationBar.currentHeight : 0 }
        if animated {
            UIView.animate(withDuration: UINavigationControllerHideShowBarDuration, animations: move)
        } else {
            move()
        }
        for controller in stack { controller.containerSafeAreaInsets = barInsets }
    }

    private func popGestureChanged(_ pan: UIPanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        switch pan.state {
        case .began:
            guard stack.count > 1, running == nil, interactivePopGestureRecognizer?.isEnabled == true else { return }
            gesturePop = UIPercentDrivenInteractiveTransition()
            popViewController(animated: true)
        case .changed:
            gesturePop?.update(max(pan.translation(in: view).x, 0) / width)
        case .ended, .cancelled, .failed:
            guard let interaction = gesturePop else { return }
            gesturePop = nil
            let flicked = pan.velocity(in: view).x > 300
            if pan.state == .ended, flicked || interaction.percentComplete > 0.5 { interaction.finish() } else { interaction.cancel() }
        default:
            break
        }
    }

    /// The top controller's title in the bar, and the way back when there is one.
    func showTopInBar() {
        navigationBar.show(title: topViewController?.navigationItem.title, back: backTitle)
        navigationBar.show(titleView: topViewController?.navigationItem.titleView)
        navigationBar.appearanceItem = topViewController?.navigationItem
        showBarStrips()
        navigationBar.showItems(of: topViewController?.navigationItem)
        if !(toolbar.items ?? []).elementsEqual(topViewController?.toolbarItems ?? [], by: ===) {
            toolbar.items = topViewController?.toolbarItems
        }
    }

    /// What the back button says under the top controller: the previous controller's back
    /// item's title, its `backButtonTitle`, its title, or "Back"; nil when there is nothing to
    /// go back to, or the top item hides the back button or puts its own buttons in its place.
    var backTitle: String? {
        guard stack.count > 1, let top = stack.last?.navigationItem, !top.hidesBackButton, top.leftBarButtonItems?.isEmpty ?? true else { return nil }
        let previous = stack[stack.count - 2].navigationItem
        return previous.backBarButtonItem?.title ?? previous.backButtonTitle ?? previous.title ?? "Back"
    }

    /// The bar's share of the children's safe area.
    private var barInsets: UIEdgeInsets {
        let top = navigationBar.openHeight - searchHiddenRow
        return UIEdgeInsets(top: isNavigationBarHidden ? 0 : top, left: 0, bottom: toolbarHidden ? 0 : UIToolbar.height, right: 0)
    }

    /// Shows the top item's title large when the bar prefers large titles (or the item always
    /// wants it) and its search controller's bar, and follows the top controller's content
    /// scroll view.
    private func showBarStrips() {
        let item = topViewController?.navigationItem
        let large = item.map { $0.largeTitleDisplayMode == .always || ($0.largeTitleDisplayMode == .automatic && navigationBar.prefersLargeTitles) } ?? false
        let oldInsets = barInsets
        navigationBar.showLargeTitle(large, title: item?.title)
        navigationBar.showSearchBar(item?.searchController?.searchBar, hidesWhenScrolling: item?.hidesSearchBarWhenScrolling ?? true)
        item?.searchController?.hostingNavigationController = self
        followContent(of: topViewController)
        if barInsets != oldInsets {
            for controller in stack { controller.containerSafeAreaInsets = barInsets }
        }
    }

    /// How much of the bar a search controller's search has slid out of sight.
    private var searchHiddenRow: CGFloat = 0

    /// A search slid `height` points of the bar out of sight (0: back): the children's safe
    /// area follows.
    func searchHidesBarRow(_ height: CGFloat) {
        searchHiddenRow = height
        for controller in stack { controller.containerSafeAreaInsets = barInsets }
    }

    /// The scroll view the bars follow: the large title, and each bar's scroll-edge appearance.
    private weak var trackedScrollView: UIScrollView?

    /// Follows the content scroll view of `controller` (see `contentScrollView(for:)`), and
    /// shows the bars as near to its edges as it is now.
    private func followContent(of controller: UIViewController?) {
        let scrollView = controller.flatMap(Self.contentScrollView(of:))
        if scrollView !== trackedScrollView {
            trackedScrollView?.stopFollowingEdges(by: self)
            trackedScrollView = scrollView
            scrollView?.followEdges(by: self) { [weak self] in self?.contentMoved($0) }
        }
        if let scrollView { contentMoved(scrollView) } else {
            // No scroll view: the content is at its edges, as UIKit takes it.
            navigationBar.atScrollEdge = 1
            toolbar.atScrollEdge = 1
        }
        (parent as? UITabBarController)?.followSelectedContent()
    }

    /// How near a controller's content is to the bar's edge (1 without a scroll view).
    func topEdgeNearness(of controller: UIViewController) -> CGFloat {
        return Self.contentScrollView(of: controller)?.nearnessToTopEdge(closing: navigationBar.closingHeight) ?? 1
    }

    /// The tracked content moved: the large title opens or closes, each bar fades between its
    /// appearances (the navigation bar once a large title has closed, as the content then
    /// starts to pass under it).
    private func contentMoved(_ scrollView: UIScrollView) {
        navigationBar.trackedContentMoved(scrollView)
        // A large title's strip closes first: the content meets the bar's edge until it has.
        navigationBar.atScrollEdge = scrollView.nearnessToTopEdge(closing: navigationBar.closingHeight)
        toolbar.atScrollEdge = scrollView.nearnessToBottomEdge
    }

    /// The scroll view a controller's bars follow: the one set for the top edge, else the first
    /// in its view.
    static func contentScrollView(of controller: UIViewController) -> UIScrollView? {
        controller.contentScrollView(for: .top) ?? (controller.isViewLoaded ? firstScrollView(in: controller.view) : nil)
    }

    /// The view itself when it scrolls, else the first scroll view below it, breadth first.
    static func firstScrollView(in view: UIView) -> UIScrollView? {
        var queue = [view]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let scrollView = next as? UIScrollView { return scrollView }
            queue += next.subviews
        }
        return nil
    }

    // MARK: Transitions

    private func transition(from: UIViewController?, to: UIViewController, operation: Operation, animated: Bool,
                            completion: @escaping (_ completed: Bool) -> Void) {
        let toView: UIView = to.view
        to.containerSafeAreaInsets = barInsets
        toView.frame = view.bounds
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        toView.isHidden = false
        if toView.superview !== view {
            // Placed below the bar; appearance comes from the transition, not from the move.
            to.transitionRole = .presented
            view.insertSubview(toView, belowSubview: navigationBar)
            to.transitionRole = .none
        }
        guard let from, from !== to else {
            showTopInBar()
            completion(true)
            return
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        let animator = (animated ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil)
            ?? StandardNavigationAnimator(operation: operation)
        let interaction = animated ? delegate?.navigationController(self, interactionControllerFor: animator) ?? (operation == .pop ? gesturePop : nil) : nil
        let context = NavigationTransition(navigation: self, from: from, to: to, operation: operation, animated: animated, animator: animator,
                                           interaction: interaction) { [unowned self] completed in
            completion(completed)
            showTopInBar()
            if completed { delegate?.navigationController(self, didShow: to, animated: animated) }
            running = nil
            if !queued.isEmpty { queued.removeFirst()() }
        }
        running = context
        // The pushed view over the one it covers; a popped view stays over the one it uncovers.
        let depth = { (controller: UIViewController) in CGFloat(self.stack.firstIndex { $0 === controller } ?? self.stack.count) }
        to.view.layer.zPosition = operation == .pop ? depth(to) : depth(to) + 1
        if operation != .pop { from.view.layer.zPosition = depth(from) }
        context.start(barTitle: to.navigationItem.title)
    }
}

/// How long the navigation bar takes to slide when hidden or shown with animation (0.2 s, as
/// UIKit defines it).
public let UINavigationControllerHideShowBarDuration: CGFloat = 0.2
