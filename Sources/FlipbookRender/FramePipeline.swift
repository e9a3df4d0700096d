import FlipbookPNG
import FlipbookScene
import Foundation
import Synchronization

/// Renders frames on several threads. Each worker has its own `Renderer` (Cairo and Pango
/// objects stay on one thread) and takes the next frame from a shared counter, so at most
/// `threads` frames are in memory at once and the order frames finish in changes nothing:
/// every frame is a pure function of its time.
struct FramePipeline: Sendable {
    /// Worker threads.
    let threads: Int
    /// Builds one worker's renderer.
    let makeRenderer: @Sendable () -> Renderer
    /// Renderers kept between runs (building one sets up Pango fonts, so a prefetcher that runs
    /// many small batches reuses them). A renderer is used by one worker at a time.
    private let idle = RendererPool()

    init(threads: Int, makeRenderer: @escaping @Sendable () -> Renderer) {
        self.threads = threads
        self.makeRenderer = makeRenderer
    }

    /// Calls `work(renderer, position)` once for every position in `0..<count`, on `threads`
    /// workers, each taking `block` consecutive positions at a time: a worker that draws
    /// consecutive frames redraws (and re-encodes) only what changed between them. The first
    /// error (or an interruption) stops the others after their current frame and is rethrown.
    /// Returns the renderers' warnings, once each, sorted (which worker met a substitution first
    /// is not something output may depend on).
    func run(count: Int, block: Int = 1, _ work: @Sendable (Renderer, Int) throws -> Void) throws -> [String] {
        let next = Atomic<Int>(0)
        let failure = Locked<(any Error)?>(nil)
        let warnings = Locked<[String]>([])
        let workers = max(1, min(threads, count))
        let step = max(block, 1)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let renderer = idle.take() ?? makeRenderer()
            defer { idle.give(renderer) }
            blocks: while true {
                let first = next.wrappingAdd(step, ordering: .relaxed).oldValue
                guard first < count else { break }
                for position in first..<min(first + step, count) {
                    guard failure.withLock({ $0 == nil }) else { break blocks }
                    if Interruption.isRequested {
                        failure.withLock { $0 = $0 ?? InterruptedError() }
                        break blocks
                    }
                    do {
                        try work(renderer, position)
                    } catch {
                        failure.withLock { $0 = $0 ?? error }
                        break blocks
                    }
                }
            }
            warnings.withLock { all in
                for warning in renderer.warnings where !all.contains(warning) { all.append(warning) }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        return warnings.withLock { $0 }.sorted()
    }
}

/// Idle renderers, handed to one worker at a time.
final class RendererPool: Sendable {
    private let renderers = Locked<[Renderer]>([])

    func take() -> Renderer? { renderers.withLock { $0.popLast() } }

    func give(_ renderer: Renderer) { renderers.withLock { $0.append(renderer) } }
}
