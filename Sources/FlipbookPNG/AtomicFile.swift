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
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(temporary)
                throw FileWriteError(path: path, reason: "cannot write: \(reason)")
            }
            offset += written
        }
        fchmod(descriptor, 0o644)
        guard close(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FileWriteError(path: path, reason: "cannot write: \(reason)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FileWriteError(path: path, reason: "cannot replace the file: \(reason)")
        }
    }
}
