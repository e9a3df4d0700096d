import Foundation
import FlipbookScene
import FlipbookTiming

// UIView's block-based animation API over the engine's UIKit semantics (FlipbookScene's
// `Scene.animate`, which scene files use too: one implementation of them).
//
// Inside a recording, changes made in the animations closure become UIKit's additive
// animations and the completion runs at the virtual time the last of them ends. Outside a
// recording nothing animates: the changes take effect and the completion runs at once with
// `true`.
extension UIView {
    nonisolated(unsafe) private static var animationsEnabled = true

    private static var scene: Scene? { RecordingContext.current?.scene }

    /// The recording's scene when block animations can run; otherwise makes the changes and
    /// completes at once, as nothing animates outside a recording, and returns nil.
    private static func animatingScene(_ animations: () -> Void, _ completion: ((Bool) -> Void)?) -> Scene? {
        guard let scene, animationsEnabled else {
            animations()
            completion?(true)
            return nil
        }
        return scene
    }

    /// Animates changes over `duration` seconds on the ease-in-ease-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates changes, then runs `completion` with whether they ran to the end.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates changes after `delay` with `options` (curve, repeat, autoreverse, …).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        if let capture = InteractiveCapture.current {
            return capture.add(duration: duration, delay: delay, timing: OptionsCurve(options), animations: animations, completion: completion)
        }
        guard let scene = animatingScene(animations, completion) else { return }
        scene.animate(withDuration: duration, delay: delay, options: options, animations: animations,
                      completion: completion)
    }

    /// Animates changes on UIKit's damping-ratio spring over `duration`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        if let capture = InteractiveCapture.current {
            let spring = UISpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: CGVector(dx: velocity, dy: velocity))
            return capture.add(duration: duration, delay: delay, timing: spring, animations: animations, completion: completion)
        }
        guard let scene = animatingScene(animations, completion) else { return }
        scene.animate(withDuration: duration, delay: delay, usingSpringWithDamping: Double(dampingRatio),
                      initialSpringVelocity: Double(velocity), options: options, animations: animations,
                      completion: completion)
    }

    /// Animates changes on a spring of perceptual `duration` and `bounce` (iOS 17): mass 1,
    /// stiffness (2π / duration)², damping ratio 1 − `bounce` (1 / (1 + `bounce`) below 0, a
    /// choice: Apple publishes no mapping for negative bounce). The changes are additive, so a
    /// block that changes a property in flight keeps its motion and adds the new change; the
    /// completion runs when the spring settles (Core Animation's settling rule).
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
                              delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        guard let scene = animatingScene(animations, completion) else { return }
        scene.animate(with: Spring(duration: duration, bounce: Double(bounce), initialVelocity: Double(initialSpringVelocity)),
                      delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Makes the block animations `animations` creates, inside an animation block, repeat `count`
    /// times (`.infinity`: forever), reversing each other time when `autoreverses` (iOS 13).
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let scene else {
            animations()
            return
        }
        scene.modifyAnimations(withRepeatCount: Double(count), autoreverses: autoreverses, animations: animations)
    }

    /// Animates changes over `duration` on the cubic Bézier curve through `controlPoint1` and
    /// `controlPoint2`, additively like the block API (for SwiftUI's timing curves).
    @_spi(SwiftUI)
    public class func _animate(withDuration duration: TimeInterval, delay: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint,
                               options: UIView.AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard let scene = animatingScene(animations, completion) else { return }
        let curve = TimingFunction.cubicBezier(CubicBezier(Double(controlPoint1.x), Double(controlPoint1.y), Double(controlPoint2.x), Double(controlPoint2.y)))
        scene.animate(withDuration: duration, delay: delay, timingFunction: curve, options: options, animations: animations, completion: completion)
    }

    /// Animates changes along `motion`, worked out step by step for each property, additively
    /// unless the motion takes over (for SwiftUI's springs and custom animations); `duration`
    /// is what a block nested inside inherits.
    @_spi(SwiftUI)
    public class func _animate(with motion: any SteppedMotion, duration: TimeInterval, delay: TimeInterval,
                               options: UIView.AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard let scene = animatingScene(animations, completion) else { return }
        scene.animate(with: motion, duration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Animates the changes made in `addKeyframe` closures as keyframes over `duration`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void,
                                       completion: (@Sendable (Bool) -> Void)? = nil) {
        guard let scene = animatingScene(animations, completion) else { return }
        scene.animateKeyframes(withDuration: duration, delay: delay, options: options, animations: animations,
                               completion: completion)
    }

    /// One keyframe: times are fractions of the enclosing `animateKeyframes` duration.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let scene else {
            animations()
            return
        }
        scene.addKeyframe(withRelativeStartTime: frameStartTime, relativeDuration: frameDuration, animations: animations)
    }

    /// Makes the changes at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        guard let scene else {
            actionsWithoutAnimation()
            return
        }
        scene.performWithoutAnimation(actionsWithoutAnimation)
    }

    /// Turns block animations off (changes then take effect at once).
    public class func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    /// Whether block animations are on.
    public class var areAnimationsEnabled: Bool { animationsEnabled }
}
