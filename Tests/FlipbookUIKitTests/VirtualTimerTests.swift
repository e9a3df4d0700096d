import Foundation
import Testing
import UIKit

/// A toast that hides itself, as library code writes it.
@MainActor
final class SelfHidingToast: UIView {
    func show(for seconds: TimeInterval) {
        alpha = 1
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
            UIView.animate(withDuration: 0.3) { self.alpha = 0 }
        }
    }
}

@Suite("Timers on the virtual clock", .expectsProblems)
@MainActor
struct VirtualTimerTests {
    func window() -> (UIWindow, SelfHidingToast) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let toast = SelfHidingToast(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        toast.accessibilityIdentifier = "toast"
        window.addSubview(toast)
        return (window, toast)
    }

    func opacity(_ timeline: Timeline, at time: Double) -> Double {
        timeline.value(ofLayer: "toast", at: LayerKeyPath("opacity")!, time: time)?.number ?? .nan
    }

    @Test("DispatchQueue.main.asyncAfter runs at its virtual deadline: a toast shown for 1.5 s fades from 1.5 to 1.8 s")
    func asyncAfterHidesToast() {
        let (window, toast) = window()
        let timeline = window.record(duration: 2) { clock in
            clock.wait(0.2)
            toast.show(for: 1.5)
        }
        #expect(timeline.problems.isEmpty)
        #expect(opacity(timeline, at: 1.69) == 1)
        #expect(opacity(timeline, at: 1.85) < 0.5 && opacity(timeline, at: 1.85) > 0)
        #expect(opacity(timeline, at: 2) == 0)
        #expect(toast.alpha == 0)
    }

    @Test("DispatchQueue.main.async runs when the code returns to the clock, at the same virtual time")
    func mainAsync() {
        let (window, _) = window()
        var log: [String] = []
        _ = window.record(duration: 1) { clock in
            clock.wait(0.25)
            DispatchQueue.main.async { log.append("async \(CACurrentMediaTime())") }
            log.append("after scheduling")
            clock.wait(0.5)
        }
        #expect(log == ["after scheduling", "async 0.25"])
    }

    @Test("Work for another queue inside a recording runs on the real clock and is listed as a problem")
    func otherQueueIsAProblem() async {
        let (window, _) = window()
        let done = DispatchSemaphore(value: 0)
        let timeline = window.record(duration: 0.1) { _ in
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { done.signal() }
        }
        #expect(timeline.problems.count == 1)
        #expect(timeline.problems.first?.contains("DispatchQueue(com.apple.root.default-qos).asyncAfter(deadline:) inside a recording runs on the real clock") == true)
        #expect(timeline.goldenTimeline().problems.count == 1, "and fails golden checks")
        done.wait()
    }

    @Test("A Foundation Timer scheduled by code that does not import UIKit is listed as a problem, whether in the closure or in a completion; none is listed without one")
    func foundationTimerIsAProblem() {
        // Foundation's own method, as a file that does not import UIKit reaches it.
        let foundationScheduledTimer: (TimeInterval, Bool, @escaping @Sendable (Timer) -> Void) -> Timer = Timer.scheduledTimer
        let (window, toast) = window()
        let quiet = window.record(duration: 0.5) { clock in
            clock.wait(0.1)
            toast.show(for: 0.2)
        }
        #expect(quiet.problems.isEmpty)

        var timers: [Timer] = []
        let inClosure = window.record(duration: 0.5) { clock in
            timers.append(foundationScheduledTimer(60, false) { _ in })
            clock.wait(0.1)
        }
        #expect(inClosure.problems.count == 1)
        #expect(inClosure.problems.first?.hasPrefix("a Foundation Timer was scheduled inside the recording: it runs on the real clock") == true)

        let inCompletion = window.record(duration: 0.5) { _ in
            UIView.animate(withDuration: 0.2, animations: { toast.alpha = 0.5 }) { _ in
                timers.append(foundationScheduledTimer(30, false) { _ in })
            }
        }
        #expect(inCompletion.problems.count == 1, "noticed when the recording runs on after the closure")
        for timer in timers { timer.invalidate() }
    }

    @Test("Timer.scheduledTimer and RunLoop.add run on the virtual clock: fired at their intervals until invalidated")
    func foundationTimersOnTheVirtualClock() {
        let (window, _) = window()
        let fired = FiredLog()
        var repeating: Timer?
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.1)
            Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in fired.append("once") }
            repeating = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { timer in
                fired.append("tick")
                if CACurrentMediaTime() >= 0.7 { timer.invalidate() }
            }
            let added = Timer(timeInterval: 0.5, repeats: true) { _ in fired.append("added") }
            RunLoop.main.add(added, forMode: .common)
            clock.wait(0.45)
            added.invalidate()   // at 0.55 s, before its first fire at 0.6 s
        }
        #expect(timeline.problems.isEmpty)
        #expect(fired.entries == ["tick 0.3", "once 0.35", "tick 0.5", "tick 0.7"])
        #expect(repeating?.isValid == false)
    }

    @Test("A non-repeating Timer(timeInterval:) added with RunLoop.add, whose interval Foundation on Linux loses, is a problem")
    func lostIntervalIsAProblem() {
        let (window, _) = window()
        let timeline = window.record(duration: 0.5) { clock in
            RunLoop.main.add(Timer(timeInterval: 2, repeats: false) { _ in }, forMode: .common)
            clock.wait(0.1)
        }
        #expect(timeline.problems.count == 1)
        #expect(timeline.problems.first?.hasPrefix("a non-repeating Timer(timeInterval:repeats:block:) was added with RunLoop.add(_:forMode:)") == true)
    }
}

/// What timers' blocks (which Foundation declares `@Sendable`) note, with the virtual time.
private final class FiredLog: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    var entries: [String] { lock.lock(); defer { lock.unlock() }; return list }
    func append(_ name: String) {
        let entry = "\(name) \(CACurrentMediaTime())"
        lock.lock()
        list.append(entry)
        lock.unlock()
    }
}
