import FlipbookUIKit

/// `Spring`: a damped spring of mass `mass`, as SwiftUI describes its springs. The perceptual
/// description (duration and bounce) and the physical one (mass, stiffness, damping) are the
/// same spring: stiffness (2π / duration)² × mass and damping 4π × (1 − bounce) / duration × mass
/// for a bounce of 0 or more (WWDC 2023, "Animate with springs"; Apple's check:
/// `Spring(duration: 0.5, bounce: 0.3)` has stiffness 157.9 and damping 17.6). Below 0 the spring
/// is over-damped with damping ratio 1 / (1 + bounce) (a choice: Apple publishes no mapping).
public struct Spring: Hashable, Sendable {
    /// The mass at the end of the spring.
    public let mass: Double
    /// How strongly the spring pulls.
    public let stiffness: Double
    /// How strongly it is slowed.
    public let damping: Double

    /// A spring of mass `mass`, `stiffness` and `damping`; a damping above the critical one is
    /// kept only when `allowOverDamping`.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = mass > 0 ? mass : 1
        self.stiffness = max(stiffness, 0)
        let critical = 2 * (self.stiffness * self.mass).squareRoot()
        self.damping = allowOverDamping ? max(damping, 0) : min(max(damping, 0), critical)
    }

    /// A spring of perceptual `duration` and `bounce` (0: none; up to 1: undamped; down to −1:
    /// over-damped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let bounce = min(max(bounce, -0.99), 1)
        self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// A spring of mass 1 that settles in about `response` seconds, damped by `dampingRatio` (1:
    /// critically).
    public init(response: Double, dampingRatio: Double) {
        let response = response > 0 ? response : 0.5
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * max(dampingRatio, 0) * omega, allowOverDamping: true)
    }

    /// A spring of `dampingRatio` that comes within `epsilon` of its target (from rest, a unit
    /// away) after `settlingDuration` seconds.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // The time to settle scales as 1 / ω₀: find it for ω₀ = 1, then scale.
        let unit = Spring(mass: 1, stiffness: 1, damping: 2 * max(dampingRatio, 1e-6), allowOverDamping: true)
        let time = unit.settlingDuration(target: 1.0, initialVelocity: 0, epsilon: epsilon)
        let omega = settlingDuration > 0 && time.isFinite ? time / settlingDuration : 1
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * max(dampingRatio, 1e-6) * omega, allowOverDamping: true)
    }

    /// ω₀ = √(stiffness / mass).
    private var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// The damping ratio ζ = damping / (2 √(stiffness × mass)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The perceptual duration: 2π / ω₀.
    public var response: Double { 2 * Double.pi / naturalFrequency }
    /// The perceptual duration (the response).
    public var duration: TimeInterval { response }
    /// How bouncy: 1 − ζ, or 1 / ζ − 1 when over-damped.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// The time it takes to come within 0.001 of its target, from rest a unit away.
    public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001) }

    /// The spring's motion from 0 towards 1 with an initial velocity of `velocity`: the
    /// weights of the start (`a`) and of the velocity (`b`) in the displacement from the target
    /// at `time`, and their rates of change.
    private func weights(at time: Double) -> (a: Double, b: Double, da: Double, db: Double) {
        let omega = naturalFrequency, zeta = dampingRatio, t = max(time, 0)
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot(), decay = exp(-zeta * omega * t)
            let (c, s) = (cos(damped * t), sin(damped * t))
            let a = decay * (c + zeta * omega / damped * s)
            let b = decay * s / damped
            return (a, b, -decay * s * omega * omega / damped, decay * (c - zeta * omega / damped * s))
        }
        if zeta == 1 {
            let decay = exp(-omega * t)
            return ((1 + omega * t) * decay, t * decay, -omega * omega * t * decay, (1 - omega * t) * decay)
        }
        let root = omega * (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-zeta * omega + root, -zeta * omega - root)
        let (e1, e2) = (exp(r1 * t), exp(r2 * t))
        return ((r2 * e1 - r1 * e2) / (r2 - r1), (e2 - e1) / (r2 - r1),
                r1 * r2 * (e1 - e2) / (r2 - r1), (r2 * e2 - r1 * e1) / (r2 - r1))
    }

    /// Where a value animated from zero towards `target`, starting at `initialVelocity`, is
    /// `time` seconds in.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let w = weights(at: time)
        return target.scaled(by: 1 - w.a) + initialVelocity.scaled(by: w.b)
    }

    /// How fast that value moves `time` seconds in.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let w = weights(at: time)
        return target.scaled(by: -w.da) + initialVelocity.scaled(by: w.db)
    }

    /// The time after which the value stays within `epsilon` of `target` (checked each
    /// millisecond up to a minute — a choice: SwiftUI's own rule is not published).
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let limit = epsilon * epsilon
        var settledSince: Double?
        var step = 0
        while step <= 60_000 {
            let time = Double(step) / 1000
            let offset = value(target: target, initialVelocity: initialVelocity, time: time) - target
            if offset.magnitudeSquared < limit {
                if settledSince == nil { settledSince = time }
            } else {
                settledSince = nil
            }
            step += 1
        }
        return settledSince ?? .infinity
    }

    /// No bounce, 0.5 s.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A little bounce (0.15), 0.5 s.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// More bounce (0.3), 0.5 s.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    /// No bounce (plus `extraBounce`), over `duration`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    /// A bounce of 0.15 (plus `extraBounce`), over `duration`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    /// A bounce of 0.3 (plus `extraBounce`), over `duration`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}
