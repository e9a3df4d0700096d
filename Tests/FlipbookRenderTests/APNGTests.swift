import Foundation
import Testing
import FlipbookPNG

@Suite("APNG")
struct APNGTests {
    func image(_ value: UInt8, alpha: UInt8 = 255) -> RGBAImage {
        var pixels = [UInt8](repeating: value, count: 6 * 4 * 4)
        for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = alpha }
        return RGBAImage(width: 6, height: 4, pixels: pixels)!
    }

    @Test("Round trip: exact pixels (alpha included), millisecond delays, play count")
    func roundTrip() throws {
        let frames = [APNG.Frame(image: image(10), delayMilliseconds: 33),
                      APNG.Frame(image: image(200, alpha: 77), delayMilliseconds: 34),
                      APNG.Frame(image: image(90), delayMilliseconds: 1_000)]
        let bytes = try APNG.encode(frames, plays: 3)
        let decoded = try APNG.decode(bytes)
        #expect(decoded.frames == frames.map(\.image))
        #expect(decoded.delaysMilliseconds == [33, 34, 1_000])
        #expect(decoded.plays == 3)
        // A plain viewer sees the first frame: the stream is a valid PNG.
        #expect(try PNGCodec.decode(bytes) == frames[0].image)
    }

    @Test("Damage is detected: a flipped byte fails the chunk CRC")
    func damage() throws {
        var bytes = try APNG.encode([APNG.Frame(image: image(10), delayMilliseconds: 10)])
        bytes[40] ^= 0xFF
        #expect(throws: PNGError.self) { try APNG.decode(bytes) }
    }

    @Test("Pillow, an independent reader, agrees (skipped without python3 and Pillow)")
    func pillow() throws {
        let check = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/check_apng.py").path
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import PIL"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return }
        probe.waitUntilExit()
        guard probe.terminationStatus == 0 else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString).apng")
        defer { try? FileManager.default.removeItem(at: file) }
        let frames = (0..<5).map { APNG.Frame(image: image(UInt8($0 * 40)), delayMilliseconds: 20 + $0) }
        try Data(try APNG.encode(frames)).write(to: file)
        let run = Process()
        run.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        run.arguments = ["python3", check, file.path, "5", String(frames.map(\.delayMilliseconds).reduce(0, +))]
        run.standardOutput = FileHandle.nullDevice
        try run.run()
        run.waitUntilExit()
        #expect(run.terminationStatus == 0)
    }
}
