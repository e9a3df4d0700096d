/// An incremental linear constraint solver: the Cassowary algorithm (Badros, Borning and
/// Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001), the method
/// Auto Layout's engine is reported to use, shaped after kiwi's formulation of it.
///
/// Required constraints hold exactly; optional ones are met as closely as their strengths allow,
/// higher levels first (see `Strength`). Constraints are added and removed one at a time, each
/// change re-optimising from the previous solution; a constraint's constant changes in place
/// (`setConstant(_:of:)`), and edit variables take suggested values, both by the dual simplex,
/// touching only the rows that hold the constraint's marker. Every choice between pivot
/// candidates takes the oldest symbol, so a system has one answer whatever the hashing.
///
/// Not thread-safe: use one solver per thread.
public final class Solver {
    /// What the solver added to the tableau for a constraint.
    struct Tag {
        /// The slack, error or dummy symbol that marks the constraint's row.
        var marker: Symbol
        /// The second error symbol of an optional equality.
        var other: Symbol?
        /// The marker's and the other symbol's coefficients in the row as first built, and the
        /// sign the row was given (−1 when it was reversed to make its constant non-negative).
        var markerCoefficient: Double
        var otherCoefficient: Double
        var sign: Double
    }

    private var constraints: [ObjectIdentifier: (constraint: Constraint, tag: Tag)] = [:]
    private var variables: [ObjectIdentifier: (variable: Variable, symbol: Symbol)] = [:]
    private var edits: [ObjectIdentifier: Constraint] = [:]
    private var tableau = Tableau()
    private var objective = ObjectiveRow()
    /// Phase one's objective while a constraint with no subject is added.
    private var artificial: ObjectiveRow?
    /// Basic restricted symbols whose rows went negative, for the dual simplex.
    private var infeasible: Set<Symbol> = []
    /// Basic dummies (redundant required equalities) whose rows gained a symbol that can move,
    /// so that they no longer hold by themselves and must be solved for a movable symbol again.
    private var loosenedDummies: Set<Symbol> = []
    private var nextID = 0

    /// An empty solver.
    public init() {}

    /// How many constraints are in the solver (edit variables' included).
    public var constraintCount: Int { constraints.count }

