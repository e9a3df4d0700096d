import FlipbookPNG
import FlipbookScene
import Foundation
import Synchronization

/// Frames drawn on demand for a streaming encoder: when a frame is asked for, it and the next
/// few in the expected order are drawn together on the pipeline's workers, so drawing stays
/// parallel while only about two batches of frames are ever in memory. Asking for an earlier
/// frame again (a second pass) starts over from there.
public final class FramePrefetcher {
    private let timeline: Timeline
    private let times: [(index: Int, time: Double)]
    private let pipeline: FramePipeline
    private let order: [Int]
    /// Where each position stands in `order`.
    private let orderIndex: [Int: Int]
    private let batch: Int
    private var cache: [Int: RGBAImage] = [:]
    /// Warnings of every batch, once each.
    public private(set) var warnings: [String] = []

    /// Frames of `timeline` as `options` schedules them; `order` lists the positions (into
    /// `options.frameTimes`) in the order they will be asked for (default: all, in order).
    public init(timeline: Timeline, options: RenderOptions, fonts: FontConfiguration,
                threads: Int = ProcessInfo.processInfo.activeProcessorCount, order: [Int]? = nil) {
        self.timeline = timeline
        times = options.frameTimes(duration: timeline.duration)
        pipeline = Flipbook.pipeline(for: timeline, options: options, fonts: fonts, threads: threads)
        self.order = order ?? Array(times.indices)
        orderIndex = Dictionary(self.order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        batch = max(2 * threads, 4)
    }

    /// The frames' full-render indices and scene times.
    public var frameTimes: [(index: Int, time: Double)] { times }

    /// The frame at a position of `frameTimes`.
    public func frame(_ position: Int) throws -> RGBAImage {
        if let image = cache.removeValue(forKey: position) { return image }
        // Not drawn yet: draw it and the next ones in the expected order, dropping the rest.
        let positions = orderIndex[position].map { Array(order[$0..<min($0 + batch, order.count)]) } ?? [position]
        let drawn = Locked<[Int: RGBAImage]>([:])
        let timeline = self.timeline
        let times = self.times
        let batchWarnings = try pipeline.run(count: positions.count) { renderer, item in
            let image = try renderer.renderRGBA(timeline.presentation(at: times[positions[item]].time))
            drawn.withLock { $0[positions[item]] = image }
        }
        for warning in batchWarnings where !warnings.contains(warning) { warnings.append(warning) }
        cache = drawn.withLock { $0 }
        guard let image = cache.removeValue(forKey: position) else { throw RenderError(.environment, "frame \(position) was not drawn") }
        return image
    }
}
