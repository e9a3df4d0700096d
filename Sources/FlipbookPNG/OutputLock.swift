import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An advisory lock on a render's output (a folder of frames or a file), held while the render
/// runs: a second render to the same place fails at once instead of mixing its frames with
/// the first's. The lock is a `flock` on `.<name>.lock` beside the output, removed when the
/// lock is released; a process that dies releases its lock with it (a stale file then blocks
/// nothing).
public final class OutputLock {
    private let descriptor: Int32
    private let path: String

    /// Takes the lock for `output`, or throws when another process holds it.
    public init(for output: String) throws(FileWriteError) {
        let url = URL(fileURLWithPath: output).standardizedFileURL
        let folder = url.deletingLastPathComponent().path
        path = folder + "/." + url.lastPathComponent + ".lock"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw FileWriteError(path: output, reason: "cannot create the lock \(path): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            close(descriptor)
            throw FileWriteError(path: output, reason: busy
                ? "another render is writing here (it holds \(path)); wait for it, or choose another --out"
                : "cannot lock \(path): \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        unlink(path)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
