import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI
@testable import SwiftUIScreens
@testable import FlipbookSwiftUI

@Observable
final class Slide {
    var moved = false
    var showsBadge = false
}

/// A box that slides 100 points, and a badge that appears, as the model says.
struct SlidingBox: View {
    let model: Slide
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.blue.frame(width: 40, height: 40).offset(x: model.moved ? 100 : 0).accessibilityIdentifier("box")
            if model.showsBadge {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("badge")
            }
        }
        .frame(width: 200, height: 100, alignment: .topLeading)
    }
}

/// A heart that grows when liked, animated by `animation(_:value:)`.
struct Heart: View {
    @State private var liked = false
    var body: some View {
        VStack {
            Circle().fill(Color.pink).frame(width: liked ? 60 : 30, height: liked ? 60 : 30).accessibilityIdentifier("heart")
                .animation(.easeInOut(duration: 0.4), value: liked)
            Button("Like") { liked.toggle() }.accessibilityIdentifier("like")
        }
    }
}

@Suite("SwiftUI animations: withAnimation and animation(_:value:) move the views on the recording's clock")
@MainActor
struct AnimationTests {
    /// The box's centre x at each time.
    private func boxX(_ timeline: Timeline, _ time: Double) -> Double? {
        timeline.value(ofLayer: "box", at: LayerKeyPath("position.x")!, time: time)?.number
    }

