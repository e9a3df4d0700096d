import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
import FlipbookTiming
import FlipbookUIKit

/// Records what a scroll view tells its delegate, with the time and the state it saw.
@MainActor
final class ScrollLog: UIScrollViewDelegate {
    struct Entry: Equatable {
        let call: String
        let time: Double
        let offsetY: Double
        let isDragging: Bool
    }

    var entries: [Entry] = []
    /// When set, `scrollViewWillEndDragging` moves the target here and raises the top inset
    /// to hold it, as a refresh header does.
    var holdAt: CGFloat?
    var velocities: [CGPoint] = []

    func note(_ call: String, _ scrollView: UIScrollView) {
        entries.append(Entry(call: call, time: CACurrentMediaTime(), offsetY: Double(scrollView.contentOffset.y),
                             isDragging: scrollView.isDragging))
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { note("didScroll", scrollView) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { note("willBeginDragging", scrollView) }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        velocities.append(velocity)
        if let holdAt {
            scrollView.contentInset.top = -holdAt
            targetContentOffset.pointee.y = holdAt
        }
        note("willEndDragging", scrollView)
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        note("didEndDragging decelerate=\(decelerate)", scrollView)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { note("willBeginDecelerating", scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { note("didEndDecelerating", scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { note("didEndScrollingAnimation", scrollView) }

    /// The calls in order, runs of didScroll collapsed to one with their count.
    var summary: [String] {
        var result: [String] = []
        var scrolls = 0
        for entry in entries {
            if entry.call == "didScroll" { scrolls += 1; continue }
            if scrolls > 0 { result.append("didScroll×\(scrolls)"); scrolls = 0 }
            result.append(entry.call)
        }
        if scrolls > 0 { result.append("didScroll×\(scrolls)") }
        return result
    }
}

@Suite("Scripted scroll gestures")
@MainActor
struct ScrollGestureTests {
    func scrollWindow() -> (UIWindow, UIScrollView, ScrollLog) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.accessibilityIdentifier = "scroll"
        scrollView.contentSize = CGSize(width: 375, height: 1200)
        let log = ScrollLog()
        scrollView.delegate = log
        window.addSubview(scrollView)
        return (window, scrollView, log)
    }

    func offsetY(_ timeline: Timeline, at time: Double) -> Double? {
        timeline.value(ofLayer: "scroll", at: LayerKeyPath("bounds.origin.y")!, time: time)?.number
    }

    @Test("A drag to −90 over 0.8 s: a linear trace at 240 Hz, then release and spring back, the delegate told in UIKit's order")
    func pullAndRelease() throws {
        let (window, scrollView, log) = scrollWindow()
        let timeline = window.record(duration: 2) { clock in
            clock.drag(scrollView, to: CGPoint(x: 0, y: -90), duration: 0.8)
            #expect(scrollView.isDragging && scrollView.isTracking)
            clock.endDrag(scrollView)
            #expect(!scrollView.isDragging && scrollView.isDecelerating)
        }
        #expect(log.summary == ["willBeginDragging", "didScroll×192", "willEndDragging", "didEndDragging decelerate=true",
                                "willBeginDecelerating", "didScroll×120", "didEndDecelerating"])
        // The trace: −90·k/192 at k/240 s, exactly as scripted.
        let drag = log.entries.filter { $0.call == "didScroll" && $0.time <= 0.8 + 1e-9 }
        for (index, entry) in drag.enumerated() {
            let tick = Double(index + 1)
            // On the clock's microsecond grid, as a scene file's driver: within 4e-5 pt of exact.
            #expect(abs(entry.time - tick / 240) < 1e-6 && abs(entry.offsetY - -90 * tick / 192) < 1e-4 && entry.isDragging)
        }
        #expect(abs(offsetY(timeline, at: 0.4)! - -45) < 1e-9)
        // Release velocity: the last step, −0.46875 pt in 1/240 s = −0.1125 pt/ms.
        #expect(abs(log.velocities[0].y - -0.1125) < 1e-4 && log.velocities[0].x == 0, "positions on the microsecond grid")
        // The spring back: monotonic from −90 to rest at 0 when 0.5 s have passed, no overshoot.
        let bounce = log.entries.filter { $0.call == "didScroll" && $0.time > 0.8 + 1e-9 }.map(\.offsetY)
        #expect(zip(bounce, bounce.dropFirst()).allSatisfy { $0 < $1 } && bounce.allSatisfy { $0 <= 0 })
        let end = try #require(log.entries.last)
        #expect(end.call == "didEndDecelerating" && abs(end.time - 1.3) < 1e-6 && end.offsetY == 0)
        #expect(offsetY(timeline, at: 2) == 0)
        #expect(scrollView.contentOffset == .zero && !scrollView.isDecelerating)
    }

    @Test("A drag while the finger is down continues the gesture; a rest before lifting gives zero velocity")
    func continuedGesture() {
        let (window, scrollView, log) = scrollWindow()
        _ = window.record(duration: 1) { clock in
            clock.drag(scrollView, to: CGPoint(x: 0, y: -50), duration: 0.25)
            clock.drag(scrollView, to: CGPoint(x: 0, y: -20), duration: 0.25)
            clock.wait(0.1)
            clock.endDrag(scrollView)
            clock.endDrag(scrollView)  // nothing: the finger is already up
        }
        #expect(log.summary.filter { $0 == "willBeginDragging" }.count == 1)
        #expect(log.summary.filter { $0.hasPrefix("didEndDragging") }.count == 1)
        #expect(log.velocities == [.zero])
        let second = log.entries.filter { $0.call == "didScroll" && $0.time > 0.25 && $0.time <= 0.5 + 1e-9 }
        #expect(second.count == 60 && abs(second.last!.offsetY - -20) < 1e-9)
    }

    @Test("A release inside the content rests where it is: no deceleration")
    func releaseInside() {
        let (window, scrollView, log) = scrollWindow()
        _ = window.record(duration: 1) { clock in
            clock.drag(scrollView, to: CGPoint(x: 0, y: 200), duration: 0.5)
            clock.endDrag(scrollView)
        }
        #expect(Array(log.summary.suffix(2)) == ["willEndDragging", "didEndDragging decelerate=false"])
        #expect(scrollView.contentOffset.y == 200 && !scrollView.isDecelerating)
    }

    @Test("The delegate may move the target: with the top inset raised to 60, the content rests at −60")
    func targetFromDelegate() {
        let (window, scrollView, log) = scrollWindow()
        log.holdAt = -60
        let timeline = window.record(duration: 2) { clock in
            clock.drag(scrollView, to: CGPoint(x: 0, y: -90), duration: 0.5)
            clock.endDrag(scrollView)
        }
        #expect(scrollView.contentOffset.y == -60)
        #expect(abs((offsetY(timeline, at: 1.5) ?? 0) - -60) < 1e-9)
    }

    @Test("Setting contentOffset stops an animated scroll where the code put it")
    func offsetStopsMotion() {
        let (window, scrollView, log) = scrollWindow()
        _ = window.record(duration: 1) { clock in
            scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            clock.wait(0.1)
            scrollView.contentOffset = CGPoint(x: 0, y: 20)
            clock.wait(0.5)
        }
        #expect(scrollView.contentOffset.y == 20 && !log.summary.contains("didEndScrollingAnimation"))
    }

    @Test("A new drag stops a bounce where it is")
    func dragStopsBounce() {
        let (window, scrollView, log) = scrollWindow()
        _ = window.record(duration: 2) { clock in
            clock.drag(scrollView, to: CGPoint(x: 0, y: -90), duration: 0.5)
            clock.endDrag(scrollView)
            clock.wait(0.1)
            let caught = scrollView.contentOffset.y
            clock.drag(scrollView, to: CGPoint(x: 0, y: -100), duration: 0.2)
            #expect(caught < 0 && caught > -90)
            clock.wait(1)
            #expect(scrollView.contentOffset.y == -100, "the old bounce's ticks do nothing")
        }
        #expect(log.summary.filter { $0 == "willBeginDragging" }.count == 2)
        #expect(!log.summary.contains("didEndDecelerating"))
    }

    @Test("setContentOffset(animated:) eases over 0.3 s at 240 Hz and ends with didEndScrollingAnimation")
    func animatedOffset() {
        let (window, scrollView, log) = scrollWindow()
        let timeline = window.record(duration: 1) { clock in
            scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            clock.wait(0.15)
            #expect(abs(scrollView.contentOffset.y - 150) < 1e-9, "ease-in-ease-out is halfway at half time")
        }
        #expect(log.summary.last == "didEndScrollingAnimation")
        #expect(log.entries.last.map { abs($0.time - 0.3) < 1e-6 } == true)
        #expect(offsetY(timeline, at: 1) == 300)
        // Setting the same offset again tells nobody.
        let count = log.entries.count
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(log.entries.count == count)
    }
}

/// A pull on a scroll view in pixels: the header above the content shows as the finger pulls,
/// and hides again as the content springs back.
@Suite("Goldens of scroll gestures")
@MainActor
struct ScrollGestureGoldenTests {
    @Test func pullReveal() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.accessibilityIdentifier = "scroll"
        scrollView.contentSize = CGSize(width: 200, height: 400)
        let header = UILabel(frame: CGRect(x: 0, y: -50, width: 200, height: 50))
        header.accessibilityIdentifier = "header"
        header.text = "Release to refresh"
        header.textAlignment = .center
        header.backgroundColor = UIColor(white: 0.9, alpha: 1)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        content.accessibilityIdentifier = "content"
        content.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        scrollView.addSubview(header)
        scrollView.addSubview(content)
        window.addSubview(scrollView)
        let timeline = window.record(duration: 1.4) { clock in
            clock.drag(scrollView, to: CGPoint(x: 0, y: -60), duration: 0.6)
            clock.endDrag(scrollView)
        }
        assertFrames(of: timeline, at: .times([0, 0.3, 0.6, 0.8, 1.4]), scale: 1)
    }
}
