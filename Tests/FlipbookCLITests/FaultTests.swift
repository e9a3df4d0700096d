import FlipbookGIF
import FlipbookPNG
import Foundation
import Testing
@testable import FlipbookCLI
import FlipbookRender
import FlipbookScene

/// Faults while running: interrupted renders, a full disk, unwritable and non-file targets, a
/// missing font. Each must give a clear message and the documented exit code, and leave no
/// partial output. The process-level cases run the real `flipbook` binary, because signals and
/// file-size limits belong to a process.
@Suite("Faults")
final class FaultTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/scenes")

    /// The `flipbook` executable SwiftPM built beside the test bundle.
    static let executable = flipbookExecutable

    let folder: URL

    init() throws {
        folder = try makeTemporaryFolder("faults")
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs `bash -c script` in the test's folder with `$FLIPBOOK` set to the executable;
    /// `whileRunning` gets the process to signal.
    func run(_ script: String, whileRunning: ((Process) -> Void)? = nil) throws -> FinishedProcess {
        try runFlipbookScript(script, in: folder, whileRunning: whileRunning)
    }

    /// Every file in the folder, temporary files (`.name.XXXXXX`) included.
    func contents(_ path: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(path).path).sorted()
    }

    /// Waits until a render into `frames` has its first frame in the staging folder beside it.
    func waitForStagedFrame(of process: Process) {
        while process.isRunning {
            let staged = ((try? contents()) ?? []).filter { $0.hasPrefix(".frames.staging-") }
            if let folder = staged.first, ((try? contents(folder)) ?? []).contains(where: { $0.hasPrefix("frame-") }) { return }
            usleep(2_000)
        }
    }

    @Test("Ctrl-C (130) or SIGTERM (143) during a PNG-sequence render removes the frames it wrote",
          arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func interruptedRender(signal: Int32, status: Int32) throws {
        let scene = Self.scenes.appendingPathComponent("spinner.json").path
        let finished = try run("exec \"$FLIPBOOK\" render '\(scene)' --out frames --fps 120 --scale 3") { process in
            // Signalled mid-render (not a timing assumption: the render has 781 frames).
            self.waitForStagedFrame(of: process)
            kill(process.processIdentifier, signal)
        }
        #expect(finished.status == status, "\(finished.error)")
        #expect(finished.error == "flipbook render: error: interrupted; no output was written\n")
        #expect(try contents().isEmpty, "no frames, no frames.json, no staging folder, no lock file")
    }

    @Test("A failed or interrupted re-render keeps the previous sequence whole; two renders to one folder cannot mix")
    func keepsPreviousSequence() throws {
        let scene = Self.scenes.appendingPathComponent("spinner.json").path
        #expect(try run("\"$FLIPBOOK\" render '\(scene)' --out frames --fps 4 --quiet").status == 0)
        let before = try contents("frames")
        #expect(before.count == 28, "27 frames and frames.json")
        // A re-render stopped half-way leaves the old sequence as it was.
        let stopped = try run("exec \"$FLIPBOOK\" render '\(scene)' --out frames --fps 120 --scale 3") { process in
            self.waitForStagedFrame(of: process)
            kill(process.processIdentifier, SIGTERM)
        }
        #expect(stopped.status == 143)
        #expect(try contents("frames") == before)
        #expect(try contents() == ["frames"], "nothing else beside it")
        // While one render holds the folder, a second fails at once (exit 3).
        let second = try run("exec \"$FLIPBOOK\" render '\(scene)' --out frames --fps 120 --scale 3 & first=$!; "
            + "while [ ! -e .frames.lock ]; do sleep 0.01; done; "
            + "\"$FLIPBOOK\" render '\(scene)' --out frames --fps 4; status=$?; kill -TERM $first; wait $first; exit $status")
        #expect(second.status == 3, "\(second.error)")
        #expect(second.error.contains("another render is writing here"), "\(second.error)")
        #expect(try contents("frames") == before)
    }

    @Test("SIGTERM during check --record all exits 143 and leaves every golden as it was")
    func terminatedCheck() throws {
        // A box that jumps at 20 instants: 61 key frames to re-record once its colour changes.
        func scene(_ colour: String) -> String {
            let animations = (0..<20).map { index in
                #"{"key": "a\#(index)", "type": "basic", "keyPath": "position.x", "fromValue": 10, "toValue": 100, "#
                    + #""duration": 0.05, "beginTime": \#(Double(index) / 10), "fillMode": "both", "removedOnCompletion": false}"#
            }
            return #"{"flipbook": 1, "canvas": {"width": 120, "height": 60}, "duration": 2.1, "layers": [{"id": "box", "#
                + #""frame": [0, 10, 20, 20], "backgroundColor": "\#(colour)", "animations": ["# + animations.joined(separator: ", ")
                + "]}]}"
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("scenes/box.json")
        try Data(scene("#007AFF").utf8).write(to: path)
        #expect(try run(#""$FLIPBOOK" check scenes --goldens goldens --record missing -q"#).status == 0)
        let before = try contents("goldens/box").map { name in
            (name, try Data(contentsOf: folder.appendingPathComponent("goldens/box/" + name)))
        }
        try Data(scene("#FF3B30").utf8).write(to: path)
        let report = folder.appendingPathComponent("report/box")
        let finished = try run(#"exec "$FLIPBOOK" check scenes --goldens goldens --record all --report report -q"#) { process in
            // Signalled once the first differing frame's artifacts are on disk: mid-check.
            while process.isRunning {
                if ((try? FileManager.default.contentsOfDirectory(atPath: report.path)) ?? []).contains(where: { $0.hasSuffix(".diff.png") }) {
                    break
                }
                usleep(2_000)
            }
            kill(process.processIdentifier, SIGTERM)
        }
        #expect(finished.status == 143, "\(finished.error)")
        let after = try contents("goldens/box").map { name in
            (name, try Data(contentsOf: folder.appendingPathComponent("goldens/box/" + name)))
        }
        #expect(after.map(\.0) == before.map(\.0) && zip(after, before).allSatisfy { $0.1 == $1.1 },
                "no golden was rewritten: the scene's goldens are written together at its end")
        // Each differing frame leaves a diff in the report: the check stopped at the frame it
        // was drawing, not after all 61.
        let diffs = try contents("report/box").filter { $0.hasSuffix(".diff.png") }.count
        #expect(diffs < 61, "stopped mid-scene after \(diffs) differing frames")
    }

    @Test("The deepest layer tree allowed (1000 levels, with the limits raised) renders and validates without a crash")
    func deepestLayerTree() throws {
        // 1000 nested layers, each a 1/16-opaque red square at the same place: they add up to red.
        let depth = SceneLimits.largestLayerDepth
        var json = ""
        for level in 0..<depth {
            json += ##"{"id": "l\##(level)", "bounds": [0, 0, 10, 10], "position": [5, 5], "backgroundColor": "#FF000010""##
            json += level == depth - 1 ? "}" : #", "sublayers": ["#
        }
        json += String(repeating: "]}", count: depth - 1)
        let scene = #"{"flipbook": 1, "canvas": {"width": 20, "height": 20}, "duration": 0.1, "layers": ["# + json + "]}"
        try Data(scene.utf8).write(to: folder.appendingPathComponent("deep.json"))
        let limits = "FLIPBOOK_MAX_DEPTH=10000 FLIPBOOK_MAX_LAYER_DEPTH=\(depth)"
        let finished = try run("\(limits) \"$FLIPBOOK\" validate deep.json -q && \(limits) \"$FLIPBOOK\" render deep.json --at 0 --out deep.png --scale 1")
        #expect(finished.status == 0, "\(finished.error)")
        let frame = try PNGCodec.decode(Array(try Data(contentsOf: folder.appendingPathComponent("deep.png"))))
        let centre = frame.pixel(x: 5, y: 5)
        // 8-bit compositing stops short of pure red: 7 × (1 − 16/255) = 6.56 rounds back to 7.
        #expect(centre.r == 255 && centre.g == 7 && centre.b == 7, "a thousand translucent reds make red, got \(centre)")
    }

    @Test("Decoded images share one budget across the render's workers (FLIPBOOK_MAX_TOTAL_IMAGE_PIXELS)")
    func imageBudget() throws {
        // Four 200 × 200 images: 160 000 pixels decoded, each once, whatever the thread count.
        let tile = try #require(RGBAImage(width: 200, height: 200, pixels: [UInt8](repeating: 200, count: 200 * 200 * 4)))
        var layers: [String] = []
        for index in 0..<4 {
            try Data(try PNGCodec.encode(tile)).write(to: folder.appendingPathComponent("image\(index).png"))
            layers.append(#"{"id": "i\#(index)", "frame": [\#(index * 20), 0, 20, 20], "contents": "image\#(index).png"}"#)
        }
        let scene = #"{"flipbook": 1, "canvas": {"width": 80, "height": 20}, "duration": 0.1, "layers": ["#
            + layers.joined(separator: ", ") + "]}"
        try Data(scene.utf8).write(to: folder.appendingPathComponent("images.json"))
        let tight = try run(#"FLIPBOOK_MAX_TOTAL_IMAGE_PIXELS=100000 "$FLIPBOOK" render images.json --at 0 --out tight.png --threads 2"#)
        #expect(tight.status == 2, "\(tight.error)")
        #expect(tight.error == "flipbook render: error: images.json: layers[2].contents: image image2.png takes the scene's "
            + "images to 120000 pixels, more than the decoded-image budget of 100000 (raise it with "
            + "FLIPBOOK_MAX_TOTAL_IMAGE_PIXELS)\n", "refused from the headers, before decoding, naming where: \(tight.error)")
        let enough = try run(#"FLIPBOOK_MAX_TOTAL_IMAGE_PIXELS=160000 "$FLIPBOOK" render images.json --fps 20 --out frames --threads 2 -q"#)
        #expect(enough.status == 0, "four images fit exactly, with two workers drawing them: \(enough.error)")
    }

    @Test("One-character outputs work (Foundation traps on them), and --out x.gif makes a GIF without --format")
    func outputNames() throws {
        let spinner = Self.scenes.appendingPathComponent("spinner.json").path
        #expect(try run(#""$FLIPBOOK" render '\#(spinner)' --out x --format gif --fps 2"#).status == 0)
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("x").path)?.starts(with: Array("GIF89a".utf8)) == true)
        #expect(try run(#""$FLIPBOOK" render '\#(spinner)' --out preview.gif --fps 2"#).status == 0)
        let gif = FileManager.default.contents(atPath: folder.appendingPathComponent("preview.gif").path)
        #expect(gif?.starts(with: Array("GIF89a".utf8)) == true, "a GIF file, not a folder of PNGs")
    }

    @Test("--loop counts plays in total: 3 is a NETSCAPE2.0 count of 2 and an APNG num_plays of 3; 1 writes no GIF loop block",
          arguments: [(3, 2 as Int?), (1, nil), (0, 0)])
    func loopCounts(plays: Int, netscapeCount: Int?) throws {
        let spinner = Self.scenes.appendingPathComponent("spinner.json").path
        #expect(try run(#""$FLIPBOOK" render '\#(spinner)' --out a.gif --loop \#(plays) --fps 2 && "#
            + #""$FLIPBOOK" render '\#(spinner)' --out a.apng --loop \#(plays) --fps 2"#).status == 0)
        let gif = try GIFDecoder.decode(Array(try Data(contentsOf: folder.appendingPathComponent("a.gif"))))
        let apng = try APNG.decode(Array(try Data(contentsOf: folder.appendingPathComponent("a.apng"))))
        #expect(gif.loopCount == netscapeCount && gif.plays == plays && apng.plays == plays)
    }

    // ThreadSanitizer's runtime dies with SIGBUS under a small RLIMIT_FSIZE before main runs, so
    // `make test-sanitizers` turns this test off for its TSan pass (FLIPBOOK_SANITIZER=thread);
    // the normal and AddressSanitizer runs keep it.
    @Test("A full disk (the file-size limit) exits 3 with the reason and leaves no file",
          .enabled(if: ProcessInfo.processInfo.environment["FLIPBOOK_SANITIZER"] != "thread"), arguments: ["gif", "png"])
    func fullDisk(format: String) throws {
        let scene = Self.scenes.appendingPathComponent("gauge.json").path
        let out = format == "gif" ? "gauge.gif" : "frames"
        let finished = try run("ulimit -f 8; exec \"$FLIPBOOK\" render '\(scene)' --format \(format) --fps 5 --out \(out)")
        #expect(finished.status == 3, "\(finished.error)")
        #expect(finished.error.contains("File too large"), "\(finished.error)")
        let left = try contents()
        #expect(left.isEmpty, "no output, no staging folder, no temporary or lock file: \(left)")
    }

    @Test("A target that is a device or a folder is refused, not replaced (exit 3)")
    func nonFileTargets() throws {
        let gauge = Self.scenes.appendingPathComponent("gauge.json").path
        let device = CommandRun("render", gauge, "--at", "0.2", "--out", "/dev/full")
        #expect(device.exitCode == .environment)
        #expect(device.error.contains("/dev/full: exists and is not a regular file; refusing to replace it"))
        var status = stat()
        #expect(stat("/dev/full", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR, "still a device")
        let directory = folder.appendingPathComponent("taken.png")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let taken = CommandRun("render", gauge, "--at", "0.2", "--out", directory.path)
        #expect(taken.exitCode == .environment)
        #expect(taken.error.contains("exists and is not a regular file"))
    }

    @Test("An output under a file, not a folder, exits 3 naming the path")
    func unwritableLocation() throws {
        let gauge = Self.scenes.appendingPathComponent("gauge.json").path
        let file = folder.appendingPathComponent("plain")
        try Data("x".utf8).write(to: file)
        let run = CommandRun("render", gauge, "--format", "gif", "--out", file.path + "/gauge.gif")
        #expect(run.exitCode == .environment)
        #expect(run.error.contains("\(file.path)/gauge.gif"), "\(run.error)")
        #expect(try contents() == ["plain"])
    }

    @Test("A missing font is an environment error naming the file and its package")
    func missingFont() {
        let error = #expect(throws: RenderError.self) {
            try FontConfiguration(fonts: [.init(path: "/nonexistent/Font.ttf", package: "fonts-example")])
        }
        #expect(error?.kind == .environment)
        #expect(error?.message == "font file /nonexistent/Font.ttf is missing; install fonts-example (make deps)")
    }

    @Test("watch renders at the start and after each save, reports a broken save as an error line, and keeps watching")
    func watch() throws {
        // The scene with its pictures beside it, as in Assets (it names them ../images/…).
        let scene = folder.appendingPathComponent("scenes/gauge.json")
        try FileManager.default.createDirectory(at: scene.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.scenes.appendingPathComponent("gauge.json"), to: scene)
        try FileManager.default.copyItem(at: Self.scenes.deletingLastPathComponent().appendingPathComponent("images"),
                                         to: folder.appendingPathComponent("images"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = ["watch", scene.path, "--format", "png", "--at", "0.4", "--out", "needle.png", "--interval", "0.05",
                             "--max-renders", "3"]
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        // Each save waits for the previous render's line, so no step depends on how long a render takes.
        func waitForLines(_ count: Int) {
            while text.split(separator: "\n").count < count {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
        }
        waitForLines(1)
        let original = try String(contentsOf: scene, encoding: .utf8)
        try original.replacingOccurrences(of: "\"amplitude\": \"pi/3\"", with: "\"amplitude\": \"pi/6\"")
            .write(to: scene, atomically: true, encoding: .utf8)
        waitForLines(2)
        try original.replacingOccurrences(of: "\"leg\": 0.4", with: "\"leg\": oops").write(to: scene, atomically: true, encoding: .utf8)
        waitForLines(3)
        process.waitUntilExit()
        let lines = text.split(separator: "\n").map { String($0.dropFirst(9)) }  // "hh:mm:ss "
        #expect(process.terminationStatus == 0)
        #expect(lines.count == 3, "\(text)")
        #expect(lines.first?.hasPrefix("rendered needle.png in ") == true, "\(text)")
        #expect(lines.dropFirst().first?.hasPrefix("rendered needle.png in ") == true, "\(text)")
        #expect(lines.last?.hasPrefix("error: \(scene.path): invalid JSON at line 7") == true, "\(text)")
        // The second render used the saved amplitude: the needle at 0.4 s is at +30°, not +60°.
        let image = try PNGCodec.decode(Array(try #require(FileManager.default.contents(atPath: folder.appendingPathComponent("needle.png").path))))
        // At 1x, 15 pt out (the pointer 2.7 pt wide there, below the dial's labels and ticks).
        let point = (x: Int(187.5 + 15 * sin(Double.pi / 6)), y: Int(100 - 15 * cos(Double.pi / 6)))
        let red = Array(image.pixels[((point.y * image.width + point.x) * 4)...].prefix(3))
        #expect(red[0] > 230 && red[1] < 90, "the red pointer at +30°: \(red)")
    }
}
