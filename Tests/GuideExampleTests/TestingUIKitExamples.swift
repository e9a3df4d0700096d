// docs/testing-uikit.md's Swift examples, verbatim (GuideCodeBlockTests holds the guide to them).
// GaugeView and PullToRefreshHeader are the UIKit examples in Examples/UIKitSeeds: "your view".
import Testing
import FlipbookGoldenTesting
#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif
@testable import UIKitSeeds

@Test @MainActor func gaugeSwings() throws {
    UIImage.searchPaths = ["Assets/images"]                                     // where UIImage(named:) looks
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))  // the canvas
    let gauge = GaugeView(frame: window.bounds)                                // your view
    window.addSubview(gauge)

    let timeline = window.record(duration: 2.6) { clock in
        gauge.startAnimation()       // time 0
        clock.wait(1.8)              // completions run at 0.4, 0.8, 1.2, 1.6 s
        gauge.stopAnimation()        // time 1.8
    }                                // then on to 2.6 s

    let angle = timeline.value(ofLayer: "needle", at: LayerKeyPath("transform.rotation.z")!, time: 0.2)
    #expect(abs((angle?.number ?? 0) - .pi / 6) < 1e-6)
    assertFrames(of: timeline, scale: 1)   // goldens in __Goldens__/gaugeSwings/ beside the test
    assertValues(of: timeline)
    assertEvents(of: timeline)
}

@Test @MainActor func pullToRefresh() {
    UIImage.searchPaths = ["Assets/images"]                   // the header's arrow and spinner
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.accessibilityIdentifier = "scroll"
    let header = PullToRefreshHeader(scrollView: scrollView)   // your header, its delegate
    window.addSubview(scrollView)

    let timeline = window.record(duration: 6) { clock in
        clock.drag(scrollView, to: CGPoint(x: 0, y: -90), duration: 0.8)  // finger down, pull 90 pt
        clock.wait(0.4)                                                    // hold
        clock.endDrag(scrollView)                   // lift at 1.2 s: past 64 pt, it refreshes
        clock.wait(until: 3.2)
        header.endRefreshing()                      // the data arrived
    }
    assertFrames(of: timeline, at: .times([0.5, 0.7, 1.3, 3.4, 4.0]))
}

@Suite("Guide: testing UIKit code")
@MainActor
struct TestingUIKitExamples {
    @Test("A property animator scrubbed to 30 %, held, then continued: 0.7 s to the end on its curve")
    func scrubbedAnimator() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let card = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 100))
        card.accessibilityIdentifier = "card"
        window.addSubview(card)

        let timeline = window.record(duration: 2) { clock in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { card.center.x = 300 }
            animator.pauseAnimation()
            animator.fractionComplete = 0.3                     // the finger scrubbed 30 %
            clock.wait(0.5)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)  // 0.7 s to the end
        }

        let x = { (time: Double) in timeline.value(ofLayer: "card", at: LayerKeyPath("position.x")!, time: time)?.number ?? .nan }
        // Scrubbing is linear: 30 % of the way from 50 to 300 is 125, held while paused.
        #expect(abs(x(0.25) - 125) < 1e-6)
        #expect(abs(x(0.5) - 125) < 1e-6)
        #expect(x(0.85) > 125 && x(0.85) < 300, "moving on the curve")
        #expect(abs(x(1.2) - 300) < 1e-6, "0.5 s + 0.7 s: at the end")
    }
}
