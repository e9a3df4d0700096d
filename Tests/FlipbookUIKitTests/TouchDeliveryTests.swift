import Testing
import UIKit

/// A view that records the touches it gets, as libraries' `touches…` overrides do.
@MainActor
private final class Pad: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let point = touches.first!.location(in: self)
        log.append("began \(Int(point.x)),\(Int(point.y)) at \(Int((CACurrentMediaTime() * 1000).rounded()))")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("ended at \(Int((CACurrentMediaTime() * 1000).rounded()))")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A target with the selectors FlipbookPort writes for `#selector(…)`.
@MainActor
private final class Taps {
    var fired: [(name: String, time: Int, location: CGPoint)] = []
    func single(_ tap: UITapGestureRecognizer) { record("single", tap) }
    func double(_ tap: UITapGestureRecognizer) { record("double", tap) }
    func press(_ press: UILongPressGestureRecognizer) { record("press \(press.state.rawValue)", press) }
    private func record(_ name: String, _ recognizer: UIGestureRecognizer) {
        fired.append((name, Int((CACurrentMediaTime() * 1000).rounded()), recognizer.location(in: recognizer.view)))
    }
}

@MainActor
private final class Refuser: UIGestureRecognizerDelegate {
    var receives = true, begins = true
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
}

@Suite("Touches through hit testing: scripted fingers, recognizers, touches… overrides")
@MainActor
struct TouchDeliveryTests {
    private func scene() -> (UIWindow, Pad) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let pad = Pad(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        window.addSubview(pad)
        return (window, pad)
    }

