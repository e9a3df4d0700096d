import Foundation
import FlipbookScene

// UIKit's view transitions, as the `CATransition` UIKit adds for them: the view's change of
// look in the closure is shown as one transition of the whole view (its own property changes
// are not animated one by one, unless `.allowAnimatedContent`).
extension UIView {
    /// Shows `animations`' changes to `view` as a transition over `duration`. A cross-dissolve
    /// is drawn as on iOS; a flip turns the view over about its centre line without
    /// perspective (its face narrows by the cosine of the angle); curls have no flat form, so
    /// they show as a cross-dissolve and the recording lists the substitution as a problem. The
    /// completion runs when the transition ends.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        addTransition(to: view, duration: duration, options: options)
        if options.contains(.allowAnimatedContent) {
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {})
        } else {
            performWithoutAnimation { animations?() }
        }
        complete(after: duration, completion)
    }

    /// Replaces `fromView` by `toView` in its superview (or, with `.showHideTransitionViews`,
    /// hides one and shows the other) as a transition of the superview.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            completion?(true)
            return
        }
        addTransition(to: container, duration: duration, options: options)
        performWithoutAnimation {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }
        complete(after: duration, completion)
    }

    /// The transition `options` ask for, added to the view's layer.
    private class func addTransition(to view: UIView, duration: TimeInterval, options: UIView.AnimationOptions) {
        let kind = options.rawValue & (7 << 20)
        guard kind != AnimationOptions.transitionNone.rawValue else { return }
        let transition = CATransition()
        transition.type = .fade
        let flips: [UInt: CATransitionSubtype] = [
            AnimationOptions.transitionFlipFromLeft.rawValue: .fromLeft, AnimationOptions.transitionFlipFromRight.rawValue: .fromRight,
            AnimationOptions.transitionFlipFromTop.rawValue: .fromTop, AnimationOptions.transitionFlipFromBottom.rawValue: .fromBottom,
        ]
        if let side = flips[kind] {
            transition.type = CATransitionType(rawValue: "flip")
            transition.subtype = side
        } else if kind != AnimationOptions.transitionCrossDissolve.rawValue {
            view.layer.report("a curl transition has no flat form, which is all Flipbook draws; it is shown as a cross-dissolve")
        }
        transition.duration = duration
        transition.timingFunction = CAMediaTimingFunction(options.timingFunction)
        view.layer.add(transition, forKey: kCATransition)
    }

    /// Runs the completion when the transition ends (at once outside a recording).
    private class func complete(after duration: TimeInterval, _ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        guard let scene = RecordingContext.current?.scene else { return completion(true) }
        scene.at(scene.now + max(duration, 0)) { completion(true) }
    }
}
