import FlipbookAnimations
import FlipbookGIF
import FlipbookPNG
import FlipbookRender
import FlipbookReview
import FlipbookScene
import Foundation

/// `flipbook compare A.json [B.json] --out ab.gif|ab.png`: two variants side by side, in step.
public enum CompareCommand: Command {
    public static let spec = CommandSpec(
        name: "compare",
        abstract: "Show two scenes, or one scene with two sets of parameters, side by side and in step.",
        arguments: [ArgumentSpec("a.json", help: "Scene A (or a Lottie file)."), ArgumentSpec("b.json", help: "Scene B or a Lottie file (default: A again, with --set-b).", isOptional: true)],
        options: [
            .value("out", "ab.gif|ab.png", required: true, help: "A GIF animates both in step; a PNG shows them at instants, a row each."),
            .value("set-a", "name=value", repeatable: true, help: "Override a parameter of A only. Repeatable."),
            .value("set-b", "name=value", repeatable: true, help: "Override a parameter of B only. Repeatable."),
            .value("set", "name=value", repeatable: true, help: "Override a parameter of both. Repeatable."),
            .value("fps", "n", help: "GIF frame rate (default 30, at most 50)."),
        ] + Pictures.instantOptions + [
            .value("scale", "s", help: "Pixels per point (default 1)."),
            .flag("quiet", short: "q", help: "Print nothing on success (no warnings)."),
        ],
        groups: [Pictures.instantGroup],
        discussion: """
            Each side is labelled with its file and overrides. The GIF runs to the longer
            scene's end; the shorter one holds its last frame. For a PNG, the instants are the
            key instants of both (or --at / --every).

            EXAMPLES:
              flipbook compare Assets/scenes/gauge.json --set-b leg=0.8 --out legs.gif
              flipbook compare Assets/scenes/tip-label.json Assets/scenes/new-status-banner.json --out ab.png
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        let paths = arguments.positionals
        guard (1...2).contains(paths.count) else { throw .usage("expected one or two scene files, found \(paths.count)") }
        guard let out = arguments.value("out") else { throw .usage("missing --out <ab.gif|ab.png>") }
        guard out.hasSuffix(".gif") || out.hasSuffix(".png") else { throw .usage("--out: expected a .gif or .png file, found '\(out)'") }
        let shared = try SceneLoading.overrides(arguments)
        var columns: [FrameGrid.Column] = []
        for (side, path) in [("a", paths[0]), ("b", paths.count == 2 ? paths[1] : paths[0])] {
            let own = try SceneLoading.overrides(arguments, option: "set-\(side)")
            let timeline = try SceneLoading.timeline(path: path, overrides: shared + own)
            let label = "\(side.uppercased()): " + ([URL(fileURLWithPath: path).lastPathComponent] + own.map { "\($0.name)=\($0.value)" })
                .joined(separator: " ")
            columns.append(FrameGrid.Column(label: label, timeline: timeline))
        }
        let scale = try Pictures.scale(arguments, default: 1)
        let fonts = try Pictures.fonts()
        let grid = FrameGrid(columns: columns, scale: scale, fonts: fonts)
        let title = columns.map(\.label).joined(separator: "   vs   ")
        if out.hasSuffix(".png") {
            let times = try instants(arguments, columns.map(\.timeline))
            try Pictures.write(to: out) { try grid.render(times: times, title: title) }
            return .success
        }
        let fps = try Pictures.count(arguments, "fps", default: 30, range: 1...50)
        let duration = columns.map(\.timeline.duration).max() ?? 0
        let times = FrameSchedule.times(from: 0, to: duration, fps: fps)
        try CommandFiles.prepareOutput(out)
        let sketch = try Pictures.rendering {
            try Sketch(width: grid.frameSize.width, height: grid.frameSize.height, scale: scale, fonts: fonts)
        }
        let progress = Pictures.progress("compare", "\(columns[0].timeline.name)", quiet: arguments.flag("quiet"), console: console)
        var drawn = 0
        let end = (times.last ?? 0) + 1 / Double(fps)
        // The encoder asks for a sample of the frames for its palette, then every frame.
        let requests = GIFEncoder.frameRequests(startTimes: times, end: end, options: AnimationOptions().gif).count
        try AnimationOutput.write(.gif, frameCount: times.count, frame: { index in
            if Interruption.isRequested { throw CommandFailure(.interrupted, InterruptedError().description) }
            drawn += 1
            progress?(drawn, requests)
            return try Pictures.rendering { try grid.frame(at: times[index], on: sketch) }
        }, startTimes: times, end: end, options: AnimationOptions(), to: out, console: console,
        quiet: arguments.flag("quiet"))
        Pictures.endProgress(progress, console: console)
        return .success
    }

    /// --at / --every as given, or the key instants of both variants together.
    private static func instants(_ arguments: ParsedArguments, _ timelines: [Timeline]) throws(CommandFailure) -> [Double] {
        let longest = timelines.max { $0.duration < $1.duration }!
        if arguments.value("at") != nil || arguments.value("every") != nil {
            return try Pictures.instants(arguments, timeline: longest)
        }
        var times: [Double] = []
        for timeline in timelines { times += try Pictures.instants(arguments, timeline: timeline) }
        return FrameSchedule.distinct(times, tolerance: 1e-6)
    }
}
