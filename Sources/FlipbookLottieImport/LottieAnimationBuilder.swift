import FlipbookScene
import FlipbookTiming

/// Lottie properties as Core Animation animations on a layer (what lottie-ios's Core Animation
/// engine does): a constant sets the model value; keyframes become one `CAKeyframeAnimation`
/// in scene time (`seconds(_:)`: a precomposition's frames mapped through its layers' start
/// times and stretches to the document's, whose in point is time 0) that holds its first and last values
/// (`fillMode` both), each segment eased by the keyframe's own Bézier curve. Holds and jumps
/// (`h`, or an `e` that differs from the next keyframe) are a flat segment and a jump a
/// thousandth of a frame before the next keyframe, so a frame drawn at the keyframe's time
/// shows the new value. Positions with spatial tangents move along their curve (a keyframe
/// path). Values that several properties make together (a shape's path) are sampled at every
/// frame instead (`sampled`).
struct LottieAnimationBuilder {
    let frameRate: Double
    /// The document frame shown at scene time 0 (`ip`), and its out point (`op`): the scene
    /// ends on the last whole frame before it.
    let inPoint: Double, outPoint: Double
    /// A frame here is frame `frame × stretch + offset` of the document (for a remapped
    /// composition: a frame of its base, below).
    var stretch = 1.0, offset = 0.0
    /// A composition whose time is remapped (`tm`, here or in a composition holding it) is no
    /// line in scene time: its frame at frame F of its base, the nearest composition around it
    /// whose time is a line, is `remappedFrame(F)`, and its properties are sampled at every
    /// base frame of `remappedSpan`. (lottie-ios's Core Animation engine does the same: it
    /// re-keys a remapped layer's keyframes at every frame.)
    var remappedFrame: ((Double) -> Double)?
    var remappedSpan: ClosedRange<Double> = 0...0

    /// The builder for a precomposition placed by a layer with start time `start` and stretch
    /// `layerStretch` (its frame f is this composition's frame f × stretch + start).
    func nested(start: Double, stretch layerStretch: Double) -> LottieAnimationBuilder {
        var nested = self
        if let remappedFrame {
            nested.remappedFrame = { (remappedFrame($0) - start) / layerStretch }
            return nested
        }
        nested.offset = offset + start * stretch
        nested.stretch = stretch * layerStretch
        return nested
    }

    /// The builder for a precomposition whose layer remaps its time with `remap` (seconds at
    /// each frame of this composition), shown from frame `first` to `last`: its frame is
    /// remap(f) × the frame rate ÷ the layer's stretch, its start time unused (rlottie's
    /// `Layer::timeRemap`, ThorVG's `LottieLayer::remap`; rlottie also adds the document's in
    /// point, which ThorVG and lottie-web do not).
    func remapped(by remap: LottieAnimatable, stretch layerStretch: Double, from first: Double, to last: Double) -> LottieAnimationBuilder {
        var remapped = self
        let frameRate = self.frameRate
        let inner = { (frame: Double) in (remap.value(at: frame).first ?? 0) * frameRate / layerStretch }
        if let outer = remappedFrame {
            remapped.remappedFrame = { inner(outer($0)) }
        } else {
            remapped.remappedFrame = inner
            // The frames of this composition that the scene shows, within the layer's in and out points.
            let low = max(first, (inPoint - offset) / stretch), high = min(last, (outPoint - offset) / stretch)
            remapped.remappedSpan = low...max(low, high)
        }
        return remapped
    }

    /// The scene time of a frame of this composition.
    func seconds(_ frame: Double) -> Double { (frame * stretch + offset - inPoint) / frameRate }

    /// How far before a keyframe a hold ends, in frames.
    static let jumpFrames = 0.001
    /// At most this many samples per sampled property (a longer span is sampled less densely).
    static let sampleLimit = 4000
    /// Samples left for the whole document, shared by every builder of an import.
    let budget: SampleBudget

