import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI
@testable import SwiftUIScreens

/// A toast that rises 30 points as it fades in: a transition of your own.
struct Rise: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(y: phase.isIdentity ? 0 : 30).opacity(phase.isIdentity ? 1 : 0)
    }
}

@Observable
final class Toasts {
    var shows = false
}

/// A toast shown with a transition the test picks.
struct ToastHost: View {
    let model: Toasts
    let transition: AnyTransition
    var body: some View {
        ZStack {
            Color.white
            if model.shows {
                Text("Saved").padding(10).background(Color.black.opacity(0.8)).foregroundColor(.white)
                    .accessibilityIdentifier("toast")
                    .transition(transition)
            }
        }
        .frame(width: 200, height: 120)
    }
}

/// A title that comes into focus.
struct BlurredTitle: View {
    let model: Toasts
    var body: some View {
        Text("In focus").font(.title).blur(radius: model.shows ? 0 : 10).accessibilityIdentifier("title")
            .frame(width: 200, height: 120)
    }
}

@Suite("SwiftUI transitions: inserted views come in with theirs, removed views leave with theirs and go when it ends")
@MainActor
struct TransitionTests {
    /// The toast shown at 0.1 s and hidden at 0.7 s, the changes not animated.
    private func recordUnanimated(_ transition: AnyTransition) -> Timeline {
        let model = Toasts()
        return ToastHost(model: model, transition: transition).record(size: CGSize(width: 200, height: 120), duration: 1.3) { clock in
            clock.wait(0.1)
            model.shows = true
            clock.wait(0.6)
            model.shows = false
            clock.wait(0.6)
        }
    }

    /// The toast shown with `transition` over a linear 0.4 s from 0.1 s, and hidden so from 0.7 s.
    private func recordInAndOut(_ transition: AnyTransition) -> Timeline {
        let model = Toasts()
        return ToastHost(model: model, transition: transition).record(size: CGSize(width: 200, height: 120), duration: 1.2) { clock in
            clock.wait(0.1)
            withAnimation(.linear(duration: 0.4)) { model.shows = true }
            clock.wait(0.6)
            withAnimation(.linear(duration: 0.4)) { model.shows = false }
            clock.wait(0.5)
        }
    }

