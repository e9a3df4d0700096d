import FlipbookPNG
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import FlipbookScene

/// One verb of the `flipbook` command (`curve`, `curves`, …).
public protocol Command {
    /// Name, help and accepted options.
    static var spec: CommandSpec { get }
    /// Runs the verb; results go to `console.output`, failures are thrown.
    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode
}

/// The `flipbook` command: dispatches to verbs and owns help, version and error printing.
public enum FlipbookCommand {
    /// The tool's version, printed by `flipbook --version`.
    public static let version = "0.1.0"

    /// Every verb, in help order.
    public static var commands: [any Command.Type] { [CurveCommand.self, CurvesCommand.self, ValuesCommand.self, EventsCommand.self, RenderCommand.self, EncodeCommand.self, DiffCommand.self, CheckCommand.self, AcceptCommand.self, MergeReportsCommand.self, ValidateCommand.self, SheetCommand.self, PlotCommand.self, OnionCommand.self, CompareCommand.self, SweepCommand.self, ReviewCommand.self, WatchCommand.self,
                                                    CompletionsCommand.self, ManPageCommand.self] }

    /// Runs `flipbook` with the words after the program name and returns the exit code.
    ///
    /// The verb runs on a thread of its own with a large stack: reading, simulating and
    /// drawing a scene recurse once per level of its layer tree, and the deepest tree allowed
    /// (`SceneLimits.largestLayerDepth`) must fit whatever thread called this.
    public static func run(_ arguments: [String], console: Console = .standard) -> ExitCode {
        let code = LargeStackThread.run { dispatch(arguments, console: console) }
        // Verbs say "interrupted"; the shell convention tells SIGTERM (143) from SIGINT (130).
        return code == .interrupted && Interruption.signalNumber == SIGTERM ? .terminated : code
    }

    private static func dispatch(_ arguments: [String], console: Console) -> ExitCode {
        guard let first = arguments.first else {
            console.error(overview)
            return .usage
        }
        switch first {
        case "-h", "--help":
            console.output(overview)
            return .success
        case "--version":
            console.output("flipbook \(version)\n")
            return .success
        case "help":
            return help(for: arguments.dropFirst().first, console: console)
        default:
            break
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            let names = commands.map { $0.spec.name } + ["help"]
            let kind = first.hasPrefix("-") ? "option" : "verb"
            console.error("flipbook: error: unknown \(kind) '\(first)'"
                + Suggestions.didYouMean(first, among: names) + "\nSee 'flipbook --help'.\n")
            return .usage
        }
        return run(command, Array(arguments.dropFirst()), console: console)
    }

    /// Parses and runs one verb, turning failures into messages on stderr. `body` replaces the
    /// verb's `run` (tests pass one that supplies an environment).
    static func run(
        _ command: any Command.Type, _ arguments: [String], console: Console,
        body: ((ParsedArguments, Console) throws(CommandFailure) -> ExitCode)? = nil
    ) -> ExitCode {
        let spec = command.spec
        do {
            let parsed = try ArgumentParser.parse(arguments, for: spec)
            if parsed.wantsHelp {
                console.output(HelpFormatter.help(for: spec))
                return .success
            }
            if let body { return try body(parsed, console) }
            return try command.run(parsed, console: console)
        } catch {
            var text = "flipbook \(spec.name): error: \(error.message)\n"
            if error.showsUsage {
                text += "Usage: \(HelpFormatter.usageLine(for: spec))\n"
                text += "See 'flipbook \(spec.name) --help'.\n"
            }
            console.error(text)
            return error.exitCode
        }
    }

    private static func help(for verb: String?, console: Console) -> ExitCode {
        guard let verb else {
            console.output(overview)
            return .success
        }
        guard let command = commands.first(where: { $0.spec.name == verb }) else {
            console.error("flipbook help: error: unknown verb '\(verb)'"
                + Suggestions.didYouMean(verb, among: commands.map { $0.spec.name }) + "\n")
            return .usage
        }
        console.output(HelpFormatter.help(for: command.spec))
        return .success
    }

    /// What Flipbook does, in a paragraph (the man page's description).
    static let description = """
        flipbook models iOS animations (Core Animation's timing: basic, keyframe and spring
        animations, repeat, autoreverse, fill modes and timing curves; UIKit's animate chains) as
        a frame-exact timeline read from a scene file, and renders it through Cairo into PNG
        frames, GIFs, APNGs and WebPs. It checks animations against golden frames, values and
        events in CI, and draws review material: contact sheets, value plots, onion skins,
        side-by-side comparisons, parameter sweeps and an HTML review page.
        """

    /// The top-level help: what Flipbook is and its verbs.
    static var overview: String {
        var lines = [
            "OVERVIEW: Core Animation and UIKit animation timing on Linux, frame-exact.",
            "",
            "USAGE: flipbook <verb> [<arguments>] [<options>]",
            "",
            "VERBS:",
        ]
        for command in commands {
            lines.append(HelpFormatter.row(command.spec.name, command.spec.abstract))
        }
        lines += [
            "",
            "OPTIONS:",
            HelpFormatter.row("--version", "Show the version."),
            HelpFormatter.row("-h, --help", "Show help information."),
            "",
            "See 'flipbook help <verb>' for a verb's arguments and options, and the guides in Flipbook's docs/",
            "folder (getting started, testing UIKit code, golden tests, scene files, the command line).",
            "Exit codes: 0 success, 1 a check found a difference, 2 bad input or usage,",
            "3 an I/O or environment failure, 130 interrupted (Ctrl-C), 143 terminated (SIGTERM).",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