    /// Sets or animates `keyPath` of `layer` from a property, its value made into the key
    /// path's value by `convert`.
    func apply(_ property: LottieAnimatable, to layer: Layer, at keyPath: LayerKeyPath,
               _ convert: @escaping ([Double]) -> AnimationValue) {
        // An animated property leaves the model value alone: the animation holds its ends for
        // all time, and a model scale of 0 would leave nothing for `transform.scale` to scale.
        guard property.isAnimated else {
            layer.setValue(convert(property.first), for: keyPath)
            return
        }
        if let remappedFrame {
            return sampledAtBaseFrames(on: layer, at: keyPath) { convert(property.value(at: remappedFrame($0))) }
        }
        var times: [Double] = []
        var values: [AnimationValue] = []
        var functions: [TimingFunction] = []
        let keyframes = property.keyframes
        for (index, keyframe) in keyframes.enumerated() {
            if let last = times.last, keyframe.frame <= last { continue }
            times.append(keyframe.frame)
            values.append(convert(keyframe.value))
            guard index + 1 < keyframes.count else { break }
            let next = keyframes[index + 1]
            let jump = max(next.frame - Self.jumpFrames, keyframe.frame)
            if keyframe.hold {
                times.append(jump)
                values.append(convert(keyframe.value))
                functions += [.linear, .linear]
            } else if let end = keyframe.end, end != next.value {
                times.append(jump)
                values.append(convert(end))
                functions += [property.timingFunction(ofSegment: index), .linear]
            } else {
                functions.append(property.timingFunction(ofSegment: index))
            }
        }
        add(times: times, values: values, functions: functions, to: layer, at: keyPath)
    }

    /// A position with spatial tangents, or one the layer turns to follow (auto-orient, `ao`):
    /// a keyframe path through its keyframes, each segment its curve (or a line), eased by its
    /// Bézier; nil when no segment has spatial tangents and the layer does not turn.
    func positionPath(_ property: LottieAnimatable, orients: Bool = false) -> Animation? {
        let keyframes = property.keyframes
        guard remappedFrame == nil, property.isAnimated, orients || keyframes.indices.dropLast().contains(where: { property.spatialCurve(of: $0) != nil }),
              keyframes.allSatisfy({ $0.value.count >= 2 }) else { return nil }
        var path = BezierPath()
        var times: [Double] = [keyframes[0].frame]
        var functions: [TimingFunction] = []
        func point(_ value: [Double]) -> Point { Point(x: value[0], y: value[1]) }
        path.move(to: point(keyframes[0].value))
        for index in keyframes.indices.dropLast() {
            let (keyframe, next) = (keyframes[index], keyframes[index + 1])
            guard next.frame > keyframe.frame else { continue }
            if keyframe.hold {
                path.addLine(to: point(keyframe.value))
                path.addLine(to: point(next.value))
                times += [next.frame - Self.jumpFrames, next.frame]
                functions += [.linear, .linear]
            } else if let curve = property.spatialCurve(of: index) {
                path.addCurve(to: curve.end, control1: curve.control1, control2: curve.control2)
                times.append(next.frame)
                functions.append(property.timingFunction(ofSegment: index))
                if curve.end != point(next.value) {
                    path.addLine(to: point(next.value))
                    times[times.count - 1] = next.frame - Self.jumpFrames
                    times.append(next.frame)
                    functions.append(.linear)
                }
            } else {
                path.addLine(to: point(keyframe.end ?? next.value))
                times.append(next.frame)
                functions.append(property.timingFunction(ofSegment: index))
            }
        }
        guard let first = times.first, let last = times.last, last > first else { return nil }
        let keyTimes = times.map { ($0 - first) / (last - first) }
        guard let track = try? KeyframePath(path: path, rotationMode: orients ? .auto : nil, keyTimes: keyTimes,
                                            timingFunctions: functions) else { return nil }
        var animation = Animation(keyPath: LayerKeyPath(.position), content: .path(track))
        animation.timing = timing(from: first, to: last)
        return animation
    }

    /// Animates `keyPath` with values `value(frame)` at every frame from `first` to `last`
    /// (linear between them), after setting the value at `first`.
    func sampled(from first: Double, to last: Double, on layer: Layer, at keyPath: LayerKeyPath,
                 _ value: (Double) -> AnimationValue) {
        if let remappedFrame {
            return sampledAtBaseFrames(on: layer, at: keyPath) { value(remappedFrame($0)) }
        }
        layer.setValue(value(first), for: keyPath)
        guard last > first else { return }
        let frames = sampleFrames(from: first, to: last)
        add(times: frames, values: frames.map(value), functions: Array(repeating: .linear, count: frames.count - 1),
            to: layer, at: keyPath)
    }

    /// The frames a property is sampled at from `first` to `last` (both included): every frame,
    /// or fewer when the document's sample budget runs low.
    private func sampleFrames(from first: Double, to last: Double) -> [Double] {
        let step = max(1, ((last - first) / Double(budget.take(Self.sampleLimit))).rounded(.up))
        return Array(stride(from: first, to: last, by: step)) + [last]
    }

    /// In a remapped composition: animates `keyPath` with `value(F)` at every base frame F of
    /// the remapped span (linear between them).
    private func sampledAtBaseFrames(on layer: Layer, at keyPath: LayerKeyPath, _ value: (Double) -> AnimationValue) {
        var base = self
        base.remappedFrame = nil
        base.sampled(from: remappedSpan.lowerBound, to: remappedSpan.upperBound, on: layer, at: keyPath, value)
    }

