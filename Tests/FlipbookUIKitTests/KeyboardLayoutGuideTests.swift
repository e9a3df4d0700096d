import Foundation
import Testing
import UIKit

@Suite("The keyboard layout guide", .expectsProblems)
@MainActor
struct KeyboardLayoutGuideTests {
    /// A 390 × 844 window with a 40-point field pinned 8 points above the keyboard guide.
    func screen() -> (UIWindow, UIView, UITextField) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let field = UITextField()
        field.accessibilityIdentifier = "field"
        field.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 40),
            field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        return (window, root, field)
    }

    @Test("A keyboard a finished recording left up is not the next recording's: its guide rests at the bottom")
    func keyboardDoesNotLeakAcrossRecordings() {
        let (first, _, earlier) = screen()
        _ = first.record(duration: 0.5) { clock in
            earlier.becomeFirstResponder()
            clock.wait(0.5)
        }
        let (window, _, _) = screen()
        let timeline = window.record(duration: 0.5) { clock in clock.wait(0.5) }
        let centre = timeline.value(ofLayer: "field", at: LayerKeyPath("position.y")!, time: 0.25)?.number
        #expect(centre == 816, "the earlier field (still alive) kept its keyboard in its own recording")
        withExtendedLifetime(earlier) {}
    }

    @Test("Content pinned to the guide rests at the bottom, rides up with the keyboard over 0.25 s, and comes back down when it goes")
    func fieldRidesTheKeyboard() {
        let (window, root, field) = screen()
        func centreY(_ timeline: Timeline, _ time: Double) -> Double {
            timeline.value(ofLayer: "field", at: LayerKeyPath("position.y")!, time: time)?.number ?? .nan
        }
        let timeline = window.record(duration: 2) { clock in
            clock.wait(0.5)
            field.becomeFirstResponder()
            clock.wait(1)
            field.resignFirstResponder()
        }
        // Resting: 844 − 8 − 20. Up: the keyboard's 336 points above that.
        #expect(centreY(timeline, 0.4) == 816)
        #expect(centreY(timeline, 0.625) == 648)
        #expect(centreY(timeline, 0.75) == 480)
        #expect(centreY(timeline, 1.4) == 480)
        #expect(centreY(timeline, 1.75) == 816)
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
        #expect(root.keyboardLayoutGuide.usesBottomSafeArea)
    }

    @Test("With the keyboard down the guide's top is the safe area's bottom, or the view's with usesBottomSafeArea false")
    func restingOnTheSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        window.rootViewController = controller
        let guide = controller.view.keyboardLayoutGuide
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: guide.leadingAnchor), bar.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: guide.topAnchor), bar.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(bar.frame == CGRect(x: 0, y: 760, width: 390, height: 50))
        guide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
    }
}
