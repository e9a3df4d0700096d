import Foundation
import Testing
@testable import FlipbookTiming

/// Spring progress and settling, timing.md §4.4 and §5 vectors 10–12.
@Suite("Springs")
struct SpringTests {
    @Test("Vector 10: CASpringAnimation defaults (ζ = 0.5)")
    func defaultSpring() {
        let spring = Spring()
        #expect(spring.dampingRatio == 0.5)
        let expected: [(Double, Double)] = [
            (0.05, 0.104405), (0.1, 0.340300), (0.2, 0.849426), (0.3, 1.124355), (0.5, 1.074591), (1.0, 1.002170),
        ]
        for (t, progress) in expected {
            #expect(abs(spring.progress(at: t) - progress) < 1e-5, "t = \(t)")
        }
    }

    @Test("Vector 11: critical damping, and an initial velocity")
    func criticalAndVelocity() {
        let critical = Spring(mass: 1, stiffness: 100, damping: 20)
        for (t, progress) in [(0.1, 0.264241), (0.2, 0.593994), (0.5, 0.959572), (1.0, 0.999501)] {
            #expect(abs(critical.progress(at: t) - progress) < 1e-5, "t = \(t)")
        }
        let pushed = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 5)
        #expect(abs(pushed.progress(at: 0.1) - 0.607053) < 1e-5)
        #expect(abs(pushed.progress(at: 0.2) - 1.059065) < 1e-5)
    }

    @Test("Vector 12: Apple's settling figures within 5 %")
    func settlingDuration() {
        let loose = Spring(damping: 5).settlingDuration
        #expect(abs(loose - 2.85) / 2.85 < 0.05, "damping 5 settles in \(loose) s")
        let firm = Spring(damping: 15).settlingDuration
        #expect(firm > 1 && firm < 1.05, "damping 15 settles in \(firm) s, 'just over 1 second'")
        #expect(Spring(damping: 0).settlingDuration == .infinity)
    }

    @Test("Settling duration is where the displacement stays under the threshold")
    func settlingMatchesMotion() {
        for spring in [Spring(), Spring(damping: 20), Spring(damping: 40, allowsOverdamping: true),
                       Spring(damping: 10, initialVelocity: -8)] {
            let settle = spring.settlingDuration
            // After settling, no sample exceeds the threshold.
            for step in 0..<400 {
                let t = settle + Double(step) * 0.01
                #expect(abs(spring.displacement(at: t)) <= Spring.settlingThreshold * 1.0001)
            }
        }
    }

    @Test("Over-damped springs: exact form when allowed, critical otherwise")
    func overdamping() {
        let exact = Spring(mass: 1, stiffness: 100, damping: 50, allowsOverdamping: true)
        // ζ = 2.5: r = −25 ± 10√5.25; by hand at t = 0.1: 1 − x = 0.205449…
        let root = 10 * 5.25.squareRoot()
        let (r1, r2) = (-25 + root, -25 - root)
        let c2 = -r1 / (r2 - r1)
        let expected = 1 - ((1 - c2) * exp(r1 * 0.1) + c2 * exp(r2 * 0.1))
        #expect(abs(exact.progress(at: 0.1) - expected) < 1e-12)
        #expect(exact.progress(at: 0.1) < Spring(damping: 20).progress(at: 0.1), "over-damped is slower")
        let clamped = Spring(mass: 1, stiffness: 100, damping: 50)
        #expect(clamped.progress(at: 0.1) == Spring(damping: 20).progress(at: 0.1))
    }

    @Test("Invalid parameters fall back to Core Animation's defaults")
    func invalidParameters() {
        let spring = Spring(mass: 0, stiffness: -1, damping: -3, initialVelocity: .nan)
        #expect(spring == Spring())
    }

    @Test("Response and damping ratio map to stiffness and damping")
    func responseMapping() {
        let spring = Spring(response: 0.5, dampingRatio: 0.8)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * 0.8 / 0.5) < 1e-9)
        #expect(abs(spring.dampingRatio - 0.8) < 1e-12)
    }

    @Test("Duration and bounce: ζ = 1 − bounce, over-damped for negative bounce")
    func bounceMapping() {
        #expect(abs(Spring(duration: 0.5, bounce: 0.3).dampingRatio - 0.7) < 1e-12)
        #expect(abs(Spring(duration: 0.5, bounce: 0).dampingRatio - 1) < 1e-12)
        let soft = Spring(duration: 0.5, bounce: -0.5)
        #expect(abs(soft.dampingRatio - 2) < 1e-12)
        #expect(soft.allowsOverdamping)
    }

    @Test("UIKit's usingSpringWithDamping: the envelope is 1e-3 at the duration")
    func uiKitMapping() {
        // Critical: e^(−ω·T)(1 + ω·T) = 1e-3 with T = 0.5 → ω ≈ 18.4668 (solved by hand with bisection).
        let critical = Spring(dampingRatio: 1, duration: 0.5)
        let omega = critical.naturalFrequency
        #expect(abs(exp(-omega * 0.5) * (1 + omega * 0.5) - 1e-3) < 1e-9)
        #expect(critical.mass == 1)
        #expect(abs(critical.dampingRatio - 1) < 1e-9)
        // Under-damped: (ζ/√(1−ζ²))·e^(−ζωT) = 1e-3.
        let bouncy = Spring(dampingRatio: 0.5, duration: 1)
        let w = bouncy.naturalFrequency
        #expect(abs(0.5 / 0.75.squareRoot() * exp(-0.5 * w) - 1e-3) < 1e-9)
        #expect(abs(bouncy.dampingRatio - 0.5) < 1e-9)
        // The motion has essentially arrived by the end of the duration.
        #expect(abs(bouncy.progress(at: 1) - 1) < 2e-3)
    }
}
