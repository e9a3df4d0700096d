import FlipbookScene
import FlipbookTiming

/// `flipbook curves`: a table of the named Core Animation curves (the demo before rendering lands).
public enum CurvesCommand: Command {
    public static let spec = CommandSpec(
        name: "curves",
        abstract: "Print a table of the named timing curves and their values.",
        options: [
            .value("at", "x,…", help: "Progress points for the columns (default 0.1,0.25,0.5,0.75,0.9)."),
        ],
        discussion: """
            Columns: the Core Animation name, its control points and the eased value at each point.
            UIView.animate uses easeInEaseOut; implicit layer animations use default; explicit
            CABasicAnimations without a timing function are linear.

            EXAMPLES:
              flipbook curves --at 0.25,0.5      every named curve at a quarter and halfway
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        guard arguments.positionals.isEmpty else {
            throw .usage("unexpected argument '\(arguments.positionals[0])'")
        }
        var points = [0.1, 0.25, 0.5, 0.75, 0.9]
        if let lists = arguments.values["at"] {
            points = []
            for list in lists { points += try NumberParsing.list(list, what: "--at") }
        }
        var rows = [["curve", "control points"] + points.map { "x=\(format($0))" }]
        for (name, function) in TimingFunction.named {
            guard case .cubicBezier(let bezier) = function else { continue }
            let controls = [bezier.x1, bezier.y1, bezier.x2, bezier.y2].map(format).joined(separator: ",")
            rows.append([name, controls] + points.map { DecimalText.sixDecimals(function($0)) })
        }
        console.output(table(rows))
        return .success
    }

    /// Shortest decimal spelling (0.42, not 0.420000).
    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Left-aligned columns separated by two spaces.
    private static func table(_ rows: [[String]]) -> String {
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }.joined()
        }.joined(separator: "\n") + "\n"
    }
}
