import FlipbookAnimations
import FlipbookGIF
import FlipbookPNG
import FlipbookRender
import Foundation
import Testing
import UIKit

/// A recording's GIF, APNG or WebP in one call, with the CLI's options.
@Suite("Animation files of a recording")
@MainActor
struct RecordingAnimationFileTests {
    /// A red square that fades out over 0.5 s, recorded for 1 s in a 40 × 20 pt window.
    func fadingSquare() -> Timeline {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        window.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 10, y: 0, width: 20, height: 20))
        square.backgroundColor = .red
        window.addSubview(square)
        return window.record(duration: 1) { _ in
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { square.alpha = 0 })
        }
    }

    @Test("writeAnimation writes a GIF of a recording: 10 fps gives 11 frames of 10 cs, the square fading to white")
    func gifOfARecording() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-recording-gif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("fade.gif").path
        let warnings = try Flipbook.writeAnimation(of: fadingSquare(), to: path, options: RenderOptions(fps: 10, scale: 1),
                                                   fonts: FontConfiguration())
        #expect(warnings.isEmpty)
        let gif = try GIFDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(gif.width == 40 && gif.height == 20)
        // Frames with nothing new are merged into their predecessor's delay; the time adds up.
        #expect(gif.delays.reduce(0, +) == 110, "11 frames of 10 cs: 0, 0.1, …, 1 s")
        let (red, green, _, _) = gif.frames[0].pixel(x: 20, y: 10)
        #expect(red > 240 && green < 20, "red at the start")
        let (_, lastGreen, _, _) = gif.frames[gif.frames.count - 1].pixel(x: 20, y: 10)
        #expect(lastGreen > 240, "white once faded")
    }

    @Test("The format comes from the extension; one it does not know is an error naming the file")
    func formatFromExtension() throws {
        #expect(AnimationFormat.named(by: "a/b.WebP") == .webp && AnimationFormat.named(by: "x.apng") == .apng)
        #expect(throws: FileWriteError(path: "fade.mov", reason: "the extension names no animation format: use .gif, .apng or .webp")) {
            try Flipbook.writeAnimation(of: fadingSquare(), to: "fade.mov", options: RenderOptions(fps: 10), fonts: FontConfiguration())
        }
    }
}
