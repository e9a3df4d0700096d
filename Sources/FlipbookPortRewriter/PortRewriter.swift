import Foundation

/// Rewrites a Swift file written for iOS so that it compiles on Linux against FlipbookUIKit,
/// keeping every line where it was (`#sourceLocation` points diagnostics at the original file).
///
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc` and `@IBOutlet` go (`dynamic`, `weak`
///   and `!` stay); an `@objc dynamic var` stored property gets `willSet`/`didSet` observers
///   that notify its key-value observers, as the runtime makes it do on iOS;
/// - `#selector(…)` becomes a `Selector` that carries the method: `#selector(tap(_:))` in `Card`
///   is `Selector("tap:", Card.tap(_:))`; getters, setters and class methods become the name
///   alone;
/// - `#keyPath(UIScrollView.contentOffset)` becomes `"contentOffset"`;
/// - `@objc protocol`s become class-bound (`: AnyObject`), lose `optional`, and their optional requirements get a default that does
///   nothing (or returns nil), so `delegate?.didTap?(self)` (which loses its `?`) does nothing
///   when the delegate leaves the method out, as on iOS;
/// - `os(iOS)` in `#if` and `#elseif` conditions is `true` (the files are iOS code);
/// - `type(of: x).description()` (NSObject's class method, found through the runtime) is
///   `String(describing: type(of: x))`, the class's name;
/// - `(value as AnyObject).cgPointValue` (and the other `NSValue` and `NSNumber` readers) is
///   `flipbookBridged(value as AnyObject).cgPointValue`: Swift on Linux sends no message to an
///   `AnyObject`;
/// - `override init(style:reuseIdentifier:)` (a table cell's) becomes `required init(…)`, as
///   FlipbookUIKit declares it;
/// - beside `func tableView(_:commit:forRowAt:)` goes `func tableView(_:flipbookCommitsEditingRowAt:)`
///   answering true, with its access and `override`: on iOS the runtime tells the table the
///   data source commits edits, which turns on swipe to delete;
/// - `import Darwin` becomes `import Foundation` (a module named Darwin breaks SwiftPM's test
///   runner on Linux);
/// - an `override` in an extension moves into the class's body (see `ExtensionOverrides`);
/// - `override func forwardingTarget(for:)` and `override func responds(to:)` (a weak proxy's)
///   lose `override` (Swift on Linux cannot override a method of `NSObject`), and the class
///   conforms to `NSObjectMessageForwarding`, so selectors sent to it are forwarded;
/// - what cannot work without the runtime (swizzling, nibs and storyboards, `NSClassFromString`,
///   an optional requirement returning a non-optional value) stops the build with an `#error`
///   on its line.
public struct PortRewriter: Sendable {
    private let index: DeclarationIndex
    private let sources: [String: String]
    private let extensionOverrides: ExtensionOverrides
    private let classFactories: ClassFactories

    /// A rewriter for `files` (all the files being ported, by path): a selector often names a
    /// method declared in another file, and an override in one file's extension moves into a
    /// class declared in another.
    public init(files: [(path: String, source: String)]) {
        var index = DeclarationIndex()
        for file in files { index.add(SwiftTokenizer.tokens(of: file.source)) }
        self.index = index
        self.sources = Dictionary(files.map { ($0.path, $0.source) }, uniquingKeysWith: { first, _ in first })
        self.extensionOverrides = ExtensionOverrides(files: files)
        self.classFactories = ClassFactories(files: files)
    }

    /// The calls that need the runtime, with what their error says.
    static let unsupported: [String: String] = [
        "method_exchangeImplementations": "method swizzling needs the Objective-C runtime",
        "method_setImplementation": "method swizzling needs the Objective-C runtime",
        "class_replaceMethod": "replacing methods needs the Objective-C runtime",
        "class_addMethod": "adding methods needs the Objective-C runtime",
        "class_getInstanceMethod": "looking methods up needs the Objective-C runtime",
        "NSClassFromString": "NSClassFromString needs the Objective-C runtime's list of classes",
        "UINib": "nibs cannot be loaded on Linux: build the view in code",
        "UIStoryboard": "storyboards cannot be loaded on Linux: build the view controller in code",
        "loadNibNamed": "nibs cannot be loaded on Linux: build the view in code",
    ]

