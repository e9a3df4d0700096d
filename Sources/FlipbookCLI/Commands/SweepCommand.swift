import FlipbookRender
import FlipbookReview
import FlipbookScene
import Foundation

/// `flipbook sweep SCENE --set NAME=V1,V2,… --out grid.png`: a grid over a scene parameter.
public enum SweepCommand: Command {
    public static let spec = CommandSpec(
        name: "sweep",
        abstract: "Render a grid over a scene parameter: a column per value, a row per instant.",
        arguments: [ArgumentSpec("scene", help: "A scene file (JSON, \"flipbook\": 1).")],
        options: [
            .value("set", "name=v1,v2,…", required: true, repeatable: true, help: "The parameter to sweep (a comma list); other --set values apply to every column."),
        ] + Pictures.instantOptions + [
            .value("out", "path", help: "The PNG to write (default Output/<scene>-sweep-<name>.png)."),
            .value("scale", "s", help: "Pixels per point (default 1)."),
            .flag("quiet", short: "q", help: "Accepted for symmetry; sweep prints nothing on success."),
        ],
        groups: [Pictures.instantGroup],
        discussion: """
            For gesture-driven UI a timeline alone cannot show: how far a drag goes, how hard a
            swing is. Without --at or --every, the rows are the key instants of the first value.

            EXAMPLES:
              flipbook sweep Assets/scenes/pull-to-refresh.json --set drag=0,0.25,0.5,0.8,1,1.4 --at 1.0,2.0
              flipbook sweep Assets/scenes/gauge.json --set amplitude=pi/6,pi/3,pi/2 --at 0.4,0.8
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        let path = try arguments.onlyPositional(named: "scene")
        let overrides = try SceneLoading.overrides(arguments)
        let swept = overrides.filter { $0.value.contains(",") }
        guard swept.count == 1, let parameter = swept.first else {
            throw .usage(swept.isEmpty ? "missing --set <name=v1,v2,…>: a parameter with a comma list of values to sweep"
                                       : "sweep one parameter at a time; found lists for \(swept.map(\.name).joined(separator: ", "))")
        }
        let values = parameter.value.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard !values.contains(where: \.isEmpty), values.count <= 24 else {
            throw .badInput("--set \(parameter.name): expected 1 to 24 comma-separated values, found '\(parameter.value)'")
        }
        let fixed = overrides.filter { $0.name != parameter.name }
        let columns = try values.map { value throws(CommandFailure) in
            FrameGrid.Column(label: "\(parameter.name) = \(value)",
                             timeline: try SceneLoading.timeline(path: path, overrides: fixed + [(parameter.name, value)]))
        }
        let times = try Pictures.instants(arguments, timeline: columns[0].timeline, limit: 40)
        let scale = try Pictures.scale(arguments, default: 1)
        let fonts = try Pictures.fonts()
        let name = columns[0].timeline.name
        let out = arguments.value("out") ?? "Output/\(name)-sweep-\(parameter.name).png"
        try Pictures.write(to: out) {
            try FrameGrid(columns: columns, scale: scale, fonts: fonts)
                .render(times: times, title: "\(name) — \(parameter.name) = \(values.joined(separator: ", "))")
        }
        return .success
    }
}
