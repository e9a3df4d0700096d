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
    /// Writes a binary file to standard output (`--out -`).
    public let bytes: @Sendable ([UInt8]) -> Void

    /// Creates a console from its writers; binary output goes to the process's standard
    /// output unless `bytes` says otherwise.
    public init(output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
                bytes: (@Sendable ([UInt8]) -> Void)? = nil) {
        self.output = output
        self.error = error
        self.bytes = bytes ?? { Console.writeAll($0, to: STDOUT_FILENO) }
    }

    /// The process's own standard output and standard error, written unbuffered so the two
    /// streams interleave in the order things happened.
    public static let standard = Console(
        output: { writeAll(Array($0.utf8), to: STDOUT_FILENO) },
        error: { writeAll(Array($0.utf8), to: STDERR_FILENO) })

    /// write(2) until everything is out, retrying on EINTR; a closed pipe ends it quietly.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
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
