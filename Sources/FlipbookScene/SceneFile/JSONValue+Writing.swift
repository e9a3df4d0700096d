import Foundation

extension JSONMember {
    /// A member.
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONValue {
    /// An object with members in the order given.
    public static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { JSONMember($0.key, $0.value) })
    }

    /// Compact JSON text, members in their order. Numbers keep at most `decimals` places
    /// (trailing zeros dropped); non-finite numbers, which JSON cannot hold, are written as 0.
    public func serialized(decimals: Int = 4) -> String {
        var out = ""
        write(into: &out, decimals: decimals)
        return out
    }

    private func write(into out: inout String, decimals: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += Self.number(value, decimals: decimals)
        case .string(let value): out += ValueTable.jsonString(value)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(into: &out, decimals: decimals)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                out += ValueTable.jsonString(member.key) + ":"
                member.value.write(into: &out, decimals: decimals)
            }
            out += "}"
        }
    }

    private static func number(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let scale = pow(10, Double(decimals))
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.\(decimals)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
