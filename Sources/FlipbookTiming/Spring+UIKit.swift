import Foundation

extension Spring {
    /// The spring UIKit builds for `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    ///
    /// UIKit derives stiffness and damping from (duration, ratio) privately. We use the public
    /// approximation of Framer, also used by open-source iOS spring playgrounds (timing.md §4.4):
    /// mass 1, and ω0 such that the spring's envelope at `duration` is 1e-3 of the distance.
    /// `dampingRatio` is clamped to (0, 1] and `duration` to [0.01, 10] s, as there.
    ///
    /// - Parameters:
    ///   - dampingRatio: UIKit's `usingSpringWithDamping` (1 = no overshoot).
    ///   - duration: the animation's duration in seconds.
    ///   - initialVelocity: UIKit's `initialSpringVelocity`: 1 = the whole distance in one second.
    public init(dampingRatio: Double, duration: Double, initialVelocity: Double = 0) {
        let zeta = min(max(dampingRatio.isFinite ? dampingRatio : 1, 1e-3), 1)
        let span = min(max(duration.isFinite ? duration : 0.5, 0.01), 10)
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        let omega = Self.uiKitNaturalFrequency(zeta: zeta, duration: span, velocity: velocity)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: velocity)
    }

    /// The spring of SwiftUI / WWDC 2018 "Designing Fluid Interfaces": mass 1,
    /// stiffness (2π / response)², damping 4π·ζ / response.
    public init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let safeResponse = response > 0 && response.isFinite ? response : 0.5
        let stiffness = pow(2 * Double.pi / safeResponse, 2)
        let damping = 4 * Double.pi * max(dampingRatio, 0) / safeResponse
        self.init(
            mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
            allowsOverdamping: dampingRatio > 1)
    }

    /// iOS 17's `Spring(duration:bounce:)` / `CASpringAnimation(perceptualDuration:bounce:)`:
    /// response = duration, ζ = 1 − bounce for bounce ≥ 0.
    ///
    /// Apple does not publish the mapping for negative bounce; we use ζ = 1 / (1 + bounce), which
    /// is continuous at 0 and over-damped below it, and clamp bounce to (−1, 1].
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        let clampedBounce = min(max(bounce.isFinite ? bounce : 0, -0.99), 1)
        let zeta = clampedBounce >= 0 ? 1 - clampedBounce : 1 / (1 + clampedBounce)
        self.init(response: duration, dampingRatio: zeta, initialVelocity: initialVelocity)
    }

    /// Solves Framer's envelope equation for ω0 with Newton's method (12 steps from 5/duration),
    /// falling back to bisection where Newton leaves the valid range.
    static func uiKitNaturalFrequency(zeta: Double, duration: Double, velocity: Double) -> Double {
        let epsilon = 1e-3
        func envelope(_ omega: Double) -> Double {
            if zeta < 1 {
                let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
                return epsilon - (zeta * omega - velocity) / dampedOmega * exp(-zeta * omega * duration)
            }
            return exp(-omega * duration) * ((omega - velocity) * duration + 1) - epsilon
        }
        var omega = 5 / duration
        for _ in 0..<12 {
            let step = max(omega * 1e-6, 1e-9)
            let derivative = (envelope(omega + step) - envelope(omega - step)) / (2 * step)
            guard derivative != 0, derivative.isFinite else { break }
            omega -= envelope(omega) / derivative
        }
        if omega > 0, omega.isFinite, abs(envelope(omega)) < 1e-9 { return omega }

        // Bisection over a bracket where the envelope changes sign; the fluid-interface
        // frequency for this duration if none exists (e.g. ζ so small the envelope never falls).
        var low = 1e-3 / duration
        var high = 1e4 / duration
        guard envelope(low).sign != envelope(high).sign else { return 2 * .pi / duration }
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if envelope(middle).sign == envelope(low).sign { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
