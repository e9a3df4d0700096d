import Foundation

/// Runs work on a new thread with a stack large enough for the deepest layer tree a scene may
/// have, and waits for it. The stack is reserved address space: only the pages a run touches
/// are ever backed by memory.
enum LargeStackThread {
    /// 512 MiB: a debug build's frames for decoding, simulating and drawing one tree level
    /// take a few kilobytes each, times `SceneLimits.largestLayerDepth` levels, with room.
    static let stackSize = 512 << 20

    /// The result of `body`, computed on the large-stack thread.
    static func run(_ body: @escaping () -> ExitCode) -> ExitCode {
        // The caller waits until the thread is done, so handing the closure and the result
        // across is safe; the box only tells the compiler so.
        final class Handoff: @unchecked Sendable {
            let body: () -> ExitCode
            var result = ExitCode.success
            let done = DispatchSemaphore(value: 0)
            init(_ body: @escaping () -> ExitCode) { self.body = body }
        }
        let handoff = Handoff(body)
        let thread = Thread {
            handoff.result = handoff.body()
            handoff.done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        handoff.done.wait()
        return handoff.result
    }
}
