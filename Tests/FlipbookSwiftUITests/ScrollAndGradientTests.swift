import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// A feed: twenty rows in a scroll view under a gradient header.
struct Feed: View {
    var body: some View {
        VStack(spacing: 0) {
            LinearGradient(colors: [.purple, .blue], startPoint: .leading, endPoint: .trailing)
                .frame(height: 80)
                .overlay(Text("Feed").font(.title).foregroundColor(.white))
            ScrollView {
                VStack(spacing: 8) {
                    ForEach(0..<20) { index in
                        RoundedRectangle(cornerRadius: 8, style: .circular)
                            .fill(index.isMultiple(of: 2) ? Color.orange : Color.teal)
                            .frame(height: 60)
                            .accessibilityIdentifier("row\(index)")
                    }
                }
                .padding(.horizontal)
            }
            .accessibilityIdentifier("scroll")
        }
    }
}

@Suite("SwiftUI scroll views, gradients and geometry readers")
@MainActor
struct ScrollAndGradientTests {
    @Test("A scroll view takes the room below the header; its rows stack from its top; a drag scrolls it as a UIScrollView")
    func scrolling() throws {
        var offset = CGPoint.zero
        let timeline = Feed().record(size: CGSize(width: 390, height: 500), duration: 1) { clock in
            let scroll = try! #require(clock.view(withIdentifier: "scroll") as? UIScrollView)
            #expect(scroll.frame == CGRect(x: 0, y: 80, width: 390, height: 420))
            #expect(scroll.contentSize == CGSize(width: 390, height: 20 * 60 + 19 * 8))
            let row = try! #require(clock.view(withIdentifier: "row1"))
            #expect(row.convert(row.bounds, to: scroll) == CGRect(x: 16, y: 68, width: 358, height: 60))
            clock.drag(scroll, to: CGPoint(x: 0, y: 200), duration: 0.4)
            clock.endDrag(scroll)
            clock.wait(0.5)
            offset = scroll.contentOffset
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(offset == CGPoint(x: 0, y: 200), "scrolled by the drag, resting where it was let go")
        assertFrames(of: timeline, at: .times([0, 1]), scale: 2)
    }

    @Test("A gradient fills a shape (masked by it) and strokes an outline; angular and radial gradients draw as Core Animation's")
    func gradients() {
        let timeline = HStack(spacing: 16) {
            Circle().fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 40)).frame(width: 80, height: 80)
            Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center)).frame(width: 80, height: 80)
            Capsule().stroke(LinearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom), lineWidth: 6).frame(width: 80, height: 40)
        }
        .record(size: CGSize(width: 320, height: 120), duration: 0.1)
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0]), scale: 2)
    }

    @Test("A GeometryReader takes the room offered and builds its content from its size")
    func geometryReader() throws {
        let (_, frame) = hosted(GeometryReader { proxy in
            Color.green.frame(width: proxy.size.width / 2, height: 10).accessibilityIdentifier("half")
        }.frame(width: 300, height: 100))
        #expect(frame("half") == CGRect(x: 45, y: 372, width: 150, height: 10), "at the reader's top leading corner")
    }
}
