import Testing
@testable import FlipbookGIF
import FlipbookPNG

/// The global palette's histogram, counted by Flipbook as libimagequant 2.17 counts an image.
@Suite("Palette histogram")
struct ColorWeightsTests {
    /// An image whose pixel at (x, y) is `color(x, y)` (0xRRGGBBAA).
    func image(width: Int, height: Int, _ color: (Int, Int) -> UInt32) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let rgba = color(x, y)
                pixels += [UInt8(rgba >> 24), UInt8((rgba >> 16) & 0xFF), UInt8((rgba >> 8) & 0xFF), UInt8(rgba & 0xFF)]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)!
    }

    @Test("Flat areas weigh fully, also beside a straight edge; fine texture weighs less")
    func importance() throws {
        let flat = image(width: 32, height: 24) { _, _ in 0x3366_99FF }
        #expect(try #require(HistogramImportance.map(of: flat, region: flat.bounds)).allSatisfy { $0 == 255 })
        // Black and white halves: the edge is removed from the noise map (shrunk and grown again).
        let halves = image(width: 32, height: 24) { x, _ in x < 16 ? 0x0000_00FF : 0xFFFF_FFFF }
        #expect(try #require(HistogramImportance.map(of: halves, region: halves.bounds)).allSatisfy { $0 == 255 })
        // A checkerboard of two close greys is noise. Greys 100 and 130 are 0.3222 and 0.4425 in
        // libimagequant's gamma ((v / 255)^(0.5499 / 0.45455)); across and down, a pixel differs
        // from its neighbours' mean by Δ = 0.1204, so z = 1 − 2Δ = 0.7593 and the weight is
        // 80 + ⌊176 z⁴⌋ = 138 inside; the blur lets the image's border (repeated, so not noisy
        // across it) raise that towards the edges.
        let texture = image(width: 32, height: 24) { x, y in (x + y) % 2 == 0 ? 0x6464_64FF : 0x8282_82FF }
        let weights = try #require(HistogramImportance.map(of: texture, region: texture.bounds))
        #expect(weights[12 * 32 + 16] == 138)
        #expect(weights.allSatisfy { (138..<200).contains($0) }, "\(Set(weights).sorted())")
        // Under 4 pixels either way there is no map: every pixel weighs 255.
        #expect(HistogramImportance.map(of: flat, region: PixelRect(x: 0, y: 0, width: 3, height: 24)) == nil)
    }

    @Test("Colours are summed by weight, transparent pixels as one colour of 2000 each, merged `times` over")
    func counting() {
        // 20 × 10: left half red, right half blue, the last row transparent (with "dirty" colour).
        let frame = image(width: 20, height: 10) { x, y in
            y == 9 ? 0x1234_5600 : (x < 10 ? 0xFF00_00FF : 0x0000_FFFF)
        }
        let region = PixelRect(x: 0, y: 0, width: 20, height: 9)
        let counted = ColorWeights(frame, region: region)
        // The region is two flat halves: every pixel weighs 255.
        #expect(counted.entries(cappedAt: .max).map { [$0.color, $0.weight] } == [[0x0000_FFFF, 90 * 255], [0xFF00_00FF, 90 * 255]])
        var merged = ColorWeights()
        merged.merge(counted)
        merged.merge(ColorWeights(frame, region: frame.bounds), times: 3)
        let entries = merged.entries(cappedAt: .max)
        #expect(entries.map(\.color) == [0, 0x0000_FFFF, 0xFF00_00FF])
        #expect(entries[0].weight == 3 * 20 * 2000)
        // With the transparent row the halves' edge pixels are no longer all flat, so only bounds are checked.
        #expect(entries[1].weight >= 90 * 255 + 3 * 80 * 90 && entries[1].weight <= 4 * 90 * 255)
        #expect(merged.entries(cappedAt: 1000).allSatisfy { $0.weight <= 1000 })
    }

    @Test("A table that grows keeps every colour and its weight")
    func growing() {
        // 4096 colours, each in a 1-pixel-high run of 2: more than the table's first 1024 slots.
        let frame = image(width: 128, height: 64) { x, y in UInt32(y * 64 + x / 2) << 8 | 0xFF }
        let entries = ColorWeights(frame, region: PixelRect(x: 0, y: 0, width: 128, height: 64)).entries(cappedAt: .max)
        #expect(entries.count == 4096)
        #expect(entries.map(\.color) == (0..<4096).map { UInt32($0) << 8 | 0xFF })
        #expect(entries.allSatisfy { (2 * 80...2 * 255).contains($0.weight) })
    }
}
