import FlipbookRender
import FlipbookReview
import FlipbookScene
import Foundation

/// `flipbook review SCENE --out DIR`: a static HTML page to review a scene in a browser.
public enum ReviewCommand: Command {
    public static let spec = CommandSpec(
        name: "review",
        abstract: "Write a static HTML review page: frames with a scrubber and play/pause, the plot, the sheet, the events.",
        arguments: [ArgumentSpec("scene", help: "A scene file (JSON, \"flipbook\": 1), or a Lottie file (.json or .lottie).")],
        options: [
            .value("out", "dir", help: "The folder to write (default Output/<scene>-review/): index.html, frames/, plot.png, sheet.png."),
            .value("fps", "n", help: "Frames per second of the scrubber and of playback (default 30)."),
            .value("scale", "s", help: "Pixels per point of the frames (default 1; 2 for sharp frames on a Retina screen)."),
            .value("keys", "id.keyPath[,…]", repeatable: true, help: "Values to plot (default: every animated one, up to six). Repeatable."),
            .value("threads", "n", help: "Draw frames on n threads (default: every core)."),
            .value("set", "name=value", repeatable: true, help: "Override a scene parameter. Repeatable."),
            .flag("quiet", short: "q", help: "Print nothing on success (no warnings)."),
        ],
        discussion: """
            Open index.html from disk: no server and no network are needed, and nothing is
            loaded from elsewhere. Drag the scrubber, press space to play or pause at the
            scene's frame rate, use the arrow keys to step, or click an event to jump to it. The
            time is kept in the address (index.html#t=1.25), so a link shows the same frame.

            EXAMPLE:
              flipbook review Assets/scenes/pull-to-refresh.json --out Output/pull-to-refresh-review
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        let path = try arguments.onlyPositional(named: "scene")
        let timeline = try SceneLoading.timeline(path: path, arguments: arguments)
        let fps = try Pictures.count(arguments, "fps", default: 30, range: 1...120)
        let scale = try Pictures.scale(arguments, default: 1)
        let threads = try ThreadsArgument.parse(arguments)
        let keys = arguments.values["keys"] == nil ? [] : try ValuesCommand.keys(arguments, timeline: timeline).map(\.text)
        let frames = (timeline.duration * Double(fps)).rounded(.up) + 1
        guard frames <= 2000 else {
            throw .badInput("\(Int(frames)) frames at \(fps) fps; a review page holds at most 2000 (lower --fps)")
        }
        let fonts = try Pictures.fonts()
        let out = arguments.value("out") ?? "Output/\(timeline.name)-review"
        let progress = Pictures.progress("review", timeline.name, quiet: arguments.flag("quiet"), console: console)
        let summary = try Pictures.rendering {
            try ReviewPage.write(timeline, to: out, fps: fps, scale: scale, keys: keys, fonts: fonts, threads: threads,
                                 progress: progress)
        }
        Pictures.endProgress(progress, console: console)
        if !arguments.flag("quiet") {
            for warning in summary.warnings { console.error("flipbook review: warning: \(warning)\n") }
        }
        return .success
    }
}
