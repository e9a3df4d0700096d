import Foundation
import Testing
import SwiftUI
import FlipbookGoldenTesting

/// The views of a window, depth first.
@MainActor
func allViews(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(allViews) }

/// The view with `identifier` under `root`.
@MainActor
func view(_ identifier: String, in root: UIView) -> UIView? { allViews(root).first { $0.accessibilityIdentifier == identifier } }

/// `content` hosted as a window's root, laid out: its frames in window coordinates by identifier.
@MainActor
func hosted<Content: View>(_ content: Content, width: CGFloat = 390, height: CGFloat = 844) -> (UIWindow, (String) -> CGRect?) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.rootViewController = UIHostingController(rootView: content)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, { identifier in view(identifier, in: window).map { $0.convert($0.bounds, to: window) } })
}

@Suite("SwiftUI layout: proposals and responses, frames computed by hand")
@MainActor
struct LayoutTests {
    @Test("A VStack of two fixed frames: 8 points apart, centred on the wider, the stack in the middle of the window")
    func vstack() {
        let (_, frame) = hosted(VStack {
            Color.red.frame(width: 100, height: 50).accessibilityIdentifier("red")
            Color.blue.frame(width: 60, height: 30).accessibilityIdentifier("blue")
        })
        // The stack is 100 × (50 + 8 + 30) = 100 × 88, centred in 390 × 844: at (145, 378).
        #expect(frame("red") == CGRect(x: 145, y: 378, width: 100, height: 50))
        #expect(frame("blue") == CGRect(x: 165, y: 436, width: 60, height: 30))
    }

    @Test("An HStack offers the least flexible child first: a 100-point colour keeps 100, the flexible one takes the rest less the spacing")
    func hstackFlexibility() {
        let (_, frame) = hosted(HStack {
            Color.red.accessibilityIdentifier("red")
            Color.blue.frame(width: 100).accessibilityIdentifier("blue")
        }.frame(width: 300, height: 100))
        // 300 − 8 = 292: the blue frame (no flexibility) is offered 146 and takes 100; red gets 192.
        #expect(frame("red") == CGRect(x: 45, y: 372, width: 192, height: 100))
        #expect(frame("blue") == CGRect(x: 245, y: 372, width: 100, height: 100))
    }

    @Test("A Spacer takes what is left and no spacing is put beside it; alignment lines the others up")
    func spacer() {
        let (_, frame) = hosted(HStack(alignment: .top) {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("red")
            Spacer()
            Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("blue")
        }.frame(width: 300).accessibilityIdentifier("row"))
        #expect(frame("row") == CGRect(x: 45, y: 397, width: 300, height: 50))
        #expect(frame("red") == CGRect(x: 45, y: 397, width: 50, height: 50))
        #expect(frame("blue") == CGRect(x: 295, y: 397, width: 50, height: 20), "at the top, flush right")
    }

