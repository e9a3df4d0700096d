import FlipbookPNG
import FlipbookRender
import FlipbookScene
import Foundation
import Synchronization

/// The failure report: a strip PNG per failing scene (`<name>.strip.png`) and one
/// self-contained `index.html` (images inlined, no network, no external script) that lists
/// every failure with its numbers, its expected, actual and diff images and a flip-between view.
public enum GoldenReport {
    /// The report's results as `flipbook check --format json` prints them, which
    /// `flipbook merge-reports` reads back.
    public static let resultsFile = "results.json"

    /// How a person accepts the report's failures as new goldens; the page shows the exact
    /// command for each failure, each scene or test, and all of them.
    public enum Acceptance: Sendable, Equatable {
        /// No command.
        case none
        /// `flipbook accept REPORT [SCENE[@TIME]]`, with the report folder as it should be given.
        case flipbookAccept(report: String)
        /// `FLIPBOOK_RECORD=failed swift test --filter '…'`: the test adapters' page, where each
        /// result is a test function.
        case swiftTest
    }

    /// Writes the strips and `index.html` into `folder`; returns the page's path.
    @discardableResult
    public static func write(_ results: [GoldenSceneResult], to folder: String, fonts: FontConfiguration,
                             title: String = "flipbook check", acceptance: Acceptance = .none) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var strips: [String: String] = [:]
        for result in results where result.failed {
            let file = GoldenStore.sanitized(result.name) + ".strip.png"
            if let strip = try GoldenStrip.render(result, fonts: fonts) {
                try AtomicFile.write(try PNGCodec.encode(strip), to: folder + "/" + file)
                strips[result.name] = file
            }
        }
        let page = folder + "/index.html"
        try AtomicFile.write(Array(GoldenReportPage.html(results, strips: strips, title: title, acceptance: acceptance).utf8),
                             to: page)
        return page
    }

    /// Failing results gathered by the test adapters in this process, per artifacts folder.
    private static let collected = Locked<[String: [GoldenSceneResult]]>([:])

    /// A passing check of `test`: its artifacts from an earlier run go, unless it failed in this
    /// run; the report page of an earlier run goes too when nothing has failed in this one (a
    /// failure of this run rewrites the page).
    public static func removeStale(in folder: String, test: String, artifacts: String) {
        collected.withLock { gathered in
            let failedHere = gathered[folder] ?? []
            if !failedHere.contains(where: { $0.name == test }) {
                try? FileManager.default.removeItem(atPath: artifacts)
            }
            guard failedHere.isEmpty else { return }
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for file in files where file == "index.html" || file == resultsFile || file.hasSuffix(".strip.png") {
                try? FileManager.default.removeItem(atPath: folder + "/" + file)
            }
        }
    }

    /// Adds a failing part of a test to the report in `folder` and rewrites it, so after any
    /// failing test `<folder>/index.html` lists every failure of the run so far. Parts of one
    /// test (its frames, values, events) gather under its name.
    public static func collect(_ part: GoldenPart, test: String, in folder: String, fonts: FontConfiguration) {
        guard !part.outcomes.failures.isEmpty else { return }
        // One writer at a time: the page must list every result, whichever test finishes last.
        collected.withLock { gathered in
            var results = gathered[folder] ?? []
            if let index = results.firstIndex(where: { $0.name == test }) {
                results[index] = GoldenSceneResult(name: test, parts: results[index].parts + [part])
            } else {
                results.append(GoldenSceneResult(name: test, parts: [part]))
            }
            gathered[folder] = results
            _ = try? write(results, to: folder, fonts: fonts, title: "golden tests", acceptance: .swiftTest)
        }
    }
}
