/// A parsed JSON value that keeps object members in file order.
public indirect enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in file order.
    case object([JSONMember])

    /// A short description of what was found, for "expected …, found …" messages.
    public var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .number(let value): return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let value): return "\"\(value.count > 40 ? value.prefix(40) + "…" : value)\""
        case .array(let items): return "an array of \(items.count)"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` of a JSON object.
public struct JSONMember: Sendable, Equatable {
    /// The key.
    public let key: String
    /// The value.
    public let value: JSONValue
}

/// A JSON syntax error with its line and column (1-based).
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    /// Line of the offending character.
    public let line: Int
    /// Column of the offending character.
    public let column: Int
    /// What was expected.
    public let message: String

    public var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict RFC 8259 parser with a nesting limit, written so errors can point at a line and
/// column and objects keep their key order (Foundation's parsers do neither).
public struct JSONParser {
    /// Deeper nesting than `SceneLimits.maximumJSONDepth` is refused rather than risking the
    /// stack on hostile input; however far that limit is raised, 10 000 levels stay the most.
    private let maximumDepth = min(SceneLimits.current.maximumJSONDepth, 10_000)

    private let bytes: [UInt8]
    private var index = 0

    /// Parses a whole document.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("expected the end of the document") }
        return value
    }

    private init(bytes: [UInt8]) {
        // Skip a UTF-8 byte order mark, which some editors write.
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // count characters, not continuation bytes
                column += 1
            }
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < maximumDepth else {
            throw error("nesting deeper than the limit of \(maximumDepth) levels " + SceneLimits.raise("FLIPBOOK_MAX_DEPTH"))
        }
        guard let byte = current else { throw error("unexpected end of the document; expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("expected '\(word)'")
        }
        index += expected.count
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        func digits() -> Int {
            let from = index
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return index - from
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw error("expected digits in a number")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected digits after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("number \(text) is out of range")
        }
        return .number(value)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush() { scalars.append(contentsOf: String(decoding: bytes[run..<index], as: UTF8.self).unicodeScalars) }
        while true {
            guard let byte = current else { throw error("unterminated string") }
            if byte == UInt8(ascii: "\"") {
                flush()
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character in a string; escape it") }
            if byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            flush()
            index += 1
            guard let escape = current else { throw error("unterminated escape") }
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"): scalars.append(try parseUnicodeEscape())
            default:
                index -= 1
                throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
            }
            run = index
        }
    }

    private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let high = try parseHex4()
        if (0xD800...0xDBFF).contains(high) {
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("unpaired surrogate in \\u escape")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate in \\u escape") }
            let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            return Unicode.Scalar(combined) ?? "\u{FFFD}"
        }
        guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in \\u escape") }
        return scalar
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - index >= 4,
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw error("expected four hex digits after \\u")
        }
        index += 4
        return value
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(items)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var members: [JSONMember] = []
        var keys: Set<String> = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyStart = index
            let key = try parseString()
            guard keys.insert(key).inserted else {
                index = keyStart
                throw error("duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, value: try parseValue(depth: depth + 1)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }
}
