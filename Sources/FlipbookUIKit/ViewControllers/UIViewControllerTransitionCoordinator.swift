import Foundation

/// `UIViewControllerTransitionCoordinatorContext`: what alongside animations are told about
/// the transition they run with.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether a gesture drives it.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// How long it takes.
    var transitionDuration: TimeInterval { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// A controller of the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// A view of the transition.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// `UIViewControllerTransitionCoordinator`: runs animations of your own alongside a transition
/// (`transitionCoordinator` of the controllers it involves, while it runs).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in an animation block of the transition's duration, starting now, and
    /// `completion` when the transition ends. Returns false when nothing is animating.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` when a driven transition is let go (to finish or to cancel).
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion: Apple's signature gives
    /// `completion` a default of nil, which a protocol requirement cannot, so this overload does.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of one transition: the alongside animations start at once (the transition
/// started at the call that began it), their completions run when it completes.
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private unowned let context: UIViewControllerContextTransitioning
    let transitionDuration: TimeInterval
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(context: UIViewControllerContextTransitioning, duration: TimeInterval) {
        self.context = context
        transitionDuration = duration
        super.init()
    }

    var isAnimated: Bool { context.isAnimated }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var containerView: UIView { context.containerView }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { context.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation {
            if isAnimated {
                UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut], animations: { animation(self) })
            } else {
                animation(self)
            }
        }
        if let completion { completions.append(completion) }
        return isAnimated
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// A driven transition was let go: the handlers run, once.
    func interactionEnded() {
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// The transition ended: the completions run, in the order they were given.
    func transitionEnded() {
        let pending = completions
        completions = []
        for completion in pending { completion(self) }
    }
}

extension UIViewController {
    /// The coordinator of the transition this controller (or its parent) takes part in, while
    /// it runs; nil otherwise.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        var current: UIViewController? = self
        while let controller = current {
            if let coordinator = controller.runningCoordinator { return coordinator }
            current = controller.parent
        }
        return nil
    }
}
