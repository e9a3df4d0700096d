import Foundation
import Testing
import FlipbookPNG
import FlipbookRender
@testable import FlipbookUIKit

/// The pixels of a drawn image (straight RGBA), read back from the PNG it is kept in.
func drawnPixels(_ image: CGImage?) throws -> RGBAImage {
    let file = try #require(image?.file)
    return try PNGCodec.decode(try #require(DrawnImages.pngData(atPath: file)))
}

extension RGBAImage {
    /// The red, green, blue and alpha bytes of a pixel.
    func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * width + x) * 4
        return Array(pixels[offset..<offset + 4])
    }
}
