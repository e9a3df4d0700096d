import Foundation
import Testing
import FlipbookScene
@testable import FlipbookUIKit

@MainActor
private func board() -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let pad = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    pad.accessibilityIdentifier = "pad"
    window.addSubview(pad)
    return (window, pad)
}

/// What a recognizer reported: each state with its instant (ms, rounded) and a value.
@MainActor
private final class Reports {
    var entries: [(state: UIGestureRecognizer.State, ms: Double, value: CGFloat)] = []
    func add(_ state: UIGestureRecognizer.State, _ value: CGFloat) {
        entries.append((state, (CACurrentMediaTime() * 1e6).rounded() / 1e3, value))
    }
}

@Suite("Swipes, pans from touches, pinches, rotations and screen-edge pans, driven by scripted fingers")
@MainActor
struct MultiTouchGestureTests {
    @Test("A swipe is recognized at the 240 Hz step where the finger has gone 50 points its way within 0.5 s; the wrong way or too slowly fails")
    func swipes() {
        let (window, pad) = board()
        let reports = Reports()
        let left = UISwipeGestureRecognizer { reports.add($0.state, $0.location(in: pad).x) }
        left.direction = .left
        pad.addGestureRecognizer(left)
        _ = window.record(duration: 3) { clock in
            clock.wait(0.5)
            clock.swipe(pad, from: CGPoint(x: 150, y: 100), by: CGPoint(x: -80, y: 5), duration: 0.15)
            clock.wait(0.5)
            clock.swipe(pad, from: CGPoint(x: 50, y: 100), by: CGPoint(x: 80, y: 0), duration: 0.15)   // rightwards
            clock.wait(0.5)
            clock.swipe(pad, from: CGPoint(x: 150, y: 100), by: CGPoint(x: -80, y: 0), duration: 1)    // 50 points after 0.625 s
        }
        // 50 of 80 points is 0.625 of 0.15 s = 93.75 ms, reached at the 23rd step (95.833 ms).
        #expect(reports.entries.count == 1)
        #expect(reports.entries.first?.state == .ended && reports.entries.first?.ms == 595.833)
        #expect(reports.entries.first?.value == 150, "where the swipe began")
    }

    @Test("A finger moving on a pan recognizer's view begins it after 10 points, reports each step, and ends with its velocity")
    func panFromTouches() {
        let (window, pad) = board()
        let reports = Reports()
        var velocity = CGPoint.zero
        let pan = UIPanGestureRecognizer { pan in
            reports.add(pan.state, pan.translation(in: pad).x)
            velocity = pan.velocity(in: pad)
        }
        var tapped = 0
        pad.addGestureRecognizer(pan)
        pad.addGestureRecognizer(UITapGestureRecognizer { _ in tapped += 1 })
        _ = window.record(duration: 1) { clock in
            clock.swipe(pad, from: CGPoint(x: 20, y: 100), by: CGPoint(x: 100, y: 0), duration: 0.25)
        }
        // 10 of 100 points is 25 ms: the 6th step.
        #expect(reports.entries.first.map { "\($0.state) \($0.ms)" } == "began 25.0")
        #expect(abs((reports.entries.first?.value ?? 0) - 10) < 1e-9, "counted from where the finger went down")
        #expect(reports.entries.filter { $0.state == .changed }.count == 54)
        #expect(reports.entries.last.map { "\($0.state) \($0.ms)" } == "ended 250.0")
        #expect(abs((reports.entries.last?.value ?? 0) - 100) < 1e-9)
        #expect(abs(velocity.x - 400) < 0.1, "100 points in 0.25 s (steps timed on the clock's microsecond grid)")
        #expect(tapped == 0, "the pan made the tap fail")
    }