    @Test("The inbox: a message slides in from the trailing edge fading in, by its own width; an archived one slides out")
    func inbox() throws {
        let timeline = InboxScreen().record(size: CGSize(width: 320, height: 400), duration: 1.4) { clock in
            clock.tap("receive")  // lifts at 0.1 s: the insert, eased in and out over 0.4 s
            clock.wait(0.6)
            clock.tap("archive")  // lifts at 0.8 s: the last message goes
            clock.wait(0.6)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let x = { (row: String, time: Double) in timeline.value(ofLayer: row, at: LayerKeyPath("position.x")!, time: time)?.number }
        let opacity = { (row: String, time: Double) in timeline.value(ofLayer: row, at: LayerKeyPath("opacity")!, time: time)?.number }
        // A row is 320 − 2 × 16 = 288 wide; its centre is 144 in its place. Ease in and out is
        // halfway at half time: at 0.3 s the new row is half its width to the trailing side, half
        // transparent.
        #expect(x("message-3", 0.3).map { abs($0 - (144 + 144)) < 1e-6 } == true, "\(String(describing: x("message-3", 0.3)))")
        #expect(opacity("message-3", 0.3).map { abs($0 - 0.5) < 1e-6 } == true)
        #expect(x("message-3", 0.6) == 144 && opacity("message-3", 0.6) == 1)
        // The archived message (Grace, the last) leaves the same way: halfway at 1.0 s, gone after 1.2 s.
        #expect(x("message-2", 0.7) == 144)
        #expect(x("message-2", 1.0).map { abs($0 - (144 + 144)) < 1e-6 } == true)
        #expect(opacity("message-2", 1.0).map { abs($0 - 0.5) < 1e-6 } == true)
        #expect(timeline.presentation(at: 1.25).layer(withID: "message-2") == nil)
        assertFrames(of: timeline, at: .times([0.05, 0.3, 0.6, 1.0, 1.3]), scale: 2)
    }

    @Test("Built-in looks at half time: scale from 0.5, offset, push and asymmetric", arguments: [
        ("scale", AnyTransition.scale(scale: 0.5, anchor: .center)),
        ("offset", AnyTransition.offset(x: 0, y: 40)),
        ("push", AnyTransition.push(from: .bottom)),
        ("asymmetric", AnyTransition.asymmetric(insertion: .move(edge: .leading), removal: .scale)),
    ] as [(String, AnyTransition)])
    func builtInLooks(name: String, transition: AnyTransition) throws {
        let timeline = recordInAndOut(transition)
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let value = { (key: String, time: Double) in timeline.value(ofLayer: "toast", at: LayerKeyPath(key)!, time: time)?.number }
        let restingY = try #require(value("position.y", 0.6))
        let height = try #require(value("bounds.size.height", 0.6))
        let width = try #require(value("bounds.size.width", 0.6))
        let restingX = try #require(value("position.x", 0.6))
        // Halfway through each linear animation: in at 0.3 s, out at 0.9 s.
        switch name {
        case "scale":
            #expect(value("transform.scale.x", 0.3).map { abs($0 - 0.75) < 1e-6 } == true)
            #expect(value("opacity", 0.3) == 1)
        case "offset":
            #expect(value("position.y", 0.3).map { abs($0 - (restingY + 20)) < 1e-6 } == true)
            #expect(value("position.y", 0.9).map { abs($0 - (restingY + 20)) < 1e-6 } == true)
        case "push":
            // In from the bottom (by its height), out towards the top, fading both ways.
            #expect(value("position.y", 0.3).map { abs($0 - (restingY + height / 2)) < 1e-6 } == true)
            #expect(value("position.y", 0.9).map { abs($0 - (restingY - height / 2)) < 1e-6 } == true)
            #expect(value("opacity", 0.3).map { abs($0 - 0.5) < 1e-6 } == true)
        default:
            // In from the leading side by its width; out by shrinking to nothing, in place.
            #expect(value("position.x", 0.3).map { abs($0 - (restingX - width / 2)) < 1e-6 } == true)
            #expect(value("position.x", 0.9) == restingX)
            #expect(value("transform.scale.x", 0.9).map { abs($0 - 0.5) < 1e-5 } == true, "\(String(describing: value("transform.scale.x", 0.9)))")
        }
        #expect(timeline.presentation(at: 1.05).layer(withID: "toast") != nil)
        #expect(timeline.presentation(at: 1.15).layer(withID: "toast") == nil, "removed when its transition ends")
    }

    @Test("A transition of your own: the toast rises 30 points as it fades in, drawn from its phases")
    func customTransition() throws {
        let model = Toasts()
        let timeline = ToastHost(model: model, transition: AnyTransition(Rise())).record(size: CGSize(width: 200, height: 120), duration: 0.8) { clock in
            clock.wait(0.1)
            withAnimation(.linear(duration: 0.4)) { model.shows = true }
            clock.wait(0.6)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0.1, 0.3, 0.55]), scale: 2)
    }

    @Test("A transition of your own with its own animation: the toast rises and fades in over 0.4 s though the change is not animated, and leaves so")
    func customTransitionAnimation() throws {
        let timeline = recordUnanimated(AnyTransition(Rise()).animation(.linear(duration: 0.4)))
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        // The toast's opacity and drop, all its ancestors' together (Rise draws them around it).
        func look(_ time: Double) -> (opacity: Double, y: Double)? {
            func find(_ layers: [PresentationLayer], _ opacity: Double, _ y: Double) -> (Double, Double)? {
                for layer in layers {
                    let o = opacity * (layer[.opacity].number ?? 1)
                    let top: Double
                    if case .point(let p) = layer[.position], case .rect(let b) = layer[.bounds] { top = y + p.y - b.size.height / 2 } else { top = y }
                    if layer.id == "toast" { return (o, top) }
                    if let found = find(layer.sublayers, o, top) { return found }
                }
                return nil
            }
            return find(timeline.presentation(at: time).layers, 1, 0)
        }
        let rest = try #require(look(0.6))
        #expect(rest.opacity == 1)
        // Halfway in (0.3 s) and halfway out (0.9 s): half transparent, 15 points low.
        for time in [0.3, 0.9] {
            let now = try #require(look(time))
            #expect(abs(now.opacity - 0.5) < 1e-6 && abs(now.y - (rest.y + 15)) < 1e-6, "at \(time): \(now) vs \(rest)")
        }
        #expect(timeline.presentation(at: 1.15).layer(withID: "toast") == nil, "removed when its transition ends")
    }

    @Test("A transition with its own animation: the toast fades in and out over 0.4 s though the changes are not animated")
    func transitionAnimation() throws {
        let timeline = recordUnanimated(AnyTransition.opacity.animation(.linear(duration: 0.4)))
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let opacity = { (time: Double) in timeline.value(ofLayer: "toast", at: LayerKeyPath("opacity")!, time: time)?.number }
        #expect(opacity(0.3).map { abs($0 - 0.5) < 1e-6 } == true, "\(String(describing: opacity(0.3)))")
        #expect(opacity(0.6) == 1)
        #expect(opacity(0.9).map { abs($0 - 0.5) < 1e-6 } == true, "\(String(describing: opacity(0.9)))")
        #expect(timeline.presentation(at: 1.05).layer(withID: "toast") != nil)
        #expect(timeline.presentation(at: 1.15).layer(withID: "toast") == nil, "removed when its transition ends")
    }

    @Test("blurReplace: the toast comes in from 0.9 scale, blurred by 7, transparent, and leaves growing to 1.1 (.upUp): halfway at half time")
    func blurReplace() throws {
        let timeline = recordInAndOut(AnyTransition(.blurReplace(.upUp)))
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let value = { (key: String, time: Double) in timeline.value(ofLayer: "toast", at: LayerKeyPath(key)!, time: time)?.number }
        func near(_ key: String, _ time: Double, _ expected: Double) -> Bool { value(key, time).map { abs($0 - expected) < 1e-6 } ?? false }
        #expect(near("transform.scale.x", 0.3, 0.95) && near("contentBlur", 0.3, 3.5) && near("opacity", 0.3, 0.5),
                "\(String(describing: value("transform.scale.x", 0.3))) \(String(describing: value("contentBlur", 0.3)))")
        #expect(near("transform.scale.x", 0.6, 1) && near("contentBlur", 0.6, 0) && near("opacity", 0.6, 1))
        #expect(near("transform.scale.x", 0.9, 1.05) && near("contentBlur", 0.9, 3.5) && near("opacity", 0.9, 0.5))
        assertFrames(of: timeline, at: .times([0.2, 0.3, 0.6, 0.9]), scale: 2)
    }

    @Test("blur(radius:) animates its radius: 10 to 0 over a linear second is 5 halfway")
    func blurModifier() throws {
        let model = Toasts()
        let timeline = BlurredTitle(model: model).record(size: CGSize(width: 200, height: 120), duration: 1.2) { clock in
            clock.wait(0.1)
            withAnimation(.linear(duration: 1)) { model.shows = true }
            clock.wait(1.1)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let blur = { (time: Double) in timeline.value(ofLayer: "title", at: LayerKeyPath("contentBlur")!, time: time)?.number }
        #expect(blur(0.05) == 10 && blur(0.6).map { abs($0 - 5) < 1e-6 } == true && blur(1.15) == 0, "\(String(describing: blur(0.6)))")
        assertFrames(of: timeline, at: .times([0.05, 0.6]), scale: 2)
    }

    @Test("identity: the toast appears at once, even in an animation")
    func identity() throws {
        let model = Toasts()
        let timeline = ToastHost(model: model, transition: .identity).record(size: CGSize(width: 200, height: 120), duration: 0.5) { clock in
            clock.wait(0.1)
            withAnimation(.linear(duration: 0.4)) { model.shows = true }
            clock.wait(0.4)
        }
        #expect(timeline.value(ofLayer: "toast", at: LayerKeyPath("opacity")!, time: 0.15)?.number == 1)
    }
}

