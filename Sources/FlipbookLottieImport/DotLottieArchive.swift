import CZlib
import FlipbookScene
import Foundation

/// The files of a `.lottie` archive (dotLottie: a ZIP holding `manifest.json`,
/// `animations/*.json` and `images/*`), read with zlib's inflate. Stored and deflated entries
/// are read; anything else, or an entry that would inflate past `maximumBytes`, is an error
/// naming it.
public struct DotLottieArchive {
    /// The most one entry may inflate to (a guard against archives built to explode).
    public static let maximumBytes = 256 << 20

    /// The archive's files by path.
    public private(set) var entries: [String: [UInt8]] = [:]

    /// Reads the archive's directory and its entries; errors name the entry.
    public init(_ bytes: [UInt8]) throws(LottieImportError) {
        // The end-of-central-directory record: the last "PK\u{5}\u{6}" in the final 64 KiB + 22 bytes.
        guard bytes.count >= 22,
              let end = stride(from: bytes.count - 22, through: max(0, bytes.count - 65_557), by: -1).first(where: {
                  Self.u32(bytes, $0) == 0x0605_4B50 }) else {
            throw LottieImportError("not a ZIP archive (no end-of-central-directory record)")
        }
        let count = Int(Self.u16(bytes, end + 10))
        var offset = Int(Self.u32(bytes, end + 16))
        for _ in 0..<count {
            guard offset + 46 <= bytes.count, Self.u32(bytes, offset) == 0x0201_4B50 else {
                throw LottieImportError("the ZIP central directory is damaged")
            }
            let method = Self.u16(bytes, offset + 10)
            let compressed = Int(Self.u32(bytes, offset + 20)), size = Int(Self.u32(bytes, offset + 24))
            let nameLength = Int(Self.u16(bytes, offset + 28))
            let skip = nameLength + Int(Self.u16(bytes, offset + 30)) + Int(Self.u16(bytes, offset + 32))
            let local = Int(Self.u32(bytes, offset + 42))
            guard offset + 46 + nameLength <= bytes.count else { throw LottieImportError("the ZIP central directory is damaged") }
            let name = String(decoding: bytes[offset + 46..<offset + 46 + nameLength], as: UTF8.self)
            offset += 46 + skip
            guard !name.hasSuffix("/") else { continue }
            guard local + 30 <= bytes.count, Self.u32(bytes, local) == 0x0403_4B50 else {
                throw LottieImportError("\(name): its ZIP entry header is damaged")
            }
            let start = local + 30 + Int(Self.u16(bytes, local + 26)) + Int(Self.u16(bytes, local + 28))
            guard start + compressed <= bytes.count else { throw LottieImportError("\(name): the archive ends inside it") }
            guard size <= Self.maximumBytes else {
                throw LottieImportError("\(name): inflates to \(size) bytes, more than the limit of \(Self.maximumBytes)")
            }
            let data = Array(bytes[start..<start + compressed])
            switch method {
            case 0: entries[name] = data
            case 8: entries[name] = try Self.inflate(data, size: size, name: name)
            default: throw LottieImportError("\(name): ZIP compression method \(method) is not supported (only stored and deflated)")
            }
        }
    }

    /// The archive's first animation (the manifest's first, else the first under
    /// `animations/`), with the images it names from `images/` embedded as data URIs.
    public func animationJSON() throws(LottieImportError) -> [UInt8] {
        var path: String?
        if let manifest = entries["manifest.json"], case .object(let members)? = try? JSONParser.parse(manifest),
           case .array(let animations)? = members.first(where: { $0.key == "animations" })?.value,
           case .object(let first)? = animations.first, case .string(let id)? = first.first(where: { $0.key == "id" })?.value {
            path = "animations/\(id).json"
        }
        if path.map({ entries[$0] == nil }) ?? true {
            path = entries.keys.filter { $0.hasPrefix("animations/") && $0.hasSuffix(".json") }.sorted().first
        }
        guard let path, let json = entries[path] else { throw LottieImportError("no animation in the archive") }
        guard case .object(var members)? = try? JSONParser.parse(json) else { throw LottieImportError("\(path): not JSON") }
        guard let assetsIndex = members.firstIndex(where: { $0.key == "assets" }),
              case .array(let assets) = members[assetsIndex].value else { return json }
        let embedded: [JSONValue] = assets.map { asset in
            guard case .object(var fields) = asset, let pathIndex = fields.firstIndex(where: { $0.key == "p" }),
                  case .string(let file) = fields[pathIndex].value, !file.hasPrefix("data:"),
                  let image = entries["images/" + file] ?? entries["i/" + file] else { return asset }
            let type = file.lowercased().hasSuffix(".png") ? "png" : (file.lowercased().hasSuffix(".webp") ? "webp" : "jpeg")
            fields[pathIndex] = JSONMember("p", .string("data:image/\(type);base64," + Data(image).base64EncodedString()))
            fields.removeAll { $0.key == "u" || $0.key == "e" }
            fields += [JSONMember("u", .string("")), JSONMember("e", .number(1))]
            return .object(fields)
        }
        members[assetsIndex] = JSONMember("assets", .array(embedded))
        return Array(JSONValue.object(members).serialized(decimals: 6).utf8)
    }

    /// Raw deflate data to exactly `size` bytes.
    private static func inflate(_ data: [UInt8], size: Int, name: String) throws(LottieImportError) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw LottieImportError("\(name): zlib could not start")
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
            throw LottieImportError("\(name): its deflated data is damaged")
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
