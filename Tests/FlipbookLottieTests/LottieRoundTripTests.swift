import FlipbookGolden
import FlipbookLottie
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import Foundation
import Testing

/// Every seed scene exported to Lottie, then read back as a scene (`LottieFile.scene`: imported
/// onto Flipbook's engine), against the original scene's frames.
@Suite("Lottie round trip: export, import, render")
struct LottieRoundTripTests {
    @Test("Imported exports keep the key instants and render within 35 dB of the original", arguments: LottieExportTests.seedNames)
    func roundTrip(_ name: String) throws {
        let original = try LottieExportTests.timeline(name)
        let fonts = try FontConfiguration()
        let fps = 60
        let export = try LottieExporter.export(original, fps: fps, fonts: fonts, markers: original.keyInstants)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("\(name).json").path
        try export.document.write(toFile: path, atomically: true, encoding: .utf8)

        let imported = try LottieFile(path: path).scene(path: path).timeline()
        #expect(imported.canvas.width == original.canvas.width && imported.canvas.height == original.canvas.height)
        // The markers are the key instants, so `check` of the export takes the scene's instants.
        #expect(imported.keyInstants == original.keyInstants, "\(imported.keyInstants) vs \(original.keyInstants)")

        let scale = original.canvas.scale
        let ours = Renderer(fonts: fonts, scale: scale, resourceDirectory: original.resourceDirectory, reusesPreviousFrame: false)
        let theirs = Renderer(fonts: fonts, scale: scale, background: .clear, resourceDirectory: imported.resourceDirectory)
        for instant in original.keyInstants {
            let frame = Int((instant * Double(fps)).rounded())
            let expected = try ours.renderRGBA(original.presentation(at: min(Double(frame) / Double(fps), original.duration)))
            let actual = try theirs.renderRGBA(imported.presentation(at: min(Double(frame) / Double(fps), imported.duration)))
            let db = Self.psnr(expected, actual)
            #expect(db >= 35, "\(name) at \(instant) s (frame \(frame)): \(db) dB")
        }
    }

    /// PSNR over straight RGBA, in dB (infinite when equal).
    static func psnr(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        var squared = 0.0
        for (x, y) in zip(a.pixels, b.pixels) {
            let d = Double(x) - Double(y)
            squared += d * d
        }
        return squared == 0 ? .infinity : 10 * log10(255 * 255 / (squared / Double(a.pixels.count)))
    }
}
