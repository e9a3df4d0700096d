/// How an animation behaves outside its active interval (`CAMediaTimingFillMode`).
public enum FillMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// No effect outside the active interval (Core Animation's default).
    case removed
    /// Holds the final value after the active interval.
    case forwards
    /// Shows the initial value before the active interval starts.
    case backwards
    /// Both `forwards` and `backwards`.
    case both

    /// Whether the first value is shown before the active interval.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the last value is held after the active interval.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}

/// The timing of one Core Animation object (`CAMediaTiming`): an animation, a group or a layer.
///
/// All times are in seconds. Defaults are Core Animation's. The formulas live in
/// `MediaTiming+Sampling.swift` and follow Core Animation's local-time rules as docs/timing-model.md states them.
public struct MediaTiming: Sendable, Hashable {
    /// Core Animation substitutes this duration when an animation is added with duration ≤ 0.
    public static let defaultDuration: Double = 0.25

    /// Start in the parent's time space (`beginTime`).
    public var beginTime: Double
    /// Length of one forward play in local time; ≤ 0 means `defaultDuration`.
    public var duration: Double
    /// Rate of local time relative to parent time; 0 pauses, negative runs backwards.
    public var speed: Double
    /// Added to local time after scaling by `speed`; the animation wraps, it is not shortened.
    public var timeOffset: Double
    /// Number of cycles, may be fractional; 0 means 1; ≥ `Float.greatestFiniteMagnitude` means forever.
    public var repeatCount: Double
    /// Repeat for this many seconds of local time instead of a count; 0 means unused.
    public var repeatDuration: Double
    /// Whether each cycle plays forwards and then backwards (one repeat = both legs).
    public var autoreverses: Bool
    /// Behaviour outside the active interval.
    public var fillMode: FillMode
    /// Whether the owner drops the animation when its active duration ends, which also ends any fill.
    public var isRemovedOnCompletion: Bool

    /// Creates a timing; every argument defaults to Core Animation's default.
    public init(
        beginTime: Double = 0,
        duration: Double = 0,
        speed: Double = 1,
        timeOffset: Double = 0,
        repeatCount: Double = 0,
        repeatDuration: Double = 0,
        autoreverses: Bool = false,
        fillMode: FillMode = .removed,
        isRemovedOnCompletion: Bool = true
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
        self.isRemovedOnCompletion = isRemovedOnCompletion
    }

    /// The repeat count that means "forever": `Float.greatestFiniteMagnitude`, as UIKit's `.repeat` sets.
    public static let repeatForever = Double(Float.greatestFiniteMagnitude)

    /// The duration of one forward leg, with Core Animation's 0.25 s substitute for ≤ 0.
    public var effectiveDuration: Double {
        duration > 0 ? duration : Self.defaultDuration
    }

    /// One full cycle: a forward leg, plus the reverse leg when `autoreverses`.
    public var cycleDuration: Double {
        autoreverses ? 2 * effectiveDuration : effectiveDuration
    }

    /// Whether the object repeats without end (infinite or `Float.greatestFiniteMagnitude` count).
    public var repeatsForever: Bool {
        repeatDuration.isInfinite || (repeatDuration <= 0 && repeatCount >= Self.repeatForever)
    }

    /// Length of the active interval in local time (seconds); `.infinity` when it repeats forever.
    ///
    /// Apple calls setting both `repeatCount` and `repeatDuration` undefined; we let
    /// `repeatDuration` win, as SMIL does.
    public var activeDuration: Double {
        if repeatsForever { return .infinity }
        if repeatDuration > 0 { return repeatDuration }
        return (repeatCount > 0 ? repeatCount : 1) * cycleDuration
    }
}
