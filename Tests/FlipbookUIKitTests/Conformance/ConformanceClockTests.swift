import Foundation
import Testing
import UIKit

/// A view whose set-up, as `viewDidLoad` writes it, schedules work and a display link before
/// any recording.
@MainActor
private final class PulsingBadge: UIView {
    var ticks: [CFTimeInterval] = []
    var link: CADisplayLink?

    func setUp(hideAfter seconds: Double, stall: TimeInterval = 0) {
        alpha = 1
        let deadline: DispatchTime = .now() + seconds
        if stall > 0 { Thread.sleep(forTimeInterval: stall) }   // the process descheduled after `.now()`
        DispatchQueue.main.asyncAfter(deadline: deadline) { self.alpha = 0.5 }
        DispatchQueue.main.async { self.backgroundColor = .systemRed }
        let link = CADisplayLink { [weak self] link in self?.ticks.append(link.timestamp) }
        link.preferredFramesPerSecond = 10
        link.add(to: .main, forMode: .common)
        self.link = link
    }
}

@Suite("Conformance: what code schedules lands on the virtual clock at instants that depend on the code alone", .expectsProblems)
@MainActor
struct ConformanceClockTests {
    private func badgeWindow() -> (UIWindow, PulsingBadge) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = PulsingBadge(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        badge.accessibilityIdentifier = "badge"
        window.addSubview(badge)
        return (window, badge)
    }

    private func opacity(_ timeline: Timeline, _ time: Double) -> Double? {
        timeline.value(ofLayer: "badge", at: LayerKeyPath("opacity")!, time: time)?.number
    }

    @Test("Work and display links set up before record run on its clock from time 0, set-up being time 0")
    func setUpBeforeRecord() {
        let (window, badge) = badgeWindow()
        badge.setUp(hideAfter: 0.5)
        let timeline = window.record(duration: 0.35) { clock in clock.wait(0.35) }
        #expect(timeline.problems.isEmpty)
        #expect(badge.backgroundColor == .systemRed, "main.async from set-up ran")
        #expect(badge.ticks == [0.1, 0.2, 0.3], "the display link ticks at 10 fps from the first refresh")
        badge.link?.invalidate()

        let (later, hidden) = badgeWindow()
        hidden.setUp(hideAfter: 0.5)
        hidden.link?.invalidate()
        let fade = later.record(duration: 1) { _ in }
        #expect(opacity(fade, 0.49) == 1)
        #expect(opacity(fade, 0.5) == 0.5, "asyncAfter(deadline: .now() + 0.5) from set-up at exactly 0.5 s")
    }

    @Test("A Foundation timer scheduled in set-up fires in the recording at its interval, however long set-up took")
    func timerFromSetUp() {
        let (window, badge) = badgeWindow()
        Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in
            MainActor.assumeIsolated { badge.alpha = 0.5 }
        }
        Thread.sleep(forTimeInterval: 0.05)
        let timeline = window.record(duration: 0.5) { _ in }
        #expect(timeline.problems.isEmpty)
        #expect(opacity(timeline, 0.2499) == 1 && opacity(timeline, 0.25) == 0.5)
    }

    @Test("50 ms of real time between .now() and asyncAfter moves nothing: in set-up and in the recording")
    func stalledDeadlines() {
        let (window, badge) = badgeWindow()
        badge.setUp(hideAfter: 0.5, stall: 0.05)
        badge.link?.invalidate()
        var fired: [TimeInterval] = []
        let timeline = window.record(duration: 3) { clock in
            clock.wait(0.3)
            let deadline = DispatchTime.now() + 2
            Thread.sleep(forTimeInterval: 0.05)
            DispatchQueue.main.asyncAfter(deadline: deadline) { fired.append(clock.now) }
            let later: DispatchTime = .now() + .milliseconds(250)
            clock.wait(0.1)   // the deadline was made at 0.3 s: it falls at 0.55 s
            DispatchQueue.main.asyncAfter(deadline: later) { fired.append(clock.now) }
        }
        #expect(opacity(timeline, 0.5) == 0.5 && opacity(timeline, 0.4999) == 1)
        #expect(fired == [0.55, 2.3])
    }

    @Test("Work sent to the main queue from another thread is a problem naming the call, not a crash")
    func mainQueueFromAnotherThread() {
        let (window, _) = badgeWindow()
        let timeline = window.record(duration: 0.2) { clock in
            let done = DispatchSemaphore(value: 0)
            let worker = Thread {
                DispatchQueue.main.async {}
                done.signal()
            }
            worker.name = "image-loader"
            worker.start()
            done.wait()
            clock.wait(0.1)
        }
        #expect(timeline.problems == ["DispatchQueue(com.apple.main-thread).async was called from a thread other than the main thread inside a recording: "
            + "the work joins the main queue on the real clock, after the recording; do the work on the main thread "
            + "(its DispatchQueue.main.async and asyncAfter run on the virtual clock)"])
    }

    @Test("100 recordings in a row on a loaded machine, with stalls after .now(), give the same timeline")
    func sameTimelineUnderLoad() {
        // Two threads keep both cores busy while the recordings run.
        let stop = LoadFlag()
        for _ in 0..<2 {
            Thread.detachNewThread {
                var spin = 0.0
                while !stop.isSet { spin += sin(spin) }
            }
        }
        defer { stop.set() }
        var first: (events: [String], opacities: [Double?])?
        var generator = SystemRandomNumberGenerator()
        for run in 0..<100 {
            let (window, badge) = badgeWindow()
            badge.setUp(hideAfter: 0.25, stall: Double.random(in: 0...0.004, using: &generator))
            let timeline = window.record(duration: 1) { clock in
                for step in 1...4 {
                    let deadline: DispatchTime = .now() + 0.1 * Double(step)
                    Thread.sleep(forTimeInterval: Double.random(in: 0...0.003, using: &generator))
                    DispatchQueue.main.asyncAfter(deadline: deadline) {
                        UIView.animate(withDuration: 0.1) { badge.alpha = CGFloat(step) / 4 }
                    }
                }
                clock.wait(0.5)
            }
            badge.link?.invalidate()
            let result = (timeline.events.map { "\($0)" }, stride(from: 0.0, through: 1, by: 0.05).map { opacity(timeline, $0) })
            if let first {
                #expect(result.0 == first.events && result.1 == first.opacities, "run \(run) differs")
            } else {
                first = result
                #expect(badge.ticks.count == 10)
            }
        }
    }
}

/// A flag the load threads poll.
private final class LoadFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    func set() { lock.lock(); value = true; lock.unlock() }
}
