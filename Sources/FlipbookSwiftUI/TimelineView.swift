import FlipbookUIKit

/// `TimelineScheduleMode`: how often a schedule may update (always `.normal` here).
public enum TimelineScheduleMode: Sendable {
    /// Updates as the schedule says.
    case normal
    /// A low-frequency mode (the screen dimmed): not used by a recording.
    case lowFrequency
}

/// `TimelineSchedule`: the dates at which a `TimelineView` draws its content again.
public protocol TimelineSchedule {
    /// The dates, in order.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// `AnimationTimelineSchedule`: every display frame (at most every `minimumInterval`), unless paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool
    /// A schedule of display frames.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    /// The display frames from `startDate` (a 60 Hz grid, or `minimumInterval` apart).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> StrideThrough<Date> {
        stride(from: startDate, through: paused ? startDate : .distantFuture, by: max(minimumInterval ?? 1.0 / 60, 1.0 / 60))
    }
}

/// `PeriodicTimelineSchedule`: every `interval` seconds from `startDate`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval
    /// A schedule every `interval` from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }
    /// The dates `interval` apart from the schedule's start, the first at or before `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> StrideThrough<Date> {
        let step = max(interval, 1e-3)
        let skipped = max(0, (startDate.timeIntervalSince(self.startDate) / step).rounded(.down))
        return stride(from: self.startDate.addingTimeInterval(skipped * step), through: .distantFuture, by: step)
    }
}

/// `EveryMinuteTimelineSchedule`: at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// A schedule every minute.
    public init() {}
    /// Each whole minute from the one `startDate` is in.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> StrideThrough<Date> {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return stride(from: Date(timeIntervalSinceReferenceDate: minute), through: .distantFuture, by: 60)
    }
}

/// `ExplicitTimelineSchedule`: at the dates given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    /// A schedule at `dates`.
    public init(_ dates: Entries) { self.dates = dates }
    /// The dates given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every display frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Every display frame, at most every `minimumInterval`, unless `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule {
    /// At `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// `TimelineViewDefaultContext`: what a `TimelineView`'s content is drawn for.
public struct TimelineViewDefaultContext {
    /// `TimelineViewDefaultContext.Cadence`: how often the content is drawn.
    public enum Cadence: Comparable, Sendable {
        /// Every display frame.
        case live
        /// About every second.
        case seconds
        /// About every minute.
        case minutes
    }
    /// The schedule's date the content is drawn for (on the recording's clock).
    public let date: Date
    /// How often it is drawn.
    public let cadence: Cadence
}

/// `TimelineView`: its content drawn again at each date of `schedule` (`.animation`: every
/// display frame), with that date — on the recording's clock, where `Date()` is the recording's
/// time too.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @State private var tick = 0
    @State private var clock = TimelineClock()

    /// A view drawn by `content` at each date of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content for the latest date of the schedule.
    public var body: some View {
        let _ = tick  // Read, so each date draws the content again.
        let now = clock.now
        let animated = schedule is AnimationTimelineSchedule
        let date = animated ? now : (schedule.entries(from: clock.start ?? now, mode: .normal).prefix { $0 <= now }.last ?? now)
        content(TimelineViewDefaultContext(date: date, cadence: animated ? .live : .seconds))
            .onAppear { start() }
    }

    private func start() {
        clock.begin()
        if let animation = schedule as? AnimationTimelineSchedule {
            guard !animation.paused else { return }
            clock.follow(every: animation.minimumInterval) { tick += 1 }
        } else {
            scheduleNext()
        }
    }

    /// Draws again at the schedule's next date after now.
    private func scheduleNext() {
        let now = clock.now
        guard let next = schedule.entries(from: clock.start ?? now, mode: .normal).lazy.first(where: { $0 > now }) else { return }
        clock.after(next.timeIntervalSince(now)) {
            tick += 1
            scheduleNext()
        }
    }
}

/// The display link or timer a `TimelineView` draws by, kept from update to update.
@MainActor
final class TimelineClock {
    /// When the view appeared, as a date and on the recording's clock.
    private(set) var start: Date?
    private var startTime: CFTimeInterval = 0

    /// Starts the clock now.
    func begin() {
        start = Date()
        startTime = CACurrentMediaTime()
    }

    /// The date now: the start's date moved on by the recording's clock, so the dates follow
    /// the virtual clock on any thread (a test's main actor may run off the main thread).
    var now: Date { start.map { $0.addingTimeInterval(CACurrentMediaTime() - startTime) } ?? Date() }
    private let frames = DisplayFrames()
    private var timer: Timer?

    /// Calls `frame` at each display frame (or every `minimumInterval`).
    func follow(every minimumInterval: Double?, _ frame: @escaping @MainActor () -> Void) {
        let rate = minimumInterval.map { $0 > 0 ? Int((1 / $0).rounded(.down)) : 0 } ?? 0
        frames.start(framesPerSecond: rate, frame)
    }

    /// Calls `action` once, `delay` seconds from now.
    func after(_ delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        timer?.invalidate()
        let action = UncheckedSendable(action)
        timer = Timer.scheduledTimer(withTimeInterval: max(delay, 1e-3), repeats: false) { _ in MainActor.assumeIsolated { action.value() } }
    }
}
