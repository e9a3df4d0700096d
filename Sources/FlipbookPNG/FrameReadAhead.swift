import Dispatch
import Foundation

/// Frames produced in batches ahead of a streaming encoder. The encoder says up front which
/// frames it will ask for, in order (a frame may come more than once: a second pass, or a
/// sample then every frame). When a frame is asked for, it and the next few of that order are
/// produced together; while the encoder works through them the batch after is produced in the
/// background, so producing (drawing, decoding) and encoding overlap while only about two
/// batches are ever in memory. Asking for a frame out of that order starts again from there.
public final class FrameReadAhead {
    /// Produces the frames at some positions (in any order, on any threads it likes), with
    /// any warnings met; throwing stops the batch.
    public typealias Producer = @Sendable (_ positions: [Int]) throws -> (frames: [Int: RGBAImage], warnings: [String])

    private let order: [Int]
    /// Where each position first stands in `order`.
    private let firstIndex: [Int: Int]
    private let batch: Int
    private let produce: Producer
    private var cache: [Int: RGBAImage] = [:]
    /// The index in `order` of the frame expected next.
    private var cursor = 0
    /// `order` up to here (exclusive) is produced or being produced.
    private var producedEnd = 0
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
        firstIndex = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.batch = max(batch, 1)
        self.produce = produce
    }

    deinit { inFlight?.done.wait() }

    /// The frame at a position.
    public func frame(_ position: Int) throws -> RGBAImage {
        let index = indexInOrder(of: position)
        if cache[position] == nil {
            if let flight = inFlight, flight.positions.contains(position) {
                try land(flight)
            } else {
                // Neither in hand nor being produced: drop what is in hand and start here.
                if let flight = inFlight { try? land(flight) }
                cache = [:]
                let start = index ?? order.count
                let now = Batch(positions: index == nil ? [position] : positions(from: start))
                producedEnd = index == nil ? order.count : min(start + batch, order.count)
                now.run(produce)
                try land(now)
            }
        }
        guard let image = cache[position] else { throw PNGError(message: "frame \(position) was not produced") }
        cursor = index.map { $0 + 1 } ?? order.count
        // Kept while the order asks for it again within what is produced (a batch holds each frame once).
        if cursor >= producedEnd || !order[cursor..<producedEnd].contains(position) { cache[position] = nil }
        produceAheadIfIdle()
        return image
    }

    /// Where a position stands in `order`: at the cursor, further on, or (a pass starting
    /// over) its first place; nil when it is not in the order.
    private func indexInOrder(of position: Int) -> Int? {
        if cursor < order.count, order[cursor] == position { return cursor }
        if cursor < order.count, let later = order[cursor...].firstIndex(of: position) { return later }
        return firstIndex[position]
    }

    /// Up to `batch` positions of `order` from an index of it, each once.
    private func positions(from start: Int) -> [Int] {
        var seen = Set<Int>()
        return order[start..<min(start + batch, order.count)].filter { seen.insert($0).inserted }
    }

    /// Waits for a batch and takes its frames and warnings, rethrowing its error.
    private func land(_ produced: Batch) throws {
        produced.done.wait()
        if inFlight === produced { inFlight = nil }
        let (frames, batchWarnings) = try produced.outcome.get()
        for warning in batchWarnings where !warnings.contains(warning) { warnings.append(warning) }
        cache.merge(frames) { _, new in new }
    }

    /// When nothing is being produced, starts on the batch after the last one produced.
    private func produceAheadIfIdle() {
        guard inFlight == nil else { return }
        producedEnd = max(producedEnd, cursor)
        if cache.count > batch {
            // Frames the encoder skipped past: keep only what the order still expects.
            let expected = Set(order[cursor..<producedEnd])
            cache = cache.filter { expected.contains($0.key) }
        }
        guard producedEnd < order.count else { return }
        let ahead = Batch(positions: positions(from: producedEnd))
        producedEnd = min(producedEnd + batch, order.count)
        inFlight = ahead
        let produce = self.produce
        DispatchQueue.global(qos: .userInitiated).async { ahead.run(produce) }
    }
}
