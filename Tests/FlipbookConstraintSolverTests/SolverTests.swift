import Testing
@testable import FlipbookConstraintSolver

/// Systems small enough to solve by hand, each with the answer worked out in its comment.
@Suite("Constraint solver")
struct SolverTests {
    func v(_ name: String) -> Variable { Variable(name) }
    func e(_ variable: Variable) -> LinearExpression { LinearExpression(variable) }
    func k(_ constant: Double) -> LinearExpression { LinearExpression(constant: constant) }

    @Test("Required equalities: a chain of edges (left = 10, width = 80, right = left + width)")
    func equalities() throws {
        let solver = Solver()
        let (left, width, right) = (v("left"), v("width"), v("right"))
        try solver.add(Constraint(e(left), .equal, k(10)))
        try solver.add(Constraint(e(width), .equal, k(80)))
        try solver.add(Constraint(e(right), .equal, e(left) + e(width)))
        solver.updateVariables()
        #expect((left.value, width.value, right.value) == (10, 80, 90))
    }

    @Test("An inequality binds only when it must: width ≥ 100 against a weaker width = 50")
    func inequalities() throws {
        let solver = Solver()
        let width = v("width")
        try solver.add(Constraint(e(width), .equal, k(50), strength: Strength(250)))
        solver.updateVariables()
        #expect(width.value == 50)
        let atLeast = Constraint(e(width), .greaterThanOrEqual, k(100))
        try solver.add(atLeast)
        solver.updateVariables()
        #expect(width.value == 100, "the required inequality wins; the optional equality gets as close as it can")
        try solver.remove(atLeast)
        solver.updateVariables()
        #expect(width.value == 50, "removed, the optional equality is met again")
    }

    @Test("Priorities are lexicographic: one 251 beats three 250s (a weighted sum would pick 0)")
    func lexicographicPriorities() throws {
        let solver = Solver()
        let x = v("x")
        for _ in 0..<3 { try solver.add(Constraint(e(x), .equal, k(0), strength: Strength(250))) }
        try solver.add(Constraint(e(x), .equal, k(100), strength: Strength(251)))
        solver.updateVariables()
        #expect(x.value == 100)
    }

    @Test("Within a level, the sum of errors is minimised: x = 0, x = 0 and x = 30 at one level give 0")
    func sumOfErrors() throws {
        let solver = Solver()
        let x = v("x")
        try solver.add(Constraint(e(x), .equal, k(0), strength: Strength(500)))
        try solver.add(Constraint(e(x), .equal, k(0), strength: Strength(500)))
        try solver.add(Constraint(e(x), .equal, k(30), strength: Strength(500)))
        solver.updateVariables()
        #expect(x.value == 0, "errors 0 + 0 + 30 beat 30 + 30 + 0")
    }

    @Test("A constant changed in place moves the solution as a re-solve would, both ways and past an inequality")
    func constantChanges() throws {
        let solver = Solver()
        let (top, height, bottom) = (v("top"), v("height"), v("bottom"))
        let topConstraint = Constraint(e(top), .equal, k(-50))
        try solver.add(topConstraint)
        try solver.add(Constraint(e(height), .equal, k(44)))
        try solver.add(Constraint(e(bottom), .equal, e(top) + e(height)))
        let floor = Constraint(e(bottom), .lessThanOrEqual, k(100), strength: Strength(750))
        try solver.add(floor)
        solver.updateVariables()
        #expect((top.value, bottom.value) == (-50, -6))
        try solver.setConstant(0, of: topConstraint)   // top = 0: the banner slides in
        solver.updateVariables()
        #expect((top.value, bottom.value) == (0, 44))
        try solver.setConstant(-200, of: topConstraint) // top = 200
        solver.updateVariables()
        #expect((top.value, bottom.value) == (200, 244), "the optional floor gives way to the required top")
        try solver.setConstant(0, of: floor)            // bottom ≤ 100 at 750, still optional
        solver.updateVariables()
        #expect(bottom.value == 244)
    }

