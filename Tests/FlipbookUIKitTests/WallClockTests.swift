import Foundation
import Testing
import UIKit

/// A countdown as app code writes it: the time left is measured with dates.
@MainActor
final class CountdownLabel: UILabel {
    private let end: Date

    init(seconds: TimeInterval) {
        end = Date().addingTimeInterval(seconds)
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        tick()
    }

    required init?(coder: NSCoder) { nil }

    func tick() {
        text = "\(Int(end.timeIntervalSinceNow.rounded(.up)))"
    }
}

@Suite("The wall clock on the recording's time")
@MainActor
struct WallClockTests {
    @Test("Date() stands still during set-up and moves with the recording's clock, to the exact second")
    func datesFollowTheRecording() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let start = Date()
        let absoluteStart = CFAbsoluteTimeGetCurrent()
        var reads: [Double] = []
        _ = window.record(duration: 3) { clock in
            reads.append(Date().timeIntervalSince(start))
            clock.wait(1)
            reads.append(Date.now.timeIntervalSince(start))
            clock.wait(1.5)
            reads.append(Date().timeIntervalSince(start))
            reads.append(CFAbsoluteTimeGetCurrent() - absoluteStart)
        }
        #expect(reads == [0, 1, 2.5, 2.5])
        // Set-up's instant is the machine's time, to the whole second below it.
        #expect(start.timeIntervalSince1970 == start.timeIntervalSince1970.rounded(.down))
        #expect(abs(start.timeIntervalSinceNow) < 60)
    }

    @Test("After the recording, the main thread reads the machine's clock again; other threads always do")
    func otherThreadsKeepTheMachineClock() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let start = Date()
        var mainRead = 0.0, otherRead = 0.0
        _ = window.record(duration: 200) { clock in
            clock.wait(150)
            mainRead = Date().timeIntervalSince(start)
            otherRead = DispatchQueue.global().sync { Date().timeIntervalSince(start) }
        }
        #expect(mainRead == 150)
        #expect(otherRead < 100)
        let first = Date()
        usleep(2_000)
        #expect(Date() > first)
    }

    @Test("A countdown measured with dates shows the same numbers on every run: 3, 2, 1, 0 a second apart")
    func countdown() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = CountdownLabel(seconds: 3)
        window.addSubview(label)
        var shown: [String] = []
        _ = window.record(duration: 3) { clock in
            for _ in 0..<3 {
                shown.append(label.text ?? "")
                clock.wait(1)
                label.tick()
            }
            shown.append(label.text ?? "")
        }
        #expect(shown == ["3", "2", "1", "0"])
    }

    @Test("A Core Foundation run-loop timer fires on the recording's clock: first at its fire date, then at its interval, until invalidated")
    func coreFoundationTimer() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var fired: [Double] = []
        let timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, CFAbsoluteTimeGetCurrent() + 0.5, 0.25, 0, 0) { timer in
            fired.append(CACurrentMediaTime())
            if fired.count == 3 { CFRunLoopTimerInvalidate(timer) }
        }
        CFRunLoopAddTimer(CFRunLoopGetMain(), timer, .commonModes)
        #expect(CFRunLoopTimerDoesRepeat(timer))
        #expect(CFRunLoopTimerGetInterval(timer) == 0.25)
        let timeline = window.record(duration: 2) { _ in }
        #expect(timeline.problems.isEmpty)
        #expect(fired == [0.5, 0.75, 1])
        #expect(!CFRunLoopTimerIsValid(timer))
    }

    @Test("CFRunLoopTimerSetNextFireDate moves a timer's next firing: a timer due at 1 s moved to 0.3 s fires then, and every 0.5 s after")
    func coreFoundationNextFireDate() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var fired: [Double] = []
        let timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, CFAbsoluteTimeGetCurrent() + 1, 0.5, 0, 0) { _ in
            fired.append(CACurrentMediaTime())
        }
        CFRunLoopAddTimer(CFRunLoopGetMain(), timer, .commonModes)
        let timeline = window.record(duration: 1.2) { clock in
            clock.wait(0.1)
            CFRunLoopTimerSetNextFireDate(timer, CFAbsoluteTimeGetCurrent() + 0.2)
        }
        CFRunLoopTimerInvalidate(timer)
        #expect(timeline.problems.isEmpty)
        #expect(fired.map { ($0 * 1000).rounded() / 1000 } == [0.3, 0.8], "not at 1 s any more")
    }

    @Test("CFRunLoopTimerCreate calls its callout with the context's info, once for a timer that does not repeat, and releases the info when invalidated")
    func coreFoundationCallout() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        final class Target {
            var fired: [Double] = []
        }
        let target = Target()
        var context = CFRunLoopTimerContext(version: 0, info: Unmanaged.passRetained(target).toOpaque(), retain: nil,
                                            release: { info in if let info { Unmanaged<AnyObject>.fromOpaque(info).release() } },
                                            copyDescription: nil)
        _ = window.record(duration: 1) { clock in
            clock.wait(0.2)
            let timer = CFRunLoopTimerCreate(nil, CFAbsoluteTimeGetCurrent() + 0.3, 0, 0, 0, { _, info in
                guard let info else { return }
                Unmanaged<Target>.fromOpaque(info).takeUnretainedValue().fired.append(CACurrentMediaTime())
            }, &context)
            CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, kCFRunLoopDefaultMode)
            clock.wait(0.5)
            #expect(!CFRunLoopTimerDoesRepeat(timer))
            CFRunLoopTimerInvalidate(timer)
        }
        #expect(target.fired == [0.5])
    }
}
