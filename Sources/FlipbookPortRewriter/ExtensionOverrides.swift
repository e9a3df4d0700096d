/// Overrides declared in extensions, moved into the class they extend.
///
/// With the Objective-C runtime, `extension Card { override func layoutSubviews() }` compiles:
/// the method is dispatched through the runtime. Swift without it overrides only in the class
/// body ("declared in 'UIView' cannot be overridden from extension"), so each such member is cut
/// from its extension (its lines left blank, so later lines stay where they were) and pasted
/// before the closing brace of the class, between `#sourceLocation` lines naming where it was
/// written: diagnostics still point at the original file and line.
///
/// - The member keeps the extension's access (`public extension` gives `public`), as it had.
/// - A member moved into another file may use that file's `private` and `fileprivate`
///   declarations; those it names become `internal` when no other ported file declares the
///   same name (so nothing can clash).
/// - A member inside `#if` stays (it cannot leave its condition), and so does one in an
///   extension of a class outside the ported files (UIKit's): those are errors on their line.
struct ExtensionOverrides {
    /// A member to cut from `path` and paste into the class.
    struct Move {
        let path: String
        /// The member's bytes in its file, from its first attribute or modifier to its `}`.
        let range: Range<Int>
        let line: Int
        /// The access modifier to add (the extension's), or "" when the member says its own.
        let access: String
    }

    /// What each file (by path) gains: members pasted at the byte offset of a class's `}`.
    private(set) var insertions: [String: [(offset: Int, line: Int, move: Move)]] = [:]
    /// What each file loses.
    private(set) var removals: [String: [Range<Int>]] = [:]
    /// `private`/`fileprivate` tokens that become `internal`, by path, keyed by where they start.
    private(set) var widenings: [String: [Int: Range<Int>]] = [:]
    /// Overrides that cannot move, by path.
    private(set) var errors: [String: [(line: Int, message: String)]] = [:]

    /// A class body: where its closing brace is.
    private struct ClassBody {
        let path: String
        let closeOffset: Int
        let closeLine: Int
    }

    private static let accessModifiers: Set<String> = ["open", "public", "internal", "fileprivate", "private", "package"]
    private static let declarationModifiers: Set<String> = accessModifiers.union([
        "override", "final", "dynamic", "class", "static", "required", "convenience", "mutating", "nonmutating",
        "lazy", "weak", "unowned", "optional", "nonisolated", "isolated", "indirect",
    ])

    init(files: [(path: String, source: String)]) {
        let codes = files.map { file in
            SwiftTokenizer.tokens(of: file.source).filter { ![.space, .newline, .comment].contains($0.kind) }
        }
        var classes: [String: ClassBody] = [:]
        var declaredNames: [String: Set<String>] = [:]
        for (file, code) in zip(files, codes) {
            for (name, body) in Self.classBodies(in: code, path: file.path) { classes[name] = body }
            declaredNames[file.path] = Self.declaredNames(in: code)
        }
        for (file, code) in zip(files, codes) {
            // What moving a member out of this file may need: its private declarations, and the
            // names other files declare (a widened name must not clash with one of them).
            lazy var privateDeclarations = Self.privateDeclarations(in: code)
            lazy var namesElsewhere = declaredNames.filter { $0.key != file.path }.values.reduce(into: Set<String>()) { $0.formUnion($1) }
            for candidate in Self.extensionOverrides(in: code) {
                guard let body = classes[candidate.typeName] else {
                    errors[file.path, default: []].append((candidate.line,
                        "FlipbookPort: '\(candidate.typeName)' is not declared in the ported files, and Swift without the Objective-C runtime "
                        + "overrides only in a class's own body: move this override into a subclass"))
                    continue
                }
                guard !candidate.isConditional else {
                    errors[file.path, default: []].append((candidate.line,
                        "FlipbookPort: an override inside #if in an extension cannot be moved into '\(candidate.typeName)' "
                        + "(Swift without the Objective-C runtime overrides only in a class's own body)"))
                    continue
                }
                let range = code[candidate.start].range.lowerBound..<code[candidate.end].range.upperBound
                let move = Move(path: file.path, range: range, line: code[candidate.start].line, access: candidate.access)
                insertions[body.path, default: []].append((body.closeOffset, body.closeLine, move))
                removals[file.path, default: []].append(range)
                if body.path != file.path {
                    let used = Self.names(in: code[candidate.start...candidate.end])
                    for declaration in privateDeclarations where used.contains(declaration.name) && !namesElsewhere.contains(declaration.name) {
                        widenings[file.path, default: [:]][declaration.modifier.lowerBound] = declaration.modifier
                    }
                }
            }
        }
    }

    /// The classes `code` declares, by dotted name, with where their bodies close.
    private static func classBodies(in code: [SwiftToken], path: String) -> [String: ClassBody] {
        var bodies: [String: ClassBody] = [:]
        var scopes = ScopeTracker()
        var openClasses: [(depth: Int, name: String)] = []
        var depth = 0
        for index in code.indices {
            let isClassHeader = code[index].text == "class" && index + 1 < code.count && code[index + 1].kind == .identifier
                && !["func", "var", "let", "subscript", "init"].contains(code[index + 1].text) && !declarationModifiers.contains(code[index + 1].text)
            scopes.consume(code, at: index)
            if isClassHeader, let name = scopes.pendingTypeName {
                openClasses.append((depth + 1, [scopes.enclosingTypeName, name].compactMap { $0 }.joined(separator: ".")))
            }
            if code[index].text == "{" { depth += 1 }
            if code[index].text == "}" {
                if let last = openClasses.last, last.depth == depth {
                    bodies[last.name] = ClassBody(path: path, closeOffset: code[index].range.lowerBound, closeLine: code[index].line)
                    openClasses.removeLast()
                }
                depth -= 1
            }
        }
        return bodies
    }

