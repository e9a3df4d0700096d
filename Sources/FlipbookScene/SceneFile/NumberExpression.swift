/// The small expression language of scene files, parsed once and evaluated as often as needed.
///
/// Numbers, `pi`, `$name` (a parameter, or a live value such as a scroll offset), bare names
/// (flags and `machine.state` booleans, 1 or 0), `+ - * /`, parentheses, comparisons
/// (`== != < <= > >=`) and `! && ||`. Booleans are numbers: 0 is false, anything else true.
indirect enum Expression: Sendable {
    case number(Double)
    /// `$name`.
    case value(String)
    /// A bare name: a flag or a state.
    case name(String)
    case unary(Character, Expression)
    case binary(String, Expression, Expression)

    /// Parses an expression, or fails with what was expected and where.
    ///
    /// The parser recurses on parentheses and prefix signs and builds trees that evaluation
    /// walks recursively, so both the length and the nesting are limited first.
    static func parse(_ text: String) throws(ExpressionError) -> Expression {
        let limits = SceneLimits.current
        let characters = Array(text)
        guard characters.count <= limits.maximumExpressionLength else {
            throw ExpressionError("the expression is \(characters.count) characters long; the limit is "
                + "\(limits.maximumExpressionLength) " + SceneLimits.raise("FLIPBOOK_MAX_EXPRESSION"))
        }
        var parser = ExpressionParser(characters: characters, maximumDepth: limits.maximumExpressionDepth)
        let expression = try parser.disjunction()
        parser.skipSpaces()
        guard parser.index == parser.characters.count else {
            throw ExpressionError("unexpected '\(parser.characters[parser.index])' at position \(parser.index + 1)")
        }
        return expression
    }

    /// Every `$name` the expression reads.
    var values: Set<String> {
        switch self {
        case .number, .name: return []
        case .value(let name): return [name]
        case .unary(_, let operand): return operand.values
        case .binary(_, let lhs, let rhs): return lhs.values.union(rhs.values)
        }
    }

    /// Every bare name the expression reads.
    var names: Set<String> {
        switch self {
        case .number, .value: return []
        case .name(let name): return [name]
        case .unary(_, let operand): return operand.names
        case .binary(_, let lhs, let rhs): return lhs.names.union(rhs.names)
        }
    }

    /// The value, reading `$name`s and bare names through the resolvers.
    func evaluate(
        value: (String) throws(ExpressionError) -> Double, name: (String) throws(ExpressionError) -> Double
    ) throws(ExpressionError) -> Double {
        switch self {
        case .number(let number): return number
        case .value(let key): return try value(key)
        case .name(let key): return try name(key)
        case .unary(let symbol, let operand):
            let x = try operand.evaluate(value: value, name: name)
            return symbol == "-" ? -x : (symbol == "!" ? (x == 0 ? 1 : 0) : x)
        case .binary(let symbol, let lhs, let rhs):
            let a = try lhs.evaluate(value: value, name: name)
            // && and || skip their right side when the left decides, like Swift's.
            if symbol == "&&" && a == 0 { return 0 }
            if symbol == "||" && a != 0 { return 1 }
            let b = try rhs.evaluate(value: value, name: name)
            switch symbol {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/":
                guard b != 0 else { throw ExpressionError("division by zero") }
                return a / b
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            case "<": return a < b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            default: return b != 0 ? 1 : 0  // && and || with an undecided left side
            }
        }
    }
}

/// Evaluates a number field: parameters only, no flags or live values.
enum NumberExpression {
    static func evaluate(_ text: String, parameters: [String: Double]) throws(ExpressionError) -> Double {
        let result = try Expression.parse(text).evaluate(
            value: { (key) throws(ExpressionError) -> Double in
                guard let number = parameters[key] else {
                    throw ExpressionError("unknown parameter '$\(key)'"
                        + (Suggestions.nearest(to: key, among: parameters.keys.sorted()).map { "; did you mean '$\($0)'?" } ?? ""))
                }
                return number
            },
            name: { (key) throws(ExpressionError) -> Double in
                throw ExpressionError("unknown name '\(key)'; expected a number, pi or $parameter")
            })
        guard result.isFinite else { throw ExpressionError("the result is not a finite number") }
        return result
    }
}

/// Recursive descent over the characters of an expression.
struct ExpressionParser {
    let characters: [Character]
    /// How deep parentheses and prefix signs may nest.
    let maximumDepth: Int
    var index = 0
    private var depth = 0

