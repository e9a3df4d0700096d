import CPNGShim

/// Why a PNG could not be encoded or decoded.
public struct PNGError: Error, Equatable, CustomStringConvertible {
    /// libpng's message or ours.
    public let message: String

    /// Creates an error.
    public init(message: String) { self.message = message }

    public var description: String { message }
}

/// PNG encoding and decoding through libpng.
public enum PNGCodec {
    /// Row filters (PNG_FILTER_*): which predictors libpng may try per row.
    public struct Filters: OptionSet, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let none = Filters(rawValue: 0x08)
        public static let sub = Filters(rawValue: 0x10)
        public static let up = Filters(rawValue: 0x20)
        public static let average = Filters(rawValue: 0x40)
        public static let paeth = Filters(rawValue: 0x80)
        /// Every filter: libpng picks per row (smallest files, slowest).
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// How zlib looks for repeats.
    public enum Strategy: Int32, Sendable {
        /// zlib's default: matches at any distance (what libpng and Cairo use).
        case standard = 0
        /// Runs only (Z_RLE): a frame of flat UI colour is mostly runs after the sub filter,
        /// so this is about as small and costs a fraction of the search.
        case runLength = 3
    }

    /// The default zlib level: see docs/benchmarks.md for why (encoding dominates a frame).
    /// With run-length matching it changes little.
    public static let defaultCompressionLevel = 3
    /// The default matching, measured on the seed frames (docs/benchmarks.md).
    public static let defaultStrategy: Strategy = .runLength
    /// The default filters, chosen with the strategy: without the sub filter, run-length
    /// matching is poor on gradients and anti-aliased text.
    public static let defaultFilters: Filters = [.sub]
    /// Images larger than this many pixels are refused when reading (about 16k × 16k).
    public static let defaultMaximumPixels = 268_435_456

    /// Encodes an image as a PNG with an sRGB chunk.
    public static func encode(
        _ image: RGBAImage, compressionLevel: Int = defaultCompressionLevel, strategy: Strategy = defaultStrategy,
        filters: Filters = defaultFilters
    ) throws(PNGError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw PNGError(message: "cannot encode an empty image") }
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            flipbook_png_encode(pixels.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4,
                                Int32(min(max(compressionLevel, 0), 9)), strategy.rawValue, filters.rawValue, 1, &output, &size, &message)
        }
        guard status == 0, let output else { throw PNGError(message: text(of: message)) }
        defer { flipbook_png_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    /// Encodes rows already packed in one of PNG's 8-bit colour types (2 RGB, 3 palette, 6 RGBA),
    /// with the palette (RGB triples) and tRNS bytes that type takes; for the APNG encoder.
    static func encode(
        packed: [UInt8], width: Int, height: Int, colorType: Int32, palette: [UInt8] = [], transparency: [UInt8] = [],
        compressionLevel: Int, strategy: Strategy, filters: Filters
    ) throws(PNGError) -> [UInt8] {
        guard width > 0, height > 0 else { throw PNGError(message: "cannot encode an empty image") }
        let stride = packed.count / height
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = packed.withUnsafeBufferPointer { pixels in
            palette.withUnsafeBufferPointer { palette in
                transparency.withUnsafeBufferPointer { transparency in
                    flipbook_png_encode_typed(
                        pixels.baseAddress, UInt32(width), UInt32(height), stride, colorType, palette.baseAddress,
                        Int32(palette.count / 3), transparency.baseAddress, Int32(transparency.count),
                        Int32(min(max(compressionLevel, 0), 9)), strategy.rawValue, filters.rawValue, 1, &output, &size, &message)
                }
            }
        }
        guard status == 0, let output else { throw PNGError(message: text(of: message)) }
        defer { flipbook_png_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    /// libpng's error message, from the shim's NUL-terminated buffer.
    private static func text(of message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A PNG's width and height from its header, without decoding; nil when the bytes do not
    /// start like a PNG (decoding then says what is wrong).
    public static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
              bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func bigEndian(_ start: Int) -> Int { bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }

    /// Decodes a PNG of any colour type into straight RGBA8.
    public static func decode(_ bytes: [UInt8], maximumPixels: Int = defaultMaximumPixels) throws(PNGError) -> RGBAImage {
        var output: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0
        var height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { data in
            flipbook_png_decode(data.baseAddress, data.count, UInt32(min(maximumPixels, Int(UInt32.max))),
                                &output, &width, &height, &message)
        }
        guard status == 0, let output else { throw PNGError(message: text(of: message)) }
        defer { flipbook_png_free(output) }
        let pixels = Array(UnsafeBufferPointer(start: output, count: Int(width) * Int(height) * 4))
        guard let image = RGBAImage(width: Int(width), height: Int(height), pixels: pixels) else {
            throw PNGError(message: "decoded image has the wrong size")
        }
        return image
    }
}
