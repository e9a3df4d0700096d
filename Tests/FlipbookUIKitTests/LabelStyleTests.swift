import Foundation
import Testing
import FlipbookRender
import FlipbookScene
@testable import FlipbookUIKit

/// A view that draws its layer itself, as a layer delegate, without `draw(_:)`.
@MainActor
private final class LayerDrawingView: UIView {
    override func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(UIColor.green.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

/// A label whose tint is its subview's, as MarqueeLabel's is.
@MainActor
private final class TintForwardingLabel: UILabel {
    let inner = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(inner)
    }
    required init?(coder: NSCoder) { nil }
    override var tintColor: UIColor! {
        get { inner.tintColor }
        set { inner.tintColor = newValue }
    }
}

/// The centre of the pixels of a frame that match `test`, and how many there are.
private func centroid(_ frame: Frame, where test: (UInt8, UInt8, UInt8) -> Bool) -> (x: Double, y: Double, count: Int) {
    var sx = 0.0, sy = 0.0, count = 0
    for y in 0..<frame.height {
        for x in 0..<frame.width {
            let p = frame.pixel(x: x, y: y)
            if p.a > 200, test(p.r, p.g, p.b) { sx += Double(x); sy += Double(y); count += 1 }
        }
    }
    return count == 0 ? (0, 0, 0) : (sx / Double(count), sy / Double(count), count)
}

@Suite("UILabel's text styles: shadow, enabled and highlighted; layer-delegate drawing")
@MainActor
struct LabelStyleTests {
    private func render(_ label: UILabel) throws -> Frame {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        window.backgroundColor = .white
        window.addSubview(label)
        let timeline = window.record(duration: 0.1) { _ in }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        return try Renderer(fonts: try FontConfiguration(), scale: 1).render(timeline.presentation(at: 0))
    }

    private func blackLabel() -> UILabel {
        let label = UILabel(frame: CGRect(x: 10, y: 5, width: 100, height: 30))
        label.font = .boldSystemFont(ofSize: 24)
        label.textColor = .black
        label.text = "HIH"
        return label
    }

    @Test("shadowColor draws the text's shadow at shadowOffset (positive heights down), under the text")
    func textShadow() throws {
        let label = blackLabel()
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1), "Apple's defaults: no shadow, one point above")
        label.shadowColor = .red
        label.shadowOffset = CGSize(width: 3, height: 4)
        let frame = try render(label)
        let text = centroid(frame) { r, g, b in r < 60 && g < 60 && b < 60 }
        let shadow = centroid(frame) { r, g, b in r > 200 && g < 60 && b < 60 }
        #expect(text.count > 50 && shadow.count > 20)
        // The shadow shows only where the text does not cover it, so its centre lies past 3, 4.
        #expect(shadow.x - text.x > 2 && shadow.y - text.y > 2.5, "\(text) \(shadow)")
        label.shadowColor = nil
        let plain = try render(label)
        #expect(centroid(plain) { r, g, b in r > 200 && g < 60 && b < 60 }.count == 0, "no shadow once cleared")
        #expect(abs(centroid(plain) { r, g, b in r < 60 && g < 60 && b < 60 }.count - text.count) < text.count / 10, "the text back on its layer, the same")
    }

    @Test("A disabled label dims its text to half its colour's alpha; a highlighted one draws in highlightedTextColor")
    func enabledAndHighlighted() throws {
        let label = blackLabel()
        label.isEnabled = false
        let dimmed = try render(label)
        #expect(centroid(dimmed) { r, g, b in r < 60 && g < 60 && b < 60 }.count == 0)
        #expect(centroid(dimmed) { r, g, b in (100...160).contains(r) && r == g && g == b }.count > 20, "black at half alpha over white: mid grey")
        label.isEnabled = true
        label.isHighlighted = true
        #expect(centroid(try render(label)) { r, g, b in r < 60 && g < 60 && b < 60 }.count > 50, "no highlighted colour: highlighting changes nothing")
        label.highlightedTextColor = .blue
        #expect(centroid(try render(label)) { r, g, b in b > 200 && r < 60 && g < 60 }.count > 50)
    }

    @Test("A view overriding the layer delegate's draw(_:in:) draws with it; the default calls draw(_:)")
    func layerDelegateDrawing() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.backgroundColor = .white
        window.addSubview(LayerDrawingView(frame: window.bounds))
        let timeline = window.record(duration: 0.1) { _ in }
        let frame = try Renderer(fonts: try FontConfiguration(), scale: 1).render(timeline.presentation(at: 0))
        #expect(frame.pixel(x: 5, y: 5).g > 200 && frame.pixel(x: 5, y: 5).r < 60)
        #expect(frame.pixel(x: 15, y: 15).r > 200, "white beyond the 10-point square")
    }

    @Test("tintColor inherits without asking overrides, so a view whose tint is its subview's does not loop")
    func tintForwarding() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.tintColor = .red
        let label = TintForwardingLabel(frame: window.bounds)
        window.addSubview(label)
        #expect(label.tintColor == .red)
        label.tintColor = .green
        #expect(label.tintColor == .green && label.inner.tintColor == .green)
    }

    @Test("Content size categories order from extra small to the accessibility sizes; a recording's is .large")
    func contentSizeCategories() {
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UITraitCollection.current.preferredContentSizeCategory == .large)
        let label = UILabel()
        label.maximumContentSizeCategory = .extraExtraLarge
        #expect(label.appliedContentSizeCategoryLimitsDescription.contains("UICTContentSizeCategoryXXL"))
    }
}

@Suite("Monospaced fonts")
@MainActor
struct MonospacedFontTests {
    @Test("monospacedDigitSystemFont draws every digit one width (tabular figures); monospacedSystemFont every character")
    func digitsOfOneWidth() {
        func width(_ text: String, _ font: UIFont) -> CGFloat { NSAttributedString(string: text, attributes: [.font: font]).size().width }
        let proportional = UIFont.systemFont(ofSize: 20), tabular = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .regular)
        #expect(width("1111", proportional) < width("0000", proportional), "the system font's 1 is narrower than its 0")
        #expect(width("1111", tabular) == width("0000", tabular) && width("0123", tabular) == width("9876", tabular), "tabular figures: one width")
        let mono = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
        #expect(width("iiii", mono) == width("MMMM", mono))
    }
}
