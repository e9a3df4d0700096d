import Foundation
import FlipbookScene

/// `CADisplayLink`: calls code at every display refresh, on the recording's virtual clock.
///
/// Made with `init(target:selector:)` (the target retained until `invalidate()`, as on iOS) or
/// with a closure (`CADisplayLink { link in … }`), then `add(to: .main, forMode: .common)`.
/// Refreshes fall on the display's grid, k / `UIScreen.main.maximumFramesPerSecond` seconds
/// from the recording's start; `preferredFramesPerSecond` picks every n-th refresh, the rate
/// nearest to it that divides the display's (as iOS picks a rate the display supports).
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private var handler: (CADisplayLink) -> Void
    /// The refresh being handled (seconds on the recording's clock).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The refresh after it, when the frame being prepared will show.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// Seconds between refreshes at the rate in use.
    open var duration: CFTimeInterval { Double(stride) / Double(displayRate) }
    /// Paused links skip refreshes until unpaused.
    open var isPaused = false
    /// 0 (the default) means the display's rate.
    open var preferredFramesPerSecond = 0
    /// The rates the link would like (iOS 15; `.default`: the display's). When set, it wins over
    /// `preferredFramesPerSecond`: the link fires at the display rate's divisor nearest to its
    /// `preferred` rate (or its `maximum` when it has none).
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// Every how many refreshes the link fires (deprecated in iOS 10 for
    /// `preferredFramesPerSecond`); setting it wins over both rates.
    @available(iOS, deprecated: 10.0, message: "preferredFramesPerSecond")
    open var frameInterval: Int {
        get { stride }
        set { frameIntervalOverride = max(newValue, 1) }
    }
    private var frameIntervalOverride: Int?
    /// The run-loop modes it was added to; it fires while there is one.
    private var modes: Set<RunLoop.Mode> = []
    /// Bumped when it leaves its last mode, so the refreshes scheduled before do nothing.
    private var generation = 0
    private var isInvalidated = false

    /// A display link that calls `handler` at each refresh once added to a run loop.
    public init(_ handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// A display link that sends `sel` to `target` at each refresh once added to a run loop; the
    /// method takes the link, or nothing.
    public convenience init(target: Any, selector sel: Selector) {
        let object = target as AnyObject
        self.init { link in sel.send(to: object, with: [link], in: "CADisplayLink(target:selector:)") }
    }

    private var displayRate: Int { max(UIScreen.main.maximumFramesPerSecond, 1) }

    /// Every how many display refreshes the link fires.
    private var stride: Int {
        if let frameIntervalOverride { return frameIntervalOverride }
        let range = preferredFrameRateRange
        let wanted = range == .default ? Double(preferredFramesPerSecond) : Double(range.preferred ?? range.maximum)
        guard wanted > 0, wanted < Double(displayRate) else { return 1 }
        let divisors = (1...displayRate).filter { displayRate % $0 == 0 }
        return divisors.min { abs(Double(displayRate) / Double($0) - wanted) < abs(Double(displayRate) / Double($1) - wanted) } ?? 1
    }

    /// Starts firing at the next refresh of the recording's clock (every mode runs on it);
    /// added before a recording (in set-up), from the next recording's first refresh.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated, modes.insert(mode).inserted, modes.count == 1 else { return }
        let generation = self.generation
        guard let scene = RecordingContext.current?.scene, scene.isRecording else {
            return SetUpWork.addToRunLoop { [self] scene in start(in: scene, generation: generation) }
        }
        scheduleNext(after: scene.now, in: scene)
    }

    /// Takes it out of `mode`: out of its last one it stops firing, and may be added again
    /// (unlike `invalidate()`).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard modes.remove(mode) != nil, modes.isEmpty else { return }
        generation += 1
    }

    /// A link added in set-up starts with the recording, at its first refresh after time 0,
    /// unless it was removed in the meantime.
    private func start(in scene: Scene, generation: Int) {
        guard !isInvalidated, generation == self.generation else { return }
        scheduleNext(after: scene.now, in: scene)
    }

    /// Stops it for good.
    open func invalidate() {
        isInvalidated = true
        // Lets go of the target, as iOS releases it.
        handler = { _ in }
    }

    /// Schedules the next refresh on the display grid after `time` (one at a time, so a link
    /// costs nothing after it is invalidated). Refreshes are counted in whole periods, so the
    /// next one is always a period later: k · period read back as a time and divided by the
    /// period can fall just short of k, which would schedule the same refresh again.
    private func scheduleNext(after time: Double, in scene: Scene) {
        let period = Double(stride) / Double(displayRate)
        scheduleRefresh(Int((time / period + 1e-9).rounded(.down)) + 1, period: period, in: scene)
    }

    private func scheduleRefresh(_ index: Int, period: Double, in scene: Scene) {
        // Whole refreshes over the display's rate, so the third 10-fps refresh is 0.3, not 3 × 0.1.
        let next = Double(index * stride) / Double(displayRate)
        // Strongly: a run loop keeps its display links, as on iOS.
        let generation = self.generation
        scene.at(next) { [self] in
            guard !self.isInvalidated, generation == self.generation else { return }
            if !self.isPaused {
                self.timestamp = next
                self.targetTimestamp = next + period
                self.handler(self)
            }
            guard !self.isInvalidated, generation == self.generation else { return }
            // A changed preferredFramesPerSecond takes effect from here, on its own grid.
            let current = Double(self.stride) / Double(self.displayRate)
            if current == period {
                self.scheduleRefresh(index + 1, period: period, in: scene)
            } else {
                self.scheduleNext(after: next, in: scene)
            }
        }
    }
}

/// `CAFrameRateRange`: the refresh rates a display link (or an animation) would like.
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest acceptable rate.
    public var minimum: Float
    /// The highest acceptable rate.
    public var maximum: Float
    /// The rate wanted, if any.
    public var preferred: Float?

    /// A range with a preferred rate.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// A range without a preferred rate.
    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// No preference: the display's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether two ranges are the same.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
