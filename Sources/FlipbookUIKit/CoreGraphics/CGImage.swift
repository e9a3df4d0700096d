import FlipbookRender
import Foundation

/// `CGImage`: a decoded bitmap in Core Graphics. Here it names a PNG file and its pixel size;
/// the renderer decodes the file when it draws (so an image is read once per render, however
/// many layers show it). A drawn image's file is written only when needed: until then its
/// pixels stay in memory under that path (FlipbookRender's `DrawnImages`).
public final class CGImage: Equatable, @unchecked Sendable {
    /// The PNG file.
    let file: String
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    init(file: String, width: Int, height: Int) {
        self.file = file
        self.width = width
        self.height = height
    }

    /// Reads a PNG file's size from its header, or nil when the file is not a PNG.
    static func png(atPath path: String) -> CGImage? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // Signature (8 bytes), IHDR length and type (8), then width and height, big-endian.
        guard let header = try? handle.read(upToCount: 24), header.count == 24 else { return nil }
        let bytes = [UInt8](header)
        guard bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
        else { return nil }
        func bigEndian(_ start: Int) -> Int { bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (bigEndian(16), bigEndian(20))
        guard width > 0, height > 0 else { return nil }
        return CGImage(file: path, width: width, height: height)
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs.file == rhs.file }
}
