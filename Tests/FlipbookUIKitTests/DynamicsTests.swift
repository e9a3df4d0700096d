import Foundation
import Testing
import FlipbookScene
@testable import FlipbookUIKit

@MainActor
private func room(width: CGFloat = 300, height: CGFloat = 600) -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let ball = UIView(frame: CGRect(x: 125, y: 75, width: 50, height: 50))
    ball.accessibilityIdentifier = "ball"
    window.addSubview(ball)
    return (window, ball)
}

/// Records the animator's pauses and resumes, and contacts, with their instants.
@MainActor
private final class Watcher: UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    var log: [String] = []
    private func note(_ what: String) { log.append("\(what)@\(String(format: "%.3f", CACurrentMediaTime()))") }
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { note("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { note("pause") }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
        note("contact \((identifier as? NSString).map(String.init) ?? "bounds")")
    }
}

@Suite("UIKit Dynamics on the virtual clock: gravity, pushes, collisions, snaps and attachments", .expectsProblems)
@MainActor
struct DynamicsTests {
    @Test("Gravity of magnitude 1 is 1000 points per second squared: after 0.5 s (120 steps of 1/240 s) the ball has fallen a·dt²·n(n+1)/2 = 126.04 points")
    func gravity() {
        let (window, ball) = room()
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        let timeline = window.record(duration: 0.5) { clock in clock.wait(0.5) }
        let fallen = 1000.0 / (240 * 240) * 120 * 121 / 2
        #expect(abs(Double(ball.center.y) - (100 + fallen)) < 1e-6)
        #expect(abs(timeline.number("position.y", at: 0.5, layer: "ball") - (100 + fallen)) < 1e-6)
        #expect(abs(timeline.number("position.y", at: 0.25, layer: "ball") - (100 + 1000.0 / 57600 * 60 * 61 / 2)) < 1e-6)
        #expect(animator.isRunning && abs(animator.elapsedTime - 0.5) < 1e-9)
    }

    @Test("Collision with the reference bounds stops the ball on the floor; it rests there and the animator pauses, telling its delegate")
    func floor() {
        let (window, ball) = room()
        let animator = UIDynamicAnimator(referenceView: window)
        let watcher = Watcher()
        animator.delegate = watcher
        let collision = UICollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = watcher
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        animator.addBehavior(collision)
        _ = window.record(duration: 2) { clock in clock.wait(2) }
        #expect(abs(ball.center.y - 575) < 0.02, "50-point ball on a 600-point floor")
        #expect(!animator.isRunning)
        // 475 points at 1000 pt/s² take about 0.975 s; the pause follows a quarter of a second of rest.
        #expect(watcher.log.first == "resume@0.000")
        #expect(watcher.log.contains { $0.hasPrefix("contact bounds@0.9") })
        #expect(watcher.log.last?.hasPrefix("pause@1.2") == true, "\(watcher.log)")
    }

    @Test("Elasticity 0.5 sends the ball back up at half the speed it hit with")
    func bounce() {
        let (window, ball) = room()
        let animator = UIDynamicAnimator(referenceView: window)
        let collision = UICollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = UIDynamicItemBehavior(items: [ball])
        properties.elasticity = 0.5
        var speeds: [CGFloat] = []
        let gravity = UIGravityBehavior(items: [ball])
        gravity.action = { speeds.append(properties.linearVelocity(for: ball).y) }
        for behavior in [gravity, collision, properties] { animator.addBehavior(behavior) }
        _ = window.record(duration: 1.2) { clock in clock.wait(1.2) }
        guard let bounceIndex = speeds.firstIndex(where: { $0 < 0 }) else { return #expect(Bool(false), "no bounce") }
        let impact = speeds[bounceIndex - 1] + 1000.0 / 240   // the speed it reached in the step it hit
        #expect(abs(-speeds[bounceIndex] - impact * 0.5) < 1000.0 / 240 + 1e-6, "half the speed, within a step's gravity")
    }

    @Test("An instantaneous push of magnitude 1 gives a 100 × 100 item 100 points per second once and turns itself off; a continuous one accelerates a 50 × 50 item 4 times as much")
    func pushes() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let big = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let small = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        window.addSubview(big)
        window.addSubview(small)
        let animator = UIDynamicAnimator(referenceView: window)
        let kick = UIPushBehavior(items: [big], mode: .instantaneous)
        kick.pushDirection = CGVector(dx: 1, dy: 0)
        let wind = UIPushBehavior(items: [small], mode: .continuous)
        wind.magnitude = 1
        animator.addBehavior(kick)
        animator.addBehavior(wind)
        _ = window.record(duration: 1) { clock in clock.wait(1) }
        #expect(!kick.active)
        #expect(abs(big.center.x - (50 + 100)) < 1e-6, "100 points per second for 1 s")
        // 400 pt/s² for 240 steps: a·dt²·n(n+1)/2 with a = 400.
        #expect(abs(Double(small.center.x) - (25 + 400.0 / 57600 * 240 * 241 / 2)) < 1e-6)
    }

