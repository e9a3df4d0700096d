import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene

/// The project's own golden suite: each seed scene's frames at its key instants (1x, to keep
/// the repository small), the values of every animated key path, and its event log.
/// Goldens are in `__Goldens__/<test>/`; FLIPBOOK_RECORD=missing records new ones.
@Suite("Seed goldens")
struct SeedGoldenTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/scenes")

    func scene(_ name: String) throws -> Scene {
        try SceneFile.load(path: Self.scenes.appendingPathComponent("\(name).json").path)
    }

    func check(_ name: String, filePath: String = #filePath, function: String = #function) throws {
        let scene = try scene(name)
        assertFrames(of: scene, scale: 1, filePath: filePath, function: function)
        assertValues(of: scene, filePath: filePath, function: function)
        assertEvents(of: scene, filePath: filePath, function: function)
    }

    @Test func spinner() throws { try check("spinner") }
    @Test func arrowFlip() throws { try check("arrow-flip") }
    // docs/golden-tests.md's example, verbatim (the path is the package's root, where `swift test` runs).
    @Test func gauge() throws {
        let scene = try SceneFile.load(path: "Assets/scenes/gauge.json")   // or a Scene built in Swift
        assertFrames(of: scene, scale: 1)                                   // PNGs at the key instants, 1x
        assertValues(of: scene)                                             // every animated key path
        assertEvents(of: scene)                                             // completions, states, …
    }

    @Test func tipLabel() throws { try check("tip-label") }
    @Test func newStatusBanner() throws { try check("new-status-banner") }
    @Test func pullToRefresh() throws { try check("pull-to-refresh") }
    @Test func cardFlip() throws { try check("card-flip") }
}
