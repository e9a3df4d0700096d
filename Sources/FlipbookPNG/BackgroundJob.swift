import Dispatch

/// Work started on a background queue now and waited for later, so that an encoder can read
/// the next frames while the ones before are being encoded. `wait` returns the work's result
/// or rethrows its error.
public final class BackgroundJob<Value, Failure: Error>: @unchecked Sendable {  // `outcome` is written before `done` is signalled, read after
    private let done = DispatchSemaphore(value: 0)
    private var outcome: Result<Value, Failure>?

    public init(_ work: @escaping @Sendable () throws(Failure) -> Value) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.outcome = Result { () throws(Failure) in try work() }
            self.done.signal()
        }
    }

    /// Blocks until the work is done (at once if it already is).
    public func wait() throws(Failure) -> Value {
        done.wait()
        done.signal()  // a second wait returns at once
        return try outcome!.get()
    }
}
