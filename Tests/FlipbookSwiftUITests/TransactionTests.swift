import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

@Observable
final class Switches {
    var on = false
}

/// Whether a change is quick: a transaction key a view reads to choose its animation.
private struct QuickChange: TransactionKey {
    static let defaultValue = false
}

/// Four boxes that slide 100 points when the model is on, each under another transaction rule.
private struct ScopedBoxes: View {
    let model: Switches
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            // Its own animation when `on` changes, whatever the change's.
            box(.blue, "own").animation(.linear(duration: 1), value: model.on)
            // The change's animation, or none.
            box(.green, "plain")
            // Never animated.
            box(.gray, "still").transaction { $0.animation = nil }
            // A quick change (the transaction says so) takes a tenth of a second.
            box(.red, "keyed").transaction { if $0[QuickChange.self] { $0.animation = .linear(duration: 0.1) } }
            // Its opacity fades over a second; its offset, outside the body, moves with the change.
            box(.orange, "inner").animation(.linear(duration: 1)) { $0.opacity(model.on ? 0.2 : 1) }
                .accessibilityIdentifier("faded")
        }
        .frame(width: 200, height: 220, alignment: .topLeading)
    }

    private func box(_ color: Color, _ name: String) -> some View {
        color.frame(width: 40, height: 40).offset(x: model.on ? 100 : 0).accessibilityIdentifier(name)
    }
}

@Suite("Transactions: animation(_:value:), transaction(_:) and animation(_:body:) change the animation of what they wrap only")
@MainActor
struct TransactionTests {
    private func record(_ change: @escaping @MainActor (Switches) -> Void) -> Timeline {
        let model = Switches()
        return ScopedBoxes(model: model).record(size: CGSize(width: 200, height: 220), duration: 1.5) { clock in
            clock.wait(0.2)
            change(model)
            clock.wait(1.2)
        }
    }

    /// How far (points) the layer named `name` has moved right at `time`.
    private func moved(_ timeline: Timeline, _ name: String, _ time: Double) -> Double? {
        guard let start = timeline.value(ofLayer: name, at: LayerKeyPath("position.x")!, time: 0.1)?.number,
              let now = timeline.value(ofLayer: name, at: LayerKeyPath("position.x")!, time: time)?.number else { return nil }
        return now - start
    }

    private func near(_ value: Double?, _ expected: Double) -> Bool { value.map { abs($0 - expected) < 1e-6 } ?? false }

    @Test("A change made without an animation: only the box under animation(_:value:) moves, halfway (50 points) half a second in")
    func valueAnimationIsScoped() {
        let timeline = record { $0.on = true }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(near(moved(timeline, "own", 0.7), 50))
        #expect(near(moved(timeline, "own", 1.3), 100))
        for name in ["plain", "still", "keyed", "inner"] {
            #expect(near(moved(timeline, name, 0.25), 100), "\(name) should be there at once")
        }
        // The body's opacity fades from 1 to 0.2 on its own linear second: 0.6 halfway.
        #expect(near(timeline.value(ofLayer: "faded", at: LayerKeyPath("opacity")!, time: 0.7)?.number, 0.6))
        assertFrames(of: timeline, at: .times([0.7]), scale: 2)
    }

    @Test("withAnimation(.linear(duration: 2)): the plain box is halfway at 1.2 s, animation(_:value:) keeps its own 1 s, transaction { $0.animation = nil } jumps")
    func transactionOverrides() {
        let timeline = record { model in withAnimation(.linear(duration: 2)) { model.on = true } }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(near(moved(timeline, "plain", 1.2), 50))
        #expect(near(moved(timeline, "inner", 1.2), 50))
        #expect(near(moved(timeline, "keyed", 1.2), 50))
        #expect(near(moved(timeline, "own", 0.7), 50))
        #expect(near(moved(timeline, "still", 0.25), 100))
    }

    @Test("A transaction key set by the change reaches the views: the keyed box takes 0.1 s, halfway at 0.25 s")
    func transactionKey() {
        let timeline = record { model in
            var transaction = Transaction(animation: .linear(duration: 2))
            transaction[QuickChange.self] = true
            withTransaction(transaction) { model.on = true }
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(near(moved(timeline, "keyed", 0.25), 50))
        #expect(near(moved(timeline, "keyed", 0.35), 100))
        #expect(near(moved(timeline, "plain", 1.2), 50))
        #expect(Transaction()[QuickChange.self] == false)
    }

    @Test("A transaction that disables animations turns animation(_:value:) off: its box jumps with the others")
    func disablesAnimations() {
        let timeline = record { model in
            var transaction = Transaction()
            transaction.disablesAnimations = true
            withTransaction(transaction) { model.on = true }
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        for name in ["own", "plain", "still", "keyed", "inner"] {
            #expect(near(moved(timeline, name, 0.25), 100), "\(name) should be there at once")
        }
    }
}
