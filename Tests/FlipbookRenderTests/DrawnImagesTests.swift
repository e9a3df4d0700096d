import Foundation
import Testing
import FlipbookPNG
@testable import FlipbookRender

/// Drawn pictures kept in memory under their content's path, written to it only when needed.
@Suite("Drawn images")
struct DrawnImagesTests {
    /// A `width` × `height` premultiplied ARGB32 picture: opaque red left of `split`, half-
    /// transparent blue from there.
    func picture(width: Int, height: Int, split: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = (y * width + x) * 4
                // BGRA in memory: premultiplied blue at alpha 128 is 128.
                let (b, g, r, a): (UInt8, UInt8, UInt8, UInt8) = x < split ? (0, 0, 255, 255) : (128, 0, 0, 128)
                bytes[pixel] = b; bytes[pixel + 1] = g; bytes[pixel + 2] = r; bytes[pixel + 3] = a
            }
        }
        return bytes
    }

    @Test("The same picture keeps the same path; a different one another; the PNG holds its straight colours")
    func keepAndEncode() throws {
        let first = picture(width: 8, height: 4, split: 3), second = picture(width: 8, height: 4, split: 5)
        let path = first.withUnsafeBytes { DrawnImages.keep(premultipliedARGB: $0.baseAddress!, width: 8, height: 4, stride: 32) }
        let again = first.withUnsafeBytes { DrawnImages.keep(premultipliedARGB: $0.baseAddress!, width: 8, height: 4, stride: 32) }
        let other = second.withUnsafeBytes { DrawnImages.keep(premultipliedARGB: $0.baseAddress!, width: 8, height: 4, stride: 32) }
        #expect(path == again && path != other)
        #expect(path.hasPrefix(DrawnImages.folder.path) && path.hasSuffix(".png"))
        let image = try PNGCodec.decode(try #require(DrawnImages.pngData(atPath: path)))
        #expect(image.width == 8 && image.height == 4)
        #expect(Array(image.pixels[0..<4]) == [255, 0, 0, 255])
        #expect(Array(image.pixels[16..<20]) == [0, 0, 255, 128], "blue, un-premultiplied, at half alpha")
        #expect(DrawnImages.writeFile(atPath: other) && FileManager.default.fileExists(atPath: other))
        #expect(try PNGCodec.decode(Array(try #require(FileManager.default.contents(atPath: other)))).pixels
                == PNGCodec.decode(try #require(DrawnImages.pngData(atPath: other))).pixels)
    }

    @Test("Over the budget, pictures nothing draws are written to their files and let go; read back, they are the same")
    func budget() throws {
        let store = DecodedImages(budget: 2 * 16 * 16)
        var paths: [String] = []
        for split in [2, 7, 11] {
            let bytes = picture(width: 16, height: 16, split: split)
            let path = DrawnImages.folder.appendingPathComponent("budget-test-\(split)-\(ProcessInfo.processInfo.processIdentifier).png").path
            try? FileManager.default.removeItem(atPath: path)
            bytes.withUnsafeBytes { store.adoptDrawn(DecodedImages.Pixels(copying: $0.baseAddress!, width: 16, height: 16, stride: 64), at: path) }
            paths.append(path)
        }
        defer { for path in paths { try? FileManager.default.removeItem(atPath: path) } }
        #expect(store.drawnPixels(at: paths[0]) == nil && FileManager.default.fileExists(atPath: paths[0]), "the first written out")
        #expect(store.drawnPixels(at: paths[2]) != nil && !FileManager.default.fileExists(atPath: paths[2]), "the last still in memory")
        let reread = try store.pixels(paths[0], relativeTo: "/")
        let red = reread.bytes.assumingMemoryBound(to: UInt8.self)
        #expect((red[0], red[1], red[2], red[3]) == (0, 0, 255, 255) && (red[8], red[10], red[11]) == (128, 0, 128))
    }
}
