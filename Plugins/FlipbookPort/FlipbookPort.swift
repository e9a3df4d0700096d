import Foundation
import PackagePlugin

/// FlipbookPort: compiles a target's iOS source folders, unchanged on disk, on Linux.
///
/// The target's directory holds `flipbook-port.json`:
/// `{"sources": ["../../App/Views", "Extra.swift"], "exclude": ["**/*Preview*.swift"]}` —
/// folders or files relative to the target's directory, and globs (`*`, `**`, `?`) of paths
/// relative to it to leave out. Every `.swift` file found is rewritten by `flipbook-port` into
/// the plugin's work directory and compiled into the target; the list is read at every build,
/// so a file added to a listed folder, or an edited list, is picked up by the next build.
@main
struct FlipbookPort: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // `directoryURL` needs tools 6.1; the path as text is the same.
        let directory = URL(fileURLWithPath: String(describing: target.directory))
        let configuration = directory.appendingPathComponent("flipbook-port.json")
        let listed = try PortList(reading: configuration)
        let inputs = try listed.swiftFiles(under: directory)
        if inputs.isEmpty {
            Diagnostics.warning("FlipbookPort: \(configuration.path): the listed sources hold no .swift file")
            return []
        }
        let outputDirectory = context.pluginWorkDirectoryURL.appendingPathComponent("Ported")
        let outputs = inputs.map { input in
            outputDirectory.appendingPathComponent(PortList.outputName(for: input, relativeTo: directory))
        }
        return [.buildCommand(
            displayName: "FlipbookPort: rewriting \(inputs.count) iOS source file(s) for \(target.name)",
            executable: try context.tool(named: "flipbook-port").url,
            arguments: zip(inputs, outputs).flatMap { [$0.path, $1.path] },
            inputFiles: inputs + [configuration],
            outputFiles: outputs)]
    }
}

/// What `flipbook-port.json` lists.
struct PortList {
    let sources: [String]
    let exclude: [String]

    init(reading file: URL) throws {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw PortError("\(file.path): not found; a target that applies FlipbookPort lists its iOS sources there: {\"sources\": [\"../../App\"]}")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw PortError("\(file.path): not a JSON object; expected {\"sources\": [paths], \"exclude\": [globs]}")
        }
        let unknown = Set(object.keys).subtracting(["sources", "exclude"])
        guard unknown.isEmpty else {
            throw PortError("\(file.path): unknown key(s) \(unknown.sorted().joined(separator: ", ")); expected \"sources\" and \"exclude\"")
        }
        guard let sources = object["sources"] as? [String], !sources.isEmpty else {
            throw PortError("\(file.path): \"sources\" must be a non-empty array of paths relative to the target's directory")
        }
        guard let exclude = (object["exclude"] ?? [String]()) as? [String] else {
            throw PortError("\(file.path): \"exclude\" must be an array of globs")
        }
        self.sources = sources
        self.exclude = exclude
    }

    /// The `.swift` files the list names, sorted, without the excluded ones.
    func swiftFiles(under directory: URL) throws -> [URL] {
        var files: [URL] = []
        for source in sources {
            let url = URL(fileURLWithPath: source, relativeTo: directory).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw PortError("flipbook-port.json: the source \"\(source)\" does not exist (looked for \(url.path))")
            }
            if !isDirectory.boolValue {
                files.append(url)
                continue
            }
            let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
            while let file = walker?.nextObject() as? URL {
                if file.pathExtension == "swift" { files.append(file.standardizedFileURL) }
            }
        }
        let base = directory.standardizedFileURL.path
        return Array(Set(files)).filter { file in
            let relative = Self.relativePath(of: file.path, to: base)
            return !exclude.contains { Glob($0).matches(relative) }
        }.sorted { $0.path < $1.path }
    }

    /// A unique, stable name for the rewritten copy of `file`.
    static func outputName(for file: URL, relativeTo directory: URL) -> String {
        let relative = relativePath(of: file.standardizedFileURL.path, to: directory.standardizedFileURL.path)
        return relative.replacingOccurrences(of: "../", with: "up_").replacingOccurrences(of: "/", with: "_")
    }

    /// `path` relative to `base` (with `../` where it lies outside).
    static func relativePath(of path: String, to base: String) -> String {
        let pathParts = path.split(separator: "/"), baseParts = base.split(separator: "/")
        var common = 0
        while common < min(pathParts.count, baseParts.count), pathParts[common] == baseParts[common] { common += 1 }
        let ups = Array(repeating: "..", count: baseParts.count - common)
        return (ups + pathParts[common...].map(String.init)).joined(separator: "/")
    }
}

/// A glob of a relative path: `*` is any run of characters but `/`, `**` any run at all, `?`
/// one character but `/`.
struct Glob {
    private let pattern: [Character]

    init(_ pattern: String) { self.pattern = Array(pattern) }

    func matches(_ path: String) -> Bool { match(pattern[...], Array(path)[...]) }

    private func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == "*" {
            let isDouble = pattern.dropFirst().first == "*"
            var rest = pattern.dropFirst(isDouble ? 2 : 1)
            if isDouble, rest.first == "/" {
                // `**/` also matches no folder at all.
                if match(rest.dropFirst(), text) { return true }
            }
            if isDouble && rest.isEmpty { return true }
            var remaining = text
            while true {
                if match(rest, remaining) { return true }
                guard let next = remaining.first, isDouble || next != "/" else { return false }
                remaining = remaining.dropFirst()
                rest = rest[...]
            }
        }
        guard let character = text.first else { return false }
        if first == "?" ? character != "/" : first == character {
            return match(pattern.dropFirst(), text.dropFirst())
        }
        return false
    }
}

struct PortError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = "FlipbookPort: " + message }
}
