/// The methods and `@objc` protocols declared in the ported files, which `#selector` and
/// optional requirements are resolved against (all files at once: a selector often names a
/// method declared in another file's extension).
public struct DeclarationIndex: Sendable {
    /// A method: its argument labels (`_` for none) and whether it is `static`/`class`.
    public struct Method: Equatable, Sendable {
        public let labels: [String]
        public let isTypeMethod: Bool
        /// The name `@objc(name)` gives it, if any.
        public let objcName: String?
    }

    /// Methods by enclosing type (`Outer.Inner`), then base name.
    public private(set) var methods: [String: [String: [Method]]] = [:]
    /// The base names of `optional` function requirements of `@objc` protocols, whose call
    /// sites (`delegate?.didTap?(self)`) lose their `?`.
    public private(set) var optionalRequirements: Set<String> = []

    public init() {}

    /// Adds what `tokens` declare.
    public mutating func add(_ tokens: [SwiftToken]) {
        let code = tokens.filter { $0.kind != .space && $0.kind != .newline && $0.kind != .comment }
        var scopes = ScopeTracker()
        var index = 0
        while index < code.count {
            let token = code[index]
            scopes.consume(code, at: index)
            if token.text == "func", index + 1 < code.count, code[index + 1].kind == .identifier,
               let type = scopes.enclosingTypeName {
                let name = code[index + 1].text
                let isTypeMethod = (max(0, index - 4)..<index).contains { code[$0].text == "static" || code[$0].text == "class" }
                if let labels = Self.labels(in: code, openingAt: Self.parameterListStart(in: code, after: index + 1)) {
                    methods[type, default: [:]][name, default: []].append(
                        Method(labels: labels, isTypeMethod: isTypeMethod, objcName: Self.objcName(in: code, before: index)))
                }
                if scopes.isInObjCProtocol, (max(0, index - 4)..<index).contains(where: { code[$0].text == "optional" }) {
                    optionalRequirements.insert(name)
                }
            }
            index += 1
        }
    }

    /// The name in an `@objc(name)` among the modifiers before the `func` at `funcIndex`.
    static func objcName(in code: [SwiftToken], before funcIndex: Int) -> String? {
        var index = funcIndex - 1
        while index >= 0, !["{", "}", ";"].contains(code[index].text), funcIndex - index < 16 {
            if code[index].text == "@objc", index + 1 < funcIndex, code[index + 1].text == "(" {
                var name = ""
                var cursor = index + 2
                while cursor < funcIndex, code[cursor].text != ")" { name += code[cursor].text; cursor += 1 }
                return name
            }
            index -= 1
        }
        return nil
    }

    /// The methods named `base` of `type`, or of any type when `type` declares none.
    public func methods(named base: String, in type: String?) -> [Method] {
        if let type, let found = methods[type]?[base], !found.isEmpty { return found }
        return methods.values.flatMap { $0[base] ?? [] }
    }

    /// Where a function's parameter list opens, after its name (and generic parameters).
    static func parameterListStart(in code: [SwiftToken], after nameIndex: Int) -> Int? {
        var index = nameIndex + 1
        if index < code.count, code[index].text == "<" {
            var depth = 0
            while index < code.count {
                if code[index].text.hasPrefix("<") { depth += code[index].text.filter { $0 == "<" }.count }
                if code[index].text.contains(">") { depth -= code[index].text.filter { $0 == ">" }.count }
                index += 1
                if depth <= 0 { break }
            }
        }
        return index < code.count && code[index].text == "(" ? index : nil
    }

    /// The argument labels of the parameter list opening at `open`.
    static func labels(in code: [SwiftToken], openingAt open: Int?) -> [String]? {
        guard let open else { return nil }
        var labels: [String] = []
        var depth = 0, index = open, expectingParameter = true
        while index < code.count {
            let text = code[index].text
            if text == "(" || text == "[" || text == "<" { depth += 1 }
            if text == ")" || text == "]" || text == ">" { depth -= 1 }
            if depth == 0 { return labels }
            if depth == 1 && text == "," { expectingParameter = true }
            if depth == 1 && expectingParameter && code[index].kind == .identifier && text != "(" {
                // `label name:` or `name:` (the label is the name), attributes skipped.
                labels.append(text.trimmingBackticks)
                expectingParameter = false
            }
            index += 1
        }
        return nil
    }
}

/// Which type declaration encloses a token, followed through a token stream.
struct ScopeTracker {
    private struct Scope {
        let typeName: String?
        let isObjCProtocol: Bool
    }

    private var stack: [Scope] = []
    private var pending: Scope?

    /// The dotted name of the innermost enclosing type (`Outer.Inner`), or nil at top level.
    var enclosingTypeName: String? {
        let names = stack.compactMap(\.typeName)
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// The name of the type whose header is being read (its `{` not reached yet), if any.
    var pendingTypeName: String? { pending?.typeName }

    /// Whether the innermost scope is the body of an `@objc protocol`.
    var isInObjCProtocol: Bool { stack.last?.isObjCProtocol ?? false }

    /// Whether the innermost scope is a type's body (not a function's).
    var isTypeBody: Bool { stack.last?.typeName != nil }

    /// Follows `code[index]` (code tokens only: no spaces or comments).
    mutating func consume(_ code: [SwiftToken], at index: Int) {
        let token = code[index]
        switch token.text {
        case "class", "struct", "enum", "extension", "protocol", "actor":
            guard index + 1 < code.count, code[index + 1].kind == .identifier,
                  !["func", "var", "let", "subscript", "init", "override", "final", "public", "private", "fileprivate", "internal", "open", "static", "class"].contains(code[index + 1].text),
                  index == 0 || code[index - 1].text != "." else { return }
            var name = code[index + 1].text
            var next = index + 2
            while token.text == "extension", next + 1 < code.count, code[next].text == ".", code[next + 1].kind == .identifier {
                name += "." + code[next + 1].text
                next += 2
            }
            let isObjC = token.text == "protocol" && (max(0, index - 4)..<index).contains { code[$0].text == "@objc" }
            // An extension (always at top level) names the whole path; a nested declaration
            // adds its name to the enclosing ones.
            pending = Scope(typeName: name, isObjCProtocol: isObjC)
        case "{":
            stack.append(pending ?? Scope(typeName: nil, isObjCProtocol: false))
            pending = nil
        case "}":
            if !stack.isEmpty { stack.removeLast() }
        default:
            break
        }
    }
}

extension String {
    /// The identifier without the backticks that escape a keyword.
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
