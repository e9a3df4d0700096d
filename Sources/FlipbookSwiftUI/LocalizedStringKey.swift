import FlipbookUIKit

/// `LocalizedStringKey`: the text a `Text` written with a string literal shows. As SwiftUI does,
/// its inline Markdown is drawn — `**bold**` and `__bold__`, `*italic*` and `_italic_` (no italic
/// is shipped: drawn upright, with a warning), code between backticks in the monospaced font, `~~struck~~`
/// (the line is not drawn, with a warning), `[links](…)` in the accent colour — while values
/// interpolated into it are shown as they are. (Flipbook has no string tables: the key is the
/// text.)
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// The text, each interpolated value standing as a placeholder.
    let format: String
    /// The interpolated values, in order.
    let arguments: [String]

    /// A key of `value`.
    public init(_ value: String) { (format, arguments) = (value, []) }
    /// A key of a string literal.
    public init(stringLiteral value: String) { self.init(value) }
    /// A key of a literal with values interpolated.
    public init(stringInterpolation: StringInterpolation) { (format, arguments) = (stringInterpolation.format, stringInterpolation.arguments) }

    /// `LocalizedStringKey.StringInterpolation`: a literal with values in it.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var format = ""
        var arguments: [String] = []
        /// An empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Literal text.
        public mutating func appendLiteral(_ literal: String) { format += literal }
        /// A value, shown as it describes itself.
        public mutating func appendInterpolation<T>(_ value: T) {
            format += LocalizedStringKey.placeholder(arguments.count)
            arguments.append("\(value)")
        }
    }

    /// The stand-in for the `index`th value: a character of Unicode's private use area.
    static func placeholder(_ index: Int) -> String { String(UnicodeScalar(0xF0000 + index) ?? "?") }

    /// The text as runs of one style each, its Markdown drawn.
    var runs: [Text.Run] { MarkdownRuns(format).runs.map { run in
        var run = run
        for (index, argument) in arguments.enumerated() { run.string = run.string.replacingOccurrences(of: Self.placeholder(index), with: argument) }
        return run
    } }
}

/// The runs of a string's inline Markdown (CommonMark's emphasis, code spans and links, in
/// brief): a delimiter run opens where a word follows it and closes where one precedes it, and
/// one with no partner stays as it is written.
struct MarkdownRuns {
    private enum Token {
        case text(String)
        case delimiter(String, canOpen: Bool, canClose: Bool)
        case code(String)
        case link(String)
    }
    private var tokens: [Token] = []

    init(_ source: String) {
        let characters = Array(source)
        var index = 0, text = ""
        func flush() {
            if !text.isEmpty { tokens.append(.text(text)) }
            text = ""
        }
        func isSpace(_ position: Int) -> Bool { position < 0 || position >= characters.count || characters[position].isWhitespace }
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                text.append(characters[index + 1])
                index += 2
            } else if character == "`", let end = characters[(index + 1)...].firstIndex(of: "`") {
                flush()
                tokens.append(.code(String(characters[(index + 1)..<end])))
                index = end + 1
            } else if character == "[", let close = characters[(index + 1)...].firstIndex(of: "]"), close + 1 < characters.count,
                      characters[close + 1] == "(", let end = characters[(close + 2)...].firstIndex(of: ")") {
                flush()
                tokens.append(.link(String(characters[(index + 1)..<close])))
                index = end + 1
            } else if "*_~".contains(character) {
                var end = index
                while end < characters.count, characters[end] == character, end - index < 2 { end += 1 }
                let run = String(characters[index..<end])
                if character == "~", run.count < 2 {
                    text.append(character)
                    index += 1
                    continue
                }
                // Left-flanking (a word follows) opens; right-flanking (a word precedes) closes.
                // An underscore inside a word (snake_case) does neither.
                var canOpen = !isSpace(end), canClose = !isSpace(index - 1)
                if character == "_" {
                    canOpen = canOpen && (index == 0 || !characters[index - 1].isLetter && !characters[index - 1].isNumber)
                    canClose = canClose && (end >= characters.count || !characters[end].isLetter && !characters[end].isNumber)
                }
                flush()
                tokens.append(.delimiter(run, canOpen: canOpen, canClose: canClose))
                index = end
            } else {
                text.append(character)
                index += 1
            }
        }
        flush()
    }

    /// The runs, each delimiter paired with the nearest open one of its kind or drawn as written.
    var runs: [Text.Run] {
        var paired = Set<Int>()
        var open: [(kind: String, at: Int)] = []
        for (position, token) in tokens.enumerated() {
            guard case .delimiter(let kind, let canOpen, let canClose) = token else { continue }
            if canClose, let match = open.lastIndex(where: { $0.kind == kind }) {
                paired.formUnion([open[match].at, position])
                open.removeSubrange(match...)
            } else if canOpen {
                open.append((kind, position))
            }
        }
        var runs: [Text.Run] = []
        var active: [String] = []
        func style(_ string: String, code: Bool = false, link: Bool = false) -> Text.Run {
            var run = Text.Run(string: string)
            if active.contains(where: { $0.count == 2 && $0 != "~~" }) { run.weight = .bold }
            if active.contains(where: { $0.count == 1 }) { run.isItalic = true }
            if active.contains("~~") { run.isStruck = true }
            if code { run.isCode = true }
            if link { run.color = .accentColor }
            return run
        }
        for (position, token) in tokens.enumerated() {
            switch token {
            case .text(let string): runs.append(style(string))
            case .code(let string): runs.append(style(string, code: true))
            case .link(let string): runs.append(style(string, link: true))
            case .delimiter(let kind, _, _):
                guard paired.contains(position) else {
                    runs.append(style(kind))
                    continue
                }
                if let last = active.lastIndex(of: kind) { active.remove(at: last) } else { active.append(kind) }
            }
        }
        // Neighbouring runs of one style are one run.
        return runs.reduce(into: []) { merged, run in
            if var last = merged.last, last.sameStyle(as: run) {
                last.string += run.string
                merged[merged.count - 1] = last
            } else {
                merged.append(run)
            }
        }
    }
}
