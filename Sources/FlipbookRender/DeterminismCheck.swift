import FlipbookPNG
import FlipbookScene
import Foundation
import Synchronization

/// Renders every frame twice — forwards on one thread count, backwards on another — and
/// reports the frames whose pixels differ. A scene built in Swift can read global state or
/// random numbers while it is drawn; this catches it before a golden or a GIF depends on it.
public enum DeterminismCheck {
    /// The full-render indices of frames that came out differently in the two passes (empty
    /// when the render is deterministic). `threads` is the first pass's worker count; the
    /// second uses another one.
    public static func differingFrames(
        of timeline: Timeline, options: RenderOptions, fonts: FontConfiguration,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws -> [Int] {
        let times = options.frameTimes(duration: timeline.duration)
        let pipeline = { (count: Int) in Flipbook.pipeline(for: timeline, options: options, fonts: fonts, threads: count) }
        let positions = try differingPositions(count: times.count, first: pipeline(threads), second: pipeline(threads == 1 ? 2 : 1)) {
            renderer, position in
            try renderer.render(timeline.presentation(at: times[position].time)).bytes
        }
        return positions.map { times[$0].index }
    }

    /// The positions whose `draw` results differ between a forward pass on `first` and a
    /// backward pass on `second`. Results are compared by SHA-256, so memory stays small.
    static func differingPositions(
        count: Int, first: FramePipeline, second: FramePipeline, draw: @escaping @Sendable (Renderer, Int) throws -> [UInt8]
    ) throws -> [Int] {
        let forward = Locked([String](repeating: "", count: count))
        let backward = Locked([String](repeating: "", count: count))
        _ = try first.run(count: count) { renderer, position in
            let digest = SHA256.hex(try draw(renderer, position))
            forward.withLock { $0[position] = digest }
        }
        _ = try second.run(count: count) { renderer, step in
            let position = count - 1 - step
            let digest = SHA256.hex(try draw(renderer, position))
            backward.withLock { $0[position] = digest }
        }
        let (a, b) = (forward.withLock { $0 }, backward.withLock { $0 })
        return (0..<count).filter { a[$0] != b[$0] }
    }
}
