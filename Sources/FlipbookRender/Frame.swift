import FlipbookPNG

/// A rendered frame: premultiplied ARGB32 as Cairo stores it (B, G, R, A bytes on little-endian
/// machines), rows packed.
public struct Frame: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes, premultiplied, in Cairo's byte order.
    public let bytes: [UInt8]

    /// Creates a frame from Cairo-ordered premultiplied bytes.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The straight-alpha RGBA of a pixel (0…255), un-premultiplied with rounding.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let offset = (y * width + x) * 4
        return Self.unpremultiply(blue: bytes[offset], green: bytes[offset + 1], red: bytes[offset + 2],
                                  alpha: bytes[offset + 3])
    }

    /// The frame as straight-alpha RGBA, for PNG.
    public var rgbaImage: RGBAImage {
        bytes.withUnsafeBytes { Self.rgbaImage(fromPremultiplied: $0, width: width, height: height) }
    }

    /// Straight-alpha RGBA from packed rows of Cairo's premultiplied ARGB32.
    static func rgbaImage(fromPremultiplied source: UnsafeRawBufferPointer, width: Int, height: Int) -> RGBAImage {
        let count = width * height * 4
        let rgba = [UInt8](unsafeUninitializedCapacity: count) { target, initialized in
            // A pixel at a time as a 32-bit word: an opaque one (most of a frame) only swaps its
            // red and blue bytes, which needs no division.
            UnsafeMutableRawBufferPointer(target).withMemoryRebound(to: UInt32.self) { words in
                for index in 0..<width * height {
                    // Bytes B, G, R, A read little-endian (as this file reads them throughout).
                    let word = source.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
                    if word >> 24 == 0xFF {
                        words[index] = (word & 0xFF00_FF00) | (word >> 16 & 0xFF) | (word & 0xFF) << 16
                        continue
                    }
                    let offset = index * 4
                    let pixel = unpremultiply(blue: source[offset], green: source[offset + 1],
                                              red: source[offset + 2], alpha: source[offset + 3])
                    target[offset] = pixel.r
                    target[offset + 1] = pixel.g
                    target[offset + 2] = pixel.b
                    target[offset + 3] = pixel.a
                }
            }
            initialized = count
        }
        return RGBAImage(width: width, height: height, pixels: rgba)!
    }

    /// Straight colour from premultiplied: c × 255 / a, rounded to nearest; 0 where a is 0.
    @inline(__always)
    static func unpremultiply(blue: UInt8, green: UInt8, red: UInt8, alpha: UInt8) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard alpha != 255 else { return (red, green, blue, alpha) }
        guard alpha != 0 else { return (0, 0, 0, 0) }
        let a = UInt32(alpha)
        func straight(_ c: UInt8) -> UInt8 { UInt8(min((UInt32(c) * 255 + a / 2) / a, 255)) }
        return (straight(red), straight(green), straight(blue), alpha)
    }
}

/// A frame's pixels lent by the renderer that drew them: packed rows of premultiplied ARGB32,
/// valid only inside the closure they are passed to.
public struct FramePixels {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes in Cairo's order (B, G, R, A on little-endian machines).
    public let bytes: UnsafeRawBufferPointer
}
