import Foundation
import Testing
import FlipbookScene
import FlipbookUIKit

@Suite("CADisplayLink and UIPanGestureRecognizer")
@MainActor
struct DisplayLinkAndPanTests {
    func window() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.accessibilityIdentifier = "card"
        window.addSubview(card)
        return (window, card)
    }

    @Test("A display link fires on the 60 Hz grid with timestamp and targetTimestamp; paused links skip; invalidate stops it")
    func displayLink() {
        let (window, card) = window()
        var stamps: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.01)
            let link = CADisplayLink { link in
                stamps.append((CACurrentMediaTime(), link.timestamp, link.targetTimestamp))
                card.center.x = 100 + CGFloat(link.timestamp * 60)
            }
            link.add(to: .main, forMode: .common)
            clock.wait(0.05)      // refreshes at 1/60, 2/60, 3/60
            link.isPaused = true
            clock.wait(0.05)
            link.isPaused = false
            clock.wait(0.02)      // 7/60 fires (t = 0.1167)
            link.invalidate()
        }
        #expect(stamps.count == 4)
        for (index, frame) in [1, 2, 3, 7].enumerated() {
            let time = Double(frame) / 60
            #expect(abs(stamps[index].0 - time) < 1e-6 && abs(stamps[index].1 - time) < 1e-6
                    && abs(stamps[index].2 - (time + 1.0 / 60)) < 1e-6)
        }
        #expect(timeline.value(ofLayer: "card", at: LayerKeyPath("position.x")!, time: 0.9)?.number.map { abs($0 - 107) < 1e-6 } == true)
    }

    @Test("remove(from:forMode:) stops a link only out of its last mode; added again, it fires from the next refresh; removed in set-up, it never starts")
    func removeFromRunLoop() {
        let (window, _) = window()
        var refreshes: [Int] = []
        let removedInSetUp = CADisplayLink { _ in refreshes.append(-1) }
        removedInSetUp.add(to: .main, forMode: .common)
        removedInSetUp.remove(from: .main, forMode: .common)
        _ = window.record(duration: 1) { clock in
            let link = CADisplayLink { link in refreshes.append(Int((link.timestamp * 60).rounded())) }
            link.add(to: .main, forMode: .common)
            link.add(to: .main, forMode: .default)
            clock.wait(0.04)                                  // 1/60 and 2/60
            link.remove(from: .main, forMode: .default)       // still in .common
            clock.wait(0.02)                                  // 3/60
            link.remove(from: .main, forMode: .common)
            clock.wait(0.1)                                   // none: t = 0.16
            link.add(to: .main, forMode: .common)
            clock.wait(0.03)                                  // 10/60 and 11/60
            link.invalidate()
        }
        #expect(refreshes == [1, 2, 3, 10, 11])
    }

    @Test("A link runs for seconds on the grid: 300 refreshes in 5 s, each a 60th after the last, however the times round")
    func longRun() {
        let (window, _) = window()
        var stamps: [CFTimeInterval] = []
        _ = window.record(duration: 5) { clock in
            let link = CADisplayLink { link in stamps.append(link.timestamp) }
            link.add(to: .main, forMode: .common)
            clock.wait(5)
            link.invalidate()
        }
        #expect(stamps.count == 300)
        #expect(stamps.enumerated().allSatisfy { abs($0.element - Double($0.offset + 1) / 60) < 1e-9 })
    }

    @Test("A view redrawn from a display link records a picture at every refresh, drawn at that refresh")
    func redrawEveryRefresh() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = ViewDrawingTests.ProgressRing(frame: window.bounds)
        ring.accessibilityIdentifier = "ring"
        window.addSubview(ring)
        let timeline = window.record(duration: 0.5) { clock in
            let link = CADisplayLink { link in ring.progress = CGFloat(link.timestamp) }
            link.add(to: .main, forMode: .common)
            clock.wait(0.5)
            link.invalidate()
        }
        #expect(ring.draws == 31, "once before the start, then at each of 30 refreshes")
        func contents(_ time: Double) -> AnimationValue? { timeline.value(ofLayer: "ring", at: LayerKeyPath("contents")!, time: time) }
        #expect(contents(0.105) != contents(0.105 + 1.0 / 60), "a new picture a refresh later")
        #expect(contents(0.105) == contents(0.105 + 0.5 / 60), "and the same one until then")
    }

    @Test("preferredFramesPerSecond 24 on a 60 Hz display fires at 20 Hz, the nearest rate the display supports")
    func preferredRate() {
        let (window, _) = window()
        var times: [Double] = []
        _ = window.record(duration: 0.5) { _ in
            let link = CADisplayLink { _ in times.append(CACurrentMediaTime()) }
            link.preferredFramesPerSecond = 24
            link.add(to: .main, forMode: .common)
            #expect(abs(link.duration - 0.05) < 1e-12)
        }
        #expect(times.count == 10 && abs(times[0] - 0.05) < 1e-6 && abs(times[9] - 0.5) < 1e-6)
    }

    @Test("preferredFrameRateRange's preferred rate wins over preferredFramesPerSecond; the deprecated frameInterval wins over both")
    func frameRateRangeAndInterval() {
        let (window, _) = window()
        var ranged: [Double] = [], stepped: [Double] = []
        _ = window.record(duration: 0.5) { _ in
            let link = CADisplayLink { _ in ranged.append(CACurrentMediaTime()) }
            link.preferredFramesPerSecond = 60
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 15)
            link.add(to: .main, forMode: .common)
            let old = CADisplayLink { _ in stepped.append(CACurrentMediaTime()) }
            old.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30)
            old.frameInterval = 7
            old.add(to: .main, forMode: .common)
            #expect(abs(link.duration - 1.0 / 15) < 1e-12 && old.frameInterval == 7)
        }
        #expect(ranged.count == 7 && abs(ranged[0] - 1.0 / 15) < 1e-6, "15 Hz: every 4th refresh")
        #expect(stepped.count == 4 && abs(stepped[0] - 7.0 / 60) < 1e-6, "every 7th refresh")
    }

    @Test("A pan reports .began, .changed per tick and .ended, with translation and velocity a person can check")
    func pan() {
        let (window, card) = window()
        var reports: [(UIGestureRecognizer.State, CGPoint, CGPoint, CGPoint)] = []
        let recognizer = UIPanGestureRecognizer { pan in
            reports.append((pan.state, pan.translation(in: card), pan.velocity(in: card), pan.location(in: nil)))
            card.transform = CGAffineTransform(translationX: pan.translation(in: card).x, y: 0)
        }
        card.addGestureRecognizer(recognizer)
        let timeline = window.record(duration: 1) { clock in
            clock.pan(card, by: CGPoint(x: 120, y: 0), duration: 0.5)   // 120 ticks of 1 pt
            clock.endPan(card)
        }
        #expect(reports.count == 121)
        #expect(reports.first?.0 == .began && reports.dropFirst().dropLast().allSatisfy { $0.0 == .changed })
        #expect(reports.last?.0 == .ended && reports.last?.1 == CGPoint(x: 120, y: 0))
        #expect(abs((reports.last?.2.x ?? 0) - 240) < 1e-9, "1 pt per 1/240 s = 240 pt/s")
        #expect(reports.last?.3 == CGPoint(x: 220, y: 100), "from the card's centre (100, 100) in the window, 120 pt right")
        #expect(recognizer.state == .possible && card.gestureRecognizers?.count == 1)
        #expect(abs((timeline.value(ofLayer: "card", at: LayerKeyPath("transform.translation.x")!, time: 0.25)?.number ?? 0) - 60) < 1e-9)
    }

    @Test("A finger that rests before lifting ends with zero velocity; setTranslation resets the count")
    func restAndReset() {
        let (window, card) = window()
        var last: (CGPoint, CGPoint)?
        let recognizer = UIPanGestureRecognizer { pan in
            last = (pan.translation(in: nil), pan.velocity(in: nil))
            if pan.state == .changed, pan.translation(in: nil).y >= 30 { pan.setTranslation(.zero, in: nil) }
        }
        card.addGestureRecognizer(recognizer)
        _ = window.record(duration: 1) { clock in
            clock.pan(card, by: CGPoint(x: 0, y: 48), duration: 0.1)   // 2 pt per tick
            clock.wait(0.2)
            clock.endPan(card)
        }
        #expect(last?.1 == .zero)
        #expect(abs((last?.0.y ?? 0) - 18) < 1e-9, "reset at 30 (tick 15), then 9 ticks of 2 pt")
    }
}
