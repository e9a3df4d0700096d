import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookRender
import FlipbookScene
@testable import FlipbookUIKit

@Suite("UIVisualEffectView: blur and vibrancy")
@MainActor
struct VisualEffectViewTests {
    /// A 200 × 200 window, red on the left half and blue on the right, with a blur over the
    /// middle 100 × 100 points.
    private func screen(_ effect: UIVisualEffect?) -> (UIWindow, UIVisualEffectView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 200))
        blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let blur = UIVisualEffectView(effect: effect)
        blur.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        blur.accessibilityIdentifier = "blur"
        [red, blue, blur].forEach(window.addSubview)
        return (window, blur)
    }

    private func pixel(_ timeline: Timeline, at time: Double, _ x: Int, _ y: Int) throws -> [Double] {
        let frame = try Renderer(fonts: try FontConfiguration(), scale: 1).render(timeline.presentation(at: time))
        let p = frame.pixel(x: x, y: y)
        return [Double(p.r), Double(p.g), Double(p.b)]
    }

    @Test("A light blur mixes the red and blue behind it where they meet, keeps each colour far from the edge, and lays white at 30 % over it")
    func lightBlur() throws {
        let (window, _) = screen(UIBlurEffect(style: .light))
        let timeline = window.record(duration: 0.1) { _ in }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        // Over the seam: half red, half blue, then 70 % of that plus 30 % white.
        let seam = try pixel(timeline, at: 0, 100, 100)
        let expectedSeam = [127.5 * 0.7 + 76.5, 76.5, 127.5 * 0.7 + 76.5]
        #expect(zip(seam, expectedSeam).allSatisfy { abs($0 - $1) <= 8 }, "\(seam)")
        // 40 points (4 standard deviations) from the seam: red, tinted.
        let inside = try pixel(timeline, at: 0, 60, 100)
        #expect(zip(inside, [255, 76.5, 76.5]).allSatisfy { abs($0 - $1) <= 4 }, "\(inside)")
        // Outside the view the seam stays sharp.
        #expect(try pixel(timeline, at: 0, 99, 20) == [255, 0, 0] && pixel(timeline, at: 0, 100, 20) == [0, 0, 255])
    }

    @Test("Setting effect inside UIView.animate blurs in over the animation: half the blur and half the tint half-way")
    func blurAnimatesIn() throws {
        let (window, blur) = screen(nil)
        let timeline = window.record(duration: 1) { _ in
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { blur.effect = UIBlurEffect(style: .dark) }
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(timeline.value(ofLayer: "blur", at: LayerKeyPath("backdropBlur")!, time: 0.5)?.number == 5)
        guard case .color(let tint)? = timeline.value(ofLayer: "blur", at: LayerKeyPath("backgroundColor")!, time: 0.5) else {
            Issue.record("no tint")
            return
        }
        #expect(abs(tint.alpha - 0.365) < 1e-6)
        #expect(try pixel(timeline, at: 0, 60, 100) == [255, 0, 0], "no blur and no tint at the start")
        assertFrames(of: timeline, at: .times([0, 0.5, 1]), scale: 1)
    }

    @Test("Vibrancy draws the content view's subviews at the style's strength (approximate); contentView fills the view")
    func vibrancy() {
        let view = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular), style: .secondaryLabel))
        view.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        view.layoutIfNeeded()
        #expect(abs(view.contentView.alpha - 0.6) < 1e-6 && view.contentView.frame == view.bounds)
        #expect(view.layer.backdropBlur == 0)
    }
}
