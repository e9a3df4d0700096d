import Dispatch
import Foundation

/// Frames produced in batches ahead of a streaming encoder. When a frame is asked for, it and
/// the next few in the expected order are produced together; while the encoder works through
/// them the batch after is produced in the background, so producing (drawing, decoding) and
/// encoding overlap while only about two batches are ever in memory. Asking for a frame that
/// is neither in hand nor being produced (a second pass starting over) starts from there.
public final class FrameReadAhead {
    /// Produces the frames at some positions (in any order, on any threads it likes), with
    /// any warnings met; throwing stops the batch.
    public typealias Producer = @Sendable (_ positions: [Int]) throws -> (frames: [Int: RGBAImage], warnings: [String])

    private let order: [Int]
    /// Where each position stands in `order`.
    private let orderIndex: [Int: Int]
    private let batch: Int
    private let produce: Producer
    private var cache: [Int: RGBAImage] = [:]
    /// The batch being produced in the background, if any.
    private var inFlight: Batch?
    /// Warnings of every batch, once each, in the order met.
    public private(set) var warnings: [String] = []

    /// A batch produced on a background queue: its positions, and its outcome once `done` is
    /// signalled.
    private final class Batch: @unchecked Sendable {
        let positions: [Int]
        let done = DispatchSemaphore(value: 0)
        var outcome: Result<(frames: [Int: RGBAImage], warnings: [String]), any Error> = .success(([:], []))

        init(positions: [Int]) { self.positions = positions }

        func run(_ produce: Producer) {
            outcome = Result { try produce(positions) }
            done.signal()
        }
    }

    /// Frames at the positions of `order`, asked for in that order, `batch` at a time.
    public init(order: [Int], batch: Int, produce: @escaping Producer) {
        self.order = order
        orderIndex = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.batch = max(batch, 1)
        self.produce = produce
    }

    deinit { inFlight?.done.wait() }

    /// The frame at a position.
    public func frame(_ position: Int) throws -> RGBAImage {
        if cache[position] == nil {
            if let flight = inFlight, flight.positions.contains(position) {
                try land(flight)
            } else {
                // Neither in hand nor being produced: drop what is in hand and start here.
                if let flight = inFlight { try? land(flight) }
                cache = [:]
                let now = Batch(positions: positions(from: orderIndex[position]) ?? [position])
                now.run(produce)
                try land(now)
            }
        }
        guard let image = cache.removeValue(forKey: position) else {
            throw PNGError(message: "frame \(position) was not produced")
        }
        produceAheadIfIdle(after: position)
        return image
    }

    /// Up to `batch` positions of `order` from an index of it, or nil past its end.
    private func positions(from start: Int?) -> [Int]? {
        guard let start, start < order.count else { return nil }
        return Array(order[start..<min(start + batch, order.count)])
    }

    /// Waits for a batch and takes its frames and warnings, rethrowing its error.
    private func land(_ produced: Batch) throws {
        produced.done.wait()
        if inFlight === produced { inFlight = nil }
        let (frames, batchWarnings) = try produced.outcome.get()
        for warning in batchWarnings where !warnings.contains(warning) { warnings.append(warning) }
        cache.merge(frames) { _, new in new }
    }

    /// When nothing is being produced, starts on the batch after the last frame in hand.
    private func produceAheadIfIdle(after position: Int) {
        guard inFlight == nil else { return }
        let furthest = (cache.keys + [position]).compactMap { orderIndex[$0] }.max()
        guard let next = positions(from: furthest.map { $0 + 1 }) else { return }
        let ahead = Batch(positions: next)
        inFlight = ahead
        let produce = self.produce
        DispatchQueue.global(qos: .userInitiated).async { ahead.run(produce) }
    }
}
