import FlipbookGolden
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// `flipbook check SCENE… --goldens DIR`: each scene's frames at its key instants, the values of
/// its animated key paths and its event log against the goldens in `DIR/<scene>/`.
public enum CheckCommand: Command {
    public static let spec = CommandSpec(
        name: "check",
        abstract: "Check scenes against golden frames, values and event logs.",
        arguments: [ArgumentSpec("scene", help: "Scene files or Lottie files (.json, .lottie), or folders whose *.json files are scenes.", isRepeating: true)],
        options: [
            .value("goldens", "dir", required: true, help: "Where goldens live: <dir>/<scene name>/."),
            .value("record", "mode", help: "When goldens are written: missing, failed, all or never "
                + "(FLIPBOOK_RECORD also chooses). Without a choice, missing goldens are recorded but "
                + "fail the run (never when CI is set)."),
            .value("report", "dir", help: "Write failure artifacts, a strip per scene and index.html here."),
            .value("junit", "file", help: "Write a JUnit XML report (default $XML_OUTPUT_FILE under Bazel)."),
            .value("format", "text|json", help: "text (default): a line per scene; json: every golden, differing "
                + "frame, value and event line as one JSON document on standard output."),
            .value("shard", "k/n", help: "Check only the scenes at sorted positions i with i mod n = k − 1."),
            .value("threads", "n", help: "Check scenes on n threads (default: every core)."),
            .value("threshold", "x", help: "Perceptual threshold of frame comparison, 0 (exact) to 1 (default 0.1)."),
            .value("max-diff-pixels", "n", help: "Pixels a frame may have differing and still pass (default 0)."),
            .value("max-diff-ratio", "r", help: "Share of a frame's pixels that may differ, 0 to 1 (default 0)."),
            .flag("prune-orphans", help: "After a run over every scene (folders, no shard) that passed, delete "
                + "the goldens no scene used; otherwise refuse and say why."),
            .flag("strict-environment", help: "Fail frames whose goldens were recorded in another environment "
                + "instead of comparing them with the cross-environment tier."),
            .flag("quiet", short: "q", help: "Print only the scenes that fail, and no warnings."),
        ],
        discussion: """
            A scene's name is its file name without .json. Frames are rendered at 2x at the
            scene's key instants (starts, ends and middles of animations, completions, state
            changes, triggers, the end) and compared like 'flipbook diff' (YIQ threshold 0.1,
            anti-aliasing forgiven); values must agree within 1e-4; the event log line by line.
            One line per scene says ok or what differs. A golden is never overwritten outside
            the record modes failed and all. Without --shard, Bazel's TEST_TOTAL_SHARDS and
            TEST_SHARD_INDEX select the shard and TEST_SHARD_STATUS_FILE is touched. Without a
            shard, goldens the checked scenes did not use are listed as orphans (other scenes'
            folders too when every argument is a folder).
            A scene with a failing golden records nothing new, except under --record all.
            Exit status: 0 all match (new goldens recorded in a chosen record mode count as
            a match), 1 something differs, a golden is missing under never, or new goldens
            were recorded without a chosen mode (re-run to check them), 2 bad input.

            EXAMPLES:
              flipbook check Assets/scenes --goldens goldens
              CI=1 flipbook check Assets/scenes --goldens goldens --report report --junit junit.xml --shard 1/4
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        try check(arguments, console: console, environment: ProcessInfo.processInfo.environment)
    }

    /// The check with an explicit environment (for `CI`, `FLIPBOOK_RECORD` and Bazel's variables).
    static func check(_ arguments: ParsedArguments, console: Console, environment: [String: String]) throws(CommandFailure) -> ExitCode {
        guard let goldens = arguments.value("goldens") else { throw .usage("missing --goldens <dir>") }
        let format = arguments.value("format") ?? "text"
        guard ["text", "json"].contains(format) else {
            throw .usage("--format: expected text or json, found '\(format)'" + Suggestions.didYouMean(format, among: ["text", "json"]))
        }
        let record = try recordMode(arguments, environment: environment)
        let environmentRecord = RecordMode.explicitChoice(environment)
        let shard = try ShardSelection.parse(arguments.value("shard"), environment: environment)
        // Every output is checked before any scene: an unusable one is an environment failure
        // (exit 3) with nothing written, not a difference found after recording goldens.
        if FileManager.default.fileExists(atPath: goldens), !isFolder(goldens) {
            throw CommandFailure(.environment, "--goldens: \(goldens) is a file, not a folder")
        }
        if let report = arguments.value("report") { try CommandFiles.prepareFolder(report, for: "--report") }
        let junit = arguments.value("junit") ?? environment["XML_OUTPUT_FILE"]
        if let junit { try CommandFiles.prepareOutput(junit) }
        try ShardSelection.acknowledge(environment: environment)
        let prunes = arguments.flag("prune-orphans")
        if prunes && shard.isPartial {
            throw .usage("--prune-orphans needs every scene, and this run checks one shard: orphans of the others cannot be told")
        }
        if prunes && !arguments.positionals.allSatisfy(isFolder) {
            throw .usage("--prune-orphans needs folders of scenes: with single files, the goldens of scenes not named "
                + "would look orphaned")
        }
        for path in arguments.positionals {
            try SceneInput.refuseStream(path, because: "goldens are kept under the scene file's name")
        }
        let all = try scenePaths(arguments.positionals)
        let selected = shard.select(all)
        let timelines = try selected.map { path throws(CommandFailure) in
            (name: sceneName(path), timeline: try SceneLoading.timeline(path: path, arguments: arguments))
        }
        let fonts = try Pictures.fonts()
        let tolerance = try imageTolerance(arguments)
        let quiet = arguments.flag("quiet")
        let strictEnvironment = arguments.flag("strict-environment")
        let report = arguments.value("report")
        let showsProgress = !quiet && isatty(STDERR_FILENO) == 1
        if let report { removeStaleArtifacts(in: report, scenes: timelines.map(\.name)) }
        // Absolute, so results.json and accept.tsv still name the files when the report moves
        // into a merge.
        let artifactsRoot = report.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? environment["FLIPBOOK_ARTIFACTS"]
        // Scenes are checked on `--threads` workers (each scene's goldens are its own folder);
        // the lines come out in the sorted order whatever order the scenes finish in.
        let finished = Locked([GoldenSceneResult?](repeating: nil, count: timelines.count))
        let workers = max(1, min(try ThreadsArgument.parse(arguments), timelines.count))
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while !Interruption.isRequested {
                let position = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard position < timelines.count else { break }
                let scene = timelines[position]
                let store = GoldenStore(directory: goldens + "/" + scene.name, record: record ?? environmentRecord ?? RecordMode.fromEnvironment(environment),
                                        explicit: record != nil || environmentRecord != nil,
                                        artifacts: artifactsRoot.map { $0 + "/" + scene.name }, writesArtifacts: artifactsRoot != nil)
                var checks = GoldenChecks(store: store, fonts: fonts)
                checks.defersNewGoldens = true  // a scene with any failing golden records nothing new
                checks.requiresSameEnvironment = strictEnvironment
                let result = check(scene.timeline, named: scene.name, checks: checks, tolerance: tolerance)
                    .committingNewGoldens(in: store)
                let done = finished.withLock { results in
                    results[position] = result
                    return results.compactMap { $0 }.count
                }
                if showsProgress { console.error("\rflipbook check: \(done)/\(timelines.count) scenes") }
            }
        }
        if showsProgress { console.error("\r\u{1B}[K") }
        let results = finished.withLock { $0 }.compactMap { $0 }
        // Ctrl-C: every golden written so far is complete; no report is written.
        if Interruption.isRequested {
            throw CommandFailure(.interrupted, "interrupted after \(results.count) of \(timelines.count) scenes")
        }
        if format == "json" {
            console.output(GoldenJSONReport.json(results))
        } else {
            for result in results where !quiet || result.failed { console.output(result.summary + "\n") }
        }
        if let report {
            do {
                try AcceptManifest(results: results, goldens: goldens).write(to: report)
                try AtomicFile.write(Array(GoldenJSONReport.json(results).utf8), to: report + "/" + GoldenReport.resultsFile)
                let page = try GoldenReport.write(results, to: report, fonts: fonts, acceptance: .flipbookAccept(report: report))
                if !quiet || results.contains(where: \.failed) { console.error("flipbook check: report in \(page)\n") }
            } catch {
                throw CommandFailure(.environment, "--report: cannot write the report in \(report): \(SystemErrorText.describe(error))")
            }
        }
        if let junit {
            try CommandFiles.write(Array(JUnitReport.xml(results).utf8), to: junit)
        }
        if !shard.isPartial && (!quiet || prunes) {
            let used = Dictionary(results.map { ($0.name, Set($0.outcomes.map(\.file) + ["meta.json"])) }, uniquingKeysWith: { $0.union($1) })
            // Other scenes' folders are orphans only when whole folders of scenes were named.
            let everyScene = arguments.positionals.allSatisfy(isFolder)
            let orphans = GoldenOrphans.list(root: goldens, used: used, includingFolders: everyScene)
            let passed = !results.contains(where: \.failed)
            for orphan in orphans {
                if prunes && passed {
                    do {
                        try FileManager.default.removeItem(atPath: orphan)
                        console.error("flipbook check: pruned orphaned golden \(orphan)\n")
                    } catch {
                        throw CommandFailure(.environment, "--prune-orphans: cannot delete \(orphan): \(SystemErrorText.describe(error))")
                    }
                } else if !quiet {
                    console.error("flipbook check: warning: orphaned golden \(orphan) (no scene checked uses it)\n")
                }
            }
            if prunes && !passed && !orphans.isEmpty {
                console.error("flipbook check: not pruning \(orphans.count) orphaned golden\(orphans.count == 1 ? "" : "s"): "
                    + "the run did not pass, and a failing scene's goldens may still be needed\n")
            }
        }
        // A golden that could not be written (a full disk, a read-only folder) is an I/O
        // failure, not a difference.
        if let unwritable = results.lazy.flatMap(\.outcomes).first(where: { $0.status == .writeFailed }) {
            throw CommandFailure(.environment, unwritable.message ?? "cannot write a golden")
        }
        return results.contains(where: \.failed) ? .difference : .success
    }

    /// The frame tolerance the options ask for (the defaults where not given).
    static func imageTolerance(_ arguments: ParsedArguments) throws(CommandFailure) -> ImageTolerance {
        var tolerance = ImageTolerance.default
        if let text = arguments.value("threshold") {
            tolerance.perceptual = try NumberParsing.finite(text, what: "--threshold")
            guard (0...1).contains(tolerance.perceptual) else { throw .usage("--threshold: expected 0 to 1, found \(text)") }
        }
        if let text = arguments.value("max-diff-pixels") {
            tolerance.maximumDifferingPixels = try NumberParsing.whole(text, what: "--max-diff-pixels", in: 0...Int(Int32.max))
        }
        if let text = arguments.value("max-diff-ratio") {
            tolerance.maximumDifferingRatio = try NumberParsing.finite(text, what: "--max-diff-ratio")
            guard (0...1).contains(tolerance.maximumDifferingRatio) else {
                throw .usage("--max-diff-ratio: expected 0 to 1, found \(text)")
            }
        }
        return tolerance
    }

    /// One scene's frames at 2x, values and events, each timed.
    static func check(_ timeline: Timeline, named name: String, checks: GoldenChecks,
                      tolerance: ImageTolerance = .default) -> GoldenSceneResult {
        func timed(_ part: String, _ run: () -> [GoldenOutcome]) -> GoldenPart {
            let start = ContinuousClock.now
            let outcomes = run()
            let elapsed = (ContinuousClock.now - start).components
            return GoldenPart(name: part, outcomes: outcomes,
                              seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
        }
        return GoldenSceneResult(name: name, parts: [
            timed("frames") {
                checks.frames(of: timeline, named: name, scale: 2, tolerance: tolerance.applying(timeline.golden))
            },
            timed("values") { checks.values(of: timeline, tolerance: timeline.golden.valueTolerance ?? 1e-4) },
            timed("events") { checks.events(of: timeline) },
        ])
    }

    /// Clears what an earlier run left in the report folder for these scenes (their frame
    /// artifacts and strips), so the report shows this run only. Nothing else is touched.
    static func removeStaleArtifacts(in report: String, scenes: [String]) {
        let files = FileManager.default
        for scene in scenes {
            try? files.removeItem(atPath: report + "/" + scene + ".strip.png")
            let folder = report + "/" + scene
            for name in (try? files.contentsOfDirectory(atPath: folder)) ?? []
            where [".expected.png", ".actual.png", ".diff.png", "values.actual.csv", "events.actual.tsv"].contains(where: name.hasSuffix) {
                try? files.removeItem(atPath: folder + "/" + name)
            }
        }
    }

    /// The mode `--record` chooses, if given (`FLIPBOOK_RECORD` is the other explicit choice;
    /// without either, `never` under CI and `missing` elsewhere, and new goldens fail the run).
    static func recordMode(_ arguments: ParsedArguments, environment: [String: String]) throws(CommandFailure) -> RecordMode? {
        guard let text = arguments.value("record") else { return nil }
        guard let mode = RecordMode(rawValue: text) else {
            let names = RecordMode.allCases.map(\.rawValue)
            throw .usage("--record: expected one of \(names.joined(separator: ", ")), found '\(text)'"
                + Suggestions.didYouMean(text, among: names))
        }
        return mode
    }

    /// The scene files named, folders expanded to their `*.json` files, sorted and without
    /// repeats; two scenes with one name would share goldens and are refused.
    static func scenePaths(_ arguments: [String]) throws(CommandFailure) -> [String] {
        guard !arguments.isEmpty else { throw .usage("expected at least one scene file or folder") }
        var paths: Set<String> = []
        for argument in arguments {
            guard FileManager.default.fileExists(atPath: argument) else {
                throw .badInput("\(argument): no such scene file or folder")
            }
            guard isFolder(argument) else {
                paths.insert(argument)
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
            let scenes = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
            guard !scenes.isEmpty else { throw .badInput("\(argument): the folder holds no *.json scene") }
            for name in scenes { paths.insert((argument as NSString).appendingPathComponent(name)) }
        }
        let sorted = paths.sorted()
        var seen: [String: String] = [:]
        for path in sorted {
            let name = sceneName(path)
            if let other = seen[name] {
                throw .badInput("\(other) and \(path) are both named '\(name)'; their goldens would share \(name)/")
            }
            seen[name] = path
        }
        return sorted
    }

    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// The golden folder name of a scene file: its file name without `.json`, made safe.
    static func sceneName(_ path: String) -> String {
        var name = (path as NSString).lastPathComponent
        if name.hasSuffix(".json") { name.removeLast(5) }
        return GoldenStore.sanitized(name)
    }
}
