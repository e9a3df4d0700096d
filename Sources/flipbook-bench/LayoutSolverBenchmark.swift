import Dispatch
import FlipbookConstraintSolver
import Foundation

/// Auto Layout's solver on a screen-sized problem: a table of 1 000 rows, each row's left, top,
/// width and height pinned by four required constraints (top to the previous row's bottom), 4 000
/// constraints in all, solved from scratch, then re-solved after the first row's top constant
/// moves (every row below follows). The baseline is kiwisolver, the Cassowary implementation in
/// C++ that Python's layout libraries use, given the same system in the same run; its constants
/// cannot change in place, so its re-solve removes and adds the constraint, as its users do.
enum LayoutSolverBenchmark {
    struct Result {
        let constraints: Int
        let fromScratch: Double
        let kiwiFromScratch: Double?
        let constantChange: Double
        let kiwiConstantChange: Double?
    }

    static let rows = 1000

    /// The system: variables 4·i … 4·i + 3 are row i's left, top, width, height; each constraint
    /// is Σ coefficient·variable + constant = 0.
    static func system() -> [(terms: [(Int, Double)], constant: Double)] {
        var constraints: [(terms: [(Int, Double)], constant: Double)] = []
        for row in 0..<rows {
            let (left, top, width, height) = (4 * row, 4 * row + 1, 4 * row + 2, 4 * row + 3)
            constraints.append(([(left, 1)], 0))                     // left = 0
            constraints.append(([(width, 1)], -375))                 // width = 375
            constraints.append(([(height, 1)], -Double(44 + row % 3 * 12)))  // height = 44, 56 or 68
            if row == 0 {
                constraints.append(([(top, 1)], 0))                  // top = 0
            } else {
                constraints.append(([(top, 1), (top - 4, -1), (height - 4, -1)], 0))  // top = previous top + previous height
            }
        }
        return constraints
    }

    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func run() -> Result {
        let system = system()
        var scratchTimes: [Double] = []
        var changeTimes: [Double] = []
        for _ in 0..<5 {
            let variables = (0..<4 * rows).map { Variable("v\($0)") }
            let constraints = system.map { spec in
                Constraint(LinearExpression(spec.terms.map { (variables[$0.0], $0.1) }, constant: spec.constant), .equal, LinearExpression())
            }
            let solver = Solver()
            scratchTimes.append(seconds {
                for constraint in constraints { try? solver.add(constraint) }
                solver.updateVariables()
            })
            // The first row's top moves down 10 points and back, 20 times.
            let firstTop = constraints[3]
            for step in 0..<20 {
                changeTimes.append(seconds {
                    try? solver.setConstant(step % 2 == 0 ? -10 : 0, of: firstTop)
                    solver.updateVariables()
                })
            }
        }
        let kiwi = kiwiTimes(system)
        return Result(constraints: system.count, fromScratch: median(scratchTimes), kiwiFromScratch: kiwi?.fromScratch,
                      constantChange: median(changeTimes), kiwiConstantChange: kiwi?.constantChange)
    }

    /// kiwisolver on the same system, timed inside Python (medians of the same repeats).
    static func kiwiTimes(_ system: [(terms: [(Int, Double)], constant: Double)]) -> (fromScratch: Double, constantChange: Double)? {
        let specs = system.map { ["terms": $0.terms.map { [Double($0.0), $0.1] }, "constant": [$0.constant]] }
        guard let json = try? JSONSerialization.data(withJSONObject: ["variables": 4 * rows, "constraints": specs]) else { return nil }
        let script = """
        import json, sys, time, statistics, kiwisolver as kiwi
        system = json.load(sys.stdin)
        scratch, change = [], []
        for _ in range(5):
            variables = [kiwi.Variable(f"v{i}") for i in range(system["variables"])]
            def make(spec, constant):
                return (sum((variables[int(i)] * c for i, c in spec["terms"]), 0.0) + constant == 0) | "required"
            constraints = [make(spec, spec["constant"][0]) for spec in system["constraints"]]
            solver = kiwi.Solver()
            start = time.perf_counter()
            for constraint in constraints:
                solver.addConstraint(constraint)
            solver.updateVariables()
            scratch.append(time.perf_counter() - start)
            current = constraints[3]
            for step in range(20):
                replacement = make(system["constraints"][3], -10.0 if step % 2 == 0 else 0.0)
                start = time.perf_counter()
                solver.removeConstraint(current)
                solver.addConstraint(replacement)
                solver.updateVariables()
                change.append(time.perf_counter() - start)
                current = replacement
        print(statistics.median(scratch), statistics.median(change))
        """
        let request = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-layout-\(getpid()).json")
        guard (try? json.write(to: request)) != nil, let input = try? FileHandle(forReadingFrom: request) else { return nil }
        defer { try? FileManager.default.removeItem(at: request) }
        guard let printed = pythonOutput(["-c", script], input: input) else { return nil }
        let numbers = printed.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard numbers.count == 2 else { return nil }
        return (numbers[0], numbers[1])
    }

    static func printTable(_ result: Result) {
        func milliseconds(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
        let scratchGoal = result.kiwiFromScratch.map { kiwi in
            String(format: "%.2f× %@", kiwi / result.fromScratch, kiwi / result.fromScratch >= 1 ? "MET" : "MISSED")
        } ?? "kiwisolver missing (pip install kiwisolver)"
        let changeGoal = String(format: "%@", result.constantChange < 0.001 ? "MET" : "MISSED")
        printMarkdownTable(
            ["Auto Layout solver, \(rows) table rows, \(result.constraints) constraints", "Flipbook", "kiwisolver", "goal", "verdict"],
            [["solve from scratch", milliseconds(result.fromScratch), result.kiwiFromScratch.map(milliseconds) ?? "–",
              "≥ 1× kiwisolver's speed", scratchGoal],
             ["the first row's top constant moved, re-solved", milliseconds(result.constantChange),
              result.kiwiConstantChange.map(milliseconds) ?? "–", "< 1 ms", changeGoal]])
    }
}