    /// A keyframe animation through values at frames.
    private func add(times: [Double], values: [AnimationValue], functions: [TimingFunction], to layer: Layer,
                     at keyPath: LayerKeyPath) {
        guard let first = times.first, let last = times.last, last > first, values.count == times.count else { return }
        let keyTimes = times.map { ($0 - first) / (last - first) }
        guard let track = try? KeyframeTrack(values: values, keyTimes: keyTimes,
                                             timingFunctions: functions.count == values.count - 1 ? functions : nil) else { return }
        var animation = Animation.keyframes(keyPath, track)
        animation.timing = timing(from: first, to: last)
        layer.add(animation, forKey: "lottie.\(keyPath)")
    }

    /// From frame `first` to frame `last`, holding both ends. (A begin time of 0 is "when
    /// added", which for animations made before the scene runs is time 0 too.)
    private func timing(from first: Double, to last: Double) -> MediaTiming {
        MediaTiming(beginTime: seconds(first), duration: seconds(last) - seconds(first), fillMode: .both,
                    isRemovedOnCompletion: false)
    }

    /// Animates `hidden` so the layer shows from frame `inPoint` until `outPoint` (exclusive).
    func visibility(of layer: Layer, from inPoint: Double, to outPoint: Double, within span: ClosedRange<Double>) {
        if let remappedFrame {
            return remappedVisibility(of: layer, shown: { (inPoint..<outPoint).contains(remappedFrame($0)) })
        }
        guard inPoint > span.lowerBound || outPoint <= span.upperBound else { return }
        guard outPoint > inPoint else {
            layer.setHidden(true)
            return
        }
        layer.setHidden(true)
        let start = inPoint - Self.jumpFrames
        let end = outPoint - Self.jumpFrames
        // A layer that leaves after the scene's last frame only arrives: its animation ends
        // when it shows, instead of running past the end of the scene.
        let lastFrame = ((self.outPoint - self.inPoint).rounded(.up) - 1 + self.inPoint - offset) / stretch
        let leaves = end <= lastFrame
        guard let track = try? KeyframeTrack<AnimationValue>(values: leaves ? [.bool(false), .bool(true)] : [.bool(false)],
                                                             keyTimes: leaves ? [0, (end - start) / (end - start + 1)] : [0],
                                                             calculationMode: .discrete) else { return }
        var animation = Animation.keyframes(LayerKeyPath(.hidden), track)
        let stop = leaves ? end + 1 : start + Self.jumpFrames
        animation.timing = MediaTiming(beginTime: seconds(start), duration: seconds(stop) - seconds(start),
                                       fillMode: .forwards, isRemovedOnCompletion: false)
        layer.add(animation, forKey: "lottie.visibility")
    }

    /// In a remapped composition: `hidden` steps wherever `shown` changes from one base frame to
    /// the next (the new state shows from that base frame on).
    private func remappedVisibility(of layer: Layer, shown: (Double) -> Bool) {
        let (first, last) = (remappedSpan.lowerBound, remappedSpan.upperBound)
        var frames: [Double] = []
        var hidden: [AnimationValue] = []
        for frame in sampleFrames(from: first, to: last) where hidden.last != .bool(!shown(frame)) {
            frames.append(frame)
            hidden.append(.bool(!shown(frame)))
        }
        layer.setHidden(hidden.first == .bool(true))
        guard frames.count > 1 else { return }
        // Each change a thousandth of a frame early, so a frame drawn at its base frame shows it.
        let times = [first] + frames.dropFirst().map { $0 - Self.jumpFrames } + [last + 1]
        let keyTimes = times.dropLast().map { ($0 - first) / (times[times.count - 1] - first) }
        guard let track = try? KeyframeTrack<AnimationValue>(values: hidden, keyTimes: Array(keyTimes), calculationMode: .discrete) else { return }
        var animation = Animation.keyframes(LayerKeyPath(.hidden), track)
        animation.timing = timing(from: first, to: last + 1)
        layer.add(animation, forKey: "lottie.visibility")
    }

    /// A number of samples shared by an import, so that a document of many long sampled
    /// properties is sampled more coarsely rather than for hours.
    final class SampleBudget {
        /// Samples for the whole document.
        static let total = 4_000_000
        private var remaining = total
        /// Whether the budget ran out (the importer warns once).
        private(set) var ranOut = false

        /// Up to `wanted` samples, at least 2 (a property's two ends).
        func take(_ wanted: Int) -> Int {
            let granted = max(min(wanted, remaining), 2)
            if remaining < wanted { ranOut = true }
            remaining = max(remaining - granted, 0)
            return granted
        }
    }
}
