import Foundation

/// `UINavigationControllerDelegate`: hands out the animator of a push or pop. Optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// The animator for going from one controller to another, or nil for UIKit's own slide.
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// Called before a controller's view shows.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called once it shows.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Nil by default: UIKit's own slide.
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Does nothing by default.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing by default.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// `UINavigationController`: a stack of controllers, the top one's view shown under a
/// navigation bar. Pushes and pops are transitions on the virtual clock: they start at the
/// call and end when the animator (the delegate's, or UIKit's own slide) completes; the
/// appearance callbacks run at both ends. Views of controllers further down the stack stay in
/// the navigation controller's view, hidden (a recording keeps each layer in one place).
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
    /// Whether the bar is hidden.
    open private(set) var isNavigationBarHidden = false
    /// The transition running, if any (pushes and pops during it wait for it, as UIKit's do).
    private var running: NavigationTransition?
    private var queued: [() -> Void] = []
    /// The bar's `zPosition`. The controllers' views are ordered by their place on the stack
    /// through `zPosition` too, since a recording keeps each layer where it was added.
    static let barZPosition: CGFloat = 1_000_000

    /// A navigation controller showing `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// The navigation controller's view: the content and, over it, the bar.
    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        navigationBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: UINavigationBar.height)
        navigationBar.autoresizingMask = [.flexibleWidth]
        // Above every controller's view, however they are added.
        navigationBar.layer.zPosition = Self.barZPosition
        view.addSubview(navigationBar)
    }

    /// Lays the content out under the bar (each child fills the view; the bar is its safe area).
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        navigationBar.frame = CGRect(x: 0, y: navigationBar.frame.minY, width: view.bounds.width, height: UINavigationBar.height)
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
        transition(from: from, to: viewController, operation: .push, animated: animated) {
            viewController.didMove(toParent: self)
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
        transition(from: from, to: target, operation: .pop, animated: animated) {
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
        transition(from: from === to ? nil : from, to: to, operation: operation, animated: animated && from != nil && from !== to) {
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
        let move = { self.navigationBar.frame.origin.y = hidden ? -UINavigationBar.height : 0 }
        if animated {
            UIView.animate(withDuration: UINavigationControllerHideShowBarDuration, animations: move)
        } else {
            move()
        }
        for controller in stack { controller.containerSafeAreaInsets = barInsets }
    }

    /// The bar's share of the children's safe area.
    private var barInsets: UIEdgeInsets { UIEdgeInsets(top: isNavigationBarHidden ? 0 : UINavigationBar.height, left: 0, bottom: 0, right: 0) }

    // MARK: Transitions

    private func transition(from: UIViewController?, to: UIViewController, operation: Operation, animated: Bool, completion: @escaping () -> Void) {
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
        let back = stack.count > 1 ? (stack[stack.count - 2].title ?? "Back") : nil
        guard let from, from !== to else {
            navigationBar.show(title: to.title, back: back)
            completion()
            return
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        let animator = (animated ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil)
            ?? StandardNavigationAnimator(operation: operation)
        let context = NavigationTransition(navigation: self, from: from, to: to, operation: operation, animated: animated, animator: animator) { [unowned self] in
            navigationBar.show(title: to.title, back: back)
            completion()
            delegate?.navigationController(self, didShow: to, animated: animated)
            running = nil
            if !queued.isEmpty { queued.removeFirst()() }
        }
        running = context
        // The pushed view over the one it covers; a popped view stays over the one it uncovers.
        let depth = { (controller: UIViewController) in CGFloat(self.stack.firstIndex { $0 === controller } ?? self.stack.count) }
        to.view.layer.zPosition = operation == .pop ? depth(to) : depth(to) + 1
        if operation != .pop { from.view.layer.zPosition = depth(from) }
        context.start(barTitle: to.title)
    }
}

/// How long the navigation bar takes to slide when hidden or shown with animation (0.2 s, as
/// UIKit defines it).
public let UINavigationControllerHideShowBarDuration: CGFloat = 0.2
