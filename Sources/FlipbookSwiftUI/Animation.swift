@_spi(SwiftUI) import FlipbookUIKit

/// `Animation`: how a change made in `withAnimation` (or watched by `animation(_:value:)`)
/// moves the views from where they were to where they go: a timing curve over a duration, or a
/// spring. The views' frames, opacity, scale, rotation and offset animate, as SwiftUI's display
/// list does, and shapes are drawn again from their animated data; Flipbook runs them as UIKit's
/// additive block animations on the recording's clock.
public struct Animation: Hashable, Sendable {
    enum Timing: Hashable, Sendable {
        /// A cubic Bézier curve over a duration.
        case curve(CGPoint, CGPoint, duration: TimeInterval)
        /// An interpolating spring in closed form, starting at `initialVelocity` (a fraction of
        /// the change per second); its effects add up when changes overlap.
        case spring(Spring, initialVelocity: Double)
        /// SwiftUI's persistent spring, integrated step by step; a later one takes it over.
        case fluidSpring(FluidSpring)
        /// A `CustomAnimation` of your own.
        case custom(AnyCustomAnimation)
    }
    let timing: Timing
    var delay: TimeInterval = 0
    var speed: Double = 1
    /// How many times it runs (nil: once; `.infinity`: forever), SwiftUI's count.
    var repeatCount: Double?
    var autoreverses = false
    /// When it counts as logically complete, if not at its end (`logicallyComplete(after:)`).
    var logicallyCompleteAfter: TimeInterval?

    init(timing: Timing) { self.timing = timing }

