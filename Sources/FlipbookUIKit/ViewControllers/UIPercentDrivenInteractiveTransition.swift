import Foundation

/// `UIViewControllerInteractiveTransitioning`: an object that drives a transition from a
/// gesture instead of letting it run.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the transition, to be driven through the context.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How much faster than its duration the transition finishes or cancels once let go (1).
    var completionSpeed: CGFloat { get }
    /// The curve of that last part (ease-in-ease-out).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts driven (true) or running.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1 by default.
    public var completionSpeed: CGFloat { 1 }
    /// Ease-in-ease-out by default.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True by default.
    public var wantsInteractiveStart: Bool { true }
}

/// The transition contexts' share of an interactive transition: the animator whose block
/// animations the interaction controller scrubs.
@MainActor
protocol AnimatorCarrying: AnyObject {
    var animator: UIViewControllerAnimatedTransitioning { get }
}

/// While an interactive transition starts, the block animations its animator makes
/// (`UIView.animate`) become paused property animators, which the interaction controller
/// scrubs, finishes or runs back. (UIKit pauses the container's layers and moves their time
/// instead; the pictures are the same.)
@MainActor
final class InteractiveCapture {
    nonisolated(unsafe) static var current: InteractiveCapture?
    private(set) var animators: [UIViewPropertyAnimator] = []

    /// Takes one block animation: its changes, timing and completion.
    func add(duration: TimeInterval, delay: TimeInterval, timing: UITimingCurveProvider, animations: @escaping () -> Void,
             completion: ((Bool) -> Void)?) {
        let total = max(duration + delay, 0)
        let animator = UIViewPropertyAnimator(duration: total, timingParameters: timing)
        animator.addAnimations(animations, delayFactor: total > 0 ? CGFloat(delay / total) : 0)
        if let completion { animator.addCompletion { _ in completion(true) } }
        animator.pauseAnimation()
        animators.append(animator)
    }

    /// Runs `body` capturing the block animations it makes.
    static func capturing(_ body: () -> Void) -> [UIViewPropertyAnimator] {
        let capture = InteractiveCapture()
        let outer = current
        current = capture
        body()
        current = outer
        return capture.animators
    }
}

/// `UIPercentDrivenInteractiveTransition`: drives a transition's animator by a fraction, as a
/// finger does: `update(_:)` scrubs it, `finish()` lets it run to its end and `cancel()` back
/// to its start (both over the time left divided by `completionSpeed`, on `completionCurve`),
/// and the animator's completion then calls `completeTransition(_:)` (false when cancelled),
/// at its own virtual time.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How far along the transition is, 0 to 1.
    open private(set) var percentComplete: CGFloat = 0
    /// The transition's duration (its animator's).
    open private(set) var duration: CGFloat = 0
    /// How much faster than its duration the rest runs once let go (1 by default).
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest (ease-in-ease-out by default).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the rest, overriding `completionCurve` when set.
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts driven (true) or running until `pause()`.
    open var wantsInteractiveStart = true

    private weak var context: UIViewControllerContextTransitioning?
    private var animators: [UIViewImplicitlyAnimating] = []

    /// Starts the transition paused at its start, to be driven: the animator's
    /// `interruptibleAnimator(using:)` when it has one, else the block animations of its
    /// `animateTransition(using:)`.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let animator = (transitionContext as? AnimatorCarrying)?.animator else { return }
        duration = CGFloat(animator.transitionDuration(using: transitionContext))
        percentComplete = 0
        let interruptible = animator.interruptibleAnimator(using: transitionContext)
        if interruptible !== NoInterruptibleAnimator.shared {
            interruptible.pauseAnimation()
            animators = [interruptible]
        } else {
            animators = InteractiveCapture.capturing { animator.animateTransition(using: transitionContext) }
        }
        if !wantsInteractiveStart { for running in animators { running.startAnimation() } }
    }

    /// Moves the transition to a fraction (0 to 1) of the way.
    open func update(_ percentComplete: CGFloat) {
        let fraction = percentComplete.isFinite ? min(max(percentComplete, 0), 1) : 0
        self.percentComplete = fraction
        for animator in animators where !animator.isRunning { animator.fractionComplete = fraction }
        context?.updateInteractiveTransition(fraction)
    }

    /// Holds the transition where it is (after letting it run).
    open func pause() {
        for animator in animators where animator.isRunning { animator.pauseAnimation() }
        if let first = animators.first { percentComplete = first.fractionComplete }
        context?.pauseInteractiveTransition()
    }

    /// Lets the transition run to its end.
    open func finish() {
        context?.finishInteractiveTransition()
        letGo(reversed: false)
    }

    /// Runs the transition back to its start; it completes cancelled.
    open func cancel() {
        context?.cancelInteractiveTransition()
        letGo(reversed: true)
    }

    private func letGo(reversed: Bool) {
        let timing = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
        for animator in animators {
            animator.isReversed = reversed
            animator.continueAnimation(withTimingParameters: timing, durationFactor: 1 / max(completionSpeed, 0.01))
        }
    }
}
