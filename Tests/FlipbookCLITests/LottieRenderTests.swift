import Foundation
import Testing
@testable import FlipbookCLI

@Suite("flipbook render --format lottie")
struct LottieRenderTests {
    static let seedNames = ["gauge", "spinner", "tip-label", "new-status-banner", "pull-to-refresh", "arrow-flip",
                            "card-flip", "animation-kinds"]

    @Test("Every seed scene exports a Lottie file the specification's JSON schema accepts")
    func seedScenesValidate() throws {
        let folder = try makeTemporaryFolder("lottie")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for name in Self.seedNames {
            let out = folder.appendingPathComponent("\(name).json").path
            let run = CommandRun("render", RenderCommandTests.scenes.appendingPathComponent("\(name).json").path, "--out", out, "-q")
            #expect(run.exitCode == .success, "\(name): \(run.error)")
            files.append(out)
        }
        let result = try runTool(["python3", testScript("validate_lottie.py")] + files)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.components(separatedBy: ": valid").count == Self.seedNames.count + 1, "\(result.output)")
    }

    @Test("The document: frame rate, frames, size in points, key instants as markers, curves as tangents")
    func document() throws {
        let gauge = RenderCommandTests.scenes.appendingPathComponent("gauge.json").path
        let run = CommandRun("render", gauge, "--format", "lottie", "--out", "-", "--fps", "30")
        #expect(run.exitCode == .success, "\(run.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.bytes)) as? [String: Any])
        #expect(json["fr"] as? Double == 30)
        #expect(json["ip"] as? Double == 0)
        #expect(json["op"] as? Double == 79, "2.6 s at 30 fps: frames 0…78")
        #expect(json["w"] as? Double == 375 && json["h"] as? Double == 200)
        let markers = try #require(json["markers"] as? [[String: Any]])
        #expect(markers.first?["tm"] as? Double == 0 && markers.count >= 5)
        // The needle's legs follow easeInEaseOut: its rotation keyframes carry 0.42,0 / 0.58,1.
        let text = String(decoding: run.bytes, as: UTF8.self)
        #expect(text.contains("\"o\":{\"x\":[0.42],\"y\":[0]},\"i\":{\"x\":[0.58],\"y\":[1]}"))
    }

    @Test("Warnings name what is drawn as pictures; -q silences them")
    func warnings() throws {
        let folder = try makeTemporaryFolder("lottie")
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = RenderCommandTests.scenes.appendingPathComponent("card-flip.json").path
        let out = folder.appendingPathComponent("card.json").path
        let run = CommandRun("render", card, "--out", out, "--fps", "10")
        #expect(run.exitCode == .success)
        #expect(run.error.contains("warning: layer 'stage' is drawn as pictures (a sublayerTransform has no Lottie vector form)"))
        #expect(CommandRun("render", card, "--out", out, "--fps", "10", "-q").error.isEmpty)
    }

    @Test("validate --format lottie names the layers an export would hold as pictures, without drawing")
    func validate() {
        let card = RenderCommandTests.scenes.appendingPathComponent("card-flip.json").path
        let gauge = RenderCommandTests.scenes.appendingPathComponent("gauge.json").path
        let run = CommandRun("validate", card, gauge, "--format", "lottie")
        #expect(run.exitCode == .success)
        #expect(run.error == "flipbook validate: warning: \(card): layer 'stage' is drawn as pictures "
            + "(a sublayerTransform has no Lottie vector form)\n")
        #expect(run.output.contains("card-flip.json: ok, 1 warning") && run.output.contains("gauge.json: ok\n"))
        #expect(CommandRun("validate", card, "--format", "lottie", "--strict").exitCode == .difference)
    }

    @Test("Options a Lottie file has no use for are errors", arguments: [
        (["--from", "1"], "--from does not apply to a Lottie file"),
        (["--loop", "1"], "--loop does not apply to a Lottie file"),
        (["--at", "1"], "--at renders one PNG, but --out"),
        (["--format", "gif"], "--format gif but --out"),
    ])
    func inapplicable(_ extra: [String], _ message: String) throws {
        let gauge = RenderCommandTests.scenes.appendingPathComponent("gauge.json").path
        let run = CommandRun(["render", gauge, "--out", "/tmp/flipbook-never-written.json"] + extra)
        #expect(run.exitCode == .usage)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/flipbook-never-written.json"))
    }
}
