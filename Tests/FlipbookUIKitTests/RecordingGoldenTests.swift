import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookRender
import FlipbookScene
import FlipbookUIKit
@testable import UIKitSeeds

/// Golden assertions on recordings of iOS code, as a team would write them (the gauge's are
/// the README example's, below).
@Suite("Goldens of UIKit recordings")
@MainActor
struct RecordingGoldenTests {
    @Test func pullToRefreshSeed() {
        let timeline = SeedRecordings.pullToRefresh().0
        assertFrames(of: timeline, at: .times([0.3, 0.5, 0.7, 1.3, 2.0, 3.4, 4.0]), scale: 1)
    }

    @Test func banner() {
        let timeline = SeedRecordings.banner().0
        assertFrames(of: timeline, at: .times([0.2, 0.7, 1.2, 2.7, 3.3]), scale: 1)
        assertEvents(of: timeline)
    }

    /// A view that draws itself: each reading is drawn at the instant it arrives (inside the
    /// `asyncAfter` callback's run loop turn), not at the next `clock.wait`.
    @Test func speedGauge() throws {
        let (timeline, _) = SeedRecordings.speedGauge()
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let renderer = Renderer(fonts: try FontConfiguration(), scale: 1)
        // The hub is at (110, 118); the dial runs 270° clockwise from 135° (lower left). 120 km/h
        // points at 135° + 162° = 297°, 27° right of straight up: 20 points out along it, where
        // the needle is 4.8 points wide, is (110 + 20 cos 297°, 118 + 20 sin 297°) = (119.1, 100.2).
        // 200 km/h points at 405° = 45°, lower right: (124.1, 132.1).
        func isNeedleRed(_ time: Double, _ x: Int, _ y: Int) throws -> Bool {
            let pixel = try renderer.render(timeline.presentation(at: time)).pixel(x: x, y: y)
            return pixel.r > 200 && pixel.g < 90 && pixel.b < 90
        }
        #expect(try isNeedleRed(0.6, 119, 100) && !isNeedleRed(0.6, 124, 132))
        #expect(try isNeedleRed(0.8, 124, 132) && !isNeedleRed(0.8, 119, 100))
        #expect(try !isNeedleRed(0.74, 124, 132), "200 arrives at 0.75 s, not before")
        assertFrames(of: timeline, at: .times([0.1, 0.3, 0.6, 0.8, 1.1]), scale: 2)
    }

    /// A presentation of its own: the card rises while the dimming fades in, and drops on dismissal.
    @Test func receiptSheet() {
        let (timeline, order) = SeedRecordings.receiptSheet()
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(order.presentedViewController == nil)
        // The card is 216 points tall (45 % of 480): its centre rises from 588 to 372 between
        // the tap's lift at 0.3 s and 0.65 s, and drops back between 1.2 s and 1.45 s.
        #expect(near(timeline.number("position.y", at: 0.3, layer: "receipt"), 588))
        #expect(near(timeline.number("position.y", at: 0.7, layer: "receipt"), 372))
        #expect(near(timeline.number("opacity", at: 0.7, layer: "dimming"), 1))
        assertFrames(of: timeline, at: .times([0.1, 0.4, 0.7, 1.3, 1.5]), scale: 1)
    }
}