    @Test("padding() adds 16 points a side; padding(.horizontal, 4) adds 4 to the left and right only")
    func padding() {
        let (_, frame) = hosted(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100).padding().accessibilityIdentifier("padded")
            Color.blue.frame(width: 100, height: 10).padding(.horizontal, 4).accessibilityIdentifier("thin")
        })
        // 132 × 132 over 108 × 10: the stack is 132 × 142, at ((390 − 132) / 2, (844 − 142) / 2) = (129, 351).
        #expect(frame("padded") == CGRect(x: 129, y: 351, width: 132, height: 132))
        #expect(frame("thin") == CGRect(x: 141, y: 483, width: 108, height: 10))
    }

    @Test("frame(maxWidth: .infinity) takes the width offered; frame(minHeight:) pushes a smaller child's height up to it")
    func flexibleFrame() {
        let (_, frame) = hosted(VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20).frame(maxWidth: .infinity).accessibilityIdentifier("wide")
            Color.blue.frame(width: 50, height: 20).frame(minHeight: 60).accessibilityIdentifier("tall")
        })
        #expect(frame("wide") == CGRect(x: 0, y: 382, width: 390, height: 20))
        #expect(frame("tall") == CGRect(x: 170, y: 402, width: 50, height: 60))
    }

    @Test("A ZStack is as large as its largest child; .topLeading puts the others in its corner; background and overlay take the view's size")
    func zstackAndDecorations() {
        let (_, frame) = hosted(ZStack(alignment: .topLeading) {
            Color.red.frame(width: 200, height: 100).accessibilityIdentifier("back")
            Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("front")
        }.background(Color.green.accessibilityIdentifier("behind")).overlay(Color.clear.accessibilityIdentifier("over"), alignment: .center))
        #expect(frame("back") == CGRect(x: 95, y: 372, width: 200, height: 100))
        #expect(frame("front") == CGRect(x: 95, y: 372, width: 40, height: 40))
        #expect(frame("behind") == CGRect(x: 95, y: 372, width: 200, height: 100))
        #expect(frame("over") == CGRect(x: 95, y: 372, width: 200, height: 100))
    }

    @Test("Text offered less than its width wraps and is as wide as it is offered at most; offered nothing it is one line")
    func textWraps() throws {
        let words = "The quick brown fox jumps over the lazy dog"
        let (_, frame) = hosted(VStack(spacing: 0) {
            Text(words).accessibilityIdentifier("line")
            Text(words).frame(width: 120).accessibilityIdentifier("wrapped")
        })
        let line = try #require(frame("line")), wrapped = try #require(frame("wrapped"))
        let label = UILabel()
        label.text = words
        label.font = .preferredFont(forTextStyle: .body)
        #expect(line.size == label.sizeThatFits(.zero), "one line at the body font's size")
        label.numberOfLines = 0
        let measured = label.sizeThatFits(CGSize(width: 120, height: 1000))
        #expect(wrapped.width == 120 && wrapped.height == measured.height && measured.height > 2 * line.height)
    }
}

/// Two buttons side by side where they fit, one narrow one where they do not.
struct ShareBar: View {
    let width: CGFloat
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 8) {
                Color.blue.frame(width: 100, height: 30).accessibilityIdentifier("wide")
                Color.blue.frame(width: 100, height: 30)
            }
            Color.red.frame(width: 60, height: 30).accessibilityIdentifier("narrow")
        }
        .frame(width: width)
    }
}

@Suite("ViewThatFits: the first view whose ideal size fits")
@MainActor
struct ViewThatFitsTests {
    @Test("The pair (ideal width 100 + 8 + 100 = 208) fits in 250 but not in 150, where the narrow one is drawn instead", arguments: [250.0, 150.0])
    func choosesFirstThatFits(width: Double) throws {
        let timeline = ShareBar(width: CGFloat(width)).record(size: CGSize(width: 300, height: 100), duration: 0.1)
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let tree = timeline.presentation(at: 0)
        #expect((tree.layer(withID: "wide") != nil) == (width >= 208))
        #expect((tree.layer(withID: "narrow") != nil) == (width < 208))
    }
}

