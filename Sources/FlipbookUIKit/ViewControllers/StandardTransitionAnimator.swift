import Foundation

/// UIKit's own presentation animations, for controllers without a custom animator.
///
/// Apple documents no durations or curves for them; these are chosen from public evidence and
/// approximate: `coverVertical` slides the whole container height in 0.5 s on a critically
/// damped spring (iOS 7 and later present on a spring without overshoot; 0.5 s is the
/// `transitionDuration` that the transition coordinator is commonly reported to give for
/// presentations); `crossDissolve` fades in 0.4 s ease-in-ease-out (the duration users of it
/// measure, e.g. quanshousio/ToastUI issue 35); `flipHorizontal` turns the container over in
/// 0.75 s; `partialCurl` has no flat form and is drawn as a cross-dissolve and listed in
/// `Timeline.problems`.
final class StandardTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        switch style {
        case .coverVertical: 0.5
        case .crossDissolve, .partialCurl: 0.4
        case .flipHorizontal: 0.75
        }
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let moving = presenting ? transitionContext.view(forKey: .to) : transitionContext.view(forKey: .from)
        let controller = transitionContext.viewController(forKey: presenting ? .to : .from)
        guard let moving, let controller else {
            transitionContext.completeTransition(true)
            return
        }
        let rest = presenting ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        if presenting {
            moving.frame = rest
            container.addSubview(moving)
        }
        let done: (Bool) -> Void = { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        switch style {
        case .coverVertical:
            let below = rest.offsetBy(dx: 0, dy: container.bounds.height - rest.minY)
            if presenting { moving.frame = below }
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                           animations: { moving.frame = self.presenting ? rest : below }, completion: done)
        case .crossDissolve, .partialCurl:
            if style == .partialCurl {
                ModalTransition.report("modalTransitionStyle .partialCurl has no flat form: it is drawn as a cross-dissolve", on: controller)
            }
            if presenting { moving.alpha = 0 }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut],
                           animations: { moving.alpha = self.presenting ? 1 : 0 }, completion: done)
        case .flipHorizontal:
            if presenting { moving.isHidden = true }
            UIView.transition(with: container, duration: duration, options: [presenting ? .transitionFlipFromRight : .transitionFlipFromLeft],
                              animations: { moving.isHidden = !self.presenting }, completion: done)
        }
    }
}
