import Foundation
import Testing
import FlipbookPNG

@Suite("BandedPNGEncoder: frames of a sequence, reusing unchanged bands, decoded exactly")
struct BandedPNGEncoderTests {
    /// A 100 × 90 image: a gradient, with a 10 × 10 square at (x, y) in another colour.
    static func frame(squareAt x: Int, _ y: Int, width: Int = 100, height: Int = 90) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            for column in 0..<width {
                let inSquare = (x..<x + 10).contains(column) && (y..<y + 10).contains(row)
                let offset = (row * width + column) * 4
                pixels[offset] = inSquare ? 255 : UInt8((column * 2) % 256)
                pixels[offset + 1] = inSquare ? 0 : UInt8((row * 2) % 256)
                pixels[offset + 2] = UInt8((column + row) % 256)
                pixels[offset + 3] = inSquare ? 200 : 255
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)!
    }

    @Test("Each frame decodes (libpng) to exactly its pixels, and its bytes are what a fresh encoder makes")
    func exactAndIndependentOfHistory() throws {
        let frames = [Self.frame(squareAt: 5, 5), Self.frame(squareAt: 40, 5), Self.frame(squareAt: 40, 5),
                      Self.frame(squareAt: 80, 75), Self.frame(squareAt: 0, 0, width: 60, height: 40)]
        let sequence = BandedPNGEncoder()
        for frame in frames {
            let bytes = try sequence.encode(frame)
            let decoded = try PNGCodec.decode(bytes)
            #expect(decoded.width == frame.width && decoded.height == frame.height && decoded.pixels == frame.pixels)
            #expect(bytes == (try BandedPNGEncoder().encode(frame)), "the same bytes as encoding it alone")
        }
    }

    @Test("Its output is within a few per cent of libpng's with the same filter and strategy")
    func size() throws {
        let frame = Self.frame(squareAt: 30, 30, width: 400, height: 300)
        let banded = try BandedPNGEncoder().encode(frame).count, libpng = try PNGCodec.encode(frame).count
        #expect(Double(banded) < Double(libpng) * 1.05, "\(banded) against \(libpng)")
    }
}
