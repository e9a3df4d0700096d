import Foundation
import Testing
import SwiftUI

/// The order a view wants in a `RankedRow` (lower first).
struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// A row that places its subviews by rank, left to right, each pair the distance their spacing
/// asks for apart, tops aligned.
struct RankedRow: Layout {
    private func ordered(_ subviews: Subviews) -> [LayoutSubview] { subviews.sorted { $0[Rank.self] < $1[Rank.self] } }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let views = ordered(subviews)
        let sizes = views.map { $0.sizeThatFits(.unspecified) }
        let gaps = zip(views, views.dropFirst()).map { $0.spacing.distance(to: $1.spacing, along: .horizontal) }
        return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps.reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        let views = ordered(subviews)
        for (index, view) in views.enumerated() {
            view.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += view.sizeThatFits(.unspecified).width
            if index + 1 < views.count { x += view.spacing.distance(to: views[index + 1].spacing, along: .horizontal) }
        }
    }
}

/// A layout that stacks its subviews at its top and says its vertical guides are 10 down,
/// whatever they are.
struct TenDown: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for view in subviews { view.place(at: bounds.origin, proposal: .unspecified) }
    }
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        10
    }
}

@Suite("Layouts of your own: layout values, spacing, dimensions and alignment guides")
@MainActor
struct LayoutValuesTests {
    private func frames(_ view: some View, _ ids: [String]) -> [String: CGRect] {
        parentFrames(of: view, ids, size: CGSize(width: 200, height: 100))
    }

    @Test("Ranks set with layoutValue order the row: blue (no rank) at 0, green (1) at 48, red (2) at 86, 8 apart as their spacing asks; the row 106 × 20")
    func rankedRow() {
        let row = RankedRow {
            Color.red.frame(width: 20, height: 20).layoutValue(key: Rank.self, value: 2).accessibilityIdentifier("red")
            Color.green.frame(width: 30, height: 20).layoutValue(key: Rank.self, value: 1).accessibilityIdentifier("green")
            Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("blue")
        }.accessibilityIdentifier("row")
        let found = frames(row, ["red", "green", "blue", "row"])
        #expect([found["blue"], found["green"], found["red"]].map { $0?.minX } == [0, 48, 86], "\(found)")
        #expect(found["row"]?.size == CGSize(width: 106, height: 20))
        #expect(ViewSpacing().distance(to: .zero, along: .vertical) == 8 && ViewSpacing.zero.distance(to: .zero, along: .horizontal) == 0)
    }

    @Test("A layout's guides: by default its subviews' (a caption's baseline meets a title's across the layout); a layout that says 10 down is lined up there")
    func guides() {
        let large = UIFont.preferredFont(forTextStyle: .largeTitle), caption = UIFont.preferredFont(forTextStyle: .caption1)
        do {
            // A window of its own, gone before the recording below.
            let (_, frame) = hosted(HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("Title").font(.largeTitle).accessibilityIdentifier("title")
                RankedRow { Text("note").font(.caption).accessibilityIdentifier("note") }
            })
            let title = frame("title") ?? .null, note = frame("note") ?? .null
            #expect(abs((note.minY + caption.ascender) - (title.minY + large.ascender)) <= 1.0 / 3, "\(title) \(note)")
        }

        let row = HStack(alignment: .center, spacing: 0) {
            Color.gray.frame(width: 10, height: 40).accessibilityIdentifier("bar")
            TenDown { Color.orange.frame(width: 10, height: 60) }.accessibilityIdentifier("ten")
        }
        let found = frames(row, ["bar", "ten"])
        // The bar's centre is 20 down, the layout's guide 10: the line at 20, the layout 10 down.
        #expect(found["bar"]?.minY == 0 && found["ten"]?.minY == 10, "\(found)")
    }
}
