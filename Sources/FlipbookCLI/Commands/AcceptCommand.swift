import FlipbookGolden
import FlipbookPNG
import Foundation

/// `flipbook accept REPORT_DIR [SCENE[@TIME]…]`: makes the outputs a failed `flipbook check
/// --report` recorded the new goldens, without running the check again.
public enum AcceptCommand: Command {
    public static let spec = CommandSpec(
        name: "accept",
        abstract: "Accept the failures recorded in a check report as the new goldens.",
        arguments: [
            ArgumentSpec("report-dir", help: "A folder written by 'flipbook check --report'."),
            ArgumentSpec("scene[@time]", help: "Accept only this scene's failures, or with @<time> (seconds) only its frame "
                + "then; default: every failure in the report.", isRepeating: true, isOptional: true),
        ],
        options: [.flag("quiet", short: "q", help: "Print nothing on success.")],
        discussion: """
            Each accepted golden is replaced atomically by the output the check wrote in the
            report (the actual frame PNG, values.csv or events.tsv), so a golden is never half
            written. The new key instants' frames are recorded and the frames at instants that
            are no longer key instants removed, so the next check passes. The report page shows the exact command for each failure, each scene and
            all of them. Refused when CI is set: goldens are accepted by a person, then
            committed. Run the check again afterwards.
            Exit status: 0 accepted, 2 bad input (no report, an unknown scene or time, CI), 3 a
            golden could not be written.

            EXAMPLES:
              flipbook accept report                  accept every failure
              flipbook accept report gauge@0.2        accept the gauge's frame at 0.2 s
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        try accept(arguments, console: console, environment: ProcessInfo.processInfo.environment)
    }

    static func accept(_ arguments: ParsedArguments, console: Console, environment: [String: String]) throws(CommandFailure)
        -> ExitCode {
        guard let report = arguments.positionals.first else { throw .usage("expected a report folder") }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" {
            throw .usage("refusing to accept goldens under CI (CI=\(ci)): accept them on your machine, look, and commit")
        }
        guard let manifest = AcceptManifest.read(from: report) else {
            throw .badInput("\(report): no \(AcceptManifest.file) here; run 'flipbook check … --report \(report)' first")
        }
        let (entries, unknown) = manifest.select(Array(arguments.positionals.dropFirst()))
        if !unknown.isEmpty {
            let scenes = Array(Set(manifest.entries.map(\.scene))).sorted()
            throw .badInput("no failure in \(report) for " + unknown.joined(separator: ", ")
                + (scenes.isEmpty ? "; the report has no failures" : "; failing: " + scenes.joined(separator: ", ")))
        }
        // Read every output first: a missing one stops the run before any golden changes.
        var outputs: [(entry: AcceptManifest.Entry, bytes: [UInt8])] = []
        for entry in entries where !entry.removesGolden {
            guard let bytes = FileManager.default.contents(atPath: entry.actual) else {
                throw .badInput("\(entry.actual): the report's output for \(entry.golden) is gone; run the check again")
            }
            outputs.append((entry, Array(bytes)))
        }
        for (entry, bytes) in outputs {
            CommandFiles.createParentDirectory(of: entry.golden)
            try CommandFiles.write(bytes, to: entry.golden)
            if !arguments.flag("quiet") { console.output("accepted \(entry.golden)\n") }
        }
        for entry in entries where entry.removesGolden && FileManager.default.fileExists(atPath: entry.golden) {
            do {
                try FileManager.default.removeItem(atPath: entry.golden)
            } catch {
                throw CommandFailure(.environment, "\(entry.golden): cannot remove it: \(SystemErrorText.describe(error))")
            }
            if !arguments.flag("quiet") { console.output("removed \(entry.golden) (no longer a key instant)\n") }
        }
        return .success
    }
}
