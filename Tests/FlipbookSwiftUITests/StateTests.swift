import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI
@testable import SwiftUIScreens

@Suite("SwiftUI state: @State and Binding change the screen at the instant they change, in a recording")
@MainActor
struct StateTests {
    @Test("Each tap adds one: the text, the bar's width and the badge follow at the tap's lift; state survives updates")
    func counter() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        window.rootViewController = UIHostingController(rootView: Counter())
        window.makeKeyAndVisible()
        var texts: [String?] = []
        let timeline = window.record(duration: 1.5) { clock in
            for _ in 0..<3 {
                clock.wait(0.2)
                let button = try! #require(view("add", in: window))
                clock.tap(button)
                // The update runs at the layout pass that follows the change, at the same instant.
                clock.wait(0.01)
                texts.append((view("count", in: window) as? UILabel)?.text)
            }
            clock.wait(0.5)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(texts == ["Taps: 1", "Taps: 2", "Taps: 3"])
        // Taps lift at 0.3, 0.61 and 0.92 s; the bar is 10 + 40 × count wide from then.
        let width = { (time: Double) in timeline.value(ofLayer: "bar", at: LayerKeyPath("bounds.size.width")!, time: time)?.number }
        #expect(width(0.25) == 10 && width(0.3) == 50 && width(0.61) == 90 && width(0.92) == 130)
        #expect(view("badge", in: window) != nil)
        assertFrames(of: timeline, at: .times([0.25, 1.4]), scale: 2)
    }

    @Test("A child changes its parent's state through a Binding")
    func binding() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = UIHostingController(rootView: Parent())
        window.makeKeyAndVisible()
        let timeline = window.record(duration: 0.5) { clock in
            clock.tap(try! #require(view("switch", in: window)))
            clock.wait(0.2)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let width = { (time: Double) in timeline.value(ofLayer: "lamp", at: LayerKeyPath("bounds.size.width")!, time: time)?.number }
        #expect(width(0) == 20 && width(0.2) == 100)
        #expect(((view("switch", in: window)?.subviews.first) as? UILabel)?.text == "Off")
    }
}
