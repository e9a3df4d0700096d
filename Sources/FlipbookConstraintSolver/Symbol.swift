/// A column of the simplex tableau: a user's variable, or one the solver adds for a constraint.
/// Symbols compare by id, which is the order they were made in: ties between pivot candidates
/// are broken by the smallest id (Bland's rule), so the solution never depends on hashing.
struct Symbol: Hashable, Comparable {
    enum Kind {
        /// A user's variable, unrestricted in sign.
        case external
        /// An inequality's slack, ≥ 0.
        case slack
        /// An optional constraint's error, ≥ 0, weighted in the objective.
        case error
        /// A required equality's marker, always 0: it never enters the basis.
        case dummy
    }

    let id: Int
    let kind: Kind

    /// Whether the symbol is restricted to ≥ 0 (every kind but `external`).
    var isRestricted: Bool { kind != .external }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
