import Foundation

/// Presentation: `present(_:animated:completion:)` and `dismiss(animated:completion:)` on the
/// virtual clock. The transition starts at the call and ends when its animator calls
/// `completeTransition(_:)`; appearance callbacks and the completion block run then.
extension UIViewController {
    /// Presents a controller over this one's (or, from a child, its topmost parent's). UIKit's
    /// own animation follows `modalTransitionStyle`; a `transitioningDelegate` may give an
    /// animator and, for `.custom`, a presentation controller. Presenting while a presentation
    /// is shown, a controller already presented, or from a controller whose view is in no
    /// window does nothing and is listed in `Timeline.problems`, as UIKit logs it.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        var presenter = self
        while let parent = presenter.parent { presenter = parent }
        let name = { (controller: UIViewController) in String(describing: type(of: controller)) }
        if let shown = presenter.presentedController {
            return ModalTransition.report("Attempt to present \(name(viewControllerToPresent)) on \(name(presenter)) which is already presenting \(name(shown)); nothing is presented", on: presenter)
        }
        if viewControllerToPresent.presentingController != nil || viewControllerToPresent === presenter {
            return ModalTransition.report("Attempt to present \(name(viewControllerToPresent)), which is already presented; nothing is presented", on: presenter)
        }
        guard let window = presenter.viewIfLoaded?.window else {
            return ModalTransition.report("Attempt to present \(name(viewControllerToPresent)) on \(name(presenter)) whose view is not in the window hierarchy; nothing is presented", on: presenter)
        }
        let style = viewControllerToPresent.modalPresentationStyle
        let delegate = viewControllerToPresent.transitioningDelegate
        let presentation = (style == .custom ? delegate?.presentationController(forPresented: viewControllerToPresent, presenting: presenter, source: self) : nil)
            ?? StandardPresentationController(presented: viewControllerToPresent, presenting: presenter, style: style)
        let container = TransitionContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentation = presentation
        window.addSubview(container)
        viewControllerToPresent.loadViewIfNeeded()
        presenter.presentedController = viewControllerToPresent
        viewControllerToPresent.presentingController = presenter
        viewControllerToPresent.activePresentation = presentation
        let animator = delegate?.animationController(forPresented: viewControllerToPresent, presenting: presenter, source: self)
            ?? StandardTransitionAnimator(style: viewControllerToPresent.modalTransitionStyle, presenting: true)
        ModalTransition(kind: .presentation, presented: viewControllerToPresent, presenter: presenter, presentation: presentation,
                        container: container, animated: flag && UIView.areAnimationsEnabled, animator: animator,
                        interaction: delegate?.interactionControllerForPresentation(using: animator), completion: completion).start()
    }

    /// Dismisses the controller this one presents, or, if it presents none, this one (as
    /// UIKit forwards the call to the presenter). With nothing to dismiss, the completion runs.
    /// A dismissal driven by an interaction controller may be cancelled: the controller then
    /// stays presented, and the completion does not run.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        var root = self
        while let parent = root.parent { root = parent }
        guard let presented = root.presentedController ?? (root.presentingController != nil ? root : nil),
              let presenter = presented.presentingController, let presentation = presented.activePresentation,
              let container = presentation.containerView else {
            completion?()
            return
        }
        // A controller presented on the one dismissed goes with it, at once.
        if let above = presented.presentedController { above.dismiss(animated: false) }
        let animator = presented.transitioningDelegate?.animationController(forDismissed: presented)
            ?? StandardTransitionAnimator(style: presented.modalTransitionStyle, presenting: false)
        ModalTransition(kind: .dismissal, presented: presented, presenter: presenter, presentation: presentation,
                        container: container, animated: flag && UIView.areAnimationsEnabled, animator: animator,
                        interaction: presented.transitioningDelegate?.interactionControllerForDismissal(using: animator), completion: completion).start()
    }

    /// The presentation controller of the presentation showing this controller (or the one it
    /// would get).
    public var presentationController: UIPresentationController? { activePresentation }
}
