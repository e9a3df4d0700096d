import FlipbookUIKit

/// A trigger value of any `Equatable` type.
struct AnyTrigger: Equatable {
    let value: Any
    let isEqual: (Any) -> Bool
    init<T: Equatable>(_ value: T) {
        self.value = value
        isEqual = { ($0 as? T) == value }
    }
    static func == (lhs: AnyTrigger, rhs: AnyTrigger) -> Bool { lhs.isEqual(rhs.value) }
}

/// What an animator view keeps from update to update: which run is current (a new trigger
/// stops the one before), when a keyframe run started and from what value, the display link
/// that draws it frame by frame.
@MainActor
final class AnimatorState<Value> {
    var run = 0
    var start: CFTimeInterval?
    var startValue: Value?
    let frames = DisplayFrames()
}

/// `PhaseAnimator`: its content in each of `phases` in turn, each change animated with the
/// animation `animation` gives for the phase it goes to. With a trigger, a change of the trigger
/// runs through every phase once and back to the first; without one, the phases cycle for ever.
/// The next phase starts when the animation to the last one is logically complete.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnyTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    @State private var state = AnimatorState<Phase>()

    /// Runs through `phases` each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = AnyTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    /// Cycles through `phases` for ever.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// The content in the current phase.
    public var body: some View {
        if phases.isEmpty {
            EmptyView()
        } else {
            content(phases[min(index, phases.count - 1)])
                .onAppear { if trigger == nil { advance(run: state.run, steps: nil) } }
                .onChange(of: trigger) {
                    state.run += 1
                    advance(run: state.run, steps: phases.count)
                }
        }
    }

    /// Animates to the next phase; then, while `steps` remain (nil: for ever) and no newer run
    /// started, to the one after.
    private func advance(run: Int, steps: Int?) {
        guard run == state.run, steps.map({ $0 > 0 }) ?? true, phases.count > 1 || steps != nil else { return }
        let next = (index + 1) % phases.count
        let then = { @MainActor in advance(run: run, steps: steps.map { $0 - 1 }) }
        if let animation = animation(phases[next]) {
            withAnimation(animation) { index = next } completion: { then() }
        } else {
            // No animation: the phase shows at once, the next one a display frame later.
            index = next
            Timer.scheduledTimer(withTimeInterval: 1.0 / 60, repeats: false) { _ in MainActor.assumeIsolated { then() } }
        }
    }
}

/// `KeyframeAnimator`: its content drawn at each display frame with the value `keyframes` give
/// at that time. With a trigger, a change of the trigger plays the keyframes from the value
/// shown then; with `repeating`, they play in a loop from when the view appears.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: AnyTrigger?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> _KeyframeTracks<Value>
    @State private var frame = 0
    @State private var state = AnimatorState<Value>()

    /// Plays `keyframes` each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) where KeyframePath == _KeyframeTracks<Value> {
        self.initialValue = initialValue
        self.trigger = AnyTrigger(trigger)
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays `keyframes` from when the view appears, in a loop when `repeating`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) where KeyframePath == _KeyframeTracks<Value> {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// The value now: the keyframes' at the time since they started, or the initial value.
    private var value: Value {
        guard let start = state.start, let from = state.startValue else { return initialValue }
        let timeline = KeyframeTimeline(initialValue: from, tracks: keyframes(from))
        var elapsed = CACurrentMediaTime() - start
        if repeating, timeline.duration > 0 { elapsed = elapsed.truncatingRemainder(dividingBy: timeline.duration) }
        return timeline.value(time: elapsed)
    }

    /// The content with the value now.
    public var body: some View {
        let _ = frame  // Read, so each display frame draws the content again.
        content(value)
            .onAppear { if trigger == nil { play(from: initialValue) } }
            .onChange(of: trigger) { play(from: value) }
    }

    /// Plays the keyframes from `start` now, drawing each display frame until they end.
    private func play(from start: Value) {
        state.start = CACurrentMediaTime()
        state.startValue = start
        let duration = KeyframeTimeline(initialValue: start, tracks: keyframes(start)).duration
        state.frames.start {
            frame += 1
            if !repeating, let begun = state.start, CACurrentMediaTime() - begun >= duration { state.frames.stop() }
        }
    }
}

extension View {
    /// The view changed by `content` in each of `phases` in turn when `trigger` changes (see
    /// `PhaseAnimator`).
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(build: { [self] graph, path in graph.nodes(for: self, path: path) })
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }

    /// The view changed by `content` in each of `phases` in turn, for ever.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(build: { [self] graph, path in graph.nodes(for: self, path: path) })
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// The view changed by `content` with the value `keyframes` give, played when `trigger`
    /// changes (see `KeyframeAnimator`).
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> _KeyframeTracks<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(build: { [self] graph, path in graph.nodes(for: self, path: path) })
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// The view changed by `content` with the value `keyframes` give, played from when it
    /// appears, in a loop when `repeating`.
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> _KeyframeTracks<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(build: { [self] graph, path in graph.nodes(for: self, path: path) })
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