    @Test("Edit variables take suggested values, and give way to required constraints")
    func editVariables() throws {
        let solver = Solver()
        let (x, y) = (v("x"), v("y"))
        try solver.add(Constraint(e(y), .equal, e(x) * 2))
        try solver.add(Constraint(e(x), .lessThanOrEqual, k(40)))
        try solver.addEditVariable(x, strength: Strength(750))
        try solver.suggestValue(25, for: x)
        solver.updateVariables()
        #expect((x.value, y.value) == (25, 50))
        try solver.suggestValue(60, for: x)
        solver.updateVariables()
        #expect((x.value, y.value) == (40, 80))
        #expect(throws: SolverError.requiredEditVariable(y)) { try solver.addEditVariable(y, strength: .required) }
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: Strength(500)) }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    @Test("An unsatisfiable required constraint is refused and the solver keeps its solution")
    func unsatisfiable() throws {
        let solver = Solver()
        let (a, b) = (v("a"), v("b"))
        try solver.add(Constraint(e(a), .equal, k(10)))
        try solver.add(Constraint(e(b), .greaterThanOrEqual, e(a) + k(5)))
        try solver.add(Constraint(e(b), .equal, k(20), strength: Strength(500)))
        let conflict = Constraint(e(b), .lessThanOrEqual, k(12))
        #expect(throws: SolverError.unsatisfiable(conflict)) { try solver.add(conflict) }
        let redundantConflict = Constraint(e(a), .equal, k(11))
        #expect(throws: SolverError.unsatisfiable(redundantConflict)) { try solver.add(redundantConflict) }
        #expect(!solver.contains(conflict) && solver.constraintCount == 3)
        solver.updateVariables()
        #expect((a.value, b.value) == (10, 20))
        // Still usable: a satisfiable bound binds.
        try solver.add(Constraint(e(b), .lessThanOrEqual, k(17)))
        solver.updateVariables()
        #expect(b.value == 17)
    }

    @Test("Bad requests are errors, never crashes: NaN, duplicates, unknown constraints")
    func badRequests() throws {
        let solver = Solver()
        let x = v("x")
        let nan = Constraint(e(x), .equal, k(.nan))
        #expect(throws: SolverError.notFinite(nan)) { try solver.add(nan) }
        let c = Constraint(e(x), .equal, k(1))
        try solver.add(c)
        #expect(throws: SolverError.duplicate(c)) { try solver.add(c) }
        #expect(throws: SolverError.notFinite(c)) { try solver.setConstant(.infinity, of: c) }
        try solver.remove(c)
        #expect(throws: SolverError.unknownConstraint(c)) { try solver.remove(c) }
    }

    @Test("A variable nothing pins is ambiguous; pinned, it is not")
    func ambiguity() throws {
        let solver = Solver()
        let (left, width) = (v("left"), v("width"))
        try solver.add(Constraint(e(width), .equal, k(80)))
        try solver.add(Constraint(e(left), .greaterThanOrEqual, k(0)))
        #expect(solver.isAmbiguous(left))
        #expect(!solver.isAmbiguous(width))
        try solver.add(Constraint(e(left), .equal, k(16)))
        #expect(!solver.isAmbiguous(left))
    }

    @Test("The same system gives the same answer whatever order its optional ties come in")
    func deterministic() throws {
        func solve(_ order: [Int]) throws -> Double {
            let solver = Solver()
            let x = Variable("x")
            let choices = [Constraint(LinearExpression(x), .equal, LinearExpression(constant: 0), strength: Strength(500)),
                           Constraint(LinearExpression(x), .equal, LinearExpression(constant: 10), strength: Strength(500))]
            for index in order { try solver.add(choices[index]) }
            solver.updateVariables()
            return x.value
        }
        // Any x in [0, 10] is optimal; the answer is fixed by the symbols' ages, not by hashing.
        let first = try solve([0, 1])
        for _ in 0..<5 { #expect(try solve([0, 1]) == first) }
    }
}
