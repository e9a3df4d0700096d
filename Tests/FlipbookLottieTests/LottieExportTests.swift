import FlipbookGolden
import FlipbookLottie
import FlipbookPNG
import FlipbookRender
import FlipbookRlottie
import FlipbookScene
import Foundation
import Testing

/// Every seed scene exported to Lottie and played by rlottie, an independent player, against
/// Flipbook's own frames at the scene's key instants.
@Suite("Lottie export, played by rlottie")
struct LottieExportTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/scenes")
    static let seedNames = ["gauge", "spinner", "tip-label", "new-status-banner", "pull-to-refresh", "arrow-flip",
                            "card-flip", "animation-kinds"]

    /// Key frames where an image rests at a fractional pixel offset (pull-to-refresh mid-drag).
    static let fractionalImageFrames: [String: Set<Int>] = ["pull-to-refresh": [27, 34]]

    static func timeline(_ name: String) throws -> Timeline {
        try SceneFile.load(path: scenes.appendingPathComponent("\(name).json").path).timeline()
    }

    /// PSNR over RGBA, in dB (infinite when equal).
    static func psnr(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        var squared = 0.0
        for (x, y) in zip(a.pixels, b.pixels) {
            let d = Double(x) - Double(y)
            squared += d * d
        }
        return squared == 0 ? .infinity : 10 * log10(255 * 255 / (squared / Double(a.pixels.count)))
    }

    /// At least 35 dB, except where an image rests at a fractional offset (see
    /// `fractionalImageFrames`): there 25 dB, and 35 dB is a known issue.
    static func expectClose(_ db: Double, scene name: String, frame: Int, instant: Double) {
        if fractionalImageFrames[name]?.contains(frame) == true {
            // rlottie samples an image at a fractional pixel offset with its nearest pixel;
            // Cairo (like Core Animation) interpolates. The feed picture, held mid-drag at
            // such an offset, is all fine text, so the two differ along every glyph edge.
            #expect(db >= 25, "\(name) at \(instant) s (frame \(frame)): \(db) dB")
            withKnownIssue("rlottie draws images at fractional offsets with nearest-pixel sampling") {
                #expect(db >= 35, "\(name) at \(instant) s (frame \(frame)): \(db) dB")
            }
        } else {
            #expect(db >= 35, "\(name) at \(instant) s (frame \(frame)): \(db) dB")
        }
    }

    @Test("Every seed scene plays in rlottie within 35 dB of Flipbook at every key instant", arguments: seedNames)
    func seedSceneMatchesRlottie(_ name: String) throws {
        let timeline = try Self.timeline(name)
        let fonts = try FontConfiguration()
        let fps = 60
        let export = try LottieExporter.export(timeline, fps: fps, fonts: fonts, markers: timeline.keyInstants)
        let player = try LottiePlayer(json: export.document)
        #expect(player.width == Int(timeline.canvas.width) && player.height == Int(timeline.canvas.height))
        // At the canvas's own scale (2x), as previews are made.
        let scale = timeline.canvas.scale
        let (width, height) = (Int(timeline.canvas.width * scale), Int(timeline.canvas.height * scale))
        let renderer = Renderer(fonts: fonts, scale: scale, resourceDirectory: timeline.resourceDirectory, reusesPreviousFrame: false)
        var worst = Double.infinity
        for instant in timeline.keyInstants {
            let frame = Int((instant * Double(fps)).rounded())
            let ours = try renderer.renderRGBA(timeline.presentation(at: min(Double(frame) / Double(fps), timeline.duration)))
            let theirs = player.render(frame: frame, pixelWidth: width, pixelHeight: height)
            let db = Self.psnr(ours, theirs)
            if ProcessInfo.processInfo.environment["FLIPBOOK_LOTTIE_DUMP"] != nil {
                try AtomicFile.write(PNGCodec.encode(theirs), to: "/tmp/lottie-\(name)-\(frame)-rlottie.png")
                try AtomicFile.write(PNGCodec.encode(ours), to: "/tmp/lottie-\(name)-\(frame)-flipbook.png")
                print("\(name) frame \(frame): \(db) dB")
            }
            worst = min(worst, db)
            Self.expectClose(db, scene: name, frame: frame, instant: instant)
        }
        print("\(name): lowest PSNR \(worst) dB over \(timeline.keyInstants.count) key instants; warnings: \(export.warnings)")
    }
}
