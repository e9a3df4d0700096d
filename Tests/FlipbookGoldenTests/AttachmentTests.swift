import Foundation
import Testing
import FlipbookGolden
import FlipbookRender
import FlipbookScene

/// The Swift Testing adapter attaches to a failing test what a person needs to judge it.
@Suite("Golden attachments")
final class AttachmentTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-attach-\(UUID().uuidString)").path

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.removeItem(atPath: folder + "-artifacts")
    }

    func box(_ x: Double) throws -> Timeline {
        try SceneFile.decode(Array("""
            {"flipbook": 1, "name": "box", "canvas": {"width": 40, "height": 20}, "duration": 1,
             "layers": [{"id": "box", "frame": [\(x), 5, 10, 10], "backgroundColor": "#007AFF"}],
             "timeline": [{"at": 0.5, "layer": "box", "set": {"opacity": 0.5}}]}
            """.utf8), file: "box.json").timeline()
    }

    @Test("A differing frame attaches expected, actual, diff and the strip; differing values and events attach both texts")
    func attachments() throws {
        let fonts = try FontConfiguration()
        let store = GoldenStore(directory: folder, record: .missing, artifacts: folder + "-artifacts")
        let checks = GoldenChecks(store: store, fonts: fonts)
        _ = checks.frames(of: try box(5), at: .times([0]))
        _ = checks.values(of: try box(5), keys: ["box.position.x"], at: .times([0]))
        let never = GoldenChecks(store: GoldenStore(directory: folder, record: .never, artifacts: folder + "-artifacts"), fonts: fonts)
        let frames = never.frames(of: try box(15), at: .times([0]))
        let names = never.attachments(for: frames, part: "frames", test: "moved()").map(\.name)
        #expect(names == ["box@0.000000s.expected.png", "box@0.000000s.actual.png", "box@0.000000s.diff.png", "moved.strip.png"])
        let values = never.values(of: try box(15), keys: ["box.position.x"], at: .times([0]))
        let files = never.attachments(for: values, part: "values", test: "moved()")
        #expect(files.map(\.name) == ["values.actual.csv", "values.csv"])
        #expect(String(decoding: files[0].bytes, as: UTF8.self) == "t,box.position.x\n0.000000,20.000000\n")
        #expect(never.attachments(for: never.frames(of: try box(5), at: .times([0])), part: "frames", test: "same()").isEmpty,
                "a match attaches nothing")
    }
}
