@_spi(SwiftUI) import FlipbookUIKit

/// `Animation`: how a change made in `withAnimation` (or watched by `animation(_:value:)`)
/// moves the views from where they were to where they go: a timing curve over a duration, or a
/// spring. The views' frames, opacity, scale, rotation and offset animate, as SwiftUI's display
/// list does; Flipbook runs the animation through UIKit's property animator on the recording's
/// clock.
public struct Animation: Equatable, Sendable {
    enum Timing: Equatable, Sendable {
        /// A cubic Bézier curve over a duration.
        case curve(CGPoint, CGPoint, duration: TimeInterval)
        /// A spring of mass 1: Apple's formulas give stiffness (2π / response)² and damping
        /// 4π × dampingFraction / response (WWDC 2023, "Animate with springs"; the issue's
        /// check: `Spring(duration: 0.5, bounce: 0.3)` has stiffness 157.9 and damping 17.6).
        case spring(response: TimeInterval, dampingFraction: Double)
    }
    let timing: Timing
    var delay: TimeInterval = 0
    var speed: Double = 1

    /// A curve through control points `(p1x, p1y)` and `(p2x, p2y)` over `duration` seconds.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(timing: .curve(CGPoint(x: p1x, y: p1y), CGPoint(x: p2x, y: p2y), duration: duration))
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

    /// A spring that settles in about `response` seconds, damped by `dampingFraction` (1: no
    /// bounce).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(timing: .spring(response: response, dampingFraction: dampingFraction))
    }
    /// A spring of perceptual `duration` and `bounce` (0: none; negative: overdamped), as iOS 17
    /// describes springs: response `duration`, damping fraction 1 − `bounce` (1 / (1 + `bounce`)
    /// for a negative bounce).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let fraction = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return Animation(timing: .spring(response: duration, dampingFraction: fraction))
    }
    /// A spring with no bounce (0.5 s).
    public static var smooth: Animation { spring(duration: 0.5, bounce: 0) }
    /// A spring with a little bounce (0.5 s, bounce 0.15).
    public static var snappy: Animation { spring(duration: 0.5, bounce: 0.15) }
    /// A bouncy spring (0.5 s, bounce 0.3).
    public static var bouncy: Animation { spring(duration: 0.5, bounce: 0.3) }
    /// The default spring.
    public static var spring: Animation { spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0) }
    /// The default animation: since iOS 17 a smooth spring (WWDC 2023, "Animate with springs").
    public static var `default`: Animation { smooth }

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

    /// The stiffness and damping of a spring.
    var springCoefficients: (stiffness: Double, damping: Double)? {
        guard case .spring(let response, let fraction) = timing, response > 0 else { return nil }
        return (pow(2 * .pi / response, 2), 4 * .pi * fraction / response)
    }

    /// Makes `changes` as this animation, then runs `completion` when it ends. The views'
    /// properties animate additively, as UIKit's block animations do: a change made while
    /// another is in flight keeps the motion under way and adds its own. That is SwiftUI's rule
    /// for timing curves and for `interpolatingSpring` ("preserves velocity across overlapping
    /// animations by adding the effects of each animation", Apple's documentation), and, the
    /// spring's equation being linear, exactly SwiftUI's retargeting of a spring by a spring of
    /// the same response and damping; a spring interrupted by a different one is approximate.
    @MainActor
    func perform(_ changes: () -> Void, completion: @escaping () -> Void) {
        switch timing {
        case .curve(let first, let second, let duration):
            UIView._animate(withDuration: duration / speed, delay: delay, controlPoint1: first, controlPoint2: second,
                            animations: changes) { _ in completion() }
        case .spring(let response, let fraction):
            // UIKit's spring of perceptual duration and bounce is this spring: response = duration,
            // damping fraction 1 − bounce (1 / (1 + bounce) when over-damped).
            let bounce = fraction <= 1 ? 1 - fraction : 1 / fraction - 1
            UIView.animate(springDuration: response / speed, bounce: CGFloat(bounce), delay: delay, animations: changes) { _ in completion() }
        }
    }
}

/// `Transaction`: the animation of the changes being made.
public struct Transaction: Sendable {
    /// The animation (nil: the changes happen at once).
    public var animation: Animation?
    /// Whether animations the views ask for are turned off.
    public var disablesAnimations = false

    /// A transaction with `animation`.
    public init(animation: Animation? = nil) { self.animation = animation }

    /// The transaction of the code running now (`withAnimation` sets it).
    @MainActor static var current = Transaction()
}

/// Makes the changes `body` makes with `animation`: the views that depend on them move there
/// with it at the next update (at this instant in a recording).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Makes the changes `body` makes in `transaction`.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = saved }
    return try body()
}

/// `_ValueAnimationModifier`: `animation(_:value:)`.
public struct _ValueAnimationModifier<Value: Equatable>: ViewModifier {
    let animation: Animation?
    let value: Value
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _ValueAnimationModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        var isNew = false
        let memory = graph.storage(for: path.description + ".animation") {
            isNew = true
            return ChangeMemory(value)
        }
        if !isNew, memory.value != value {
            memory.value = value
            if graph.updateAnimation == nil, let animation { graph.updateAnimation = animation }
        }
        return content()
    }
}

extension View {
    /// Animates the changes in the view when `value` changes, with `animation` (a change made in
    /// `withAnimation` keeps its own). The whole update is animated here, not only this view.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _ValueAnimationModifier<V>> {
        modifier(_ValueAnimationModifier(animation: animation, value: value))
    }
}
