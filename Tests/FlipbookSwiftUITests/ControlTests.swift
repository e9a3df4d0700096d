import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// A settings screen as apps write one: toggles with labels, dividers, a progress bar, a symbol.
struct SettingsScreen: View {
    @State private var wifi = true
    @State private var bluetooth = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("Network", systemImage: "gear").font(.headline)
            Toggle("Wi-Fi", isOn: $wifi).accessibilityIdentifier("wifi")
            Divider()
            Toggle("Bluetooth", isOn: $bluetooth).accessibilityIdentifier("bluetooth")
            Divider()
            ProgressView(value: 0.25).accessibilityIdentifier("progress")
            HStack {
                ProgressView()
                Text(bluetooth ? "Searching…" : "Off").foregroundColor(.secondary).accessibilityIdentifier("state")
            }
        }
        .padding()
    }
}

/// Controls tinted as apps tint them.
struct TintedControls: View {
    @State private var on = true
    @State private var volume = 0.5
    var body: some View {
        VStack(spacing: 16) {
            Button("Save") {}.buttonStyle(.borderedProminent).tint(.green).accessibilityIdentifier("save")
            Button("Cancel") {}.tint(.pink).accessibilityIdentifier("cancel")
            Toggle("Alerts", isOn: $on).tint(.orange).accessibilityIdentifier("switch")
            ProgressView(value: 0.5).tint(.red).accessibilityIdentifier("bar")
            Slider(value: $volume).tint(.purple).accessibilityIdentifier("volume")
        }
        .padding()
    }
}

extension UIView {
    /// The first view inside (depth first) that `matches`.
    func firstSubview(where matches: (UIView) -> Bool) -> UIView? {
        for view in subviews {
            if matches(view) { return view }
            if let found = view.firstSubview(where: matches) { return found }
        }
        return nil
    }
}

@Suite("SwiftUI controls and pictures: Toggle, ProgressView, Divider, Label, Image, aspect ratios, fixed sizes, hidden, zIndex", .expectsProblems)
@MainActor
struct ControlTests {
    @Test("tint(_:) colours the controls inside: a prominent button's fill, a toggle's track when on, a progress bar, a slider's filled track; a borderless button's label")
    func tint() throws {
        var found: [String: UIColor?] = [:]
        let timeline = TintedControls().record(size: CGSize(width: 300, height: 300), duration: 0.1) { clock in
            /// The view named `name`, or the first inside it, of type `T`.
            @MainActor func control<T: UIView>(_ name: String, _ type: T.Type) -> T? {
                guard let view = clock.view(withIdentifier: name) else { return nil }
                return view as? T ?? view.firstSubview(where: { $0 is T }) as? T
            }
            found["fill"] = control("save", UIView.self)?.firstSubview(where: { $0.layer.sublayers?.first is CAShapeLayer })
                .flatMap { ($0.layer.sublayers?.first as? CAShapeLayer)?.fillColor.map(UIColor.init(cgColor:)) }
            found["label"] = control("cancel", UILabel.self)?.textColor
            found["switch"] = control("switch", UISwitch.self)?.onTintColor
            found["bar"] = control("bar", UIProgressView.self)?.progressTintColor
            found["slider"] = control("volume", UISlider.self)?.minimumTrackTintColor
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        func rgba(_ color: UIColor?) -> [CGFloat]? {
            guard let color else { return nil }
            var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
            color.getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b, a]
        }
        let expected: [String: UIColor] = ["fill": .systemGreen, "label": .systemPink, "switch": .systemOrange, "bar": .systemRed, "slider": .systemPurple]
        for (name, colour) in expected {
            #expect(rgba(found[name] ?? nil) == rgba(colour), "\(name): \(String(describing: found[name]))")
        }
        assertFrames(of: timeline, at: .times([0.05]), scale: 2)
    }

    @Test("A toggle takes the width offered with the switch at the trailing edge; a tap on the switch flips its binding at the lift")
    func toggle() throws {
        var shown: String?
        let timeline = SettingsScreen().record(size: CGSize(width: 390, height: 400), duration: 0.6) { clock in
            let toggle = try! #require(clock.view(withIdentifier: "bluetooth"))
            #expect(toggle.bounds.size == CGSize(width: 390 - 32, height: 31))
            let control = try! #require(toggle.subviews.compactMap { $0 as? UISwitch }.first)
            #expect(control.frame == CGRect(x: 358 - 51, y: 0, width: 51, height: 31) && !control.isOn)
            clock.tap(control)
            clock.wait(0.3)
            shown = (clock.view(withIdentifier: "state") as? UILabel)?.text
            #expect(control.isOn)
        }
        #expect(timeline.problems.allSatisfy { $0.hasPrefix("warning:") }, "\(timeline.problems)")
        #expect(shown == "Searching…")
        assertFrames(of: timeline, at: .times([0, 0.5]), scale: 2)
    }

