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
// completions and callbacks. Outside a recording it goes to Dispatch.
//
// Foundation's `Timer` cannot be taken over the same way: its block API has no defaulted
// argument to leave out, and a `Timer` type of FlipbookUIKit's is ambiguous with Foundation's
// in a file that imports both, so a `Timer` runs on the real clock and the recording lists it in
// `Timeline.problems` (RealClockTimers.swift; docs/testing-uikit.md says what to write instead). Work a recording cannot run on its clock (another queue,
// a wall-clock deadline) still runs on the real clock, and the recording lists it in
// `Timeline.problems`.

extension DispatchQueue {
    /// Dispatch's `asyncAfter(deadline:execute:)`; on the main queue inside a recording, the
    /// work runs at the deadline's virtual time. The deadline is read relative to
    /// `DispatchTime.now()` at the call, to the millisecond (the real time between the caller's
    /// `.now()` and this call is not the recording's).
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        if let scene = VirtualTimers.mainQueueScene(self) {
            let nanoseconds = Double(deadline.uptimeNanoseconds) - Double(DispatchTime.now().uptimeNanoseconds)
            VirtualTimers.run(in: scene, after: (nanoseconds / 1e6).rounded() / 1e3, work)
            return
        }
        VirtualTimers.reportRealClock("DispatchQueue(\(label)).asyncAfter(deadline:)")
        asyncAfter(deadline: deadline, execute: DispatchWorkItem(block: work))
    }

    /// Dispatch's `asyncAfter(wallDeadline:execute:)`: a wall-clock deadline, which a recording
    /// cannot move to its clock. It runs on the real clock and is listed as a problem.
    public func asyncAfter(wallDeadline: DispatchWallTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        VirtualTimers.reportRealClock("DispatchQueue(\(label)).asyncAfter(wallDeadline:)")
        asyncAfter(wallDeadline: wallDeadline, execute: DispatchWorkItem(block: work))
    }

    /// Dispatch's `async(execute:)`; on the main queue inside a recording, the work runs when
    /// the code that scheduled it returns to the clock (the next `clock.wait`, or the end of
    /// `record`'s closure), as the main queue runs it after the current turn of the run loop.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        if let scene = VirtualTimers.mainQueueScene(self) {
            VirtualTimers.run(in: scene, after: 0, work)
            return
        }
        VirtualTimers.reportRealClock("DispatchQueue(\(label)).async")
        async(execute: DispatchWorkItem(block: work))
    }
}

/// The bookkeeping behind the declarations above.
enum VirtualTimers {
    /// The recording's scene when `queue` is the main queue and a recording is running.
    static func mainQueueScene(_ queue: DispatchQueue) -> Scene? {
        // `DispatchQueue.main` is a new wrapper at each use on Linux: compare the queues' labels.
        guard queue.label == DispatchQueue.main.label, let scene = RecordingContext.current?.scene, scene.isRecording else {
            return nil
        }
        return scene
    }

    /// Runs work `delay` seconds of virtual time from now (a deadline in the past runs now;
    /// one that never comes, such as `.distantFuture`, never runs).
    static func run(in scene: Scene, after delay: Double, _ work: @escaping () -> Void) {
        guard delay.isFinite, delay < 1e9 else { return }
        // Scheduled actions run inside the recording's context (`clock.wait`, `record`'s end).
        scene.at(scene.now + max(delay, 0), perform: work)
    }

    /// Lists work that goes to the real clock while a recording runs.
    static func reportRealClock(_ call: String) {
        guard let scene = RecordingContext.current?.scene, scene.isRecording else { return }
        scene.reportRecordingProblem("\(call) inside a recording runs on the real clock, not the recording's: "
            + "schedule it on DispatchQueue.main (asyncAfter(deadline:) or async), which runs on the virtual clock")
    }
}
