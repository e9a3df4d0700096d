import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// A progress ring as apps draw one: a trimmed circle's stroke over a faint track.
struct ProgressRing: View {
    let progress: Double
    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.2), lineWidth: 10)
            Circle().trim(from: 0, to: progress).stroke(Color.green, lineWidth: 10).rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%").bold() + Text(" done").foregroundColor(.secondary)
        }
        .frame(width: 120, height: 120)
    }
}

/// A card that flips its colour on a tap, and a counter whose `.id` resets it.
struct TapCard: View {
    @State private var flipped = false
    @State private var resets = 0
    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 8, style: .circular).fill(flipped ? Color.red : Color.blue)
                .frame(width: 80, height: 50)
                .onTapGesture { flipped.toggle() }
                .accessibilityIdentifier("card")
            Counted().id(resets)
            Button("Reset") { resets += 1 }.accessibilityIdentifier("reset")
        }
    }
}

struct Counted: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }.accessibilityIdentifier("count")
    }
}

@Suite("SwiftUI modifiers: onTapGesture, id, position, trim, strokeBorder, text concatenation")
@MainActor
struct ModifierTests {
    @Test("A ring drawn by a trimmed stroke, with a concatenated label in two styles")
    func progressRing() throws {
        let timeline = ProgressRing(progress: 0.7).record(size: CGSize(width: 160, height: 160), duration: 0.1)
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0]), scale: 2)
    }

    @Test("onTapGesture runs at the tap's lift; a new .id gives a view new state")
    func tapAndIdentity() throws {
        var titles: [String?] = []
        var colors: [CGColor?] = []
        let timeline = TapCard().record(size: CGSize(width: 200, height: 200), duration: 1.2) { clock in
            let fill = { clock.view(withIdentifier: "card").flatMap { allViews($0).compactMap { $0.layer as? CAShapeLayer }.first }?.fillColor }
            colors.append(fill())
            clock.tap("card")
            clock.wait(0.01)
            colors.append(fill())
            clock.tap("count")
            clock.tap("count")
            clock.wait(0.1)
            titles.append(((clock.view(withIdentifier: "count")?.subviews.first) as? UILabel)?.text)
            clock.tap("reset")
            clock.wait(0.1)
            titles.append(((clock.view(withIdentifier: "count")?.subviews.first) as? UILabel)?.text)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(titles == ["Count 2", "Count 0"])
        #expect(colors == [UIColor.systemBlue.cgColor, UIColor.systemRed.cgColor])
    }

    @Test("position centres the view on a point of the room it takes; strokeBorder draws inside the frame")
    func positionAndBorder() throws {
        let (_, frame) = hosted(ZStack {
            Color.red.frame(width: 20, height: 20).position(x: 30, y: 40).accessibilityIdentifier("dot")
        }.frame(width: 200, height: 100))
        // The positioned view takes the 200 × 100 room; the dot is centred on (30, 40) in it.
        #expect(frame("dot") == CGRect(x: 95, y: 372, width: 200, height: 100))
        let (window, _) = hosted(ZStack { Color.red.frame(width: 20, height: 20).position(x: 30, y: 40) }.frame(width: 200, height: 100))
        let red = try #require(allViews(window).first { $0.bounds.size == CGSize(width: 20, height: 20) })
        #expect(red.convert(red.bounds, to: window) == CGRect(x: 95 + 20, y: 372 + 30, width: 20, height: 20))
        let (bordered, _) = hosted(Rectangle().strokeBorder(Color.blue, lineWidth: 10).frame(width: 100, height: 50))
        let shape = try #require(allViews(bordered).compactMap { $0.layer as? CAShapeLayer }.first)
        #expect(shape.path?.boundingBox == CGRect(x: 5, y: 5, width: 90, height: 40))
    }
}

