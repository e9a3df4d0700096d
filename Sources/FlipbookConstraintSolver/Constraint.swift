/// How an expression compares with zero in a constraint.
public enum Relation: Sendable {
    /// `expression ≤ 0`.
    case lessThanOrEqual
    /// `expression = 0`.
    case equal
    /// `expression ≥ 0`.
    case greaterThanOrEqual
}

/// How much a constraint matters. A required constraint must hold; optional strengths are
/// levels compared lexicographically, as Auto Layout's priorities are ("higher priority
/// constraints are satisfied before lower priority constraints": Apple's documentation of
/// `NSLayoutConstraint.priority`): no number of errors at one level outweighs any error at a
/// higher one. Within a level, the solver minimises the sum of the errors.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The level; `required.level` and above are required.
    public let level: Double

    /// A strength at `level` (Auto Layout's priorities: 1 to 1000).
    public init(_ level: Double) {
        self.level = level
    }

    /// Must hold: 1000, Auto Layout's `required`.
    public static let required = Strength(1000)

    /// Whether the constraint must hold.
    public var isRequired: Bool { level >= Strength.required.level }

    /// Ordered by level.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.level < rhs.level }

    /// The level, or `required`.
    public var description: String { isRequired ? "required" : "\(level)" }
}

/// A linear constraint: `expression` compared with zero, at a strength. Build one from two sides
/// (`Constraint(LinearExpression(a), .equal, LinearExpression(b) + 8)` is `a = b + 8`). Like the solver, a
/// constraint belongs to one thread at a time (it is `Sendable` so that errors can name it).
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
    /// The left side minus the right side. `Solver.setConstant(_:of:)` changes its constant.
    public internal(set) var expression: LinearExpression
    /// How `expression` compares with zero.
    public let relation: Relation
    /// How much it matters.
    public let strength: Strength

    /// `lhs relation rhs` at `strength`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required) {
        expression = lhs - rhs
        self.relation = relation
        self.strength = strength
    }

    /// The expression, the relation and the strength.
    public var description: String {
        let relation = switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
        return "\(expression) \(relation) 0 (\(strength))"
    }
}
