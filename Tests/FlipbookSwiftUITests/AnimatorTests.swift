import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// A ball that jumps 50 points up and lands, played by keyframes each time Jump is tapped.
struct JumpingBall: View {
    struct Jump {
        var height = 0.0
        var scale = 1.0
    }
    @State private var jumps = 0

    var body: some View {
        VStack(spacing: 20) {
            Circle().fill(Color.blue).frame(width: 40, height: 40)
                .keyframeAnimator(initialValue: Jump(), trigger: jumps) { content, jump in
                    content.scaleEffect(jump.scale).offset(y: -jump.height).accessibilityIdentifier("ball")
                } keyframes: { _ in
                    KeyframeTrack(\.height) {
                        LinearKeyframe(50, duration: 0.2)
                        LinearKeyframe(0, duration: 0.2)
                    }
                    KeyframeTrack(\.scale) {
                        CubicKeyframe(1.2, duration: 0.2)
                        CubicKeyframe(1, duration: 0.2)
                    }
                }
            Button("Jump") { jumps += 1 }.accessibilityIdentifier("jump")
        }
    }
}

/// A heart that beats once each time it is tapped: phases 1 → 0.2 → 1 of opacity.
struct BeatingHeart: View {
    @State private var beats = 0

    var body: some View {
        VStack(spacing: 20) {
            PhaseAnimator([1.0, 0.2], trigger: beats) { opacity in
                Circle().fill(Color.pink).frame(width: 40, height: 40).opacity(opacity).accessibilityIdentifier("heart")
            } animation: { _ in .linear(duration: 0.2) }
            Button("Beat") { beats += 1 }.accessibilityIdentifier("beat")
        }
    }
}

@Suite("SwiftUI animators: keyframes drawn frame by frame, phases one after another")
@MainActor
struct AnimatorTests {
    @Test("KeyframeAnimator: the ball rises linearly to 50 points in 0.2 s and lands in 0.2 s more, from the tap's lift")
    func keyframes() throws {
        let timeline = JumpingBall().record(size: CGSize(width: 200, height: 200), duration: 0.7) { clock in
            clock.tap("jump")  // lifts at 0.1 s: the keyframes play from there
            clock.wait(0.6)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let y = { (time: Double) in timeline.value(ofLayer: "ball", at: LayerKeyPath("position.y")!, time: time)?.number }
        let rest = try #require(y(0.05))
        // Drawn at each display frame: 0.2 s is 0.1 s in (25 up), 0.3 s the top (50), 0.4 s 25 up, 0.5 s landed.
        for (time, height) in [(0.2, 25.0), (0.3, 50.0), (0.4, 25.0), (0.55, 0.0)] {
            #expect(y(time).map { abs($0 - (rest - height)) < 1e-6 } == true, "at \(time) s: \(String(describing: y(time))), expected \(rest - height)")
        }
        assertFrames(of: timeline, at: .times([0.05, 0.3]), scale: 2)
    }

    @Test("PhaseAnimator: a tap fades the heart to 0.2 over 0.2 s, then, that animation complete, back to 1")
    func phases() throws {
        let timeline = BeatingHeart().record(size: CGSize(width: 200, height: 200), duration: 0.8) { clock in
            clock.tap("beat")  // lifts at 0.1 s
            clock.wait(0.7)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let opacity = { (time: Double) in timeline.value(ofLayer: "heart", at: LayerKeyPath("opacity")!, time: time)?.number }
        for (time, expected) in [(0.05, 1.0), (0.2, 0.6), (0.3, 0.2), (0.4, 0.6), (0.6, 1.0)] {
            #expect(opacity(time).map { abs($0 - expected) < 1e-6 } == true, "at \(time) s: \(String(describing: opacity(time))), expected \(expected)")
        }
    }

    @Test("KeyframeTimeline: linear, move, spring and cubic segments by hand")
    func timeline() {
        let linear = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10, duration: 1)
                MoveKeyframe(20)
                LinearKeyframe(0, duration: 2)
            }
        }
        #expect(linear.duration == 3)
        #expect(linear.value(time: 0.5) == 5 && linear.value(time: 1.5) == 15 && linear.value(time: 4) == 0)
        // A spring segment from 0 to 1 follows the spring from rest: Spring.value.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let sprung = KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { SpringKeyframe(1, duration: 1, spring: spring) } }
        #expect(abs(sprung.value(time: 0.2) - spring.value(target: 1.0, time: 0.2)) < 1e-12)
        // One cubic segment from rest, ending with the segment's average slope (10 per second):
        // Hermite, at s = 0.5: 0.5 × 10 + (−0.125) × 1 × 10 = 3.75.
        let cubic = KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { CubicKeyframe(10, duration: 1) } }
        #expect(abs(cubic.value(time: 0.5) - 3.75) < 1e-12)
    }
}

