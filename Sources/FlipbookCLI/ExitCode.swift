/// Flipbook's exit codes, the same for every verb (docs/command-line.md, "Exit codes").
public enum ExitCode: Int32, Sendable {
    /// Success.
    case success = 0
    /// A check or diff found a difference.
    case difference = 1
    /// Bad input or usage: an unknown flag, a malformed number, an invalid scene.
    case usage = 2
    /// An I/O or environment failure: unwritable output, a missing library or font.
    case environment = 3
    /// Interrupted by SIGINT (128 + 2, the shell convention).
    case interrupted = 130
    /// Stopped by SIGTERM (128 + 15).
    case terminated = 143
}

/// A failure a verb reports: printed on stderr as `flipbook VERB: error: message`, then exit.
public struct CommandFailure: Error, Equatable, Sendable {
    /// The exit code to leave with.
    public var exitCode: ExitCode
    /// What went wrong and, where possible, how to fix it.
    public var message: String
    /// Whether to follow the message with the verb's usage line (for usage mistakes).
    public var showsUsage: Bool

    /// Creates a failure.
    public init(_ exitCode: ExitCode, _ message: String, showsUsage: Bool = false) {
        self.exitCode = exitCode
        self.message = message
        self.showsUsage = showsUsage
    }

    /// A usage mistake (exit 2) that prints the usage line after the message.
    public static func usage(_ message: String) -> CommandFailure {
        CommandFailure(.usage, message, showsUsage: true)
    }

    /// Bad input (exit 2) whose message says everything needed.
    public static func badInput(_ message: String) -> CommandFailure {
        CommandFailure(.usage, message)
    }
}