/// A score that changes in an animation, cross-faded or at once.
struct Score: View {
    let model: Attempts
    let transition: ContentTransition
    var body: some View {
        // A fixed width: the text's frame does not move, only its content changes.
        Text("\(Int(model.score))").font(.largeTitle).contentTransition(transition).accessibilityIdentifier("score").frame(width: 120)
    }
}

@Suite("contentTransition: a text's change in an animated update")
@MainActor
struct ContentTransitionTests {
    @Test("The score cross-fades from its old text over the animation (halfway at half time, eased in and out); .identity changes at once")
    func crossFade() throws {
        func record(_ transition: ContentTransition) -> Timeline {
            let model = Attempts()
            return Score(model: model, transition: transition).record(size: CGSize(width: 200, height: 100), duration: 0.8) { clock in
                clock.wait(0.1)
                withAnimation(.easeInOut(duration: 0.4)) { model.score = 42 }
                clock.wait(0.7)
            }
        }
        let faded = record(.opacity)
        #expect(faded.problems.isEmpty, "\(faded.problems)")
        let progress = faded.presentation(at: 0.3).layer(withID: "score")?.transition?.progress
        #expect(progress.map { abs($0 - 0.5) < 1e-6 } == true, "\(String(describing: progress))")
        #expect(faded.presentation(at: 0.55).layer(withID: "score")?.transition == nil)
        assertFrames(of: faded, at: .times([0.3]), scale: 2)
        #expect(record(.identity).presentation(at: 0.3).layer(withID: "score")?.transition == nil)
    }
}