    @Test("A snap brings the item to its point and the animator pauses there; a rigid attachment keeps its length")
    func snapAndAttachment() {
        let (window, ball) = room()
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(UISnapBehavior(item: ball, snapTo: CGPoint(x: 200, y: 400)))
        _ = window.record(duration: 3) { clock in clock.wait(3) }
        #expect(abs(ball.center.x - 200) < 0.05 && abs(ball.center.y - 400) < 0.05)
        #expect(!animator.isRunning)

        let (window2, bob) = room()
        let pendulum = UIDynamicAnimator(referenceView: window2)
        let string = UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 50, y: 100))
        #expect(string.length == 100 && string.attachedBehaviorType == .anchor)
        var lengths: [CGFloat] = []
        var lowest: CGFloat = 0
        string.action = {
            lengths.append(hypot(bob.center.x - 50, bob.center.y - 100))
            lowest = max(lowest, bob.center.y)
        }
        pendulum.addBehavior(string)
        pendulum.addBehavior(UIGravityBehavior(items: [bob]))
        _ = window2.record(duration: 1) { clock in clock.wait(1) }
        #expect(lengths.count == 240 && lengths.allSatisfy { abs($0 - 100) < 1e-6 })
        // A 100-point pendulum under 1000 pt/s² swings with a period of 2π·√(0.1) ≈ 1.99 s: in
        // one second it passes the bottom (y 200) and climbs the other side.
        #expect(lowest > 199 && lowest <= 200 + 1e-6)
        #expect(bob.center.x < 50, "past the bottom, on the other side")
    }

    @Test("Fields: linear gravity of strength 0.5 is 500 pt/s²; a drag field slows by strength × velocity; nothing acts outside the region; an unmodelled kind is a problem")
    func fields() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let falling = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let sliding = UIView(frame: CGRect(x: 0, y: 300, width: 20, height: 20))
        let outside = UIView(frame: CGRect(x: 500, y: 500, width: 20, height: 20))
        for view in [falling, sliding, outside] { window.addSubview(view) }
        let animator = UIDynamicAnimator(referenceView: window)
        let gravity = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        gravity.strength = 0.5
        gravity.region = UIRegion(size: CGSize(width: 400, height: 400))   // about (0, 0)
        gravity.addItem(falling)
        gravity.addItem(outside)
        let drag = UIFieldBehavior.dragField()
        drag.strength = 2
        drag.addItem(sliding)
        let properties = UIDynamicItemBehavior(items: [sliding])
        properties.addLinearVelocity(CGPoint(x: 100, y: 0), for: sliding)
        for behavior in [gravity, drag, properties] { animator.addBehavior(behavior) }
        let timeline = window.record(duration: 0.5) { clock in
            clock.wait(0.5)
            animator.addBehavior(UIFieldBehavior.vortexField())
        }
        #expect(abs(Double(falling.center.y) - (10 + 500.0 / 57600 * 120 * 121 / 2)) < 1e-6)
        #expect(outside.center == CGPoint(x: 510, y: 510), "outside the region")
        // The velocity first moves the item, then shrinks by 2/240 of itself at each step.
        let expectedSpeed: Double = 100 * pow(1 - 2.0 / 240.0, 119.0)
        #expect(abs(Double(properties.linearVelocity(for: sliding).x) - expectedSpeed) < 0.5)
        #expect(timeline.problems.contains { $0.contains("vortexField() is not modelled") })
    }

    @Test("The same dynamics and particles land on the same instants whatever the machine does: 50-ms stalls in the recording change no value")
    func stallsChangeNothing() {
        func record(stalling: Bool) -> [Double] {
            let (window, ball) = room()
            let animator = UIDynamicAnimator(referenceView: window)
            let collision = UICollisionBehavior(items: [ball])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(UIGravityBehavior(items: [ball]))
            animator.addBehavior(collision)
            let emitter = CAEmitterLayer()
            emitter.emitterPosition = CGPoint(x: 150, y: 300)
            let cell = CAEmitterCell()
            cell.birthRate = 30
            cell.lifetime = 0.5
            cell.velocity = 80
            cell.emissionRange = .pi
            emitter.emitterCells = [cell]
            let host = UIView(frame: window.bounds)
            window.addSubview(host)
            host.layer.addSublayer(emitter)
            var samples: [Double] = []
            _ = window.record(duration: 1.2) { clock in
                for _ in 0..<6 {
                    if stalling { usleep(50_000) }
                    clock.wait(0.2)
                    samples.append(Double(ball.center.y))
                    samples += (emitter.sublayers ?? []).map { Double($0.position.x) }
                }
            }
            withExtendedLifetime(animator) {}
            return samples
        }
        let quiet = record(stalling: false), stalled = record(stalling: true)
        #expect(quiet.count > 6 && quiet == stalled)
    }

    @Test("What dynamics do not model is a warning naming the item's layer")
    func unmodelled() {
        let (window, ball) = room()
        let animator = UIDynamicAnimator(referenceView: window)
        let properties = UIDynamicItemBehavior(items: [ball])
        animator.addBehavior(properties)
        let timeline = window.record(duration: 0.1) { _ in properties.addAngularVelocity(2, for: ball) }
        #expect(timeline.problems.count == 1 && timeline.problems[0].contains("layer 'ball'") && timeline.problems[0].contains("do not turn"))
    }
}