    @Test("Two fingers pinching: scale grows with their distance, at 2 per second for 1 to 2 in 0.5 s; an incremental handler multiplies back to 2")
    func pinch() {
        let (window, pad) = board()
        let reports = Reports()
        var product: CGFloat = 1
        var velocities: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { pinch in
            reports.add(pinch.state, pinch.scale)
            if pinch.state == .changed || pinch.state == .began {
                product *= pinch.scale
                velocities.append(pinch.velocity)
                pinch.scale = 1
            }
        }
        pad.addGestureRecognizer(pinch)
        _ = window.record(duration: 1) { clock in
            clock.pinch(pad, scale: 2, duration: 0.5)
        }
        #expect(reports.entries.first.map { "\($0.state) \($0.ms)" } == "began 4.167")
        #expect(reports.entries.filter { $0.state == .changed }.count == 119)
        #expect(reports.entries.last?.state == .ended)
        #expect(abs(product - 2) < 1e-9, "the scales of each step multiply to the whole pinch")
        // Scale per second from the scale the handler left (1): the fingers' 200 points per
        // second over their distance, 2 per second at 100 points apart, 1 at 200.
        #expect(abs((velocities.dropFirst().first ?? 0) - 2) < 0.02 && abs((velocities.last ?? 0) - 1) < 0.01)
        #expect(pinch.state == .possible && pinch.scale == 1, "ready for the next gesture")
    }

    @Test("Two fingers turning: rotation follows the line between them, clockwise positive, π/2 in 0.5 s at π per second")
    func rotation() {
        let (window, pad) = board()
        var last: (rotation: CGFloat, velocity: CGFloat) = (0, 0)
        var states: [UIGestureRecognizer.State] = []
        let rotation = UIRotationGestureRecognizer { rotation in
            states.append(rotation.state)
            if rotation.state != .ended { last = (rotation.rotation, rotation.velocity) }
        }
        pad.addGestureRecognizer(rotation)
        _ = window.record(duration: 1) { clock in
            clock.rotate(pad, by: .pi / 2, duration: 0.5)
        }
        #expect(states.first == .began && states.last == .ended && states.count == 121)
        #expect(abs(last.rotation - .pi / 2) < 1e-9)
        #expect(abs(last.velocity - .pi) < 1e-3, "steps timed on the clock's microsecond grid")
    }

    @Test("A screen-edge pan starts only within 20 points of its edge; the navigation controller's swipe back is one")
    func edgePanPops() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let first = UIViewController(), second = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        navigation.pushViewController(second, animated: false)
        _ = window.record(duration: 2) { clock in
            clock.swipe(second.view, from: CGPoint(x: 150, y: 200), by: CGPoint(x: 200, y: 0), duration: 0.3)
            clock.wait(0.7)
            #expect(navigation.topViewController === second, "from the middle: no pop")
            clock.swipe(second.view, from: CGPoint(x: 8, y: 200), by: CGPoint(x: 220, y: 0), duration: 0.3)
            clock.wait(0.7)
        }
        #expect(navigation.topViewController === first, "from the left edge, past half the width: popped")
    }

    @Test("A scroll view's panGestureRecognizer reports clock.drag: began, changed at each step, ended with the finger's velocity")
    func scrollViewPan() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 200, height: 1000)
        window.addSubview(scroll)
        #expect(scroll.gestureRecognizers?.contains { $0 === scroll.panGestureRecognizer } == true)
        var states: [UIGestureRecognizer.State] = []
        let observation = scroll.panGestureRecognizer.observe(\.state, options: [.new]) { pan, _ in states.append(pan.state) }
        defer { observation.invalidate() }
        _ = window.record(duration: 1) { clock in
            clock.drag(scroll, to: CGPoint(x: 0, y: 120), duration: 0.1)
            #expect(abs(scroll.panGestureRecognizer.translation(in: scroll).y + 120) < 1e-9, "the finger moved up 120 points")
            clock.endDrag(scroll)
        }
        #expect(states == [.began] + Array(repeating: .changed, count: 24) + [.ended, .possible], "back to possible once the finger is up")
        #expect(abs(scroll.panGestureRecognizer.velocity(in: scroll).y + 1200) < 0.2, "120 points in 0.1 s, upwards")
    }
}
