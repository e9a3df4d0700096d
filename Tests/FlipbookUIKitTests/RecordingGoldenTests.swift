import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
import FlipbookUIKit

/// Golden assertions on recordings of iOS code, as a team would write them: the gauge's frames
/// at its key instants, every animated value and the event log.
@Suite("Goldens of UIKit recordings")
@MainActor
struct RecordingGoldenTests {
    @Test func gauge() {
        let timeline = SeedRecordings.gauge()
        assertFrames(of: timeline, scale: 1)
        assertValues(of: timeline)
        assertEvents(of: timeline)
    }

    @Test func banner() {
        let timeline = SeedRecordings.banner().0
        assertFrames(of: timeline, at: .times([0.2, 0.7, 1.2, 2.7, 3.3]), scale: 1)
        assertEvents(of: timeline)
    }
}
