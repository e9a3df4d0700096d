/// Evaluates the small arithmetic a scene file may write where a number goes:
/// `"2*pi"`, `"pi - 0.01"`, `"-pi/2"`, `"$period * 2"`, with + − × ÷, parentheses, `pi` and
/// `$parameter` references, and one comparison (`==`, `!=`, `<`, `<=`, `>`, `>=`, giving 1 or 0)
/// for conditions such as `"$count == 0"`. Anything else is an error that says what was expected.
struct NumberExpression {
    private let characters: [Character]
    private var index = 0
    private let parameters: [String: Double]

    /// Evaluates `text` with the scene's parameter values.
    static func evaluate(_ text: String, parameters: [String: Double]) throws(ExpressionError) -> Double {
        var parser = NumberExpression(characters: Array(text), parameters: parameters)
        let value = try parser.comparison()
        parser.skipSpaces()
        guard parser.index == parser.characters.count else {
            throw ExpressionError("unexpected '\(parser.characters[parser.index])' at position \(parser.index + 1)")
        }
        guard value.isFinite else { throw ExpressionError("the result is not a finite number") }
        return value
    }

    private init(characters: [Character], parameters: [String: Double]) {
        self.characters = characters
        self.parameters = parameters
    }

    private mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " { index += 1 }
    }

    private mutating func take(_ character: Character) -> Bool {
        skipSpaces()
        guard index < characters.count, characters[index] == character else { return false }
        index += 1
        return true
    }

    private mutating func comparison() throws(ExpressionError) -> Double {
        let left = try expression()
        skipSpaces()
        let operators: [(String, (Double, Double) -> Bool)] = [
            ("==", { $0 == $1 }), ("!=", { $0 != $1 }), ("<=", { $0 <= $1 }), (">=", { $0 >= $1 }),
            ("<", { $0 < $1 }), (">", { $0 > $1 }),
        ]
        for (symbol, test) in operators where characters[index...].starts(with: Array(symbol)) {
            index += symbol.count
            return test(left, try expression()) ? 1 : 0
        }
        return left
    }

    private mutating func expression() throws(ExpressionError) -> Double {
        var value = try term()
        while true {
            if take("+") { value += try term() } else if take("-") { value -= try term() } else { return value }
        }
    }

    private mutating func term() throws(ExpressionError) -> Double {
        var value = try factor()
        while true {
            if take("*") {
                value *= try factor()
            } else if take("/") {
                let divisor = try factor()
                guard divisor != 0 else { throw ExpressionError("division by zero") }
                value /= divisor
            } else {
                return value
            }
        }
    }

    private mutating func factor() throws(ExpressionError) -> Double {
        if take("-") { return -(try factor()) }
        if take("+") { return try factor() }
        if take("(") {
            let value = try expression()
            guard take(")") else { throw ExpressionError("expected ')'") }
            return value
        }
        skipSpaces()
        let start = index
        if take("$") {
            let name = identifier()
            guard !name.isEmpty else { throw ExpressionError("expected a parameter name after '$'") }
            guard let value = parameters[name] else {
                let names = parameters.keys.sorted()
                throw ExpressionError("unknown parameter '$\(name)'"
                    + (Suggestions.nearest(to: name, among: names).map { "; did you mean '$\($0)'?" } ?? ""))
            }
            return value
        }
        let word = identifier()
        if word == "pi" || word == "π" { return .pi }
        if !word.isEmpty { throw ExpressionError("unknown name '\(word)'; expected a number, pi or $parameter") }
        while index < characters.count, characters[index].isNumber || "0123456789.eE".contains(characters[index])
            || ((characters[index] == "-" || characters[index] == "+") && index > start
                && "eE".contains(characters[index - 1])) {
            index += 1
        }
        guard index > start, let value = Double(String(characters[start..<index])) else {
            throw ExpressionError(index < characters.count
                ? "expected a number at '\(characters[start])'" : "expected a number at the end")
        }
        return value
    }

    private mutating func identifier() -> String {
        let start = index
        while index < characters.count,
              characters[index].isLetter || characters[index] == "_" || (index > start && characters[index].isNumber) {
            index += 1
        }
        return String(characters[start..<index])
    }
}

/// Why a number expression cannot be evaluated.
struct ExpressionError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
