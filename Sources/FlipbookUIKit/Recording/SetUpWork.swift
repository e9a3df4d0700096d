import Dispatch
import Foundation
import FlipbookScene

/// What set-up code schedules on the main thread before a recording: work for the main queue
/// (`DispatchQueue.main.async`, `asyncAfter(deadline:)`), and display links and Foundation
/// timers added to the run loop. An app builds its screens in `viewDidLoad`, before any
/// recording, and on iOS what it schedules there runs once the run loop turns; here the next
/// recording runs it on its clock, set-up being that recording's time 0: work queued for 0.5 s
/// runs at 0.5 s, a display link ticks from the first refresh, a 1-s timer fires at 1 s.
///
/// Main-queue work is also handed to Dispatch, and runs there if the main queue turns before a
/// recording starts (code that never records still has its work run); whichever comes first runs
/// it, once. Display links and timers wait for a recording.
enum SetUpWork {
    /// Main-queue work waiting for a recording.
    final class Item: @unchecked Sendable {
        let instant: Double
        let work: () -> Void
        private let lock = NSLock()
        private var taken = false

        init(instant: Double, work: @escaping () -> Void) {
            self.instant = instant
            self.work = work
        }

        /// True once: for the recording or for Dispatch, whichever asks first.
        func take() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            if taken { return false }
            taken = true
            return true
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var items: [Item] = []
    nonisolated(unsafe) private static var runLoopSources: [@MainActor (Scene) -> Void] = []

    /// Queues main-queue work for `instant` seconds into the next recording, and hands it to
    /// Dispatch `dispatchDelay` seconds from now in case the main queue turns first.
    static func enqueue(at instant: Double, dispatchDelay: Double, _ work: @escaping @Sendable () -> Void) {
        let item = Item(instant: instant, work: work)
        lock.lock()
        items.append(item)
        lock.unlock()
        let runIfNotTaken: @Sendable () -> Void = { if item.take() { work() } }
        DispatchQueue.main.asyncAfter(deadline: DispatchTime(uptimeNanoseconds: dispatchUptime(after: dispatchDelay)),
                                      execute: DispatchWorkItem(block: runIfNotTaken))
    }

    /// Keeps something added to the run loop before a recording (a display link, a timer) for
    /// the next one, which calls `start` with its scene at time 0.
    static func addToRunLoop(_ start: @escaping @MainActor (Scene) -> Void) {
        lock.lock()
        runLoopSources.append(start)
        lock.unlock()
    }

    /// Hands everything waiting to the recording starting in `scene`: work at its instants,
    /// display links and timers from time 0.
    @MainActor
    static func start(in scene: Scene) {
        lock.lock()
        let work = items, sources = runLoopSources
        items = []
        runLoopSources = []
        lock.unlock()
        for item in work where item.take() { scene.at(item.instant, perform: item.work) }
        for start in sources { start(scene) }
    }

    private static func dispatchUptime(after seconds: Double) -> UInt64 {
        let dispatchNow: () -> DispatchTime = DispatchTime.now
        return dispatchNow().uptimeNanoseconds + UInt64(max(seconds, 0) * 1e9)
    }
}