    @Test("A divider is a pixel across a vertical stack; a progress bar is 4 points and as wide as offered")
    func dividerAndProgress() throws {
        let (_, frame) = hosted(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Divider().accessibilityIdentifier("divider")
            ProgressView(value: 3, total: 4).accessibilityIdentifier("bar")
        }.frame(width: 200))
        let divider = try #require(frame("divider")), bar = try #require(frame("bar"))
        #expect(divider.width == 200 && divider.height == 1 / UIScreen.main.scale)
        #expect(bar.width == 200 && bar.height == 4)
    }

    @Test("A resizable image fits a 2:1 room by aspectRatio; fixedSize gives text its one-line width in a narrow frame; a hidden view keeps its room")
    func aspectFixedHidden() throws {
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        let (_, frame) = hosted(VStack(spacing: 0) {
            Image(uiImage: picture).resizable().aspectRatio(contentMode: .fit).frame(width: 100, height: 100).accessibilityIdentifier("fit")
            Image(uiImage: picture).accessibilityIdentifier("natural")
            Text("A long line of text").fixedSize().frame(width: 20).accessibilityIdentifier("fixed")
            Color.red.frame(width: 30, height: 30).hidden().accessibilityIdentifier("hidden")
        })
        // 2:1 in 100 × 100: 100 × 50, centred in the frame.
        let fit = try #require(frame("fit"))
        #expect(fit.size == CGSize(width: 100, height: 100))
        let (window, _) = hosted(Image(uiImage: picture).resizable().aspectRatio(contentMode: .fit).frame(width: 100, height: 100))
        let imageView = try #require(allViews(window).compactMap { $0 as? UIImageView }.first)
        #expect(imageView.bounds.size == CGSize(width: 100, height: 50))
        #expect(try #require(frame("natural")).size == CGSize(width: 40, height: 20))
        let label = UILabel()
        label.text = "A long line of text"
        label.font = .preferredFont(forTextStyle: .body)
        let fixed = try #require(frame("fixed"))
        let line = label.sizeThatFits(.zero)
        #expect(fixed.width == 20 && fixed.height == line.height, "the frame stays 20 wide; the text inside is one line")
        #expect(try #require(frame("hidden")).size == CGSize(width: 30, height: 30))
    }

    @Test("zIndex draws a view in front of later siblings in a ZStack")
    func zIndex() throws {
        let (window, _) = hosted(ZStack {
            Color.red.frame(width: 50, height: 50).zIndex(1).accessibilityIdentifier("front")
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("back")
        })
        let front = try #require(view("front", in: window)), back = try #require(view("back", in: window))
        let siblings = try #require(front.superview?.subviews)
        #expect(siblings.firstIndex(of: back)! < siblings.firstIndex(of: front)!)
    }

    @Test("A symbol image is drawn at the body font's symbol size in the foreground colour, with UIKit's symbol warning")
    func symbol() throws {
        var size = CGSize.zero
        let timeline = Image(systemName: "heart.fill").foregroundColor(.red).accessibilityIdentifier("heart")
            .record(size: CGSize(width: 100, height: 100), duration: 0.1) { clock in
                size = clock.view(withIdentifier: "heart")?.bounds.size ?? .zero
            }
        let expected = try #require(UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(font: .preferredFont(forTextStyle: .body)))).size
        #expect(size == expected)
        #expect(timeline.problems.contains { $0.contains("heart.fill") })
    }
}

/// A guest count from 1 to 3.
struct GuestCount: View {
    @State private var guests = 2
    var body: some View {
        Stepper("Guests: \(guests)", value: $guests, in: 1...3).accessibilityIdentifier("guests").padding()
    }
}

@Suite("Stepper: a label and UIKit's minus-and-plus control, stepping a value within its bounds", .expectsProblems)
@MainActor
struct StepperTests {
    @Test("Taps on + and − step the guests from 2 to 3 (the top: + dims, another tap does nothing) and down to 1")
    func steps() throws {
        var titles: [String] = []
        let timeline = GuestCount().record(size: CGSize(width: 320, height: 80), duration: 1.4) { clock in
            let row = try! #require(clock.view(withIdentifier: "guests"))
            let stepper = try! #require(row.firstSubview(where: { $0 is UIStepper }) as? UIStepper)
            #expect(stepper.bounds.size == CGSize(width: 94, height: 32))
            @MainActor func title() -> String { (row.firstSubview(where: { $0 is UILabel && ($0 as! UILabel).text?.hasPrefix("Guests") == true }) as? UILabel)?.text ?? "?" }
            titles.append(title())
            for x in [70.0, 70, 20, 20] {  // +, + (at the top), −, −
                clock.tap(stepper, at: CGPoint(x: x, y: 16))
                clock.wait(0.2)
                titles.append(title())
            }
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(titles == ["Guests: 2", "Guests: 3", "Guests: 3", "Guests: 2", "Guests: 1"], "\(titles)")
        assertFrames(of: timeline, at: .times([0.05, 0.35]), scale: 2)
    }

    @Test("A finger held on + for a second steps once, and the recording says iOS would repeat")
    func heldFinger() throws {
        var titles: [String] = []
        let timeline = GuestCount().record(size: CGSize(width: 320, height: 80), duration: 1.5) { clock in
            let row = try! #require(clock.view(withIdentifier: "guests"))
            let stepper = try! #require(row.firstSubview(where: { $0 is UIStepper }) as? UIStepper)
            clock.tap(stepper, at: CGPoint(x: 70, y: 16), duration: 1)
            clock.wait(0.2)
            titles.append((row.firstSubview(where: { ($0 as? UILabel)?.text?.hasPrefix("Guests") == true }) as? UILabel)?.text ?? "?")
        }
        #expect(titles == ["Guests: 3"])
        #expect(timeline.problems.contains { $0.hasPrefix("warning:") && $0.contains("UIStepper") && $0.contains("autorepeat") }, "\(timeline.problems)")
    }
}
