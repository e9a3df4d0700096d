import FlipbookRender
import FlipbookReview
import FlipbookScene
import Foundation

/// `flipbook sheet SCENE --out sheet.png`: a contact sheet of frames with their times.
public enum SheetCommand: Command {
    public static let spec = CommandSpec(
        name: "sheet",
        abstract: "Draw a contact sheet: frames in a grid, each with its time and what happens at it.",
        arguments: [ArgumentSpec("scene", help: "A scene file (JSON, \"flipbook\": 1), or a Lottie file (.json or .lottie).")],
        options: [
            .value("out", "path", help: "The PNG to write (default Output/<scene>-sheet.png)."),
            .value("columns", "n", help: "Frames per row (default 4)."),
        ] + Pictures.instantOptions + [
            .value("scale", "s", help: "Pixels per point (default 1)."),
            .value("set", "name=value", repeatable: true, help: "Override a scene parameter. Repeatable."),
            .flag("quiet", short: "q", help: "Accepted for symmetry; the sheet prints nothing on success."),
        ],
        groups: [Pictures.instantGroup],
        discussion: """
            Under each frame: its time, then the events at it (a step, a state change, a
            completion, a trigger, a view hidden or removed) or, between events, the state each
            state machine is in. Frames are drawn at the sheet's scale, so they keep their pixels.

            EXAMPLES:
              flipbook sheet Assets/scenes/gauge.json --out gauge-sheet.png
              flipbook sheet Assets/scenes/tip-label.json --every 0.5 --columns 5 --out tip.png
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        let path = try arguments.onlyPositional(named: "scene")
        let timeline = try SceneLoading.timeline(path: path, arguments: arguments)
        let times = try Pictures.instants(arguments, timeline: timeline)
        let columns = try Pictures.count(arguments, "columns", default: 4, range: 1...50)
        let scale = try Pictures.scale(arguments, default: 1)
        let fonts = try Pictures.fonts()
        let out = arguments.value("out") ?? "Output/\(timeline.name)-sheet.png"
        let how = arguments.value("every").map { "every \($0) s" } ?? (arguments.value("at") != nil ? "chosen instants" : "key instants")
        try Pictures.write(to: out) {
            try ContactSheet.render(timeline, times: times, columns: columns, scale: scale,
                                    title: "\(timeline.name) — \(times.count) frames at \(how)", fonts: fonts)
        }
        return .success
    }
}
