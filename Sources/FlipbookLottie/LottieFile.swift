import FlipbookLottieImport
import FlipbookScene
import Foundation

/// Why a Lottie file cannot be read.
public struct LottieFileError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A Lottie document as Flipbook reads it: its animation JSON (from a `.json` file, or the
/// first animation of a `.lottie` archive with its images embedded) and the header fields
/// that place it in time and space.
public struct LottieFile: Sendable {
    /// The animation JSON.
    public let json: [UInt8]
    /// `nm`, or the file's base name.
    public let name: String
    /// Composition size (`w`, `h`), frame rate (`fr`), in and out points (`ip`, `op`).
    public let width: Double, height: Double, frameRate: Double, inPoint: Double, outPoint: Double
    /// Named markers: the frame each starts at (relative to `ip`) and how many frames it lasts.
    public let markers: [(name: String, frame: Double, duration: Double)]
    /// Whether the JSON has its slots filled in (`resolvingSlots`), so it is no longer what
    /// reading the file gives.
    public internal(set) var slotsFilledIn = false

    /// How many frames it plays: ip … op − 1.
    public var frameCount: Int { max(Int((outPoint - inPoint).rounded(.up)), 1) }

    /// Whether `path` is a Lottie file: a `.lottie` archive, or JSON whose top level has
    /// Lottie's keys (`v`, `fr`, `ip`, `op`, `w`, `h`, `layers`) rather than `"flipbook"`.
    public static func isLottie(path: String) -> Bool {
        if path.lowercased().hasSuffix(".lottie") { return true }
        guard path.lowercased().hasSuffix(".json"), let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        // The keys sit near the top in every writer's output, but layers may come first: read
        // the whole document only if its start does not settle it.
        let head = (try? handle.read(upToCount: 4096)).map(Array.init) ?? []
        return headSaysLottie(head) ?? ((try? LottieFile(path: path)) != nil)
    }

    /// Whether bytes read from a stream (standard input, a pipe) are a Lottie document: a
    /// dotLottie archive (a zip), or JSON as `isLottie(path:)` tells it.
    public static func isLottie(bytes: [UInt8]) -> Bool {
        if isArchive(bytes) { return true }
        return headSaysLottie(Array(bytes.prefix(4096))) ?? ((try? LottieFile(json: bytes, fallbackName: "")) != nil)
    }

    /// Whether bytes start as a zip archive does (a `.lottie` file).
    public static func isArchive(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) }

    /// What a document's first bytes settle: false for a scene file, true when Lottie's keys
    /// are all there, nil when the rest must be read.
    private static func headSaysLottie(_ head: [UInt8]) -> Bool? {
        let text = String(decoding: head, as: UTF8.self)
        if text.contains("\"flipbook\"") { return false }
        return ["\"fr\"", "\"ip\"", "\"op\"", "\"layers\""].allSatisfy(text.contains) ? true : nil
    }

    /// Reads a `.json` or `.lottie` file; errors name the file and what is wrong.
    public init(path: String) throws(LottieFileError) {
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw LottieFileError("\(path): cannot be read")
        }
        let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        do {
            try self.init(bytes: bytes, isArchive: path.lowercased().hasSuffix(".lottie"), fallbackName: base)
        } catch {
            throw LottieFileError("\(path): \(error.message)")
        }
    }

    /// Reads a file's bytes: a dotLottie archive, or animation JSON.
    public init(bytes: [UInt8], isArchive: Bool, fallbackName: String) throws(LottieFileError) {
        var json = bytes
        if isArchive {
            do throws(LottieImportError) { json = try DotLottieArchive(bytes).animationJSON() } catch { throw LottieFileError(error.message) }
        }
        try self.init(json: json, fallbackName: fallbackName)
    }

    /// Reads the header of animation JSON.
    public init(json: [UInt8], fallbackName: String) throws(LottieFileError) {
        let document: JSONValue
        do { document = try JSONParser.parse(json) } catch { throw LottieFileError("not JSON: \(error.description)") }
        guard case .object(let members) = document else { throw LottieFileError("expected a Lottie object at the top level") }
        func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        func number(_ key: String, _ what: String, positive: Bool = false) throws(LottieFileError) -> Double {
            guard case .number(let value)? = member(key), value.isFinite, positive ? value > 0 : true else {
                throw LottieFileError("$.\(key): expected \(what)")
            }
            return value
        }
        guard case .array? = member("layers") else { throw LottieFileError("$.layers: expected the array of layers") }
        width = try number("w", "the width, a number > 0", positive: true)
        height = try number("h", "the height, a number > 0", positive: true)
        frameRate = try number("fr", "the frame rate, a number > 0", positive: true)
        inPoint = try number("ip", "the in point (a frame number)")
        outPoint = try number("op", "the out point (a frame number after ip)")
        guard outPoint > inPoint else { throw LottieFileError("$.op: expected a frame after ip (\(inPoint)), found \(outPoint)") }
        let limit = SceneLimits.current.maximumDuration
        guard (outPoint - inPoint) / frameRate <= limit else {
            throw LottieFileError("$.ip, $.op: the animation lasts \((outPoint - inPoint) / frameRate) s, over the limit of "
                + "\(DecimalText.trimmed(limit)) s (raise it with FLIPBOOK_MAX_DURATION)")
        }
        guard width * height <= Double(SceneLimits.current.maximumCanvasPixels) else {
            throw LottieFileError("$.w, $.h: \(width) × \(height) is over the canvas limit")
        }
        if case .string(let name)? = member("nm"), !name.isEmpty { self.name = name } else { name = fallbackName }
        var markers: [(String, Double, Double)] = []
        if case .array(let list)? = member("markers") {
            for case .object(let marker) in list {
                func value(_ key: String) -> JSONValue? { marker.first { $0.key == key }?.value }
                guard case .number(let frame)? = value("tm"), frame.isFinite else { continue }
                let name: String
                if case .string(let text)? = value("cm") { name = text } else { name = "marker \(markers.count + 1)" }
                var duration = 0.0
                if case .number(let length)? = value("dr"), length.isFinite { duration = max(length, 0) }
                markers.append((name, frame - inPoint, duration))
            }
        }
        self.markers = markers
        self.json = json
    }
}
