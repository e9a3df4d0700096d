import FlipbookPNG
import Foundation

/// The files commands read and write, with failures turned into exit codes: an input that
/// cannot be read or decoded is a usage error (2), an output that cannot be written is an
/// environment error (3).
enum CommandFiles {
    /// Decodes the PNG at `path`.
    static func readPNG(_ path: String) throws(CommandFailure) -> RGBAImage {
        guard let data = FileManager.default.contents(atPath: path) else { throw unreadable(path) }
        do {
            return try PNGCodec.decode(Array(data))
        } catch {
            throw CommandFailure(.usage, "\(path): \(error.message)")
        }
    }

    /// Fails as `readPNG` does when a file cannot be read (to check inputs before long work).
    static func requireReadable(_ path: String) throws(CommandFailure) {
        guard FileManager.default.isReadableFile(atPath: path) else { throw unreadable(path) }
    }

    private static func unreadable(_ path: String) -> CommandFailure {
        CommandFailure(.usage, "\(path): cannot read the file (missing or unreadable)")
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

    /// Checks, before any work, that a file can be written at `path`: its folder exists or can
    /// be created, and `path` is not a folder or a device. A render that could not be saved
    /// fails at once instead of after minutes of drawing.
    static func prepareOutput(_ path: String) throws(CommandFailure) {
        createParentDirectory(of: path)
        let folder = folder(of: path)
        var isFolder: ObjCBool = false
        if !folder.isEmpty, !(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue) {
            throw CommandFailure(.environment, "\(path): cannot write here: \(folder) is not a folder and cannot be made one")
        }
        var status = stat()
        if lstat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
            throw CommandFailure(.environment, "\(path): exists and is not a regular file; refusing to replace it")
        }
    }

    /// Checks, before any work, that `path` is a folder this process can write in (creating
    /// it if needed); `what` names the option in the message.
    static func prepareFolder(_ path: String, for what: String) throws(CommandFailure) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
            throw CommandFailure(.environment, "\(what): \(path) is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(.environment, "\(what): cannot create the folder \(path): \(SystemErrorText.describe(error))")
        }
        guard access(path, W_OK) == 0 else {
            throw CommandFailure(.environment, "\(what): cannot write in \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Creates the directory `path` goes in, when it names one, so `--out a/b/c.png` works
    /// without a `mkdir` first. A failure here shows up as the write's error.
    static func createParentDirectory(of path: String) {
        let directory = folder(of: path)
        if !directory.isEmpty { try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
    }

    /// The folder part of a path (`a/b/c.png` → `a/b`, `c.png` → empty, `/c` → `/`). Foundation's
    /// `deletingLastPathComponent` traps on one-character paths (`-`, `x`) on Linux.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
