import Foundation
import Testing
import FlipbookRender
import FlipbookScene
@testable import FlipbookUIKit

/// A screen as tests here draw it: a 100 × 100 window filled by a red view.
@MainActor
private func redScreen() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.backgroundColor = .white
    let content = UIView(frame: window.bounds)
    content.backgroundColor = .red
    window.addSubview(content)
    window.makeKeyAndVisible()
    return window
}

/// A toast window as libraries make one: 40 points tall at the screen's bottom, blue, with a
/// green chip 10 points in.
@MainActor
private func blueToastWindow(level: UIWindow.Level = .alert) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 60, width: 100, height: 40))
    window.windowLevel = level
    window.backgroundColor = .blue
    let chip = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
    chip.backgroundColor = .green
    window.addSubview(chip)
    return window
}

/// The colour name of a pixel of a frame: red, green, blue or white.
private func colour(_ timeline: Timeline, at time: Double, _ x: Int, _ y: Int) throws -> String {
    let frame = try Renderer(fonts: try FontConfiguration(), scale: 1).render(timeline.presentation(at: time))
    let p = frame.pixel(x: x, y: y)
    switch (p.r > 200, p.g > 200, p.b > 200) {
    case (true, false, false): return "red"
    case (false, true, false): return "green"
    case (false, false, true): return "blue"
    case (true, true, true): return "white"
    default: return "(\(p.r), \(p.g), \(p.b))"
    }
}

@Suite("A recording draws the windows shown in front of the one it records, stacked by level as iOS does", .expectsProblems)
@MainActor
struct WindowStackTests {
    @Test("A toast window at .alert level, shown in set-up with isHidden = false, draws over the recorded window at its screen frame")
    func windowInFrontDrawsFromTheStart() throws {
        let screen = redScreen()
        let toast = blueToastWindow()
        toast.isHidden = false
        let timeline = screen.record(duration: 0.5) { clock in clock.wait(0.5) }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(try colour(timeline, at: 0, 50, 30) == "red", "the recorded window's view")
        #expect(try colour(timeline, at: 0, 80, 80) == "blue", "the toast window's own background, 60 points down")
        #expect(try colour(timeline, at: 0, 20, 75) == "green", "its view, at (10, 10) in the toast window")
        let frame = timeline.presentation(at: 0)
        #expect(frame.layer(withID: "UIView-1") != nil && frame.layer(withID: "window2/UIView-1") != nil,
                "each window restarts the generated names; the second window's clashing ids take its place as a prefix")
        _ = toast
    }

    @Test("A window shown during the recording joins it then; hidden, it hides; shown again, it returns; released, it leaves at the end of that turn")
    func windowShownDuringTheRecording() throws {
        let screen = redScreen()
        var toast: UIWindow?
        weak var released: UIWindow?
        let timeline = screen.record(duration: 1) { clock in
            clock.wait(0.2)
            toast = blueToastWindow()
            toast?.makeKeyAndVisible()
            clock.wait(0.2)
            toast?.isHidden = true
            clock.wait(0.2)
            toast?.isHidden = false
            clock.wait(0.2)
            released = toast
            toast = nil
            clock.wait(0.2)
        }
        #expect(released == nil, "nothing Flipbook holds keeps a window alive")
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(try [0.1, 0.3, 0.5, 0.7, 0.9].map { try colour(timeline, at: $0, 80, 80) } == ["red", "blue", "red", "blue", "red"])
        #expect(try colour(timeline, at: 0.3, 20, 75) == "green")
        #expect(timeline.presentation(at: 0.3).layer(withID: "window2/UIView-1") == nil,
                "a window made while recording continues the names: nothing clashes")
    }

    @Test("Windows of one level stack by when they were shown; a lower level stays behind the recorded window, listed only where it would show through")
    func stackingOrder() throws {
        let behindFirst = blueToastWindow(level: .normal)
        behindFirst.makeKeyAndVisible()
        let screen = redScreen()
        let timeline = screen.record(duration: 0.1) { _ in }
        #expect(timeline.problems.isEmpty, "behind an opaque window nothing shows through: \(timeline.problems)")
        #expect(try colour(timeline, at: 0, 80, 80) == "red")
        #expect(UIApplication.shared.windows.filter { $0 === screen || $0 === behindFirst } == [behindFirst, screen])

        behindFirst.isHidden = true
        behindFirst.isHidden = false
        #expect(UIApplication.shared.windows.filter { $0 === screen || $0 === behindFirst } == [screen, behindFirst],
                "shown again, it comes in front of its level")
        let again = screen.record(duration: 0.1) { _ in }
        #expect(try colour(again, at: 0, 80, 80) == "blue")

        let clear = UIWindow(frame: screen.frame)
        clear.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let statusBarToast = blueToastWindow(level: .statusBar)
        statusBarToast.makeKeyAndVisible()
        let behind = clear.record(duration: 0.1) { _ in }
        #expect(behind.problems.count == 2, "\(behind.problems)")
        #expect(behind.problems.allSatisfy { Timeline.isWarning($0) && $0.contains("is shown behind the recorded one, whose background is nil (clear)") })
        #expect(try colour(behind, at: 0, 80, 80) == "blue", "the status-bar-level window is in front of the clear one")
    }

    @Test("A finger goes to the frontmost window that takes it: a tap on a button under a toast window reaches the toast's button")
    func touchesGoToTheWindowInFront() throws {
        let screen = redScreen()
        var tapped: [String] = []
        let covered = UIButton(frame: CGRect(x: 0, y: 60, width: 100, height: 40))
        covered.addAction(UIAction { _ in tapped.append("covered") }, for: .touchUpInside)
        screen.addSubview(covered)
        let toast = blueToastWindow()
        let toastButton = UIButton(frame: toast.bounds)
        toastButton.addAction(UIAction { _ in tapped.append("toast") }, for: .touchUpInside)
        toast.addSubview(toastButton)
        let timeline = screen.record(duration: 1) { clock in
            clock.tap(covered)
            toast.makeKeyAndVisible()
            clock.tap(covered)
            clock.tap(toastButton, at: CGPoint(x: 90, y: 5))
            toast.isHidden = true
            clock.tap(covered)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(tapped == ["covered", "toast", "toast", "covered"])
    }
}