    @Test("withAnimation(.linear(duration: 1)) at 0.2 s: the box is halfway at 0.7 s and there at 1.2 s")
    func linear() throws {
        let model = Slide()
        let timeline = SlidingBox(model: model).record(size: CGSize(width: 200, height: 100), duration: 1.5) { clock in
            clock.wait(0.2)
            withAnimation(.linear(duration: 1)) { model.moved = true }
            clock.wait(1.2)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let start = try #require(boxX(timeline, 0.1))
        #expect(abs(try #require(boxX(timeline, 0.7)) - (start + 50)) < 1e-6)
        #expect(abs(try #require(boxX(timeline, 1.3)) - (start + 100)) < 1e-6)
    }

    @Test("A stalled process records the same instants: the values depend on the virtual clock alone")
    func stallDoesNotMoveInstants() throws {
        func run(stalling: Bool) -> [Double?] {
            let model = Slide()
            let timeline = SlidingBox(model: model).record(size: CGSize(width: 200, height: 100), duration: 1.5) { clock in
                clock.wait(0.2)
                // A stall of real time (a loaded machine) between the clock's steps.
                if stalling { Thread.sleep(forTimeInterval: 0.3) }
                withAnimation(.spring(duration: 0.5, bounce: 0.3)) { model.moved = true }
                if stalling { Thread.sleep(forTimeInterval: 0.3) }
                clock.wait(1.2)
            }
            return [0.1, 0.3, 0.45, 0.7, 1.3].map { boxX(timeline, $0) }
        }
        #expect(run(stalling: true) == run(stalling: false))
    }

    @Test("A bouncy spring (0.5 s, bounce 0.3: stiffness 157.9, damping 17.6) is where SwiftUI's steps put it a quarter second in")
    func spring() throws {
        let animation = Animation.spring(duration: 0.5, bounce: 0.3)
        let (stiffness, damping) = try #require(animation.springCoefficients)
        #expect(abs(stiffness - 157.91) < 0.01 && abs(damping - 17.59) < 0.01)
        let model = Slide()
        let timeline = SlidingBox(model: model).record(size: CGSize(width: 200, height: 100), duration: 1) { clock in
            clock.wait(0.2)
            withAnimation(animation) { model.moved = true }
            clock.wait(0.8)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        // x(t) = target − 100 e^(−ζω₀t) (cos ω_d t + ζω₀/ω_d sin ω_d t), ω₀ = 2π / 0.5, ζ = 0.7.
        // SwiftUI's steps (ζ = 0.7, response 0.5 s), 0.25 s in: step 75.
        let moved = swiftUISpringSteps(interval: 100, response: 0.5, dampingFraction: 0.7).offsets[75]
        let start = try #require(boxX(timeline, 0.1))
        #expect(abs(try #require(boxX(timeline, 0.45)) - (start + moved)) < 1e-6, "\(moved)")
        assertFrames(of: timeline, at: .times([0.3, 0.45]), scale: 2)
    }

    @Test("A view inserted in withAnimation fades in over the animation; a change without it happens at once")
    func insertion() throws {
        let model = Slide()
        let timeline = SlidingBox(model: model).record(size: CGSize(width: 200, height: 100), duration: 1) { clock in
            clock.wait(0.2)
            withAnimation(.linear(duration: 0.4)) { model.showsBadge = true }
            clock.wait(0.5)
            model.moved = true
            clock.wait(0.1)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let opacity = { (time: Double) in timeline.value(ofLayer: "badge", at: LayerKeyPath("opacity")!, time: time)?.number }
        #expect(opacity(0.4).map { abs($0 - 0.5) < 1e-6 } == true, "halfway at 0.4 s: \(String(describing: opacity(0.4)))")
        #expect(opacity(0.65) == 1)
        let start = try #require(boxX(timeline, 0.1))
        #expect(boxX(timeline, 0.7) == start + 100, "no animation: at once")
    }

    @Test("animation(_:value:) animates the change of its value: the heart grows over 0.4 s, ease in and out")
    func valueAnimation() throws {
        let timeline = Heart().record(size: CGSize(width: 200, height: 200), duration: 1) { clock in
            clock.tap("like")
            clock.wait(0.6)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let width = { (time: Double) in timeline.value(ofLayer: "heart", at: LayerKeyPath("bounds.size.width")!, time: time)?.number }
        // The tap lifts at 0.1 s; ease in and out is halfway at half time: 45 points at 0.3 s.
        #expect(width(0.05) == 30 && width(0.3).map { abs($0 - 45) < 1e-6 } == true && width(0.55) == 60)
    }
}


/// A dot that grows from 30 to 60 points when the model moves.
struct GrowingDot: View {
    let model: Slide
    var body: some View {
        Circle().fill(Color.pink).accessibilityIdentifier("dot").frame(width: model.moved ? 60 : 30, height: model.moved ? 60 : 30)
    }
}

@Suite("SwiftUI animatableData: a shape's path drawn again from its interpolated data")
@MainActor
struct AnimatableDataTests {
    /// The end point of the last element of the layer's path at `time`.
    private func pathEnd(_ timeline: Timeline, _ layer: String, _ time: Double) -> (x: Double, y: Double)? {
        guard case .path(let path)? = timeline.value(ofLayer: layer, at: LayerKeyPath("path")!, time: time) else { return nil }
        switch path.elements.last {
        case .curve(_, _, let end)?, .line(let end)?, .move(let end)?: return (end.x, end.y)
        default: return nil
        }
    }

    @Test("The download ring: its arc and the trimmed bar go from a quarter to three quarters, eased in and out over 0.6 s")
    func downloadRing() throws {
        let timeline = DownloadRing().record(size: CGSize(width: 300, height: 300), duration: 1) { clock in
            clock.tap("next")  // lifts at 0.1 s
            clock.wait(0.9)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        // The ring's layer is 100 square (radius 50 about (50, 50)); its arc starts at the top
        // and ends at −90° + 360° × fraction. Ease in and out is halfway at half time (0.4 s):
        // the fraction is 0.5, the arc ends at the bottom (50, 100). Before: a quarter, ending at
        // the right (100, 50); after: three quarters, ending at the left (0, 50).
        let near = { (point: (x: Double, y: Double)?, x: Double, y: Double) in point.map { abs($0.x - x) < 1e-6 && abs($0.y - y) < 1e-6 } == true }
        #expect(near(pathEnd(timeline, "ring", 0.05), 100, 50))
        #expect(near(pathEnd(timeline, "ring", 0.4), 50, 100), "\(String(describing: pathEnd(timeline, "ring", 0.4)))")
        #expect(near(pathEnd(timeline, "ring", 0.8), 0, 50))
        // The trimmed circle's stroke ends where the trim says: 0.25, 0.5 at half time, 0.75.
        let end = { (time: Double) in timeline.value(ofLayer: "trimmed", at: LayerKeyPath("strokeEnd")!, time: time)?.number }
        #expect(end(0.05) == 0.25 && end(0.4).map { abs($0 - 0.5) < 1e-9 } == true && end(0.8) == 0.75, "\(String(describing: end(0.4)))")
        // The bar is 200 × progress wide: 50, 100 at half time, 150.
        let width = { (time: Double) in timeline.value(ofLayer: "bar", at: LayerKeyPath("bounds.size.width")!, time: time)?.number }
        #expect(width(0.05) == 50 && width(0.4).map { abs($0 - 100) < 1e-6 } == true && width(0.8) == 150)
        assertFrames(of: timeline, at: .times([0.05, 0.25, 0.4, 0.8]), scale: 2)
    }

    @Test("A circle that grows is drawn at its animated size: 45 points wide halfway from 30 to 60")
    func growingShape() throws {
        let model = Slide()
        let timeline = GrowingDot(model: model).record(size: CGSize(width: 200, height: 200), duration: 0.6) { clock in
            clock.wait(0.1)
            withAnimation(.easeInOut(duration: 0.4)) { model.moved = true }
            clock.wait(0.5)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        guard case .path(let path)? = timeline.value(ofLayer: "dot", at: LayerKeyPath("path")!, time: 0.3) else {
            Issue.record("no path")
            return
        }
        let xs = path.flattenedElements().flatMap { $0.map(\.x) }
        #expect(abs((xs.max() ?? 0) - (xs.min() ?? 0) - 45) < 0.01, "\(xs.min() ?? 0) … \(xs.max() ?? 0)")
    }
}

/// SwiftUI's persistent spring stepped by hand: velocity Verlet at 300 steps a second, mass 1,
/// stiffness (2π / response)², damping 2√stiffness × dampingFraction, from offset 0 at
/// `velocity`; it stops (jumps to `interval`) once velocity² and force² are within 0.0036 and it
/// is within 1 % of `interval`. The offset and velocity after each step (index 0: the start).
func swiftUISpringSteps(interval: Double, velocity: Double = 0, response: Double, dampingFraction: Double) -> (offsets: [Double], velocities: [Double]) {
    let k = pow(2 * Double.pi / response, 2), c = 2 * k.squareRoot() * dampingFraction, h = 1.0 / 300
    var x = 0.0, v = velocity, a = 0.0
    var offsets = [x], velocities = [v]
    while offsets.count < 18_000 {
        let half = v + a * h / 2
        x += half * h
        a = k * (interval - x) - c * half
        v = half + a * h / 2
        let done = max(v * v, a * a) <= 0.0036 && pow(interval * 0.01, 2) >= pow(interval - x, 2)
        offsets.append(done ? interval : x)
        velocities.append(done ? 0 : v)
        if done { break }
    }
    return (offsets, velocities)
}

@Suite("SwiftUI springs on screens: a like button's pop, a toast interrupted mid-spring")
@MainActor
struct SpringScreenTests {
    @Test("The like button pops with .bouncy: its scale is 1 + 0.25 × the stepped spring's progress, past 1.25 and back, its colour gray to pink", .expectsProblems)
    func likeButtonPop() throws {
        let timeline = LikeButtonScreen().record(size: CGSize(width: 200, height: 200), duration: 1.2) { clock in
            clock.tap("like")  // lifts at 0.1 s
            clock.wait(1.1)
        }
        // Warnings only: the symbols are drawn from Material Icons.
        #expect(timeline.problems.allSatisfy { $0.hasPrefix("warning:") }, "\(timeline.problems)")
        let scale = { (time: Double) in timeline.value(ofLayer: "heart", at: LayerKeyPath("transform.scale.x")!, time: time)?.number }
        // .bouncy: response 0.5 s, damping fraction 0.7; t seconds in is step 300 t.
        let progress = swiftUISpringSteps(interval: 1, response: 0.5, dampingFraction: 0.7).offsets
        for t in [0.05, 0.1, 0.2, 0.3, 0.5] {
            let expected = 1 + 0.25 * progress[Int((t * 300).rounded())]
            #expect(scale(0.1 + t).map { abs($0 - expected) < 1e-6 } == true, "at \(0.1 + t) s: \(String(describing: scale(0.1 + t))), expected \(expected)")
        }
        // It overshoots: a bounce of 0.3 peaks past 1.25 at π / ω_d = 0.35 s in.
        #expect((scale(0.45) ?? 0) > 1.26, "\(String(describing: scale(0.45)))")
        // The key instants include the spring's logical completion (0.5 s in: its response) and
        // its stop (the block's completion): the settled frame is a golden.
        let events = timeline.events.filter { $0.kind == .logicallyComplete || $0.kind == .completion }.map(\.time)
        // Its colour goes from gray to pink on the same spring: halfway-ish channels a quarter second in.
        // (The symbol is drawn by the image inside the scaled view named "heart".)
        let red = { (time: Double) in timeline.presentation(at: time).layer(withID: "heart")?.sublayers.first?[.backgroundColor] }
        if case .color(let colour)? = red(0.35) {
            let expected = (142 + (255 - 142) * progress[75]) / 255
            #expect(abs(colour.red - expected) < 1e-6, "\(colour.red) vs \(expected)")
        } else {
            Issue.record("the heart has no colour: \(String(describing: red(0.35)))")
        }
        // The block ends when its last change stops by SwiftUI's rule: the colour's, from light
        // mode's systemGray (142, 142, 147) to systemPink (255, 45, 85), a longer change than the
        // scale's (0.25, 0.25), as SwiftUI's scale effect's data.
        let colourChange = ([113, -97, -62] as [Double]).map { pow($0 / 255, 2) }.reduce(0, +).squareRoot()
        let stop = 0.1 + Double(swiftUISpringSteps(interval: max(colourChange, 0.25 * 2.0.squareRoot()), response: 0.5, dampingFraction: 0.7).offsets.count - 1) / 300
        #expect(events.count == 2 && abs(events[0] - 0.6) < 1e-6 && abs(events[1] - stop) < 1e-6, "\(events) vs \(stop)")
        assertFrames(of: timeline, at: .keyInstants, scale: 2)
    }

    @Test("The toast, undone 0.25 s into its spring up, turns back from where it is keeping its velocity, as SwiftUI hands a spring to the next")
    func interruptedToast() throws {
        let timeline = SaveToastScreen().record(size: CGSize(width: 300, height: 400), duration: 1.5) { clock in
            clock.tap("save")  // lifts at 0.1 s: up by 124 points (offset 100 → −24)
            clock.wait(0.15)
            clock.tap("undo")  // lifts at 0.35 s: back down
            clock.wait(1.15)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let y = { (time: Double) in timeline.value(ofLayer: "toast", at: LayerKeyPath("position.y")!, time: time)?.number }
        let low = try #require(y(0.05))  // where it rests, offset 100
        // Up by 124 points on .bouncy (response 0.5 s, damping fraction 0.7), stepped by hand; at
        // the undo (t₁ = 0.25 s, step 75) it is at x₁ moving at v₁.
        let up = swiftUISpringSteps(interval: -124, response: 0.5, dampingFraction: 0.7)
        let x1 = low + up.offsets[75], v1 = up.velocities[75]
        #expect(y(0.35).map { abs($0 - x1) < 1e-6 } == true, "\(String(describing: y(0.35))), expected \(x1)")
        // SwiftUI hands the motion to the new spring: from x₁ back to `low`, setting off at v₁.
        let back = swiftUISpringSteps(interval: low - x1, velocity: v1, response: 0.5, dampingFraction: 0.7)
        for t in [0.05, 0.1, 0.2, 0.4] {
            let expected = x1 + back.offsets[Int((t * 300).rounded())]
            #expect(y(0.35 + t).map { abs($0 - expected) < 1e-6 } == true, "at \(0.35 + t) s: \(String(describing: y(0.35 + t))), expected \(expected)")
        }
        assertFrames(of: timeline, at: .times([0.2, 0.35, 0.45, 1.4]), scale: 2)
    }
}

@Suite("SwiftUI's animation API: Spring's numbers, repeats, completions, UIKit views animated by SwiftUI animations")
@MainActor
struct AnimationAPITests {
    @Test("Spring: the perceptual and physical descriptions agree, and value and velocity follow the damped oscillator")
    func springNumbers() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.stiffness - 157.91) < 0.01 && abs(spring.damping - 17.59) < 0.01 && spring.mass == 1)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12 && abs(spring.bounce - 0.3) < 1e-12 && abs(spring.response - 0.5) < 1e-12)
        let physical = Spring(mass: 2, stiffness: 2 * 157.91367041742973, damping: 2 * 17.59291886010284)
        #expect(abs(physical.response - 0.5) < 1e-9 && abs(physical.dampingRatio - 0.7) < 1e-9)
        // From 0 to 100 at rest: 100 (1 − D(t)), D the oscillator's displacement; its velocity is −100 D′(t).
        let omega = 4 * Double.pi, zeta = 0.7, damped = omega * (1 - zeta * zeta).squareRoot(), t = 0.2
        let displacement = exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        let slope = -exp(-zeta * omega * t) * sin(damped * t) * omega * omega / damped
        #expect(abs(spring.value(target: 100.0, time: t) - 100 * (1 - displacement)) < 1e-9)
        #expect(abs(spring.velocity(target: 100.0, time: t) - -100 * slope) < 1e-9)
        // A critically damped spring starting with velocity 5 toward 0: x = 5 t e^(−ω₀t).
        let critical = Spring(duration: 0.5, bounce: 0)
        #expect(abs(critical.value(target: 0.0, initialVelocity: 5.0, time: t) - 5 * t * exp(-omega * t)) < 1e-12)
        // Settled: within 0.001 of the target, for good, at its settling duration and not before.
        let settling = spring.settlingDuration
        #expect(abs(spring.value(target: 1.0, time: settling) - 1) < 0.001 && abs(spring.value(target: 1.0, time: settling - 0.05) - 1) >= 0.001)
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3) && Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(abs(Spring(settlingDuration: settling, dampingRatio: 0.7).response - 0.5) < 0.01)
    }

    @Test("repeatCount(3, autoreverses: true) goes there, back and there again; the completion waits for the last run")
    func repeats() throws {
        let model = Slide()
        var completed: Double?
        let timeline = SlidingBox(model: model).record(size: CGSize(width: 200, height: 100), duration: 1.2) { clock in
            clock.wait(0.1)
            withAnimation(.linear(duration: 0.2).repeatCount(3, autoreverses: true), completionCriteria: .removed) {
                model.moved = true
            } completion: {
                completed = CACurrentMediaTime()
            }
            clock.wait(1.1)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let x = { (time: Double) in timeline.value(ofLayer: "box", at: LayerKeyPath("position.x")!, time: time)?.number }
        let start = try #require(x(0.05))
        // Linear over 0.2 s each way: halfway out at 0.2 s, back halfway at 0.4 s, out again at 0.6 s.
        #expect(x(0.2).map { abs($0 - (start + 50)) < 1e-6 } == true && x(0.4).map { abs($0 - (start + 50)) < 1e-6 } == true)
        #expect(x(0.3).map { abs($0 - (start + 100)) < 1e-6 } == true && x(0.5).map { abs($0 - start) < 1e-6 } == true)
        #expect(x(0.8) == start + 100)
        #expect(completed.map { abs($0 - 0.7) < 1e-6 } == true, "\(String(describing: completed))")
    }

    @Test("withAnimation's completion: logically complete at a spring's perceptual duration, removed when it settles, at once without animation")
    func completions() {
        let model = Slide()
        var logically: Double?, removed: Double?, atOnce: Double?
        _ = SlidingBox(model: model).record(size: CGSize(width: 200, height: 100), duration: 2) { clock in
            clock.wait(0.1)
            withAnimation(.spring(duration: 0.5, bounce: 0.3)) { model.moved = true } completion: { logically = CACurrentMediaTime() }
            withAnimation(.spring(duration: 0.5, bounce: 0.3), completionCriteria: .removed) { model.showsBadge = true } completion: {
                removed = CACurrentMediaTime()
            }
            clock.wait(1.5)
            withAnimation(nil) { model.moved = false } completion: { atOnce = CACurrentMediaTime() }
            clock.wait(0.4)
        }
        #expect(logically.map { abs($0 - 0.6) < 1e-6 } == true, "\(String(describing: logically))")
        // Removed when the longest change, the box's 100 points, stops by SwiftUI's rule.
        let settling = Double(swiftUISpringSteps(interval: 100, response: 0.5, dampingFraction: 0.7).offsets.count - 1) / 300
        #expect(removed.map { abs($0 - (0.1 + settling)) < 1e-6 } == true, "\(String(describing: removed)) vs \(0.1 + settling)")
        #expect(atOnce.map { abs($0 - 1.6) < 1e-6 } == true, "\(String(describing: atOnce))")
    }

    @Test("UIView.animate(_:changes:completion:) moves UIKit views with a SwiftUI spring (iOS 18)")
    func uiKitWithSwiftUIAnimation() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.accessibilityIdentifier = "box"
        window.addSubview(box)
        window.makeKeyAndVisible()
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.1)
            UIView.animate(.bouncy) { box.center.x = 110 }
            clock.wait(0.9)
        }
        // .bouncy's steps (ζ = 0.7, response 0.5 s), 0.2 s in: step 60.
        let moved = swiftUISpringSteps(interval: 100, response: 0.5, dampingFraction: 0.7).offsets[60]
        let x = timeline.value(ofLayer: "box", at: LayerKeyPath("position.x")!, time: 0.3)?.number
        #expect(x.map { abs($0 - (10 + moved)) < 1e-6 } == true, "\(String(describing: x)) vs \(10 + moved)")
    }
}
