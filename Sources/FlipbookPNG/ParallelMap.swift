import Dispatch

/// `body` for every index below `count`, on up to `threads` threads at once, each thread taking
/// the next index as it finishes one; the results in index order, or the first error by index.
/// The encoders use it for work whose items are independent (remapping frames to a palette,
/// compressing frame differences), so the output does not depend on the thread count.
public func parallelMap<Value, Failure: Error>(
    count: Int, threads: Int, _ body: @Sendable (Int) throws(Failure) -> Value
) throws(Failure) -> [Value] {
    guard count > 0 else { return [] }
    let outcomes = Locked<[Result<Value, Failure>?]>(Array(repeating: nil, count: count))
    let next = Locked(0)
    DispatchQueue.concurrentPerform(iterations: min(max(threads, 1), count)) { _ in
        while let index = next.withLock({ (position: inout Int) -> Int? in
            defer { position += 1 }
            return position < count ? position : nil
        }) {
            let outcome = Result { () throws(Failure) in try body(index) }
            outcomes.withLock { $0[index] = outcome }
        }
    }
    return try outcomes.withLock { $0 }.map { (outcome) throws(Failure) in try outcome!.get() }
}
