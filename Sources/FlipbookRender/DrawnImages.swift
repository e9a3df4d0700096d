import FlipbookPNG
import Foundation

/// Pictures drawn by code in this process (a view's `draw(_:)`, an image renderer), kept in
/// memory where the renderer reads them, under the path of a PNG file named by their content.
///
/// A view redrawn every frame makes a picture per frame; encoding each as PNG and decoding it
/// again to draw it would cost more than the drawing. So a picture is only written to its file
/// when something outside the renderer asks for the file (`writeFile(atPath:)`,
/// `pngData(atPath:)`), or when the decoded-image budget needs its memory back: then it is
/// written first and read from the file when drawn again. The same drawing is the same path in
/// every run, so recordings and goldens do not depend on when files were written.
public enum DrawnImages {
    /// Where the files go.
    public static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-drawn")

    /// Keeps a picture given as premultiplied ARGB32 rows (Cairo's layout) and returns its path.
    public static func keep(premultipliedARGB bytes: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> String {
        let path = folder.appendingPathComponent("\(contentHash(bytes, width: width, height: height, stride: stride)).png").path
        DecodedImages.shared.adoptDrawn(DecodedImages.Pixels(copying: bytes, width: width, height: height, stride: stride), at: path)
        return path
    }

    /// Writes the picture kept at `path` to that file if it is not there yet; false when it is
    /// neither kept nor on disk, or cannot be written.
    @discardableResult
    public static func writeFile(atPath path: String) -> Bool {
        if FileManager.default.fileExists(atPath: path) { return true }
        guard let pixels = DecodedImages.shared.drawnPixels(at: path) else { return false }
        return write(pixels, to: path)
    }

    /// The PNG bytes of the picture at `path`: encoded from memory when it is kept, else read
    /// from the file.
    public static func pngData(atPath path: String) -> [UInt8]? {
        if let pixels = DecodedImages.shared.drawnPixels(at: path) { return pixels.rgbaImage.flatMap { try? PNGCodec.encode($0) } }
        return FileManager.default.contents(atPath: path).map(Array.init)
    }

    /// Writes a kept picture's PNG, atomically.
    static func write(_ pixels: DecodedImages.Pixels, to path: String) -> Bool {
        do {
            guard let image = pixels.rgbaImage else { return false }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(try PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path), options: .atomic)
            return true
        } catch {
            return false
        }
    }

    /// 128 bits from four multiplicative lanes over the pixels and the size: a name that
    /// differs for different pictures (drawn pictures are not adversarial), computed at memory
    /// speed (the lanes do not wait on each other).
    static func contentHash(_ bytes: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> String {
        let prime: UInt64 = 0x9e37_79b9_7f4a_7c15
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0xcbf2_9ce4_8422_2325 ^ UInt64(width), 0x8422_2325_cbf2_9ce4 ^ UInt64(height),
                                                       0xff51_afd7_ed55_8ccd, 0xc4ce_b9fe_1a85_ec53)
        func step(_ lane: inout UInt64, _ word: UInt64) { lane = (lane ^ word).multipliedFullWidth(by: prime).high ^ (lane ^ word) &* prime }
        let rowBytes = width * 4
        for row in 0..<height {
            let start = bytes + row * stride
            var offset = 0
            while offset + 32 <= rowBytes {
                step(&lanes.0, start.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                step(&lanes.1, start.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                step(&lanes.2, start.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
                step(&lanes.3, start.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
                offset += 32
            }
            while offset < rowBytes {
                step(&lanes.0, UInt64(start.load(fromByteOffset: offset, as: UInt8.self)))
                offset += 1
            }
        }
        // Final mixing, so every input bit reaches every output bit.
        func mixed(_ value: UInt64) -> UInt64 {
            var x = value
            x ^= x >> 33
            x = x &* 0xff51_afd7_ed55_8ccd
            x ^= x >> 33
            x = x &* 0xc4ce_b9fe_1a85_ec53
            return x ^ (x >> 33)
        }
        let high = mixed(lanes.0 ^ mixed(lanes.1)), low = mixed(lanes.2 ^ mixed(lanes.3 ^ high))
        return String(format: "%016llx%016llx", high, low)
    }
}
