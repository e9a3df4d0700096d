import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// Where a test keeps the proxy a reader gave its content.
@MainActor
final class ProxyBox {
    var proxy: ScrollViewProxy?
}

/// Thirty 50-point rows in a scroll view 356 points tall, under a 44-point bar; a reader around
/// both, which scrolls to row 10 when the screen appears.
struct NumberedRows: View {
    let box: ProxyBox
    var body: some View {
        ScrollViewReader { proxy in
            let _ = (box.proxy = proxy)
            VStack(spacing: 0) {
                Color.gray.frame(height: 44)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<30, id: \.self) { index in
                            Text("Row \(index)").frame(maxWidth: .infinity, minHeight: 50, maxHeight: 50)
                                .background(index.isMultiple(of: 2) ? Color.orange : Color.teal)
                        }
                    }
                }
                .accessibilityIdentifier("rows")
            }
            .onAppear { proxy.scrollTo(10, anchor: .top) }
        }
    }
}

@Suite("ScrollViewReader: a proxy scrolls to a view by its identity", .expectsProblems)
@MainActor
struct ScrollViewReaderTests {
    @Test("scrollTo: row 10 at the top on appearing (500), row 20 at the top (1000), row 29 no further than the end (1144), row 5 just into view (250), row 6 already in view; animated, the centre of row 20 (847) over 0.3 s; an unknown id warns")
    func scrollTo() throws {
        let box = ProxyBox()
        var offsets: [CGFloat] = []
        var halfway: CGFloat = 0
        let timeline = NumberedRows(box: box).record(size: CGSize(width: 390, height: 400), duration: 1) { clock in
            let scroll = try! #require(clock.view(withIdentifier: "rows") as? UIScrollView)
            offsets.append(scroll.contentOffset.y)
            for (row, anchor) in [(20, UnitPoint.top), (29, .top), (5, nil), (6, nil)] as [(Int, UnitPoint?)] {
                box.proxy?.scrollTo(row, anchor: anchor)
                offsets.append(scroll.contentOffset.y)
            }
            withAnimation { box.proxy?.scrollTo(20, anchor: .center) }
            clock.wait(0.15)
            halfway = scroll.contentOffset.y
            clock.wait(0.2)
            offsets.append(scroll.contentOffset.y)
            box.proxy?.scrollTo(99)
        }
        // 30 × 50 = 1500 of content in 356 points: the end is 1144; row 20's centre, 1025, at 178.
        #expect(offsets == [500, 1000, 1144, 250, 250, 847], "\(offsets)")
        #expect(halfway > 250 && halfway < 847, "\(halfway)")
        #expect(timeline.problems.contains { $0.contains("no view inside a ScrollView of the reader has the identity 99") }, "\(timeline.problems)")
        // At the start: row 10 at the top, under the bar; at the end: row 20 across the middle.
        assertFrames(of: timeline, at: .times([0, 1]), scale: 1)
    }
}

/// A counter above a scroll view: a tap changes state, so the screen updates.
struct CounterOverRows: View {
    @State private var taps = 0
    var body: some View {
        VStack(spacing: 0) {
            Button { taps += 1 } label: { Text("Tapped \(taps)").accessibilityIdentifier("label") }.frame(height: 44).accessibilityIdentifier("counter")
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { index in Color(white: Double(index) / 30).frame(height: 50) }
                }
            }
            .accessibilityIdentifier("rows")
        }
    }
}

extension ScrollViewReaderTests {
    @Test("An update keeps where a scroll view has scrolled to: a tap that changes state leaves the content at 300")
    func updateKeepsTheOffset() throws {
        var offsets: [CGFloat] = []
        let timeline = CounterOverRows().record(size: CGSize(width: 390, height: 400), duration: 0.6) { clock in
            let scroll = try! #require(clock.view(withIdentifier: "rows") as? UIScrollView)
            scroll.contentOffset = CGPoint(x: 0, y: 300)
            clock.tap("counter")
            clock.wait(0.3)
            offsets.append(scroll.contentOffset.y)
            offsets.append((clock.view(withIdentifier: "label") as? UILabel)?.text == "Tapped 1" ? 1 : 0)
        }
        #expect(offsets == [300, 1], "\(offsets) \(timeline.problems)")
    }
}
