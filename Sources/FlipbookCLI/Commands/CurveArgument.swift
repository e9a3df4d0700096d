import FlipbookScene
import FlipbookTiming

/// The CURVE argument of `flipbook curve`: a named or custom timing function, or a spring.
enum CurveArgument: Equatable {
    /// A timing function; X is progress in [0, 1], extrapolated outside it.
    case timing(TimingFunction)
    /// A spring; X is seconds and the result is the spring's progress.
    case spring(Spring)

    /// The accepted spellings, for error messages and help.
    static let forms = "a curve name (\(TimingFunction.named.map(\.name).joined(separator: ", "))), "
        + "four numbers x1,y1,x2,y2, steps:N[,start|end|none|both] or spring:mass,stiffness,damping,velocity"

    /// Parses a CURVE word, or fails with a message naming what was expected.
    static func parse(_ text: String) throws(CommandFailure) -> CurveArgument {
        if let named = TimingFunction(named: text) { return .timing(named) }
        if text.hasPrefix("spring:") { return try parseSpring(String(text.dropFirst("spring:".count)), text) }
        if text.hasPrefix("steps:") { return try parseSteps(String(text.dropFirst("steps:".count)), text) }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        if parts.count == 4 {
            let numbers = try parts.map { (part) throws(CommandFailure) -> Double in
                try NumberParsing.finite(String(part), what: "curve '\(text)'")
            }
            guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
                throw .badInput("curve '\(text)': x1 and x2 must lie in [0, 1] so the curve is a function of time")
            }
            return .timing(.cubicBezier(CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])))
        }
        let names = TimingFunction.named.map(\.name)
        throw .badInput("unknown curve '\(text)'" + Suggestions.didYouMean(text, among: names)
            + "\nexpected " + forms)
    }

    private static func parseSpring(_ body: String, _ text: String) throws(CommandFailure) -> CurveArgument {
        let parts = body.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else {
            throw .badInput("curve '\(text)': expected spring:mass,stiffness,damping,velocity (4 numbers), found \(parts.count)")
        }
        let numbers = try parts.map { (part) throws(CommandFailure) -> Double in
            try NumberParsing.finite(String(part), what: "curve '\(text)'")
        }
        guard numbers[0] > 0, numbers[1] > 0, numbers[2] >= 0 else {
            throw .badInput("curve '\(text)': mass and stiffness must be > 0 and damping ≥ 0")
        }
        return .spring(Spring(mass: numbers[0], stiffness: numbers[1], damping: numbers[2],
                              initialVelocity: numbers[3], allowsOverdamping: true))
    }

    private static func parseSteps(_ body: String, _ text: String) throws(CommandFailure) -> CurveArgument {
        let parts = body.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), let count = Int(parts[0]), count >= 1 else {
            throw .badInput("curve '\(text)': expected steps:N[,start|end|none|both] with a whole N ≥ 1")
        }
        var position = StepPosition.jumpEnd
        if parts.count == 2 {
            guard let given = StepPosition(rawValue: parts[1]) else {
                throw .badInput("curve '\(text)': unknown step position '\(parts[1])'; expected start, end, none or both")
            }
            position = given
        }
        if position == .jumpNone && count < 2 {
            throw .badInput("curve '\(text)': steps with position none need N ≥ 2")
        }
        return .timing(.steps(count: count, position: position))
    }

    /// y at x: eased progress, or spring progress at x seconds.
    func value(at x: Double) -> Double {
        switch self {
        case .timing(let function): return function.value(at: x)
        case .spring(let spring): return spring.progress(at: x)
        }
    }
}
