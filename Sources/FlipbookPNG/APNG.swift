/// Animated PNG: lossless frames with full alpha and millisecond delays.
///
/// Debian's libpng cannot write APNG, so the acTL/fcTL/fdAT chunks are written here by hand;
/// each frame's pixels are compressed by libpng (a whole PNG is encoded and its IDAT data
/// reused), so only the container is ours.
public enum APNG {
    /// One frame and how long it shows, in milliseconds.
    public struct Frame: Sendable, Equatable {
        public let image: RGBAImage
        public let delayMilliseconds: Int

        public init(image: RGBAImage, delayMilliseconds: Int) {
            self.image = image
            self.delayMilliseconds = delayMilliseconds
        }
    }

    /// Encodes full-canvas frames (all the same size); `plays` 0 loops forever.
    public static func encode(_ frames: [Frame], plays: Int = 0) throws(PNGError) -> [UInt8] {
        do {
            return try encode(frameCount: frames.count, plays: plays) { frames[$0] }
        } catch let error as PNGError {
            throw error
        } catch {
            throw PNGError(message: "\(error)")
        }
    }

    /// The same from frames produced on demand, each asked for once and in order. A failure to
    /// produce a frame is rethrown.
    public static func encode(frameCount: Int, plays: Int = 0, frame: (Int) throws -> Frame) throws -> [UInt8] {
        var output: [UInt8] = []
        try write(frameCount: frameCount, plays: plays, frame: frame) { output += $0 }
        return output
    }

    /// Encodes frames produced on demand, handing the file's bytes to `sink` a frame at a time,
    /// so only one frame is in memory (an `AtomicFileWriter` as the sink keeps the file out of
    /// memory too). A failure to produce a frame, or in the sink, is rethrown.
    public static func write(frameCount: Int, plays: Int = 0, frame: (Int) throws -> Frame,
                             to sink: ([UInt8]) throws -> Void) throws {
        guard frameCount > 0 else { throw PNGError(message: "an APNG needs at least one frame") }
        var sequence: UInt32 = 0
        var size: (width: Int, height: Int)?
        for index in 0..<frameCount {
            let frame = try frame(index)
            let chunks = try Self.chunks(of: PNGCodec.encode(frame.image))
            var output: [UInt8] = []
            if let size {
                guard frame.image.width == size.width, frame.image.height == size.height else {
                    throw PNGError(message: "frame \(index) is \(frame.image.width)×\(frame.image.height), the first is "
                        + "\(size.width)×\(size.height)")
                }
            } else {
                size = (frame.image.width, frame.image.height)
                output = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
                for chunk in chunks where chunk.type == "IHDR" || chunk.type == "sRGB" { append(chunk.type, chunk.data, to: &output) }
                append("acTL", bigEndian(UInt32(frameCount)) + bigEndian(UInt32(max(plays, 0))), to: &output)
            }
            // fcTL: sequence, size, offset, delay as milliseconds/1000, dispose none, blend source.
            let delay = UInt16(min(max(frame.delayMilliseconds, 0), 65_535))
            let control = bigEndian(sequence) + bigEndian(UInt32(frame.image.width)) + bigEndian(UInt32(frame.image.height))
                + bigEndian(UInt32(0)) + bigEndian(UInt32(0)) + bigEndian16(delay) + bigEndian16(1000) + [0, 0]
            append("fcTL", control, to: &output)
            sequence += 1
            for chunk in chunks where chunk.type == "IDAT" {
                if index == 0 {
                    append("IDAT", chunk.data, to: &output)
                } else {
                    append("fdAT", bigEndian(sequence) + chunk.data, to: &output)
                    sequence += 1
                }
            }
            try sink(output)
        }
        var end: [UInt8] = []
        append("IEND", [], to: &end)
        try sink(end)
    }

    /// A decoded APNG: frames as shown, delays in milliseconds, play count (0 = forever).
    public struct Decoded: Sendable {
        public let frames: [RGBAImage]
        public let delaysMilliseconds: [Int]
        public let plays: Int
    }

    /// Decodes an APNG written by `encode` (full frames, dispose none, blend source); a plain
    /// PNG decodes as one frame.
    /// `maximumPixels` bounds the frames' pixels summed (default 2^26, 256 MB of RGBA), so a
    /// hostile file cannot claim thousands of huge frames.
    public static func decode(_ bytes: [UInt8], maximumPixels: Int = 1 << 26) throws(PNGError) -> Decoded {
        let chunks = try Self.chunks(of: bytes)
        guard let header = chunks.first(where: { $0.type == "IHDR" }) else { throw PNGError(message: "no IHDR chunk") }
        let plays = chunks.first { $0.type == "acTL" }.map { Int(readUInt32($0.data, at: 4)) } ?? 0
        var frames: [RGBAImage] = []
        var delays: [Int] = []
        var pending: (width: UInt32, height: UInt32, delay: Int, data: [UInt8])?
        var decodedPixels = 0
        func finish() throws(PNGError) {
            guard let current = pending else { return }
            decodedPixels += Int(current.width) * Int(current.height)
            guard decodedPixels <= maximumPixels else {
                throw PNGError(message: "the APNG's frames hold more than \(maximumPixels) pixels; refusing it")
            }
            var ihdr = header.data
            ihdr.replaceSubrange(0..<8, with: bigEndian(current.width) + bigEndian(current.height))
            var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            append("IHDR", ihdr, to: &png)
            append("IDAT", current.data, to: &png)
            append("IEND", [], to: &png)
            frames.append(try PNGCodec.decode(png, maximumPixels: maximumPixels))
            delays.append(current.delay)
            pending = nil
        }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                try finish()
                guard chunk.data.count >= 26 else { throw PNGError(message: "fcTL chunk too short") }
                let numerator = Int(readUInt16(chunk.data, at: 20))
                let denominator = Int(readUInt16(chunk.data, at: 22))
                pending = (readUInt32(chunk.data, at: 4), readUInt32(chunk.data, at: 8),
                           numerator * 1000 / (denominator == 0 ? 100 : denominator), [])
            case "IDAT":
                if pending == nil { pending = (readUInt32(header.data, at: 0), readUInt32(header.data, at: 4), 0, []) }
                pending?.data += chunk.data
            case "fdAT":
                pending?.data += chunk.data.dropFirst(4)
            default:
                break
            }
        }
        try finish()
        return Decoded(frames: frames, delaysMilliseconds: delays, plays: plays)
    }

    /// The chunks of a PNG stream, with CRCs checked.
    static func chunks(of bytes: [UInt8]) throws(PNGError) -> [(type: String, data: [UInt8])] {
        guard bytes.count >= 8, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw PNGError(message: "not a PNG file (bad signature)")
        }
        var chunks: [(type: String, data: [UInt8])] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(readUInt32(bytes, at: offset))
            guard length <= bytes.count - offset - 12 else { throw PNGError(message: "the file ends too early (truncated PNG)") }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            guard readUInt32(bytes, at: offset + 8 + length) == CRC32.checksum(Array(bytes[(offset + 4)..<(offset + 8 + length)])) else {
                throw PNGError(message: "chunk \(type) has a bad CRC (damaged file)")
            }
            chunks.append((type, data))
            offset += 12 + length
            if type == "IEND" { break }
        }
        return chunks
    }

    private static func append(_ type: String, _ data: [UInt8], to output: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        output += bigEndian(UInt32(data.count)) + typed + bigEndian(CRC32.checksum(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func bigEndian16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

    private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    private static func readUInt16(_ bytes: [UInt8], at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }
}

/// CRC-32 (ISO 3309, as PNG chunks use it).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