    /// An `override` member of an extension.
    private struct Candidate {
        let typeName: String
        let start: Int
        let end: Int
        let line: Int
        let access: String
        let isConditional: Bool
    }

    /// The `override` members directly inside the extensions of `code`.
    private static func extensionOverrides(in code: [SwiftToken]) -> [Candidate] {
        var candidates: [Candidate] = []
        var index = 0
        while index < code.count {
            defer { index += 1 }
            guard code[index].text == "extension", index == 0 || code[index - 1].text != ".",
                  let open = code[index...].firstIndex(where: { $0.text == "{" }),
                  let close = PortRewriter.closing(code, from: open, opener: "{", closer: "}") else { continue }
            var typeName = ""
            var cursor = index + 1
            while cursor < open, code[cursor].kind == .identifier || code[cursor].text == "." {
                typeName += code[cursor].text
                cursor += 1
            }
            let access = (max(0, index - 3)..<index).map { code[$0].text }.last { accessModifiers.contains($0) }
            var member = open + 1
            var conditionDepth = 0
            while member < close {
                let text = code[member].text
                if text == "#if" { conditionDepth += 1 }
                if text == "#endif" { conditionDepth -= 1 }
                if text == "{", let end = PortRewriter.closing(code, from: member, opener: "{", closer: "}") {
                    member = end + 1
                    continue
                }
                if text == "override", let end = memberEnd(code, from: member, limit: close) {
                    let start = memberStart(code, from: member)
                    let hasOwnAccess = (start..<member).contains { accessModifiers.contains(code[$0].text) }
                    let memberAccess = hasOwnAccess ? "" : (access == "private" ? "fileprivate " : access.map { $0 + " " } ?? "")
                    candidates.append(Candidate(typeName: typeName, start: start, end: end, line: code[member].line,
                                                access: memberAccess, isConditional: conditionDepth > 0))
                    member = end + 1
                    continue
                }
                member += 1
            }
            index = close
        }
        return candidates
    }

    /// The first attribute or modifier of the declaration whose `override` is at `index`.
    private static func memberStart(_ code: [SwiftToken], from index: Int) -> Int {
        var start = index
        while start > 0 {
            let previous = code[start - 1]
            if previous.kind == .attribute || declarationModifiers.contains(previous.text) {
                start -= 1
            } else if previous.text == ")", let open = (0..<(start - 1)).last(where: { code[$0].text == "(" }),
                      open > 0, code[open - 1].kind == .attribute || declarationModifiers.contains(code[open - 1].text) {
                start = open - 1   // `@available(iOS 13, *)`, `private(set)`
            } else {
                break
            }
        }
        return start
    }

    /// The `}` ending the body of the member declared from `index`, the body's `{` being the
    /// first at the declaration's own level.
    private static func memberEnd(_ code: [SwiftToken], from index: Int, limit: Int) -> Int? {
        var depth = 0
        for cursor in index..<limit {
            let text = code[cursor].text
            if text == "(" || text == "[" { depth += 1 }
            if text == ")" || text == "]" { depth -= 1 }
            if depth == 0 && text == "{" { return PortRewriter.closing(code, from: cursor, opener: "{", closer: "}") }
        }
        return nil
    }

    /// The identifiers among `tokens`, those in string interpolations included (all the words
    /// of a string literal count: a helper named in its text is widened needlessly, harmlessly).
    private static func names(in tokens: ArraySlice<SwiftToken>) -> Set<String> {
        var names: Set<String> = []
        for token in tokens {
            if token.kind == .identifier { names.insert(token.text) }
            if token.kind == .string {
                let words = token.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                names.formUnion(words.map(String.init))
            }
        }
        return names
    }

    /// The names `code` declares (types, functions, properties), at any depth.
    private static func declaredNames(in code: [SwiftToken]) -> Set<String> {
        var names: Set<String> = []
        for index in code.indices.dropLast() where ["func", "var", "let", "class", "struct", "enum", "typealias", "protocol"].contains(code[index].text)
            && code[index + 1].kind == .identifier {
            names.insert(code[index + 1].text)
        }
        return names
    }

    /// Declarations marked `private` or `fileprivate`: the name and the modifier's range.
    private static func privateDeclarations(in code: [SwiftToken]) -> [(name: String, modifier: Range<Int>)] {
        var found: [(name: String, modifier: Range<Int>)] = []
        for index in code.indices where code[index].text == "private" || code[index].text == "fileprivate" {
            guard index + 1 >= code.count || code[index + 1].text != "(" else { continue }   // `private(set)` keeps its getter
            var cursor = index + 1
            while cursor < code.count, declarationModifiers.contains(code[cursor].text) || code[cursor].kind == .attribute { cursor += 1 }
            guard cursor + 1 < code.count, ["func", "var", "let", "class", "struct", "enum", "typealias"].contains(code[cursor].text),
                  code[cursor + 1].kind == .identifier else { continue }
            found.append((code[cursor + 1].text, code[index].range))
        }
        return found
    }
}
