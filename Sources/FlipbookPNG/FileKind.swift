import Foundation

/// What a path names, found with `stat` and without opening it: opening a FIFO for reading
/// blocks until something writes to it, so readers ask first.
public enum FileKind: Equatable, Sendable {
    case missing
    case regular
    case directory
    case fifo
    /// A device, socket or anything else that is not a file of bytes at rest.
    case special

    /// The kind of what `path` names, following symbolic links.
    public init(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            self = .missing
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        default: self = .special
        }
    }

    /// Words for a message: "a folder", "a FIFO (named pipe)", "a device or socket".
    public var described: String {
        switch self {
        case .missing: return "missing"
        case .regular: return "a regular file"
        case .directory: return "a folder"
        case .fifo: return "a FIFO (named pipe)"
        case .special: return "a device or socket"
        }
    }
}
