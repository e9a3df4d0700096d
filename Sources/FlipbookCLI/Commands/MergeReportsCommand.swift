import FlipbookGolden
import FlipbookPNG
import FlipbookRender
import Foundation

/// `flipbook merge-reports DIR… --out DIR`: one report (page, strips, artifacts, `accept.tsv`,
/// `results.json`, and a JUnit file) from the reports of a sharded check.
public enum MergeReportsCommand: Command {
    public static let spec = CommandSpec(
        name: "merge-reports",
        abstract: "Merge the reports of check shards into one.",
        arguments: [ArgumentSpec("report-dir", help: "Folders written by 'flipbook check --report', one per shard.")],
        options: [
            .value("out", "dir", required: true, help: "Where the merged report goes (a new or empty folder)."),
            .value("junit", "file", help: "Also write one JUnit XML file for every scene of every shard."),
            .flag("quiet", short: "q", help: "Print nothing on success."),
        ],
        discussion: """
            Each shard's scenes, artifacts and strips are copied under --out, its accept
            commands rewritten to the merged folder, and one index.html, results.json and
            accept.tsv list every scene. A scene reported by two shards is an error (the shards
            overlap). The merged report accepts with 'flipbook accept <out>'.
            Exit status: 0 merged, 1 some shard had failures (the merge itself succeeded),
            2 bad input, 3 an output could not be written.

            EXAMPLE:
              flipbook merge-reports shard-1 shard-2 shard-3 shard-4 --out report --junit junit.xml
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        guard let out = arguments.value("out") else { throw .usage("missing --out <dir>") }
        guard !arguments.positionals.isEmpty else { throw .usage("expected at least one report folder") }
        try CommandFiles.prepareFolder(out, for: "--out")
        let junit = arguments.value("junit")
        if let junit { try CommandFiles.prepareOutput(junit) }
        let outRoot = URL(fileURLWithPath: out).standardizedFileURL.path
        var merged: [GoldenSceneResult] = []
        var acceptLines: [AcceptManifest.Entry] = []
        for shard in arguments.positionals {
            let root = URL(fileURLWithPath: shard).standardizedFileURL.path
            guard let bytes = FileManager.default.contents(atPath: root + "/" + GoldenReport.resultsFile) else {
                throw .badInput("\(shard): no \(GoldenReport.resultsFile); is it a folder written by 'flipbook check --report'?")
            }
            let results: [GoldenSceneResult]
            do {
                results = try GoldenJSONReport.results(from: Array(bytes))
            } catch {
                throw .badInput("\(shard)/\(GoldenReport.resultsFile): \(error)")
            }
            for result in results {
                if merged.contains(where: { $0.name == result.name }) {
                    throw .badInput("scene '\(result.name)' is in two reports (\(shard) and another): the shards overlap")
                }
                try copyArtifacts(of: result.name, from: root, to: outRoot)
                merged.append(rebased(result, from: root, to: outRoot))
            }
            acceptLines += (AcceptManifest.read(from: root)?.entries ?? []).map { entry in
                AcceptManifest.Entry(scene: entry.scene, time: entry.time, golden: entry.golden,
                                     actual: entry.actual.replacingOccurrences(of: root + "/", with: outRoot + "/"))
            }
        }
        merged.sort { $0.name < $1.name }
        let fonts = try Pictures.fonts()
        do {
            try AcceptManifest(entries: acceptLines).write(to: outRoot)
            try AtomicFile.write(Array(GoldenJSONReport.json(merged).utf8), to: outRoot + "/" + GoldenReport.resultsFile)
            let page = try GoldenReport.write(merged, to: outRoot, fonts: fonts, acceptance: .flipbookAccept(report: out))
            if !arguments.flag("quiet") {
                console.output("merged \(merged.count) scene\(merged.count == 1 ? "" : "s") from "
                    + "\(arguments.positionals.count) report\(arguments.positionals.count == 1 ? "" : "s") into \(page)\n")
            }
        } catch {
            throw CommandFailure(.environment, "--out: cannot write the merged report in \(out): \(SystemErrorText.describe(error))")
        }
        if let junit { try CommandFiles.write(Array(JUnitReport.xml(merged).utf8), to: junit) }
        return merged.contains(where: \.failed) ? .difference : .success
    }

    /// Copies a scene's artifact folder and strip from a shard's report.
    static func copyArtifacts(of scene: String, from root: String, to out: String) throws(CommandFailure) {
        let files = FileManager.default
        for name in [scene, scene + ".strip.png"] where files.fileExists(atPath: root + "/" + name) {
            do {
                try? files.removeItem(atPath: out + "/" + name)
                try files.copyItem(atPath: root + "/" + name, toPath: out + "/" + name)
            } catch {
                throw CommandFailure(.environment, "--out: cannot copy \(root)/\(name): \(SystemErrorText.describe(error))")
            }
        }
    }

    /// A shard's result with its artifact paths moved under the merged folder.
    static func rebased(_ result: GoldenSceneResult, from root: String, to out: String) -> GoldenSceneResult {
        func move(_ path: String) -> String {
            let absolute = path.hasPrefix("/") ? path : root + "/" + path
            return absolute.replacingOccurrences(of: root + "/", with: out + "/")
        }
        return GoldenSceneResult(name: result.name, parts: result.parts.map { part in
            GoldenPart(name: part.name, outcomes: part.outcomes.map { outcome in outcome.movingArtifacts(move) }, seconds: part.seconds)
        })
    }
}
