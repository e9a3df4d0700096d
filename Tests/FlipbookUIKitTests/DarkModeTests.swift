import Foundation
import Testing
import FlipbookRender
import FlipbookScene
@testable import FlipbookUIKit

/// A view that draws a square in `.label` and notes the trait changes it hears.
@MainActor
private final class Swatch: UIView {
    var heard: [UIUserInterfaceStyle] = []
    override func draw(_ rect: CGRect) {
        UIColor.label.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        heard.append(traitCollection.userInterfaceStyle)
    }
}

@Suite("Dark mode: dynamic colours resolved with each view's traits; overrideUserInterfaceStyle records a screen dark")
@MainActor
struct DarkModeTests {
    @Test("Semantic colours have Apple's light and dark values; a dynamic colour resolves with the traits given, or current")
    func dynamicColours() {
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        func rgba(_ color: UIColor) -> [Int] {
            var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
            color.getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b].map { Int(($0 * 255).rounded()) } + [Int((a * 100).rounded())]
        }
        #expect(rgba(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0, 100])
        #expect(rgba(UIColor.label.resolvedColor(with: dark)) == [255, 255, 255, 100])
        #expect(rgba(UIColor.secondaryLabel.resolvedColor(with: dark)) == [235, 235, 245, 60])
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: dark)) == [10, 132, 255, 100] && rgba(UIColor.systemBlue.resolvedColor(with: light)) == [0, 122, 255, 100])
        #expect(rgba(UIColor.separator.resolvedColor(with: dark)) == [84, 84, 88, 60])
        let brand = UIColor { $0.userInterfaceStyle == .dark ? .orange : .purple }
        #expect(rgba(brand) == rgba(.purple), "light unless said: the app's traits are light")
        dark.performAsCurrent { #expect(UIColor(cgColor: brand.cgColor) == .orange) }
        #expect(rgba(brand.withAlphaComponent(0.5).resolvedColor(with: dark)) == [255, 128, 0, 50], "still dynamic with another alpha")
        #expect(UITraitCollection.current.userInterfaceStyle == .light && UITraitCollection.current.horizontalSizeClass == .compact)
    }

    @Test("A window overriding its appearance to dark draws its views dark: backgrounds, label text and drawing; switching back mid-recording redraws them")
    func darkWindow() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        let root = UIView(frame: window.bounds)
        root.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 0, width: 40, height: 40))
        label.text = "■■"
        label.font = .boldSystemFont(ofSize: 30)
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(label)
        root.addSubview(swatch)
        window.addSubview(root)
        window.overrideUserInterfaceStyle = .dark
        #expect(root.traitCollection.userInterfaceStyle == .dark && swatch.heard == [.dark])
        #expect(root.backgroundColor === UIColor.systemBackground || root.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black,
                "the dynamic colour set is what the view gives back")
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.5)
            window.overrideUserInterfaceStyle = .unspecified
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let renderer = Renderer(fonts: try FontConfiguration(), scale: 1)
        let dark = try renderer.render(timeline.presentation(at: 0.25)), light = try renderer.render(timeline.presentation(at: 0.75))
        #expect(dark.pixel(x: 15, y: 35).r < 20, "a black background")
        #expect(dark.pixel(x: 5, y: 5).r > 235, "drawn in .label: white")
        #expect((20..<60).contains { x in (0..<40).contains { y in dark.pixel(x: x, y: y).r > 235 } }, "white label text")
        #expect(light.pixel(x: 15, y: 35).r > 235 && light.pixel(x: 5, y: 5).r < 20, "light again from 0.5 s")
        #expect(swatch.heard == [.dark, .light])
    }

    @Test("A view controller's override applies to its view's subtree")
    func controllerOverride() {
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .dark
        let child = UIView()
        controller.view.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle == .dark && controller.traitCollection.userInterfaceStyle == .dark)
        controller.overrideUserInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light)
    }
}

@Suite("Dynamic Type: a screen built at another text size uses Apple's sizes for each text style")
@MainActor
struct DynamicTypeTests {
    @Test("preferredFont(forTextStyle:) follows the text size set on UITraitCollection.current, as Apple's table gives it; UIFontMetrics scales with it; a recording's end sets it back")
    func textSizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17 && UIApplication.shared.preferredContentSizeCategory == .large)
        UITraitCollection.current = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 20)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize == 31)
        #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 17) == 28)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 34)).pointSize == 56)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel()
        window.addSubview(label)
        #expect(label.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        _ = window.record(duration: 0) { _ in }
        #expect(UITraitCollection.current.preferredContentSizeCategory == .large, "set back when the recording ended")
    }
}
