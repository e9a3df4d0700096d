import FlipbookPNG
import FlipbookReview
import Foundation
import Testing
@testable import FlipbookCLI

/// The review page in a real browser: Chromium's headless shell (Debian's
/// `chromium-headless-shell`, which `make test` installs) loads the page from disk with a time
/// in the URL, and its screenshot must show that frame where the page puts it.
@Suite("Review page in Chromium")
struct ReviewBrowserTests {
    static let browser = ["/usr/bin/chromium-headless-shell", "/usr/lib/chromium/chromium-headless-shell"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Screenshots `url` at `width` × `height` CSS pixels (device scale 1) into `file`.
    func screenshot(_ url: String, to file: String, width: Int, height: Int) throws -> RGBAImage {
        let browser = try #require(Self.browser, "chromium-headless-shell is missing: `make test` installs it (apt)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        // As root the sandbox cannot start; these pages are our own files.
        process.arguments = ["--no-sandbox", "--hide-scrollbars", "--force-device-scale-factor=1", "--disable-gpu",
                             "--window-size=\(width),\(height)", "--screenshot=\(file)", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try PNGCodec.decode(Array(try #require(FileManager.default.contents(atPath: file))))
    }

    @Test("Scrubbed by the URL (#t=1.9, #t=0.63, none), the page shows the gauge's frame nearest that time")
    func scrubbedFrame() throws {
        let folder = try makeTemporaryFolder("browser")
        defer { try? FileManager.default.removeItem(at: folder) }
        let gauge = RenderCommandTests.scenes.appendingPathComponent("gauge.json").path
        let page = folder.appendingPathComponent("page").path
        let run = CommandRun("review", gauge, "--out", page, "--fps", "10")
        #expect(run.exitCode == .success, "\(run.error)")
        let frames = try (0...26).map { index in
            try PNGCodec.decode(Array(try #require(FileManager.default.contents(atPath: page + String(format: "/frames/frame-%05d.png", index)))))
        }
        // Pixels of the stage that differ from a frame by more than a rounding error.
        func differing(_ shot: RGBAImage, _ frame: RGBAImage) -> Int {
            var count = 0
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let (sx, sy) = (ReviewPage.stageOrigin.x + x, ReviewPage.stageOrigin.y + y)
                    let differs = (0..<3).contains { channel in
                        abs(Int(frame.pixels[(y * frame.width + x) * 4 + channel])
                            - Int(shot.pixels[(sy * shot.width + sx) * 4 + channel])) > 8
                    }
                    if differs { count += 1 }
                }
            }
            return count
        }
        // 1.9 s is on the way back after the stop; 0.63 s picks frame 6 (0.6 s), the nearest.
        for (hash, expected) in [("#t=1.9", 19), ("#t=0.63", 6), ("", 0)] {
            let shot = try screenshot("file://\(page)/index.html\(hash)", to: folder.appendingPathComponent("shot.png").path,
                                      width: 640, height: 400)
            #expect(differing(shot, frames[expected]) == 0, "\(hash): the stage shows frame \(expected) at its own pixels")
            for (index, frame) in frames.enumerated() where frame != frames[expected] {
                #expect(differing(shot, frame) > 20, "\(hash): the stage does not show frame \(index)")
            }
        }
    }
}
