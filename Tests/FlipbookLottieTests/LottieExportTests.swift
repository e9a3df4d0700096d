import FlipbookGolden
import FlipbookLottie
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import Foundation
import Testing

/// Every seed scene exported to Lottie and played by a current player (rlottie-python), against
/// Flipbook's own frames at the scene's key instants.
@Suite("Lottie export, played by a current player", .enabled(if: CurrentLottiePlayer.isAvailable, CurrentLottiePlayer.unavailableReason))
struct LottieExportTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/scenes")
    static let seedNames = ["gauge", "spinner", "tip-label", "new-status-banner", "pull-to-refresh", "arrow-flip",
                            "card-flip", "animation-kinds"]

    /// Key frames where the feed picture rests at a fractional pixel offset (pull-to-refresh
    /// mid-drag). Current players draw an image that is only moved at whole pixels: rlottie
    /// truncates its offset (`blend_image_xform` samples `int(fx)`), ThorVG (thorvg-python 1.1)
    /// rounds it (a one-pixel line at x 5.5 lands whole on pixel 6); Flipbook interpolates, as
    /// Core Animation does (the Simulator's "Color Misaligned Images" marks such images because
    /// they are resampled). The feed is all fine text, so the two differ along every glyph edge.
    static let fractionalImageFrames: [String: Set<Int>] = ["pull-to-refresh": [27, 34]]

    static func timeline(_ name: String) throws -> Timeline {
        try SceneFile.load(path: scenes.appendingPathComponent("\(name).json").path).timeline()
    }

    @Test("Every seed scene plays in a current player within 35 dB of Flipbook at every key instant", arguments: seedNames)
    func seedSceneMatchesCurrentPlayer(_ name: String) throws {
        let timeline = try Self.timeline(name)
        let fonts = try FontConfiguration()
        let fps = 60
        let export = try LottieExporter.export(timeline, fps: fps, fonts: fonts, markers: timeline.keyInstants)
        let header = try LottieFile(json: Array(export.document.utf8), fallbackName: name)
        #expect(header.width == timeline.canvas.width && header.height == timeline.canvas.height && header.inPoint == 0)
        // At the canvas's own scale (2x), as previews are made.
        let scale = timeline.canvas.scale
        try #require(scale == scale.rounded())
        let frames = timeline.keyInstants.map { Int(($0 * Double(fps)).rounded()) }
        let reference = try CurrentLottiePlayer.frames(ofJSON: export.document, frames: frames, scales: [Int(scale)])
        let renderer = Renderer(fonts: fonts, scale: scale, resourceDirectory: timeline.resourceDirectory, reusesPreviousFrame: false)
        var worst = Double.infinity
        for (instant, frame) in zip(timeline.keyInstants, frames) {
            let ours = try renderer.renderRGBA(timeline.presentation(at: min(Double(frame) / Double(fps), timeline.duration)))
            let theirs = try #require(reference["\(frame)@\(Int(scale))"])
            let db = CurrentLottiePlayer.psnr(premultiplied: ours, against: theirs)
            if let dump = ProcessInfo.processInfo.environment["FLIPBOOK_LOTTIE_DUMP"] {
                try CurrentLottiePlayer.writeSideBySide(ours, theirs, to: "\(dump)/export-\(name)-\(frame).png")
            }
            worst = min(worst, db)
            if Self.fractionalImageFrames[name]?.contains(frame) == true {
                #expect(db >= 25, "\(name) at \(instant) s (frame \(frame)): \(db) dB")
                withKnownIssue("current players move images by whole pixels; Flipbook and Core Animation interpolate") {
                    #expect(db >= 35, "\(name) at \(instant) s (frame \(frame)): \(db) dB")
                }
            } else {
                #expect(db >= 35, "\(name) at \(instant) s (frame \(frame)): \(db) dB")
            }
        }
        print("\(name): lowest PSNR \(worst) dB over \(frames.count) key instants; warnings: \(export.warnings)")
    }
}
