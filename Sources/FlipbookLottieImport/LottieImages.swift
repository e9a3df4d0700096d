import FlipbookScene
import Foundation

/// A document's image assets (`{"id", "w", "h", "u", "p", "e"}`) as files an image layer's
/// `contents` can name: a file beside the document (`u` + `p`), or an embedded picture (a
/// `data:` URI, `e` = 1) written once to a temporary file named by its bytes, so every layer
/// and every import of the same picture shares it.
struct LottieImages {
    let assets: [String: LottieJSON]
    let resourceDirectory: String
    let context: LottieImportContext
    /// Where embedded pictures are written.
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-lottie-images")

    /// The picture's file and size, or nil (warned) when it cannot be had.
    func picture(_ id: String, for owner: String) -> (path: String, width: Double, height: Double)? {
        guard let asset = assets[id], let name = asset["p"]?.string else {
            context.warn("\(owner): its image \"\(id)\" is missing")
            return nil
        }
        let (width, height) = (max(asset["w"]?.number ?? 0, 0), max(asset["h"]?.number ?? 0, 0))
        if name.hasPrefix("data:") {
            guard let comma = name.firstIndex(of: ","), name[..<comma].hasSuffix(";base64"),
                  let bytes = Data(base64Encoded: String(name[name.index(after: comma)...]), options: .ignoreUnknownCharacters) else {
                context.warn("\(owner): its embedded image \"\(id)\" is not base64 data")
                return nil
            }
            guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
                context.warn("\(owner): its embedded image \"\(id)\" is not a PNG (only PNG pictures are drawn)")
                return nil
            }
            let path = Self.folder.appendingPathComponent("\(Self.name(of: bytes)).png").path
            if !FileManager.default.fileExists(atPath: path) {
                do {
                    try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
                    try bytes.write(to: URL(fileURLWithPath: path), options: .atomic)
                } catch {
                    context.warn("\(owner): its embedded image \"\(id)\" cannot be written to \(Self.folder.path)")
                    return nil
                }
            }
            return (path, width, height)
        }
        let folder = asset["u"]?.string ?? ""
        return (URL(fileURLWithPath: resourceDirectory).appendingPathComponent(folder).appendingPathComponent(name).path, width, height)
    }

    /// A name for bytes: their length and two 64-bit FNV-1a hashes (different seeds).
    static func name(of bytes: Data) -> String {
        var (first, second): (UInt64, UInt64) = (0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4)
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
            second = (second ^ UInt64(byte)) &* 0x100_0000_01b3 &+ 1
        }
        return String(bytes.count, radix: 16) + "-" + String(first, radix: 16) + String(second, radix: 16)
    }
}
