import Foundation

/// Why a file could not be written.
public struct FileWriteError: Error, Equatable, CustomStringConvertible {
    /// The target path.
    public let path: String
    /// What went wrong.
    public let reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

/// Writes files so that a failure never leaves a half-written file or a damaged original.
public enum AtomicFile {
    /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`.
    ///
    /// Refuses a target that exists and is not a regular file (a directory, or a device such
    /// as `/dev/full`, which a rename would replace).
    public static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        let file = try AtomicFileWriter(path: path)
        try file.append(bytes)
        try file.commit()
    }
}

/// A file written in pieces (a long APNG frame by frame) that appears at its path only when
/// complete: the pieces go to a temporary file beside it, renamed over the path by `commit()`.
/// A writer released without `commit()` removes its temporary file, so an error or an
/// interruption part-way leaves nothing behind and the old file as it was.
public final class AtomicFileWriter: PatchableOutput {
    /// The target path.
    public let path: String
    private let temporary: String
    private var descriptor: Int32
    private var committed = false

    /// Creates the temporary file. Refuses a target that exists and is not a regular file (a
    /// directory, or a device such as `/dev/full`, which a rename would replace).
    public init(path: String) throws(FileWriteError) {
        var status = stat()
        if lstat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
            throw FileWriteError(path: path, reason: "exists and is not a regular file; refusing to replace it")
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var template = Array("\(directory)/.\(url.lastPathComponent).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw FileWriteError(path: path, reason: "cannot create a file in \(directory): \(String(cString: strerror(errno)))")
        }
        self.path = path
        self.descriptor = descriptor
        temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        if !committed {
            if descriptor >= 0 { close(descriptor) }
            unlink(temporary)
        }
    }

    /// Appends bytes to the temporary file.
    public func append(_ bytes: [UInt8]) throws(FileWriteError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw FileWriteError(path: path, reason: "cannot write: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    /// Replaces bytes already appended, starting at `offset` (a header field known only at the end).
    public func overwrite(_ bytes: [UInt8], at offset: Int) throws(FileWriteError) {
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + done, bytes.count - done, off_t(offset + done)) }
            if written < 0 {
                if errno == EINTR { continue }
                throw FileWriteError(path: path, reason: "cannot write: \(String(cString: strerror(errno)))")
            }
            done += written
        }
    }

    /// Closes the temporary file and renames it over the path.
    public func commit() throws(FileWriteError) {
        fchmod(descriptor, 0o644)
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else { throw FileWriteError(path: path, reason: "cannot write: \(String(cString: strerror(errno)))") }
        guard rename(temporary, path) == 0 else {
            throw FileWriteError(path: path, reason: "cannot replace the file: \(String(cString: strerror(errno)))")
        }
        committed = true
    }
}
