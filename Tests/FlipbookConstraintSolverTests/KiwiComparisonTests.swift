import Foundation
import Testing
@testable import FlipbookConstraintSolver

/// Generated systems solved by FlipbookConstraintSolver step by step (constraints added,
/// removed and their constants changed in place) and, after each step, by kiwisolver (PyPI's
/// Cassowary implementation, `Tests/scripts/kiwi_solve.py`) from scratch. Where the optimum is not unique the two may pick different optimal
/// points, so what must agree is what Cassowary promises: every required constraint holds, and
/// each priority level's total error is the same.
@Suite("Constraint solver against kiwisolver")
struct KiwiComparisonTests {
    static let levels: [Double] = [1000, 750, 500, 250]

    struct Spec: Codable {
        var terms: [[Double]]
        var constant: Double
        var relation: String
        var level: Double
    }

    struct System: Codable {
        var variables: Int
        var constraints: [Spec]
        var steps: [[[String: Operation]]]
        /// Per step, the operations FlipbookConstraintSolver refused as unsatisfiable: kiwi
        /// confirms each is, and leaves it out as the solver did.
        var refused: [[Int]] = []
    }

    /// `{"add": i}`, `{"remove": i}` or `{"constant": [i, k]}`.
    enum Operation: Codable {
        case index(Int)
        case constant([Double])
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let index = try? container.decode(Int.self) { self = .index(index) } else { self = .constant(try container.decode([Double].self)) }
        }
        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .index(let index): try container.encode(index)
            case .constant(let pair): try container.encode(pair)
            }
        }
    }

    /// A small deterministic generator (SplitMix64), so every run checks the same systems.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
    }

    /// Required constraints hold at a hidden witness point, so the required set is always
    /// satisfiable; optional ones pull anywhere, at random levels.
    static func system(_ generator: inout Generator) -> System {
        let count = generator.int(3...10)
        let witness = (0..<count).map { _ in Double(generator.int(-200...200)) }
        var constraints: [Spec] = [Spec(terms: [[0, 1]], constant: -witness[0], relation: "eq", level: 1000)]
        for index in 1..<count {
            let other = generator.int(0...index - 1)
            let factor = generator.pick([1.0, 0.5, 2.0, -1.0])
            // index = factor·other + c, required, or pulled there at an optional level.
            let level = generator.pick([1000.0, 1000, 750, 500, 250])
            let constant = level == 1000 ? -(witness[index] - factor * witness[other]) : Double(generator.int(-100...100))
            constraints.append(Spec(terms: [[Double(index), 1], [Double(other), -factor]], constant: constant, relation: "eq", level: level))
        }
        for _ in 0..<generator.int(2...12) {
            let a = generator.int(0...count - 1), b = generator.int(0...count - 1)
            let relation = generator.pick(["le", "ge", "eq"])
            let level = generator.pick([1000.0, 750, 500, 250, 250])
            var terms = [[Double(a), 1.0]]
            if a != b { terms.append([Double(b), -1]) }
            let atWitness = witness[a] - (a != b ? witness[b] : 0)
            var constant = -atWitness + Double(generator.int(-50...50))
            if level == 1000 {
                // Required: slack on the right side at the witness (equalities exact).
                switch relation {
                case "le": constant = -atWitness - Double(generator.int(0...30))
                case "ge": constant = -atWitness + Double(generator.int(0...30))
                default: constant = -atWitness
                }
            }
            constraints.append(Spec(terms: terms, constant: constant, relation: relation, level: level))
        }
        var steps: [[[String: Operation]]] = [constraints.indices.map { ["add": .index($0)] }]
        var active = Set(constraints.indices)
        for _ in 0..<3 {
            var step: [[String: Operation]] = []
            let index = generator.int(0...constraints.count - 1)
            if active.contains(index), generator.int(0...2) == 0 {
                step.append(["remove": .index(index)])
                active.remove(index)
            } else if active.contains(index) {
                // Optional constants anywhere; required ones moved a little (some of these
                // contradict another required constraint, and must be refused).
                let constant = constraints[index].level < 1000 ? Double(generator.int(-150...150))
                    : constraints[index].constant + Double(generator.int(-40...40))
                step.append(["constant": .constant([Double(index), constant])])
            } else if !active.contains(index), constraints[index].level < 1000 {
                // (A removed required constraint is not added back: after the constant changes
                // it could conflict, and a refused add would leave the step lists out of step.)
                step.append(["add": .index(index)])
                active.insert(index)
            }
            steps.append(step)
        }
        return System(variables: count, constraints: constraints, steps: steps)
    }

    /// Each level's total error at `values`, and whether the required constraints hold.
    static func errors(of system: System, active: Set<Int>, constants: [Int: Double], at values: [Double]) -> (holds: Bool, byLevel: [Double: Double]) {
        var holds = true
        var byLevel: [Double: Double] = [:]
        for index in active.sorted() {
            let spec = system.constraints[index]
            let value = spec.terms.reduce(constants[index] ?? spec.constant) { $0 + values[Int($1[0])] * $1[1] }
            let error = switch spec.relation {
            case "le": max(0, value)
            case "ge": max(0, -value)
            default: abs(value)
            }
            if spec.level >= 1000 { holds = holds && error < 1e-6 } else { byLevel[spec.level, default: 0] += error }
        }
        return (holds, byLevel)
    }

    @Test("400 generated systems: required constraints hold and each level's error matches kiwisolver's, after every step")
    func againstKiwi() throws {
        guard (try? runPython(["-c", "import kiwisolver"]))?.status == 0 else {
            Issue.record("kiwisolver is not importable: `make test` installs it (pip install kiwisolver)")
            return
        }
        var generator = Generator(state: 20261204)
        var systems = (0..<400).map { _ in Self.system(&generator) }
        // FlipbookConstraintSolver first, step by step; what it refuses, kiwi must confirm.
        var ours: [[(values: [Double], active: Set<Int>, constants: [Int: Double])]] = []
        for number in systems.indices {
            let system = systems[number]
            let variables = (0..<system.variables).map { Variable("v\($0)") }
            let constraints = system.constraints.map { spec in
                Constraint(LinearExpression(spec.terms.map { (variables[Int($0[0])], $0[1]) }, constant: spec.constant), relation(spec.relation),
                           LinearExpression(), strength: Strength(spec.level))
            }
            let solver = Solver()
            var active = Set<Int>(), constants: [Int: Double] = [:]
            var results: [(values: [Double], active: Set<Int>, constants: [Int: Double])] = []
            for step in system.steps {
                var refused: [Int] = []
                for (position, operation) in step.enumerated() {
                    do {
                        switch (operation.first?.key, operation.first?.value) {
                        case ("add", .index(let index)?):
                            try solver.add(constraints[index])
                            active.insert(index)
                        case ("remove", .index(let index)?):
                            try solver.remove(constraints[index])
                            active.remove(index)
                        case ("constant", .constant(let pair)?):
                            try solver.setConstant(pair[1], of: constraints[Int(pair[0])])
                            constants[Int(pair[0])] = pair[1]
                        default:
                            Issue.record("unknown operation \(operation)")
                        }
                    } catch {
                        guard case .unsatisfiable = error else { throw error }
                        refused.append(position)
                    }
                }
                systems[number].refused.append(refused)
                solver.updateVariables()
                results.append((variables.map(\.value), active, constants))
            }
            ours.append(results)
        }

        let request = try JSONEncoder().encode(["systems": systems])
        let result = try runPython([script("kiwi_solve.py")], input: request)
        try #require(result.status == 0, "\(result.output)")
        let reply = try JSONDecoder().decode(KiwiReply.self, from: Data(result.output.utf8))
        try #require(reply.solutions.count == systems.count)

        var steps = 0, identical = 0, refusals = 0
        for (number, system) in systems.enumerated() {
            for (stepIndex, step) in ours[number].enumerated() {
                let theirs = reply.solutions[number][stepIndex]
                let (oursHold, oursErrors) = Self.errors(of: system, active: step.active, constants: step.constants, at: step.values)
                let (theirsHold, theirsErrors) = Self.errors(of: system, active: step.active, constants: step.constants, at: theirs)
                #expect(oursHold && theirsHold, "system \(number) step \(stepIndex): required constraints")
                for level in Self.levels.dropFirst() {
                    let (a, b) = (oursErrors[level] ?? 0, theirsErrors[level] ?? 0)
                    #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "system \(number) step \(stepIndex): level \(level) error \(a), kiwi \(b)")
                }
                steps += 1
                if zip(step.values, theirs).allSatisfy({ abs($0 - $1) < 1e-6 }) { identical += 1 }
            }
            for confirmed in reply.refusalsConfirmed[number] {
                refusals += 1
                #expect(confirmed, "system \(number): a refusal kiwi could satisfy")
            }
        }
        #expect(refusals > 0, "some required constant changes conflict, and are refused")
        // Most optima are unique; where they are not, the two break ties differently.
        #expect(identical * 10 >= steps * 8, "\(identical) of \(steps) solutions identical")
    }

    struct KiwiReply: Decodable {
        let solutions: [[[Double]]]
        let refusalsConfirmed: [[Bool]]
        enum CodingKeys: String, CodingKey {
            case solutions
            case refusalsConfirmed = "refusals_confirmed"
        }
    }

    func relation(_ name: String) -> Relation {
        switch name {
        case "le": .lessThanOrEqual
        case "ge": .greaterThanOrEqual
        default: .equal
        }
    }

    func script(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/\(name)").path
    }

    /// Runs python3; the request goes through a file, so the reply can be read to its end at once.
    func runPython(_ arguments: [String], input: Data = Data()) throws -> (status: Int32, output: String) {
        let request = FileManager.default.temporaryDirectory.appendingPathComponent("kiwi-request-\(UUID().uuidString).json")
        try input.write(to: request)
        defer { try? FileManager.default.removeItem(at: request) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.standardInput = try FileHandle(forReadingFrom: request)
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
