import Dispatch
import Foundation
import FlipbookScene

// Timers on the recording's virtual clock.
//
// Library code schedules its next step with `DispatchQueue.main.asyncAfter(deadline: .now() + t)`
// or `DispatchQueue.main.async`. Inside a recording nothing turns the real main queue, so that
// work would run after the test, or never, and the frames would show the wrong thing.
//
// The DispatchQueue methods below take the arguments those calls pass, without Dispatch's
// defaulted `qos:` and `flags:`, so Swift prefers them (the candidate that needs no default
// arguments wins), and in any file that imports FlipbookUIKit (or UIKit) the calls reach them
// unchanged. Inside a recording, work for the main queue runs at its virtual time, in order with
// completions and callbacks; before one (set-up), it waits for the next recording's clock
// (SetUpWork.swift). Work sent to the main queue from other threads goes to Dispatch, and a
// recording running lists it in `Timeline.problems`, naming the thread.
//
// Foundation's `Timer` is taken over another way (FoundationTimers.swift). Work a recording
// cannot run on its clock (another queue, a wall-clock deadline) still runs on the real clock,
// and the recording lists it in `Timeline.problems`.

extension DispatchQueue {
    /// Dispatch's `asyncAfter(deadline:execute:)`; on the main queue, called on the main thread,
    /// the work runs on the recording's clock at the deadline: `t` after the instant of the
    /// `.now()` it was made from (DispatchTime+Now.swift), whatever real time passed between
    /// the two. Called before a recording, it runs in the next one, set-up being its time 0.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        if VirtualTimers.isMainQueueOnMainThread(self) {
            guard let instant = ClockReads.instant(of: deadline) else { return }
            VirtualTimers.run(at: instant, work)
            return
        }
        VirtualTimers.reportRealClock("DispatchQueue(\(label)).asyncAfter(deadline:)", mainQueue: isMain)
        asyncAfter(deadline: deadline, execute: DispatchWorkItem(block: work))
    }

    /// Dispatch's `asyncAfter(wallDeadline:execute:)`: a wall-clock deadline, which a recording
    /// cannot move to its clock. It runs on the real clock and is listed as a problem.
    public func asyncAfter(wallDeadline: DispatchWallTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        VirtualTimers.reportRealClock("DispatchQueue(\(label)).asyncAfter(wallDeadline:)", mainQueue: false)
        asyncAfter(wallDeadline: wallDeadline, execute: DispatchWorkItem(block: work))
    }

    /// Dispatch's `async(execute:)`; on the main queue, called on the main thread, the work runs
    /// when the code that scheduled it returns to the clock (the next `clock.wait`, or the end of
    /// `record`'s closure), as the main queue runs it after the current turn of the run loop;
    /// called before a recording, at the next one's time 0.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        if VirtualTimers.isMainQueueOnMainThread(self) {
            VirtualTimers.run(at: RecordingContext.clockPosition.instant, work)
            return
        }
        VirtualTimers.reportRealClock("DispatchQueue(\(label)).async", mainQueue: isMain)
        async(execute: DispatchWorkItem(block: work))
    }

    /// Whether this is the main queue (`DispatchQueue.main` is a new wrapper at each use on
    /// Linux: the labels are compared).
    var isMain: Bool { label == DispatchQueue.main.label }
}

/// The bookkeeping behind the declarations above.
enum VirtualTimers {
    /// Whether work for `queue` goes on the virtual clock: the main queue, scheduled from the
    /// main thread or the main queue (the main actor's executor, which runs on another thread
    /// under a test runner); work from other threads cannot join the clock at an instant that
    /// depends on the code alone.
    static func isMainQueueOnMainThread(_ queue: DispatchQueue) -> Bool {
        queue.isMain && MainQueue.isCurrent
    }

    /// Runs main-queue work at `instant` of the running recording's clock (now, when that is
    /// past), or of the next recording's when none runs; an instant that never comes
    /// (`.distantFuture`) never runs.
    static func run(at instant: Double, _ work: @escaping @Sendable () -> Void) {
        guard instant.isFinite, instant < 1e9 else { return }
        guard let scene = RecordingContext.current?.scene, scene.isRecording else {
            SetUpWork.enqueue(at: max(instant, 0), dispatchDelay: max(instant, 0), work)
            return
        }
        // Scheduled actions run inside the recording's context (`clock.wait`, `record`'s end).
        scene.at(max(instant, scene.now), perform: work)
    }

    /// Lists work that goes to the real clock while a recording runs: work for another queue,
    /// a wall-clock deadline, or work sent to the main queue from another thread, which joins
    /// the main queue at a real instant, after the recording's code has moved on.
    static func reportRealClock(_ call: String, mainQueue: Bool) {
        guard let context = RecordingContext.current, context.scene.isRecording else { return }
        if MainQueue.isCurrent {
            context.scene.reportRecordingProblem("\(call) inside a recording runs on the real clock, not the recording's: "
                + "schedule it on DispatchQueue.main (asyncAfter(deadline:) or async), which runs on the virtual clock")
        } else {
            context.reportFromAnotherThread("\(call) was called from a thread other than the main thread inside a recording: "
                + (mainQueue ? "the work joins the main queue on the real clock, after the recording; " : "it runs on the real clock; ")
                + "do the work on the main thread (its DispatchQueue.main.async and asyncAfter run on the virtual clock)")
        }
    }
}

/// Whether code runs on the main thread or the main queue.
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    /// True on the main thread, and in work the main queue runs (main-actor code).
    static var isCurrent: Bool { Thread.isMainThread || (marked && DispatchQueue.getSpecific(key: key) == true) }
}
