import Foundation
import Testing

/// docs/uikit-coverage.md against FlipbookUIKit's symbol graph (`make docs` writes it; `make test`
/// runs `make docs` first): what the page calls covered is there, what it calls not yet is not,
/// and no public type is missing from it.
@Suite("UIKit coverage page")
struct CoveragePageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// One table row of the page: the section's class, the names in its first column, its status.
    struct Row {
        var section: String
        var names: [String]
        var status: String
        var line: Int
        /// Whether the row speaks of the whole class ("the whole class").
        var isWholeClass = false
    }

    /// The page's rows. A `### `Name`` heading starts a class's section; a row's first column
    /// names members of that class (`frame`) or, starting with a capital, full names
    /// (`UITableView.RowAnimation`); backticked text with a space or a leading dot is prose.
    static func rows() throws -> [Row] {
        let page = try String(contentsOf: root.appendingPathComponent("docs/uikit-coverage.md"), encoding: .utf8)
        var section: String?
        var rows: [Row] = []
        for (index, line) in page.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("### ") {
                section = backticked(String(line)).first
                continue
            }
            guard line.hasPrefix("| "), let section else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[2] != "Status", !cells[2].hasPrefix("---") else { continue }
            let names = backticked(cells[1]).filter { !$0.contains(" ") && !$0.hasPrefix(".") }
            rows.append(Row(section: section, names: names, status: cells[2], line: index + 1, isWholeClass: cells[1].hasPrefix("the whole class")))
        }
        return rows
    }

    static func backticked(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
    }

    /// FlipbookUIKit's public symbols by dotted path (`UIView.frame`), its own types' paths, and
    /// each class's superclass.
    struct Graph {
        var paths: Set<String> = []
        var types: Set<String> = []
        var superclass: [String: String] = [:]

        init() throws {
            let folder = CoveragePageTests.root.appendingPathComponent(".build/docs-symbol-graphs/FlipbookUIKit")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            try #require(files.contains("FlipbookUIKit.symbols.json"), "no symbol graph in \(folder.path): `make test` runs `make docs` first")
            var pathOfIdentifier: [String: String] = [:]
            var inherits: [(String, String)] = []
            // The module's own graph, and one per module it extends (`FlipbookUIKit@Foundation`).
            for file in files where file.hasSuffix(".symbols.json") {
                let data = try #require(FileManager.default.contents(atPath: folder.appendingPathComponent(file).path))
                let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
                for symbol in try #require(graph["symbols"] as? [[String: Any]]) {
                    guard ["public", "open"].contains(symbol["accessLevel"] as? String),
                          let components = symbol["pathComponents"] as? [String],
                          let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
                          let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String else { continue }
                    let path = components.joined(separator: ".")
                    paths.insert(path)
                    pathOfIdentifier[identifier] = path
                    if file == "FlipbookUIKit.symbols.json",
                       ["swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"].contains(kind) {
                        types.insert(path)
                    }
                }
                for relationship in (graph["relationships"] as? [[String: Any]]) ?? [] where relationship["kind"] as? String == "inheritsFrom" {
                    if let source = relationship["source"] as? String, let target = relationship["target"] as? String {
                        inherits.append((source, target))
                    }
                }
            }
            for (source, target) in inherits {
                if let child = pathOfIdentifier[source], let parent = pathOfIdentifier[target] { superclass[child] = parent }
            }
        }

        /// Whether `name`, on a row of `section`'s table, is a public symbol: a full name as it
        /// stands, or a member of the class or of one of its superclasses (`URL` is one of
        /// `UITextContentType`'s).
        func contains(_ name: String, in section: String) -> Bool {
            if name.first?.isUppercase == true, has(name) { return true }
            var owner: String? = section
            while let type = owner {
                if paths.contains(type + "." + name) { return true }
                owner = superclass[type]
            }
            return false
        }

        /// Whether `path` is a public symbol or has public members (a Foundation type extended).
        func has(_ path: String) -> Bool { paths.contains(path) || paths.contains { $0.hasPrefix(path + ".") } }
    }

    @Test("Every name on a covered or approximate row is in FlipbookUIKit, and none on a not-yet row is")
    func rowsMatchTheSymbolGraph() throws {
        let graph = try Graph()
        let rows = try Self.rows()
        #expect(rows.count > 400, "the page's tables were read")
        for row in rows {
            #expect(["covered", "approximate", "not yet"].contains(row.status), "line \(row.line): status '\(row.status)'")
            for name in row.names {
                let present = graph.contains(name, in: row.section)
                if row.status == "not yet" {
                    #expect(!present, "line \(row.line): \(row.section)'s `\(name)` is there now: move it to a covered or approximate row")
                } else {
                    #expect(present, "line \(row.line): \(row.section)'s `\(name)` is not public in FlipbookUIKit")
                }
            }
        }
        // A class that is not there at all has only not-yet rows; one that is there is not
        // "the whole class: not yet".
        for row in rows where row.status != "not yet" || row.isWholeClass {
            let present = graph.has(row.section)
            if row.status == "not yet" {
                #expect(!present, "line \(row.line): `\(row.section)` is in FlipbookUIKit now: list its members instead of the whole class")
            } else {
                #expect(present, "line \(row.line): section `\(row.section)` is not in FlipbookUIKit")
            }
        }
        // One section per class.
        let sectionStarts = try String(contentsOf: Self.root.appendingPathComponent("docs/uikit-coverage.md"), encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("### ") }.map { Self.backticked(String($0)).first ?? "" }
        let repeated = Dictionary(grouping: sectionStarts, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "classes with two sections: \(repeated.joined(separator: ", "))")
    }

    @Test("Every public type of FlipbookUIKit is on the page")
    func everyTypeIsListed() throws {
        let graph = try Graph()
        let rows = try Self.rows()
        let listed = Set(rows.map(\.section) + rows.flatMap(\.names))
        let missing = graph.types.subtracting(listed).sorted()
        let typeCount = graph.types.count
        #expect(typeCount > 300, "the graph's types were read")
        #expect(missing.isEmpty, "public types missing from docs/uikit-coverage.md: \(missing.joined(separator: ", "))")
    }

    @Test("The README's first screen links the coverage page")
    func readmeLinksThePage() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let firstScreen = readme.split(separator: "\n", omittingEmptySubsequences: false).prefix(40).joined(separator: "\n")
        #expect(firstScreen.contains("(docs/uikit-coverage.md)"))
    }
}
