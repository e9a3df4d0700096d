import Foundation
import Testing
@testable import FlipbookPNG

@Suite("APNG")
struct APNGTests {
    /// A `width`×`height` image of one colour.
    func image(_ value: UInt8, alpha: UInt8 = 255, width: Int = 6, height: Int = 4) -> RGBAImage {
        var pixels = [UInt8](repeating: value, count: width * height * 4)
        for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = alpha }
        return RGBAImage(width: width, height: height, pixels: pixels)!
    }

    /// `base` with the rectangle painted in one colour.
    func painted(_ base: RGBAImage, _ rect: PixelRect, _ color: [UInt8]) -> RGBAImage {
        var result = base
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                result.pixels.replaceSubrange((y * base.width + x) * 4..<(y * base.width + x) * 4 + 4, with: color)
            }
        }
        return result
    }

    /// The stored frames' fcTL fields: size, offset, dispose and blend.
    func frameControls(_ bytes: [UInt8]) throws -> [(rect: PixelRect, dispose: UInt8, blend: UInt8)] {
        try PNGChunks.read(bytes).filter { $0.type == "fcTL" }.map { chunk in
            (PixelRect(x: Int(PNGChunks.readUInt32(chunk.data, at: 12)), y: Int(PNGChunks.readUInt32(chunk.data, at: 16)),
                       width: Int(PNGChunks.readUInt32(chunk.data, at: 4)), height: Int(PNGChunks.readUInt32(chunk.data, at: 8))),
             chunk.data[24], chunk.data[25])
        }
    }

    func colorType(_ bytes: [UInt8]) throws -> UInt8 { try PNGChunks.read(bytes).first { $0.type == "IHDR" }!.data[9] }

    @Test("Round trip: exact pixels (alpha included), millisecond delays, play count")
    func roundTrip() throws {
        let frames = [APNG.Frame(image: image(10), delayMilliseconds: 33),
                      APNG.Frame(image: image(200, alpha: 77), delayMilliseconds: 34),
                      APNG.Frame(image: image(90), delayMilliseconds: 1_000)]
        let bytes = try APNG.encode(frames, plays: 3)
        let decoded = try APNG.decode(bytes)
        #expect(decoded.frames == frames.map(\.image))
        #expect(decoded.delaysMilliseconds == [33, 34, 1_000])
        #expect(decoded.plays == 3)
        // A plain viewer sees the first frame: the stream is a valid PNG.
        #expect(try PNGCodec.decode(bytes) == frames[0].image)
    }

    @Test("A frame after the first stores only the rectangle that changed, at its offset")
    func changedRectangle() throws {
        let background = image(240, width: 40, height: 30)
        let moved = painted(background, PixelRect(x: 12, y: 5, width: 3, height: 4), [255, 0, 0, 255])
        let bytes = try APNG.encode([APNG.Frame(image: background, delayMilliseconds: 20),
                                     APNG.Frame(image: moved, delayMilliseconds: 20)])
        let controls = try frameControls(bytes)
        #expect(controls.map(\.rect) == [background.bounds, PixelRect(x: 12, y: 5, width: 3, height: 4)])
        #expect(try APNG.decode(bytes).frames == [background, moved])
    }

    @Test("Identical consecutive frames merge into one frame whose delay is their sum")
    func identicalFramesMerge() throws {
        let (a, b) = (image(10), image(20))
        let bytes = try APNG.encode([APNG.Frame(image: a, delayMilliseconds: 10), APNG.Frame(image: a, delayMilliseconds: 20),
                                     APNG.Frame(image: b, delayMilliseconds: 30), APNG.Frame(image: b, delayMilliseconds: 40)])
        let decoded = try APNG.decode(bytes)
        #expect(decoded.frames == [a, b])
        #expect(decoded.delaysMilliseconds == [30, 70])
        // acTL's frame count, patched at the end, says 2.
        let control = try PNGChunks.read(bytes).first { $0.type == "acTL" }!
        #expect(PNGChunks.readUInt32(control.data, at: 0) == 2)
    }

    @Test("Over blending with unchanged pixels transparent, only where every changed pixel is opaque")
    func blendChoice() throws {
        // A striped background compresses poorly; a one-pixel change inside a wide rectangle
        // is much smaller blended over it.
        var striped = image(0, width: 64, height: 16)
        for pixel in 0..<(64 * 16) { striped.pixels[pixel * 4] = UInt8((pixel * 37) & 0xFF) }
        let opaqueChange = painted(painted(striped, PixelRect(x: 0, y: 0, width: 1, height: 1), [1, 2, 3, 255]),
                                   PixelRect(x: 63, y: 15, width: 1, height: 1), [1, 2, 3, 255])
        let bytes = try APNG.encode([APNG.Frame(image: striped, delayMilliseconds: 10),
                                     APNG.Frame(image: opaqueChange, delayMilliseconds: 10)])
        #expect(try frameControls(bytes)[1].blend == 1)
        #expect(try APNG.decode(bytes).frames == [striped, opaqueChange])
        // A pixel turning transparent cannot be drawn over the old one: source, still exact.
        let cleared = painted(opaqueChange, PixelRect(x: 5, y: 5, width: 2, height: 2), [0, 0, 0, 0])
        let clearing = try APNG.encode([APNG.Frame(image: opaqueChange, delayMilliseconds: 10),
                                        APNG.Frame(image: cleared, delayMilliseconds: 10)])
        #expect(try frameControls(clearing)[1].blend == 0)
        #expect(try APNG.decode(clearing).frames == [opaqueChange, cleared])
    }

    @Test("A frame closer to the one before last is described against it (dispose previous)")
    func disposePrevious() throws {
        let background = image(240, width: 40, height: 30)
        let bigSquare = painted(background, PixelRect(x: 0, y: 0, width: 30, height: 30), [0, 0, 255, 255])
        let dot = painted(background, PixelRect(x: 35, y: 2, width: 1, height: 1), [255, 0, 0, 255])
        let bytes = try APNG.encode([background, bigSquare, dot].map { APNG.Frame(image: $0, delayMilliseconds: 10) })
        let controls = try frameControls(bytes)
        #expect(controls.map(\.dispose) == [0, 2, 0])
        #expect(controls[2].rect == PixelRect(x: 35, y: 2, width: 1, height: 1))
        #expect(try APNG.decode(bytes).frames == [background, bigSquare, dot])
    }

    @Test("Colour type from every frame's colours: palette up to 256, RGB with a colour key when opaque, else RGBA")
    func colorTypes() throws {
        func gradient(alpha: UInt8) -> RGBAImage {
            var result = image(0, alpha: alpha, width: 32, height: 16)
            for pixel in 0..<(32 * 16) { result.pixels[pixel * 4] = UInt8(pixel & 0xFF); result.pixels[pixel * 4 + 1] = UInt8(pixel >> 8) }
            return result
        }
        let cases: [([RGBAImage], UInt8)] = [
            ([image(10), image(20, alpha: 128)], 3),
            ([gradient(alpha: 255), painted(gradient(alpha: 255), PixelRect(x: 3, y: 3, width: 2, height: 2), [9, 9, 9, 255])], 2),
            ([gradient(alpha: 200), gradient(alpha: 255)], 6),
        ]
        for (frames, expected) in cases {
            let bytes = try APNG.encode(frames.map { APNG.Frame(image: $0, delayMilliseconds: 10) })
            #expect(try colorType(bytes) == expected)
            #expect(try APNG.decode(bytes).frames == frames)
        }
    }

    @Test("Delays: exact milliseconds up to 65.535 s, then coarser units")
    func delayFractions() {
        #expect(APNG.delayFraction(milliseconds: 17) == (17, 1000))
        #expect(APNG.delayFraction(milliseconds: 65_535) == (65_535, 1000))
        #expect(APNG.delayFraction(milliseconds: 70_004) == (7_000, 100))
        #expect(APNG.delayFraction(milliseconds: 600_000) == (60_000, 100))
        #expect(APNG.delayFraction(milliseconds: 6_000_000) == (60_000, 10))
    }

    @Test("Damage is detected: a flipped byte fails the chunk CRC")
    func damage() throws {
        var bytes = try APNG.encode([APNG.Frame(image: image(10), delayMilliseconds: 10)])
        bytes[40] ^= 0xFF
        #expect(throws: PNGError.self) { try APNG.decode(bytes) }
    }

    @Test("A frame outside the canvas is refused, not drawn out of bounds")
    func frameOutsideCanvas() throws {
        var bytes = try APNG.encode([APNG.Frame(image: image(10), delayMilliseconds: 10)])
        var chunks = try PNGChunks.read(bytes)
        let index = chunks.firstIndex { $0.type == "fcTL" }!
        chunks[index].data.replaceSubrange(12..<16, with: PNGChunks.bigEndian(5))
        bytes = PNGChunks.signature + chunks.flatMap { PNGChunks.chunk($0.type, $0.data) }
        #expect(throws: PNGError.self) { try APNG.decode(bytes) }
    }
}
