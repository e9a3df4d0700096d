import Foundation
import Testing
import FlipbookGoldenTesting
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
}
