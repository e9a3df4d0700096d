import Foundation

/// `UIViewAnimating`: an animation that can be started, paused, scrubbed, reversed and stopped
/// (what `UIViewPropertyAnimator` is).
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    /// Inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running.
    var isRunning: Bool { get }
    /// Whether they run towards the start.
    var isReversed: Bool { get set }
    /// How far along they are, settable while paused.
    var fractionComplete: CGFloat { get set }
    /// Starts them.
    func startAnimation()
    /// Starts them after a delay.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses them where they are.
    func pauseAnimation()
    /// Stops them where they are.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes stopped animations at a position.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// `UIViewImplicitlyAnimating`: an animation that takes animation blocks and completions, and
/// continues with new timing (what `UIViewPropertyAnimator` is).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start a fraction of the remaining time from now.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a completion.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Continues paused animations with new timing.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}
