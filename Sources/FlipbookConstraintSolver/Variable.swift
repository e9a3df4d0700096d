/// A quantity the solver chooses: a view's left edge, a width. Its `value` is what the last
/// `Solver.updateVariables()` found. Like the solver, a variable belongs to one thread at a time
/// (it is `Sendable` so that errors can name it).
public final class Variable: CustomStringConvertible, @unchecked Sendable {
    /// A name for messages and debugging (`"banner.top"`).
    public let name: String
    /// The value the solver last gave it (0 before the first update).
    public internal(set) var value: Double = 0

    /// A variable named `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The name and the value.
    public var description: String { "\(name) = \(value)" }
}

/// A linear expression: a sum of variables times coefficients, plus a constant.
public struct LinearExpression: CustomStringConvertible {
    /// Each variable with its coefficient (a variable may appear more than once; the solver adds them).
    public var terms: [(variable: Variable, coefficient: Double)]
    /// The constant part.
    public var constant: Double

    /// An expression from its terms and constant.
    public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// One variable, coefficient 1.
    public init(_ variable: Variable) {
        self.init([(variable, 1)])
    }

    /// The expression plus `other`.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The expression minus `other`.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    /// The expression scaled by `factor`.
    public static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { ($0.variable, $0.coefficient * factor) }, constant: lhs.constant * factor)
    }

    /// The expression plus a constant.
    public static func + (lhs: LinearExpression, constant: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + constant)
    }

    /// Terms and constant, as `2·a + -1·b + 8`.
    public var description: String {
        (terms.map { "\($0.coefficient)·\($0.variable.name)" } + ["\(constant)"]).joined(separator: " + ")
    }
}
