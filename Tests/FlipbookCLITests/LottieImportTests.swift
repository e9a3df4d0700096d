import FlipbookPNG
import Foundation
import Testing
@testable import FlipbookCLI

/// A Lottie file wherever a scene goes: drawn by Flipbook's engine, timed by the file's frames.
@Suite("Lottie files as input")
struct LottieImportTests {
    static let bounce = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus/lottie/bounce.json").path
    /// The ball's blue, [0.1, 0.5, 1], as Flipbook's engine draws it (0.5 × 255 = 127.5 rounds
    /// to 128 in Cairo).
    static let blue: (UInt8, UInt8, UInt8) = (25, 128, 255)

    func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let p = image.pixel(x: x, y: y)
        return (p.r, p.g, p.b, p.a)
    }

    @Test("render: frame 0 is the in point (frame 10), 1 s later frame 40; the canvas is the composition at 2x, transparent")
    func renderInstants() throws {
        let folder = try makeTemporaryFolder("lottie-in")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("0.png").path, landed = folder.appendingPathComponent("1.png").path
        #expect(CommandRun("render", Self.bounce, "--at", "0", "--out", first).exitCode == .success)
        #expect(CommandRun("render", Self.bounce, "--at", "1", "--out", landed).exitCode == .success)
        let top = try CommandFiles.readPNG(first), bottom = try CommandFiles.readPNG(landed)
        #expect(top.width == 400 && top.height == 400)
        #expect(pixel(top, 200, 60) == (Self.blue.0, Self.blue.1, Self.blue.2, 255), "the ball at (100, 30) pt")
        #expect(pixel(top, 200, 340).3 == 0, "nothing drawn there yet: transparent")
        #expect(pixel(bottom, 200, 340) == (Self.blue.0, Self.blue.1, Self.blue.2, 255), "landed at (100, 170) pt")
        #expect(pixel(bottom, 10, 390) == (255, 76, 51, 255), "the floor red at frame 40")
    }

    @Test("render: a sequence has one frame per document frame; a GIF and a WebP encode")
    func renderAnimations() throws {
        let folder = try makeTemporaryFolder("lottie-in")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = CommandRun("render", Self.bounce, "--out", folder.appendingPathComponent("frames").path, "--fps", "30", "--scale", "1")
        #expect(run.exitCode == .success, "\(run.error)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("frames").path)
        #expect(frames.filter { $0.hasSuffix(".png") }.count == 60, "frames 10…69 of the document")
        for name in ["b.gif", "b.webp", "b.apng"] {
            let out = folder.appendingPathComponent(name).path
            #expect(CommandRun("render", Self.bounce, "--out", out, "--scale", "1", "-q").exitCode == .success)
            #expect(((try? FileManager.default.attributesOfItem(atPath: out)[.size] as? Int) ?? 0) > 1000)
        }
    }

    @Test("check: goldens at the markers and the last frame; a second run passes; a changed file fails")
    func check() throws {
        let folder = try makeTemporaryFolder("lottie-in")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens").path
        let record = CommandRun("check", Self.bounce, "--goldens", goldens, "--record", "missing")
        #expect(record.exitCode == .success, "\(record.error)")
        let files = try FileManager.default.contentsOfDirectory(atPath: goldens + "/bounce").filter { $0.hasSuffix(".png") }.sorted()
        #expect(files == ["bounce@0.000000s.png", "bounce@1.000000s.png", "bounce@1.966667s.png"],
                "drop (frame 10), land (frame 40), the last frame (69)")
        #expect(CommandRun("check", Self.bounce, "--goldens", goldens).exitCode == .success)
        // The ball lands 20 pt higher: the "land" golden no longer matches.
        let changed = folder.appendingPathComponent("bounce.json").path
        let text = try String(contentsOfFile: Self.bounce, encoding: .utf8).replacingOccurrences(of: "170", with: "150")
        try text.write(toFile: changed, atomically: true, encoding: .utf8)
        let failing = CommandRun("check", changed, "--goldens", goldens)
        #expect(failing.exitCode == .difference)
        #expect(failing.output.contains("FAILED") || failing.error.contains("FAILED"), "\(failing.output)\(failing.error)")
    }

    @Test("A scene file's lottie layer shows the frame its animated currentFrame says")
    func lottieLayerInAScene() throws {
        let folder = try makeTemporaryFolder("lottie-in")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("scene.json").path
        try """
            {"flipbook": 1, "canvas": {"width": 200, "height": 200}, "duration": 2,
             "layers": [{"id": "ball", "kind": "lottie", "animationFile": "\(Self.bounce)", "frame": [0, 0, 200, 200],
                         "animations": [{"key": "play", "type": "basic", "keyPath": "currentFrame", "fromValue": 0, "toValue": 59, "duration": 2}]}]}
            """.write(toFile: scene, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("1.png").path
        let run = CommandRun("render", scene, "--at", "1", "--out", out)
        #expect(run.exitCode == .success, "\(run.error)")
        let image = try CommandFiles.readPNG(out)
        // currentFrame 29.5 shows the document between its frames 39 and 40 (as lottie-ios does,
        // not rounded): the ball just above the floor, drawn by Flipbook's engine.
        #expect(pixel(image, 200, 330) == (Self.blue.0, Self.blue.1, Self.blue.2, 255))
        #expect(pixel(image, 200, 60) != (Self.blue.0, Self.blue.1, Self.blue.2, 255))
    }

    @Test("A .lottie archive (dotLottie) plays as its animation JSON does")
    func dotLottie() throws {
        let folder = try makeTemporaryFolder("lottie-in")
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = folder.appendingPathComponent("bounce.lottie").path
        let zip = try runTool(["python3", "-c", """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                z.writestr("manifest.json", '{"version": "1", "animations": [{"id": "bounce"}]}')
                z.write(sys.argv[2], "animations/bounce.json")
            """, archive, Self.bounce])
        #expect(zip.status == 0, "\(zip.output)")
        let fromJSON = folder.appendingPathComponent("a.png").path, fromArchive = folder.appendingPathComponent("b.png").path
        #expect(CommandRun("render", Self.bounce, "--at", "0.5", "--out", fromJSON).exitCode == .success)
        let run = CommandRun("render", archive, "--at", "0.5", "--out", fromArchive)
        #expect(run.exitCode == .success, "\(run.error)")
        #expect(try CommandFiles.readPNG(fromJSON) == CommandFiles.readPNG(fromArchive))
    }

    @Test("Bad Lottie input: a clear error naming the file and what is wrong, exit 2", arguments: [
        ("{\"v\":\"5\",\"fr\":0,\"ip\":0,\"op\":10,\"w\":10,\"h\":10,\"layers\":[]}", "bad.json", "$.fr: expected the frame rate, a number > 0"),
        ("{\"v\":\"5\",\"fr\":30,\"ip\":20,\"op\":10,\"w\":10,\"h\":10,\"layers\":[]}", "bad.json", "$.op: expected a frame after ip"),
        ("not a zip at all", "bad.lottie", "not a ZIP archive"),
        ("{\"v\":\"5\",\"fr\":30,\"ip\":0,\"op\":10,\"w\":10,\"h\":10,\"layers\":[],\"assets\":5}", "bad.json",
         "$.assets: expected the array of assets"),
    ])
    func badInput(_ content: String, _ name: String, _ message: String) throws {
        let folder = try makeTemporaryFolder("lottie-in")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        try content.write(toFile: path, atomically: true, encoding: .utf8)
        let run = CommandRun("render", path, "--at", "0", "--out", folder.appendingPathComponent("x.png").path)
        #expect(run.exitCode == .usage)
        #expect(run.error.contains(path) && run.error.contains(message), "\(run.error)")
        #expect(run.error.components(separatedBy: path).count == 2, "the file named once: \(run.error)")
        #expect(CommandRun("validate", path).exitCode == .usage, "validate refuses it too")
    }

    @Test("--set names only a Lottie file's slots", arguments: [
        (["render", bounce, "--set", "x=1", "--at", "0"], "--set x: no slot 'x' (its slots: ballColor)"),
        (["render", bounce, "--set", "ballColor=blue", "--at", "0"], "expected a number, a colour #RRGGBB[AA] or an array"),
    ])
    func refusals(_ arguments: [String], _ message: String) {
        let run = CommandRun(arguments)
        #expect(run.exitCode == .usage)
        #expect(run.error.contains(message), "\(run.error)")
    }

    @Test("values reads the imported layers' key paths; events lists their animations")
    func valuesAndEvents() throws {
        // The ball's precomposition layer falls from (100, 30) pt (frame 10, time 0) to (100, 170) pt (frame 40, 1 s).
        let values = CommandRun("values", Self.bounce, "--keys", "ball comp.position.y", "--fps", "1")
        #expect(values.exitCode == .success, "\(values.error)")
        let lines = values.output.split(separator: "\n").map(String.init)
        #expect(lines.count >= 2, "\(values.output)")
        let events = CommandRun("events", Self.bounce)
        #expect(events.exitCode == .success, "\(events.error)")
        #expect(events.output.contains("ball comp"), "\(events.output)")
    }

    @Test("Slots are parameters: --set fills one in, sweep varies it")
    func slots() throws {
        let folder = try makeTemporaryFolder("lottie-in")
        defer { try? FileManager.default.removeItem(at: folder) }
        let red = folder.appendingPathComponent("red.png").path
        #expect(CommandRun("render", Self.bounce, "--at", "0", "--set", "ballColor=#FF0000", "--out", red).exitCode == .success)
        #expect(pixel(try CommandFiles.readPNG(red), 200, 60) == (255, 0, 0, 255))
        let sweep = folder.appendingPathComponent("sweep.png").path
        let run = CommandRun("sweep", Self.bounce, "--set", "ballColor=#FF0000,#00AA00", "--at", "0,1", "--out", sweep)
        #expect(run.exitCode == .success, "\(run.error)")
        let grid = try CommandFiles.readPNG(sweep)
        #expect(grid.width > 400 && grid.height > 400, "two columns, two rows")
    }

    @Test("validate: what the importer does not draw is a warning naming the layer; keyframes past the out point are not")
    func importWarnings() throws {
        let folder = try makeTemporaryFolder("lottie-in")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("glow.json").path
        // A layer with two effects, its opacity keyframed to frame 90 of a 30-frame document.
        try """
            {"v": "5.7.0", "fr": 30, "ip": 0, "op": 30, "w": 100, "h": 100, "layers": [
              {"ty": 1, "ind": 1, "nm": "glow", "sc": "#ff0000", "sw": 100, "sh": 100, "ip": 0, "op": 30, "st": 0,
               "ef": [{"ty": 5, "nm": "Glow", "mn": "ADBE Glo2"}, {"ty": 5, "nm": "Speed", "mn": "ADBE Slider Control"}],
               "ks": {"o": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 90, "s": [100]}]}}}]}
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let run = CommandRun("validate", file)
        #expect(run.exitCode == .success, "\(run.error)")
        // The glow is named; the slider, a value for expressions that draws nothing, is not.
        #expect(run.error.contains("glow: effect \"Glow\" is not drawn"), "\(run.error)")
        #expect(!run.error.contains("Speed"), "\(run.error)")
        #expect(!run.error.contains("end state"), "\(run.error)")
        #expect(run.output.contains("ok, 1 warning"), "\(run.output)")
    }
}
