import Foundation
import Testing
import FlipbookGIF
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

    @Test("Every corpus has seeds")
    func seeded() throws {
        for target in ["scene", "png", "apng", "gif"] { #expect(try Self.inputs(target).count >= 3, "\(target)") }
    }
}
