import Foundation
import Testing
import FlipbookScene
@testable import FlipbookCLI

/// The code the README and the guides in docs/ show is code that builds and runs: every Swift
/// block is found, verbatim, in a test source (`Tests/GuideExampleTests` holds the guides' own),
/// every scene file in a block loads, and every `flipbook` command line names a verb and its options.
@Suite("Code blocks of the README and the guides")
struct GuideCodeBlockTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fenced block: where it is, its language and its lines.
    struct Block: CustomStringConvertible {
        let file: String
        let line: Int
        let language: String
        let lines: [String]
        /// The file a `<!-- first golden: PATH -->` line just before the block names: the block is
        /// that file of docs/first-golden.md's package, which `make check-dependent-build` builds
        /// and runs as it stands.
        var firstGoldenFile: String? = nil
        var description: String { "\(file):\(line)" }
    }

    static func documents() throws -> [(name: String, text: String)] {
        let docs = root.appendingPathComponent("docs")
        let guides = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return try (["README.md"] + guides.map { "docs/\($0)" }).map {
            ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
        }
    }

    static func blocks() throws -> [Block] {
        var blocks: [Block] = []
        for (name, text) in try documents() {
            var open: (line: Int, language: String, lines: [String])?
            var marker: String?, previous = ""
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                if line.hasPrefix("```") {
                    if let current = open {
                        blocks.append(Block(file: name, line: current.line, language: current.language, lines: current.lines, firstGoldenFile: marker))
                        open = nil
                    } else {
                        open = (index + 1, String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), [])
                        marker = previous.hasPrefix("<!-- first golden: ")
                            ? String(previous.dropFirst("<!-- first golden: ".count).dropLast(" -->".count)) : nil
                    }
                } else if open != nil {
                    open?.lines.append(line)
                }
                previous = line
            }
        }
        return blocks
    }

    /// Every Swift source under Tests/, each as its lines with indentation and blank lines dropped.
    static func testSources() throws -> [(path: String, lines: [String])] {
        let tests = root.appendingPathComponent("Tests")
        let paths = (FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }
        return try paths.sorted().map { path in
            let text = try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
            return ("Tests/\(path)", normalized(text.components(separatedBy: "\n")))
        }
    }

    static func normalized(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func isManifestFragment(_ block: Block) -> Bool {
        block.lines.contains { $0.contains(".product(name:") || $0.contains(".package(") }
    }

    /// A block's imports (and `#if canImport` around them) lead it; in a test source they are at
    /// the top of the file, while the code is inside a function.
    static func split(_ lines: [String]) -> (header: [String], segments: [[String]]) {
        let headerWords = ["import ", "@testable import ", "#if ", "#else", "#endif"]
        let header = Array(lines.prefix { line in headerWords.contains { line.hasPrefix($0) } })
        // A comment on a line of its own is prose around the code (a caption, or `// …` for lines
        // left out): it splits the block into segments, each found as it stands, in order.
        var segments: [[String]] = [[]]
        for line in lines.dropFirst(header.count) {
            if line.hasPrefix("//") {
                if !(segments.last?.isEmpty ?? true) { segments.append([]) }
            } else {
                segments[segments.count - 1].append(line)
            }
        }
        return (header, segments.filter { !$0.isEmpty })
    }

    /// Whether `source` holds every header line and the segments as contiguous runs, in order.
    static func holds(_ source: [String], header: [String], segments: [[String]]) -> Bool {
        guard header.allSatisfy(source.contains) else { return false }
        var start = 0
        for segment in segments {
            guard let found = (start..<max(start, source.count - segment.count + 1)).first(where: {
                Array(source[$0..<$0 + segment.count]) == segment
            }) else { return false }
            start = found + segment.count
        }
        return true
    }

    @Test("Every Swift block is in a test source, verbatim (imports at the file's top, code in any indentation)")
    func swiftBlocks() throws {
        let sources = try Self.testSources()
        // The first-golden package's files are built and run as they stand by CI (below).
        let blocks = try Self.blocks().filter { $0.language == "swift" && !Self.isManifestFragment($0) && $0.firstGoldenFile == nil }
        #expect(blocks.count >= 11, "the README's and the guides' Swift examples are found")
        for block in blocks {
            let (header, segments) = Self.split(Self.normalized(block.lines))
            let homes = sources.filter { Self.holds($0.lines, header: header, segments: segments) }.map(\.path)
            #expect(!homes.isEmpty, "\(block): no test source under Tests/ holds this block verbatim")
        }
    }

    @Test("docs/first-golden.md gives a whole package — manifest, view, test — that make check-dependent-build builds and runs")
    func firstGoldenPackage() throws {
        let files = try Self.blocks().filter { $0.file == "docs/first-golden.md" }.compactMap(\.firstGoldenFile)
        #expect(files == ["Package.swift", "Sources/Hello/Badge.swift", "Tests/HelloTests/BadgeTests.swift"])
        let script = try String(contentsOf: Self.root.appendingPathComponent("scripts/check-dependent-build.sh"), encoding: .utf8)
        #expect(script.contains("docs/first-golden.md") && script.contains("FLIPBOOK_RECORD=missing"))
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("(docs/first-golden.md)"))
    }

    @Test("Package.swift fragments name the package's products")
    func manifestFragments() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let blocks = try Self.blocks().filter(Self.isManifestFragment)
        #expect(!blocks.isEmpty)
        let product = try Regex(#"\.product\(name: "([A-Za-z]+)", package: "Flipbook""#)
        for block in blocks {
            for line in block.lines {
                for match in line.matches(of: product) {
                    let name = String(match.output[1].substring ?? "")
                    #expect(manifest.contains(".library(name: \"\(name)\""), "\(block): no product \(name)")
                }
            }
        }
    }

    @Test("Every scene file shown in a block loads")
    func sceneBlocks() throws {
        let scenes = try Self.blocks().filter { $0.language == "json" && $0.lines.contains { $0.contains("\"flipbook\":") } }
        #expect(scenes.count >= 2, "the README's and the scene guide's")
        for block in scenes {
            let json = block.lines.joined(separator: "\n")
            #expect(throws: Never.self, "\(block)") { try SceneFile.decode(Array(json.utf8), file: block.description).timeline() }
        }
    }

    @Test("Every flipbook command line in a block names a verb and only that verb's options")
    func commandLines() throws {
        let specs = Dictionary(uniqueKeysWithValues: FlipbookCommand.commands.map { ($0.spec.name, $0.spec) })
        var checked = 0
        for block in try Self.blocks() {
            for line in block.lines {
                var command = line.trimmingCharacters(in: .whitespaces)
                if command.hasPrefix("$ ") { command.removeFirst(2) }
                guard command.hasPrefix("flipbook ") else { continue }
                // What follows `#` is a comment; quoted values are not options.
                let code = command.split(separator: "#", maxSplits: 1).first.map(String.init) ?? command
                let words = code.split(separator: " ").map(String.init).filter { !$0.hasPrefix("'") && !$0.hasPrefix("\"") }
                checked += 1
                if words[1].hasPrefix("--") || words[1].hasPrefix("<") || words[1] == "help" { continue }
                guard let spec = specs[words[1]] else {
                    Issue.record("\(block): `\(command)`: no verb \(words[1])")
                    continue
                }
                for word in words.dropFirst(2) where word.hasPrefix("--") && word != "--" {
                    let name = String(word.dropFirst(2).prefix { $0 != "=" })
                    #expect(name == "help" || spec.options.contains { $0.name == name }, "\(block): `\(command)`: flipbook \(spec.name) has no --\(name)")
                }
            }
        }
        #expect(checked >= 20)
    }
}