    init(characters: [Character], maximumDepth: Int) {
        self.characters = characters
        self.maximumDepth = maximumDepth
    }

    /// Goes one level deeper for `parse`, refusing nesting past the limit.
    private mutating func nested<T>(_ parse: (inout ExpressionParser) throws(ExpressionError) -> T) throws(ExpressionError) -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= maximumDepth else {
            throw ExpressionError("the expression nests more than \(maximumDepth) levels of parentheses and signs "
                + "at position \(index + 1) " + SceneLimits.raise("FLIPBOOK_MAX_EXPRESSION_DEPTH"))
        }
        return try parse(&self)
    }

    mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " { index += 1 }
    }

    private mutating func take(_ symbol: String) -> Bool {
        skipSpaces()
        guard characters[index...].starts(with: Array(symbol)) else { return false }
        // "<" must not take the first half of "<=", nor "!" the first half of "!=".
        if symbol.count == 1, index + 1 < characters.count, characters[index + 1] == "=", "<>!=".contains(symbol) {
            return false
        }
        index += symbol.count
        return true
    }

    mutating func disjunction() throws(ExpressionError) -> Expression {
        var result = try conjunction()
        while take("||") { result = .binary("||", result, try conjunction()) }
        return result
    }

    private mutating func conjunction() throws(ExpressionError) -> Expression {
        var result = try comparison()
        while take("&&") { result = .binary("&&", result, try comparison()) }
        return result
    }

    private mutating func comparison() throws(ExpressionError) -> Expression {
        let left = try sum()
        for symbol in ["==", "!=", "<=", ">=", "<", ">"] where take(symbol) {
            return .binary(symbol, left, try sum())
        }
        return left
    }

    private mutating func sum() throws(ExpressionError) -> Expression {
        var result = try term()
        while true {
            if take("+") { result = .binary("+", result, try term()) } else if take("-") {
                result = .binary("-", result, try term())
            } else { return result }
        }
    }

    private mutating func term() throws(ExpressionError) -> Expression {
        var result = try unary()
        while true {
            if take("*") { result = .binary("*", result, try unary()) } else if take("/") {
                result = .binary("/", result, try unary())
            } else { return result }
        }
    }

    private mutating func unary() throws(ExpressionError) -> Expression {
        if take("-") { return .unary("-", try nested { (parser) throws(ExpressionError) in try parser.unary() }) }
        if take("+") { return try nested { (parser) throws(ExpressionError) in try parser.unary() } }
        if take("!") { return .unary("!", try nested { (parser) throws(ExpressionError) in try parser.unary() }) }
        return try primary()
    }

    private mutating func primary() throws(ExpressionError) -> Expression {
        if take("(") {
            let inner = try nested { (parser) throws(ExpressionError) in try parser.disjunction() }
            guard take(")") else { throw ExpressionError("expected ')'") }
            return inner
        }
        skipSpaces()
        let start = index
        if take("$") {
            let name = identifier()
            guard !name.isEmpty else { throw ExpressionError("expected a name after '$'") }
            return .value(name)
        }
        let word = identifier()
        if word == "pi" || word == "π" { return .number(.pi) }
        if !word.isEmpty { return .name(word) }
        while index < characters.count, characters[index].isNumber || ".eE".contains(characters[index])
            || ((characters[index] == "-" || characters[index] == "+") && index > start && "eE".contains(characters[index - 1])) {
            index += 1
        }
        guard index > start, let value = Double(String(characters[start..<index])) else {
            throw ExpressionError(index < characters.count ? "expected a number at '\(characters[start])'" : "expected a number at the end")
        }
        return .number(value)
    }

    /// Letters, digits, `_` and `.` (for `machine.state`), starting with a letter or `_`.
    private mutating func identifier() -> String {
        let start = index
        while index < characters.count,
              characters[index].isLetter || characters[index] == "_"
                || (index > start && (characters[index].isNumber || characters[index] == ".")) {
            index += 1
        }
        return String(characters[start..<index])
    }
}

/// Why an expression cannot be parsed or evaluated.
struct ExpressionError: Error {
    let message: String
    init(_ message: String) { self.message = message }

    /// An expression as an error message quotes it: whole up to 80 characters, else its start
    /// and length, so a runaway expression does not become a runaway message.
    static func quoted(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(60)) + "… (\(text.count) characters)"
    }
}
