import Foundation
import Testing

/// Runs `swift build` for the package at `directory`; its output on failure.
private func build(_ directory: URL) throws -> (ok: Bool, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "build", "--package-path", directory.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus == 0, output)
}

/// Runs the built probe and returns what it printed.
private func run(_ directory: URL) throws -> String {
    let process = Process()
    process.executableURL = directory.appendingPathComponent(".build/debug/Probe")
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return output.trimmingCharacters(in: .whitespacesAndNewlines)
}

private func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
}

/// A package of a user's, outside this repository, that applies FlipbookPort.
@Suite("FlipbookPort in a user's package")
struct PluginRebuildTests {
    @Test("A file added to a listed folder, a folder added to the list and an exclusion are each picked up by the next build",
          .timeLimit(.minutes(10)))
    func listChangesAreSeen() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-port-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        let target = package.appendingPathComponent("Sources/Probe")
        try write("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Probe",
                dependencies: [.package(name: "Flipbook", path: \(String(reflecting: repository.path)))],
                targets: [.executableTarget(name: "Probe", dependencies: [.product(name: "ObjectiveC", package: "Flipbook")],
                    exclude: ["flipbook-port.json", "ios", "more"], swiftSettings: [.swiftLanguageMode(.v5)],
                    plugins: [.plugin(name: "FlipbookPort", package: "Flipbook")])])
            """, to: package.appendingPathComponent("Package.swift"))
        try write(#"{"sources": ["ios"]}"#, to: target.appendingPathComponent("flipbook-port.json"))
        try write("""
            import ObjectiveC
            @objcMembers final class Card: NSObject {
                @objc func tap(_ sender: Any?) {}
                static func describe() -> String { NSStringFromSelector(#selector(tap(_:))) }
            }
            """, to: target.appendingPathComponent("ios/Card.swift"))
        try write("print(Card.describe())", to: target.appendingPathComponent("main.swift"))
        var result = try build(package)
        #expect(result.ok, "\(result.output)")
        #expect(try run(package) == "tap:")

        // A new file in the listed folder.
        try write("""
            import ObjectiveC
            extension Card { @objc func share(with friend: String) {} }
            func shareName() -> String { NSStringFromSelector(#selector(Card.share(with:))) }
            """, to: target.appendingPathComponent("ios/Card+Share.swift"))
        try write("print(Card.describe(), shareName())", to: target.appendingPathComponent("main.swift"))
        result = try build(package)
        #expect(result.ok, "\(result.output)")
        #expect(try run(package) == "tap: shareWith:")

        // A folder added to the list, and a file excluded: the excluded one would clash.
        try write("""
            import ObjectiveC
            func shareName() -> String { "from more" }
            """, to: target.appendingPathComponent("more/Share.swift"))
        try write(#"{"sources": ["ios", "more"], "exclude": ["ios/Card+Share.swift"]}"#, to: target.appendingPathComponent("flipbook-port.json"))
        result = try build(package)
        #expect(result.ok, "\(result.output)")
        #expect(try run(package) == "tap: from more")
    }
}
