import FlipbookUIKit

/// What the graph keeps for an animatable view or modifier in its place: the data it was last
/// given, and the animation moving it there from where it was, if one is in flight. Its body is
/// built at each display frame with the data where the animation has it then, as SwiftUI
/// interpolates `animatableData` frame by frame.
@MainActor
final class AnimatableFlight<Data: VectorArithmetic> {
    private(set) var target: Data
    private var from: Data?
    private var start: CFTimeInterval = 0
    private var animation: Animation?

    init(_ target: Data) { self.target = target }

    /// The data at `time`, and whether an animation is still moving it.
    func value(at time: CFTimeInterval) -> (Data, moving: Bool) {
        guard let from, let animation else { return (target, false) }
        guard let fraction = animation.repeatingProgress(at: time - start) else {
            self.from = nil
            self.animation = nil
            return (target, false)
        }
        return (from.interpolated(to: target, fraction: fraction), true)
    }

    /// Takes `data` as the new target at `time`: from where it is then, with `animation` (at
    /// once when nil).
    func retarget(to data: Data, at time: CFTimeInterval, animation: Animation?) {
        guard data != target else { return }
        if let animation {
            from = value(at: time).0
            start = time + animation.delay
            self.animation = animation
        } else {
            from = nil
            self.animation = nil
        }
        target = data
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
