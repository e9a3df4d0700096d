import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
import FlipbookTiming
@testable import FlipbookUIKit

/// Controls that select a value: sliders, segmented controls and page controls, checked on the
/// clock (where their parts are when) and in golden frames.
@Suite("Controls: UISlider, UISegmentedControl and UIPageControl")
@MainActor
struct SelectionControlTests {
    @Test("setValue(animated:) slides the thumb over 0.25 s, the tinted track with it; values are clamped to the range")
    func slider() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 40))
        let slider = UISlider(frame: CGRect(x: 10, y: 5, width: 220, height: 31))
        slider.minimumValue = 0
        slider.maximumValue = 10
        slider.value = 2
        window.addSubview(slider)
        slider.subviews[2].accessibilityIdentifier = "thumb"
        slider.subviews[1].accessibilityIdentifier = "filled"
        let timeline = window.record(duration: 1) { clock in
            slider.setValue(7, animated: true)
            clock.wait(0.5)
            slider.value = 42
        }
        // The thumb's centre runs from 14 to 206 (220 less a 28-point thumb): 2 → 52.4, 7 → 148.4
        // (within a Float value's precision).
        #expect(near(timeline.number("position.x", at: 0, layer: "thumb"), 52.4, 1e-5))
        #expect(near(timeline.number("position.x", at: 0.125, layer: "thumb"), 100.4, 1e-5), "halfway at half time")
        #expect(near(timeline.number("position.x", at: 0.3, layer: "thumb"), 148.4, 1e-5))
        #expect(near(timeline.number("bounds.size.width", at: 0.3, layer: "filled"), 148.4, 1e-5), "tinted up to the thumb")
        #expect(slider.value == 10 && timeline.number("position.x", at: 0.6, layer: "thumb") == 206)
        #expect(slider.intrinsicContentSize.height == 31)
        assertFrames(of: timeline, at: .times([0, 0.3]), scale: 2)
    }

    @Test("A tap on a segment selects it: .valueChanged once, the thumb slides there in 0.25 s, the title turns semibold")
    func segmentedControl() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 280, height: 52))
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 20, y: 10, width: 240, height: 32)
        control.selectedSegmentIndex = 0
        window.addSubview(control)
        control.subviews[0].accessibilityIdentifier = "selection"
        var selections: [Int] = []
        control.addAction(UIAction { _ in selections.append(control.selectedSegmentIndex) }, for: .valueChanged)
        let timeline = window.record(duration: 0.6) { clock in
            clock.tap(control, at: CGPoint(x: 200, y: 16))
            clock.wait(0.1)
            clock.tap(control, at: CGPoint(x: 200, y: 16))
        }
        #expect(selections == [2], "the second tap on the selected segment sends nothing")
        // Three segments of 80 points; the thumb is inset 2: centred at 40, then at 200, moving
        // from the lift at 0.1 s to 0.35 s, halfway at 0.225 s.
        #expect(timeline.number("position.x", at: 0.05, layer: "selection") == 40)
        #expect(near(timeline.number("position.x", at: 0.225, layer: "selection"), 120, 1e-9))
        #expect(timeline.number("position.x", at: 0.4, layer: "selection") == 200)
        #expect(timeline.number("bounds.size.width", at: 0.4, layer: "selection") == 76)
        let month = try #require(control.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Month" })
        let day = try #require(control.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Day" })
        #expect(month.font == .systemFont(ofSize: 13, weight: .semibold) && day.font == .systemFont(ofSize: 13))
        #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 1) == "Week")
        assertFrames(of: timeline, at: .times([0.05, 0.225, 0.4]), scale: 2)
    }

    @Test("Segments: fixed and content widths, insertion keeps the selection, a disabled segment and a momentary control")
    func segments() {
        let control = UISegmentedControl(items: ["A", "Longer title"])
        #expect(control.frame.size == control.intrinsicContentSize, "sized to its segments")
        let equal = control.intrinsicContentSize.width
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize.width < equal, "the short title's segment shrinks")
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "First", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.numberOfSegments == 3)
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.setWidth(50, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 50)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let momentary = UISegmentedControl(items: ["Undo", "Redo"])
        momentary.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        momentary.isMomentary = true
        momentary.setEnabled(false, forSegmentAt: 0)
        window.addSubview(momentary)
        var sent = 0
        momentary.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        _ = window.record(duration: 0.5) { clock in
            clock.tap(momentary, at: CGPoint(x: 50, y: 16))
            clock.tap(momentary, at: CGPoint(x: 150, y: 16))
            clock.tap(momentary, at: CGPoint(x: 150, y: 16))
        }
        #expect(sent == 2, "the disabled segment ignores its tap; a momentary one sends every time")
        #expect(momentary.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("A tap right of the current dot shows the next page, left of it the previous one; colours follow")
    func pageControl() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        window.backgroundColor = .darkGray
        let pages = UIPageControl(frame: window.bounds)
        pages.numberOfPages = 4
        window.addSubview(pages)
        for (index, dot) in pages.subviews.enumerated() { dot.accessibilityIdentifier = "dot\(index)" }
        var shown: [Int] = []
        pages.addAction(UIAction { _ in shown.append(pages.currentPage) }, for: .valueChanged)
        let timeline = window.record(duration: 1) { clock in
            clock.tap(pages, at: CGPoint(x: 100, y: 15))
            clock.wait(0.4)
            clock.tap(pages, at: CGPoint(x: 100, y: 15))
            clock.wait(0.4)
            clock.tap(pages, at: CGPoint(x: 10, y: 15))
        }
        #expect(shown == [1, 2, 1])
        // Dots 16 points apart, centred: 36, 52, 68, 84.
        #expect(timeline.number("position.x", at: 0, layer: "dot0") == 36)
        #expect(timeline.number("position.x", at: 0, layer: "dot3") == 84)
        #expect(timeline.color("backgroundColor", at: 0, layer: "dot0")?.alpha == 1)
        #expect(near(timeline.color("backgroundColor", at: 0, layer: "dot1")?.alpha ?? .nan, 0.3, 1e-9))
        #expect(near(timeline.color("backgroundColor", at: 0.225, layer: "dot1")?.alpha ?? .nan, 0.65, 1e-9), "fading in from the lift at 0.1 s")
        #expect(timeline.color("backgroundColor", at: 0.4, layer: "dot1")?.alpha == 1)
        #expect(pages.size(forNumberOfPages: 4) == CGSize(width: 71, height: 26))
        pages.currentPage = 9
        #expect(pages.currentPage == 3, "kept in range")
        assertFrames(of: timeline, at: .times([0.05, 0.225, 0.4]), scale: 2)
    }
}

@Suite("UIButton background images")
@MainActor
struct ButtonBackgroundImageTests {
    @Test("setBackgroundImage(_:for:) stretches the state's image over the button, behind its title; disabled shows the disabled one")
    func backgroundImages() {
        let normal = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let disabled = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.lightGray.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        button.setTitle("Go", for: .normal)
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(disabled, for: .disabled)
        button.layoutIfNeeded()
        let background = button.subviews.first as? UIImageView
        #expect(background?.image === normal && background?.frame == button.bounds && background?.contentMode == .scaleToFill)
        #expect(button.subviews.firstIndex { $0 === button.titleLabel } ?? 0 > 0, "behind the title")
        button.isEnabled = false
        #expect(button.currentBackgroundImage === disabled && background?.image === disabled)
    }
}
