/// Why the solver refused a request. The solver is unchanged after every error.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required constraints already added.
    case unsatisfiable(Constraint)
    /// The constraint was already added.
    case duplicate(Constraint)
    /// The constraint was never added (or already removed).
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required one could never be moved.
    case requiredEditVariable(Variable)
    /// A coefficient or constant is NaN or infinite.
    case notFinite(Constraint)

    /// Identity of the constraint or variable.
    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case (.unsatisfiable(let a), .unsatisfiable(let b)), (.duplicate(let a), .duplicate(let b)),
             (.unknownConstraint(let a), .unknownConstraint(let b)), (.notFinite(let a), .notFinite(let b)):
            return a === b
        case (.duplicateEditVariable(let a), .duplicateEditVariable(let b)), (.unknownEditVariable(let a), .unknownEditVariable(let b)),
             (.requiredEditVariable(let a), .requiredEditVariable(let b)):
            return a === b
        default:
            return false
        }
    }

    /// What went wrong, naming the constraint or variable.
    public var description: String {
        switch self {
        case .unsatisfiable(let constraint): "unsatisfiable: \(constraint) conflicts with required constraints already added"
        case .duplicate(let constraint): "already added: \(constraint)"
        case .unknownConstraint(let constraint): "not added: \(constraint)"
        case .duplicateEditVariable(let variable): "already an edit variable: \(variable.name)"
        case .unknownEditVariable(let variable): "not an edit variable: \(variable.name)"
        case .requiredEditVariable(let variable): "an edit variable cannot be required: \(variable.name)"
        case .notFinite(let constraint): "a coefficient or constant is not finite: \(constraint)"
        }
    }
}