    /// `source`, the file at `path`, rewritten.
    public func rewrite(_ source: String, path: String) -> String {
        let rewrite = pieces(of: source, path: path)
        var pieces = rewrite.pieces
        for range in extensionOverrides.removals[path] ?? [] {
            let cut = Self.wholeLines(range, in: source)
            pieces.removeAll { cut.contains($0.range.lowerBound) && $0.range.upperBound <= cut.upperBound }
            let lineBreaks = source.utf8[Self.index(cut.lowerBound, in: source)..<Self.index(cut.upperBound, in: source)].filter { $0 == UInt8(ascii: "\n") }.count
            pieces.append((cut, String(repeating: "\n", count: lineBreaks)))
        }
        for site in classFactories.sites[path] ?? [] {
            // On the line of the closing brace, so no line moves.
            pieces.append((site.closingBrace..<site.closingBrace, site.text))
        }
        let removals = extensionOverrides.removals[path] ?? []
        for modifier in (extensionOverrides.widenings[path] ?? [:]).values where !removals.contains(where: { $0.overlaps(modifier) }) {
            pieces.append((modifier, "internal"))
        }
        // Each file a member moves from is rewritten once, whatever the number of its members.
        var rewrittenSources: [String: [(range: Range<Int>, text: String)]] = [:]
        for insertion in extensionOverrides.insertions[path] ?? [] {
            let movePath = insertion.move.path
            if rewrittenSources[movePath] == nil, let moveSource = sources[movePath] {
                rewrittenSources[movePath] = movePath == path ? rewrite.pieces : self.pieces(of: moveSource, path: movePath).pieces
            }
            pieces.append((insertion.offset..<insertion.offset, movedMember(insertion.move, rewrittenPieces: rewrittenSources[movePath] ?? [])
                + "#sourceLocation(file: \(Self.literal(path)), line: \(insertion.line))\n"))
        }
        var output = Self.apply(pieces, to: source)
        output = "#sourceLocation(file: \(Self.literal(path)), line: 1)\n" + output
        for (line, text) in rewrite.defaults.extensions {
            output += "\n#sourceLocation(file: \(Self.literal(path)), line: \(line))\n" + text
        }
        for type in rewrite.forwardingTypes {
            output += "\nextension \(type): NSObjectMessageForwarding {}"
        }
        return output + "\n#sourceLocation()\n"
    }

    /// An override moved out of its extension: its lines rewritten, after a `#sourceLocation`
    /// naming where it was written, with the extension's access.
    private func movedMember(_ move: ExtensionOverrides.Move, rewrittenPieces: [(range: Range<Int>, text: String)]) -> String {
        guard let source = sources[move.path] else { return "" }
        let cut = Self.wholeLines(move.range, in: source)
        let inside = rewrittenPieces
            .filter { cut.contains($0.range.lowerBound) && $0.range.upperBound <= cut.upperBound }
            .map { (range: ($0.range.lowerBound - cut.lowerBound)..<($0.range.upperBound - cut.lowerBound), text: $0.text) }
        let text = String(decoding: source.utf8[Self.index(cut.lowerBound, in: source)..<Self.index(cut.upperBound, in: source)], as: UTF8.self)
        var member = Self.apply(inside, to: text)
        let indentation = member.prefix { $0 == " " || $0 == "\t" }
        member = indentation + move.access + member.dropFirst(indentation.count)
        return "\n#sourceLocation(file: \(Self.literal(move.path)), line: \(move.line))\n" + member + "\n"
    }

    /// `range` widened to the start of its first line when only spaces come before it there.
    static func wholeLines(_ range: Range<Int>, in source: String) -> Range<Int> {
        let bytes = Array(source.utf8)
        var start = range.lowerBound
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        return (start == 0 || bytes[start - 1] == UInt8(ascii: "\n") ? start : range.lowerBound)..<range.upperBound
    }

