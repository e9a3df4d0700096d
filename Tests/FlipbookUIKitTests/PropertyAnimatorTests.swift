import Foundation
import Testing
import FlipbookScene
import FlipbookTiming
import FlipbookUIKit

@Suite("UIViewPropertyAnimator")
@MainActor
struct PropertyAnimatorTests {
    /// A window with one 20×20 box at x = 10 (centre), named "box".
    func boxWindow() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView(frame: CGRect(x: 0, y: 40, width: 20, height: 20))
        box.accessibilityIdentifier = "box"
        window.addSubview(box)
        return (window, box)
    }

    /// The box's presentation centre x at a time.
    func x(_ timeline: Timeline, _ time: Double) -> Double {
        timeline.value(ofLayer: "box", at: LayerKeyPath("position.x")!, time: time)?.number ?? .nan
    }

    func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) < tolerance }

    @Test("Started: the curve from start to end over the duration; the completion says .end at the end")
    func run() {
        let (window, box) = boxWindow()
        var ended: [(Double, UIViewAnimatingPosition)] = []
        var states: [UIViewAnimatingState] = []
        let timeline = window.record(duration: 2) { clock in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
            animator.addCompletion { ended.append((CACurrentMediaTime(), $0)) }
            states.append(animator.state)
            animator.startAnimation()
            states.append(animator.state)
            #expect(animator.isRunning && box.center.x == 110, "the model takes the end value at once")
            clock.wait(0.25)
            #expect(near(Double(animator.fractionComplete), 0.25))
            clock.wait(1)
            states.append(animator.state)
        }
        #expect(states == [.inactive, .active, .inactive])
        #expect(near(x(timeline, 0.5), 60) && near(x(timeline, 1.5), 110))
        #expect(ended.count == 1 && near(ended[0].0, 1) && ended[0].1 == .end)
    }

    @Test("Scrubbed to 0.3 while paused, then continued: linear to 30, then the last 0.7 s to the end")
    func scrubAndContinue() {
        let (window, box) = boxWindow()
        var ended: [(Double, UIViewAnimatingPosition)] = []
        let timeline = window.record(duration: 2) { clock in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.center.x = 110 }
            animator.addCompletion { ended.append((CACurrentMediaTime(), $0)) }
            animator.pauseAnimation()
            animator.fractionComplete = 0.3
            clock.wait(0.5)
            animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 1)
        }
        #expect(near(x(timeline, 0.25), 40), "scrubbing is linear: 10 + 0.3 × 100")
        #expect(near(x(timeline, 0.5 + 0.35), 75), "halfway through the remaining 0.7 s: 40 + 70 / 2")
        #expect(ended.count == 1 && near(ended[0].0, 1.2) && ended[0].1 == .end)
        #expect(near(x(timeline, 1.5), 110))
    }

    @Test("Reversed at 0.6: back to the start over the 0.6 s it took, and the completion says .start")
    func reverse() {
        let (window, box) = boxWindow()
        var ended: [(Double, UIViewAnimatingPosition)] = []
        let timeline = window.record(duration: 2) { clock in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
            animator.addCompletion { ended.append((CACurrentMediaTime(), $0)) }
            animator.startAnimation()
            clock.wait(0.6)
            animator.isReversed = true
        }
        #expect(near(x(timeline, 0.6), 70))
        #expect(near(x(timeline, 0.9), 40), "halfway back")
        #expect(ended.count == 1 && near(ended[0].0, 1.2) && ended[0].1 == .start)
        #expect(near(x(timeline, 1.5), 10))
    }

    @Test("A pause without scrubbing resumes the same curve where it stopped")
    func pauseAndResume() {
        let (window, box) = boxWindow()
        let timeline = window.record(duration: 2) { clock in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.center.x = 110 }
            animator.startAnimation()
            clock.wait(0.4)
            animator.pauseAnimation()
            #expect(near(Double(animator.fractionComplete), 0.4))
            clock.wait(0.5)
            animator.startAnimation()
        }
        let eased = { (fraction: Double) in 10 + 100 * TimingFunction.easeInEaseOut(fraction) }
        #expect(near(x(timeline, 0.2), eased(0.2)))
        #expect(near(x(timeline, 0.7), eased(0.4)), "held while paused")
        #expect(near(x(timeline, 1.2), eased(0.7)), "0.3 s after resuming: the curve at 0.7")
        #expect(near(x(timeline, 1.5), 110))
    }

    @Test("stopAnimation(false) then finishAnimation(at: .current) keeps the views where they are")
    func stopAndFinish() {
        let (window, box) = boxWindow()
        var positions: [UIViewAnimatingPosition] = []
        var stoppedState: UIViewAnimatingState?
        let timeline = window.record(duration: 2) { clock in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            clock.wait(0.5)
            animator.stopAnimation(false)
            stoppedState = animator.state
            animator.finishAnimation(at: .current)
            #expect(animator.state == .inactive && near(Double(box.center.x), 60))
        }
        #expect(stoppedState == .stopped && positions == [.current])
        #expect(near(x(timeline, 1.5), 60))
    }

    @Test("stopAnimation(true) ends it where it is, with no completion")
    func stopWithoutFinishing() {
        let (window, box) = boxWindow()
        var positions: [UIViewAnimatingPosition] = []
        let timeline = window.record(duration: 2) { clock in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            clock.wait(0.25)
            animator.stopAnimation(true)
            #expect(animator.state == .inactive)
        }
        #expect(positions.isEmpty && near(x(timeline, 1), 35))
    }

    @Test("pausesOnCompletion: at the end it stays active and paused, and no completion runs")
    func pausesOnCompletion() {
        let (window, box) = boxWindow()
        var positions: [UIViewAnimatingPosition] = []
        _ = window.record(duration: 2) { clock in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
            animator.pausesOnCompletion = true
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            clock.wait(1.5)
            #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
        }
        #expect(positions.isEmpty)
    }

    @Test("runningPropertyAnimator: starts after its delay, on the options' curve")
    func runningAnimator() {
        let (window, box) = boxWindow()
        var ended: [Double] = []
        let timeline = window.record(duration: 2) { _ in
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.2, options: [.curveLinear],
                                                                          animations: { box.center.x = 110 },
                                                                          completion: { _ in ended.append(CACurrentMediaTime()) })
            #expect(!animator.isInterruptible && animator.state == .active)
        }
        #expect(near(x(timeline, 0.1), 10), "waiting out the delay at the start value")
        #expect(near(x(timeline, 0.45), 60))
        #expect(ended.count == 1 && near(ended[0], 0.7))
    }

    @Test("A damping-ratio spring follows UIKit's spring over the animator's duration")
    func spring() {
        let (window, box) = boxWindow()
        let timeline = window.record(duration: 2) { _ in
            UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { box.center.x = 110 }.startAnimation()
        }
        let spring = Spring(dampingRatio: 0.5, duration: 1)
        for time in [0.1, 0.3, 0.6] { #expect(near(x(timeline, time), 10 + 100 * spring.progress(at: time), 1e-4)) }
        #expect(near(x(timeline, 1.5), 110))
    }

    @Test("addAnimations(_:delayFactor:) before starting: the added change starts halfway and ends with the rest")
    func delayFactor() {
        let (window, box) = boxWindow()
        let timeline = window.record(duration: 2) { _ in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
            animator.addAnimations({ box.alpha = 0 }, delayFactor: 0.5)
            animator.startAnimation()
        }
        let alpha = { (time: Double) in timeline.value(ofLayer: "box", at: LayerKeyPath("opacity")!, time: time)?.number ?? .nan }
        #expect(near(alpha(0.25), 1) && near(alpha(0.75), 0.5) && near(alpha(1.5), 0))
        #expect(near(x(timeline, 0.75), 85))
    }

    @Test("Timing parameters keep what they were given")
    func timingParameters() {
        let cubic = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 1))
        #expect(cubic.timingCurveType == .cubic && cubic.controlPoint2 == CGPoint(x: 0.3, y: 1))
        let spring = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 2, dy: 0))
        #expect(spring.timingCurveType == .spring && spring.initialVelocity.dx == 2)
        let physical = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: physical)
        #expect(animator.duration == 5 && animator.timingParameters === physical)
    }
}
