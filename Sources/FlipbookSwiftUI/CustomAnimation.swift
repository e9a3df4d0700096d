import FlipbookUIKit
import protocol FlipbookScene.SteppedMotion
import struct FlipbookScene.SteppedTrajectory

/// `CustomAnimation`: an animation of your own, given to `Animation(_:)`. SwiftUI asks it for the
/// value at each frame: `animate(value:time:context:)` returns how far along `value` (the whole
/// change) the property is `time` seconds in, or nil once it is done.
public protocol CustomAnimation: Hashable, Sendable {
    /// How far along `value` the property is `time` seconds in (nil: done). `context` keeps
    /// state from one call to the next.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The velocity `time` seconds in (nil: unknown).
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether it takes over `previous`, in flight when it starts, rather than running beside it.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// No velocity is known.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    /// It runs beside an animation in flight, their effects adding up.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool { false }
}

/// `AnimationStateKey`: a key for state a custom animation keeps in its context.
public protocol AnimationStateKey {
    /// The type of the state.
    associatedtype Value
    /// The state before the animation sets it.
    static var defaultValue: Value { get }
}

/// `AnimationState`: the state a custom animation keeps between frames, by key.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]
    /// Empty state.
    public init() {}
    /// The state kept under `key` (its default until set).
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// `AnimationContext`: what a custom animation is given at each frame besides the time.
public struct AnimationContext<Value: VectorArithmetic> {
    /// State kept from one frame to the next.
    public var state: AnimationState<Value>
    /// Set by the animation once it is logically complete (completions waiting for that run).
    public var isLogicallyComplete: Bool
    /// The environment of the views animating.
    public let environment: EnvironmentValues

    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false, environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environment = environment
    }

    /// The same context with `state` (for an animation that runs another on other values).
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: environment)
    }
}

/// A custom animation, its type erased, as an `Animation` keeps it.
struct AnyCustomAnimation: Hashable, @unchecked Sendable {
    let base: any CustomAnimation

    static func == (left: AnyCustomAnimation, right: AnyCustomAnimation) -> Bool { AnyHashable(left.base) == AnyHashable(right.base) }
    func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    /// The offsets of a change of `interval` at each step (`stepsPerSecond`), the last
    /// `interval`, and the first step at which the animation said it was logically complete.
    func run<V: VectorArithmetic>(_ interval: V) -> (offsets: [V], velocities: [V], logicallyComplete: Int?) {
        var context = AnimationContext<V>()
        var offsets: [V] = [], velocities: [V] = []
        var logical: Int?
        let rate = CustomAnimationMotion.stepsPerSecond
        for step in 0...Int(FluidSpring.longestRun * rate) {
            let time = Double(step) / rate
            guard let offset = base.animate(value: interval, time: time, context: &context) else { break }
            if context.isLogicallyComplete, logical == nil { logical = step }
            velocities.append(base.velocity(value: interval, time: time, context: context)
                              ?? (offsets.last.map { (offset - $0).scaled(by: rate) } ?? .zero))
            offsets.append(offset)
        }
        offsets.append(interval)
        velocities.append(.zero)
        return (offsets, velocities, logical)
    }

    /// The fraction of a change of 1 shown at each step.
    var unitProgress: [Double] { run(1.0).offsets }

    /// When it is logically complete: when it says so, else at its end.
    var logicalDuration: Double {
        let unit = run(1.0)
        return Double(unit.logicallyComplete ?? unit.offsets.count - 1) / CustomAnimationMotion.stepsPerSecond
    }

    /// What it does that Flipbook does not model: asking to take over an animation in flight
    /// (it runs beside it, their effects adding up).
    var unmodelled: String? {
        asksToMerge ? "the custom animation \(type(of: base)) asks to take over animations in flight (shouldMerge); Flipbook runs it beside them, their effects adding up" : nil
    }
    private var asksToMerge: Bool {
        var context = AnimationContext<Double>()
        return base.shouldMerge(previous: .linear, value: 1.0, time: 0, context: &context)
    }
}

/// A custom animation run by the engine on each property a block changes: asked for the value
/// at each step, its effects adding up with animations in flight.
struct CustomAnimationMotion: SteppedMotion {
    static let stepsPerSecond = 240.0
    let animation: AnyCustomAnimation
    let speed: Double

    var stepsPerSecond: Double { Self.stepsPerSecond * speed }
    var takesOver: Bool { false }

    func trajectory(interval: AnimationValue, velocity: AnimationValue, takingOver previous: (any SteppedMotion)?) -> SteppedTrajectory {
        // It never takes over, so it always sets off at rest.
        SteppedTrajectory.stepping(interval, velocity: velocity, speed: speed, vector: { interval, _ in
            let run = animation.run(interval)
            return (run.offsets, run.velocities)
        }, transformFractions: { _ in animation.run(1.0).offsets })
    }
}

extension Animation {
    /// An animation that runs `base`, your own.
    public init<A: CustomAnimation>(_ base: A) {
        self.init(timing: .custom(AnyCustomAnimation(base: base)))
    }

    /// How far along `value` this animation has a property `time` seconds in (nil: done), for
    /// a custom animation built on another.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time >= delay else { return .zero }
        if time - delay >= logicalDuration { context.isLogicallyComplete = true }
        let local = (time - delay) * speed
        switch timing {
        case .custom(let custom):
            return custom.base.animate(value: value, time: local, context: &context)
        case .fluidSpring(let spring):
            let run = spring.trajectory(interval: value)
            let step = FluidSpring.step(at: local)
            return step < run.offsets.count - 1 ? run.offsets[step] : nil
        default:
            guard let fraction = repeatingProgress(at: time - delay) else { return nil }
            return value.scaled(by: fraction)
        }
    }

    /// The velocity of this animation `time` seconds in (nil: unknown).
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time >= delay else { return .zero }
        let local = (time - delay) * speed
        switch timing {
        case .custom(let custom):
            return custom.base.velocity(value: value, time: local, context: context)
        case .fluidSpring(let spring):
            let run = spring.trajectory(interval: value)
            let step = min(FluidSpring.step(at: local), run.velocities.count - 1)
            return run.velocities[step].scaled(by: speed)
        default:
            let step = 1e-4
            guard let now = repeatingProgress(at: time - delay) else { return .zero }
            let next = repeatingProgress(at: time - delay + step) ?? 1
            return value.scaled(by: (next - now) / step)
        }
    }

    /// Whether this animation takes over `previous`: SwiftUI's persistent springs do.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        switch timing {
        case .fluidSpring: true
        case .custom(let custom): custom.base.shouldMerge(previous: previous, value: value, time: time, context: &context)
        default: false
        }
    }
}
