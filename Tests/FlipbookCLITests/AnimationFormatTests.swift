import Foundation
import Testing
@testable import FlipbookCLI
import FlipbookGIF
import FlipbookPNG

/// APNG, WebP and GIF from `render` and `encode`, decoded by independent readers (ffmpeg for
/// APNG, Pillow for WebP, giflib for GIF); the output path choosing the format; `--out -`.
@Suite("Animation formats and output paths")
struct AnimationFormatTests {
    static let scenes = RenderCommandTests.scenes
    static let spinner = scenes.appendingPathComponent("spinner.json").path

    let folder: URL

    init() throws { folder = try makeTemporaryFolder("formats") }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The spinner at 10 fps as PNG frames, the reference every animation is compared with.
    func referenceFrames() -> String {
        let frames = path("frames")
        #expect(CommandRun("render", Self.spinner, "--out", frames, "--fps", "10", "--scale", "1").exitCode == .success)
        return frames
    }

    func compare(_ file: String, with frames: String, extra: [String] = []) throws {
        let result = try runTool(["python3", testScript("compare_animation.py"), file, frames] + extra)
        #expect(result.status == 0, "\(result.output) (make test installs ffmpeg, Pillow and numpy)")
    }

    @Test("A rendered PNG sequence decodes in Pillow to exactly the frames `render --at` writes one by one")
    func sequenceInPillow() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = referenceFrames()
        let single = path("single.png")
        #expect(CommandRun("render", Self.spinner, "--at", "1.3", "--out", single, "--scale", "1").exitCode == .success)
        let script = """
            import sys, numpy
            from PIL import Image
            a = numpy.asarray(Image.open(sys.argv[1]).convert('RGBA')); b = numpy.asarray(Image.open(sys.argv[2]).convert('RGBA'))
            sys.exit(0 if a.shape == b.shape and (a == b).all() else 1)
            """
        let result = try runTool(["python3", "-c", script, frames + "/frame-00013.png", single])
        #expect(result.status == 0, "\(result.output) (make test installs Pillow and numpy)")
    }

    @Test("APNG and lossless WebP decode to exactly the PNG frames; lossy WebP stays above 30 dB", arguments: [
        ("spinner.apng", [String]()), ("spinner.webp", []), ("lossy.webp", ["--quality", "80"]),
    ])
    func decodedByIndependentReaders(name: String, options: [String]) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = referenceFrames()
        let run = CommandRun(["render", Self.spinner, "--out", path(name), "--fps", "10", "--scale", "1"] + options)
        #expect(run.exitCode == .success, "stderr: \(run.error)")
        try compare(path(name), with: frames, extra: options.isEmpty ? [] : ["--lossy", "30"])
    }

    @Test("Lossless WebP over a transparent background (frames replace their rectangle) decodes exactly too")
    func transparentWebP() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = path("clear")
        #expect(CommandRun("render", Self.spinner, "--out", frames, "--fps", "10", "--scale", "1", "--background", "transparent")
            .exitCode == .success)
        let run = CommandRun("render", Self.spinner, "--out", path("clear.webp"), "--fps", "10", "--scale", "1",
                             "--background", "transparent")
        #expect(run.exitCode == .success, "stderr: \(run.error)")
        try compare(path("clear.webp"), with: frames)
    }

    @Test("GIF and lossless WebP files are the same bytes on one thread or three", arguments: ["gif", "webp"])
    func sameOnAnyThreads(format: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputs = try ["1", "3"].map { threads in
            let out = path("t\(threads).\(format)")
            let run = CommandRun("render", Self.spinner, "--out", out, "--fps", "25", "--scale", "1", "--threads", threads)
            #expect(run.exitCode == .success, "stderr: \(run.error)")
            return try Data(contentsOf: URL(fileURLWithPath: out))
        }
        #expect(outputs[0] == outputs[1])
    }

    @Test("encode makes the same formats from PNG files, with frames.json's timing")
    func encodeFormats() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = referenceFrames()
        let files = try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".png") }.sorted()
            .map { frames + "/" + $0 }
        for name in ["joined.apng", "joined.webp"] {
            let run = CommandRun(["encode"] + files + ["--delays-from", frames + "/frames.json", "--out", path(name)])
            #expect(run.exitCode == .success, "stderr: \(run.error)")
            try compare(path(name), with: frames)
        }
        let mismatch = CommandRun(["encode"] + files + ["--format", "apng", "--out", path("joined.webp")])
        #expect(mismatch.exitCode == .usage && mismatch.error.contains("make them agree"))
    }

    @Test("--loop counts plays in WebP too (its loop count, as Pillow reads it)", arguments: [0, 1, 3])
    func webpLoop(plays: Int) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(CommandRun("render", Self.spinner, "--out", path("a.webp"), "--fps", "4", "--scale", "0.5",
                           "--loop", String(plays)).exitCode == .success)
        let result = try runTool(["python3", "-c", "import sys; from PIL import Image; print(Image.open(sys.argv[1]).info['loop'])",
                                  path("a.webp")])
        #expect(result.status == 0 && result.output.trimmingCharacters(in: .whitespacesAndNewlines) == String(plays), "\(result.output)")
    }

    @Test("--out - writes the one file to standard output, and nothing else there")
    func standardOutput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let gif = CommandRun("render", Self.spinner, "--out", "-", "--format", "gif", "--fps", "4", "--scale", "0.5")
        #expect(gif.exitCode == .success && gif.output.isEmpty)
        #expect(try GIFDecoder.decode(gif.bytes).frames.count > 1)
        let apng = CommandRun("render", Self.spinner, "--out", "-", "--format", "apng", "--fps", "4", "--scale", "0.5")
        #expect(try APNG.decode(apng.bytes).frames.count > 1)
        let still = CommandRun("render", Self.spinner, "--out", "-", "--at", "0.3", "--scale", "0.5")
        #expect(try PNGCodec.decode(still.bytes).width == 60, "the 120-point canvas at scale 0.5")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("The output path decides the format; --format must agree with it", arguments: [
        (nil, nil, nil, RenderTarget.sequence(folder: "Output/s")),
        (nil, "out", nil, .sequence(folder: "out")),
        (nil, "preview.gif", nil, .animation(.gif, path: "preview.gif")),
        (nil, "a/Preview.APNG", nil, .animation(.apng, path: "a/Preview.APNG")),
        (nil, "p.webp", nil, .animation(.webp, path: "p.webp")),
        ("webp", nil, nil, .animation(.webp, path: "Output/s.webp")),
        ("gif", "x", nil, .animation(.gif, path: "x")),
        ("gif", "-", nil, .animation(.gif, path: "-")),
        (nil, "still.png", "0.2", .still(path: "still.png")),
        (nil, nil, "0.2", .still(path: "Output/s@0.2.png")),
        ("png", "-", "0.2", .still(path: "-")),
        (nil, "v1.2/frames", nil, .sequence(folder: "v1.2/frames")),
    ] as [(String?, String?, String?, RenderTarget)])
    func targets(format: String?, out: String?, at: String?, expected: RenderTarget) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try RenderTarget.resolve(format: format, out: out, instantText: at, defaultName: "s") == expected)
    }

    @Test("Contradictions are usage errors that name the choices", arguments: [
        (nil, "x.png", nil, "add --at <t>"),
        ("png", "x.png", nil, "add --at <t>"),
        ("webp", "x.gif", nil, "make them agree"),
        ("jpeg", nil, nil, "expected png, gif, apng, webp or lottie"),
        (nil, "-", nil, "give --format gif, apng, webp or lottie"),
        ("png", "-", nil, "cannot go to standard output"),
        ("gif", nil, "0.2", "--at renders one PNG"),
        (nil, "x.webp", "0.2", "give a .png path"),
    ] as [(String?, String?, String?, String)])
    func contradictions(format: String?, out: String?, at: String?, message: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            try RenderTarget.resolve(format: format, out: out, instantText: at, defaultName: "s")
        } throws: { error in
            guard let failure = error as? CommandFailure else { return false }
            return failure.exitCode == .usage && failure.message.contains(message)
        }
    }

    @Test("Options for another format are errors, not silently ignored")
    func foreignOptions() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let palette = CommandRun("render", Self.spinner, "--out", path("a.webp"), "--palette", "global")
        #expect(palette.exitCode == .usage && palette.error.contains("--palette applies to GIF output only"))
        let range = CommandRun("render", Self.spinner, "--out", path("a.webp"), "--quality", "10-90")
        #expect(range.exitCode == .usage && range.error.contains("a WebP takes one number"))
    }
}
