import Foundation
import FlipbookScene

// Foundation's `Timer` on the recording's virtual clock.
//
// In a file that imports UIKit, `Timer.scheduledTimer(withTimeInterval:repeats:block:)` and
// `RunLoop.add(_:forMode:)` reach the declarations below: a static property (or an instance
// property) whose value is callable is found before Foundation's method of the same name, so
// the calls compile unchanged (a reference to the method itself, `RunLoop.main.add` as a
// function, still finds Foundation's). A timer scheduled on the main run loop from the main
// thread never joins a real run loop: the recording fires it with `fire()` at its virtual
// instants while `isValid`, so `invalidate()` stops it as on iOS. Before a recording (in
// set-up) it waits for the next one, set-up being time 0.
//
// Foundation on Linux keeps no interval for a non-repeating `Timer(timeInterval:repeats:block:)`
// (its `timeInterval` reads 0 and its fire date is its creation: a run loop fires it at once,
// where iOS fires it after the interval). Such a timer added with `RunLoop.add` fires at once
// here too, and the recording lists it in `Timeline.problems`: write `scheduledTimer`, which
// knows the interval.

extension Timer {
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, on the recording's clock.
    public static var scheduledTimer: TimerScheduling { TimerScheduling() }
}

/// What `Timer.scheduledTimer` is in a file that imports UIKit: call it as Foundation's.
public struct TimerScheduling: Sendable {
    /// A timer that fires `interval` seconds from now (and every `interval` seconds after, when
    /// it repeats), on the recording's clock when scheduled from the main thread.
    @discardableResult
    public func callAsFunction(withTimeInterval interval: TimeInterval, repeats: Bool,
                               block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        if MainQueue.isCurrent {
            VirtualFoundationTimers.schedule(timer, firstAfter: interval, every: repeats ? interval : nil)
        } else {
            let add: (Timer, RunLoop.Mode) -> Void = RunLoop.current.add
            add(timer, .default)
            VirtualTimers.reportRealClock("Timer.scheduledTimer(withTimeInterval:repeats:block:)", mainQueue: false)
        }
        return timer
    }
}

extension RunLoop {
    /// `add(_:forMode:)`: a timer added to the main run loop from the main thread runs on the
    /// recording's clock; ports, and timers for other threads' run loops, are added as Foundation
    /// adds them.
    public var add: RunLoopAddition { RunLoopAddition(runLoop: self) }
}

/// What `RunLoop.add` is in a file that imports UIKit: call it as Foundation's.
public struct RunLoopAddition {
    let runLoop: RunLoop

    /// Adds a timer: on the recording's clock when this is the main thread's run loop.
    public func callAsFunction(_ timer: Timer, forMode mode: RunLoop.Mode) {
        guard MainQueue.isCurrent, runLoop === RunLoop.main || runLoop === RunLoop.current else {
            let add: (Timer, RunLoop.Mode) -> Void = runLoop.add
            add(timer, mode)
            VirtualTimers.reportRealClock("RunLoop.add(_:forMode:) of a timer for another thread's run loop", mainQueue: false)
            return
        }
        // A timer made with `Timer(timeInterval:…)` has its creation as its fire date on Linux:
        // it first fires an interval on, as on iOS. One made with a later fire date
        // (`Timer(fire:…)`) first fires then: a wall-clock date, read to the millisecond.
        let untilFire = timer.fireDate.timeIntervalSinceNow
        let fireDateDelay: TimeInterval? = untilFire >= 0.001 ? (untilFire * 1000).rounded() / 1000 : nil
        if timer.timeInterval > 0 {
            VirtualFoundationTimers.schedule(timer, firstAfter: fireDateDelay ?? timer.timeInterval, every: timer.timeInterval)
            return
        }
        if fireDateDelay == nil { VirtualFoundationTimers.reportLostInterval() }
        VirtualFoundationTimers.schedule(timer, firstAfter: fireDateDelay ?? 0, every: nil)
    }

    /// Adds a port, as Foundation does.
    public func callAsFunction(_ aPort: Port, forMode mode: RunLoop.Mode) {
        let add: (Port, RunLoop.Mode) -> Void = runLoop.add
        add(aPort, mode)
    }
}

/// The bookkeeping behind the declarations above.
enum VirtualFoundationTimers {
    /// Fires `timer` `delay` seconds from the recording's (or set-up's) now, then every `interval`
    /// while it stays valid.
    static func schedule(_ timer: Timer, firstAfter delay: TimeInterval, every interval: TimeInterval?) {
        // iOS fires a timer of 0 s or less after 0.1 ms (Apple's scheduledTimer documentation).
        let first = delay > 0 ? delay : 0.0001
        let period = interval.map { $0 > 0 ? $0 : 0.0001 }
        // Only the recording's thread touches the timer: the box only carries it there.
        let box = TimerBox(timer: timer)
        if let scene = RecordingContext.current?.scene, scene.isRecording {
            fire(box, at: scene.now + first, every: period, in: scene)
        } else {
            SetUpWork.addToRunLoop { scene in fire(box, at: scene.now + first, every: period, in: scene) }
        }
    }

    private static func fire(_ box: TimerBox, at time: TimeInterval, every period: TimeInterval?, in scene: Scene) {
        guard time.isFinite, time < 1e9 else { return }
        scene.at(time) {
            guard box.timer.isValid else { return }
            box.timer.fire()
            if let period, box.timer.isValid { fire(box, at: time + period, every: period, in: scene) }
        }
    }

    private struct TimerBox: @unchecked Sendable {
        let timer: Timer
    }

    /// A non-repeating timer made with `Timer(timeInterval:repeats:block:)` was added: its
    /// interval is gone (Foundation on Linux), so it fires at once, which is not what iOS shows.
    static func reportLostInterval() {
        let problem = "a non-repeating Timer(timeInterval:repeats:block:) was added with RunLoop.add(_:forMode:): Foundation on Linux "
            + "keeps no interval for it, so it fires at once, where iOS fires it after the interval; "
            + "write Timer.scheduledTimer(withTimeInterval:repeats:block:), which runs on the virtual clock"
        if let scene = RecordingContext.current?.scene, scene.isRecording {
            scene.reportRecordingProblem(problem)
        } else {
            SetUpWork.addToRunLoop { $0.reportRecordingProblem(problem) }
        }
    }
}
