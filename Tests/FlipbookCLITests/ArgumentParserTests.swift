import FlipbookScene
import Testing
@testable import FlipbookCLI

@Suite("Argument parser")
struct ArgumentParserTests {
    let spec = CommandSpec(
        name: "demo", abstract: "A test verb.",
        arguments: [ArgumentSpec("file", help: "A file.")],
        options: [
            .value("at", "x", help: "A value."),
            .value("fps", "n", help: "Frames per second."),
            .flag("quiet", short: "q", help: "Say nothing."),
        ])

    @Test("--name value, --name=value, flags and positionals")
    func basics() throws {
        let parsed = try ArgumentParser.parse(["a.json", "--at", "0.5", "--fps=30", "-q", "b.json"], for: spec)
        #expect(parsed.positionals == ["a.json", "b.json"])
        #expect(parsed.value("at") == "0.5")
        #expect(parsed.value("fps") == "30")
        #expect(parsed.flag("quiet"))
        #expect(!parsed.wantsHelp)
    }

    @Test("Negative numbers are values and positionals, not options")
    func negativeNumbers() throws {
        let parsed = try ArgumentParser.parse(["--at", "-0.5", "-1e3", "--at=-2"], for: spec)
        #expect(parsed.values["at"] == ["-0.5", "-2"])
        #expect(parsed.positionals == ["-1e3"])
    }

    @Test("-- ends options")
    func doubleDash() throws {
        let parsed = try ArgumentParser.parse(["--", "--at", "-q"], for: spec)
        #expect(parsed.positionals == ["--at", "-q"])
        #expect(parsed.values.isEmpty)
    }

    @Test("Unknown options are rejected with the nearest valid one")
    func unknownOption() {
        #expect(throws: CommandFailure.usage("unknown option '--ta'; did you mean '--at'?")) {
            try ArgumentParser.parse(["--ta", "1"], for: spec)
        }
        #expect(throws: CommandFailure.usage("unknown option '--fsp'; did you mean '--fps'?")) {
            try ArgumentParser.parse(["--fsp=1"], for: spec)
        }
        #expect(throws: CommandFailure.usage("unknown option '--colour'")) {
            try ArgumentParser.parse(["--colour"], for: spec)
        }
        #expect(throws: CommandFailure.usage("unknown option '-x'")) {
            try ArgumentParser.parse(["-x"], for: spec)
        }
        #expect(throws: CommandFailure.usage("unknown option '-quiet'; did you mean '--quiet'?")) {
            try ArgumentParser.parse(["-quiet"], for: spec)
        }
    }

    @Test("A value option at the end, or a value given to a flag, is an error")
    func valueMistakes() {
        #expect(throws: CommandFailure.usage("option '--at' needs a value <x>")) {
            try ArgumentParser.parse(["--at"], for: spec)
        }
        #expect(throws: CommandFailure.usage("option '--quiet' takes no value")) {
            try ArgumentParser.parse(["--quiet=yes"], for: spec)
        }
    }

    @Test("Edit distance counts a swap of neighbours as one edit")
    func editDistance() {
        #expect(Suggestions.editDistance("curve", "curve") == 0)
        #expect(Suggestions.editDistance("curv", "curve") == 1)
        #expect(Suggestions.editDistance("ta", "at") == 1)
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
        #expect(Suggestions.nearest(to: "bounce", among: ["easeIn", "easeInEaseOut"]) == nil)
        #expect(Suggestions.nearest(to: "easeInEaseOt", among: ["easeIn", "easeInEaseOut"]) == "easeInEaseOut")
    }

    @Test("Help lists arguments and options in swift-argument-parser's layout")
    func helpText() {
        let help = HelpFormatter.help(for: spec)
        #expect(help.hasPrefix("OVERVIEW: A test verb.\n\nUSAGE: flipbook demo <file> [--at <x>] [--fps <n>] [--quiet]\n"))
        #expect(help.contains("\n  --fps <n>               Frames per second.\n"))
        #expect(help.contains("\n  -q, --quiet             Say nothing.\n"))
        #expect(help.contains("\n  -h, --help              Show help information.\n"))
    }
}
