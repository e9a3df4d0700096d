import FlipbookPNG
import Foundation

/// The files commands read and write, with failures turned into exit codes: an input that
/// cannot be read or decoded is a usage error (2), an output that cannot be written is an
/// environment error (3).
enum CommandFiles {
    /// Decodes the PNG at `path`.
    static func readPNG(_ path: String) throws(CommandFailure) -> RGBAImage {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(.usage, "\(path): cannot read the file (missing or unreadable)")
        }
        do {
            return try PNGCodec.decode(Array(data))
        } catch {
            throw CommandFailure(.usage, "\(path): \(error.message)")
        }
    }

    /// Encodes `image` and writes it atomically to `path`.
    static func writePNG(_ image: RGBAImage, to path: String) throws(CommandFailure) {
        let bytes: [UInt8]
        do {
            bytes = try PNGCodec.encode(image)
        } catch {
            throw CommandFailure(.environment, "\(path): \(error.message)")
        }
        try write(bytes, to: path)
    }

    /// Writes `bytes` atomically to `path`: a reader never sees a half-written file.
    static func write(_ bytes: [UInt8], to path: String) throws(CommandFailure) {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw CommandFailure(.environment, error.description)
        }
    }

    /// Creates the directory `path` goes in, when it names one, so `--out a/b/c.png` works
    /// without a `mkdir` first. A failure here shows up as the write's error.
    static func createParentDirectory(of path: String) {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty { try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
    }
}
