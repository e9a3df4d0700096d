import FlipbookScene
import Foundation

/// The view presentations happen in, over the window's other views (UIKit's transition view).
final class TransitionContainerView: UIView {
    weak var presentation: UIPresentationController?

    override func layoutSubviews() {
        presentation?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentation?.containerViewDidLayoutSubviews()
    }
}

/// One presentation or dismissal: the context its animator gets, from the call that starts it
/// to `completeTransition(_:)`, which ends it at its own virtual time. Appearance callbacks
/// begin at the start and end at the completion, then the completion block runs, as UIKit
/// orders them.
final class ModalTransition: NSObject, UIViewControllerContextTransitioning, AnimatorCarrying {
    enum Kind { case presentation, dismissal }

    let kind: Kind
    let presented: UIViewController
    let presenter: UIViewController
    let presentation: UIPresentationController
    let containerView: UIView
    let isAnimated: Bool
    let animator: UIViewControllerAnimatedTransitioning
    /// The object driving the transition from a gesture, if any.
    let interaction: UIViewControllerInteractiveTransitioning?
    private let completion: (() -> Void)?
    private(set) var transitionWasCancelled = false
    private(set) var isCompleted = false
    /// The controllers each side's appearance changes: the controller and those whose views are
    /// in its view (children), parents first.
    private var presentedSide: [UIViewController] = []
    private var presenterSide: [UIViewController] = []
    private var coordinator: TransitionCoordinator?

    /// Transitions started and not completed, checked when a recording ends.
    static var running: [ModalTransition] = []

    /// Lists a problem with a presentation on the controller's layer, as UIKit logs it.
    static func report(_ message: String, on controller: UIViewController) {
        if let view = controller.viewIfLoaded {
            view.layer.report(message, isWarning: true)
        } else {
            DrawingProblems.list([message])
        }
    }

    /// At the end of a recording: transitions whose animator never called
    /// `completeTransition(_:)` are listed (their completion blocks never ran).
    static func reportUnfinished() {
        for transition in running {
            report("the \(transition.kind == .presentation ? "presentation" : "dismissal") of \(type(of: transition.presented)) never ended: its animator did not call completeTransition(_:), so its completion and appearance callbacks did not run", on: transition.presenter)
        }
        running = []
    }

    init(kind: Kind, presented: UIViewController, presenter: UIViewController, presentation: UIPresentationController,
         container: UIView, animated: Bool, animator: UIViewControllerAnimatedTransitioning,
         interaction: UIViewControllerInteractiveTransitioning? = nil, completion: (() -> Void)?) {
        self.kind = kind
        self.presented = presented
        self.presenter = presenter
        self.presentation = presentation
        self.containerView = container
        self.isAnimated = animated
        self.animator = animator
        self.interaction = animated ? interaction : nil
        self.completion = completion
        super.init()
    }

    var isInteractive: Bool { interaction != nil && !isCompleted }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() { coordinator?.interactionEnded() }
    func cancelInteractiveTransition() {
        transitionWasCancelled = true
        coordinator?.interactionEnded()
    }
    func pauseInteractiveTransition() {}
    var presentationStyle: UIModalPresentationStyle { presented.modalPresentationStyle }
    var targetTransform: CGAffineTransform { .identity }

    private var arriving: UIViewController { kind == .presentation ? presented : presenter }
    private var leaving: UIViewController { kind == .presentation ? presenter : presented }
    /// Whether the presenter's view takes part (it leaves the window under a full-screen
    /// presentation; otherwise it stays where it is and the animator is given no view for it).
    private var presenterMoves: Bool { presentation.shouldRemovePresentersView }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return leaving
        case .to: return arriving
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let controller: UIViewController
        switch key {
        case .from: controller = leaving
        case .to: controller = arriving
        default: return nil
        }
        if controller === presenter, !presenterMoves { return nil }
        return controller === presented ? presentation.presentedView : controller.view
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === leaving ? (vc.viewIfLoaded?.frame ?? .zero) : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        guard vc === arriving else { return .zero }
        return vc === presented ? presentation.frameOfPresentedViewInContainerView : containerView.bounds
    }

    /// The controllers whose appearance a side of the transition changes.
    private func controllers(of controller: UIViewController) -> [UIViewController] {
        guard let view = controller.viewIfLoaded else { return [controller] }
        let found = AppearanceForwarding.controllers(under: view)
        return found.isEmpty ? [controller] : found
    }

    /// Starts: the "will" callbacks, then the animator (or, unanimated, the end at once).
    func start() {
        ModalTransition.running.append(self)
        presentedSide = controllers(of: presented)
        presenterSide = presenterMoves ? controllers(of: presenter) : []
        // Their views move by the transition's hand: automatic forwarding stays out of it.
        for controller in presentedSide { controller.transitionRole = .presented }
        for controller in presenterSide { controller.transitionRole = .presenting }
        let presenting = kind == .presentation
        // The coordinator exists before the presentation controller hears of the transition:
        // Apple's pattern animates a dimming view from `presentationTransitionWillBegin()`
        // through `presentedViewController.transitionCoordinator`.
        coordinator = TransitionCoordinator(context: self, duration: isAnimated ? animator.transitionDuration(using: self) : 0)
        for controller in [presented, presenter] { controller.runningCoordinator = coordinator }
        if presenting {
            presentation.containerView = containerView
            presentation.presentationTransitionWillBegin()
        } else {
            if presenterMoves, let view = presenter.viewIfLoaded {
                view.isHidden = false
                view.setNeedsLayout()  // back in the window, it is laid out again
            }
            presentation.dismissalTransitionWillBegin()
        }
        for controller in presentedSide { controller.beginAppearance(presenting, animated: isAnimated) }
        for controller in presenterSide { controller.beginAppearance(!presenting, animated: isAnimated) }
        if let interaction {
            interaction.startInteractiveTransition(self)
        } else if isAnimated {
            animator.animateTransition(using: self)
        } else {
            if kind == .presentation, let view = presentation.presentedView {
                view.frame = finalFrame(for: presented)
                containerView.addSubview(view)
            }
            completeTransition(true)
        }
    }

    /// Ends the transition: views leave, the "did" callbacks run, then the completion block.
    func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else { return }
        isCompleted = true
        transitionWasCancelled = transitionWasCancelled || !didComplete
        ModalTransition.running.removeAll { $0 === self }
        let finishedPresenting = (kind == .presentation) == didComplete
        if finishedPresenting {
            // UIKit takes the covered presenter's view out of the window; a recording keeps
            // each layer in one place, so it is hidden instead (its `window` stays set).
            if presenterMoves { presenter.viewIfLoaded?.isHidden = true }
        } else {
            presentation.presentedView?.removeFromSuperview()
            containerView.removeFromSuperview()
        }
        AppearanceForwarding.endTransition(of: presentedSide + presenterSide, completed: didComplete, animated: isAnimated)
        if kind == .presentation {
            presentation.presentationTransitionDidEnd(didComplete)
        } else {
            presentation.dismissalTransitionDidEnd(didComplete)
        }
        if !finishedPresenting {
            presenter.presentedController = nil
            presented.presentingController = nil
            presented.activePresentation = nil
        }
        for controller in [presented, presenter] where controller.runningCoordinator === coordinator { controller.runningCoordinator = nil }
        coordinator?.transitionEnded()
        if didComplete { completion?() }
        animator.animationEnded(didComplete)
    }
}
