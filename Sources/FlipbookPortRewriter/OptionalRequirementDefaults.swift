import Foundation

/// The default implementations that make the `optional` requirements of `@objc protocol`s
/// compile without the runtime: a function returning nothing does nothing, one returning an
/// optional (and an optional property) gives nil, which is what `delegate?.method?()` gives on
/// iOS when the delegate leaves the method out. A requirement returning a non-optional value
/// has no such default (a conforming type that leaves it out could not be told apart): it is
/// an error on its line.
struct OptionalRequirementDefaults {
    /// Extensions to append, each with the line of its protocol.
    private(set) var extensions: [(line: Int, text: String)] = []
    /// Requirements that cannot have a default.
    private(set) var errors: [(line: Int, message: String)] = []

    /// The defaults for the `@objc` protocols among `code` (tokens without spaces or comments).
    init(_ code: [SwiftToken]) {
        var position = 0
        while position < code.count {
            defer { position += 1 }
            guard code[position].text == "protocol", position + 1 < code.count, code[position + 1].kind == .identifier,
                  (max(0, position - 4)..<position).contains(where: { code[$0].text == "@objc" }),
                  let open = code[position...].firstIndex(where: { $0.text == "{" }),
                  let close = PortRewriter.closing(code, from: open, opener: "{", closer: "}") else { continue }
            let isPublic = (max(0, position - 4)..<position).contains { ["public", "open"].contains(code[$0].text) }
            var members: [String] = []
            var member = open + 1
            while member < close {
                if code[member].text == "optional", let requirement = Self.requirement(code, from: member + 1, end: close) {
                    if let body = requirement.body {
                        members.append("    \(isPublic ? "public " : "")\(requirement.declaration) \(body)")
                    } else {
                        errors.append((code[member].line, "FlipbookPort: the optional requirement '\(requirement.declaration)' returns a non-optional value: "
                            + "without the Objective-C runtime a conforming type that leaves it out cannot be told apart; make it return an optional, or make it required"))
                    }
                }
                member += 1
            }
            if !members.isEmpty {
                extensions.append((code[position].line, "extension \(code[position + 1].text) {\n" + members.joined(separator: "\n") + "\n}"))
            }
            position = close
        }
    }

    /// The requirement declared from `start` (after `optional`): its declaration without
    /// attributes, and the default body, or nil when it cannot have one.
    private static func requirement(_ code: [SwiftToken], from start: Int, end: Int) -> (declaration: String, body: String?)? {
        var parts: [String] = []
        var depth = 0, index = start
        var previousLine = code[start].line
        var isProperty = false
        while index < end {
            let token = code[index]
            if depth == 0 && token.line != previousLine && !parts.isEmpty && !["->", ":", ","].contains(parts.last!) { break }
            if token.text == "@objc" {
                // `@objc(name)` goes, as everywhere (other attributes, `@escaping`, stay).
                if index + 1 < end, code[index + 1].text == "(" { index = PortRewriter.closing(code, from: index + 1) ?? index }
                index += 1
                continue
            }
            if token.text == "var" { isProperty = true }
            if isProperty && token.text == "{" { break }   // `{ get }`
            if ["(", "[", "<"].contains(token.text) { depth += 1 }
            if [")", "]", ">"].contains(token.text) { depth -= 1 }
            parts.append(token.text)
            previousLine = token.line
            index += 1
        }
        guard parts.contains("func") || isProperty else { return nil }
        let declaration = Self.join(parts)
        let resultType: [String]
        if isProperty {
            resultType = parts.firstIndex(of: ":").map { Array(parts[($0 + 1)...]) } ?? []
        } else {
            resultType = Self.topLevelArrow(in: parts).map { Array(parts[($0 + 1)...]) } ?? []
        }
        let result = resultType.joined()
        if !isProperty && (result.isEmpty || result == "Void" || result == "()") { return (declaration, "{}") }
        if result.hasSuffix("?") || result.hasSuffix("!") || result.hasPrefix("Optional<") { return (declaration, "{ nil }") }
        return (declaration, nil)
    }

    /// The index of the `->` of the function's own result (not of a closure parameter's).
    private static func topLevelArrow(in parts: [String]) -> Int? {
        var depth = 0
        for (index, part) in parts.enumerated() {
            if ["(", "[", "<"].contains(part) { depth += 1 }
            if [")", "]", ">"].contains(part) { depth -= 1 }
            if depth == 0 && part == "->" { return index }
        }
        return nil
    }

    /// Tokens back into a declaration, spaced as Swift is usually written.
    private static func join(_ parts: [String]) -> String {
        var text = ""
        for (index, part) in parts.enumerated() {
            let previous = index > 0 ? parts[index - 1] : ""
            let tight = ["(", ")", ":", ",", ".", "?", "!", "[", "]", "<", ">"].contains(part) && part != "->"
                || ["(", ".", "[", "<"].contains(previous) || text.isEmpty
            if !tight { text += " " }
            text += part
            if part == ":" || part == "," { text += " " }
        }
        return text.replacingOccurrences(of: "  ", with: " ")
    }
}