    /// A curve through control points `(p1x, p1y)` and `(p2x, p2y)` over `duration` seconds.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(timing: .curve(CGPoint(x: p1x, y: p1y), CGPoint(x: p2x, y: p2y), duration: duration))
    }
    /// `curve` over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(timing: .curve(curve.startControlPoint, curve.endControlPoint, duration: duration))
    }
    /// Constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { timingCurve(0, 0, 1, 1, duration: duration) }
    /// Constant speed over 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }
    /// Slow, then fast (Core Animation's ease-in: 0.42, 0, 1, 1).
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(0.42, 0, 1, 1, duration: duration) }
    /// Slow, then fast, over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// Fast, then slow (0, 0, 0.58, 1).
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(0, 0, 0.58, 1, duration: duration) }
    /// Fast, then slow, over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// Slow, fast, slow (0.42, 0, 0.58, 1).
    public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(0.42, 0, 0.58, 1, duration: duration) }
    /// Slow, fast, slow, over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// SwiftUI's persistent spring: integrated as SwiftUI does (see `FluidSpring`), a change in
    /// flight taken over from where it is, keeping its velocity.
    private static func fluid(response: Double, dampingFraction: Double, blendDuration: Double) -> Animation {
        Animation(timing: .fluidSpring(FluidSpring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)))
    }
    /// The damping fraction of a spring of `bounce` (1 − bounce; 1 / (1 + bounce) when negative).
    private static func dampingFraction(bounce: Double) -> Double { bounce < 0 ? 1 / (1 + bounce) : 1 - bounce }

    /// `spring` (a change in flight is taken over keeping its velocity, the response blending
    /// over `blendDuration`).
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        fluid(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }
    /// A spring that settles in about `response` seconds, damped by `dampingFraction` (1: no
    /// bounce).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        fluid(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }
    /// A spring of perceptual `duration` and `bounce` (0: none; negative: over-damped).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        fluid(response: duration, dampingFraction: dampingFraction(bounce: bounce), blendDuration: blendDuration)
    }
    /// The default spring (response 0.5 s, damping fraction 0.825).
    public static var spring: Animation { spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0) }
    /// A quick, stiff spring for following a finger.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }
    /// A quick, stiff spring for following a finger, of perceptual `duration` and a bounce of
    /// 0.15 plus `extraBounce` (OpenSwiftUI's value, audited against SwiftUI; Apple documents
    /// none).
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }
    /// The default interactive spring.
    public static var interactiveSpring: Animation { interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25) }
    /// A spring of `mass`, `stiffness` and `damping` whose effects add up when changes overlap.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        Animation(timing: .spring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true), initialVelocity: initialVelocity))
    }
    /// A spring of perceptual `duration` and `bounce` whose effects add up when changes overlap.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        Animation(timing: .spring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity))
    }
    /// `spring`, its effects adding up when changes overlap.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(timing: .spring(spring, initialVelocity: initialVelocity))
    }
    /// The default interpolating spring (0.5 s, no bounce).
    public static var interpolatingSpring: Animation { interpolatingSpring(duration: 0.5, bounce: 0) }
    /// A spring with no bounce (plus `extraBounce`).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { spring(duration: duration, bounce: extraBounce) }
    /// A spring with a little bounce (0.15 plus `extraBounce`).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { spring(duration: duration, bounce: 0.15 + extraBounce) }
    /// A bouncy spring (0.3 plus `extraBounce`).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { spring(duration: duration, bounce: 0.3 + extraBounce) }
    /// A spring with no bounce (0.5 s).
    public static var smooth: Animation { smooth() }
    /// A spring with a little bounce (0.5 s, bounce 0.15).
    public static var snappy: Animation { snappy() }
    /// A bouncy spring (0.5 s, bounce 0.3).
    public static var bouncy: Animation { bouncy() }
    /// The default animation: since iOS 17 `spring(response: 0.55, dampingFraction: 1.0,
    /// blendDuration: 0.0)`, as Apple documents it.
    public static var `default`: Animation { spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0) }

    /// The same animation `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation {
        var animation = self
        animation.delay += delay
        return animation
    }
    /// The same animation `speed` times faster.
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        animation.speed = speed > 0 ? speed : 1
        return animation
    }
    /// The animation run `repeatCount` times, each other time backwards when `autoreverses`
    /// (each run counts: 3 reversing runs go there, back and there again).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = Double(max(repeatCount, 1))
        animation.autoreverses = autoreverses
        return animation
    }
    /// The animation run for ever, each other time backwards when `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = .infinity
        animation.autoreverses = autoreverses
        return animation
    }
    /// The animation counted logically complete `duration` seconds in (for completions that wait
    /// for that).
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        var animation = self
        animation.logicallyCompleteAfter = duration
        return animation
    }

    /// Seconds from its start (its delay over) until it is logically complete: a curve's
    /// duration, a spring's perceptual duration (a choice: Apple documents no rule), or what
    /// `logicallyComplete(after:)` says; repeats count.
    var logicalDuration: TimeInterval {
        if let logicallyCompleteAfter { return logicallyCompleteAfter }
        let once: TimeInterval
        switch timing {
        case .curve(_, _, let duration): once = duration / speed
        case .spring(let spring, _): once = spring.response / speed
        case .fluidSpring(let spring): once = spring.response / speed
        case .custom(let custom): once = custom.logicalDuration / speed
        }
        return once * (repeatCount ?? 1)
    }

    /// The spring's stiffness and damping for a mass of 1.
    var springCoefficients: (stiffness: Double, damping: Double)? {
        switch timing {
        case .spring(let spring, _): return (spring.stiffness / spring.mass, spring.damping / spring.mass)
        case .fluidSpring(let spring):
            let stiffness = FluidSpring.stiffness(response: spring.response)
            return (stiffness, 2 * stiffness.squareRoot() * spring.dampingFraction)
        default: return nil
        }
    }

    /// Makes `changes` as this animation, then runs `completion` when it ends. The views'
    /// properties animate additively, as UIKit's block animations do: a change made while
    /// another is in flight keeps the motion under way and adds its own. That is SwiftUI's rule
    /// for timing curves and for `interpolatingSpring` ("preserves velocity across overlapping
    /// animations by adding the effects of each animation", Apple's documentation), and, the
    /// spring's equation being linear, exactly SwiftUI's retargeting of a spring by a spring of
    /// the same response and damping; a spring interrupted by a different one is approximate.
    /// A SwiftUI animation keeps its own duration, curve and repeats inside another animation
    /// block (UIKit's nested blocks inherit the outer one's unless told).
    private static let ownTiming: UIView.AnimationOptions = [.overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions]

    @MainActor
    func perform(_ changes: () -> Void, completion: @escaping () -> Void) {
        let repeated = {
            guard let count = self.coreAnimationRepeatCount else { return changes() }
            UIView.modifyAnimations(withRepeatCount: CGFloat(count), autoreverses: self.autoreverses, animations: changes)
        }
        switch timing {
        case .curve(let first, let second, let duration):
            UIView._animate(withDuration: duration / speed, delay: delay, controlPoint1: first, controlPoint2: second,
                            options: Self.ownTiming, animations: repeated) { _ in completion() }
        case .spring(let spring, let velocity):
            // UIKit's spring of perceptual duration and bounce is the same spring (its damping
            // ratio 1 − bounce, or 1 / (1 + bounce) when over-damped).
            UIView.animate(springDuration: spring.response / speed, bounce: CGFloat(spring.bounce), initialSpringVelocity: CGFloat(velocity * speed),
                           delay: delay, options: Self.ownTiming, animations: repeated) { _ in completion() }
        case .fluidSpring(let spring):
            UIView._animate(with: FluidSpringMotion(spring: spring, speed: speed), duration: spring.response / speed, delay: delay,
                            options: Self.ownTiming, animations: repeated) { _ in completion() }
        case .custom(let custom):
            UIView._animate(with: CustomAnimationMotion(animation: custom, speed: speed), duration: custom.logicalDuration / speed, delay: delay,
                            options: Self.ownTiming, animations: repeated) { _ in completion() }
        }
    }
}

