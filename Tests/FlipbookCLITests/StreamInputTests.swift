import Foundation
import Testing

/// Scene files from standard input (`-`) and from pipes (`<(make-scene)`), as Unix tools read
/// them, and images that are not regular files refused rather than waited on.
@Suite("Scenes from standard input and pipes")
final class StreamInputTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/scenes")

    let folder: URL

    init() throws {
        folder = try makeTemporaryFolder("streams")
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A scene with no images, so it reads the same from any folder.
    let scene = ##"{"flipbook": 1, "canvas": {"width": 40, "height": 30}, "duration": 1, "layers": [{"id": "dot", "kind": "layer", "bounds": [0, 0, 10, 10], "position": [5, 15], "backgroundColor": "#ff0000", "animations": [{"key": "slide", "type": "basic", "keyPath": "position.x", "fromValue": 5, "toValue": 35, "duration": 1}]}]}"##

    @Test("validate - reads the scene from standard input")
    func validateStandardInput() throws {
        try scene.write(to: folder.appendingPathComponent("scene.json"), atomically: true, encoding: .utf8)
        let finished = try runFlipbookScript("\"$FLIPBOOK\" validate - < scene.json", in: folder)
        #expect(finished.status == 0, "\(finished.error)")
        #expect(finished.output == "-: ok\n")
    }

    @Test("A Lottie document on standard input or through a pipe is read as one: validated, and its frame drawn")
    func lottieFromAStream() throws {
        // A 20-point red square at (20, 15) on a 40 × 30 canvas, 10 frames at 10 fps.
        let lottie = #"{"v":"5.7.0","fr":10,"ip":0,"op":10,"w":40,"h":30,"layers":[{"ty":4,"ind":1,"ip":0,"op":10,"st":0,"#
            + #""ks":{"p":{"a":0,"k":[20,15,0]}},"shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}"#
        try lottie.write(to: folder.appendingPathComponent("square.json"), atomically: true, encoding: .utf8)
        let validated = try runFlipbookScript("\"$FLIPBOOK\" validate - < square.json", in: folder)
        #expect(validated.status == 0, "\(validated.error)")
        #expect(validated.output == "-: ok\n")
        let rendered = try runFlipbookScript("\"$FLIPBOOK\" render <(cat square.json) --at 0 --scale 1 --out square.png", in: folder)
        #expect(rendered.status == 0, "\(rendered.error)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("square.png").path))
    }

    @Test("A broken scene on standard input is named 'standard input' in the error, exit 2")
    func brokenStandardInput() throws {
        let finished = try runFlipbookScript(#"echo '{"flipbook": 2}' | "$FLIPBOOK" validate -"#, in: folder)
        #expect(finished.status == 2)
        #expect(finished.error == "flipbook validate: error: standard input: flipbook: expected 1 (the only format version), found 2\n")
    }

    @Test("render <(…) reads a pipe and writes the GIF")
    func renderFromPipe() throws {
        try scene.write(to: folder.appendingPathComponent("scene.json"), atomically: true, encoding: .utf8)
        let finished = try runFlipbookScript("\"$FLIPBOOK\" render <(cat scene.json) --out dot.gif --fps 10 --scale 1", in: folder)
        #expect(finished.status == 0, "\(finished.error)")
        let gif = try Data(contentsOf: folder.appendingPathComponent("dot.gif"))
        #expect(gif.starts(with: Array("GIF89a".utf8)))
    }

    @Test("An image that is a FIFO is refused at once, naming the scene and the image, exit 2")
    func fifoImage() throws {
        let fifo = folder.appendingPathComponent("image.png").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let withFIFO = scene.replacingOccurrences(of: ##""backgroundColor": "#ff0000""##, with: #""contents": "image.png""#)
        try withFIFO.write(to: folder.appendingPathComponent("scene.json"), atomically: true, encoding: .utf8)
        // No writer ever opens the FIFO: a reader that opened it would wait for ever.
        let finished = try runFlipbookScript("\"$FLIPBOOK\" render scene.json --out out.gif", in: folder)
        #expect(finished.status == 2)
        #expect(finished.error == "flipbook render: error: scene.json: layers[0].contents: image \(fifo) is a FIFO (named pipe), not a regular file: images are read from PNG files\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.gif").path))
    }

    @Test("check refuses a stream, since goldens are kept under the scene file's name")
    func checkRefusesStream() throws {
        let finished = try runFlipbookScript("echo '{}' | \"$FLIPBOOK\" check - --goldens goldens", in: folder)
        #expect(finished.status == 2)
        #expect(finished.error.hasPrefix("flipbook check: error: standard input is a stream, not a scene file: goldens are kept "
            + "under the scene file's name; save the scene to a file first\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("goldens").path))
    }
}