/// A shake as iOS code writes one: a geometry effect whose data counts the attempts.
struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

/// A number that counts up to its value: a view whose own data animates. (In Swift 6 a view is
/// isolated to the main actor and `Animatable` is not, as in SwiftUI: the data is `nonisolated`.)
struct CountingNumber: View, Animatable {
    var value: Double
    nonisolated var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View { Text("\(Int(value.rounded()))").accessibilityIdentifier("number") }
}

@Observable
final class Attempts {
    var count = 0
    var score = 0.0
}

struct PasswordPrompt: View {
    let model: Attempts
    var body: some View {
        VStack(spacing: 12) {
            Color.gray.frame(width: 120, height: 30).modifier(Shake(animatableData: CGFloat(model.count))).accessibilityIdentifier("field")
            CountingNumber(value: model.score)
        }
    }
}

/// Moves its content right by its data.
struct Shift: GeometryEffect {
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(translationX: animatableData, y: 0)) }
}

struct ShiftedBox: View {
    let model: Attempts
    var body: some View {
        Color.gray.frame(width: 40, height: 30).modifier(Shift(animatableData: CGFloat(model.score))).accessibilityIdentifier("shifted")
    }
}

@Observable
final class Flip {
    var flipped = false
}

/// A 100 × 60 card that flips about its vertical axis.
struct FlippingCard: View {
    let model: Flip
    var body: some View {
        Color.blue.frame(width: 100, height: 60)
            .rotation3DEffect(.degrees(model.flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
            .accessibilityIdentifier("card")
    }
}

@Suite("SwiftUI animatable modifiers and views: data interpolated at each display frame")
@MainActor
struct AnimatableModifierTests {
    @Test("A shake (GeometryEffect) moves 10 sin(3π × data) points while a wrong attempt animates linearly over 0.5 s")
    func shake() throws {
        let model = Attempts()
        var numbers: [String?] = []
        let timeline = PasswordPrompt(model: model).record(size: CGSize(width: 200, height: 150), duration: 0.8) { clock in
            clock.wait(0.1)
            withAnimation(.linear(duration: 0.5)) {
                model.count += 1
                model.score = 100
            }
            clock.wait(0.25)  // 0.35 s: halfway
            numbers.append((clock.view(withIdentifier: "number") as? UILabel)?.text)
            clock.wait(0.45)  // 0.8 s: done
            numbers.append((clock.view(withIdentifier: "number") as? UILabel)?.text)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let x = { (time: Double) in timeline.value(ofLayer: "field", at: LayerKeyPath("transform.translation.x")!, time: time)?.number }
        // Drawn at each display frame (0.2 s and 0.35 s are on the 60 Hz grid): data = (t − 0.1) / 0.5.
        for (time, expected) in [(0.05, 0.0), (0.2, 10 * sin(0.2 * 3 * Double.pi)), (0.35, 10 * sin(0.5 * 3 * Double.pi)), (0.75, 0.0)] {
            #expect(x(time).map { abs($0 - expected) < 1e-6 } == true, "at \(time) s: \(String(describing: x(time))), expected \(expected)")
        }
        // The number counts: 50 halfway, 100 at the end.
        #expect(numbers == ["50", "100"], "\(numbers)")
    }

    /// The box's shift at each time, changed at 0.1 s and at `second` s.
    private func shifts(_ first: Animation, _ second: Animation, at secondTime: Double, _ times: [Double]) -> [Double?] {
        let model = Attempts()
        let timeline = ShiftedBox(model: model).record(size: CGSize(width: 200, height: 100), duration: 1.8) { clock in
            clock.wait(0.1)
            withAnimation(first) { model.score = 100 }
            clock.wait(secondTime - 0.1)
            withAnimation(second) { model.score = 0 }
            clock.wait(1.8 - secondTime)
        }
        return times.map { timeline.value(ofLayer: "shifted", at: LayerKeyPath("transform.translation.x")!, time: $0)?.number }
    }

    @Test("Data sent back mid-curve adds the new change to the one in flight: 100 points out over a linear second from 0.1 s, back from 0.6 s — 50 at 0.85 s and 1.1 s, 25 at 1.35 s")
    func curvesAdd() {
        let xs = shifts(.linear(duration: 1), .linear(duration: 1), at: 0.6, [0.85, 1.1, 1.35, 1.7])
        let expected = [50.0, 50, 25, 0]
        #expect(zip(xs, expected).allSatisfy { x, e in x.map { abs($0 - e) < 1e-6 } ?? false }, "\(xs)")
    }

    @Test("Data sent back mid-spring is taken over from where it is, keeping its velocity, as SwiftUI hands a spring on")
    func springTakesOver() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 1)
        // Out by 100 for 0.2 s (60 steps), then back from there at that velocity; 0.1 s later is step 30.
        let out = swiftUISpringSteps(interval: 100, response: 0.5, dampingFraction: 1)
        let (x1, v1) = (out.offsets[60], out.velocities[60])
        let back = swiftUISpringSteps(interval: -x1, velocity: v1, response: 0.5, dampingFraction: 1)
        let xs = shifts(spring, spring, at: 0.3, [0.3, 0.4, 0.5])
        let expected = [x1, x1 + back.offsets[30], x1 + back.offsets[60]]
        #expect(zip(xs, expected).allSatisfy { x, e in x.map { abs($0 - e) < 1e-6 } ?? false }, "\(xs) vs \(expected)")
    }

    @Test("rotation3DEffect: a card flipping 180° over a linear 1.5 s is turned 60° at 0.5 s in; seen from 100 points (its longer side), its edges stand 17.45 and 44.10 points from its centre")
    func cardFlip() throws {
        let model = Flip()
        let timeline = FlippingCard(model: model).record(size: CGSize(width: 200, height: 120), duration: 1.7) { clock in
            clock.wait(0.1)
            withAnimation(.linear(duration: 1.5)) { model.flipped = true }
            clock.wait(1.6)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        // Turned θ about y, a point x from the axis goes to depth −x sin θ; seen with m34 = −1/100
        // its x is x cos θ / (1 + x sin θ / 100): at 60°, 25 / 1.433 = 17.45 and −25 / 0.567 = −44.10.
        guard case .transform(let t)? = timeline.presentation(at: 0.6).layer(withID: "card")?[.transform] else {
            Issue.record("the card has no transform")
            return
        }
        func projected(_ x: Double) -> Double { (x * t.m11 + t.m41) / (x * t.m14 + t.m44) }
        #expect(abs(projected(50) - 17.45) < 0.01 && abs(projected(-50) + 44.10) < 0.01, "\(projected(50)) \(projected(-50))")
        assertFrames(of: timeline, at: .times([0.05, 0.6, 1.0, 1.65]), scale: 2)
    }

    @Test("A repeating animation folds its runs: counting there and back over 0.2 s each way reads 50, 100, 50, then 100")
    func repeats() throws {
        let model = Attempts()
        var numbers: [String?] = []
        _ = PasswordPrompt(model: model).record(size: CGSize(width: 200, height: 150), duration: 0.8) { clock in
            clock.wait(0.1)
            withAnimation(.linear(duration: 0.2).repeatCount(2, autoreverses: true)) { model.score = 100 }
            for _ in 0..<3 {
                clock.wait(0.1)  // 0.2 s, 0.3 s, 0.4 s: halfway out, there, halfway back
                numbers.append((clock.view(withIdentifier: "number") as? UILabel)?.text)
            }
            clock.wait(0.3)  // 0.7 s: the runs are over and the value is its target
            numbers.append((clock.view(withIdentifier: "number") as? UILabel)?.text)
        }
        #expect(numbers == ["50", "100", "50", "100"], "\(numbers)")
    }
}

/// A spinner turning 90° a second by the date, and a count of whole seconds.
struct DateDriven: View {
    let start: Date
    var body: some View {
        VStack(spacing: 20) {
            TimelineView(.animation) { context in
                Rectangle().fill(Color.green).frame(width: 40, height: 40)
                    .rotationEffect(.degrees(context.date.timeIntervalSince(start) * 90))
                    .accessibilityIdentifier("spinner")
            }
            TimelineView(.periodic(from: start, by: 1)) { context in
                Text("\(Int(context.date.timeIntervalSince(start).rounded()))").accessibilityIdentifier("seconds")
            }
        }
    }
}

@Suite("TimelineView: drawn again at its schedule's dates, on the recording's clock")
@MainActor
struct TimelineViewTests {
    @Test("TimelineView(.animation) turns the spinner 90° a second at each frame; .periodic counts whole seconds")
    func timelines() throws {
        // The wall clock stands still from the first view made in set-up and then moves with the
        // recording: a date taken after that is the recording's time 0.
        _ = UIView()
        let view = DateDriven(start: Date())
        var counts: [String?] = []
        let timeline = view.record(size: CGSize(width: 200, height: 200), duration: 2.2) { clock in
            clock.wait(0.5)
            counts.append((clock.view(withIdentifier: "seconds") as? UILabel)?.text)
            clock.wait(0.6)
            counts.append((clock.view(withIdentifier: "seconds") as? UILabel)?.text)
            clock.wait(1.0)
            counts.append((clock.view(withIdentifier: "seconds") as? UILabel)?.text)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let angle = { (time: Double) in timeline.value(ofLayer: "spinner", at: LayerKeyPath("transform.rotation.z")!, time: time)?.number }
        // 90° a second: 45° at 0.5 s, 90° at 1 s (frames of the 60 Hz grid the display link fires on).
        #expect(angle(0.5).map { abs($0 - Double.pi / 4) < 1e-6 } == true, "\(String(describing: angle(0.5)))")
        #expect(angle(1).map { abs($0 - Double.pi / 2) < 1e-6 } == true, "\(String(describing: angle(1)))")
        #expect(counts == ["0", "1", "2"], "\(counts)")
    }

    @Test("A stalled process draws the same dates: the spinner's angles depend on the recording's clock alone")
    func stallDoesNotMoveDates() throws {
        func angles(stalling: Bool) -> [Double?] {
            _ = UIView()
            let view = DateDriven(start: Date())
            if stalling { Thread.sleep(forTimeInterval: 0.3) }
            let timeline = view.record(size: CGSize(width: 200, height: 200), duration: 1) { clock in
                clock.wait(0.5)
                if stalling { Thread.sleep(forTimeInterval: 0.3) }
                clock.wait(0.5)
            }
            return [0.25, 0.5, 0.75, 1].map { timeline.value(ofLayer: "spinner", at: LayerKeyPath("transform.rotation.z")!, time: $0)?.number }
        }
        #expect(angles(stalling: true) == angles(stalling: false))
    }
}
