/// A rectangle of pixels on an image.
public struct PixelRect: Sendable, Equatable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Frame differencing, shared by the GIF and APNG encoders: where two frames differ, and the
/// pixels of a rectangle.
extension RGBAImage {
    /// The whole image as a rectangle.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The smallest rectangle holding every pixel that differs from `old` (same size), or nil
    /// when none does.
    public func changedBounds(from old: RGBAImage) -> PixelRect? {
        precondition(old.width == width && old.height == height, "changedBounds compares images of one size")
        var (minX, minY, maxX, maxY) = (width, height, -1, -1)
        old.pixels.withUnsafeBytes { oldBytes in
            pixels.withUnsafeBytes { newBytes in
                // Whole pixels compared as 32-bit words: the bytes are packed RGBA.
                func same(_ index: Int) -> Bool {
                    oldBytes.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
                        == newBytes.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
                }
                for y in 0..<height {
                    let row = y * width
                    var x = 0
                    while x < width, same(row + x) { x += 1 }
                    guard x < width else { continue }
                    var last = width - 1
                    while same(row + last) { last -= 1 }
                    (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, last), y)
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The pixels inside `rect` (which must lie within the image).
    public func cropped(to rect: PixelRect) -> RGBAImage {
        if rect == bounds { return self }
        var cropped = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        for row in 0..<rect.height {
            let source = ((rect.y + row) * width + rect.x) * 4
            cropped.replaceSubrange(row * rect.width * 4..<(row + 1) * rect.width * 4,
                                    with: pixels[source..<source + rect.width * 4])
        }
        return RGBAImage(width: rect.width, height: rect.height, pixels: cropped)!
    }
}
