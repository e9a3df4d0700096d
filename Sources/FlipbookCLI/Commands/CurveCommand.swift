import FlipbookScene
import FlipbookTiming

/// `flipbook curve CURVE --at X[,X…]`: where is my curve at 30 %?
public enum CurveCommand: Command {
    public static let spec = CommandSpec(
        name: "curve",
        abstract: "Print a timing curve's value at given points.",
        arguments: [
            ArgumentSpec("curve", help: "easeInEaseOut, default, x1,y1,x2,y2, steps:N[,pos] or spring:m,k,c,v."),
        ],
        options: [
            .value("at", "x,…", repeatable: true, help: "Points to evaluate: progress (seconds for a spring). Repeatable."),
            .value("samples", "n", help: "Evaluate n evenly spaced points over [0, 1] (a spring: to rest)."),
        ],
        groups: [.oneOf(["at"], ["samples"], required: true)],
        discussion: """
            Prints one line per point: x<TAB>y, both with six decimals. Progress outside
            [0, 1] is extrapolated with the curve's end slopes, as CSS easing does.

            EXAMPLES:
              flipbook curve easeInEaseOut --at 0.25
              flipbook curve 0.25,0.1,0.25,1 --at 0,0.5,1
              flipbook curve spring:1,100,10,0 --samples 11
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        let curve = try CurveArgument.parse(try arguments.onlyPositional(named: "curve"))
        let points = try points(from: arguments, for: curve)
        let lines = points.map { "\(DecimalText.sixDecimals($0))\t\(DecimalText.sixDecimals(curve.value(at: $0)))\n" }
        console.output(lines.joined())
        return .success
    }

    /// The X values: every `--at` list in order, or `--samples` evenly spaced ones.
    static func points(from arguments: ParsedArguments, for curve: CurveArgument) throws(CommandFailure) -> [Double] {
        let atLists = arguments.values["at"] ?? []
        let samples = arguments.value("samples")
        if !atLists.isEmpty && samples != nil {
            throw .usage("give either --at or --samples, not both")
        }
        if let samples {
            let count = try NumberParsing.whole(samples, what: "--samples", in: 2...100_000)
            var end = 1.0
            if case .spring(let spring) = curve {
                end = spring.settlingDuration.isFinite ? spring.settlingDuration : 10
            }
            return (0..<count).map { end * Double($0) / Double(count - 1) }
        }
        guard !atLists.isEmpty else { throw .usage("missing --at <x>[,<x>…] or --samples <n>") }
        var points: [Double] = []
        for list in atLists {
            points += try NumberParsing.list(list, what: "--at")
        }
        return points
    }
}
