import FlipbookTiming

/// `UIView.KeyframeAnimationOptions`: the calculation mode and repetition of `animateKeyframes`.
public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No layout pass exists here: no effect.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// No touches here: no effect.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Additive animations continue from the current state either way: no effect.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Run backwards after forwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Keep this block's duration when nested in another block.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Keep this block's options when nested in another block.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Straight lines between keyframes (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions([])
    /// Jump from value to value.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Constant speed; keyframe times are ignored.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A Catmull-Rom spline through the keyframes.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// The spline at constant speed.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The calculation mode the bits select.
    public var calculationMode: CalculationMode {
        switch (rawValue >> 10) & 0x7 {
        case 1: return .discrete
        case 2: return .paced
        case 3: return .cubic
        case 4: return .cubicPaced
        default: return .linear
        }
    }

    /// Option names as scene files spell them.
    public static let named: [String: KeyframeAnimationOptions] = [
        "repeat": .repeat, "autoreverse": .autoreverse, "calculationModeLinear": .calculationModeLinear,
        "calculationModeDiscrete": .calculationModeDiscrete, "calculationModePaced": .calculationModePaced,
        "calculationModeCubic": .calculationModeCubic, "calculationModeCubicPaced": .calculationModeCubicPaced,
    ]
}

/// A running `animateKeyframes` block: the keyframe being added, and every change per key path.
final class KeyframeBlock {
    /// The relative start and duration of the keyframe whose closure is running.
    var current = (start: 0.0, duration: 1.0)
    /// Per layer key path: the value before the block, then each keyframe's (start, end, value).
    var tracks: [(layer: Layer, keyPath: LayerKeyPath, old: AnimationValue,
                  steps: [(start: Double, end: Double, value: AnimationValue)])] = []
}

extension Scene {
    /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`: view
    /// changes made in `addKeyframe` closures become one `CAKeyframeAnimation` per key path,
    /// holding each value until its keyframe starts and reaching the new one when it ends.
    /// Changes outside any `addKeyframe` span the whole duration.
    public func animateKeyframes(
        withDuration duration: Double, delay: Double = 0, options: KeyframeAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let keyframes = KeyframeBlock()
        let outer = currentKeyframes
        currentKeyframes = keyframes
        animations()
        currentKeyframes = outer
        let block = AnimationBlock(duration: duration, delay: delay, options: [])
        if duration > 0 {
            for track in keyframes.tracks {
                addKeyframeAnimation(track, duration: duration, delay: delay, options: options, block: block)
            }
        }
        finish(block, completion: completion)
    }

    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`, inside
    /// `animateKeyframes`; times are fractions of the block's duration.
    public func addKeyframe(withRelativeStartTime start: Double, relativeDuration duration: Double, animations: () -> Void) {
        guard let keyframes = currentKeyframes else {
            animations()
            return
        }
        let outer = keyframes.current
        keyframes.current = (min(max(start, 0), 1), min(max(duration, 0), 1 - min(max(start, 0), 1)))
        animations()
        keyframes.current = outer
    }

    /// Records a view change inside `animateKeyframes`: the model takes the new value now.
    func recordKeyframeChange(of keyPath: LayerKeyPath, on layer: Layer, to value: AnimationValue, in keyframes: KeyframeBlock) {
        let old = layer.value(for: keyPath)
        layer.setValue(value, for: keyPath)
        let step = (start: keyframes.current.start, end: keyframes.current.start + keyframes.current.duration, value: value)
        if let index = keyframes.tracks.firstIndex(where: { $0.layer === layer && $0.keyPath == keyPath }) {
            keyframes.tracks[index].steps.append(step)
        } else {
            keyframes.tracks.append((layer, keyPath, old, [step]))
        }
    }

    private func addKeyframeAnimation(
        _ track: (layer: Layer, keyPath: LayerKeyPath, old: AnimationValue, steps: [(start: Double, end: Double, value: AnimationValue)]),
        duration: Double, delay: Double, options: KeyframeAnimationOptions, block: AnimationBlock
    ) {
        var times = [0.0]
        var values = [track.old]
        for step in track.steps.sorted(by: { $0.start < $1.start }) {
            let start = max(step.start, times[times.count - 1])
            if start > times[times.count - 1] {
                times.append(start)
                values.append(values[values.count - 1])
            }
            times.append(max(step.end, start))
            values.append(step.value)
        }
        if times[times.count - 1] < 1 {
            times.append(1)
            values.append(values[values.count - 1])
        }
        let mode = options.calculationMode
        // Times are built non-decreasing in [0, 1], one per value, so the track always accepts them.
        guard let keyframes = try? KeyframeTrack(values: values, keyTimes: times, calculationMode: mode) else { return }
        var animation = Animation.keyframes(track.keyPath, keyframes)
        animation.duration = duration
        animation.fillMode = .both
        if delay > 0 { animation.beginTime = LayerClock.localTime(now + delay, chain: track.layer.clockChain) }
        if options.contains(.repeat) { animation.repeatCount = MediaTiming.repeatForever }
        if options.contains(.autoreverse) { animation.autoreverses = true }
        attach(animation, to: track.layer, keyPath: track.keyPath, block: block)
    }
}
