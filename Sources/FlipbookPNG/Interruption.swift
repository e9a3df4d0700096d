import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A request to stop a long job (Ctrl-C): loops that write files check it between frames, stop,
/// and remove what they wrote, so an interrupted render leaves no partial output.
public enum Interruption {
    private static let requested = Atomic<Bool>(false)

    /// Whether a stop was requested.
    public static var isRequested: Bool { requested.load(ordering: .relaxed) }

    /// Requests a stop (the SIGINT handler calls this; tests may too).
    public static func request() { requested.store(true, ordering: .relaxed) }

    /// Clears a request (for tests that interrupt one run and then start another).
    public static func reset() { requested.store(false, ordering: .relaxed) }

    /// Makes SIGINT request a stop instead of killing the process; a second SIGINT kills it at
    /// once. Also ignores SIGXFSZ, so writing past a file-size limit fails with an error
    /// (EFBIG) that is reported, rather than killing the process.
    public static func installSignalHandlers() {
        _ = isRequested  // initialise the flag now: a signal handler must not run lazy initialisation
        signal(SIGINT) { _ in
            Interruption.request()
            signal(SIGINT, SIG_DFL)
        }
        signal(SIGXFSZ, SIG_IGN)
        // A parent may have blocked SIGINT (test runners do), and exec keeps the mask.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGINT)
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    }
}

/// Thrown by a job that stopped because `Interruption` was requested; it removed its output.
public struct InterruptedError: Error, Equatable, CustomStringConvertible {
    public init() {}
    public var description: String { "interrupted; no output was written" }
}
