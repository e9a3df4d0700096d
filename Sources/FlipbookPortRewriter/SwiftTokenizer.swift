/// A token of Swift source, as the rewriter needs them: enough of Swift's lexical grammar
/// (The Swift Programming Language, "Lexical Structure") that nothing inside a comment or a
/// string literal is ever taken for code.
public struct SwiftToken: Equatable, Sendable {
    /// What a token is.
    public enum Kind: Equatable, Sendable {
        /// An identifier or keyword (`func`, `tap`, `` `default` `` with its backticks).
        case identifier
        /// `@` and an attribute name (`@objc`).
        case attribute
        /// `#` and a name (`#selector`, `#if`, `#sourceLocation`).
        case pound
        /// A number literal.
        case number
        /// A whole string literal: single-line, multi-line or raw, interpolations included.
        case string
        /// A `//` or `/* */` comment (nested ones included).
        case comment
        /// Spaces and tabs.
        case space
        /// One line break.
        case newline
        /// One punctuation character (`(`, `.`, `?`, `:`, …), or a run of operator characters.
        case punctuation
    }

    /// What it is.
    public let kind: Kind
    /// Where it is in the source, in bytes of UTF-8.
    public let range: Range<Int>
    /// Its text.
    public let text: String
    /// The line it starts on, from 1.
    public let line: Int
}

/// Splits Swift source into tokens. Malformed source (an unterminated string or comment) is
/// still split, the rest of the file becoming one token, so that the compiler reports it.
public struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1

    public init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// Every token, in order; their texts put together are the source.
    public static func tokens(of source: String) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(source)
        var tokens: [SwiftToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    /// The next token, or nil at the end.
    public mutating func next() -> SwiftToken? {
        guard let byte = peek() else { return nil }
        let start = position, startLine = line
        let kind: SwiftToken.Kind
        switch byte {
        case UInt8(ascii: "\n"):
            position += 1
            line += 1
            kind = .newline
        case UInt8(ascii: "\r"):
            position += peek(1) == UInt8(ascii: "\n") ? 2 : 1
            line += 1
            kind = .newline
        case UInt8(ascii: " "), UInt8(ascii: "\t"):
            while let next = peek(), next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") { position += 1 }
            kind = .space
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            while let next = peek(), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { position += 1 }
            kind = .comment
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            skipBlockComment()
            kind = .comment
        case UInt8(ascii: "\""):
            skipString(hashes: 0)
            kind = .string
        case UInt8(ascii: "#") where rawStringHashes() != nil:
            let hashes = rawStringHashes()!
            position += hashes
            skipString(hashes: hashes)
            kind = .string
        case UInt8(ascii: "#"):
            position += 1
            while let next = peek(), Self.isIdentifierByte(next) { position += 1 }
            kind = position - start > 1 ? .pound : .punctuation
        case UInt8(ascii: "@"):
            position += 1
            while let next = peek(), Self.isIdentifierByte(next) { position += 1 }
            kind = .attribute
        case UInt8(ascii: "`"):
            position += 1
            while let next = peek(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { position += 1 }
            if peek() == UInt8(ascii: "`") { position += 1 }
            kind = .identifier
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            while let next = peek(), Self.isIdentifierByte(next) || (next == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true) {
                position += 1
            }
            kind = .number
        case UInt8(ascii: "$"), UInt8(ascii: "_"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), 0x80...:
            position += 1
            while let next = peek(), Self.isIdentifierByte(next) { position += 1 }
            kind = .identifier
        default:
            position += 1
            if Self.isOperatorByte(byte) {
                while let next = peek(), Self.isOperatorByte(next), !(next == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"))) {
                    position += 1
                }
            }
            kind = .punctuation
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        return SwiftToken(kind: kind, range: start..<position, text: text, line: startLine)
    }

    /// The number of `#`s opening a raw string here (`#"`, `##"""`), or nil.
    private func rawStringHashes() -> Int? {
        var count = 0
        while peek(count) == UInt8(ascii: "#") { count += 1 }
        return peek(count) == UInt8(ascii: "\"") ? count : nil
    }

    /// Skips a block comment; they nest in Swift.
    private mutating func skipBlockComment() {
        var depth = 0
        while let byte = peek() {
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                countLine(byte)
                position += 1
            }
        }
    }

    /// Skips a string literal whose opening `"` (or `"""`) is here, closed by the same quotes
    /// followed by `hashes` `#`s. Interpolations (`\(…)`, `\#(…)` in raw strings) are skipped
    /// as code: they may hold strings and parentheses of their own.
    private mutating func skipString(hashes: Int) {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        while let byte = peek() {
            if byte == UInt8(ascii: "\\") && (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                position += 1 + hashes
                if peek() == UInt8(ascii: "(") {
                    skipInterpolation()
                } else if let escaped = peek() {
                    countLine(escaped)
                    position += 1
                }
            } else if byte == UInt8(ascii: "\"") && closes(multiline: multiline, hashes: hashes) {
                position += (multiline ? 3 : 1) + hashes
                return
            } else if !multiline && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) {
                return   // unterminated: the compiler says so
            } else {
                countLine(byte)
                position += 1
            }
        }
    }

    private func closes(multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { return false }
        for offset in 0..<hashes where peek(quotes + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Skips `( … )` of an interpolation, tokenizing what is inside so that strings and
    /// comments in it cannot close it early.
    private mutating func skipInterpolation() {
        var depth = 0
        while let token = next() {
            if token.text == "(" { depth += 1 }
            if token.text == ")" { depth -= 1 }
            if depth == 0 { return }
        }
    }

    private mutating func countLine(_ byte: UInt8) {
        if byte == UInt8(ascii: "\n") { line += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// Operator characters that run together (`->`, `==`, `?.` stays two tokens: `?` is alone).
    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        "/=-+!*%<>&|^~".utf8.contains(byte)
    }
}
