import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A request to stop a long job (Ctrl-C, or SIGTERM from CI cancellation, `timeout` or
/// `docker stop`): loops that write files check it between frames, stop, and remove what they
/// wrote, so an interrupted render leaves no partial output.
public enum Interruption {
    /// The signal that asked for the stop (0: none).
    private static let requested = Atomic<Int32>(0)

    /// Whether a stop was requested.
    public static var isRequested: Bool { requested.load(ordering: .relaxed) != 0 }

    /// The signal that requested the stop, if one did (`SIGINT` for `request()`).
    public static var signalNumber: Int32? {
        let number = requested.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Requests a stop (the signal handlers call this; tests may too).
    public static func request(signal: Int32 = SIGINT) { requested.store(signal, ordering: .relaxed) }

    /// Clears a request (for tests that interrupt one run and then start another).
    public static func reset() { requested.store(0, ordering: .relaxed) }

    /// Makes SIGINT and SIGTERM request a stop instead of killing the process; a second one
    /// kills it at once. Also ignores SIGXFSZ, so writing past a file-size limit fails with an
    /// error (EFBIG) that is reported, rather than killing the process.
    public static func installSignalHandlers() {
        _ = isRequested  // initialise the flag now: a signal handler must not run lazy initialisation
        signal(SIGINT) { number in
            Interruption.request(signal: number)
            signal(SIGINT, SIG_DFL)
        }
        signal(SIGTERM) { number in
            Interruption.request(signal: number)
            signal(SIGTERM, SIG_DFL)
        }
        signal(SIGXFSZ, SIG_IGN)
        // A parent may have blocked the signals (test runners do), and exec keeps the mask.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGINT)
        sigaddset(&unblocked, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    }
}

/// Thrown by a job that stopped because `Interruption` was requested; it removed its output.
public struct InterruptedError: Error, Equatable, CustomStringConvertible {
    public init() {}
    public var description: String { "interrupted; no output was written" }
}