@Suite("mask(alignment:_:): a view shown through its mask's opaque parts")
@MainActor
struct MaskTests {
    @Test("A square shown through a circle: the circle's path is the mask, laid out in the square's frame; a label through a 20-point bar at its top")
    func mask() throws {
        let screen = VStack(spacing: 20) {
            Color.blue.frame(width: 100, height: 100).mask { Circle() }.accessibilityIdentifier("disc")
            Color.orange.frame(width: 120, height: 60).mask(alignment: .top) { Color.black.frame(height: 20) }.accessibilityIdentifier("band")
        }
        let timeline = screen.record(size: CGSize(width: 200, height: 220), duration: 0.1) { clock in clock.wait(0.1) }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let tree = timeline.presentation(at: 0.05)
        // The disc's mask holds the circle: a shape layer 100 × 100 at the mask's top left.
        func shapes(_ layer: PresentationLayer) -> [PresentationLayer] { (layer.kind == .shape ? [layer] : []) + layer.sublayers.flatMap(shapes) }
        let disc = try #require(tree.layer(withID: "disc")?.mask)
        #expect(shapes(disc).contains { if case .rect(let b) = $0[.bounds] { return b.size.width == 100 && b.size.height == 100 } else { return false } })
        // The band's mask: a 120 × 20 bar at its top (centre y 10).
        let band = try #require(tree.layer(withID: "band")?.mask)
        let bar = try #require(shapes(band).first)
        if case .point(let p) = bar[.position], case .rect(let b) = bar[.bounds] {
            #expect(b.size.width == 120 && b.size.height == 20 && p.y == 10, "\(p) \(b)")
        }
        assertFrames(of: timeline, at: .times([0.05]), scale: 2)
    }
}

/// Text at a text size, read back from the environment.
struct TextSizes: View {
    @Environment(\.dynamicTypeSize) private var size
    var body: some View {
        VStack {
            Text("Headline").font(.headline).accessibilityIdentifier("headline")
            Text("Fixed").font(.system(size: 17)).accessibilityIdentifier("fixed")
            Text(size.isAccessibilitySize ? "accessibility" : "standard").accessibilityIdentifier("reading")
            Text("Capped").dynamicTypeSize(...DynamicTypeSize.xLarge).accessibilityIdentifier("capped")
        }
    }
}

@Suite("Dynamic Type in SwiftUI: text styles at the text size, the environment's dynamicTypeSize")
@MainActor
struct DynamicTypeTests {
    @Test("At accessibility3 a headline is 40 points (Apple's table), a fixed 17-point font stays 17, the environment says so, a body capped at xLarge is 19; at the default, 17")
    func sizes() throws {
        func fonts(_ size: DynamicTypeSize?) -> [String: CGFloat] {
            var found: [String: CGFloat] = [:]
            let view = size.map { AnyView(TextSizes().dynamicTypeSize($0)) } ?? AnyView(TextSizes())
            _ = view.record(size: CGSize(width: 390, height: 400), duration: 0.1) { clock in
                for name in ["headline", "fixed", "capped"] { found[name] = (clock.view(withIdentifier: name) as? UILabel)?.font.pointSize }
                found[(clock.view(withIdentifier: "reading") as? UILabel)?.text ?? "?"] = 0
            }
            return found
        }
        #expect(fonts(.accessibility3) == ["headline": 40, "fixed": 17, "capped": 19, "accessibility": 0])
        #expect(fonts(nil) == ["headline": 17, "fixed": 17, "capped": 17, "standard": 0])
    }

    @Test("Right to left is laid out, not warned about: the environment reads .rightToLeft inside, Hebrew text draws with no problem")
    func rightToLeft() {
        struct Reader: View {
            @Environment(\.layoutDirection) var direction
            var body: some View { Text(direction == .rightToLeft ? "שלום" : "hello").accessibilityIdentifier("text") }
        }
        var text: String?
        let timeline = Reader().environment(\.layoutDirection, .rightToLeft).record(size: CGSize(width: 200, height: 100), duration: 0.1) { clock in
            clock.wait(0.1)
            text = (clock.view(withIdentifier: "text") as? UILabel)?.text
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(text == "שלום")
    }
}
