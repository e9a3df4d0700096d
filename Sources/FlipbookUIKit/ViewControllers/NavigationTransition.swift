import Foundation

/// One push or pop: the context its animator gets. The appearance callbacks begin at the call
/// and end at `completeTransition(_:)`, at its own virtual time, as UIKit orders them.
final class NavigationTransition: NSObject, UIViewControllerContextTransitioning, AnimatorCarrying {
    let navigation: UINavigationController
    let from: UIViewController
    let to: UIViewController
    let operation: UINavigationController.Operation
    let isAnimated: Bool
    let animator: UIViewControllerAnimatedTransitioning
    /// The object driving the transition from a gesture, if any.
    let interaction: UIViewControllerInteractiveTransitioning?
    private let finish: (_ completed: Bool) -> Void
    private(set) var transitionWasCancelled = false
    private var isCompleted = false
    private var arrivingSide: [UIViewController] = []
    private var leavingSide: [UIViewController] = []
    private var coordinator: TransitionCoordinator?

    init(navigation: UINavigationController, from: UIViewController, to: UIViewController, operation: UINavigationController.Operation,
         animated: Bool, animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning? = nil,
         finish: @escaping (_ completed: Bool) -> Void) {
        self.navigation = navigation
        self.from = from
        self.to = to
        self.operation = operation
        self.isAnimated = animated
        self.animator = animator
        self.interaction = animated ? interaction : nil
        self.finish = finish
        super.init()
    }

    var containerView: UIView { navigation.view }
    var isInteractive: Bool { interaction != nil && !isCompleted }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() { coordinator?.interactionEnded() }
    func cancelInteractiveTransition() {
        transitionWasCancelled = true
        coordinator?.interactionEnded()
    }
    func pauseInteractiveTransition() {}
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return from.view
        case .to: return to.view
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? containerView.bounds : .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? containerView.bounds : .zero }

    private func side(of controller: UIViewController) -> [UIViewController] {
        AppearanceForwarding.controllers(under: controller.view)
    }

    /// Starts: the "will" callbacks if the navigation controller shows, the bar's titles
    /// cross-fading over the transition, then the animator.
    func start(barTitle: String?) {
        let showing = navigation.viewIfLoaded?.isInShowingWindow == true
        arrivingSide = showing ? side(of: to) : []
        leavingSide = showing ? side(of: from) : []
        for controller in arrivingSide + leavingSide { controller.transitionRole = .presented }
        coordinator = TransitionCoordinator(context: self, duration: isAnimated ? animator.transitionDuration(using: self) : 0)
        for controller in [navigation, from, to] { controller.runningCoordinator = coordinator }
        for controller in arrivingSide { controller.beginAppearance(true, animated: isAnimated) }
        for controller in leavingSide { controller.beginAppearance(false, animated: isAnimated) }
        if isAnimated {
            let bar = navigation.navigationBar
            let back = navigation.backTitle
            if let interaction {
                // The bar's titles change as the driven transition completes.
                interaction.startInteractiveTransition(self)
            } else {
                bar.crossFadeItems(to: to.navigationItem, duration: animator.transitionDuration(using: self))
                bar.crossFadeAppearance(to: to.navigationItem, atScrollEdge: navigation.topEdgeNearness(of: to),
                                        duration: animator.transitionDuration(using: self))
                bar.moveTitles(to: barTitle, back: back, pushing: operation != .pop, duration: animator.transitionDuration(using: self),
                               onSpring: animator is StandardNavigationAnimator)
                animator.animateTransition(using: self)
            }
        } else {
            completeTransition(true)
        }
    }

    /// Ends: the view left behind hides, the "did" callbacks run, then the stack's own work.
    func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else { return }
        isCompleted = true
        transitionWasCancelled = transitionWasCancelled || !didComplete
        (didComplete ? from : to).viewIfLoaded?.isHidden = true
        AppearanceForwarding.endTransition(of: arrivingSide + leavingSide, completed: didComplete, animated: isAnimated)
        for controller in [navigation, from, to] where controller.runningCoordinator === coordinator { controller.runningCoordinator = nil }
        coordinator?.transitionEnded()
        finish(didComplete)
        animator.animationEnded(didComplete)
    }
}

/// UIKit's own push and pop: the arriving view slides in from the right edge, casting a soft
/// shadow to its left, while the one beneath moves a third of the width the same way and dims a
/// little (the parallax and the shadow iOS shows); a pop runs it backwards. Apple documents no numbers. 0.5 s on a
/// critically damped spring is chosen: react-native-screens (pull request 2413, 2024) matched
/// its push to the native one side by side in video and landed on 500 ms with a spring-like
/// curve; the 0.35 s often quoted (material-motion's default, old Stack Overflow answers)
/// predates iOS 7's springs. The dimming is 10 % black, the shadow 15 % black blurred by 8
/// points. Approximate.
final class StandardNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(true)
        }
        let bounds = transitionContext.containerView.bounds
        let pushing = operation != .pop
        let (above, beneath) = pushing ? (toView, fromView) : (fromView, toView)
        let offscreen = bounds.offsetBy(dx: bounds.width, dy: 0), tucked = bounds.offsetBy(dx: -bounds.width / 3, dy: 0)
        let dimming = UIView(frame: beneath.bounds)
        dimming.backgroundColor = .black
        dimming.alpha = pushing ? 0 : 0.1
        beneath.addSubview(dimming)
        above.frame = pushing ? offscreen : bounds
        beneath.frame = pushing ? bounds : tucked
        // The soft shadow along the moving view's leading edge, for the transition only.
        let shadow = (above.layer.shadowOpacity, above.layer.shadowRadius, above.layer.shadowOffset)
        above.layer.shadowColor = UIColor.black.cgColor
        above.layer.shadowOpacity = 0.15
        above.layer.shadowRadius = 8
        above.layer.shadowOffset = CGSize(width: -2, height: 0)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [], animations: {
            above.frame = pushing ? bounds : offscreen
            beneath.frame = pushing ? tucked : bounds
            dimming.alpha = pushing ? 0.1 : 0
        }, completion: { _ in
            dimming.removeFromSuperview()
            (above.layer.shadowOpacity, above.layer.shadowRadius, above.layer.shadowOffset) = shadow
            fromView.frame = bounds
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