    @Test("hitTest(_:with:) finds the frontmost view that takes touches, as Apple documents it")
    func hitTesting() {
        let (window, pad) = scene()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 150, width: 100, height: 20))
        pad.addSubview(back)
        pad.addSubview(front)
        pad.addSubview(label)
        #expect(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === front, "overlapping: the one added last")
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 60, y: 205), with: nil) === pad, "a label takes no touches: its superview does")
        front.isHidden = true
        #expect(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === back)
        back.alpha = 0.005
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === pad, "alpha below 0.01 is not hit")
        pad.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === window)
        #expect(pad.point(inside: CGPoint(x: 10, y: 10), with: nil) && !pad.point(inside: CGPoint(x: -1, y: 10), with: nil))
    }

    @Test("A tap recognizer with a selector fires at the lift, at the finger's place; the view's touches are then cancelled")
    func tapRecognizer() {
        let (window, pad) = scene()
        let taps = Taps()
        pad.addGestureRecognizer(UITapGestureRecognizer(target: taps, action: Selector("single:", Taps.single(_:))))
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.2)
            clock.tap(pad, at: CGPoint(x: 30, y: 40))
        }
        #expect(taps.fired.map(\.name) == ["single"] && taps.fired.first?.time == 300)
        #expect(taps.fired.first?.location == CGPoint(x: 30, y: 40))
        #expect(pad.log == ["began 30,40 at 200", "cancelled"], "cancelsTouchesInView: the view's touch is cancelled at recognition")
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
    }

    @Test("Without a recognizer a custom view gets began, moved at each 240 Hz step and ended")
    func touchesOverrides() {
        let (window, pad) = scene()
        _ = window.record(duration: 1) { clock in
            clock.swipe(pad, from: CGPoint(x: 10, y: 10), by: CGPoint(x: 100, y: 0), duration: 0.05)
        }
        #expect(pad.log.first == "began 10,10 at 0" && pad.log.last == "ended at 50")
        #expect(pad.log.filter { $0 == "moved" }.count == 12)
    }

    @Test("A button in a view with a tap recognizer runs its action and the recognizer fails (Apple's gestureRecognizerShouldBegin documentation)")
    func controlPrecedence() {
        let (window, pad) = scene()
        let taps = Taps()
        pad.addGestureRecognizer(UITapGestureRecognizer(target: taps, action: Selector("single:", Taps.single(_:))))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        var pressed = 0
        button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        pad.addSubview(button)
        _ = window.record(duration: 1) { clock in
            clock.tap(button)
            clock.wait(0.5)
            clock.tap(pad, at: CGPoint(x: 150, y: 150))
        }
        #expect(pressed == 1)
        #expect(taps.fired.map(\.name) == ["single"], "only the tap outside the button")
    }

    @Test("A view on top takes the tap; one with isUserInteractionEnabled false lets it through")
    func overlays() {
        let (window, pad) = scene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        var pressed = 0
        button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        pad.addSubview(button)
        let cover = UIView(frame: pad.bounds)
        pad.addSubview(cover)
        _ = window.record(duration: 1) { clock in
            clock.tap(button)
            cover.isUserInteractionEnabled = false
            clock.wait(0.5)
            clock.tap(button)
        }
        #expect(pressed == 1)
    }

    @Test("A single tap that requires a double tap to fail waits 0.35 s; a double tap fires alone")
    func singleAndDoubleTaps() {
        let (window, pad) = scene()
        let taps = Taps()
        let single = UITapGestureRecognizer(target: taps, action: Selector("single:", Taps.single(_:)))
        let double = UITapGestureRecognizer(target: taps, action: Selector("double:", Taps.double(_:)))
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        pad.addGestureRecognizer(single)
        pad.addGestureRecognizer(double)
        _ = window.record(duration: 2) { clock in
            clock.tap(pad)                 // down 0, up 0.1
            clock.wait(0.9)
            clock.tap(pad)                 // down 1.0, up 1.1
            clock.wait(0.1)
            clock.tap(pad)                 // down 1.2, up 1.3: the second tap
        }
        #expect(taps.fired.map(\.name) == ["single", "double"])
        #expect(taps.fired.map(\.time) == [450, 1300], "the single tap once the double tap gave up, 0.35 s after the lift")
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test("The delegate's failure requirements are asked as the touches go down: a single tap told to wait for a double tap waits 0.35 s, as with require(toFail:)")
    func delegateFailureRequirements() {
        /// Says the single tap waits for the double tap, from either side.
        final class Rules: UIGestureRecognizerDelegate {
            let bySingle: Bool
            init(bySingle: Bool) { self.bySingle = bySingle }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
                bySingle && (gestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 1
            }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
                !bySingle && (gestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
            }
        }
        for bySingle in [true, false] {
            let (window, pad) = scene()
            let taps = Taps()
            let rules = Rules(bySingle: bySingle)
            let single = UITapGestureRecognizer(target: taps, action: Selector("single:", Taps.single(_:)))
            let double = UITapGestureRecognizer(target: taps, action: Selector("double:", Taps.double(_:)))
            double.numberOfTapsRequired = 2
            single.delegate = rules
            double.delegate = rules
            pad.addGestureRecognizer(single)
            pad.addGestureRecognizer(double)
            _ = window.record(duration: 2) { clock in
                clock.tap(pad)                 // down 0, up 0.1
                clock.wait(0.9)
                clock.tap(pad)                 // down 1.0, up 1.1
                clock.wait(0.1)
                clock.tap(pad)                 // down 1.2, up 1.3: the second tap
            }
            #expect(taps.fired.map(\.name) == ["single", "double"])
            #expect(taps.fired.map(\.time) == [450, 1300])
        }
    }

    @Test("delaysTouchesEnded (the default): a view under a double-tap recognizer gets its single tap's end when the double tap gives up; a double tap cancels both touches")
    func delaysTouchesEnded() {
        let (window, pad) = scene()
        let double = UITapGestureRecognizer { _ in }
        double.numberOfTapsRequired = 2
        pad.addGestureRecognizer(double)
        _ = window.record(duration: 3) { clock in
            clock.tap(pad)                 // down 0, up 0.1: the double tap gives up at 0.45
            clock.wait(0.9)
            clock.tap(pad)                 // down 1.0, up 1.1
            clock.wait(0.1)
            clock.tap(pad)                 // down 1.2, up 1.3: the double tap recognizes
        }
        #expect(pad.log == ["began 100,100 at 0", "ended at 450", "began 100,100 at 1000", "began 100,100 at 1200", "cancelled", "cancelled"])

        pad.log = []
        double.delaysTouchesEnded = false
        _ = window.record(duration: 1) { clock in clock.tap(pad) }
        #expect(pad.log == ["began 100,100 at 0", "ended at 100"], "not delayed: the end comes at the lift")
    }

    @Test("delaysTouchesBegan: the view gets nothing while the recognizer decides; its touches once it fails, none if it recognizes")
    func delaysTouchesBegan() {
        let (window, pad) = scene()
        let press = UILongPressGestureRecognizer { _ in }
        press.delaysTouchesBegan = true
        pad.addGestureRecognizer(press)
        _ = window.record(duration: 3) { clock in
            clock.tap(pad)                               // lifted at 0.1, before 0.5 s: not a long press
            clock.wait(0.4)
            clock.longPress(pad, duration: 1)            // down 0.5: recognized at 1.0
            clock.wait(0.5)
            clock.swipe(pad, by: CGPoint(x: 40, y: 0))   // down 2.0: moved beyond 10 points, it fails
        }
        #expect(pad.log.filter { $0 != "moved" } == ["began 100,100 at 100", "ended at 100", "began 111,100 at 2042", "ended at 2150"],
                """
                the tap's began and end at the lift; the long press never reaches the view; the swipe's began held until the press fails, \
                at the 240 Hz step where the finger has gone over 10 points (10/240 s in), with the touch where it is then
                """)
        #expect(pad.log.contains("moved"))
    }

    @Test("A long press begins after 0.5 s down and ends at the lift; a shorter press is not one")
    func longPress() {
        let (window, pad) = scene()
        let taps = Taps()
        pad.addGestureRecognizer(UILongPressGestureRecognizer(target: taps, action: Selector("press:", Taps.press(_:))))
        _ = window.record(duration: 3) { clock in
            clock.longPress(pad, duration: 0.3)
            clock.wait(0.2)
            clock.longPress(pad, duration: 1)     // down 0.5: begins at 1.0, ends at 1.5
        }
        #expect(taps.fired.map(\.name) == ["press 1", "press 3"])
        #expect(taps.fired.map(\.time) == [1000, 1500])
    }

    @Test("The delegate decides what a recognizer receives and whether it begins")
    func delegate() {
        let (window, pad) = scene()
        let taps = Taps()
        let tap = UITapGestureRecognizer(target: taps, action: Selector("single:", Taps.single(_:)))
        let refuser = Refuser()
        tap.delegate = refuser
        pad.addGestureRecognizer(tap)
        _ = window.record(duration: 2) { clock in
            refuser.receives = false
            clock.tap(pad)
            refuser.receives = true
            refuser.begins = false
            clock.wait(0.5)
            clock.tap(pad)
            refuser.begins = true
            clock.wait(0.5)
            clock.tap(pad)
        }
        #expect(taps.fired.map(\.time) == [1300])
        #expect(pad.log.filter { $0 == "cancelled" }.count == 1, "the view kept the touches the recognizer did not take")
    }

    @Test("A control dragged out and lifted outside sends drag events and .touchUpOutside, not its action")
    func controlDrag() {
        let (window, pad) = scene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        pad.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("up outside") }, for: .touchUpOutside)
        button.addAction(UIAction { _ in events.append("exit") }, for: .touchDragExit)
        _ = window.record(duration: 1) { clock in
            clock.swipe(button, from: CGPoint(x: 40, y: 22), by: CGPoint(x: 0, y: 100), duration: 0.1)
        }
        #expect(events == ["exit", "up outside"])
        #expect(!button.isHighlighted)
    }
}
