import Testing
@testable import FlipbookGIF
import FlipbookPNG

/// Flipbook's own remapping: exact nearest colours, error diffusion, and what GIF images store.
@Suite("Palette remapping")
struct PaletteRemapperTests {
    /// A deterministic pseudo-random sequence (xorshift), so failures reproduce.
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
    }

    /// The nearest opaque entry by brute force, ties to the lower index.
    func bruteForce(_ palette: [UInt32], _ r: Int, _ g: Int, _ b: Int) -> Int {
        var best = (index: 0, distance: Int.max)
        for (index, entry) in palette.enumerated() where entry & 0xFF >= 128 {
            let (dr, dg, db) = (Int(entry >> 24) - r, Int((entry >> 16) & 0xFF) - g, Int((entry >> 8) & 0xFF) - b)
            let distance = dr * dr + dg * dg + db * db
            if distance < best.distance { best = (index, distance) }
        }
        return best.index
    }

    @Test("The cell index finds the exact nearest entry, ties to the lower index, for palettes of 1 to 255 colours",
          arguments: [1, 2, 16, 100, 255])
    func nearestIsExact(count: Int) {
        var numbers = Numbers(state: 0x9E37_79B9_7F4A_7C15 &+ UInt64(count))
        // Duplicated entries and a transparent one make ties and exclusions.
        var palette = (0..<count).map { _ in
            UInt32(numbers.next(256)) << 24 | UInt32(numbers.next(256)) << 16 | UInt32(numbers.next(256)) << 8 | 0xFF
        }
        if count > 2 {
            palette[count - 1] = palette[0]
            palette[1] = palette[1] & 0xFFFF_FF00  // transparent: never chosen for an opaque colour
        }
        let nearest = NearestColor(palette: palette)
        nearest.withLookup { lookup in
            for _ in 0..<20_000 {
                let (r, g, b) = (numbers.next(256), numbers.next(256), numbers.next(256))
                #expect(lookup.nearest(Int32(r), Int32(g), Int32(b)) == bruteForce(palette, r, g, b))
            }
            for corner in [(0, 0, 0), (255, 255, 255), (255, 0, 0), (0, 255, 255)] {
                #expect(lookup.nearest(Int32(corner.0), Int32(corner.1), Int32(corner.2)) == bruteForce(palette, corner.0, corner.1, corner.2))
            }
        }
        #expect(nearest.transparentIndex == (count > 2 ? 1 : nil))
    }

    /// A `width` × 1 frame of the given RGBA pixels.
    func row(_ pixels: [(UInt8, UInt8, UInt8, UInt8)]) -> RGBAImage {
        RGBAImage(width: pixels.count, height: 1, pixels: pixels.flatMap { [$0.0, $0.1, $0.2, $0.3] })!
    }

    @Test("Colours in the palette keep their entry with full dithering; transparent pixels take the transparent entry")
    func exactColours() {
        let palette: [UInt32] = [0xFF00_00FF, 0x0000_0000, 0x00FF_00FF, 0xFFFF_FFFF]
        let remapper = PaletteRemapper(palette: palette, dither: 1)
        let frame = row([(255, 0, 0, 255), (0, 255, 0, 255), (9, 9, 9, 0), (255, 255, 255, 255), (255, 0, 0, 255)])
        #expect(remapper.remap(frame) == [0, 2, 1, 3, 0])
        // A row starting with (0, 0, 1), whose packed value once served as "no pixel yet".
        let nearBlack: [UInt32] = [0xFFFF_FFFF, 0x0000_01FF]
        #expect(PaletteRemapper(palette: nearBlack, dither: 0).remap(row([(0, 0, 1, 255), (0, 0, 1, 255)])) == [1, 1])
    }

    @Test("Dithering: a flat colour between two entries becomes a mix whose mean is the colour; no dithering picks the nearest")
    func diffusion() {
        // Grey 100 between black and white: 100/255 = 39 % white, spread by the error.
        let palette: [UInt32] = [0x0000_00FF, 0xFFFF_FFFF]
        let (width, height) = (64, 64)
        let frame = RGBAImage(width: width, height: height, pixels: [UInt8](repeating: 100, count: width * height * 4).enumerated().map {
            $0.offset % 4 == 3 ? 255 : $0.element
        })!
        let dithered = PaletteRemapper(palette: palette, dither: 1).remap(frame)
        let whiteShare = Double(dithered.filter { $0 == 1 }.count) / Double(dithered.count)
        // Full strength diffuses 15/16 of each error, so the mean comes out a little towards the nearer entry.
        #expect(whiteShare > 0.33 && whiteShare < 0.40, "white share \(whiteShare)")
        #expect(PaletteRemapper(palette: palette, dither: 0).remap(frame).allSatisfy { $0 == 0 }, "100 is nearer black")
    }

    @Test("A changed region writes short unchanged gaps with their colour, leaves gaps over 8 and kept pixels transparent, and decodes exactly")
    func bridgedGaps() throws {
        // Row 1 of a 40 × 4 white canvas turns black at columns 5, 9, 12, 23 and 35: gaps of 3, 2, 10 and 11.
        let palette: [UInt32] = [0xFFFF_FFFF, 0x0000_00FF, 0x0101_01FF]
        var indices = [UInt8](repeating: 0, count: 40 * 4)
        for x in [5, 9, 12, 23, 35] { indices[40 + x] = 1 }
        var displayed = [UInt32](repeating: 0xFFFF_FFFF, count: 40 * 4)
        // Column 10 is remapped to near-black 0x010101 but shows black, as close to its black source: kept.
        indices[40 + 10] = 2
        displayed[40 + 10] = 0x0000_00FF
        var pixels = [UInt8](repeating: 255, count: 40 * 4 * 4)
        for x in [5, 9, 10, 12, 23, 35] { (pixels[(40 + x) * 4], pixels[(40 + x) * 4 + 1], pixels[(40 + x) * 4 + 2]) = (0, 0, 0) }
        let source = RGBAImage(width: 40, height: 4, pixels: pixels)!
        let image = try #require(GIFEncoder.changedRegion(
            indices, source: source, in: (0, 0, 40, 4), palette: palette, displayed: &displayed, canvasWidth: 40,
            isFirst: false, transparentIndex: 3, local: false, delay: 0))
        #expect((image.left, image.top, image.width, image.height) == (5, 1, 31, 1))
        #expect(Array(image.indices[0..<8]) == [1, 0, 0, 0, 1, 3, 3, 1], "6-8 bridged with white; 10-11 hold a kept pixel")
        #expect(image.indices[8..<18].allSatisfy { $0 == 3 } && image.indices[19..<30].allSatisfy { $0 == 3 }, "gaps of 10 and 11")
        #expect(displayed[40 + 10] == 0x0000_00FF && displayed[40 + 23] == 0x0000_00FF)

        // Through the encoder: frames with such gaps decode to their sources exactly.
        func frame(_ marks: [Int]) -> RGBAImage {
            var pixels = [UInt8](repeating: 255, count: 40 * 4 * 4)
            for x in marks { (pixels[(40 + x) * 4], pixels[(40 + x) * 4 + 1]) = (0, 0) }
            return RGBAImage(width: 40, height: 4, pixels: pixels)!
        }
        let frames = [frame([]), frame([5, 9, 20, 35]), frame([6, 9, 21, 35])]
        let decoded = try GIFDecoder.decode(try GIFEncoder.encode(frames, startTimes: [0, 0.1, 0.2], end: 0.3,
                                                                  options: GIFOptions(threads: 1)).bytes)
        #expect(decoded.frames == frames)
    }
}
