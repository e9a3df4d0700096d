import FlipbookTiming
import FlipbookUIKit

extension Animation {
    /// The fraction of the change shown `time` seconds after the animation starts (its delay
    /// over): the curve's value, or the spring's progress (past 1 as it overshoots). The same
    /// formulas UIKit's block animation runs for the frames the animation moves, so a shape
    /// drawn again from its data keeps pace with its frame.
    func progress(at time: Double) -> Double {
        let elapsed = max(time, 0) * speed
        switch timing {
        case .curve(let first, let second, let duration):
            guard duration > 0 else { return 1 }
            return FlipbookTiming.CubicBezier(Double(first.x), Double(first.y), Double(second.x), Double(second.y))
                .value(at: min(elapsed / duration, 1))
        case .spring:
            let spring = springModel
            return elapsed >= spring.settlingDuration ? 1 : spring.progress(at: elapsed)
        case .fluidSpring(let spring):
            return Self.sample(spring.unitProgress, at: elapsed * FluidSpring.stepsPerSecond)
        case .custom(let custom):
            return Self.sample(custom.unitProgress, at: elapsed * CustomAnimationMotion.stepsPerSecond)
        }
    }

    /// The value of `samples` (one a step) at step `position`, linear between steps; the last
    /// after the end.
    private static func sample(_ samples: [Double], at position: Double) -> Double {
        guard let last = samples.last else { return 1 }
        let index = Int(position.rounded(.down))
        guard index + 1 < samples.count else { return last }
        let fraction = position - Double(index)
        return samples[index] + (samples[index + 1] - samples[index]) * fraction
    }

    /// Core Animation's repeat count for its runs (nil: it runs once). SwiftUI counts each way
    /// of a reversing animation as a run; Core Animation counts there and back as one.
    var coreAnimationRepeatCount: Double? { repeatCount.map { autoreverses ? $0 / 2 : $0 } }

    /// The fraction of the change shown `time` seconds after it starts, its repeats folded in
    /// (each other run backwards when it reverses); nil once its last run has ended.
    func repeatingProgress(at time: Double) -> Double? {
        let once = activeDuration
        guard once > 0, time < once * (repeatCount ?? 1) else { return nil }
        let run = (max(time, 0) / once).rounded(.down)
        let local = max(time, 0) - run * once
        return progress(at: autoreverses && Int(run.truncatingRemainder(dividingBy: 2)) == 1 ? once - local : local)
    }

    /// Seconds from its start (after its delay) until it ends: its duration, or until the
    /// spring settles (Core Animation's rule for a spring's settling duration).
    var activeDuration: Double {
        switch timing {
        case .curve(_, _, let duration): duration / speed
        case .spring: springModel.settlingDuration / speed
        case .fluidSpring(let spring): Double(spring.unitProgress.count - 1) / FluidSpring.stepsPerSecond / speed
        case .custom(let custom): Double(custom.unitProgress.count - 1) / CustomAnimationMotion.stepsPerSecond / speed
        }
    }

    /// The spring as the engine runs it: mass 1, the stiffness and damping of `springCoefficients`.
    private var springModel: FlipbookTiming.Spring {
        let (stiffness, damping) = springCoefficients ?? (1, 1)
        var velocity = 0.0
        if case .spring(_, let initialVelocity) = timing { velocity = initialVelocity }
        return FlipbookTiming.Spring(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: velocity, allowsOverdamping: true)
    }
}

extension UnitCurve {
    /// The curve as the engine evaluates it.
    var bezier: FlipbookTiming.CubicBezier {
        FlipbookTiming.CubicBezier(Double(startControlPoint.x), Double(startControlPoint.y), Double(endControlPoint.x), Double(endControlPoint.y))
    }
    /// The slope of progress against time at `progress` of the time.
    func slope(at progress: Double) -> Double { bezier.slope(at: min(max(progress, 0), 1)) }
}
