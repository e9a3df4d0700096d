import FlipbookPNG
import FlipbookScene
import Foundation

/// Lottie slots (the specification's `slots`: named property values that properties take by
/// their `sid`): listed, overridden by `--set NAME=VALUE`, and written into the properties that
/// use them, since rlottie predates slots.
extension LottieFile {
    /// The slot names, in file order.
    public var slotNames: [String] {
        guard case .object(let members)? = try? JSONParser.parse(json),
              case .object(let slots)? = members.first(where: { $0.key == "slots" })?.value else { return [] }
        return slots.map(\.key)
    }

    /// The document with `overrides` in its slots (a number, `#RRGGBB[AA]`, or a JSON array)
    /// and every `sid` property given its slot's value. Unknown names and unreadable values are
    /// errors naming them; a document without slots is returned as it is when nothing overrides.
    public func resolvingSlots(_ overrides: [(name: String, value: String)]) throws(LottieFileError) -> LottieFile {
        guard case .object(var members) = (try? JSONParser.parse(json)) ?? .null else { return self }
        var slots: [JSONMember] = []
        if case .object(let found)? = members.first(where: { $0.key == "slots" })?.value { slots = found }
        if slots.isEmpty && overrides.isEmpty { return self }
        for (name, text) in overrides {
            guard let index = slots.firstIndex(where: { $0.key == name }) else {
                let known = slots.isEmpty ? "the file has no slots" : "its slots: " + slots.map(\.key).joined(separator: ", ")
                throw LottieFileError("--set \(name): no slot '\(name)' (\(known))" + Suggestions.didYouMean(name, among: slots.map(\.key)))
            }
            slots[index] = JSONMember(name, .object(["p": .object(["a": .number(0), "k": try Self.slotValue(text, name: name)])]))
        }
        let values = Dictionary(slots.compactMap { slot -> (String, [JSONMember])? in
            guard case .object(let fields) = slot.value, case .object(let property)? = fields.first(where: { $0.key == "p" })?.value else {
                return nil
            }
            return (slot.key, property)
        }, uniquingKeysWith: { first, _ in first })
        func resolve(_ value: JSONValue) -> JSONValue {
            switch value {
            case .array(let items): return .array(items.map(resolve))
            case .object(let fields):
                if case .string(let sid)? = fields.first(where: { $0.key == "sid" })?.value, let slot = values[sid] {
                    return .object(fields.filter { $0.key != "a" && $0.key != "k" } + slot.filter { $0.key == "a" || $0.key == "k" })
                }
                return .object(fields.map { JSONMember($0.key, resolve($0.value)) })
            default: return value
            }
        }
        members = members.map { $0.key == "slots" ? JSONMember("slots", .object(slots)) : JSONMember($0.key, resolve($0.value)) }
        var filled = try LottieFile(json: Array(JSONValue.object(members).serialized(decimals: 6).utf8), fallbackName: name)
        filled.slotsFilledIn = true
        return filled
    }

    /// A slot value from `--set`: a number, a colour `#RRGGBB` or `#RRGGBBAA` (as Lottie's 0…1
    /// components), or a JSON array of numbers.
    private static func slotValue(_ text: String, name: String) throws(LottieFileError) -> JSONValue {
        if let number = Double(text), number.isFinite { return .number(number) }
        if text.hasPrefix("#"), [6, 8].contains(text.count - 1), let bits = UInt64(text.dropFirst(), radix: 16) {
            let bytes = text.count == 7 ? [bits >> 16, bits >> 8, bits, 255] : [bits >> 24, bits >> 16, bits >> 8, bits]
            return .array(bytes.map { .number(Double($0 & 0xFF) / 255) })
        }
        if text.hasPrefix("["), case .array(let items)? = try? JSONParser.parse(Array(text.utf8)),
           items.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
            return .array(items)
        }
        throw LottieFileError("--set \(name): expected a number, a colour #RRGGBB[AA] or an array of numbers, found '\(text)'")
    }
}

/// Lottie documents that exist only in memory (a file with its slots filled in), by a name that
/// starts with the file's path, so a `lottie` layer can name one and a player can find it.
public enum LottieDocuments {
    private static let documents = Locked<[String: [UInt8]]>([:])

    /// Keeps `json` and returns its name: `path#` and a digest of the content.
    public static func register(_ json: [UInt8], from path: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in json { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let name = path + "#" + String(hash, radix: 16)
        documents.withLock { $0[name] = json }
        return name
    }

    /// The document registered under `name`, if any.
    public static func document(named name: String) -> [UInt8]? { documents.withLock { $0[name] } }

    /// The file a registered name came from (the name itself for a plain path).
    public static func file(of name: String) -> String {
        guard document(named: name) != nil, let hash = name.lastIndex(of: "#") else { return name }
        return String(name[..<hash])
    }
}
