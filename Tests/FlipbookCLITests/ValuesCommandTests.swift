import Foundation
import Testing
@testable import FlipbookCLI

@Suite("flipbook values")
struct ValuesCommandTests {
    static let spinner = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/scenes/spinner.json").path

    @Test("The spinner reads π/2 at 1.25 s, 3π/2 at 3.75 s (continuous), 0.628319 at 5.5 s and 0 after 6 s")
    func spinnerCSV() {
        let run = CommandRun("values", Self.spinner, "--keys", "spinner.transform.rotation.z", "--times", "1.25,3.75,5.5,6.2")
        #expect(run.exitCode == .success)
        #expect(run.output == """
            t,spinner.transform.rotation.z
            1.250000,1.570796
            3.750000,4.712389
            5.500000,0.628319
            6.200000,0.000000

            """)
        #expect(run.error.isEmpty)
    }

    @Test("Non-scalar keys expand to their parts; JSON has one object per time")
    func expansionAndJSON() {
        let run = CommandRun("values", Self.spinner, "--keys", "spinner.position,spinner.backgroundColor",
                             "--keys=spinner.transform", "--times", "1.25", "--format", "json")
        #expect(run.output == """
            [
              {"t": 1.25, "spinner.position.x": 60, "spinner.position.y": 60, "spinner.backgroundColor.r": 0, \
            "spinner.backgroundColor.g": 0, "spinner.backgroundColor.b": 0, "spinner.backgroundColor.a": 0, \
            "spinner.transform.rotation.z": 1.570796, "spinner.transform.scale.x": 1, "spinner.transform.scale.y": 1, \
            "spinner.transform.translation.x": 0, "spinner.transform.translation.y": 0}
            ]

            """)
    }

    @Test("--fps samples the frame rule over [0, duration]; --set overrides a parameter")
    func fpsAndSet() {
        let run = CommandRun("values", Self.spinner, "--keys", "spinner.transform.rotation.z", "--fps", "2", "--set", "period=2")
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 15, "header + frames at 0, 0.5, … 6.5")
        #expect(lines[2] == "0.500000,1.570796", "a 2 s period turns a quarter in 0.5 s")
        #expect(lines.last == "6.500000,0.000000")
    }

    @Test("Bad keys, files and parameters exit 2 with the problem named", arguments: [
        (["--keys", "spiner.opacity", "--times", "1"], "--keys: no layer 'spiner' in the scene; did you mean 'spinner'?"),
        (["--keys", "spinner.transform.rotate", "--times", "1"], "unknown key path 'transform.rotate' for layer 'spinner'; did you mean 'transform.rotation'?; valid: position,"),
        (["--keys", "spinner", "--times", "1"], "--keys: expected <layer id>.<key path>"),
        (["--keys", "spinner.opacity", "--times", "1", "--set", "perod=1"], "--set perod: unknown parameter 'perod'; did you mean 'period'?"),
        (["--keys", "spinner.opacity", "--times", "1", "--set", "period"], "--set: expected NAME=VALUE"),
        (["--keys", "spinner.opacity", "--fps", "0"], "--fps: expected a whole number from 1 to 1000"),
        (["--keys", "spinner.opacity", "--times", "1", "--format", "xml"], "--format: expected csv or json, found 'xml'"),
        (["--keys", "spinner.opacity"], "missing --times <t>[,…] or --fps <n>"),
    ])
    func badInput(arguments: [String], message: String) {
        let run = CommandRun(["values", Self.spinner] + arguments)
        #expect(run.exitCode == .usage)
        #expect(run.output.isEmpty)
        #expect(run.error.contains(message), "stderr was: \(run.error)")
    }

    @Test("A missing scene file exits 2 naming it; a bad scene names the JSON path")
    func badFiles() throws {
        let missing = CommandRun("values", "/nonexistent/scene.json", "--keys", "a.opacity", "--times", "0")
        #expect(missing.exitCode == .usage)
        #expect(missing.error == "flipbook values: error: /nonexistent/scene.json: no such file\n")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-values-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.json")
        try Data(#"{"flipbook": 1, "canvas": {"width": 10, "height": 10}, "layers": [{"id": "a", "opacity": "half"}]}"#.utf8)
            .write(to: file)
        let bad = CommandRun("values", file.path, "--keys", "a.opacity", "--times", "0")
        #expect(bad.exitCode == .usage)
        #expect(bad.error.hasPrefix("flipbook values: error: \(file.path): layers[0].opacity: unknown name 'half'"))
    }

    @Test("Text keys print as text (CSV-quoted when needed); paths are refused")
    func textKeys() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-text-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("label.json")
        try Data(#"""
            {"flipbook": 1, "canvas": {"width": 10, "height": 10}, "parameters": {"count": 3},
             "layers": [{"id": "label", "kind": "text", "string": "共有{$count}條, \"新\""},
                        {"id": "ring", "kind": "shape", "path": "M0 0 L1 1"}],
             "timeline": [{"at": 1, "layer": "label", "set": {"string": "沒有新的微博數據"}}]}
            """#.utf8).write(to: file)
        let csv = CommandRun("values", file.path, "--keys", "label.string", "--times", "0,1")
        #expect(csv.output == "t,label.string\n0.000000,\"共有3條, \"\"新\"\"\"\n1.000000,沒有新的微博數據\n")
        let json = CommandRun("values", file.path, "--keys", "label.string", "--times", "0", "--format", "json")
        #expect(json.output == "[\n  {\"t\": 0, \"label.string\": \"共有3條, \\\"新\\\"\"}\n]\n")
        let path = CommandRun("values", file.path, "--keys", "ring.path", "--times", "0")
        #expect(path.exitCode == .usage)
        #expect(path.error.contains("--keys: 'ring.path' is a path"))
    }

    @Test("events prints the spinner's log, tab-separated")
    func events() {
        let run = CommandRun("events", Self.spinner)
        #expect(run.exitCode == .success)
        #expect(run.output == """
            0.000000\tadd\tspinner\tkey=lnj keyPath=transform.rotation.z begin=0.000000
            0.000000\tstart\tspinner\tkey=lnj
            6.000000\tstop\tspinner\tkey=lnj finished=false

            """)
        #expect(CommandRun("events").exitCode == .usage)
    }

    @Test("The UIKit seeds answer with the issue's numbers", arguments: [
        ("gauge", "needle.transform.rotation.z", "0.2", "0.200000,0.523599"),
        ("tip-label", "tip.transform.translation.y", "0.7,2.9", "0.700000,22.000000\n2.900000,44.000000"),
        ("new-status-banner", "banner.transform.translation.y", "2.45,2.7", "2.450000,26.250000\n2.700000,17.500000"),
        ("arrow-flip", "arrow.transform.rotation.z", "1.2", "1.200000,1.565796"),
    ])
    func seeds(scene: String, key: String, times: String, rows: String) {
        let path = URL(fileURLWithPath: Self.spinner).deletingLastPathComponent().appendingPathComponent("\(scene).json").path
        let run = CommandRun("values", path, "--keys", key, "--times", times)
        #expect(run.output == "t,\(key)\n\(rows)\n", "stderr: \(run.error)")
    }
}
