import FlipbookTiming

/// A motion worked out step by step from where a property is to where it goes, rather than by a
/// curve of time: SwiftUI's springs, which it integrates at fixed steps and stops by its own rule,
/// and SwiftUI's custom animations. A block of changes that follows one (`Scene.animate(with:…)`)
/// gives each changed property its trajectory as an additive keyframe animation, one keyframe
/// a step.
public protocol SteppedMotion: Sendable {
    /// How many steps a second the trajectory has.
    var stepsPerSecond: Double { get }
    /// Whether a change that follows it takes over the motion of an earlier one in flight on
    /// the same property that does too — going on from where it is, at its velocity (SwiftUI's
    /// springs "will be replaced by their successor, preserving velocity") — rather than adding
    /// its own motion to it.
    var takesOver: Bool { get }
    /// The trajectory covering `interval` (where the property goes less where it starts), set off
    /// at `velocity` (per second; zero for a fresh change), taking over from `previous` when it
    /// does: the offset from the start and the velocity at each step from time 0, the last
    /// offset `interval`, where it ends.
    func trajectory(interval: AnimationValue, velocity: AnimationValue, takingOver previous: (any SteppedMotion)?) -> SteppedTrajectory
}

/// The offsets from the start and velocities of a stepped motion, one a step.
public struct SteppedTrajectory: Sendable {
    /// Offsets from the start, one a step from time 0.
    public var offsets: [AnimationValue]
    /// Velocities per second, one a step.
    public var velocities: [AnimationValue]

    /// A trajectory of `offsets` and `velocities` (as many of each).
    public init(offsets: [AnimationValue], velocities: [AnimationValue]) {
        self.offsets = offsets
        self.velocities = velocities
    }
}

/// A stepped motion in flight on a property: what a later one that takes it over needs.
struct SteppedFlight {
    let motion: any SteppedMotion
    /// Scene time of its first step.
    let begin: Double
    let stepsPerSecond: Double
    let interval: AnimationValue
    let trajectory: SteppedTrajectory

    /// What it adds to the property's model value at `time` (−interval before it starts, zero
    /// once it ends), and its velocity then. A step is taken once its time is reached.
    func state(at time: Double) -> (additive: AnimationValue, velocity: AnimationValue) {
        let count = trajectory.offsets.count
        // (A step a rounding error past an instant is not taken yet.)
        let step = min(max(Int(((time - begin) * stepsPerSecond - 1e-9).rounded(.up)), 0), count - 1)
        return (trajectory.offsets[step].subtracting(interval), trajectory.velocities[step])
    }
}

extension Scene {
    /// A block whose changes follow `motion` (SwiftUI's springs and custom animations):
    /// `duration` is the block's nominal length (what a block nested inside without its own
    /// inherits); each property's animation lasts as long as its trajectory.
    public func animate(
        with motion: any SteppedMotion, duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runBlock(AnimationBlock(duration: duration, delay: delay, options: options, curve: .stepped(motion)),
                 animations: animations, completion: completion)
    }

    /// The additive keyframe animation that moves `keyPath` of `layer` from `old` to its model
    /// value `new` along `motion`. When the motion takes over, the property's stepped motions in
    /// flight that take over too are removed, and it starts from where they have the property,
    /// at their velocity.
    func steppedAnimation(of keyPath: LayerKeyPath, on layer: Layer, from old: AnimationValue, to new: AnimationValue,
                          motion: any SteppedMotion, delay: Double) -> (Animation, SteppedFlight) {
        var start = old
        var velocity = AnimationValue.zero(of: keyPath.kind)
        var previous: (any SteppedMotion)?
        if motion.takesOver {
            let taken = layer.attached.filter { $0.animation.keyPath == keyPath && steppedFlights[$0.serial] != nil }
            for live in taken {
                guard let flight = steppedFlights[live.serial], flight.motion.takesOver else { continue }
                previous = flight.motion
                let state = flight.state(at: now)
                start = start.adding(state.additive)
                velocity = velocity.adding(state.velocity)
                layer.removeAnimation(forKey: live.key)
            }
        }
        let interval = new.subtracting(start)
        var trajectory = motion.trajectory(interval: interval, velocity: velocity, takingOver: previous)
        if trajectory.offsets.isEmpty || trajectory.offsets.count != trajectory.velocities.count {
            trajectory = SteppedTrajectory(offsets: [interval], velocities: [AnimationValue.zero(of: keyPath.kind)])
        }
        let steps = max(trajectory.offsets.count - 1, 1)
        // Relative to the model value: −interval at the start, zero at the end.
        let values = trajectory.offsets.map { $0.subtracting(interval) }
        let keyTimes = values.indices.map { Double($0) / Double(steps) }
        var animation: Animation
        if values.count > 1, let track = try? KeyframeTrack(values: values, keyTimes: keyTimes) {
            animation = .keyframes(keyPath, track)
        } else {
            animation = .basic(keyPath, from: values[0], to: AnimationValue.zero(of: keyPath.kind))
        }
        animation.duration = Double(steps) / motion.stepsPerSecond
        let flight = SteppedFlight(motion: motion, begin: now + delay, stepsPerSecond: motion.stepsPerSecond, interval: interval, trajectory: trajectory)
        return (animation, flight)
    }
}