    /// The UTF-8 index of byte `offset` of `source`.
    static func index(_ offset: Int, in source: String) -> String.Index {
        source.utf8.index(source.utf8.startIndex, offsetBy: offset)
    }

    /// What the rewrite of `source` replaces (errors included, as `#error` lines inserted), the
    /// types that forward messages, and the defaults of optional requirements.
    private func pieces(of source: String, path: String) -> (pieces: [(range: Range<Int>, text: String)], forwardingTypes: [String], defaults: OptionalRequirementDefaults) {
        let tokens = SwiftTokenizer.tokens(of: source)
        let code = tokens.filter { ![.space, .newline, .comment].contains($0.kind) }
        var edits: [(range: Range<Int>, text: String)] = []
        var errors: [(line: Int, message: String)] = []
        var scopes = ScopeTracker()
        var forwardingTypes: [String] = []

        var position = 0
        while position < code.count {
            let token = code[position]
            scopes.consume(code, at: position)
            switch token.kind {
            case .attribute where ["@objc", "@objcMembers", "@nonobjc", "@IBOutlet"].contains(token.text):
                var end = position
                if token.text == "@objc", position + 1 < code.count, code[position + 1].text == "(",
                   code[position + 1].range.lowerBound == token.range.upperBound {
                    end = Self.closing(code, from: position + 1) ?? position
                }
                edits.append((token.range.lowerBound..<code[end].range.upperBound, ""))
                position = end
            case .attribute where token.text == "@NSManaged":
                switch Self.managedProperty(code, attributeAt: position) {
                case .success(let property):
                    edits.append((token.range, ""))
                    let accessors = " { get { managedValue(forKey: \(Self.literal(property.name)), default: \(property.defaultValue)) } "
                        + "set { setValue(newValue, forKey: \(Self.literal(property.name))) } }"
                    edits.append((code[property.end].range.upperBound..<code[property.end].range.upperBound, accessors))
                case .failure(let error):
                    errors.append((token.line, error.message))
                }
            case .pound where token.text == "#selector":
                if let close = Self.closing(code, from: position + 1) {
                    let inside = Array(code[(position + 2)..<close])
                    edits.append((token.range.lowerBound..<code[close].range.upperBound, selector(inside, in: scopes.enclosingTypeName)))
                    position = close
                }
            case .pound where token.text == "#if" || token.text == "#elseif":
                // The files are iOS code: `os(iOS)` holds for them.
                var cursor = position + 1
                while cursor + 3 < code.count, code[cursor].line == token.line {
                    if code[cursor].text == "os", code[cursor + 1].text == "(", code[cursor + 2].text == "iOS", code[cursor + 3].text == ")" {
                        edits.append((code[cursor].range.lowerBound..<code[cursor + 3].range.upperBound, "true"))
                    }
                    cursor += 1
                }
            case .pound where token.text == "#keyPath":
                if let close = Self.closing(code, from: position + 1) {
                    let parts = code[(position + 2)..<close].filter { $0.kind == .identifier }.map(\.text)
                    let path = parts.drop { $0 == "self" || $0.first?.isUppercase == true }
                    edits.append((token.range.lowerBound..<code[close].range.upperBound, "\"\(path.joined(separator: "."))\""))
                    position = close
                }
            case .identifier where token.text == "type" && position + 1 < code.count && code[position + 1].text == "(":
                // `type(of: x).description()`: NSObject's class method, found on an AnyObject's
                // type by the runtime; the class's name is what it gives.
                if let close = Self.closing(code, from: position + 1), close + 4 < code.count,
                   code[close + 1].text == ".", code[close + 2].text == "description", code[close + 3].text == "(", code[close + 4].text == ")",
                   position == 0 || code[position - 1].text != "." {
                    let inner = String(decoding: Array(source.utf8)[token.range.lowerBound..<code[close].range.upperBound], as: UTF8.self)
                    edits.append((token.range.lowerBound..<code[close + 4].range.upperBound, "String(describing: \(inner))"))
                    position = close + 4
                }
            case .identifier where token.text == "import":
                if position + 1 < code.count, code[position + 1].text == "Darwin" {
                    edits.append((code[position + 1].range, "Foundation"))
                }
            case .identifier where token.text == "protocol" && position + 1 < code.count && code[position + 1].kind == .identifier
                && (max(0, position - 4)..<position).contains(where: { code[$0].text == "@objc" }):
                // An @objc protocol is class-bound (`weak var delegate: P?` relies on it).
                let header = code[position...].prefix { $0.text != "{" }
                if header.contains(where: { $0.text == "AnyObject" || $0.text == "class" }) {
                    break
                } else if position + 2 < code.count, code[position + 2].text == ":" {
                    edits.append((code[position + 2].range.upperBound..<code[position + 2].range.upperBound, " AnyObject,"))
                } else {
                    edits.append((code[position + 1].range.upperBound..<code[position + 1].range.upperBound, ": AnyObject"))
                }
            case .identifier where token.text == "dynamic" && scopes.isTypeBody:
                if let (name, end) = Self.notifyingProperty(code, dynamicAt: position) {
                    let observers = " { willSet { willChangeValue(forKey: \(Self.literal(name))) } didSet { didChangeValue(forKey: \(Self.literal(name))) } }"
                    edits.append((code[end].range.upperBound..<code[end].range.upperBound, observers))
                }
            case .identifier where token.text == "optional" && scopes.isInObjCProtocol:
                edits.append((token.range, ""))
            case .identifier where index.optionalRequirements.contains(token.text):
                // `delegate?.didTap?(self)`: the requirement has a default now, so no `?`.
                if position > 0, code[position - 1].text == ".", position + 2 < code.count,
                   code[position + 1].text == "?", code[position + 2].text == "(" {
                    edits.append((code[position + 1].range, ""))
                }
            case .identifier where token.text == "func" && position + 3 < code.count
                && ["forwardingTarget", "responds"].contains(code[position + 1].text) && code[position + 2].text == "(":
                // NSObject's methods cannot be overridden on Linux: the override goes, and a
                // forwarding class says so by conforming.
                if let override = (max(0, position - 4)..<position).last(where: { code[$0].text == "override" }) {
                    edits.append((code[override].range, ""))
                }
                if code[position + 1].text == "forwardingTarget", let type = scopes.enclosingTypeName {
                    forwardingTypes.append(type)
                }
            case .identifier where token.text == "func" && position + 2 < code.count && code[position + 1].text == "tableView"
                && code[position + 2].text == "(":
                // `tableView(_:commit:forRowAt:)`: on iOS implementing it turns on swipe to delete,
                // which UIKit learns from the runtime. Beside it goes the method that tells
                // FlipbookUIKit so, with the same access and `override`.
                if let close = Self.closing(code, from: position + 2),
                   code[(position + 2)..<close].contains(where: { $0.text == "commit" }),
                   code[(position + 2)..<close].contains(where: { $0.text == "forRowAt" }),
                   let open = code[close...].firstIndex(where: { $0.text == "{" }),
                   let end = Self.closing(code, from: open, opener: "{", closer: "}") {
                    let modifiers = code[..<position].reversed().prefix { Self.markerModifiers.contains($0.text) || $0.kind == .attribute }
                        .filter { Self.markerModifiers.contains($0.text) && $0.text != "final" }.reversed().map(\.text)
                    let marker = "; " + (modifiers + ["func tableView(_ tableView: UITableView, flipbookCommitsEditingRowAt indexPath: IndexPath) -> Bool { true }"]).joined(separator: " ")
                    edits.append((code[end].range.upperBound..<code[end].range.upperBound, marker))
                }
            case .identifier where token.text == "init" && position + 2 < code.count && code[position + 1].text == "("
                && code[position + 2].text == "style":
                // `override init(style:reuseIdentifier:)` of a table cell: the initializer is
                // `required` in FlipbookUIKit (a registered class is made through it without the
                // runtime), and an override of a required initializer says `required`.
                if let close = Self.closing(code, from: position + 1),
                   code[(position + 1)..<close].contains(where: { $0.text == "reuseIdentifier" }),
                   let override = (max(0, position - 4)..<position).last(where: { code[$0].text == "override" }) {
                    edits.append((code[override].range, "required"))
                }
            case .identifier where token.text == "AnyObject" && position > 0 && code[position - 1].text == "as"
                && position + 3 < code.count && code[position + 1].text == ")" && code[position + 2].text == "."
                && Self.bridgedObjectMembers.contains(code[position + 3].text):
                // `(value as AnyObject).cgPointValue`: a message to the bridged object, which
                // `flipbookBridged(_:)` answers. Not when the parentheses are a call's arguments.
                if let open = Self.opening(code, from: position + 1), open == 0 || !Self.endsOperand(code[open - 1]) {
                    edits.append((code[open].range.lowerBound..<code[open].range.lowerBound, "flipbookBridged"))
                }
            case .identifier where Self.unsupported[token.text] != nil:
                errors.append((token.line, "FlipbookPort: \(Self.unsupported[token.text]!)"))
            default:
                break
            }
            position += 1
        }

        let defaults = OptionalRequirementDefaults(code)
        errors += defaults.errors + (extensionOverrides.errors[path] ?? [])
        for error in errors {
            let offset = Self.lineStart(of: error.line, in: source)
            let location = "#sourceLocation(file: \(Self.literal(path)), line: \(error.line))\n"
            edits.append((offset..<offset, location + "#error(\(Self.literal(error.message)))\n" + location))
        }
        return (edits, forwardingTypes, defaults)
    }