    /// Whether `constraint` has been added.
    public func contains(_ constraint: Constraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    // MARK: Constraints

    /// Adds a constraint and re-optimises. A required constraint that cannot hold with the
    /// required constraints already added is refused (`unsatisfiable`) and the solver is unchanged.
    public func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw .duplicate(constraint) }
        guard constraint.expression.constant.isFinite, constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .notFinite(constraint)
        }
        let (row, tag) = makeRow(for: constraint)
        guard enter(row, tag) else {
            // Nothing of the refused row stayed in the tableau (see `enter`).
            for symbol in [tag.marker, tag.other].compactMap({ $0 }) { objective.cells[symbol] = nil }
            infeasible = []
            optimize(objective)
            throw .unsatisfiable(constraint)
        }
        constraints[key] = (constraint, tag)
        optimize(objective)
    }

    /// Removes a constraint and re-optimises.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        // Its errors leave the objective.
        if !constraint.strength.isRequired {
            let weight = ObjectiveWeight(level: constraint.strength.level, amount: -1)
            for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
                if let row = tableau[symbol] { objective.insert(row, weight) } else { objective.insert(symbol, weight) }
            }
        }
        // Its marker becomes basic, and the row it then heads goes.
        if tableau.take(tag.marker) == nil, let leaving = markerLeavingRow(tag.marker) {
            let row = tableau.take(leaving)!
            row.solve(for: leaving, replacing: tag.marker)
            substitute(tag.marker, row)
        }
        reseatLoosenedDummies()
        optimize(objective)
    }

    /// Changes the constant of an added constraint's expression (left side minus right side) in
    /// place: only the rows holding the constraint's marker change, then the dual simplex
    /// restores feasibility. This is how a layout constraint's `constant` moves without a re-solve.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let (_, tag) = constraints[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .notFinite(constraint) }
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        // A required equality whose marker is basic was redundant: moving it may make it
        // conflict, which only a fresh add can tell.
        if tag.marker.kind == .dummy, tableau.isBasic(tag.marker) {
            try remove(constraint)
            let old = constraint.expression.constant
            constraint.expression.constant = constant
            do {
                try add(constraint)
            } catch {
                constraint.expression.constant = old
                try? add(constraint)
                throw error
            }
            return
        }
        let old = constraint.expression.constant
        constraint.expression.constant = constant
        // A required constraint moved where the other required constraints cannot follow: put
        // it back (the same renaming, the other way) and refuse, as `add` refuses.
        guard shiftConstant(of: tag, by: delta) else {
            constraint.expression.constant = old
            throw .unsatisfiable(constraint)
        }
        guard dualOptimize() else {
            constraint.expression.constant = old
            _ = shiftConstant(of: tag, by: -delta)
            dualOptimize()
            throw .unsatisfiable(constraint)
        }
    }

    /// Moves a constraint's constant by `delta` in the tableau. The row as first built was
    /// sign·(expression) + markerCoefficient·marker + …, so a constant moved by delta is the same
    /// system with the marker renamed marker' + shift: only rows holding the marker change
    /// (kiwi's `suggestValue`, for any constraint). False, changing nothing, when a redundant
    /// required equality that this one implied would contradict it.
    private func shiftConstant(of tag: Tag, by delta: Double) -> Bool {
        let shift = delta * tag.sign / tag.markerCoefficient
        if let row = tableau[tag.marker] {
            row.constant -= shift
            if row.constant < 0 { infeasible.insert(tag.marker) }
        } else if let other = tag.other, let row = tableau[other] {
            row.constant -= delta * tag.sign / tag.otherCoefficient
            if row.constant < 0 { infeasible.insert(other) }
        } else {
            let holders = tableau.holders(of: tag.marker)
            if tag.marker.kind == .dummy, holders.contains(where: {
                $0.kind == .dummy && !nearZero(tableau[$0]!.constant + tableau[$0]!.coefficient(of: tag.marker) * shift)
            }) {
                return false
            }
            for basic in holders {
                let row = tableau[basic]!
                row.constant += row.coefficient(of: tag.marker) * shift
                if basic.isRestricted && row.constant < 0 && basic.kind != .dummy { infeasible.insert(basic) }
            }
        }
        return true
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: `suggestValue(_:for:)` then pulls it towards a value
    /// at `strength`, which must be optional.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, LinearExpression(), strength: strength)
        try add(constraint)
        edits[key] = constraint
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable(variable) }
        try remove(constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Pulls an edit variable towards `value`.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        try setConstant(-value, of: constraint)
    }

    // MARK: Results

    /// Gives every variable its value in the current solution.
    public func updateVariables() {
        for (variable, symbol) in variables.values {
            variable.value = tableau[symbol]?.constant ?? 0
        }
    }

    /// Whether the solution leaves `variable` free to move without breaking a required
    /// constraint or raising any error: some parametric symbol it depends on (or the variable
    /// itself, when parametric) costs nothing to move and can move by a positive amount before a
    /// restricted row reaches zero. Auto Layout calls such a layout ambiguous.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = variables[ObjectIdentifier(variable)]?.symbol else { return true }
        let free = tableau[symbol].map { Array($0.symbols) } ?? [symbol]
        return free.contains { parametric in
            guard parametric.kind != .dummy, objective.cells[parametric]?.isZero ?? true else { return false }
            // Restricted symbols only grow; a user's variable may go either way.
            let directions: [Double] = parametric.kind == .external ? [1, -1] : [1]
            return directions.contains { direction in canMove(parametric, direction: direction) }
        }
    }

    /// Whether `symbol` can move by a positive amount in `direction` with every restricted
    /// basic row staying non-negative.
    private func canMove(_ symbol: Symbol, direction: Double) -> Bool {
        for basic in tableau.holders(of: symbol) where basic.isRestricted {
            let row = tableau[basic]!
            let change = row.coefficient(of: symbol) * direction
            if change < 0, row.constant <= epsilon { return false }
        }
        return true
    }
}

