import Foundation
import Testing
@testable import FlipbookCLI

/// The check report in a real browser (Chromium's headless shell, which `make test` installs):
/// its script wires the overlay sliders, and the accept commands are on the page.
@Suite("Check report in Chromium")
struct ReportBrowserTests {
    /// The page's DOM after its scripts ran, as Chromium serialises it.
    func dom(_ url: String) throws -> String {
        let browser = try #require(ReviewBrowserTests.browser, "chromium-headless-shell is missing: `make test` installs it (apt)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        // As root the sandbox cannot start; the page is our own file.
        process.arguments = ["--no-sandbox", "--disable-gpu", "--dump-dom", url]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    @Test("The overlay slider moves the line between expected and actual; every failure shows its accept command")
    func overlayAndAccept() throws {
        let folder = try makeTemporaryFolder("report-browser")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("slide.json")
        func write(travel: Int) throws {
            try Data("""
                {"flipbook": 1, "name": "slide", "canvas": {"width": 60, "height": 20}, "duration": 1,
                 "layers": [{"id": "box", "frame": [0, 5, 10, 10], "backgroundColor": "#007AFF",
                   "animations": [{"key": "slide", "type": "basic", "keyPath": "position.x", "fromValue": 5,
                     "byValue": \(travel), "duration": 0.5, "fillMode": "both", "removedOnCompletion": false}]}]}
                """.utf8).write(to: scene)
        }
        let goldens = folder.appendingPathComponent("goldens").path
        let report = folder.appendingPathComponent("report").path
        try write(travel: 40)
        #expect(CommandRun("check", scene.path, "--goldens", goldens, "--record", "missing").exitCode == .success)
        try write(travel: 50)
        #expect(CommandRun("check", scene.path, "--goldens", goldens, "--record", "never", "--report", report).exitCode == .difference)

        let page = "file://" + report + "/index.html"
        let moved = try dom(page + "#split=80")
        let overlays = moved.components(separatedBy: #"class="overlay""#).count - 1
        #expect(overlays == 3, "one overlay per differing frame")
        #expect(moved.components(separatedBy: #"style="--split: 80%;""#).count - 1 == overlays, "every slider moved to 80 %")
        #expect(try dom(page).components(separatedBy: #"style="--split: 50%;""#).count - 1 == overlays, "50 % until moved")
        for time in ["0.25", "0.5", "1"] {
            #expect(moved.contains("flipbook accept \(report) slide@\(time)</code>"), "accept command for the frame at \(time) s")
        }
        #expect(moved.contains("flipbook accept \(report) slide</code>") && moved.contains("flipbook accept \(report)</code>"))
    }

    @Test("The review page's value plot has a playhead that follows the scrubber (#t=0, #t=1.3, #t=2.6)")
    func reviewPlayhead() throws {
        let folder = try makeTemporaryFolder("review-playhead")
        defer { try? FileManager.default.removeItem(at: folder) }
        let gauge = RenderCommandTests.scenes.appendingPathComponent("gauge.json").path
        let page = folder.appendingPathComponent("page").path
        #expect(CommandRun("review", gauge, "--out", page, "--fps", "10").exitCode == .success)
        let html = try String(contentsOfFile: page + "/index.html", encoding: .utf8)
        func attribute(_ name: String) throws -> Double {
            let range = try #require(html.range(of: "data-\(name)=\""))
            return try #require(Double(html[range.upperBound...].prefix { $0 != "\"" }))
        }
        let (left, right) = (try attribute("left"), try attribute("right"))
        for (time, fraction) in [(0.0, 0.0), (1.3, 0.5), (2.6, 1.0)] {
            let dom = try dom("file://" + page + "/index.html#t=\(time)")
            let expected = String(format: "%.3f", left + fraction * (right - left))
            #expect(dom.contains("id=\"playhead\" style=\"") && dom.contains("left: \(expected)%"),
                    "at \(time) s the playhead is at \(expected) % of the plot's width")
        }
    }
}