/// Tags that wrap onto a new row when the next does not fit: a layout of your own.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            widest = max(widest, x + size.width)
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: widest, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > bounds.minX, x + size.width > bounds.maxX {
                x = bounds.minX
                y += rowHeight + spacing
                rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

struct Tags: View {
    var body: some View {
        FlowLayout {
            ForEach([80, 60, 100, 40], id: \.self) { width in
                Color.teal.frame(width: CGFloat(width), height: 30).accessibilityIdentifier("tag-\(width)")
            }
        }
        .frame(width: 200, alignment: .leading)
    }
}

@Suite("The Layout protocol: a layout of your own sizes and places its subviews")
@MainActor
struct CustomLayoutTests {
    @Test("A flow of tags 80, 60, 100, 40 wide in 200 points: 80 and 60 on the first row, 8 apart; 100 and 40 on the second, 38 down")
    func flow() throws {
        let timeline = Tags().record(size: CGSize(width: 300, height: 200), duration: 0.1)
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let center = { (tag: Int) -> (Double, Double)? in
            guard case .point(let point)? = timeline.value(ofLayer: "tag-\(tag)", at: LayerKeyPath("position")!, time: 0) else { return nil }
            return (point.x, point.y)
        }
        // In the layout's own space: 80 at (0, 0), 60 at (88, 0), then 100 at (0, 38), 40 at (108, 38).
        #expect(center(80).map { $0 == (40, 15) } == true, "\(String(describing: center(80)))")
        #expect(center(60).map { $0 == (118, 15) } == true, "\(String(describing: center(60)))")
        #expect(center(100).map { $0 == (50, 53) } == true, "\(String(describing: center(100)))")
        #expect(center(40).map { $0 == (128, 53) } == true, "\(String(describing: center(40)))")
        assertFrames(of: timeline, at: .times([0]), scale: 2)
    }
}

/// The tallest of the views that give a height.
struct TallestKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Two boxes measured by geometry readers; a bar as tall as the taller, once it is known.
struct MeasuredBoxes: View {
    @State private var tallest: CGFloat = 0
    var body: some View {
        VStack(spacing: 10) {
            HStack(spacing: 10) {
                Color.red.frame(width: 30, height: 40)
                    .background(GeometryReader { proxy in Color.clear.preference(key: TallestKey.self, value: proxy.size.height) })
                Color.blue.frame(width: 30, height: 70)
                    .background(GeometryReader { proxy in Color.clear.preference(key: TallestKey.self, value: proxy.size.height) })
            }
            .onPreferenceChange(TallestKey.self) { tallest = $0 }
            Color.green.frame(width: 20, height: tallest).accessibilityIdentifier("bar")
        }
    }
}

@Suite("Preferences: values passed up from the views inside")
@MainActor
struct PreferenceTests {
    @Test("Two geometry readers give 40 and 70; reduce keeps the larger; the bar takes 70 in the same frame")
    func tallest() throws {
        let timeline = MeasuredBoxes().record(size: CGSize(width: 200, height: 200), duration: 0.1)
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(timeline.value(ofLayer: "bar", at: LayerKeyPath("bounds.size.height")!, time: 0)?.number == 70)
    }
}

/// A screen whose background reaches under the bars, and a banner that reaches up only.
struct FullBleedScreen: View {
    var body: some View {
        ZStack {
            Color.blue.ignoresSafeArea().accessibilityIdentifier("background")
            VStack(spacing: 0) {
                Color.red.frame(height: 20).ignoresSafeArea(edges: .top).accessibilityIdentifier("banner")
                Spacer()
                Color.green.frame(height: 20).ignoresSafeArea(edges: .top).accessibilityIdentifier("footer")
            }
        }
    }
}

@Suite("ignoresSafeArea: a view that meets the safe area's edge reaches out to the screen's")
@MainActor
struct SafeAreaTests {
    @Test("In a 300 × 400 window with a safe area 40 points in at the top and 30 at the bottom: the background fills the window; the banner grows up to the top; the footer, ignoring only the top, stays put")
    func fullBleed() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let controller = UIHostingController(rootView: FullBleedScreen())
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let timeline = window.record(duration: 0.1) { clock in clock.wait(0.1) }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let tree = timeline.presentation(at: 0.05)
        func frame(_ id: String) -> (x: Double, y: Double, width: Double, height: Double)? {
            guard let layer = tree.layer(withID: id), case .point(let p) = layer[.position], case .rect(let b) = layer[.bounds] else { return nil }
            return (p.x, p.y, b.size.width, b.size.height)
        }
        // The root (a ZStack) sits in the safe area: y 40…370. The background, in it, reaches
        // the window's edges: 300 × 400, its centre 160 above the root's top + 200.
        let background = try #require(frame("background"))
        #expect(background.width == 300 && background.height == 400 && background.x == 150 && background.y == 200 - 40, "\(background)")
        // The banner (y 0…20 of the root, which starts 40 down) grows up by 40: 60 tall, centred
        // 10 above the root's top; its fixed 20-point colour is laid out in that room, centred.
        let banner = try #require(frame("banner"))
        #expect(banner.height == 60 && banner.y == -10, "\(banner)")
        // The footer meets the bottom, not the top: it stays 20 tall at the bottom of the root (y 310…330).
        let footer = try #require(frame("footer"))
        #expect(footer.height == 20 && footer.y == 320, "\(footer)")
        assertFrames(of: timeline, at: .times([0.05]), scale: 1)
    }

    @Test("safeAreaInset(edge: .bottom): a checkout bar along the bottom of a 300 × 400 screen, the content in the rest")
    func bottomInset() throws {
        let screen = Color.gray.accessibilityIdentifier("content")
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Text("Checkout").frame(maxWidth: .infinity).padding().background(Color.yellow).accessibilityIdentifier("bar")
            }
        let timeline = screen.record(size: CGSize(width: 300, height: 400), duration: 0.1) { clock in clock.wait(0.1) }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let tree = timeline.presentation(at: 0.05)
        func span(_ id: String) -> (top: Double, bottom: Double, width: Double)? {
            guard let layer = tree.layer(withID: id), case .point(let p) = layer[.position], case .rect(let b) = layer[.bounds] else { return nil }
            return (p.y - b.size.height / 2, p.y + b.size.height / 2, b.size.width)
        }
        let content = try #require(span("content")), bar = try #require(span("bar"))
        // The bar: the text's line and 16 points above and below it, the full width, at the bottom.
        #expect(bar.bottom == 400 && bar.width == 300 && content.top == 0 && content.bottom == bar.top, "\(content) \(bar)")
        #expect(bar.bottom - bar.top > 32 && bar.bottom - bar.top < 60)
        assertFrames(of: timeline, at: .times([0.05]), scale: 1)
    }
}

