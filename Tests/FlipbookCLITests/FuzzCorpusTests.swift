import Foundation
import Testing
import FlipbookGIF
import FlipbookLottie
import FlipbookPNG
import FlipbookScene

/// CI replays the fuzzers' committed corpora (`Tests/Corpus/fuzz/<target>`: seeds, and every
/// input that once crashed, kept as a regression) through the same entry points the fuzz
/// harnesses in `Fuzz/` call. Each input must decode or fail with an error; a crash fails the run.
@Suite("Fuzz corpora")
struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus/fuzz")

    static func inputs(_ target: String) throws -> [String] {
        let folder = corpus.appendingPathComponent(target)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { folder.appendingPathComponent($0).path }
    }

    static func bytes(_ path: String) -> [UInt8] { FileManager.default.contents(atPath: path).map(Array.init) ?? [] }

    @Test("Scene decoder and simulation", arguments: try inputs("scene"))
    func scene(_ path: String) {
        guard let scene = try? SceneFile.decode(Self.bytes(path), file: "fuzz.json") else { return }
        if let timeline = try? scene.timeline() {
            _ = timeline.presentation(at: timeline.duration / 2)
            _ = timeline.warnings
        }
    }

    /// The same checks as Fuzz/Syntax.swift: the string as SVG path data, and inside a scene as
    /// a number, a condition and a keyframe path.
    @Test("Path data and expressions", arguments: try inputs("syntax"))
    func syntax(_ path: String) {
        let text = String(decoding: Self.bytes(path), as: UTF8.self)
        _ = try? SVGPathParser.parse(text)
        let quoted = ValueTable.jsonString(text)
        let json = #"{"flipbook": 1, "canvas": {"width": 10, "height": 10}, "duration": 1, "parameters": {"p": 2}, "#
            + #""layers": [{"id": "t", "kind": "text", "bounds": [0, 0, 10, 10], "opacity": \#(quoted), "#
            + #""string": {"if": \#(quoted), "then": "a", "else": "b"}}], "#
            + #""timeline": [{"at": 0, "layer": "t", "add": {"key": "k", "type": "keyframe", "keyPath": "position", "#
            + #""path": \#(quoted), "duration": 1}}]}"#
        if let scene = try? SceneFile.decode(Array(json.utf8), file: "fuzz.json"), let timeline = try? scene.timeline() {
            _ = timeline.presentation(at: 0.5)
        }
    }

    @Test("PNG reader", arguments: try inputs("png"))
    func png(_ path: String) {
        _ = try? PNGCodec.decode(Self.bytes(path), maximumPixels: 4_194_304)
    }

    @Test("APNG reader", arguments: try inputs("apng"))
    func apng(_ path: String) {
        _ = try? APNG.decode(Self.bytes(path))
    }

    @Test("GIF reader", arguments: try inputs("gif"))
    func gif(_ path: String) {
        _ = try? GIFDecoder.decode(Self.bytes(path))
    }

    /// The same calls as Fuzz/LottieReader.swift.
    @Test("Lottie reader", arguments: try inputs("lottie"))
    func lottie(_ path: String) {
        let bytes = Self.bytes(path)
        if let file = try? LottieFile(bytes: bytes, isArchive: bytes.starts(with: [0x50, 0x4B]), fallbackName: "fuzz") {
            _ = file.slotNames
            _ = try? file.resolvingSlots([])
            _ = try? file.resolvingSlots(file.slotNames.prefix(1).map { ($0, "#FF0000") })
            if let timeline = try? file.scene(path: "fuzz.json").timeline() {
                _ = timeline.presentation(at: timeline.duration / 2)
            }
        }
    }

    @Test("Every corpus has seeds")
    func seeded() throws {
        for target in ["scene", "syntax", "png", "apng", "gif", "lottie"] { #expect(try Self.inputs(target).count >= 3, "\(target)") }
    }
}
