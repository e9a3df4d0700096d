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
        schedule(Timer(timeInterval: interval, repeats: repeats, block: block), interval: interval, repeats: repeats,
                 call: "Timer.scheduledTimer(withTimeInterval:repeats:block:)")
    }

    /// A timer that sends `aSelector` to `aTarget` (retained until the timer is invalidated, as
    /// on iOS) `ti` seconds from now (and every `ti` seconds after, when it repeats), with the
    /// timer as the argument and `userInfo` as its `userInfo`.
    @discardableResult
    public func callAsFunction(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                               userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let call = "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)"
        let timer = SelectorTimer(after: ti, repeats: yesOrNo, userInfo: userInfo, block: SelectorTimer.sending(aSelector, to: aTarget, in: call))
        return schedule(timer, interval: ti, repeats: yesOrNo, call: call)
    }

    /// Schedules `timer` on the recording's clock from the main thread; from another thread, on
    /// that thread's run loop, on the real clock, listed as a problem.
    private func schedule(_ timer: Timer, interval: TimeInterval, repeats: Bool, call: String) -> Timer {
        if MainQueue.isCurrent {
            VirtualFoundationTimers.schedule(timer, firstAfter: interval, every: repeats ? interval : nil)
        } else {
            let add: (Timer, RunLoop.Mode) -> Void = RunLoop.current.add
            add(timer, .default)
            VirtualTimers.reportRealClock(call, mainQueue: false)
        }
        return timer
    }
}

extension Timer {
    /// A timer, not yet scheduled, that sends `aSelector` to `aTarget` `ti` seconds after it is
    /// added to the main run loop (`RunLoop.main.add(_:forMode:)`), and every `ti` seconds after
    /// when it repeats.
    ///
    /// Foundation on Linux keeps no `userInfo` for a `Timer` made this way, and an initializer
    /// in an extension cannot make a subclass that would: the `userInfo` is kept with the timer
    /// (an associated object), and the selector gets a stand-in for the timer that reads it and
    /// passes `invalidate()` on (`timer.userInfo` works in the method; only `===` with the
    /// timer made here tells them apart). Read from outside the method, `userInfo` is nil.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        self.init(fire: Date(timeIntervalSinceNow: ti), interval: ti, repeats: yesOrNo,
                  block: SelectorTimer.sending(aSelector, to: aTarget, in: "Timer(timeInterval:target:selector:userInfo:repeats:)"))
        VirtualFoundationTimers.remember(interval: ti, of: self)
        if let userInfo { TimerStandIn.keep(userInfo, for: self) }
    }
}

/// What a selector of a `Timer(timeInterval:target:selector:userInfo:repeats:)` timer gets: a
/// timer that reads the `userInfo` kept with the real one and acts on it.
final class TimerStandIn: Timer {
    private let timer: Timer
    private let info: Any

    private init(_ timer: Timer, userInfo: Any) {
        self.timer = timer
        info = userInfo
        super.init(fire: timer.fireDate, interval: timer.timeInterval, repeats: false) { _ in }
    }

    override var userInfo: Any? { info }
    override var isValid: Bool { timer.isValid }
    override func invalidate() { timer.invalidate() }
    override func fire() { timer.fire() }

    static func keep(_ userInfo: Any, for timer: Timer) {
        objc_setAssociatedObject(timer, &userInfoKey, userInfo, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// `timer`, or its stand-in when it has a kept `userInfo`.
    static func argument(for timer: Timer) -> Timer {
        guard let info = objc_getAssociatedObject(timer, &userInfoKey) else { return timer }
        return TimerStandIn(timer, userInfo: info)
    }

    nonisolated(unsafe) private static var userInfoKey: UInt8 = 0
}

/// A timer that keeps its `userInfo` (Foundation on Linux keeps none).
final class SelectorTimer: Timer {
    private let info: Any?

    init(after interval: TimeInterval, repeats: Bool, userInfo: Any?, block: @escaping @Sendable (Timer) -> Void) {
        info = userInfo
        super.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
    }

    override var userInfo: Any? { info }

    /// The block of a target–selector timer: it sends the selector to the target with the timer,
    /// on the main thread, where the recording fires its timers.
    static func sending(_ selector: Selector, to target: Any, in call: String) -> @Sendable (Timer) -> Void {
        nonisolated(unsafe) let object = target as AnyObject
        return { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { _ = selector.send(to: object, with: [TimerStandIn.argument(for: timer)], in: call) }
        }
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
        // A timer made with `Timer(timeInterval:target:selector:userInfo:repeats:)` knows its
        // interval, whatever real time passed since it was made.
        if let interval = VirtualFoundationTimers.rememberedInterval(of: timer) {
            VirtualFoundationTimers.schedule(timer, firstAfter: interval, every: timer.timeInterval > 0 ? interval : nil)
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
        // A timer scheduled again (a new fire date) forgets its earlier firings.
        let generation = (objc_getAssociatedObject(timer, &generationKey) as? Int ?? 0) + 1
        objc_setAssociatedObject(timer, &generationKey, generation, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        // Only the recording's thread touches the timer: the box only carries it there.
        let box = TimerBox(timer: timer, generation: generation)
        if let scene = RecordingContext.current?.scene, scene.isRecording {
            fire(box, at: scene.now + first, every: period, in: scene)
        } else {
            SetUpWork.addToRunLoop { scene in fire(box, at: scene.now + first, every: period, in: scene) }
        }
    }

    private static func fire(_ box: TimerBox, at time: TimeInterval, every period: TimeInterval?, in scene: Scene) {
        guard time.isFinite, time < 1e9 else { return }
        scene.at(time) {
            guard box.timer.isValid, isScheduled(box) else { return }
            box.timer.fire()
            if let period, box.timer.isValid { fire(box, at: time + period, every: period, in: scene) }
        }
    }

    /// The interval a timer was made with, for timers whose interval Foundation on Linux would
    /// only give as a wall-clock fire date: kept with the timer, as an associated object.
    static func remember(interval: TimeInterval, of timer: Timer) {
        objc_setAssociatedObject(timer, &intervalKey, interval, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    static func rememberedInterval(of timer: Timer) -> TimeInterval? {
        objc_getAssociatedObject(timer, &intervalKey) as? TimeInterval
    }

    nonisolated(unsafe) private static var intervalKey: UInt8 = 0
    nonisolated(unsafe) private static var generationKey: UInt8 = 0

    /// Whether a timer has been scheduled on the recording's clock.
    static func isScheduled(_ timer: Timer) -> Bool {
        objc_getAssociatedObject(timer, &generationKey) != nil
    }

    /// Whether the firing in `box` is the timer's latest scheduling.
    private static func isScheduled(_ box: TimerBox) -> Bool {
        objc_getAssociatedObject(box.timer, &generationKey) as? Int == box.generation
    }

    private struct TimerBox: @unchecked Sendable {
        let timer: Timer
        let generation: Int
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