    /// The `Selector` a `#selector(…)` stands for, given the tokens inside its parentheses.
    func selector(_ inside: [SwiftToken], in enclosingType: String?) -> String {
        let texts = inside.map(\.text)
        if texts.count >= 2, texts[0] == "getter" || texts[0] == "setter", texts[1] == ":" {
            let property = inside.last { $0.kind == .identifier }?.text.trimmingBackticks ?? ""
            let name = texts[0] == "getter" ? property : ObjectiveCName.setter(of: property)
            return "Selector(\(Self.literal(name)))"
        }
        // `Type.method(labels:) as (…) -> …`: the reference, and the arity the cast gives.
        let asIndex = texts.firstIndex(of: "as")
        let reference = Array(inside[..<(asIndex ?? inside.count)])
        var castArity: Int?
        if let asIndex, asIndex + 1 < inside.count, texts[asIndex + 1] == "(" {
            castArity = Self.arity(ofFunctionType: Array(inside[(asIndex + 1)...]))
        }
        var components: [String] = []
        var explicitLabels: [String]?
        var cursor = 0
        while cursor < reference.count {
            let token = reference[cursor]
            if token.kind == .identifier { components.append(token.text.trimmingBackticks) }
            if token.text == "(" {
                explicitLabels = reference[(cursor + 1)...].filter { $0.kind == .identifier }.map { $0.text.trimmingBackticks }
                break
            }
            cursor += 1
        }
        if components.first == "self" { components.removeFirst() }
        guard let base = components.popLast() else { return "Selector(\"\")" }
        let type = components.isEmpty ? enclosingType : components.joined(separator: ".")
        let candidates = index.methods(named: base, in: type)
        let method = candidates.first { method in
            if let explicitLabels { return method.labels == explicitLabels }
            if let castArity { return method.labels.count == castArity }
            return true
        }
        let labels = explicitLabels ?? method?.labels ?? []
        let name = method?.objcName ?? ObjectiveCName.selector(base: base, labels: labels)
        guard let type, method?.isTypeMethod != true, components.allSatisfy({ $0.first?.isUppercase == true }) else {
            return "Selector(\(Self.literal(name)))"
        }
        let methodReference = labels.isEmpty ? "\(type).\(base)" : "\(type).\(base)(\(labels.map { "\($0):" }.joined()))"
        return "Selector(\(Self.literal(name)), \(methodReference))"
    }

