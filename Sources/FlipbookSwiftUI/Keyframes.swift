import FlipbookUIKit

/// `KeyframeTrackContent`: keyframes for one value.
public protocol KeyframeTrackContent<Value> {
    /// The animated value's type.
    associatedtype Value: Animatable
}

/// One segment of a keyframe track, in the value's animatable data.
enum KeyframeSegment<Data: VectorArithmetic> {
    case linear(to: Data, duration: TimeInterval, curve: UnitCurve)
    case spring(to: Data, duration: TimeInterval?, spring: Spring, startVelocity: Data?)
    case cubic(to: Data, duration: TimeInterval, startVelocity: Data?, endVelocity: Data?)
    case move(to: Data)

    var target: Data {
        switch self {
        case .linear(let to, _, _), .spring(let to, _, _, _), .cubic(let to, _, _, _), .move(let to): to
        }
    }
}

/// Keyframe segments as a track's builder collects them.
public struct _KeyframeSegments<Value: Animatable>: KeyframeTrackContent {
    let segments: [KeyframeSegment<Value.AnimatableData>]
}

/// `LinearKeyframe`: to `to` over `duration` along `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value, duration: TimeInterval, timingCurve: UnitCurve
    /// A keyframe reaching `to` after `duration`, its pace `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }
}

/// `SpringKeyframe`: towards `to` on `spring`, for `duration` (nil: until it settles).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value, duration: TimeInterval?, spring: Spring, startVelocity: Value?
    /// A keyframe springing towards `to`; `startVelocity` nil keeps the motion coming in.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }
}

/// `CubicKeyframe`: to `to` over `duration` on a cubic curve through the keyframes.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value, duration: TimeInterval, startVelocity: Value?, endVelocity: Value?
    /// A keyframe reaching `to` after `duration`; nil velocities keep the motion smooth (the
    /// slope through the neighbouring keyframes, Catmull–Rom's rule — a choice: Apple says
    /// only "automatically compute the velocity to maintain smooth motion").
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }
}

/// `MoveKeyframe`: jumps to `to` at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    /// A keyframe that jumps to `to`.
    public init(_ to: Value) { self.to = to }
}

/// `KeyframeTrackContentBuilder`: collects a track's keyframes.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// A linear keyframe.
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> _KeyframeSegments<Value> {
        _KeyframeSegments(segments: [.linear(to: keyframe.to.animatableData, duration: keyframe.duration, curve: keyframe.timingCurve)])
    }
    /// A spring keyframe.
    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> _KeyframeSegments<Value> {
        _KeyframeSegments(segments: [.spring(to: keyframe.to.animatableData, duration: keyframe.duration, spring: keyframe.spring,
                                             startVelocity: keyframe.startVelocity?.animatableData)])
    }
    /// A cubic keyframe.
    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> _KeyframeSegments<Value> {
        _KeyframeSegments(segments: [.cubic(to: keyframe.to.animatableData, duration: keyframe.duration,
                                            startVelocity: keyframe.startVelocity?.animatableData, endVelocity: keyframe.endVelocity?.animatableData)])
    }
    /// A move keyframe.
    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> _KeyframeSegments<Value> {
        _KeyframeSegments(segments: [.move(to: keyframe.to.animatableData)])
    }
    /// Keyframes built elsewhere.
    public static func buildExpression(_ content: _KeyframeSegments<Value>) -> _KeyframeSegments<Value> { content }
    /// Keyframes in order.
    public static func buildBlock(_ parts: _KeyframeSegments<Value>...) -> _KeyframeSegments<Value> {
        _KeyframeSegments(segments: parts.flatMap(\.segments))
    }
    /// Keyframes in order (a `for` loop).
    public static func buildArray(_ parts: [_KeyframeSegments<Value>]) -> _KeyframeSegments<Value> {
        _KeyframeSegments(segments: parts.flatMap(\.segments))
    }
    /// Keyframes when a condition holds.
    public static func buildOptional(_ part: _KeyframeSegments<Value>?) -> _KeyframeSegments<Value> { part ?? _KeyframeSegments(segments: []) }
    /// The keyframes of an `if`'s branch.
    public static func buildEither(first: _KeyframeSegments<Value>) -> _KeyframeSegments<Value> { first }
    /// The keyframes of an `else`.
    public static func buildEither(second: _KeyframeSegments<Value>) -> _KeyframeSegments<Value> { second }
}

/// `Keyframes`: tracks of keyframes for the parts of a value.
public protocol Keyframes<Value> {
    /// The animated value's type.
    associatedtype Value
}

/// Tracks as a timeline's builder collects them.
public struct _KeyframeTracks<Value>: Keyframes {
    /// Each track's value at a time from a start value, and its duration.
    let tracks: [(apply: (inout Value, TimeInterval, Value) -> Void, duration: TimeInterval)]
}

/// `KeyframeTrack`: the keyframes of one property (`keyPath`) of the animated value.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let segments: [KeyframeSegment<Value.AnimatableData>]

    /// The keyframes of `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) where Content == _KeyframeSegments<Value> {
        self.keyPath = keyPath
        segments = content().segments
    }
}

extension KeyframeTrack where Root == Value {
    /// The keyframes of the whole value.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> Content) where Content == _KeyframeSegments<Value> {
        keyPath = \Root.self
        segments = content().segments
    }
}

