#if canImport(Glibc)
import Glibc
#endif

/// Where a verb writes: standard output for results, standard error for messages.
///
/// Verbs never call `print` directly, so tests can run them and read both streams.
public struct Console: Sendable {
    /// Writes text to standard output (results).
    public let output: @Sendable (String) -> Void
    /// Writes text to standard error (errors, warnings, progress).
    public let error: @Sendable (String) -> Void

    /// Creates a console from two writers.
    public init(output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        self.output = output
        self.error = error
    }

    /// The process's own standard output and standard error, written unbuffered so the two
    /// streams interleave in the order things happened.
    public static let standard = Console(
        output: { writeAll($0, to: STDOUT_FILENO) },
        error: { writeAll($0, to: STDERR_FILENO) })

    /// write(2) until everything is out, retrying on EINTR; a closed pipe ends it quietly.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