/// `UnitCurve`: a curve from (0, 0) to (1, 1) giving the progress of an animation at each
/// fraction of its time.
public struct UnitCurve: Hashable, Sendable {
    let startControlPoint: CGPoint
    let endControlPoint: CGPoint

    /// The cubic Bézier curve through `startControlPoint` and `endControlPoint`.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(startControlPoint: CGPoint(x: startControlPoint.x, y: startControlPoint.y),
                  endControlPoint: CGPoint(x: endControlPoint.x, y: endControlPoint.y))
    }
    /// Constant speed.
    public static let linear = UnitCurve(startControlPoint: CGPoint(x: 0, y: 0), endControlPoint: CGPoint(x: 1, y: 1))
    /// Slow, then fast.
    public static let easeIn = UnitCurve(startControlPoint: CGPoint(x: 0.42, y: 0), endControlPoint: CGPoint(x: 1, y: 1))
    /// Fast, then slow.
    public static let easeOut = UnitCurve(startControlPoint: CGPoint(x: 0, y: 0), endControlPoint: CGPoint(x: 0.58, y: 1))
    /// Slow, fast, slow.
    public static let easeInOut = UnitCurve(startControlPoint: CGPoint(x: 0.42, y: 0), endControlPoint: CGPoint(x: 0.58, y: 1))
}

extension UIView {
    /// Makes `changes` to UIKit views with a SwiftUI `animation` (iOS 18), then runs
    /// `completion` when it ends: springs, curves, delays, speeds and repeats as SwiftUI's, on
    /// the recording's clock.
    @MainActor
    public static func animate(_ animation: Animation, changes: () -> Void, completion: (() -> Void)? = nil) {
        animation.perform(changes) { completion?() }
    }
}

extension UnitCurve {
    /// The progress at `progress` of the time (0 to 1).
    public func value(at progress: Double) -> Double { bezier.value(at: min(max(progress, 0), 1)) }
    /// How fast the progress grows at `progress` of the time.
    public func velocity(at progress: Double) -> Double { slope(at: progress) }
}
