import Foundation
import Testing
import SwiftUI
import FlipbookGoldenTesting

/// Where a test keeps the frames a reader measured.
@MainActor
final class FrameLog {
    var frames: [String: CGRect] = [:]
}

/// A card 20 points in from the window's top leading corner, named "card", with a reader 10
/// points in from the card's corner.
struct MeasuredCard: View {
    let log: FrameLog
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.gray.frame(width: 100, height: 30)
            GeometryReader { proxy in
                let _ = (log.frames = ["global": proxy.frame(in: .global), "local": proxy.frame(in: .local),
                                       "card": proxy.frame(in: .named("card")), "card17": proxy.frame(in: .named("card") as NamedCoordinateSpace)])
                Color.orange
            }
            .frame(width: 80, height: 40)
            .padding(10)
        }
        .coordinateSpace(name: "card")
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A reader in the sixth of twenty 50-point rows of a scroll view named "scroll", showing its
/// top in the scroll view.
struct ScrolledReader: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { index in
                    if index == 5 {
                        GeometryReader { proxy in
                            Text("top \(Int(proxy.frame(in: .named("scroll")).minY))").accessibilityIdentifier("top")
                        }
                        .frame(height: 50)
                    } else {
                        Color(white: Double(index) / 20).frame(height: 50)
                    }
                }
            }
        }
        .accessibilityIdentifier("scroll")
        .coordinateSpace(name: "scroll")
    }
}

@Suite("GeometryProxy.frame(in:): the window's space, the reader's own, and named spaces", .expectsProblems)
@MainActor
struct CoordinateSpaceTests {
    @Test("A reader 10 in from a card 20 in from the window's corner, below a 30-point bar: global (30, 60), local zero, in the card (10, 40); both spellings of a name")
    func frames() {
        let log = FrameLog()
        _ = MeasuredCard(log: log).record(size: CGSize(width: 300, height: 300), duration: 0.1)
        #expect(log.frames["global"] == CGRect(x: 30, y: 60, width: 80, height: 40), "\(log.frames)")
        #expect(log.frames["local"] == CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(log.frames["card"] == CGRect(x: 10, y: 40, width: 80, height: 40))
        #expect(log.frames["card17"] == log.frames["card"])
    }

    @Test("Inside a scroll view the reader follows the content: its top in the scroll view is 250, then 150 once scrolled 100, then 250 again; an unknown name warns")
    func scrolled() throws {
        var tops: [String?] = []
        let timeline = ScrolledReader().record(size: CGSize(width: 300, height: 400), duration: 0.5) { clock in
            let scroll = try! #require(clock.view(withIdentifier: "scroll") as? UIScrollView)
            tops.append((clock.view(withIdentifier: "top") as? UILabel)?.text)
            scroll.contentOffset = CGPoint(x: 0, y: 100)
            clock.wait(0.1)
            tops.append((clock.view(withIdentifier: "top") as? UILabel)?.text)
            scroll.contentOffset = .zero
            clock.wait(0.1)
            tops.append((clock.view(withIdentifier: "top") as? UILabel)?.text)
        }
        #expect(tops == ["top 250", "top 150", "top 250"], "\(tops) \(timeline.problems)")

        let unnamed = GeometryReader { proxy in Text("\(proxy.frame(in: .named("nowhere")).minY)") }
        let warned = unnamed.record(size: CGSize(width: 100, height: 100), duration: 0.1)
        #expect(warned.problems.contains { $0.contains("no view around the reader has that coordinate space's name") }, "\(warned.problems)")
    }
}

/// A stretchy header: pulled down past the top, the header grows to stay against the top edge.
struct StretchyHeader: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    let pull = max(proxy.frame(in: .named("page")).minY, 0)
                    LinearGradient(colors: [.indigo, .teal], startPoint: .top, endPoint: .bottom)
                        .frame(height: 120 + pull)
                        .offset(y: -pull)
                        .overlay(Text("Header").font(.title).foregroundStyle(.white))
                }
                .frame(height: 120)
                ForEach(0..<8, id: \.self) { index in
                    Text("Item \(index)").frame(maxWidth: .infinity, minHeight: 44).background(index.isMultiple(of: 2) ? Color.white : Color(white: 0.95))
                }
            }
        }
        .accessibilityIdentifier("page")
        .coordinateSpace(name: "page")
    }
}

extension CoordinateSpaceTests {
    @Test("A stretchy header: pulled down 60 points, the header is 180 tall and still meets the top (golden)")
    func stretchyHeader() throws {
        let timeline = StretchyHeader().record(size: CGSize(width: 300, height: 400), duration: 0.2) { clock in
            let scroll = try! #require(clock.view(withIdentifier: "page") as? UIScrollView)
            clock.wait(0.1)
            scroll.contentOffset = CGPoint(x: 0, y: -60)
            clock.wait(0.1)
        }
        #expect(timeline.problems.allSatisfy { $0.hasPrefix(Timeline.warningPrefix) }, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0.05, 0.2]), scale: 1)
    }
}
