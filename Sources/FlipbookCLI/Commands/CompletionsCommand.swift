import FlipbookScene

/// `flipbook completions SHELL`: the shell completion script, generated from the verbs' specs.
public enum CompletionsCommand: Command {
    public static let spec = CommandSpec(
        name: "completions",
        abstract: "Print the shell completion script for bash, zsh or fish.",
        arguments: [ArgumentSpec("shell", help: "bash, zsh or fish.")],
        discussion: """
            make install puts each script where its shell looks; to try one in the current shell:

            EXAMPLES:
              source <(flipbook completions bash)
              flipbook completions zsh > ~/.zfunc/_flipbook
              flipbook completions fish > ~/.config/fish/completions/flipbook.fish
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        let shell = try arguments.onlyPositional(named: "shell")
        guard let script = ShellCompletion.script(for: shell, specs: FlipbookCommand.commands.map { $0.spec }) else {
            throw .usage("expected bash, zsh or fish, found '\(shell)'" + Suggestions.didYouMean(shell, among: ShellCompletion.shells))
        }
        console.output(script)
        return .success
    }
}

/// `flipbook manpage`: the flipbook(1) man page, generated from the verbs' specs.
public enum ManPageCommand: Command {
    public static let spec = CommandSpec(
        name: "manpage",
        abstract: "Print the flipbook(1) man page (troff).",
        discussion: """
            make install writes it to $(PREFIX)/share/man/man1/flipbook.1.

            EXAMPLE:
              flipbook manpage | man -l -
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        guard arguments.positionals.isEmpty else { throw .usage("manpage takes no arguments") }
        console.output(ManPage.page(specs: FlipbookCommand.commands.map { $0.spec }, version: FlipbookCommand.version,
                                    overview: FlipbookCommand.description))
        return .success
    }
}