    /// For `@objc dynamic var name …` (a stored instance property: no accessors), its name and
    /// the last token of its declaration. Key-value observing on iOS makes such a property tell
    /// its observers; the rewrite gives it `willSet`/`didSet` observers that do
    /// (`willChangeValue`/`didChangeValue(forKey:)`).
    static func notifyingProperty(_ code: [SwiftToken], dynamicAt index: Int) -> (name: String, end: Int)? {
        var start = index
        while start > 0, code[start - 1].kind == .attribute
            || ["public", "open", "internal", "private", "fileprivate", "final", "static", "class", "override", "weak", "lazy"].contains(code[start - 1].text) {
            start -= 1
        }
        let modifiers = code[start..<index].map(\.text)
        guard modifiers.contains("@objc"), !modifiers.contains("static"), !modifiers.contains("class") else { return nil }
        var cursor = index + 1
        while cursor < code.count, ["public", "open", "internal", "private", "fileprivate", "final", "weak", "override"].contains(code[cursor].text) {
            cursor += 1
            // `private(set)`
            if cursor + 2 < code.count, code[cursor].text == "(", code[cursor + 2].text == ")" { cursor += 3 }
        }
        guard cursor + 1 < code.count, code[cursor].text == "var", code[cursor + 1].kind == .identifier else { return nil }
        let name = code[cursor + 1].text.trimmingBackticks
        var depth = 0, seenInitializer = false, end = cursor + 1
        var next = cursor + 2
        while next < code.count {
            let token = code[next]
            if depth == 0 {
                // A new line at the top level ends the declaration, unless it continues an expression.
                let continues = token.text.hasPrefix(".") || [",", "=", "+", "-", "*", "/", "??", "&&", "||", "?", ":"].contains(code[end].text)
                    || [".", "??", "&&", "||", "?", ":", "+", "*", "/"].contains(token.text)
                if token.line > code[end].line, !continues { break }
                if token.text == "{" && !seenInitializer { return nil }   // accessors or observers of its own
                if token.text == "=" { seenInitializer = true }
                if token.text == ";" || token.text == "}" { break }
            }
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) { depth -= 1 }
            end = next
            next += 1
        }
        return (name, end)
    }

    /// Why an `@NSManaged` property cannot be rewritten.
    struct ManagedPropertyError: Error {
        let message: String
    }

    /// For `@NSManaged var name: Type` (Core Animation's dynamic properties of a layer
    /// subclass): its name, the last token of its type, and the value it reads before one is
    /// set, as Core Animation gives zero; or why a form the rewrite does not know cannot be.
    static func managedProperty(_ code: [SwiftToken], attributeAt index: Int) -> Result<(name: String, end: Int, defaultValue: String), ManagedPropertyError> {
        var cursor = index + 1
        while cursor < code.count, ["public", "open", "internal", "private", "fileprivate", "final", "override"].contains(code[cursor].text) {
            cursor += 1
            if cursor + 2 < code.count, code[cursor].text == "(", code[cursor + 2].text == ")" { cursor += 3 }
        }
        guard cursor + 3 < code.count, code[cursor].text == "var", code[cursor + 1].kind == .identifier, code[cursor + 2].text == ":" else {
            return .failure(ManagedPropertyError(message: "FlipbookPort: @NSManaged is rewritten for `var name: Type` only"))
        }
        let name = code[cursor + 1].text.trimmingBackticks
        var end = cursor + 3
        while end + 1 < code.count, code[end + 1].line == code[cursor].line, ![";", "}", "{", "="].contains(code[end + 1].text) { end += 1 }
        let type = code[(cursor + 3)...end].map(\.text).joined()
        let numbers: Set<String> = ["Double", "Float", "CGFloat", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                                    "TimeInterval", "CFTimeInterval", "NSInteger", "NSUInteger"]
        let defaultValue: String
        if type.hasSuffix("?") || type.hasSuffix("!") {
            defaultValue = "nil"
        } else if type == "Bool" {
            defaultValue = "false"
        } else if numbers.contains(type) {
            defaultValue = "0"
        } else if ["CGPoint", "CGSize", "CGRect", "CGVector", "UIEdgeInsets"].contains(type) {
            defaultValue = ".zero"
        } else {
            return .failure(ManagedPropertyError(message: "FlipbookPort: @NSManaged var \(name): \(type) has no value until one is set "
                + "(Core Animation gives zero for numbers and nil for objects): give it an optional type, \(type)?"))
        }
        return .success((name, end, defaultValue))
    }

    /// The number of parameters of the function type `(A, B) -> R` that `tokens` start with.
    static func arity(ofFunctionType tokens: [SwiftToken]) -> Int {
        guard let close = closing(tokens, from: 0) else { return 0 }
        if close == 1 { return 0 }
        var depth = 0, commas = 0
        for token in tokens[1..<close] {
            if ["(", "[", "<"].contains(token.text) { depth += 1 }
            if [")", "]", ">"].contains(token.text) { depth -= 1 }
            if depth == 0 && token.text == "," { commas += 1 }
        }
        return commas + 1
    }

    /// The readers `(value as AnyObject).member` sends to a bridged `NSValue` or `NSNumber`.
    static let bridgedObjectMembers: Set<String> = [
        "cgPointValue", "cgSizeValue", "cgRectValue", "cgVectorValue", "uiEdgeInsetsValue", "directionalEdgeInsetsValue",
        "caTransform3DValue", "cgAffineTransformValue", "doubleValue", "floatValue", "intValue", "integerValue", "boolValue",
    ]

    /// Whether `token` ends an operand, so that a `(` after it opens a call's arguments.
    static func endsOperand(_ token: SwiftToken) -> Bool {
        if token.text == ")" || token.text == "]" || token.text == ">" { return true }
        let keywords: Set<String> = ["return", "in", "if", "guard", "while", "case", "let", "var", "try", "await", "throw", "else", "where", "is", "as"]
        return token.kind == .identifier && !keywords.contains(token.text)
    }

    /// The modifiers of a declaration that the method written beside it copies (`final` is
    /// read past but not copied).
    private static let markerModifiers: Set<String> = ["open", "public", "internal", "fileprivate", "private", "package", "override", "final"]

    /// The index of the `(` that the `)` at `close` closes.
    static func opening(_ code: [SwiftToken], from close: Int) -> Int? {
        guard close < code.count, code[close].text == ")" else { return nil }
        var depth = 0
        for index in stride(from: close, through: 0, by: -1) {
            if code[index].text == ")" { depth += 1 }
            if code[index].text == "(" { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }

    /// The index of the `)` (or `closer`) closing the `(` (or `opener`) at `open`.
    static func closing(_ code: [SwiftToken], from open: Int, opener: String = "(", closer: String = ")") -> Int? {
        guard open < code.count, code[open].text == opener else { return nil }
        var depth = 0
        for index in open..<code.count {
            if code[index].text == opener { depth += 1 }
            if code[index].text == closer { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }

    /// `source` with `edits` made (an edit overlapping an earlier one is left out).
    static func apply(_ edits: [(range: Range<Int>, text: String)], to source: String) -> String {
        var pieces = edits
        pieces.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        let bytes = Array(source.utf8)
        var output: [UInt8] = []
        var cursor = 0
        for piece in pieces where piece.range.lowerBound >= cursor {
            output += bytes[cursor..<piece.range.lowerBound]
            output += Array(piece.text.utf8)
            cursor = piece.range.upperBound
        }
        output += bytes[cursor...]
        return String(decoding: output, as: UTF8.self)
    }

    /// The byte offset where line `line` (from 1) starts.
    static func lineStart(of line: Int, in source: String) -> Int {
        var current = 1
        for (offset, byte) in source.utf8.enumerated() where current < line {
            if byte == UInt8(ascii: "\n") {
                current += 1
                if current == line { return offset + 1 }
            }
        }
        return line <= 1 ? 0 : source.utf8.count
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
