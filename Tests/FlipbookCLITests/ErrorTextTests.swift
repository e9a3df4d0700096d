import FlipbookPNG
import Foundation
import Testing
@testable import FlipbookCLI

/// Errors name the input at fault and say the system's reason in words.
@Suite("Error text")
struct ErrorTextTests {
    @Test("encode names the frame whose size differs, not the output, and writes nothing")
    func encodeOddFrame() throws {
        let folder = try makeTemporaryFolder("odd-frame")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, width) in [("a.png", 10), ("b.png", 10), ("c.png", 12)] {
            let image = try #require(RGBAImage(width: width, height: 10, pixels: [UInt8](repeating: 255, count: width * 40)))
            try Data(try PNGCodec.encode(image)).write(to: folder.appendingPathComponent(name))
        }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let run = CommandRun("encode", path("a.png"), path("b.png"), path("c.png"), "--out", path("out.gif"))
        #expect(run.exitCode == .usage)
        #expect(run.error == "flipbook encode: error: \(path("c.png")): 12×10, but \(path("a.png")) is 10×10; "
            + "every frame must have the first one's size\n")
        #expect(!FileManager.default.fileExists(atPath: path("out.gif")))
    }

    @Test("Foundation's file errors read as the reason and the file, not NSCocoaErrorDomain codes")
    func foundationErrors() {
        do {
            _ = try FileManager.default.contentsOfDirectory(atPath: "/no/such/folder")
            Issue.record("no error")
        } catch {
            #expect(SystemErrorText.describe(error) == "No such file or directory: /no/such/folder")
        }
        struct Plain: Error, CustomStringConvertible { var description: String { "plain words" } }
        #expect(SystemErrorText.describe(Plain()) == "plain words")
    }
}
