import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI
@testable import FlipbookSwiftUI

/// Constant speed over `duration`, written as a custom animation.
private struct SteadyAnimation: CustomAnimation {
    var duration: TimeInterval
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        if time >= duration / 2 { context.isLogicallyComplete = true }
        return value.scaled(by: time / duration)
    }
}

/// Runs another animation twice as slowly.
private struct HalfSpeed: CustomAnimation {
    var base: Animation
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time / 2, context: &context)
    }
}

/// A count kept in an animation's state.
private struct Frames: AnimationStateKey { static let defaultValue = 0 }

/// Asks to take over what is in flight, which Flipbook does not model.
private struct Merging: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < 0.2 ? value.scaled(by: time / 0.2) : nil
    }
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool { true }
}

/// SwiftUI's persistent spring stepped by hand whose response blends from `from` to `to` over
/// `blend` seconds (smoothstep), starting at `velocity`: the offsets after each step.
private func blendedSpringSteps(interval: Double, velocity: Double, from: Double, to: Double, blend: Double, dampingFraction: Double, steps: Int) -> [Double] {
    let h = 1.0 / 300
    var x = 0.0, v = velocity, a = 0.0
    var offsets = [x]
    for step in 1...steps {
        let p = min(Double(step) * h / blend, 1)
        let response = to + (from - to) * (1 - p * p * (3 - 2 * p))
        let k = pow(2 * Double.pi / response, 2), c = 2 * k.squareRoot() * dampingFraction
        let half = v + a * h / 2
        x += half * h
        a = k * (interval - x) - c * half
        v = half + a * h / 2
        offsets.append(x)
    }
    return offsets
}

@Suite("Custom animations and SwiftUI's persistent springs: stepped, handed on, blended", .expectsProblems)
@MainActor
struct CustomAnimationTests {
    private func record(_ change: @escaping @MainActor (Slide) -> Void, then later: (@MainActor (Slide) -> Void)? = nil) -> Timeline {
        let model = Slide()
        return SlidingBox(model: model).record(size: CGSize(width: 200, height: 100), duration: 2) { clock in
            clock.wait(0.2)
            change(model)
            clock.wait(0.2)
            later?(model)
            clock.wait(1.6)
        }
    }

    private func moved(_ timeline: Timeline, _ time: Double) -> Double? {
        guard let start = timeline.value(ofLayer: "box", at: LayerKeyPath("position.x")!, time: 0.1)?.number,
              let now = timeline.value(ofLayer: "box", at: LayerKeyPath("position.x")!, time: time)?.number else { return nil }
        return now - start
    }

    @Test("A custom animation moves the box as it says: 25 points a quarter of the way through its second, logically complete halfway")
    func steady() {
        var logically: Double?, removed: Double?
        let timeline = record { model in
            withAnimation(Animation(SteadyAnimation(duration: 1))) { model.moved = true } completion: { logically = CACurrentMediaTime() }
            withAnimation(Animation(SteadyAnimation(duration: 1)), completionCriteria: .removed) { model.showsBadge = true } completion: {
                removed = CACurrentMediaTime()
            }
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        for (time, expected) in [(0.45, 25.0), (0.7, 50), (1.1, 90), (1.3, 100)] {
            #expect(moved(timeline, time).map { abs($0 - expected) < 1e-6 } == true, "at \(time): \(String(describing: moved(timeline, time)))")
        }
        #expect(logically.map { abs($0 - 0.7) < 1e-6 } == true, "\(String(describing: logically))")
        #expect(removed.map { abs($0 - 1.2) < 1e-6 } == true, "\(String(describing: removed))")
    }

    @Test("A custom animation built on another: half speed of a linear second is 25 points 0.5 s in and 50 points 1 s in")
    func builtOnAnother() {
        let timeline = record { model in withAnimation(Animation(HalfSpeed(base: .linear(duration: 1)))) { model.moved = true } }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(moved(timeline, 0.7).map { abs($0 - 25) < 1e-6 } == true, "\(String(describing: moved(timeline, 0.7)))")
        #expect(moved(timeline, 1.2).map { abs($0 - 50) < 1e-6 } == true)
        var context = AnimationContext<Double>()
        #expect(Animation(HalfSpeed(base: .linear(duration: 1))).animate(value: 10.0, time: 1, context: &context) == 5)
        // State is kept by key, and carried to a context of another type.
        context.state[Frames.self] += 2
        var other = AnimationState<CGFloat>()
        other[Frames.self] = 7
        #expect(context.state[Frames.self] == 2 && context.withState(other).state[Frames.self] == 7)
    }

    @Test("A custom animation that asks to take over animations in flight runs beside them, and the recording says so")
    func mergingIsReported() {
        let timeline = record { model in withAnimation(Animation(Merging())) { model.moved = true } }
        #expect(timeline.problems.contains { $0.contains("shouldMerge") }, "\(timeline.problems)")
        #expect(moved(timeline, 0.3).map { abs($0 - 50) < 1e-6 } == true)
    }

    @Test(".default is a spring of response 0.55 s and damping fraction 1, as Apple documents it")
    func defaultAnimation() throws {
        let (stiffness, damping) = try #require(Animation.default.springCoefficients)
        #expect(abs(stiffness - pow(2 * .pi / 0.55, 2)) < 1e-9 && abs(damping - 2 * 2 * .pi / 0.55) < 1e-9)
        let timeline = record { model in withAnimation { model.moved = true } }
        let expected = swiftUISpringSteps(interval: 100, response: 0.55, dampingFraction: 1).offsets[90]
        #expect(moved(timeline, 0.5).map { abs($0 - expected) < 1e-6 } == true, "\(String(describing: moved(timeline, 0.5))) vs \(expected)")
    }

    @Test("A spring taken over by a slower one 0.2 s in goes on from where it is at its velocity, the response blending from 0.5 s to 1 s over 0.5 s")
    func blendedTakeOver() {
        let timeline = record({ model in withAnimation(.spring(response: 0.5, dampingFraction: 1)) { model.moved = true } },
                              then: { model in withAnimation(.spring(response: 1, dampingFraction: 1, blendDuration: 0.5)) { model.moved = false } })
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        // Out by 100 points for 0.2 s (60 steps), then back to 0 from there.
        let out = swiftUISpringSteps(interval: 100, response: 0.5, dampingFraction: 1)
        let (x1, v1) = (out.offsets[60], out.velocities[60])
        #expect(moved(timeline, 0.4).map { abs($0 - x1) < 1e-6 } == true)
        let back = blendedSpringSteps(interval: -x1, velocity: v1, from: 0.5, to: 1, blend: 0.5, dampingFraction: 1, steps: 150)
        for step in [15, 60, 150] {
            let time = 0.4 + Double(step) / 300
            #expect(moved(timeline, time).map { abs($0 - (x1 + back[step])) < 1e-6 } == true,
                    "at \(time): \(String(describing: moved(timeline, time))) vs \(x1 + back[step])")
        }
        // Still moving out just after the change: the velocity was kept.
        #expect((moved(timeline, 0.4 + 1.0 / 300) ?? 0) > x1)
    }
}