// MARK: - The simplex

extension Solver {
    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextID += 1
        tableau.grow(to: nextID)
        return Symbol(id: nextID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let known = variables[key] { return known.symbol }
        let symbol = makeSymbol(.external)
        variables[key] = (variable, symbol)
        return symbol
    }

    /// The constraint's row in terms of the current parametric symbols, with its marker (and
    /// errors, in the objective) added; its constant made non-negative.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        let row = Row(constant: expression.constant)
        for (variable, coefficient) in expression.terms where !nearZero(coefficient) {
            let symbol = symbol(for: variable)
            if let basic = tableau[symbol] { row.insert(basic, coefficient) } else { row.insert(symbol, coefficient) }
        }
        let level = constraint.strength.level
        var tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, coefficient)
            tag = Tag(marker: slack, other: nil, markerCoefficient: coefficient, otherCoefficient: 0, sign: 1)
            if !constraint.strength.isRequired {
                let error = makeSymbol(.error)
                row.insert(error, -coefficient)
                objective.insert(error, ObjectiveWeight(level: level, amount: 1))
                tag.other = error
                tag.otherCoefficient = -coefficient
            }
        case .equal:
            if constraint.strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil, markerCoefficient: 1, otherCoefficient: 0, sign: 1)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, ObjectiveWeight(level: level, amount: 1))
                objective.insert(minus, ObjectiveWeight(level: level, amount: 1))
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1, otherCoefficient: 1, sign: 1)
            }
        }
        if row.constant < 0 {
            row.reverseSign()
            tag.sign = -1
            tag.markerCoefficient = -tag.markerCoefficient
            tag.otherCoefficient = -tag.otherCoefficient
        }
        return (row, tag)
    }

    /// The symbol the new row is solved for: the oldest external one; else the marker or the
    /// other error when its coefficient is negative (so the row stays feasible).
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.symbols.first(where: { $0.kind == .external }) { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .slack || symbol.kind == .error {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Puts a constraint's row into the tableau: solved for a subject when one keeps it
    /// feasible, else through phase one. False when a required row cannot hold; the tableau
    /// then still describes the constraints already in it, and holds nothing of the row.
    private func enter(_ row: Row, _ tag: Tag) -> Bool {
        var subject = chooseSubject(row, tag)
        if subject == nil, row.symbols.allSatisfy({ $0.kind == .dummy }) {
            // Only a required equality has nothing but dummies: it holds already (it is
            // redundant, and its marker stays basic at 0) or never can.
            guard nearZero(row.constant) else { return false }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            tableau.insert(row, basic: subject)
            return true
        }
        return addWithArtificialVariable(row)
    }

    /// A redundant required equality is a basic dummy whose row holds only dummies, so it
    /// holds by itself. When a removal puts a movable symbol into such a row, the equality must
    /// be entered again, solved for a movable symbol, or it would stop holding (kiwi's
    /// formulation loses it: removing a constraint that another implies then frees both).
    private func reseatLoosenedDummies() {
        while let dummy = loosenedDummies.min() {
            loosenedDummies.remove(dummy)
            guard let row = tableau[dummy], row.symbols.contains(where: { $0.kind != .dummy }) else { continue }
            _ = tableau.take(dummy)
            // `dummy = constant + Σ…` is the equality `0 = constant + Σ… − dummy`, marked by the dummy.
            row.insert(dummy, -1)
            if row.constant < 0 { row.reverseSign() }
            // Removing a constraint only loosens the system, so the equality can still hold.
            _ = enter(row, Tag(marker: dummy, other: nil, markerCoefficient: -1, otherCoefficient: 0, sign: 1))
        }
    }

    /// Phase one: an artificial variable makes the row basic, and minimising it finds whether
    /// the constraint can hold.
    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        tableau.insert(row.copy(), basic: art)
        let phaseOne = ObjectiveRow()
        phaseOne.insert(row, ObjectiveWeight(level: .infinity, amount: 1))
        artificial = phaseOne
        optimize(phaseOne)
        let success = phaseOne.constant.isZero
        artificial = nil
        if let basic = tableau.take(art) {
            // Refused, the row simply goes: art never left the basis, so no other row holds it
            // or the refused constraint's own symbols.
            if basic.isEmpty || !success { return success }
            // With only dummies left the row is a redundant equality: its dummy stays basic at 0.
            guard let entering = basic.symbols.first(where: { $0.kind == .slack || $0.kind == .error }) ?? basic.symbols.first else {
                return false
            }
            basic.solve(for: art, replacing: entering)
            substitute(entering, basic)
            tableau.insert(basic, basic: entering)
        }
        tableau.erase(art)
        objective.cells[art] = nil
        return success
    }

    /// Primal simplex: pivots while some symbol lowers `objective`.
    private func optimize(_ objective: ObjectiveRow) {
        while let entering = objective.cells.filter({ $0.key.kind != .dummy && $0.value.isNegative }).keys.min() {
            // The tightest restricted row that bounds the entering symbol leaves. An unbounded
            // objective cannot happen: every weighted symbol is an error, bounded below by 0.
            var leaving: Symbol?
            var best = Double.infinity
            for basic in tableau.holders(of: entering) where basic.isRestricted {
                let row = tableau[basic]!
                let coefficient = row.coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if ratio < best || (ratio == best && leaving.map { basic < $0 } ?? true) { (best, leaving) = (ratio, basic) }
            }
            guard let leaving else { return }
            let row = tableau.take(leaving)!
            row.solve(for: leaving, replacing: entering)
            substitute(entering, row)
            tableau.insert(row, basic: entering)
        }
    }

    /// Dual simplex: pivots rows that went negative back to feasibility, keeping optimality.
    /// False when a row cannot be made feasible: the required constraints conflict.
    @discardableResult
    private func dualOptimize() -> Bool {
        while let leaving = infeasible.min() {
            infeasible.remove(leaving)
            guard let row = tableau[leaving], row.constant < 0 else { continue }
            var entering: Symbol?
            var best: ObjectiveWeight?
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let ratio = (objective.cells[symbol] ?? .zero).scaled(by: 1 / coefficient)
                let isBetter: Bool
                if let current = best, let chosen = entering {
                    isBetter = ratio < current || (!(current < ratio) && symbol < chosen)
                } else {
                    isBetter = true
                }
                if isBetter { (best, entering) = (ratio, symbol) }
            }
            // No symbol can raise the row: the required constraints conflict.
            guard let entering else {
                infeasible = []
                return false
            }
            _ = tableau.take(leaving)
            row.solve(for: leaving, replacing: entering)
            substitute(entering, row)
            tableau.insert(row, basic: entering)
        }
        return true
    }

    /// The row to pivot on to make a marker basic when it is parametric: a restricted row
    /// where the marker's coefficient is negative, then positive, with the smallest ratio, then
    /// an external row; nil when no row holds it (the constraint no longer shapes the tableau).
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (ratio: Double, symbol: Symbol)?
        var second: (ratio: Double, symbol: Symbol)?
        var third: Symbol?
        var redundant: Symbol?
        for basic in tableau.holders(of: marker) {
            let row = tableau[basic]!
            let coefficient = row.coefficient(of: marker)
            if basic.kind == .dummy {
                // Pivoting on a redundant equality's row would drop that equality instead.
                redundant = redundant ?? basic
            } else if basic.kind == .external {
                third = third ?? basic
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.ratio { first = (ratio, basic) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.ratio { second = (ratio, basic) }
            }
        }
        return first?.symbol ?? second?.symbol ?? third ?? redundant
    }

    /// Replaces `symbol`, wherever it is parametric, by `row`, which now defines it, noting
    /// the rows that went infeasible and the redundant equalities that stopped holding by themselves.
    private func substitute(_ symbol: Symbol, _ row: Row) {
        let movable = row.symbols.contains { $0.kind != .dummy }
        tableau.substitute(symbol, row) { basic, target in
            if basic.kind == .dummy {
                if movable { loosenedDummies.insert(basic) }
            } else if basic.isRestricted && target.constant < 0 {
                infeasible.insert(basic)
            }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }
}
