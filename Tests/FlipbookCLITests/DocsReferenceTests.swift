import Foundation
import Testing

/// The DocC reference `make docs` builds (and `make test` builds first): served over HTTP as a
/// static site, opened in Chromium's headless shell, its UIKit reference lists `UIView.animate`.
@Suite("DocC reference")
struct DocsReferenceTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/docs")

    @Test("The FlipbookUIKit reference's UIView page, rendered by a browser, lists UIView.animate(withDuration:animations:)")
    func uikitReferenceInABrowser() throws {
        let browser = try #require(ReviewBrowserTests.browser, "chromium-headless-shell is missing: `make test` installs it (apt)")
        try #require(FileManager.default.fileExists(atPath: Self.docs.appendingPathComponent("index.html").path),
                     "no reference in .build/docs: `make test` runs `make docs` first")
        let index = try String(contentsOf: Self.docs.appendingPathComponent("index.html"), encoding: .utf8)
        for module in ["FlipbookUIKit", "FlipbookScene", "FlipbookRender", "FlipbookGolden", "FlipbookGoldenTesting", "FlipbookGoldenXCTest"] {
            #expect(index.contains("href=\"\(module)/documentation/\(module.lowercased())/\""), "the index links \(module)")
        }

        // A static DocC site loads its data with fetch, which file:// does not allow: serve it.
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "-d", Self.docs.path]
        let serverOutput = Pipe()
        server.standardOutput = serverOutput
        server.standardError = FileHandle.nullDevice
        try server.run()
        // SIGKILL: a test process may ignore SIGTERM and SIGINT (the CLI's own handlers), and
        // children inherit ignored signals.
        defer { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() }
        // "Serving HTTP on 127.0.0.1 port 43017 (http://127.0.0.1:43017/) ..."
        var banner = ""
        while !banner.contains("\n") {
            let chunk = serverOutput.fileHandleForReading.availableData
            if chunk.isEmpty { break }  // the server ended
            banner += String(decoding: chunk, as: UTF8.self)
        }
        let port = try #require(banner.split(separator: " ").firstIndex(of: "port").map { banner.split(separator: " ")[$0 + 1] },
                                "the server's banner names its port: \(banner)")

        let chromium = Process()
        chromium.executableURL = URL(fileURLWithPath: browser)
        // As root the sandbox cannot start; the page is our own. Virtual time lets its scripts run.
        chromium.arguments = ["--no-sandbox", "--disable-gpu", "--virtual-time-budget=15000", "--dump-dom",
                              "http://127.0.0.1:\(port)/FlipbookUIKit/documentation/flipbookuikit/uiview/"]
        let dom = Pipe()
        chromium.standardOutput = dom
        chromium.standardError = FileHandle.nullDevice
        try chromium.run()
        let html = String(decoding: dom.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        chromium.waitUntilExit()
        let text = html.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "&gt;", with: ">")
        #expect(html.contains("<title>UIView | Documentation"))
        #expect(text.contains("class func animate(withDuration: TimeInterval, animations: () -> Void)"))
        #expect(text.contains("Animates changes over duration seconds"), "with its doc comment")
    }

    /// Every module with a DocC catalog: each public declaration has a doc comment.
    static let documentedModules = ["FlipbookUIKit", "FlipbookSwiftUI", "FlipbookObjectiveC", "FlipbookConstraintSolver", "FlipbookDynamics", "FlipbookScene", "FlipbookTiming", "FlipbookRender", "FlipbookAnimations",
                                    "FlipbookGolden", "FlipbookGoldenTesting", "FlipbookGoldenXCTest"]

    @Test("Every public declaration of the documented modules has a doc comment", arguments: documentedModules)
    func docComments(module: String) throws {
        let folder = Self.docs.deletingLastPathComponent().appendingPathComponent("docs-symbol-graphs/\(module)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        #expect(files.contains("\(module).symbols.json"), "no symbol graph: `make test` runs `make docs` first")
        // The module's own graph, and one per module it extends (`FlipbookUIKit@Foundation`).
        var symbols: [[String: Any]] = []
        for file in files where file.hasSuffix(".symbols.json") {
            let data = try #require(FileManager.default.contents(atPath: folder.appendingPathComponent(file).path))
            let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            symbols += try #require(root["symbols"] as? [[String: Any]])
        }
        // What the compiler writes for a conformance (Hashable, RawRepresentable) has no source to document.
        let synthesized: Set<String> = ["hashValue", "hash(into:)", "rawValue", "init(rawValue:)"]
        let undocumented = symbols.compactMap { symbol -> String? in
            // A symbol with no location is a protocol's default implementation from another module.
            guard ["public", "open"].contains(symbol["accessLevel"] as? String), symbol["docComment"] == nil, symbol["location"] != nil,
                  let path = symbol["pathComponents"] as? [String], let name = path.last, !synthesized.contains(name) else { return nil }
            return path.joined(separator: ".")
        }
        #expect(undocumented.isEmpty, "\(module): \(undocumented.sorted())")
    }
}
