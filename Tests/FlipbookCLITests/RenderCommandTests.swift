import FlipbookPNG
import Foundation
import Testing
@testable import FlipbookCLI

@Suite("flipbook render")
struct RenderCommandTests {
    static let scenes = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/scenes")

    func temporaryDirectory() throws -> URL { try makeTemporaryFolder("render") }

    @Test("A sequence: frames numbered by index, the last at the end, a manifest, old frames removed")
    func sequence() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("stale".utf8).write(to: folder.appendingPathComponent("frame-09999.png"))
        let spinner = Self.scenes.appendingPathComponent("spinner.json").path
        let run = CommandRun("render", spinner, "--out", folder.path, "--fps", "2", "--scale", "1")
        #expect(run.exitCode == .success, "stderr: \(run.error)")
        #expect(run.error.isEmpty && run.output.isEmpty, "quiet on success when stderr is not a terminal")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count == 15, "frames 0…13 at 0, 0.5, … 6.5 s and frames.json")
        #expect(!files.contains("frame-09999.png"))
        let manifest = try String(contentsOf: folder.appendingPathComponent("frames.json"), encoding: .utf8)
        #expect(manifest.contains("\"scene\": \"spinner\""))
        #expect(manifest.contains("\"width\": 120,\n  \"height\": 120"))
        #expect(manifest.contains("{\"index\": 13, \"t\": 6.5, \"file\": \"frame-00013.png\"}"))
        let partial = CommandRun("render", spinner, "--out", folder.path, "--fps", "2", "--scale", "1", "--from", "5", "--to", "6")
        #expect(partial.exitCode == .success)
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("frame-") }.sorted()
        #expect(kept == ["frame-00010.png", "frame-00011.png", "frame-00012.png"], "full-render numbers")
    }

    @Test("--at writes one PNG; --speed slows time down")
    func instantAndSpeed() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gauge = Self.scenes.appendingPathComponent("gauge.json").path
        let png = folder.appendingPathComponent("gauge.png").path
        #expect(CommandRun("render", gauge, "--at", "0.2", "--out", png).exitCode == .success)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let slow = folder.appendingPathComponent("slow").path
        #expect(CommandRun("render", gauge, "--out", slow, "--fps", "10", "--speed", "0.5", "--scale", "1").exitCode == .success)
        let frames = try FileManager.default.contentsOfDirectory(atPath: slow).filter { $0.hasPrefix("frame-") }
        #expect(frames.count == 53, "2.6 s at half speed is 5.2 s of output: 52 intervals at 10 fps")
    }

    @Test("Bad options and targets: clear errors and the documented exit codes", arguments: [
        (["--fps", "0"], ExitCode.usage, "--fps: expected a whole number from 1 to 240"),
        (["--background", "red"], .usage, "--background: expected transparent or #RRGGBB"),
        (["--at", "1", "--from", "0"], .usage, "give --at, or --from/--to, not both"),
        (["--from", "2", "--to", "1"], .usage, "expected 0 ≤ from ≤ to ≤ 2.6"),
        (["--format", "jpeg"], .usage, "--format: expected png, gif, apng, webp or lottie"),
        (["--at", "1", "--out", "/dev/null"], .environment, "/dev/null: exists and is not a regular file"),
        (["--out", "/dev/null"], .environment, "/dev/null: exists and is not a directory"),
    ])
    func errors(arguments: [String], code: ExitCode, message: String) {
        let run = CommandRun(["render", Self.scenes.appendingPathComponent("gauge.json").path] + arguments)
        #expect(run.exitCode == code)
        #expect(run.error.contains(message), "stderr: \(run.error)")
    }

    @Test("--threads changes nothing in a GIF; --verify-determinism reports; a bad count exits 2")
    func threads() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tip = Self.scenes.appendingPathComponent("tip-label.json").path
        for threads in ["1", "2"] {
            let run = CommandRun("render", tip, "--format", "gif", "--fps", "10", "--scale", "1", "--threads", threads,
                                 "--out", folder.appendingPathComponent("tip-\(threads).gif").path)
            #expect(run.exitCode == .success, "\(run.error)")
        }
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("tip-1.gif").path)
            == FileManager.default.contents(atPath: folder.appendingPathComponent("tip-2.gif").path))
        let verified = CommandRun("render", tip, "--fps", "5", "--scale", "1", "--threads", "2", "--verify-determinism",
                                  "--out", folder.appendingPathComponent("frames").path)
        #expect(verified.exitCode == .success)
        #expect(verified.error == "flipbook render: deterministic: every frame identical forwards on 2 threads and backwards on 1\n")
        let bad = CommandRun("render", tip, "--threads", "0")
        #expect(bad.exitCode == .usage)
        #expect(bad.error.contains("--threads: expected a whole number from 1 to 256, found '0'"))
    }

    @Test("--shard slices keep full-render numbers and encode joins them into the same GIF as one render")
    func shardsJoin() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gauge = Self.scenes.appendingPathComponent("gauge.json").path
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        #expect(CommandRun("render", gauge, "--format", "gif", "--fps", "10", "--scale", "1", "--out", path("full.gif")).exitCode == .success)
        var frames: [String] = []
        var manifests: [String] = []
        for shard in 1...3 {
            let run = CommandRun("render", gauge, "--fps", "10", "--scale", "1", "--shard", "\(shard)/3", "--out", path("s\(shard)"))
            #expect(run.exitCode == .success, "\(run.error)")
            frames += try FileManager.default.contentsOfDirectory(atPath: path("s\(shard)")).filter { $0.hasPrefix("frame-") }
                .sorted().map { path("s\(shard)/\($0)") }
            manifests += ["--delays-from", path("s\(shard)/frames.json")]
        }
        #expect(frames.count == 27, "2.6 s at 10 fps: frames at 0, 0.1, … 2.6")
        #expect(frames[9].hasSuffix("s2/frame-00009.png"), "shard 2 starts at ⌊27/3⌋")
        let joined = CommandRun(["encode"] + frames + manifests + ["--out", path("joined.gif")])
        #expect(joined.exitCode == .success, "\(joined.error)")
        #expect(FileManager.default.contents(atPath: path("full.gif")) == FileManager.default.contents(atPath: path("joined.gif")))
        let range = CommandRun("render", gauge, "--fps", "10", "--scale", "1", "--frames", "3-4", "--out", path("range"))
        #expect(range.exitCode == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("range")).sorted()
            == ["frame-00003.png", "frame-00004.png", "frames.json"])
        let bad = CommandRun("render", gauge, "--fps", "10", "--frames", "3-99", "--out", path("bad"))
        #expect(bad.exitCode == .usage)
        #expect(bad.error.contains("--frames: expected a-b with 0 ≤ a ≤ b ≤ 26 (the render has 27 frames), found '3-99'"))
    }

    @Test("An APNG rendered directly and one encoded from the PNG sequence are the same file")
    func apngBothWays() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gauge = Self.scenes.appendingPathComponent("gauge.json").path
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        let direct = CommandRun("render", gauge, "--format", "apng", "--fps", "10", "--scale", "1", "--threads", "2",
                                "--out", path("direct.apng"))
        #expect(direct.exitCode == .success, "\(direct.error)")
        #expect(CommandRun("render", gauge, "--fps", "10", "--scale", "1", "--out", path("frames")).exitCode == .success)
        let frames = try FileManager.default.contentsOfDirectory(atPath: path("frames")).filter { $0.hasSuffix(".png") }
            .sorted().map { path("frames/\($0)") }
        let encoded = CommandRun(["encode"] + frames + ["--delays-from", path("frames/frames.json"), "--out", path("encoded.apng")])
        #expect(encoded.exitCode == .success, "\(encoded.error)")
        let bytes = try #require(FileManager.default.contents(atPath: path("direct.apng")))
        #expect(bytes == FileManager.default.contents(atPath: path("encoded.apng")))
        let decoded = try APNG.decode(Array(bytes))
        // 27 frames at 10 fps; where the needle rests, identical frames merge into longer ones.
        let distinct = try frames.map { try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: $0)))) }
            .reduce(into: [RGBAImage]()) { kept, frame in if kept.last != frame { kept.append(frame) } }
        #expect(decoded.frames == distinct)
        #expect(decoded.delaysMilliseconds.reduce(0, +) == 2_700)
        #expect(decoded.delaysMilliseconds.allSatisfy { $0 % 100 == 0 }, "10 fps: whole frames of 100 ms (\(decoded.delaysMilliseconds))")
    }

    @Test("An APNG that fails part-way (a frame of another size) leaves no file and no temporary file")
    func apngFailsCleanly() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        let gauge = Self.scenes.appendingPathComponent("gauge.json").path
        #expect(CommandRun("render", gauge, "--at", "0", "--scale", "1", "--out", path("small.png")).exitCode == .success)
        #expect(CommandRun("render", gauge, "--at", "0", "--scale", "2", "--out", path("large.png")).exitCode == .success)
        let run = CommandRun("encode", path("small.png"), path("small.png"), path("large.png"), "--fps", "10", "--out", path("x.apng"))
        #expect(run.exitCode == .usage)
        #expect(run.error.contains("large.png: 750×400, but \(path("small.png")) is 375×200"), "the odd input is named: \(run.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["large.png", "small.png"])
    }
}
