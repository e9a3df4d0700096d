import Foundation
import FlipbookScene

/// The recording in progress, if any: what `UIView.animate`, `CATransaction` and
/// `CACurrentMediaTime()` act on.
///
/// Recordings run on the main actor (UIWindow is main-actor isolated) and do not suspend, so
/// one recording at a time is all there can be; the lock only keeps the bookkeeping sound for
/// Core Animation objects touched from other threads.
final class RecordingContext: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var active: RecordingContext?

    nonisolated(unsafe) private static var recordingsStarted = 0

    /// The scene the recording writes into.
    let scene: Scene
    /// Which recording of the process this is (1 for the first).
    let serial: Int
    /// Foundation timers scheduled while it runs.
    let realClockTimers = RealClockTimerWatch()
    /// Problems found on other threads, listed in the scene when the code returns to the clock.
    private var offThreadProblems: [String] = []

    /// A new recording of `scene`, counted.
    init(scene: Scene) {
        self.scene = scene
        Self.lock.lock()
        Self.recordingsStarted += 1
        serial = Self.recordingsStarted
        Self.lock.unlock()
        // A selector that finds no method (`perform(_:)` on a name nothing registered) is
        // listed in the recording, as a drawing problem is.
        SelectorTable.shared.unresolved = { DrawingProblems.list([$0]) }
    }

    /// The code returns to the clock: notices timers it scheduled on the real clock, and lists
    /// what other threads reported.
    func returnToClock() {
        realClockTimers.check(in: scene)
        Self.lock.lock()
        let problems = offThreadProblems
        offThreadProblems = []
        Self.lock.unlock()
        for problem in problems { scene.reportRecordingProblem(problem) }
    }

    /// Notes a problem found on a thread other than the recording's, for the next return to
    /// the clock (the scene is only touched on the recording's thread).
    func reportFromAnotherThread(_ problem: String) {
        Self.lock.lock()
        if !offThreadProblems.contains(problem) { offThreadProblems.append(problem) }
        Self.lock.unlock()
    }

    /// Where the recording clock stands: the running recording and its time, or, before one
    /// starts, the next recording and its time 0 (set-up is that recording's time 0).
    static var clockPosition: (recording: Int, instant: Double) {
        lock.lock()
        let context = active, next = recordingsStarted + 1
        lock.unlock()
        if let context, context.scene.isRecording { return (context.serial, context.scene.now) }
        return (next, 0)
    }

    /// The recording in progress.
    static var current: RecordingContext? {
        lock.lock()
        defer { lock.unlock() }
        return active
    }

    /// Makes a recording current for the duration of `body`.
    static func with<T, E: Error>(_ context: RecordingContext, _ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        let outer = active
        active = context
        lock.unlock()
        defer {
            lock.lock()
            active = outer
            lock.unlock()
        }
        return try body()
    }
}

/// Names generated for layers nobody named: the type's name and its creation index among
/// objects of that type (`UIView-1`, `CAShapeLayer-2`), counted from the last `UIWindow(frame:)`
/// so a test's ids do not depend on what other tests created.
enum GeneratedNames {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counts: [String: Int] = [:]

    static func next(for typeName: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        let count = (counts[typeName] ?? 0) + 1
        counts[typeName] = count
        return "\(typeName)-\(count)"
    }

    static func reset() {
        lock.lock()
        counts = [:]
        lock.unlock()
    }

    /// Runs `body` without counting the names it takes (a presentation copy's), so the ids of
    /// the layers made after do not depend on it.
    static func uncounted<T>(_ body: () -> T) -> T {
        lock.lock()
        let saved = counts
        lock.unlock()
        defer {
            lock.lock()
            counts = saved
            lock.unlock()
        }
        return body()
    }
}

/// The time Core Animation's clock shows: virtual time inside a recording (seconds since it
/// started), and 0 outside one.
///
/// Views set up before `record` are the recording's state at its time 0, so code that starts
/// animations there (a loading indicator's `startAnimating()` in set-up, timing its layers
/// with `beginTime = CACurrentMediaTime() + delay`) must read the time they will start at,
/// not the machine's uptime, which would put every such animation hours after the recording.
public func CACurrentMediaTime() -> CFTimeInterval {
    RecordingContext.current?.scene.now ?? 0
}
