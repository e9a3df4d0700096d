import Foundation
import Synchronization
import Testing
@testable import FlipbookCLI

/// `flipbook check`: goldens per scene, one line per scene, exit codes, shards, JUnit, orphans.
@Suite("flipbook check")
final class CheckCommandTests {
    /// The folder this test works in; a class so `deinit` removes it after each test.
    let folder: URL

    init() throws {
        folder = try makeTemporaryFolder("check")
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    var goldens: String { folder.appendingPathComponent("goldens").path }

    /// A small scene: a box sliding `travel` pt in 0.5 s after `delay`.
    @discardableResult
    func writeScene(_ name: String, travel: Double = 40, delay: Double = 0) throws -> String {
        let scenes = folder.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let path = scenes.appendingPathComponent("\(name).json").path
        let json = """
            {"flipbook": 1, "name": "\(name)", "canvas": {"width": 60, "height": 20}, "duration": 1,
             "layers": [{"id": "box", "frame": [0, 5, 10, 10], "backgroundColor": "#007AFF",
               "animations": [{"key": "slide", "type": "basic", "keyPath": "position.x", "fromValue": 5,
                 "byValue": \(travel), "duration": 0.5, "beginTime": \(delay), "fillMode": "both", "removedOnCompletion": false}]}]}
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Runs `flipbook check` with an explicit environment (no `CI` unless given).
    func check(_ arguments: [String], environment: [String: String] = [:]) -> CommandRun {
        CommandRun(["check"] + arguments) { (parsed: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode in
            try CheckCommand.check(parsed, console: console, environment: environment)
        }
    }

    @Test("Without a chosen record mode the first run records goldens but fails (exit 1); the second matches")
    func recordThenMatch() throws {
        let scene = try writeScene("slide")
        let first = check([scene, "--goldens", goldens])
        #expect(first.exitCode == .difference, "\(first.error)")
        #expect(first.output == "slide: FAILED: recorded 6 new goldens for slide: re-run to check them\n",
                "4 key instants (0, the slide's middle and end, the scene's end), values.csv, events.tsv")
        let files = try FileManager.default.contentsOfDirectory(atPath: goldens + "/slide").sorted()
        #expect(files == ["events.tsv", "meta.json", "slide@0.000000s.png", "slide@0.250000s.png", "slide@0.500000s.png",
                          "slide@1.000000s.png", "values.csv"])
        let values = try String(contentsOfFile: goldens + "/slide/values.csv", encoding: .utf8)
        #expect(values.hasPrefix("t,box.position.x\n0.000000,5.000000\n0.250000,25.000000\n"))
        let second = check([scene, "--goldens", goldens])
        #expect(second.exitCode == .success)
        #expect(second.output == "slide: ok\n")
        #expect(check([scene, "--goldens", goldens, "--quiet"]).output.isEmpty, "quiet prints nothing on success")
    }

    @Test("A chosen record mode (--record or FLIPBOOK_RECORD) records and passes")
    func explicitRecording() throws {
        let scene = try writeScene("slide")
        let run = check([scene, "--goldens", goldens, "--record", "missing"])
        #expect(run.exitCode == .success)
        #expect(run.output == "slide: ok, recorded 6 new goldens\n")
        let other = try writeScene("other")
        let fromEnvironment = check([other, "--goldens", goldens], environment: ["FLIPBOOK_RECORD": "missing"])
        #expect(fromEnvironment.exitCode == .success && fromEnvironment.output == "other: ok, recorded 6 new goldens\n")
    }

    @Test("A scene with a failing golden records nothing new; the line names the new instants it left out")
    func failingSceneRecordsNothing() throws {
        let scene = try writeScene("slide")
        _ = check([scene, "--goldens", goldens, "--record", "missing"])
        // A delay moves the slide: its old frames fail, and its new key instants are new.
        try writeScene("slide", delay: 0.2)
        let before = try FileManager.default.contentsOfDirectory(atPath: goldens + "/slide").sorted()
        let run = check([scene, "--goldens", goldens, "--record", "missing"])
        #expect(run.exitCode == .difference)
        #expect(run.output.contains("; new, not recorded: 0.2 s, 0.45 s, 0.7 s; no longer key instants: 0.25 s, 0.5 s\n"),
                "\(run.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens + "/slide").sorted() == before,
                "nothing was written")
        // Record mode all rewrites the scene, new instants included.
        #expect(check([scene, "--goldens", goldens, "--record", "all"]).exitCode == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens + "/slide").contains("slide@0.450000s.png"))
    }

    @Test("A regression fails with exit 1 and readable reasons; the golden stays as it was")
    func regression() throws {
        try writeScene("slide")
        let scenes = folder.appendingPathComponent("scenes").path
        _ = check([scenes, "--goldens", goldens])
        let before = try Data(contentsOf: URL(fileURLWithPath: goldens + "/slide/slide@0.250000s.png"))
        try writeScene("slide", travel: 50)
        let run = check([scenes, "--goldens", goldens], environment: ["CI": "1"])
        #expect(run.exitCode == .difference)
        #expect(run.output.hasPrefix("slide: FAILED: 3 of 4 frames (first: frame at t=0.250000 s differs from "
            + "slide@0.250000s.png: differing="), "\(run.output)")
        // Every differing value, biggest first: the 10-point ones ahead of the 5-point one.
        #expect(run.output.contains("); box.position.x at t=0.500000 s: 55.000, golden 45.000 (Δ 10.000); "
            + "box.position.x at t=1.000000 s: 55.000, golden 45.000 (Δ 10.000); "
            + "box.position.x at t=0.250000 s: 30.000, golden 25.000 (Δ 5.000)\n"), "\(run.output)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: goldens + "/slide/slide@0.250000s.png")) == before)

        // The JSON document and the JUnit file list each differing value with its numbers.
        let junit = folder.appendingPathComponent("junit.xml").path
        let json = check([scenes, "--goldens", goldens, "--format", "json", "--junit", junit], environment: ["CI": "1"])
        #expect(json.exitCode == .difference)
        #expect(json.output.contains(#"{"key": "box.position.x", "time": 0.250000, "actual": "30.000000", "golden": "25.000000", "delta": 5.000000}"#),
                "\(json.output)")
        #expect(json.output.contains(#""status": "differs""#) && json.output.contains(#""failed": 1"#))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("  box.position.x at t=0.250000 s: 30.000, golden 25.000 (Δ 5.000)"))
        let rerecord = check([scenes, "--goldens", goldens, "--record", "failed"])
        #expect(rerecord.exitCode == .success)
        #expect(rerecord.output == "slide: ok, re-recorded 4 goldens\n")
        #expect(check([scenes, "--goldens", goldens]).output == "slide: ok\n")
    }

    @Test("Unusable outputs exit 3 before anything is written: --goldens naming a file, --junit on a device, an uncreatable goldens folder")
    func unusableOutputs() throws {
        let scene = try writeScene("slide")
        let file = folder.appendingPathComponent("plain-file").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let named = check([scene, "--goldens", file, "--record", "missing"])
        #expect(named.exitCode == .environment)
        #expect(named.error == "flipbook check: error: --goldens: \(file) is a file, not a folder\n")
        let device = check([scene, "--goldens", goldens, "--record", "missing", "--junit", "/dev/full"])
        #expect(device.exitCode == .environment)
        #expect(device.error.contains("/dev/full: exists and is not a regular file"))
        #expect(!FileManager.default.fileExists(atPath: goldens), "no golden was recorded first")
        let report = check([scene, "--goldens", goldens, "--report", file + "/report"])
        #expect(report.exitCode == .environment, "\(report.error)")
        // /proc takes no new folders, whoever runs the test (root ignores permission bits).
        let unwritable = check([scene, "--goldens", "/proc/flipbook-goldens", "--record", "missing"])
        #expect(unwritable.exitCode == .environment)
        #expect(unwritable.error.contains("cannot write the golden in /proc/flipbook-goldens/slide: No such file or directory: "
            + "/proc/flipbook-goldens\n"), "the system's reason in words: \(unwritable.error)")
        #expect(!unwritable.error.contains("NSCocoaErrorDomain"))
    }

    @Test("Tolerances: --max-diff-pixels and --threshold pass a small change; a scene's own \"golden\" settings override them")
    func tolerances() throws {
        let scene = try writeScene("slide")
        _ = check([scene, "--goldens", goldens, "--record", "missing"])
        // One more point of travel moves the box's edge by a few pixels in the frames after the start.
        try writeScene("slide", travel: 41)
        let strict = check([scene, "--goldens", goldens, "--record", "never"])
        #expect(strict.exitCode == .difference)
        let loose = check([scene, "--goldens", goldens, "--record", "never", "--max-diff-pixels", "200"])
        #expect(loose.output.hasPrefix("slide: FAILED: values.csv") || loose.output.hasPrefix("slide: FAILED: box.position.x"),
                "frames pass, values still differ: \(loose.output)")
        #expect(!loose.output.contains("frames ("), "\(loose.output)")
        #expect(check([scene, "--goldens", goldens, "--threshold", "2"]).exitCode == .usage)
        // The scene's own settings win over the options: a value tolerance of 5 and a pixel budget.
        var json = try String(contentsOfFile: scene, encoding: .utf8)
        json = json.replacingOccurrences(of: #""duration": 1,"#, with: #""duration": 1, "golden": {"maxDiffPixels": 200, "valueTolerance": 5},"#)
        try Data(json.utf8).write(to: URL(fileURLWithPath: scene))
        let own = check([scene, "--goldens", goldens, "--record", "never", "--max-diff-pixels", "0"])
        #expect(own.exitCode == .success && own.output == "slide: ok\n", "\(own.output)")
    }

    @Test("--prune-orphans deletes unused goldens after a full run that passed, and refuses otherwise")
    func pruneOrphans() throws {
        try writeScene("slide")
        let scenes = folder.appendingPathComponent("scenes").path
        _ = check([scenes, "--goldens", goldens, "--record", "missing"])
        // A delay moves every key instant; record mode all writes the new ones and removes the
        // old. A frame at another instant (one a check never looks at) is then an orphan.
        try writeScene("slide", delay: 0.2)
        _ = check([scenes, "--goldens", goldens, "--record", "all"])
        #expect(!FileManager.default.fileExists(atPath: goldens + "/slide/slide@0.250000s.png"))
        try FileManager.default.copyItem(atPath: goldens + "/slide/slide@0.200000s.png", toPath: goldens + "/slide/slide@0.250000s.png")
        try FileManager.default.createDirectory(atPath: goldens + "/gone", withIntermediateDirectories: true)
        #expect(check([scenes, "--goldens", goldens, "--prune-orphans", "--shard", "1/2"]).exitCode == .usage)
        #expect(check([scenes + "/slide.json", "--goldens", goldens, "--prune-orphans"]).exitCode == .usage)
        let pruned = check([scenes, "--goldens", goldens, "--prune-orphans"])
        #expect(pruned.exitCode == .success, "\(pruned.error)")
        #expect(pruned.error.contains("pruned orphaned golden \(goldens)/slide/slide@0.250000s.png"))
        #expect(pruned.error.contains("pruned orphaned golden \(goldens)/gone"))
        let left = try FileManager.default.contentsOfDirectory(atPath: goldens + "/slide").sorted()
        #expect(left == ["events.tsv", "meta.json", "slide@0.000000s.png", "slide@0.200000s.png", "slide@0.450000s.png",
                         "slide@0.700000s.png", "slide@1.000000s.png", "values.csv"])
        // A failing run prunes nothing and says why.
        try writeScene("slide", travel: 50, delay: 0.2)
        try Data().write(to: URL(fileURLWithPath: goldens + "/slide/stale.png"))
        let failing = check([scenes, "--goldens", goldens, "--prune-orphans"], environment: ["CI": "1"])
        #expect(failing.exitCode == .difference)
        #expect(failing.error.contains("not pruning 1 orphaned golden: the run did not pass"))
        #expect(FileManager.default.fileExists(atPath: goldens + "/slide/stale.png"))
    }

    @Test("flipbook accept makes a report's failures the goldens: one frame, then the rest; refused under CI")
    func accept() throws {
        let scene = try writeScene("slide")
        _ = check([scene, "--goldens", goldens, "--record", "missing"])
        try writeScene("slide", travel: 50)
        let report = folder.appendingPathComponent("report").path
        #expect(check([scene, "--goldens", goldens, "--report", report], environment: ["CI": "1"]).exitCode == .difference)
        let page = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(page.contains("flipbook accept \(report) slide@0.25</code>"), "a command per failing frame")
        #expect(page.contains("flipbook accept \(report)</code>"), "and one for everything")

        func accept(_ words: [String], environment: [String: String] = [:]) -> CommandRun {
            CommandRun(["accept"] + words) { (parsed: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode in
                try AcceptCommand.accept(parsed, console: console, environment: environment)
            }
        }
        #expect(accept([report], environment: ["CI": "true"]).exitCode == .usage)
        #expect(accept([report, "slide@0.3"]).exitCode == .usage, "no failure at 0.3 s")
        let one = accept([report, "slide@0.25"])
        #expect(one.exitCode == .success && one.output == "accepted \(goldens)/slide/slide@0.250000s.png\n", "\(one.error)")
        let frame = try Data(contentsOf: URL(fileURLWithPath: goldens + "/slide/slide@0.250000s.png"))
        #expect(frame == (try Data(contentsOf: URL(fileURLWithPath: report + "/slide/slide@0.250000s.actual.png"))))
        let all = accept([report])
        #expect(all.exitCode == .success)
        #expect(all.output.contains("accepted \(goldens)/slide/values.csv\n"))
        let again = check([scene, "--goldens", goldens], environment: ["CI": "1"])
        #expect(again.exitCode == .success && again.output == "slide: ok\n", "\(again.output)")
    }

    /// `writeScene` with the slide lasting `duration` seconds, which moves its key instants.
    func writeScene(_ name: String, duration: Double) throws -> String {
        let path = try writeScene(name)
        let json = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: "\"duration\": 0.5", with: "\"duration\": \(duration)")
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func goldenFiles(_ scene: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: goldens + "/" + scene).sorted()
    }

    @Test("Accepting a report accepts its whole outcome: when the key instants move, the next check passes with no stale golden",
          arguments: [["CI": "1"], [:]])
    func acceptMovedInstants(environment: [String: String]) throws {
        // Under CI (record mode never) the new instants are missing; elsewhere (missing) they
        // are held back because other frames fail. Either way the report holds their frames.
        let scene = try writeScene("slide")
        _ = check([scene, "--goldens", goldens, "--record", "missing"])
        #expect(try goldenFiles("slide") == ["events.tsv", "meta.json", "slide@0.000000s.png", "slide@0.250000s.png",
                                              "slide@0.500000s.png", "slide@1.000000s.png", "values.csv"])
        _ = try writeScene("slide", duration: 0.8)
        let report = folder.appendingPathComponent("report").path
        let failing = check([scene, "--goldens", goldens, "--report", report], environment: environment)
        #expect(failing.exitCode == .difference)
        #expect(failing.output.contains("no longer key instants: 0.25 s, 0.5 s"), "\(failing.output)")
        let accepted = CommandRun(["accept", report]) { (parsed: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode in
            try AcceptCommand.accept(parsed, console: console, environment: [:])
        }
        #expect(accepted.exitCode == .success, "\(accepted.error)")
        #expect(accepted.output.contains("accepted \(goldens)/slide/slide@0.400000s.png\n"))
        #expect(accepted.output.contains("removed \(goldens)/slide/slide@0.250000s.png (no longer a key instant)\n"))
        #expect(accepted.output.contains("accepted \(goldens)/slide/events.tsv\n"))
        #expect(try goldenFiles("slide") == ["events.tsv", "meta.json", "slide@0.000000s.png", "slide@0.400000s.png",
                                              "slide@0.800000s.png", "slide@1.000000s.png", "values.csv"])
        let again = check([scene, "--goldens", goldens], environment: ["CI": "1"])
        #expect(again.exitCode == .success && again.output == "slide: ok\n", "\(again.output)")
    }

    @Test("Record modes failed and all remove the frames at instants that are no longer key instants")
    func rerecordRemovesStaleInstants() throws {
        let scene = try writeScene("slide")
        _ = check([scene, "--goldens", goldens, "--record", "missing"])
        _ = try writeScene("slide", duration: 0.8)
        let failed = check([scene, "--goldens", goldens, "--record", "failed"])
        #expect(failed.exitCode == .success)
        #expect(failed.output == "slide: ok, recorded 2 new goldens, re-recorded 2 goldens, removed 2 goldens no longer at key instants\n")
        #expect(try goldenFiles("slide").filter { $0.hasSuffix(".png") }
                == ["slide@0.000000s.png", "slide@0.400000s.png", "slide@0.800000s.png", "slide@1.000000s.png"])
        _ = try writeScene("slide", duration: 0.6)
        #expect(check([scene, "--goldens", goldens, "--record", "all"]).exitCode == .success)
        #expect(try goldenFiles("slide").filter { $0.hasSuffix(".png") }
                == ["slide@0.000000s.png", "slide@0.300000s.png", "slide@0.600000s.png", "slide@1.000000s.png"])
        #expect(check([scene, "--goldens", goldens], environment: ["CI": "1"]).output == "slide: ok\n")
    }

    @Test("merge-reports joins the reports of two shards: one page, results, accept commands and JUnit file")
    func mergeReports() throws {
        for name in ["a", "b", "c"] { try writeScene(name) }
        let scenes = folder.appendingPathComponent("scenes").path
        _ = check([scenes, "--goldens", goldens, "--record", "missing"])
        for name in ["a", "b", "c"] { try writeScene(name, travel: 50) }
        let shards = ["1/2", "2/2"].map { shard in folder.appendingPathComponent("shard-" + shard.prefix(1)).path }
        for (index, shard) in shards.enumerated() {
            let run = check([scenes, "--goldens", goldens, "--shard", "\(index + 1)/2", "--report", shard], environment: ["CI": "1"])
            #expect(run.exitCode == .difference)
        }
        let merged = folder.appendingPathComponent("merged").path
        let junit = folder.appendingPathComponent("merged.xml").path
        let run = CommandRun(["merge-reports"] + shards + ["--out", merged, "--junit", junit])
        #expect(run.exitCode == .difference, "failures in the shards: \(run.error)")
        #expect(run.output == "merged 3 scenes from 2 reports into \(merged)/index.html\n")
        let page = try String(contentsOfFile: merged + "/index.html", encoding: .utf8)
        #expect(page.contains("<h1>flipbook check: 3 of 3 scenes differ</h1>"))
        #expect(page.contains("flipbook accept \(merged) b@0.25</code>"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"<testsuites tests="9" failures="6""#), "3 scenes × frames, values, events; frames and values fail")
        // The merged report accepts like any other, from its own copies of the artifacts.
        let accepted = CommandRun(["accept", merged, "c"]) { (parsed: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode in
            try AcceptCommand.accept(parsed, console: console, environment: [:])  // as on a workstation, whatever runs the test
        }
        #expect(accepted.exitCode == .success, "\(accepted.error)")
        #expect(check([scenes + "/c.json", "--goldens", goldens], environment: ["CI": "1"]).output == "c: ok\n")
        #expect(CommandRun(["merge-reports", shards[0], shards[0], "--out", merged]).exitCode == .usage, "overlapping shards")
    }

    @Test("A merged report of passing shards lists every scene with each part's verdict and time, folded")
    func mergePassingReports() throws {
        for name in ["a", "b", "c"] { try writeScene(name) }
        let scenes = folder.appendingPathComponent("scenes").path
        _ = check([scenes, "--goldens", goldens, "--record", "missing"])
        let shards = ["1/2", "2/2"].map { shard in folder.appendingPathComponent("pass-" + shard.prefix(1)).path }
        for (index, shard) in shards.enumerated() {
            #expect(check([scenes, "--goldens", goldens, "--shard", "\(index + 1)/2", "--report", shard]).exitCode == .success)
        }
        let merged = folder.appendingPathComponent("merged-pass").path
        let junit = folder.appendingPathComponent("merged-pass.xml").path
        #expect(CommandRun(["merge-reports"] + shards + ["--out", merged, "--junit", junit]).exitCode == .success)
        let page = try String(contentsOfFile: merged + "/index.html", encoding: .utf8)
        #expect(page.contains("<h1>flipbook check: all 3 scenes match</h1>"))
        #expect(page.contains("<details class=\"scenes\"><summary>3 passing scenes</summary>"))
        for name in ["a", "b", "c"] {
            #expect(page.contains("<tr><td>\(name)</td><td class=\"ok\">ok</td><td class=\"ok\">ok</td><td class=\"ok\">ok</td>"))
        }
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"<testsuites tests="9" failures="0""#))
        // Each part keeps the time its shard measured (the frames of a scene take some).
        let frameTimes = xml.split(separator: "\n").filter { $0.contains(#"name="frames""#) }
        #expect(frameTimes.count == 3 && frameTimes.allSatisfy { !$0.contains(#"time="0.000""#) }, "\(frameTimes)")
    }

    @Test("Under CI a missing golden fails and nothing is written")
    func missingUnderCI() throws {
        let scene = try writeScene("slide")
        let run = check([scene, "--goldens", goldens], environment: ["CI": "1"])
        #expect(run.exitCode == .difference)
        #expect(run.output.hasPrefix("slide: FAILED: 4 of 4 frames (first: slide@0.000000s.png: no golden in "))
        #expect(!FileManager.default.fileExists(atPath: goldens))
        #expect(check([scene, "--goldens", goldens, "--record", "never"]).exitCode == .difference)
        #expect(check([scene, "--goldens", goldens], environment: ["CI": "1", "FLIPBOOK_RECORD": "missing"]).exitCode == .success)
    }

    @Test("--shard K/N and Bazel's variables take positions i ≡ K−1 (mod N) of the sorted scenes")
    func shards() throws {
        for name in ["e", "a", "d", "b", "c"] { try writeScene(name) }
        let scenes = folder.appendingPathComponent("scenes").path
        func names(_ run: CommandRun) -> [String] { run.output.split(separator: "\n").map { String($0.prefix(1)) } }
        #expect(names(check([scenes, "--goldens", goldens, "--shard", "1/2"])) == ["a", "c", "e"])
        #expect(names(check([scenes, "--goldens", goldens, "--shard", "2/2"])) == ["b", "d"])
        let status = folder.appendingPathComponent("shard-status").path
        let bazel = check([scenes, "--goldens", goldens],
                          environment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "1", "TEST_SHARD_STATUS_FILE": status])
        #expect(names(bazel) == ["b", "e"])
        #expect(FileManager.default.fileExists(atPath: status), "the shard status file is touched")
        #expect(names(check([scenes, "--goldens", goldens, "--shard", "3/3"], environment: ["TEST_TOTAL_SHARDS": "2"])) == ["c"],
                "the flag wins over the environment")
    }

    @Test("Orphaned goldens are listed after a full run, not after a shard")
    func orphans() throws {
        let scene = try writeScene("slide")
        _ = check([scene, "--goldens", goldens])
        try FileManager.default.createDirectory(atPath: goldens + "/renamed", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: goldens + "/slide/notes.txt"))
        let scenes = folder.appendingPathComponent("scenes").path
        let run = check([scenes, "--goldens", goldens])
        #expect(run.exitCode == .success, "orphans warn, they do not fail")
        #expect(run.error == "flipbook check: warning: orphaned golden \(goldens)/renamed (no scene checked uses it)\n"
            + "flipbook check: warning: orphaned golden \(goldens)/slide/notes.txt (no scene checked uses it)\n")
        #expect(check([scene, "--goldens", goldens]).error
            == "flipbook check: warning: orphaned golden \(goldens)/slide/notes.txt (no scene checked uses it)\n",
            "naming scene files, other folders may belong to scenes not named")
        #expect(check([scenes, "--goldens", goldens, "--shard", "1/1"]).error.contains("renamed"), "1/1 is everything")
        #expect(!check([scenes, "--goldens", goldens, "--shard", "1/2"]).error.contains("orphaned"))
    }

    @Test("--junit writes one testcase per scene and part, with the failure's messages")
    func junit() throws {
        let scene = try writeScene("slide")
        _ = check([scene, "--goldens", goldens])
        try writeScene("slide", delay: 0.1)
        let report = folder.appendingPathComponent("reports/junit.xml").path
        let run = check([scene, "--goldens", goldens, "--junit", report], environment: ["CI": "1"])
        #expect(run.exitCode == .difference)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains(#"<testsuite name="flipbook check" tests="3" failures="3""#), "\(xml)")
        #expect(xml.contains(#"<testcase classname="slide" name="values" time=""#))
        #expect(xml.contains(#"<failure message="slide@0.100000s.png: no golden in "#), "\(xml)")
        #expect(xml.contains(#"<failure message="events.tsv line 1: expected &quot;0.000000&#9;add&#9;box&#9;key=slide"#), "\(xml)")
        let bazel = folder.appendingPathComponent("bazel.xml").path
        _ = check([scene, "--goldens", goldens], environment: ["XML_OUTPUT_FILE": bazel])
        #expect(FileManager.default.fileExists(atPath: bazel), "Bazel's XML_OUTPUT_FILE is the default")
    }

    @Test("--report writes artifacts, a strip and a self-contained index.html; a new run clears the old artifacts")
    func report() throws {
        let scene = try writeScene("slide")
        _ = check([scene, "--goldens", goldens])
        try writeScene("slide", travel: 50)
        let report = folder.appendingPathComponent("report").path
        let run = check([scene, "--goldens", goldens, "--report", report])
        #expect(run.exitCode == .difference)
        #expect(run.error.hasPrefix("flipbook check: report in \(report)/index.html\n"), "\(run.error)")
        let artifacts = try FileManager.default.contentsOfDirectory(atPath: report + "/slide").sorted()
        #expect(artifacts.count == 10, "expected, actual and diff for the 3 frames that moved, and the actual values: \(artifacts)")
        #expect(artifacts.contains("values.actual.csv"))
        #expect(artifacts.contains("slide@0.250000s.diff.png"))
        let strip = try #require(FileManager.default.contents(atPath: report + "/slide.strip.png"))
        #expect(strip.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let page = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(page.contains("<h1>flipbook check: 1 of 1 scene differs</h1>"))
        #expect(page.components(separatedBy: "<figure>").count == 4, "one figure per differing frame")
        #expect(page.contains("src=\"data:image/png;base64,iVBORw0KGgo"), "images inline")
        #expect(!page.contains("src=\"http") && !page.contains("<script src"), "nothing from the network")
        #expect(page.contains("box.position.x at t=0.250000 s: 30.000, golden 25.000 (Δ 5.000)"))

        try writeScene("slide")
        let fixed = check([scene, "--goldens", goldens, "--report", report])
        #expect(fixed.exitCode == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: report + "/slide").isEmpty, "stale artifacts removed")
        #expect(!FileManager.default.fileExists(atPath: report + "/slide.strip.png"))
        #expect(try String(contentsOfFile: report + "/index.html", encoding: .utf8).contains("<h1>flipbook check: all 1 scene match</h1>"))
    }

    @Test("Bad input exits 2 with the reason")
    func badInput() throws {
        let scene = try writeScene("slide")
        let cases: [([String], String)] = [
            ([scene], "missing --goldens <dir>"),
            (["--goldens", goldens], "expected at least one scene file or folder"),
            ([scene, "--goldens", goldens, "--shard", "3/2"], "--shard: expected K/N with 1 ≤ K ≤ N, such as 2/4, found '3/2'"),
            ([scene, "--goldens", goldens, "--record", "mising"], "--record: expected one of missing, failed, all, never, found 'mising'"),
            ([folder.path + "/nope.json", "--goldens", goldens], "nope.json: no such scene file or folder"),
        ]
        for (arguments, message) in cases {
            let run = check(arguments)
            #expect(run.exitCode == .usage, "\(arguments)")
            #expect(run.error.contains(message), "\(run.error)")
        }
        let broken = folder.appendingPathComponent("scenes/broken.json")
        try Data(#"{"flipbook": 1, "canvas": {"width": 10}}"#.utf8).write(to: broken)
        let run = check([folder.appendingPathComponent("scenes").path, "--goldens", goldens])
        #expect(run.exitCode == .usage)
        #expect(run.error.contains("broken.json"))
        #expect(run.output.isEmpty && !FileManager.default.fileExists(atPath: goldens), "nothing checked or written")
        #expect(check([scene, "--goldens", goldens], environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "2"])
            .error.contains("TEST_SHARD_INDEX: expected a whole number from 0 to 1, found '2'"))
    }
}
