import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookUIKit

@Suite("View transitions and CATransition")
@MainActor
struct TransitionTests {
    /// A 100 × 100 container at (10, 10) holding a red square that fills it.
    func stage() -> (UIWindow, UIView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        window.backgroundColor = .white
        let container = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        container.accessibilityIdentifier = "container"
        let red = UIView(frame: container.bounds)
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        container.addSubview(red)
        window.addSubview(container)
        return (window, container, red)
    }

    func blueView() -> UIView {
        let blue = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        return blue
    }

    func frame(_ timeline: Timeline, at time: Double) throws -> RGBAImage {
        let renderer = Flipbook.renderer(for: timeline, options: RenderOptions(scale: 1), fonts: try FontConfiguration())
        return try renderer.renderRGBA(timeline.presentation(at: time))
    }

    @Test("transition(with:) cross-dissolves: halfway is half red, half blue; the completion runs at the end")
    func transitionCrossDissolve() throws {
        let (window, container, red) = stage()
        var completed: [Double] = []
        let timeline = window.record(duration: 1.5) { clock in
            clock.wait(0.2)
            UIView.transition(with: container, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
                red.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            }, completion: { _ in completed.append(CACurrentMediaTime()) })
        }
        #expect(timeline.problems.isEmpty)
        let half = try frame(timeline, at: 0.7).pixel(x: 60, y: 60)
        #expect(abs(Int(half.r) - 128) <= 1 && half.g == 0 && abs(Int(half.b) - 128) <= 1 && half.a == 255, "\(half)")
        #expect(try frame(timeline, at: 0.1).pixel(x: 60, y: 60).r == 255)
        #expect(try frame(timeline, at: 1.3).pixel(x: 60, y: 60).b == 255)
        #expect(completed.count == 1 && abs(completed[0] - 1.2) < 1e-6)
        assertFrames(of: timeline, at: .times([0.45, 0.7, 0.95]), scale: 1)
    }

    @Test("CATransition push, moveIn and reveal from the right: a quarter of the way, the edge is 25 pt in", arguments: [
        (CATransitionType.push, 85, 85), (.moveIn, 110, 85), (.reveal, 85, 110),
    ])
    func slides(type: CATransitionType, oldEnd: Int, newStart: Int) throws {
        let (window, container, red) = stage()
        let timeline = window.record(duration: 1) { _ in
            let transition = CATransition()
            transition.type = type
            transition.subtype = .fromRight
            transition.duration = 1
            transition.timingFunction = CAMediaTimingFunction(name: .linear)
            container.layer.add(transition, forKey: kCATransition)
            red.removeFromSuperview()
            container.addSubview(blueView())
        }
        let image = try frame(timeline, at: 0.25)
        // In window x: the container spans 10…110. Old (red) pixels end at `oldEnd`; new (blue)
        // pixels start at `newStart` (110: the new look is not there yet / is under the old one).
        for x in stride(from: 12, to: 108, by: 6) {
            let pixel = image.pixel(x: x, y: 60)
            if type == .push || type == .reveal {
                #expect((x < oldEnd) == (pixel.r == 255), "\(type.rawValue) x=\(x): \(pixel)")
            }
            if type == .push || type == .moveIn {
                #expect((x >= newStart) == (pixel.b == 255), "\(type.rawValue) x=\(x): \(pixel)")
            }
        }
    }

    @Test("A flip turns the view over its centre line, drawn flat: at 45° the face is 100 × cos 45° wide")
    func transitionFlip() throws {
        let (window, container, red) = stage()
        let timeline = window.record(duration: 1.5) { _ in
            UIView.transition(from: red, to: blueView(), duration: 1, options: [.transitionFlipFromLeft, .curveLinear])
        }
        #expect(timeline.problems.isEmpty && container.subviews.count == 1)
        let half = 50 * cos(Double.pi / 4)  // 35.36: half the face's width at a quarter of the way
        for (time, color) in [(0.25, "red"), (0.75, "blue")] {
            let image = try frame(timeline, at: time)
            for x in stride(from: 12, to: 110, by: 4) {
                let pixel = image.pixel(x: x, y: 60)
                let inside = abs(Double(x) + 0.5 - 60) < half - 1, outside = abs(Double(x) + 0.5 - 60) > half + 1
                let painted = color == "red" ? pixel.r == 255 && pixel.b == 0 : pixel.b == 255 && pixel.r == 0
                if inside { #expect(painted, "\(color) at x=\(x), t=\(time): \(pixel)") }
                if outside { #expect(pixel.r == 255 && pixel.g == 255 && pixel.b == 255, "background at x=\(x), t=\(time)") }
            }
        }
        #expect(try frame(timeline, at: 1.2).pixel(x: 60, y: 60).b == 255)
        assertFrames(of: timeline, at: .times([0.25, 0.75]), scale: 1)
    }

    @Test("A curl has no flat form: drawn as a cross-dissolve and listed as a problem, never dropped silently", .expectsProblems)
    func curlIsReported() {
        let (window, container, _) = stage()
        let timeline = window.record(duration: 1) { _ in
            UIView.transition(from: container.subviews[0], to: blueView(), duration: 0.5, options: .transitionCurlUp)
        }
        #expect(timeline.problems.contains { $0.contains("curl") })
        #expect(container.subviews.count == 1)
    }
}
