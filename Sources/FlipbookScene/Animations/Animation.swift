import FlipbookTiming

/// An explicit Core Animation animation: basic, keyframe, spring or group (`CAAnimation`).
///
/// Build one with `.basic(…)`, `.keyframes(…)`, `.spring(…)` or `.group(…)`, then set timing
/// the way you would on a `CABasicAnimation` (`duration`, `repeatCount`, `fillMode`, …).
public struct Animation: Sendable {
    /// What the animation does.
    public enum Content: Sendable {
        /// `CABasicAnimation`: from/to/by (nil where not given; see timing.md §4.1 for the combinations).
        case basic(from: AnimationValue?, to: AnimationValue?, by: AnimationValue?)
        /// `CAKeyframeAnimation`.
        case keyframes(KeyframeTrack<AnimationValue>)
        /// `CAKeyframeAnimation` with a `path` (which overrides values), on a point key path.
        case path(KeyframePath)
        /// `CASpringAnimation`: a basic animation whose progress follows a spring in seconds.
        case spring(Spring, from: AnimationValue?, to: AnimationValue?, by: AnimationValue?)
        /// `CAAnimationGroup`: children on the group's clock, clipped to its duration.
        case group([Animation])
        /// `CATransition`: the layer's change of look shown as a fade or a slide.
        case transition(TransitionKind, TransitionDirection)
    }

    /// The animated key path; nil for groups, whose children carry their own.
    public var keyPath: LayerKeyPath?
    /// What the animation does.
    public var content: Content
    /// beginTime, duration, speed, repeat, fill, removal. A beginTime of 0 means "when added",
    /// as in Core Animation; any other value is an absolute time in the layer's time space
    /// (for group children: relative to the group).
    public var timing: MediaTiming
    /// Eases progress; nil is linear, Core Animation's default for explicit animations.
    public var timingFunction: TimingFunction?
    /// Adds to the value below instead of replacing it (`isAdditive`).
    public var isAdditive: Bool
    /// Each repeat continues from where the last one ended (`isCumulative`).
    public var isCumulative: Bool

    /// Creates an animation from its parts.
    public init(
        keyPath: LayerKeyPath?, content: Content, timing: MediaTiming = MediaTiming(),
        timingFunction: TimingFunction? = nil, isAdditive: Bool = false, isCumulative: Bool = false
    ) {
        self.keyPath = keyPath
        self.content = content
        self.timing = timing
        self.timingFunction = timingFunction
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
    }

    /// A `CABasicAnimation`.
    public static func basic(
        _ keyPath: LayerKeyPath, from: AnimationValue? = nil, to: AnimationValue? = nil, by: AnimationValue? = nil
    ) -> Animation {
        Animation(keyPath: keyPath, content: .basic(from: from, to: to, by: by))
    }

    /// A `CAKeyframeAnimation`.
    public static func keyframes(_ keyPath: LayerKeyPath, _ track: KeyframeTrack<AnimationValue>) -> Animation {
        Animation(keyPath: keyPath, content: .keyframes(track))
    }

    /// A `CASpringAnimation`; its duration defaults to the spring's settling duration.
    public static func spring(
        _ keyPath: LayerKeyPath, _ spring: Spring, from: AnimationValue? = nil, to: AnimationValue? = nil,
        by: AnimationValue? = nil
    ) -> Animation {
        Animation(keyPath: keyPath, content: .spring(spring, from: from, to: to, by: by),
                  timing: MediaTiming(duration: spring.settlingDuration.isFinite ? spring.settlingDuration : 0))
    }

    /// A `CAAnimationGroup`.
    public static func group(_ animations: [Animation]) -> Animation {
        Animation(keyPath: nil, content: .group(animations))
    }

    /// `duration` of one forward play.
    public var duration: Double {
        get { timing.duration }
        set { timing.duration = newValue }
    }

    /// `repeatCount`; `.infinity` repeats forever.
    public var repeatCount: Double {
        get { timing.repeatCount }
        set { timing.repeatCount = newValue }
    }

    /// `autoreverses`.
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }

    /// `fillMode`.
    public var fillMode: FillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }

    /// `isRemovedOnCompletion`.
    public var isRemovedOnCompletion: Bool {
        get { timing.isRemovedOnCompletion }
        set { timing.isRemovedOnCompletion = newValue }
    }

    /// `beginTime` (0 = when added).
    public var beginTime: Double {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
}
