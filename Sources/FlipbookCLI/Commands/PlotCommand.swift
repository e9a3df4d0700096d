import FlipbookRender
import FlipbookReview
import FlipbookScene
import Foundation

/// `flipbook plot SCENE --keys ID.KEYPATH[,…] --out plot.png`: values over time, drawn.
public enum PlotCommand: Command {
    public static let spec = CommandSpec(
        name: "plot",
        abstract: "Plot layer values over time, like a graph editor: a line per key, dots at frames, marks at events.",
        arguments: [ArgumentSpec("scene", help: "A scene file (JSON, \"flipbook\": 1), or a Lottie file (.json or .lottie).")],
        options: [
            .value("keys", "id.keyPath[,…]", repeatable: true, help: "Layer values to plot, e.g. needle.transform.rotation.z (default: every "
                + "animated one, up to six). Repeatable."),
            .value("out", "path", help: "The PNG to write (default Output/<scene>-plot.png)."),
            .value("fps", "n", help: "Frame rate of the dots (default 30): where frames sample the lines."),
            .value("scale", "s", help: "Pixels per point (default 2)."),
            .value("set", "name=value", repeatable: true, help: "Override a scene parameter. Repeatable."),
            .flag("quiet", short: "q", help: "Accepted for symmetry; plot prints nothing on success."),
        ],
        discussion: """
            Each key's numeric parts that change become lines (a point's x and y, a transform's
            rotation), in the unit they read in: angles in degrees, lengths in points, opacity,
            scale and colour channels plain. Keys of different units get panels of their own
            over the same time axis. Dashed marks show completions, state changes and steps.

            EXAMPLES:
              flipbook plot Assets/scenes/gauge.json --keys needle.transform.rotation.z --out gauge-plot.png
              flipbook plot Assets/scenes/pull-to-refresh.json --keys scroll.bounds.origin.y,icon.opacity
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        let path = try arguments.onlyPositional(named: "scene")
        let timeline = try SceneLoading.timeline(path: path, arguments: arguments)
        let keys = try ValuesCommand.keys(arguments, timeline: timeline, defaultKeys: Array(timeline.animatedKeyPaths.prefix(6)))
        let fps = try Pictures.count(arguments, "fps", default: 30, range: 1...240)
        let scale = try Pictures.scale(arguments, default: 2)
        let fonts = try Pictures.fonts()
        let series = keys.flatMap { PlotSeries.series(of: timeline, layer: $0.layer, keyPath: $0.keyPath, name: $0.text, fps: fps) }
        guard !series.isEmpty else {
            throw .badInput("--keys: \(keys.map(\.text).joined(separator: ", ")) hold text, not numbers; plot draws numbers")
        }
        let out = arguments.value("out") ?? "Output/\(timeline.name)-plot.png"
        try Pictures.write(to: out) {
            try ValuePlot.render(series, timeline: timeline, title: "\(timeline.name) — dots at \(fps) fps", scale: scale, fonts: fonts)
        }
        return .success
    }
}
