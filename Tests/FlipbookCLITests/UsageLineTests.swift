import Foundation
import Testing
@testable import FlipbookCLI

/// Usage lines, help, the man page and completion scripts all come from the verbs' specs; these
/// tests hold the specs consistent and the generated files valid for their readers.
@Suite("Usage lines, man page and completions")
struct UsageLineTests {
    static let specs = FlipbookCommand.commands.map { $0.spec }

    @Test("Every option of every verb appears once in its usage line; groups name real options")
    func everyOption() {
        for spec in Self.specs {
            let words = spec.usage.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "[]()…")) }
            for option in spec.options {
                #expect(words.filter { $0 == "--\(option.name)" }.count == 1, "flipbook \(spec.name): --\(option.name)")
            }
            for name in spec.groups.flatMap({ $0.alternatives.joined() }) {
                #expect(spec.options.contains { $0.name == name }, "flipbook \(spec.name): a group names --\(name), not an option")
            }
        }
    }

    @Test("Every verb's help ends with an example that runs the verb; the top help points to the guides")
    func examples() {
        for spec in Self.specs {
            let help = CommandRun([spec.name, "--help"]).output
            let heading = help.range(of: "\nEXAMPLES:\n") ?? help.range(of: "\nEXAMPLE:\n")
            let examples = heading.map { String(help[$0.upperBound...]) } ?? ""
            #expect(examples.contains("  flipbook \(spec.name)"), "flipbook \(spec.name) --help ends with an example")
        }
        #expect(CommandRun(["--help"]).output.contains("the guides in Flipbook's docs/"))
    }

    @Test("Required options stand outside brackets; alternatives share one bracket")
    func usageShape() throws {
        let render = try #require(Self.specs.first { $0.name == "render" })
        #expect(render.usage.hasPrefix("<scene> [--out <path>] [--format <png|gif|apng|webp|lottie>]"))
        #expect(render.usage.contains("[--at <t> | --from <t> --to <t> | --frames <a-b> | --shard <k/n>]"))
        #expect(render.usage.contains("[--set <name=value>]…"))
        let values = try #require(Self.specs.first { $0.name == "values" })
        #expect(values.usage == "<scene> --keys <id.keyPath,…>… (--times <t,…> | --fps <n>) [--format <csv|json>] [--set <name=value>]…")
    }

    /// Runs bash with `script`, returning its standard output.
    func bash(_ script: String) throws -> (status: Int32, output: String) { try runTool(["bash", "-c", script]) }

    @Test("The bash script passes bash -n and completes verbs, options and their choices")
    func bashCompletion() throws {
        let script = try #require(ShellCompletion.script(for: "bash", specs: Self.specs))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString).bash")
        defer { try? FileManager.default.removeItem(at: file) }
        try script.write(to: file, atomically: true, encoding: .utf8)
        #expect(try runTool(["bash", "-n", file.path]).status == 0)
        func complete(_ words: [String]) throws -> String {
            let array = words.map { "'\($0)'" }.joined(separator: " ")
            return try bash("source '\(file.path)'; COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _flipbook; echo \"${COMPREPLY[*]}\"")
                .output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(try complete(["flipbook", "ren"]) == "render")
        #expect(try complete(["flipbook", "render", "x.json", "--form"]) == "--format")
        #expect(try complete(["flipbook", "render", "x.json", "--format", ""]) == "png gif apng webp lottie")
        #expect(try complete(["flipbook", "completions", "--he"]) == "--help")
    }

    @Test("The zsh and fish scripts pass their shells' syntax checks; fish completes choices", arguments: ["zsh", "fish"])
    func otherShells(shell: String) throws {
        let script = try #require(ShellCompletion.script(for: shell, specs: Self.specs))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString).\(shell)")
        defer { try? FileManager.default.removeItem(at: file) }
        try script.write(to: file, atomically: true, encoding: .utf8)
        let check = try runTool([shell, "-n", file.path])
        #expect(check.status == 0, "\(check.output) (make test installs zsh and fish)")
        if shell == "fish" {
            let completed = try runTool(["fish", "-c", "source '\(file.path)'; complete -C 'flipbook render x.json --format '"])
            #expect(completed.output.split(separator: "\n").map { $0.split(separator: "\t")[0] }.sorted() == ["apng", "gif", "lottie", "png", "webp"])
        }
    }

    @Test("The man page renders in man without a warning and documents every verb and option")
    func manPage() throws {
        let page = ManPage.page(specs: Self.specs, version: FlipbookCommand.version, overview: FlipbookCommand.description)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString).1")
        defer { try? FileManager.default.removeItem(at: file) }
        try page.write(to: file, atomically: true, encoding: .utf8)
        let warnings = try runTool(["groff", "-k", "-man", "-ww", "-z", file.path])
        #expect(warnings.status == 0 && warnings.output.isEmpty, "\(warnings.output)")
        let rendered = try bash("MANWIDTH=200 man -l '\(file.path)' 2>&1")
        #expect(rendered.status == 0, "\(rendered.output) (make test installs man-db)")
        for spec in Self.specs {
            #expect(rendered.output.contains("flipbook \(spec.name) \(spec.usage)"), "flipbook \(spec.name)'s usage")
            for option in spec.options { #expect(rendered.output.contains("--\(option.name)"), "\(spec.name) --\(option.name)") }
        }
    }

    @Test("make install-files puts a working flipbook, its man page and completions under PREFIX")
    func install() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let binary = root.appendingPathComponent(".build/debug/flipbook").path
        let prefix = try makeTemporaryFolder("install")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let made = try runTool(["make", "-s", "-C", root.path, "install-files", "PREFIX=\(prefix.path)", "FLIPBOOK=\(binary)"])
        #expect(made.status == 0, "\(made.output)")
        let installed = prefix.appendingPathComponent("bin/flipbook").path
        #expect(try runTool([installed, "--version"]).output == "flipbook \(FlipbookCommand.version)\n")
        #expect(try bash("man -l '\(prefix.path)/share/man/man1/flipbook.1' > /dev/null").status == 0)
        #expect(try runTool(["bash", "-n", prefix.appendingPathComponent("share/bash-completion/completions/flipbook").path]).status == 0)
        #expect(try runTool(["zsh", "-n", prefix.appendingPathComponent("share/zsh/site-functions/_flipbook").path]).status == 0)
        #expect(try runTool(["fish", "-n", prefix.appendingPathComponent("share/fish/vendor_completions.d/flipbook.fish").path]).status == 0)
    }

    @Test("completions names the shells it knows")
    func unknownShell() {
        let run = CommandRun("completions", "tcsh")
        #expect(run.exitCode == .usage && run.error.contains("expected bash, zsh or fish"))
    }
}
