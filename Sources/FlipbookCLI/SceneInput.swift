import FlipbookPNG
import Foundation

/// Scene files that are streams: `-` for standard input, and pipes such as bash's
/// `<(make-scene)` (`/dev/fd/63`), which can be read once and have no size up front.
///
/// A stream is read to its end once, bounded, and kept for the process, so a verb that loads
/// the scene more than once (`sweep`, `compare`) sees the same bytes. Paths in a scene read from
/// a stream (images) are relative to the current directory.
enum SceneInput {
    /// The most a stream may hold: far above any real scene (the largest seed is 40 KB).
    static let maximumBytes = 64 << 20

    private static let lock = NSLock()
    nonisolated(unsafe) private static var streams: [String: [UInt8]] = [:]

    /// Whether `path` is read as a stream: `-`, a FIFO, or a character device such as
    /// `/dev/stdin`.
    static func isStream(_ path: String) -> Bool {
        if path == "-" { return true }
        let kind = FileKind(path: path)
        return kind == .fifo || kind == .special
    }

    /// Refuses a stream for a verb that needs the file itself: goldens are kept under the
    /// scene file's name, and `watch` waits for the file to change.
    static func refuseStream(_ path: String, because reason: String) throws(CommandFailure) {
        guard isStream(path) else { return }
        throw .usage("\(displayName(path)) is a stream, not a scene file: \(reason); save the scene to a file first")
    }

    /// How messages name the stream.
    static func displayName(_ path: String) -> String { path == "-" ? "standard input" : path }

    /// The stream's bytes, read on first use.
    static func bytes(of path: String) throws(CommandFailure) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if let bytes = streams[path] { return bytes }
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw CommandFailure(.environment, "\(displayName(path)): cannot read: \(String(cString: strerror(errno)))")
        }
        defer { if path != "-" { close(descriptor) } }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                throw CommandFailure(.environment, "\(displayName(path)): cannot read: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            bytes += buffer[0..<count]
            guard bytes.count <= maximumBytes else {
                throw CommandFailure(.usage, "\(displayName(path)): more than \(maximumBytes >> 20) MiB; "
                    + "a scene file is JSON of a few kilobytes (is this the right stream?)")
            }
        }
        streams[path] = bytes
        return bytes
    }
}
