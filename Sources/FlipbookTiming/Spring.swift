import Foundation

/// A damped harmonic spring (`CASpringAnimation`), pulling progress from 0 towards 1.
///
/// Closed forms follow WebKit's `SpringSolver.h` (timing.md §4.4). Time is in seconds of the
/// animation's local time: a spring's `duration` only decides when it stops, it does not
/// stretch the motion.
public struct Spring: Sendable, Hashable {
    /// The moving mass; Core Animation's default is 1. Must be > 0.
    public let mass: Double
    /// The spring constant; default 100. Must be > 0.
    public let stiffness: Double
    /// The friction coefficient; default 10. Must be ≥ 0 (0 never settles).
    public let damping: Double
    /// Initial velocity in fractions of the distance per second; positive moves towards the target.
    public let initialVelocity: Double
    /// Whether damping ratios above 1 move as over-damped springs; when false (Core Animation's
    /// default before `allowsOverdamping`), they move as critically damped ones.
    public let allowsOverdamping: Bool

    /// Creates a spring. Like Core Animation, which logs and resets invalid values, a mass or
    /// stiffness ≤ 0 or a negative damping falls back to its default (1, 100, 10); scene
    /// validation rejects such values before they reach here.
    public init(
        mass: Double = 1,
        stiffness: Double = 100,
        damping: Double = 10,
        initialVelocity: Double = 0,
        allowsOverdamping: Bool = false
    ) {
        self.mass = mass > 0 && mass.isFinite ? mass : 1
        self.stiffness = stiffness > 0 && stiffness.isFinite ? stiffness : 100
        self.damping = damping >= 0 && damping.isFinite ? damping : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.allowsOverdamping = allowsOverdamping
    }

    /// ω0 = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2√(k·m)): below 1 it overshoots, 1 is critical, above 1 is over-damped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The damping ratio the motion uses: over-damped ratios clamp to 1 unless allowed.
    var effectiveDampingRatio: Double {
        allowsOverdamping ? dampingRatio : min(dampingRatio, 1)
    }

    /// Distance still to go at time t, as a fraction of the whole: 1 at t = 0, 0 at rest.
    public func displacement(at time: Double) -> Double {
        guard time > 0 else { return 1 }
        let omega = naturalFrequency
        let zeta = effectiveDampingRatio
        let velocity = initialVelocity
        if zeta < 1 {
            let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
            let sineWeight = (zeta * omega - velocity) / dampedOmega
            return exp(-zeta * omega * time)
                * (cos(dampedOmega * time) + sineWeight * sin(dampedOmega * time))
        }
        if zeta == 1 {
            return (1 + (omega - velocity) * time) * exp(-omega * time)
        }
        let (slowRate, fastRate, slowWeight, fastWeight) = overdampedTerms(omega: omega, zeta: zeta)
        return slowWeight * exp(slowRate * time) + fastWeight * exp(fastRate * time)
    }

    /// Progress at time t: 1 − displacement. It overshoots 1 when the spring is under-damped.
    public func progress(at time: Double) -> Double { 1 - displacement(at: time) }

    /// The two decay rates (r1 > r2, both negative) and their weights for ζ > 1.
    func overdampedTerms(omega: Double, zeta: Double) -> (Double, Double, Double, Double) {
        let root = omega * (zeta * zeta - 1).squareRoot()
        let slowRate = -zeta * omega + root
        let fastRate = -zeta * omega - root
        let fastWeight = (-initialVelocity - slowRate) / (fastRate - slowRate)
        return (slowRate, fastRate, 1 - fastWeight, fastWeight)
    }
}
