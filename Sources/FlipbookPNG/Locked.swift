#if canImport(Glibc)
import Glibc
#endif

/// A value behind a lock, for state the frame pipeline's workers share. It locks a pthread
/// mutex directly: `Synchronization.Mutex` and Foundation's `NSLock` both use futexes on
/// Linux, which ThreadSanitizer cannot see, so `make test-sanitizers` reported every guarded
/// access as a race.
public final class Locked<Value>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value

    /// Guards `value`.
    public init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