@Suite("Text's Markdown and font designs", .expectsProblems)
@MainActor
struct MarkdownTextTests {
    private func runs(_ key: LocalizedStringKey) -> [String] {
        key.runs.map { run in
            var marks = ""
            if run.weight == .bold { marks += "b" }
            if run.isItalic { marks += "i" }
            if run.isCode { marks += "c" }
            if run.isStruck { marks += "s" }
            if run.color != nil { marks += "l" }
            return marks.isEmpty ? run.string : "\(marks):\(run.string)"
        }
    }

    @Test("A literal's inline Markdown becomes runs; unpaired marks, snake_case and interpolated values stay as written")
    func markdown() {
        #expect(runs("Save **now** or `later`, *maybe* ~~never~~ [help](https://example.com)")
                == ["Save ", "b:now", " or ", "c:later", ", ", "i:maybe", " ", "s:never", " ", "l:help"])
        #expect(runs("snake_case_name and 2 * 3 = 6") == ["snake_case_name and 2 * 3 = 6"])
        #expect(runs("__bold__ and _it_ and **_both_**") == ["b:bold", " and ", "i:it", " and ", "bi:both"])
        let name = "**Ada**"
        #expect(runs("Hello \(name), **welcome**") == ["Hello **Ada**, ", "b:welcome"])
        #expect(runs("\\*not italic\\*") == ["*not italic*"])
    }

    @Test("Drawn: bold and code in their fonts, a monospaced design, monospaced digits; italic said to be upright")
    func drawn() throws {
        let screen = VStack(alignment: .leading, spacing: 8) {
            Text("Save **now** or `later`").accessibilityIdentifier("markdown")
            Text("12:30").font(.system(size: 20, design: .monospaced)).accessibilityIdentifier("mono")
            Text("1,111").font(.body.monospacedDigit()).accessibilityIdentifier("digits")
            Text("*Soon*").accessibilityIdentifier("italic")
            Button("Pay **now**") {}.accessibilityIdentifier("pay")
        }
        var fonts: [String: String] = [:]
        var payTitle: String?
        let timeline = screen.record(size: CGSize(width: 240, height: 200), duration: 0.1) { clock in
            for id in ["mono", "digits"] { fonts[id] = (clock.view(withIdentifier: id) as? UILabel)?.font.fontName }
            let pay = clock.view(withIdentifier: "pay")
            payTitle = (pay as? UILabel ?? pay?.firstSubview(where: { $0 is UILabel }) as? UILabel).map { $0.attributedText?.string ?? $0.text ?? "" }
        }
        #expect(fonts == ["mono": "SF Mono", "digits": "system tabular"], "\(fonts)")
        // A button's literal title is a key too: its Markdown drawn.
        #expect(payTitle == "Pay now", "\(String(describing: payTitle))")
        #expect(timeline.problems.contains { $0.contains("italic is not shipped") }, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0.05]), scale: 2)
    }

    @Test("Text's italic() and strikethrough() are kept and said not to be drawn, as their Markdown forms are")
    func italicAndStrikethroughModifiers() {
        let italic = Text("Soon").italic().record(size: CGSize(width: 100, height: 40), duration: 0.1)
        #expect(italic.problems.contains { $0.contains("italic is not shipped") }, "\(italic.problems)")
        let struck = Text("Old").strikethrough(color: .red).record(size: CGSize(width: 100, height: 40), duration: 0.1)
        #expect(struck.problems.contains { $0.contains("strikethrough") && $0.contains("not drawn") }, "\(struck.problems)")
        let plain = Text("Plain").italic(false).record(size: CGSize(width: 100, height: 40), duration: 0.1)
        #expect(plain.problems.isEmpty, "\(plain.problems)")
    }
}
