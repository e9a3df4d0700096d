import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI
@testable import SwiftUIScreens

@Suite("SwiftUI matchedGeometryEffect: a view inserted as its match is removed moves from the removed one's frame")
@MainActor
struct MatchedGeometryTests {
    @Test("The article card: its cover grows from the card's 120 × 80 at (20, 20) to the header's 320 × 200 on the spring, and back")
    func articleCard() throws {
        let timeline = ArticleCard().record(size: CGSize(width: 360, height: 600), duration: 2) { clock in
            clock.tap("cover-small")  // lifts at 0.1 s
            clock.wait(0.9)
            clock.tap("cover-large")  // lifts at 1.1 s
            clock.wait(0.9)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        // spring(duration: 0.5, bounce: 0.2): response 0.5 s, ζ = 0.8, stepped as SwiftUI steps it;
        // left(t) is what is left of the change t seconds (300 t steps) in.
        let progress = swiftUISpringSteps(interval: 1, response: 0.5, dampingFraction: 0.8).offsets
        func left(_ t: Double) -> Double { 1 - progress[Int((t * 300).rounded())] }
        let value = { (layer: String, key: String, time: Double) in timeline.value(ofLayer: layer, at: LayerKeyPath(key)!, time: time)?.number }
        for t in [0.05, 0.15, 0.3] {
            // The header's cover: 320 × 200 at (0, 0) of its frame, which sits where the card's
            // cover was (20, 20 in the window) — so it starts 120 × 80 with its centre at (60, 40).
            let width = 320 - 200 * left(t), height = 200 - 120 * left(t)
            #expect(value("cover-large", "bounds.size.width", 0.1 + t).map { abs($0 - width) < 1e-6 } == true,
                    "at \(0.1 + t) s: \(String(describing: value("cover-large", "bounds.size.width", 0.1 + t))), expected \(width)")
            #expect(value("cover-large", "bounds.size.height", 0.1 + t).map { abs($0 - height) < 1e-6 } == true)
            #expect(value("cover-large", "position.x", 0.1 + t).map { abs($0 - (160 - 100 * left(t))) < 1e-6 } == true)
            #expect(value("cover-large", "position.y", 0.1 + t).map { abs($0 - (100 - 60 * left(t))) < 1e-6 } == true)
            // The card's cover, leaving, grows the same way towards the header's frame.
            #expect(value("cover-small", "bounds.size.width", 0.1 + t).map { abs($0 - width) < 1e-6 } == true)
        }
        assertFrames(of: timeline, at: .times([0.05, 0.2, 0.35, 1.0, 1.25, 1.95]), scale: 2)
    }
}

@Observable
final class TabSelection {
    var selected = 0
}

/// Three tabs 60 × 30 side by side; a highlight and a dot follow the selected one (not sources).
struct FollowingTabs: View {
    let model: TabSelection
    @Namespace private var tabs
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { index in
                Text("Tab \(index)").frame(width: 60, height: 30).matchedGeometryEffect(id: index, in: tabs)
            }
        }
        .background(
            Capsule().fill(Color.blue.opacity(0.3))
                .matchedGeometryEffect(id: model.selected, in: tabs, isSource: false)
                .accessibilityIdentifier("highlight")
        )
        .overlay(
            Color.red.frame(width: 6, height: 6)
                .matchedGeometryEffect(id: model.selected, in: tabs, properties: .position, anchor: .topLeading, isSource: false)
                .accessibilityIdentifier("dot")
        )
        .frame(width: 240, height: 60)
    }
}

@Suite("matchedGeometryEffect(isSource: false): a view takes the source's geometry while both are shown")
@MainActor
struct MatchedFollowerTests {
    @Test("The highlight takes the selected tab's 60 × 30 frame and moves with it: from tab 0 to tab 2 over a linear second, halfway at 0.5 s; the dot's top left sits on the tab's")
    func highlightFollowsSelection() throws {
        let model = TabSelection()
        let timeline = FollowingTabs(model: model).record(size: CGSize(width: 240, height: 60), duration: 1.3) { clock in
            clock.wait(0.1)
            withAnimation(.linear(duration: 1)) { model.selected = 2 }
            clock.wait(1.2)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let value = { (layer: String, key: String, time: Double) in timeline.value(ofLayer: layer, at: LayerKeyPath(key)!, time: time)?.number }
        // Positions are in the tabs' row (x 30…210, y 15…45 of the window), where the highlight
        // and the dot are drawn: tab 0 is x 0…60, tab 2 x 120…180.
        #expect(value("highlight", "bounds.size.width", 0.05) == 60 && value("highlight", "bounds.size.height", 0.05) == 30)
        #expect(value("highlight", "position.x", 0.05) == 30 && value("highlight", "position.y", 0.05) == 15)
        #expect(value("highlight", "position.x", 0.6).map { abs($0 - 90) < 1e-6 } == true, "\(String(describing: value("highlight", "position.x", 0.6)))")
        #expect(value("highlight", "position.x", 1.2) == 150)
        // The dot keeps its 6 × 6 size, its top left on the tab's: centre (3, 3), then (123, 3).
        #expect(value("dot", "bounds.size.width", 0.05) == 6)
        #expect(value("dot", "position.x", 0.05) == 3 && value("dot", "position.y", 0.05) == 3)
        #expect(value("dot", "position.x", 1.2) == 123)
        assertFrames(of: timeline, at: .times([0.05, 0.6, 1.2]), scale: 2)
    }
}
