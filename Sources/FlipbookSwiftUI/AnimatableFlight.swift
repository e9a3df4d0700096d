import FlipbookUIKit

/// What the graph keeps for animatable data in its place (a view's or modifier's, a shape's):
/// the data it was last given, and the animations moving it there, as SwiftUI runs them. A
/// timing curve or an interpolating spring adds its change to those in flight (each covers its
/// own interval); a persistent spring takes the motion over from where the data is, at its
/// velocity. Its value is asked at each display frame (or keyframe).
@MainActor
final class AnimatableFlight<Data: VectorArithmetic> {
    private(set) var target: Data
    /// The animations in flight: what each has yet to cover is taken from the target.
    private var runs: [Run] = []

    /// One animation moving the data by `interval`, from `start`.
    private struct Run {
        let interval: Data
        let start: CFTimeInterval
        let animation: Animation
        /// A persistent spring's steps (offsets and velocities), worked out when it starts.
        let steps: (offsets: [Data], velocities: [Data])?

        /// How far along its interval it is at `time` (nil once it has ended).
        func offset(at time: CFTimeInterval) -> Data? {
            guard time >= start else { return .zero }
            if let steps {
                let step = FluidSpring.step(at: (time - start) * animation.speed)
                return step < steps.offsets.count - 1 ? steps.offsets[step] : nil
            }
            return animation.repeatingProgress(at: time - start).map { interval.scaled(by: $0) }
        }

        /// Its velocity (per second) at `time`.
        func velocity(at time: CFTimeInterval) -> Data {
            guard time >= start else { return .zero }
            if let steps {
                let step = FluidSpring.step(at: (time - start) * animation.speed)
                return step < steps.velocities.count ? steps.velocities[step].scaled(by: animation.speed) : .zero
            }
            let epsilon = 1e-4
            guard let now = animation.repeatingProgress(at: time - start) else { return .zero }
            let next = animation.repeatingProgress(at: time - start + epsilon) ?? 1
            return interval.scaled(by: (next - now) / epsilon)
        }
    }

    init(_ target: Data) { self.target = target }

    /// The data at `time`, and whether an animation is still moving it.
    func value(at time: CFTimeInterval) -> (Data, moving: Bool) {
        var value = target
        var moving = false
        for run in runs {
            guard let offset = run.offset(at: time) else { continue }
            value -= run.interval - offset
            moving = true
        }
        return (value, moving)
    }

    /// The start and animation of the one animation in flight, when it repeats (a repeating
    /// animation's frames are drawn for one run and repeated).
    var repeating: (start: CFTimeInterval, animation: Animation)? {
        guard runs.count == 1, let run = runs.first, run.animation.repeatCount != nil else { return nil }
        return (run.start, run.animation)
    }

    /// When the last animation in flight ends (nil: none is), as seen from `time`.
    func end(after time: CFTimeInterval) -> CFTimeInterval? {
        runs.map { run in
            if let steps = run.steps { return run.start + Double(steps.offsets.count - 1) / FluidSpring.stepsPerSecond / run.animation.speed }
            return run.start + run.animation.activeDuration * (run.animation.repeatCount ?? 1)
        }.max()
    }

    /// Takes `data` as the new target at `time`, moved there by `animation` (at once when nil).
    func retarget(to data: Data, at time: CFTimeInterval, animation: Animation?) {
        guard data != target else { return }
        defer { target = data }
        runs = runs.filter { $0.offset(at: time) != nil }
        guard let animation else { return runs = [] }
        let start = time + animation.delay
        if case .fluidSpring(let spring) = animation.timing, animation.repeatCount == nil {
            // Taken over from where the data is, at its velocity, the response blending from
            // the last spring's.
            let (current, _) = value(at: time)
            let velocity = runs.reduce(Data.zero) { $0 + $1.velocity(at: time) }
            let previousResponse = runs.last.flatMap { run -> Double? in
                if case .fluidSpring(let previous) = run.animation.timing { return previous.response }
                return nil
            }
            let interval = data - current
            let steps = spring.trajectory(interval: interval, velocity: velocity.scaled(by: 1 / animation.speed), previousResponse: previousResponse)
            runs = [Run(interval: interval, start: start, animation: animation, steps: steps)]
        } else {
            runs.append(Run(interval: data - target, start: start, animation: animation, steps: nil))
        }
    }
}

extension ViewGraph {
    /// `value` with its `animatableData` where the animation of the update that changed it has it
    /// now; while one moves it, the graph asks for an update at each display frame.
    func animated<A: Animatable>(_ value: A, key: String) -> A {
        guard !(A.AnimatableData.self == EmptyAnimatableData.self) else { return value }
        let now = CACurrentMediaTime()
        let flight = storage(for: key + ".animatableData") { AnimatableFlight(value.animatableData) }
        flight.retarget(to: value.animatableData, at: now, animation: nodeAnimation)
        let (data, moving) = flight.value(at: now)
        if moving { wantsFrames = true }
        var animated = value
        animated.animatableData = data
        return animated
    }

    /// `value`, animated as `animated(_:key:)` does when it is `Animatable`.
    func animatedIfAnimatable<Value>(_ value: Value, key: String) -> Value {
        guard let animatable = value as? any Animatable else { return value }
        func open<A: Animatable>(_ animatable: A) -> Value { animated(animatable, key: key) as? Value ?? value }
        return open(animatable)
    }
}
