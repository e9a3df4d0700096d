import Foundation
import Testing
@testable import FlipbookCLI
import FlipbookScene

/// `flipbook validate` on the corpus of broken scenes in `Tests/Corpus/broken-scenes`: each
/// gets exit 2 and the exact message listed in its `expected.tsv` (file, JSON path, what was
/// expected), and nothing is written anywhere.
@Suite("flipbook validate")
struct ValidateCommandTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    /// `file.json` → the message after `file.json: `, with `{dir}` for the corpus folder.
    static func expectations() throws -> [(file: String, message: String)] {
        let folder = corpus.appendingPathComponent("broken-scenes")
        let text = try String(contentsOf: folder.appendingPathComponent("expected.tsv"), encoding: .utf8)
        return text.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1].replacingOccurrences(of: "{dir}", with: folder.path) : "")
        }
    }

    @Test("The corpus holds at least 40 broken scenes, each listed once with its message")
    func corpusIsComplete() throws {
        let folder = Self.corpus.appendingPathComponent("broken-scenes")
        let scenes = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(scenes.count >= 40)
        #expect(try Self.expectations().map(\.file) == scenes)
    }

    @Test("Every broken scene exits 2 with its message, naming the file", arguments: try expectations())
    func brokenScene(_ expectation: (file: String, message: String)) throws {
        let path = Self.corpus.appendingPathComponent("broken-scenes/\(expectation.file)").path
        let before = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.appendingPathComponent("broken-scenes").path)
        let run = CommandRun("validate", path)
        #expect(run.exitCode == .usage)
        #expect(run.error == "flipbook validate: error: \(path): \(expectation.message)\n")
        #expect(run.output.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: Self.corpus.appendingPathComponent("broken-scenes").path) == before)
    }

    @Test("Legal but likely mistakes are warnings: exit 0, or 1 with --strict")
    func warnings() throws {
        let folder = Self.corpus.appendingPathComponent("warning-scenes").path
        let halfTurn = CommandRun("validate", folder + "/warn-half-turn.json")
        #expect(halfTurn.exitCode == .success)
        #expect(halfTurn.output == folder + "/warn-half-turn.json: ok, 1 warning\n")
        #expect(halfTurn.error.contains("animation 'transform' on layer 'arrow' turns a transform by exactly π"))
        #expect(CommandRun("validate", folder + "/warn-half-turn-basic.json", "--strict").exitCode == .difference)
        let chain = CommandRun("validate", folder + "/chain-forever-duration.json", "-q")
        #expect(chain.output.isEmpty)
        #expect(chain.error.contains("is still running when the scene ends at 3 s (it ends at 3.5 s)"))
        #expect(chain.error.contains("1 completion would run after the scene ends at 3 s (the first at 3.5 s)"))
        let gif = CommandRun("validate", folder + "/warn-half-turn.json", "--format", "gif", "--fps", "60")
        #expect(gif.error.contains("a GIF at 60 fps"))
    }

    @Test("The seed scenes are valid and warning-free")
    func seeds() throws {
        let scenes = Self.corpus.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/scenes")
        let paths = try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter { $0.hasSuffix(".json") }
            .map { scenes.appendingPathComponent($0).path }
        let run = CommandRun(["validate", "--strict"] + paths)
        #expect(run.exitCode == .success, "\(run.error)")
        #expect(run.error.isEmpty)
    }
}

@Suite("Limits")
struct LimitTests {
    @Test("Each limit can be raised by its variable; nonsense keeps the default")
    func environment() {
        let limits = SceneLimits(environment: [
            "FLIPBOOK_MAX_DURATION": "7200", "FLIPBOOK_MAX_FRAMES": "5", "FLIPBOOK_MAX_TEXT": "-3",
            "FLIPBOOK_MAX_PIXELS": "abc", "FLIPBOOK_MAX_DEPTH": "1e3", "FLIPBOOK_MAX_IMAGE_PIXELS": "inf",
        ])
        #expect(limits.maximumDuration == 7200)
        #expect(limits.maximumFrames == 5)
        #expect(limits.maximumJSONDepth == 1000)
        #expect(limits.maximumTextLength == SceneLimits().maximumTextLength)
        #expect(limits.maximumCanvasPixels == SceneLimits().maximumCanvasPixels)
        #expect(limits.maximumImagePixels == SceneLimits().maximumImagePixels)
    }

    @Test("A render of more frames than the limit exits 2 before drawing anything")
    func frames() throws {
        let folder = try makeTemporaryFolder("limits")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spinner = ValidateCommandTests.corpus.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Assets/scenes/spinner.json").path
        let run = CommandRun("render", spinner, "--fps", "240", "--speed", "0.001", "--out", folder.path + "/frames")
        #expect(run.exitCode == .usage)
        #expect(run.error.contains("6.5 s at 240 fps and speed 0.001 is 1560001 frames, more than the limit of 100000 "
            + "(raise it with FLIPBOOK_MAX_FRAMES)"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/frames"))
    }
}
