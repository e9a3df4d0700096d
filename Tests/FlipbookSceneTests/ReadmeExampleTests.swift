import Foundation
import Testing
import FlipbookScene
import FlipbookTiming

/// The README's scene file and Swift example, read from the README itself, so they cannot drift
/// from what is tested.
@Suite("README front page")
struct ReadmeFrontPageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fenced block after the HTML comment that starts with `marker`.
    static func block(after marker: String) throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let comment = readme.range(of: marker),
              let open = readme.range(of: "```", range: comment.upperBound..<readme.endIndex),
              let lineEnd = readme.range(of: "\n", range: open.upperBound..<readme.endIndex),
              let close = readme.range(of: "\n```", range: lineEnd.upperBound..<readme.endIndex) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return String(readme[lineEnd.upperBound..<close.lowerBound]) + "\n"
    }

    @Test("The README's scene file decodes and slides the dot halfway (x = 60) at 0.4 s")
    func sceneFile() throws {
        let json = try Self.block(after: "<!-- README scene begins")
        let timeline = try SceneFile.decode(Array(json.utf8), file: "README.md").timeline()
        let x = timeline.value(ofLayer: "dot", at: LayerKeyPath("position.x")!, time: 0.4)?.number ?? .nan
        #expect(abs(x - 60) < 1e-9, "ease-in-ease-out is symmetric: halfway in time is halfway in value")
        #expect(timeline.value(ofLayer: "dot", at: LayerKeyPath("position.x")!, time: 0.9)?.number == 20, "removed: the model")
    }

    @Test("The README's Swift example is the test in ReadmeQuickExample.swift, verbatim")
    func swiftExample() throws {
        let readme = try Self.block(after: "<!-- README example begins")
        let file = try String(contentsOf: Self.root.appendingPathComponent("Tests/FlipbookUIKitTests/ReadmeQuickExample.swift"),
                              encoding: .utf8)
        let marker = "// README example begins\n"
        let tested = file.range(of: marker).map { String(file[$0.upperBound...]) } ?? ""
        #expect(readme == tested)
    }
}