@Suite("alignmentGuide: stacks line their views up on the guides the views set", .expectsProblems)
@MainActor
struct AlignmentGuideTests {
    private func frames(_ view: some View, _ ids: [String]) -> [String: CGRect] {
        parentFrames(of: view, ids, size: CGSize(width: 200, height: 200))
    }

    @Test("A leading VStack: a guide of −20 moves a view 20 right of the line; a guide at its trailing edge puts that edge on the line; the stack is 140 wide")
    func verticalStack() {
        let stack = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 20).accessibilityIdentifier("a")
            Color.green.frame(width: 60, height: 20).alignmentGuide(.leading) { _ in -20 }.accessibilityIdentifier("b")
            Color.blue.frame(width: 40, height: 20).alignmentGuide(.leading) { d in d[.trailing] }.accessibilityIdentifier("c")
        }.accessibilityIdentifier("stack")
        let found = frames(stack, ["a", "b", "c", "stack"])
        // Guides 0, −20 and 40: the line is at 40, so the views start at 40, 60 and 0.
        #expect(found["a"]?.minX == 40 && found["b"]?.minX == 60 && found["c"]?.minX == 0, "\(found)")
        #expect(found["stack"]?.width == 140)
    }

    @Test("A top-leading ZStack: a badge whose leading and top guides are its trailing and bottom edges hangs off the square's corner")
    func badge() {
        let stack = ZStack(alignment: .topLeading) {
            Color.gray.frame(width: 100, height: 100).accessibilityIdentifier("square")
            Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { d in d.width }.alignmentGuide(.top) { d in d.height }
                .accessibilityIdentifier("badge")
        }.accessibilityIdentifier("zstack")
        let found = frames(stack, ["square", "badge", "zstack"])
        #expect(found["badge"]?.origin == .zero && found["square"]?.origin == CGPoint(x: 20, y: 20), "\(found)")
        #expect(found["zstack"]?.size == CGSize(width: 120, height: 120))
    }

    @Test("A guide of your own lines views up across nested stacks: each VStack takes its child's guide where the child sits, two children's are averaged, a view without one lines up its bottom")
    func guideAcrossStacks() {
        let row = HStack(alignment: .midRow, spacing: 0) {
            VStack(spacing: 0) {
                Color.gray.frame(width: 20, height: 50)
                Color.red.frame(width: 20, height: 20).alignmentGuide(.midRow) { d in d.height / 2 }.accessibilityIdentifier("red")
            }.accessibilityIdentifier("a")
            VStack(spacing: 0) {
                Color.blue.frame(width: 30, height: 40)
                Color.green.frame(width: 30, height: 60).alignmentGuide(.midRow) { d in d[VerticalAlignment.center] }.accessibilityIdentifier("green")
            }.accessibilityIdentifier("b")
            Color.yellow.frame(width: 10, height: 30).accessibilityIdentifier("c")
            VStack(spacing: 0) {
                Color.orange.frame(width: 10, height: 20).alignmentGuide(.midRow) { _ in 10 }
                Color.purple.frame(width: 10, height: 20).alignmentGuide(.midRow) { _ in 10 }
            }.accessibilityIdentifier("d")
        }.accessibilityIdentifier("row")
        let found = frames(row, ["a", "b", "c", "d", "red", "green", "row"])
        // Guides: a 50 + 10 = 60, b 40 + 30 = 70, c its bottom 30, d the mean of 10 and 20 + 10 =
        // 20. The line is at 70: a starts 10 down, b at the top, c 40 down, d 50 down; the row is
        // as tall as b, 100, and 70 wide, in the middle of 200 × 200. (Frames are in each view's
        // parent.)
        #expect(found["row"] == CGRect(x: 65, y: 50, width: 70, height: 100), "\(found)")
        #expect([found["a"], found["b"], found["c"], found["d"]].map { $0?.minY } == [10, 0, 40, 50], "\(found)")
        let redMiddle = (found["a"]?.minY ?? 0) + (found["red"]?.midY ?? 0), greenMiddle = (found["b"]?.minY ?? 0) + (found["green"]?.midY ?? 0)
        #expect(redMiddle == 70 && greenMiddle == 70, "the two middles on the line")
    }

    @Test("firstTextBaseline: a caption's baseline on a large title's, a square's bottom on it too; lastTextBaseline lines up the last lines of two-line text")
    func textBaselines() {
        let large = UIFont.preferredFont(forTextStyle: .largeTitle), caption = UIFont.preferredFont(forTextStyle: .caption1)
        let (_, frame) = hosted(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Title").font(.largeTitle).accessibilityIdentifier("title")
            Text("note").font(.caption).accessibilityIdentifier("note")
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("square")
        })
        let title = frame("title") ?? .null, note = frame("note") ?? .null, square = frame("square") ?? .null
        // The baseline is the title's ascender below its top; the caption's top is its own
        // ascender above it, the square's bottom on it.
        // Views sit on the 3x pixel grid: within a third of a point.
        let baseline = title.minY + large.ascender
        #expect(abs(note.minY + caption.ascender - baseline) <= 1.0 / 3, "\(title) \(note)")
        #expect(abs(square.maxY - baseline) <= 1.0 / 3, "\(square)")

        let (_, lastFrame) = hosted(HStack(alignment: .lastTextBaseline, spacing: 0) {
            Text("One\nTwo").accessibilityIdentifier("two")
            Text("Small").font(.footnote).accessibilityIdentifier("one")
        })
        let body = UIFont.preferredFont(forTextStyle: .body), footnote = UIFont.preferredFont(forTextStyle: .footnote)
        let two = lastFrame("two") ?? .null, one = lastFrame("one") ?? .null
        // The last baselines: each text's bottom less its descent.
        #expect(abs((two.maxY + body.descender) - (one.maxY + footnote.descender)) <= 1.0 / 3, "\(two) \(one)")
        #expect(two.height > 2 * body.lineHeight - 1, "two lines")
    }

    @Test("A price row on its first baseline: the star's bottom, the title's and the caption's baselines on one line (golden)")
    func baselineRowGolden() {
        let row = HStack(alignment: .firstTextBaseline, spacing: 6) {
            Image(systemName: "star.fill").foregroundStyle(.orange)
            Text("Latte").font(.title)
            Text("double").font(.caption).foregroundStyle(.secondary)
            Spacer()
            Text("$3.20").font(.headline)
        }.padding(.horizontal, 16)
        let timeline = row.record(size: CGSize(width: 360, height: 60), duration: 0.1)
        #expect(timeline.problems.allSatisfy { $0.hasPrefix(Timeline.warningPrefix) }, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0]), scale: 2)
    }
}

extension VerticalAlignment {
    /// A guide of the test's own; views without it line up their bottoms.
    private enum MidRow: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
    }
    static let midRow = VerticalAlignment(MidRow.self)
}
