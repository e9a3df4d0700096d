import CZlib

/// A PNG stream's chunks: reading them (CRCs checked) and writing them. The CRC is zlib's
/// (PNG uses ISO 3309's CRC-32, which is zlib's `crc32`).
enum PNGChunks {
    /// The eight bytes every PNG stream starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks of a PNG stream up to IEND, with CRCs checked.
    static func read(_ bytes: [UInt8]) throws(PNGError) -> [(type: String, data: [UInt8])] {
        guard bytes.count >= 8, bytes.starts(with: signature) else {
            throw PNGError(message: "not a PNG file (bad signature)")
        }
        var chunks: [(type: String, data: [UInt8])] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(readUInt32(bytes, at: offset))
            guard length <= bytes.count - offset - 12 else { throw PNGError(message: "the file ends too early (truncated PNG)") }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard readUInt32(bytes, at: offset + 8 + length) == crc(bytes[(offset + 4)..<(offset + 8 + length)]) else {
                throw PNGError(message: "chunk \(type) has a bad CRC (damaged file)")
            }
            chunks.append((type, Array(bytes[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
            if type == "IEND" { break }
        }
        return chunks
    }

    /// One chunk as it is stored: length, type, data, CRC of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc(typed[...]))
    }

    /// CRC-32 of the bytes.
    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(crc32(crc32(0, nil, 0), buffer.baseAddress, uInt(buffer.count)))
        }
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func bigEndian16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

    static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    static func readUInt16(_ bytes: [UInt8], at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }
}
