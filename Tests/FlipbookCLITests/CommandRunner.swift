import Foundation
import Synchronization
@testable import FlipbookCLI

/// Runs `flipbook` in-process and captures what it writes.
struct CommandRun {
    let exitCode: ExitCode
    let output: String
    let error: String

    init(_ arguments: String...) {
        self.init(arguments)
    }

    init(_ arguments: [String]) {
        self.init(capturing: { FlipbookCommand.run(arguments, console: $0) })
    }

    /// Runs a verb's own entry point (for tests that pass an environment), with the usual
    /// parsing and error printing: `arguments` start with the verb's name.
    init(_ arguments: [String], verb: @escaping (ParsedArguments, Console) throws(CommandFailure) -> ExitCode) {
        self.init(capturing: { console in
            guard let command = FlipbookCommand.commands.first(where: { $0.spec.name == arguments.first }) else {
                return .usage
            }
            return FlipbookCommand.run(command, Array(arguments.dropFirst()), console: console, body: verb)
        })
    }

    private init(capturing run: (Console) -> ExitCode) {
        let output = Mutex("")
        let error = Mutex("")
        let console = Console(
            output: { text in output.withLock { $0 += text } },
            error: { text in error.withLock { $0 += text } })
        exitCode = run(console)
        self.output = output.withLock { $0 }
        self.error = error.withLock { $0 }
    }
}

/// A new empty folder under the system's temporary directory; the caller removes it.
func makeTemporaryFolder(_ label: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
