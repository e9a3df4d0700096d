/// A scene file could not be read: which file, where in it, and what was expected.
public struct SceneFileError: Error, Equatable, CustomStringConvertible {
    /// The file as the user named it.
    public let file: String
    /// The JSON path (`layers[2].animations[0].duration`), empty for the whole file.
    public let path: String
    /// What was expected and what was found.
    public let message: String
    /// Whether the file itself could not be read (an I/O failure rather than bad content).
    public let isIOFailure: Bool

    /// Creates an error.
    public init(file: String, path: String, message: String, isIOFailure: Bool = false) {
        self.file = file
        self.path = path
        self.message = message
        self.isIOFailure = isIOFailure
    }

    /// `file: path: message`; a path more than 12 levels deep shows its first and last four.
    public var description: String {
        path.isEmpty ? "\(file): \(message)" : "\(file): \(Self.abbreviated(path)): \(message)"
    }

    static func abbreviated(_ path: String) -> String {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count > 12 else { return path }
        return (parts.prefix(4) + ["…(\(parts.count - 8) more levels)…"] + parts.suffix(4)).joined(separator: ".")
    }
}

/// A JSON value with its path, and typed accessors that fail with `SceneFileError`s.
struct JSONNode {
    let value: JSONValue
    let path: String
    let file: String
    let parameters: [String: Double]

    func error(_ message: String) -> SceneFileError {
        SceneFileError(file: file, path: path, message: message)
    }

    /// "expected …, found …".
    func mismatch(_ expectation: String) -> SceneFileError {
        error("expected \(expectation), found \(value.summary)")
    }

    func child(_ key: String, _ value: JSONValue) -> JSONNode {
        JSONNode(value: value, path: path.isEmpty ? key : "\(path).\(key)", file: file, parameters: parameters)
    }

    func element(_ index: Int, _ value: JSONValue) -> JSONNode {
        JSONNode(value: value, path: "\(path)[\(index)]", file: file, parameters: parameters)
    }

    /// The members of an object, refusing keys outside `allowed` with a "did you mean" hint.
    func object(allowing allowed: [String], what: String = "an object") throws(SceneFileError) -> JSONObjectNode {
        guard case .object(let members) = value else { throw mismatch(what) }
        for member in members where !allowed.contains(member.key) {
            throw child(member.key, member.value).error(
                "unknown key '\(member.key)'" + Suggestions.didYouMean(member.key, among: allowed))
        }
        return JSONObjectNode(node: self, members: members)
    }

    func array(what: String = "an array") throws(SceneFileError) -> [JSONNode] {
        guard case .array(let items) = value else { throw mismatch(what) }
        return items.enumerated().map { element($0, $1) }
    }

    func string() throws(SceneFileError) -> String {
        guard case .string(let text) = value else { throw mismatch("a string") }
        return text
    }

    func bool() throws(SceneFileError) -> Bool {
        guard case .bool(let flag) = value else { throw mismatch("true or false") }
        return flag
    }

    /// A number, or a string holding an expression (`"2*pi"`, `"$period"`).
    func number(_ expectation: String = "a number") throws(SceneFileError) -> Double {
        switch value {
        case .number(let number): return number
        case .string(let text):
            do {
                return try NumberExpression.evaluate(text, parameters: parameters)
            } catch {
                throw self.error("\(error.message) in \"\(ExpressionError.quoted(text))\"; expected \(expectation)")
            }
        default: throw mismatch(expectation)
        }
    }

    /// A number within a range, with the range in the message.
    func number(atLeast minimum: Double, _ expectation: String) throws(SceneFileError) -> Double {
        let number = try number(expectation)
        guard number >= minimum else { throw error("expected \(expectation), found \(number)") }
        return number
    }

    /// A fixed-length list of numbers (`[x, y]`).
    func numbers(count: Int, _ expectation: String) throws(SceneFileError) -> [Double] {
        guard case .array(let items) = value, items.count == count else { throw mismatch(expectation) }
        var numbers: [Double] = []
        for (index, item) in items.enumerated() { numbers.append(try element(index, item).number()) }
        return numbers
    }
}

/// An object's members with lookup by key.
struct JSONObjectNode {
    let node: JSONNode
    let members: [JSONMember]

    subscript(key: String) -> JSONNode? {
        members.first { $0.key == key }.map { node.child(key, $0.value) }
    }

    func required(_ key: String, _ expectation: String) throws(SceneFileError) -> JSONNode {
        guard let child = self[key] else { throw node.error("missing key '\(key)' (\(expectation))") }
        return child
    }

    var keys: [String] { members.map(\.key) }
}
