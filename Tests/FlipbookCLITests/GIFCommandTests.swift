import Foundation
import Testing
@testable import FlipbookCLI
import FlipbookGIF
import FlipbookPNG

@Suite("flipbook render --format gif and encode")
struct GIFCommandTests {
    static let scenes = RenderCommandTests.scenes

    func folder() throws -> URL { try makeTemporaryFolder("gif") }

    @Test("render --format gif: 50 fps by default, delays sum to the duration, loops forever")
    func renderGIF() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("gauge.gif").path
        let run = CommandRun("render", Self.scenes.appendingPathComponent("gauge.json").path, "--format", "gif",
                             "--scale", "0.5", "--out", out)
        #expect(run.exitCode == .success, "stderr: \(run.error)")
        let decoded = try GIFDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(decoded.loopCount == 0)
        #expect(decoded.delays.allSatisfy { $0 >= 2 })
        #expect(decoded.delays.reduce(0, +) == 262, "2.6 s and the last frame's 2 cs")
        #expect(decoded.width == 188 && decoded.height == 100)
    }

    @Test("encode joins a rendered PNG sequence using its frames.json; --fps above 50 warns")
    func encode() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = directory.appendingPathComponent("frames").path
        #expect(CommandRun("render", Self.scenes.appendingPathComponent("spinner.json").path, "--out", frames,
                           "--fps", "10", "--scale", "1").exitCode == .success)
        let files = try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".png") }.sorted()
            .map { frames + "/" + $0 }
        let gif = directory.appendingPathComponent("spinner.gif").path
        let run = CommandRun(["encode"] + files + ["--delays-from", frames + "/frames.json", "--out", gif, "--hold-last", "1"])
        #expect(run.exitCode == .success, "stderr: \(run.error)")
        let decoded = try GIFDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: gif))))
        #expect(decoded.delays.reduce(0, +) == 660 + 100, "6.5 s, the last frame's 10 cs and the 1 s hold")
        let first = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: files[0]))))
        var worst = 0
        for index in 0..<first.pixels.count { worst = max(worst, abs(Int(first.pixels[index]) - Int(decoded.frames[0].pixels[index]))) }
        #expect(worst <= 40, "the first frame is close to its PNG (largest channel error \(worst))")
        let fast = CommandRun(["encode"] + files + ["--fps", "60", "--out", gif])
        #expect(fast.error.contains("frames dropped evenly"))
    }

    @Test("Bad GIF options exit 2", arguments: [
        (["--palette", "local"], "--palette: expected global or per-frame"),
        (["--quality", "80-20"], "--quality: expected MIN-MAX"),
        (["--dither", "2"], "--dither: expected a number from 0 to 1"),
        (["--loop", "-1"], "--loop: expected a number of plays from 0"),
    ])
    func badOptions(arguments: [String], message: String) {
        let run = CommandRun(["render", Self.scenes.appendingPathComponent("gauge.json").path, "--format", "gif",
                              "--out", "/tmp/never.gif"] + arguments)
        #expect(run.exitCode == .usage)
        #expect(run.error.contains(message), "stderr: \(run.error)")
    }

    @Test("Byte-identical GIFs whatever OMP_NUM_THREADS says (libimagequant is pinned to one thread)")
    func threadCountIndependence() throws {
        let binary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/flipbook").path
        guard FileManager.default.isExecutableFile(atPath: binary) else { return }
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        var outputs: [Data] = []
        for threads in ["1", "2", "8"] {
            let out = directory.appendingPathComponent("arrow-\(threads).gif").path
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["render", Self.scenes.appendingPathComponent("arrow-flip.json").path, "--format", "gif",
                                 "--scale", "0.5", "--fps", "20", "--out", out, "--quiet"]
            process.environment = ["OMP_NUM_THREADS": threads]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(outputs.allSatisfy { $0 == outputs[0] })
    }
}
