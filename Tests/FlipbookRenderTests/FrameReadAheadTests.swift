import Foundation
import Synchronization
import Testing
import FlipbookPNG

@Suite("FrameReadAhead: frames produced a batch ahead of a streaming encoder")
struct FrameReadAheadTests {
    struct Broken: Error {}

    /// A 1 × 1 frame whose red channel is its position.
    static func frame(_ position: Int) -> RGBAImage {
        RGBAImage(width: 1, height: 1, pixels: [UInt8(position % 256), 0, 0, 255])!
    }

    @Test("Two passes in order get every frame, each batch produced once per pass, the next one ahead")
    func twoPasses() throws {
        let batches = Mutex<[[Int]]>([])
        let readAhead = FrameReadAhead(order: Array(0..<10), batch: 4) { positions in
            batches.withLock { $0.append(positions) }
            return (Dictionary(uniqueKeysWithValues: positions.map { ($0, Self.frame($0)) }), ["note"])
        }
        for _ in 0..<2 {
            for position in 0..<10 { #expect(try readAhead.frame(position).pixels[0] == UInt8(position)) }
        }
        let produced = batches.withLock { $0 }
        #expect(produced.filter { $0.first == 0 }.count == 2, "the second pass starts over: \(produced)")
        #expect(produced.flatMap { $0 }.filter { $0 == 5 }.count == 2, "frame 5 produced once a pass: \(produced)")
        #expect(readAhead.warnings == ["note"])
    }

    @Test("An order that repeats frames (a sample, then every frame) is produced a batch at a time, each batch once")
    func sampleThenAll() throws {
        let batches = Mutex<[[Int]]>([])
        let order = [0, 5, 9] + Array(0..<10)
        let readAhead = FrameReadAhead(order: order, batch: 4) { positions in
            batches.withLock { $0.append(positions) }
            return (Dictionary(uniqueKeysWithValues: positions.map { ($0, Self.frame($0)) }), [])
        }
        for position in order { #expect(try readAhead.frame(position).pixels[0] == UInt8(position)) }
        let produced = batches.withLock { $0 }
        #expect(produced == [[0, 5, 9], [1, 2, 3, 4], [5, 6, 7, 8], [9]], "each batch once, a repeat within one kept")
    }

    @Test("An error in a batch drawn ahead surfaces when one of its frames is asked for, not before")
    func errorWhenReached() throws {
        let readAhead = FrameReadAhead(order: Array(0..<8), batch: 4) { positions in
            if positions.contains(6) { throw Broken() }
            return (Dictionary(uniqueKeysWithValues: positions.map { ($0, Self.frame($0)) }), [])
        }
        for position in 0..<4 { _ = try readAhead.frame(position) }
        #expect(throws: Broken.self) { try readAhead.frame(4) }
    }
}
