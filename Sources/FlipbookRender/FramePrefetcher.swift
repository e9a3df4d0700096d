import FlipbookPNG
import FlipbookScene
import Foundation
import Synchronization

/// Frames drawn on demand for a streaming encoder (`FrameReadAhead` over the rendering
/// pipeline): each batch is drawn on the pipeline's workers, the next one in the background
/// while the encoder works, so at most about two batches of frames are in memory.
public final class FramePrefetcher {
    private let times: [(index: Int, time: Double)]
    private let readAhead: FrameReadAhead

    /// Frames of `timeline` as `options` schedules them; `order` lists the positions (into
    /// `options.frameTimes`) in the order they will be asked for (default: all, in order).
    public init(timeline: Timeline, options: RenderOptions, fonts: FontConfiguration,
                threads: Int = ProcessInfo.processInfo.activeProcessorCount, order: [Int]? = nil) {
        let times = options.frameTimes(duration: timeline.duration)
        let pipeline = Flipbook.pipeline(for: timeline, options: options, fonts: fonts, threads: threads)
        self.times = times
        readAhead = FrameReadAhead(order: order ?? Array(times.indices), batch: max(2 * threads, 4)) { positions in
            let drawn = Locked<[Int: RGBAImage]>([:])
            let warnings = try pipeline.run(count: positions.count) { renderer, item in
                let image = try renderer.renderRGBA(timeline.presentation(at: times[positions[item]].time))
                drawn.withLock { $0[positions[item]] = image }
            }
            return (drawn.withLock { $0 }, warnings)
        }
    }

    /// The frames' full-render indices and scene times.
    public var frameTimes: [(index: Int, time: Double)] { times }

    /// Warnings of every batch, once each.
    public var warnings: [String] { readAhead.warnings }

    /// The frame at a position of `frameTimes`.
    public func frame(_ position: Int) throws -> RGBAImage { try readAhead.frame(position) }
}
