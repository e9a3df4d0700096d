import CZlib
import Foundation

/// The files of a `.lottie` archive (dotLottie: a ZIP holding `manifest.json`,
/// `animations/*.json` and `images/*`), read with zlib's inflate. Stored and deflated entries
/// are read; anything else, or an entry that would inflate past `maximumBytes`, is an error
/// naming it.
struct DotLottieArchive {
    /// The most one entry may inflate to (a guard against archives built to explode).
    static let maximumBytes = 256 << 20

    private(set) var entries: [String: [UInt8]] = [:]

    init(_ bytes: [UInt8]) throws(LottieFileError) {
        // The end-of-central-directory record: the last "PK\u{5}\u{6}" in the final 64 KiB + 22 bytes.
        guard bytes.count >= 22,
              let end = stride(from: bytes.count - 22, through: max(0, bytes.count - 65_557), by: -1).first(where: {
                  Self.u32(bytes, $0) == 0x0605_4B50 }) else {
            throw LottieFileError("not a ZIP archive (no end-of-central-directory record)")
        }
        let count = Int(Self.u16(bytes, end + 10))
        var offset = Int(Self.u32(bytes, end + 16))
        for _ in 0..<count {
            guard offset + 46 <= bytes.count, Self.u32(bytes, offset) == 0x0201_4B50 else {
                throw LottieFileError("the ZIP central directory is damaged")
            }
            let method = Self.u16(bytes, offset + 10)
            let compressed = Int(Self.u32(bytes, offset + 20)), size = Int(Self.u32(bytes, offset + 24))
            let nameLength = Int(Self.u16(bytes, offset + 28))
            let skip = nameLength + Int(Self.u16(bytes, offset + 30)) + Int(Self.u16(bytes, offset + 32))
            let local = Int(Self.u32(bytes, offset + 42))
            guard offset + 46 + nameLength <= bytes.count else { throw LottieFileError("the ZIP central directory is damaged") }
            let name = String(decoding: bytes[offset + 46..<offset + 46 + nameLength], as: UTF8.self)
            offset += 46 + skip
            guard !name.hasSuffix("/") else { continue }
            guard local + 30 <= bytes.count, Self.u32(bytes, local) == 0x0403_4B50 else {
                throw LottieFileError("\(name): its ZIP entry header is damaged")
            }
            let start = local + 30 + Int(Self.u16(bytes, local + 26)) + Int(Self.u16(bytes, local + 28))
            guard start + compressed <= bytes.count else { throw LottieFileError("\(name): the archive ends inside it") }
            guard size <= Self.maximumBytes else {
                throw LottieFileError("\(name): inflates to \(size) bytes, more than the limit of \(Self.maximumBytes)")
            }
            let data = Array(bytes[start..<start + compressed])
            switch method {
            case 0: entries[name] = data
            case 8: entries[name] = try Self.inflate(data, size: size, name: name)
            default: throw LottieFileError("\(name): ZIP compression method \(method) is not supported (only stored and deflated)")
            }
        }
    }

    /// Raw deflate data to exactly `size` bytes.
    private static func inflate(_ data: [UInt8], size: Int, name: String) throws(LottieFileError) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw LottieFileError("\(name): zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: max(size, 1))
        var input = data
        let status = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = UInt32(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = UInt32(outBuffer.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END, Int(stream.total_out) == size else {
            throw LottieFileError("\(name): its deflated data is damaged")
        }
        return Array(output.prefix(size))
    }

    private static func u16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        guard at + 2 <= bytes.count else { return 0 }
        return UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    private static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        guard at + 4 <= bytes.count else { return 0 }
        return UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }
}