extension KeyframeTrack {
    /// The track as a timeline takes it.
    var resolved: (apply: (inout Root, TimeInterval, Root) -> Void, duration: TimeInterval) {
        let path = KeyframePath(segments: segments)
        let keyPath = keyPath
        return ({ value, time, start in
            var property = start[keyPath: keyPath]
            property.animatableData = path.value(from: start[keyPath: keyPath].animatableData, at: time)
            value[keyPath: keyPath] = property
        }, path.duration)
    }
}

/// `KeyframesBuilder`: collects a timeline's tracks.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// A track.
    public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>) -> _KeyframeTracks<Value> {
        _KeyframeTracks(tracks: [track.resolved])
    }
    /// Tracks built elsewhere.
    public static func buildExpression(_ tracks: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { tracks }
    /// Tracks, played together.
    public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> { _KeyframeTracks(tracks: parts.flatMap(\.tracks)) }
    /// Tracks when a condition holds.
    public static func buildOptional(_ part: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> { part ?? _KeyframeTracks(tracks: []) }
    /// The tracks of an `if`'s branch.
    public static func buildEither(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }
    /// The tracks of an `else`.
    public static func buildEither(second: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { second }
}

/// `KeyframeTimeline`: the value its keyframes give at each time from `initialValue`.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: _KeyframeTracks<Value>

    /// A timeline from `initialValue` through `content`'s tracks.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> _KeyframeTracks<Value>) {
        self.initialValue = initialValue
        tracks = content()
    }

    init(initialValue: Value, tracks: _KeyframeTracks<Value>) {
        self.initialValue = initialValue
        self.tracks = tracks
    }

    /// How long the longest track lasts.
    public var duration: TimeInterval { tracks.tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in (each track holds its last keyframe after its end).
    public func value(time: TimeInterval) -> Value {
        var value = initialValue
        for track in tracks.tracks { track.apply(&value, time, initialValue) }
        return value
    }

    /// The value at `progress` of the duration (0 to 1).
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}

/// One track's segments laid out in time: where each starts, from where, with what velocity.
struct KeyframePath<Data: VectorArithmetic> {
    let segments: [KeyframeSegment<Data>]

    /// Each segment's duration (a spring's without one: until it settles).
    private var durations: [TimeInterval] {
        segments.map { segment in
            switch segment {
            case .linear(_, let duration, _), .cubic(_, let duration, _, _): max(duration, 0)
            case .spring(_, let duration, let spring, _): duration ?? spring.settlingDuration
            case .move: 0
            }
        }
    }

    var duration: TimeInterval { durations.reduce(0, +) }

    /// The data `time` seconds in, from `start`.
    func value(from start: Data, at time: TimeInterval) -> Data {
        let durations = self.durations
        var point = start
        var velocity = Data.zero
        var elapsed = 0.0
        for (index, segment) in segments.enumerated() {
            let duration = durations[index]
            let local = time - elapsed
            let (end, endVelocity) = motion(of: segment, index: index, from: point, velocity: velocity, duration: duration, at: min(local, duration))
            if local <= duration { return end }
            point = end
            velocity = endVelocity
            elapsed += duration
        }
        return point
    }

    /// Where a segment has the value `time` seconds in, and how fast it moves then.
    private func motion(of segment: KeyframeSegment<Data>, index: Int, from start: Data, velocity: Data, duration: TimeInterval,
                        at time: TimeInterval) -> (Data, Data) {
        switch segment {
        case .move(let to):
            return (to, velocity)
        case .linear(let to, let duration, let curve):
            guard duration > 0 else { return (to, velocity) }
            let fraction = curve.value(at: time / duration)
            let slope = curve.slope(at: time / duration) / duration
            return (start + (to - start).scaled(by: fraction), (to - start).scaled(by: slope))
        case .spring(let to, _, let spring, let startVelocity):
            let initial = startVelocity ?? velocity
            return (start + spring.value(target: to - start, initialVelocity: initial, time: time),
                    spring.velocity(target: to - start, initialVelocity: initial, time: time))
        case .cubic(let to, let duration, let startVelocity, let endVelocity):
            guard duration > 0 else { return (to, velocity) }
            let m0 = startVelocity ?? velocity
            let m1 = endVelocity ?? outgoingSlope(after: index, from: start, to: to, duration: duration)
            let s = time / duration
            let (s2, s3) = (s * s, s * s * s)
            let value = start.scaled(by: 2 * s3 - 3 * s2 + 1) + m0.scaled(by: (s3 - 2 * s2 + s) * duration)
                + to.scaled(by: -2 * s3 + 3 * s2) + m1.scaled(by: (s3 - s2) * duration)
            let slope = (start.scaled(by: 6 * s2 - 6 * s) + m0.scaled(by: (3 * s2 - 4 * s + 1) * duration)
                + to.scaled(by: -6 * s2 + 6 * s) + m1.scaled(by: (3 * s2 - 2 * s) * duration)).scaled(by: 1 / duration)
            return (value, slope)
        }
    }

    /// The slope at a cubic keyframe's end: through its neighbours (Catmull–Rom) when a cubic
    /// keyframe follows, else the segment's own average slope.
    private func outgoingSlope(after index: Int, from start: Data, to: Data, duration: TimeInterval) -> Data {
        if index + 1 < segments.count, case .cubic(let next, let nextDuration, _, _) = segments[index + 1], duration + nextDuration > 0 {
            return (next - start).scaled(by: 1 / (duration + nextDuration))
        }
        return (to - start).scaled(by: 1 / duration)
    }
}
