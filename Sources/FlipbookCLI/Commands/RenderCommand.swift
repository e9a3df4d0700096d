import FlipbookAnimations
import FlipbookGIF
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming
import Foundation

/// `flipbook render SCENE`: PNG frames of a scene, or one PNG of an instant.
public enum RenderCommand: Command {
    public static let spec = CommandSpec(
        name: "render",
        abstract: "Render a scene into PNG frames, a GIF, an APNG, a WebP or a Lottie file (or one PNG with --at).",
        arguments: [ArgumentSpec("scene", help: "A scene file (JSON, \"flipbook\": 1), or a Lottie file (.json or .lottie).")],
        options: [
            .value("out", "path", help: "A folder of frames (default Output/<scene>/); a .gif, .apng, .webp or Lottie .json "
                + "file; the .png for --at; - for standard output."),
            .value("format", "png|gif|apng|webp|lottie", help: "PNG frames (default), a GIF, a lossless APNG, a WebP "
                + "(lossless unless --quality) or a Lottie document; --out's extension says it too."),
            .value("fps", "n", help: "Frames per second of output time (default 60; 50 for GIF)."),
            .value("scale", "s", help: "Pixels per point (default: the canvas's, usually 2)."),
            .value("at", "t", help: "Render one instant to a PNG (default Output/<scene>@<t>.png)."),
            .value("from", "t", help: "First scene time of a partial render (frames keep their full-render numbers)."),
            .value("to", "t", help: "Last scene time of a partial render."),
            .value("frames", "a-b", help: "Only frames a to b (full-render numbers, both included)."),
            .value("shard", "k/n", help: "Only the k-th of n contiguous slices of the frames (for a CI matrix)."),
            .value("speed", "f", help: "Scene time per output second (0.1 plays ten times slower)."),
            .value("background", "colour", help: "transparent or #RRGGBB instead of the canvas background."),
            .value("set", "name=value", repeatable: true, help: "Override a scene parameter. Repeatable."),
            .value("threads", "n", help: "Draw frames on n threads (default: every core); output is the same for any n."),
            .flag("verify-determinism", help: "Render every frame twice (forwards and backwards, two thread counts) first; "
                + "exit 1 if any differs."),
        ] + AnimationArguments.options + [
            .flag("quiet", short: "q", help: "Print nothing on success (no progress, no warnings)."),
        ],
        groups: [.oneOf(["at"], ["from", "to"], ["frames"], ["shard"])],
        discussion: """
            The output path chooses the format: a .gif, .apng or .webp file makes that animation,
            a .json file a Lottie document, a .png file (only with --at) one instant, any other
            path a folder of PNG frames.

            A Lottie document (--format lottie) holds the whole scene at --fps, in points:
            layers as vector shapes, images and outlined text, values as keyframes that keep
            the scene's timing curves; what Lottie cannot draw as vectors (perspective,
            gradients, shadows, masks, replicators, transitions) is embedded as pictures at
            --scale, and each such layer is named in a warning.
            --format and an extension that disagree are an error. --out - writes the one file
            (an animation, or the PNG of --at) to standard output; messages stay on stderr.

            A sequence writes frame-00000.png, frame-00001.png, … numbered by frame index i, where
            frame i shows scene time from + i·speed/fps, and frames.json describing them. Frames
            are drawn into a staging folder and replace the old sequence only when complete, so
            a failed or interrupted render keeps it; a second render to the same output fails at
            once (exit 3). The last frame is the true end state (the frame rule in docs/command-line.md). A
            progress line is shown on stderr when it is a terminal.

            EXAMPLES:
              flipbook render Assets/scenes/gauge.json
              flipbook render Assets/scenes/gauge.json --out gauge.webp --loop 1
              flipbook render Assets/scenes/gauge.json --at 0.2 --out gauge.png
              flipbook render Assets/scenes/gauge.json --format apng --out - > gauge.apng
              flipbook render Assets/scenes/gauge.json --out gauge.json
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        let path = try arguments.onlyPositional(named: "scene")
        let instantText = try arguments.value("at").map { (text) throws(CommandFailure) in
            DecimalText.trimmed(try NumberParsing.finite(text, what: "--at"))
        }
        // Checked before the scene is loaded: a wrong combination fails at once.
        _ = try RenderTarget.resolve(format: arguments.value("format"), out: arguments.value("out"), instantText: instantText,
                                     defaultName: "scene")
        let timeline = try SceneLoading.timeline(path: path, arguments: arguments)
        try SceneLoading.checkImages(of: timeline, path: path)
        let target = try RenderTarget.resolve(format: arguments.value("format"), out: arguments.value("out"),
                                              instantText: instantText, defaultName: timeline.name)
        var animationFormat: AnimationFormat?
        if case .animation(let format, _) = target { animationFormat = format }
        let options = try RenderArguments(arguments, timeline: timeline, defaultFPS: animationFormat == .gif ? 50 : 60)
        let fonts = try Pictures.fonts()
        let quiet = arguments.flag("quiet")
        switch target {
        case .still(let out):
            let renderer = Flipbook.renderer(for: timeline, options: options.render, fonts: fonts)
            let frame = try Pictures.rendering { try renderer.renderRGBA(timeline.presentation(at: options.instant ?? 0)) }
            if out == "-" {
                do { console.bytes(try PNGCodec.encode(frame)) } catch { throw CommandFailure(.environment, "-: \(error.message)") }
            } else {
                CommandFiles.createParentDirectory(of: out)
                try CommandFiles.writePNG(frame, to: out)
            }
            if !quiet { for warning in renderer.warnings { console.error("flipbook render: warning: \(warning)\n") } }
            return .success
        case .animation(let format, let out):
            if arguments.flag("verify-determinism") {
                try verifyDeterminism(timeline, options: options, fonts: fonts, console: console, quiet: quiet)
            }
            let progress = Pictures.progress("render", timeline.name, quiet: quiet, console: console)
            try renderAnimation(timeline, format: format, to: out, options: options, fonts: fonts, arguments: arguments,
                                console: console, quiet: quiet, progress: progress)
            return .success
        case .lottie(let out):
            try LottieOutput.write(timeline, to: out, options: options, fonts: fonts, arguments: arguments, console: console,
                                   quiet: quiet)
            return .success
        case .sequence(let folder):
            if arguments.flag("verify-determinism") {
                try verifyDeterminism(timeline, options: options, fonts: fonts, console: console, quiet: quiet)
            }
            let progress = Pictures.progress("render", timeline.name, quiet: quiet, console: console)
            let result = try Pictures.rendering {
                try Flipbook.writePNGSequence(of: timeline, to: folder, options: options.render, fonts: fonts,
                                              threads: options.threads, progress: progress)
            }
            Pictures.endProgress(progress, console: console)
            if !quiet { for warning in result.warnings { console.error("flipbook render: warning: \(warning)\n") } }
            return .success
        }
    }

    /// Renders the frames twice in two orders on two thread counts; any difference is exit 1.
    private static func verifyDeterminism(
        _ timeline: Timeline, options: RenderArguments, fonts: FontConfiguration, console: Console, quiet: Bool
    ) throws(CommandFailure) {
        let differing = try Pictures.rendering {
            try DeterminismCheck.differingFrames(of: timeline, options: options.render, fonts: fonts, threads: options.threads)
        }
        let second = options.threads == 1 ? 2 : 1
        guard differing.isEmpty else {
            let listed = differing.prefix(10).map(String.init).joined(separator: ", ") + (differing.count > 10 ? ", …" : "")
            throw CommandFailure(.difference, "not deterministic: \(differing.count) frame\(differing.count == 1 ? "" : "s") "
                + "(\(listed)) came out differently rendered forwards on \(options.threads) thread\(options.threads == 1 ? "" : "s") "
                + "and backwards on \(second); does the scene read global state or random numbers while drawing?")
        }
        if !quiet {
            console.error("flipbook render: deterministic: every frame identical forwards on \(options.threads) "
                + "thread\(options.threads == 1 ? "" : "s") and backwards on \(second)\n")
        }
    }

    /// Renders every frame, encodes them as one GIF, APNG or WebP and writes it atomically (or
    /// to standard output for `-`). Frames are drawn on demand, in the order the encoder asks:
    /// the GIF encoder a sample for its palette then every kept frame (once each with per-frame
    /// palettes), the APNG encoder every frame twice (a colour census, then the frames), the
    /// WebP encoder once; the prefetcher draws them a batch at a time on the worker threads, so
    /// memory does not grow with length.
    static func renderAnimation(
        _ timeline: Timeline, format: AnimationFormat, to out: String, options: RenderArguments, fonts: FontConfiguration,
        arguments: ParsedArguments, console: Console, quiet: Bool, progress: (@Sendable (Int, Int) -> Void)?
    ) throws(CommandFailure) {
        let animation = try AnimationArguments.parse(arguments, format: format, transparent: options.render.background == .clear)
        // One render at a time per output file (a second one fails at once, exit 3).
        var lock: OutputLock?
        if out != "-" {
            try CommandFiles.prepareOutput(out)
            do { lock = try OutputLock(for: out) } catch { throw CommandFailure(.environment, error.description) }
        }
        defer { withExtendedLifetime(lock) {} }
        var warnings: [String] = []
        try AnimationOutput.encoding(to: out) {
            warnings = try Flipbook.writeAnimation(of: timeline, as: format, to: AnimationOutput.destination(out, console: console),
                                                   options: options.render, animation: animation, fonts: fonts,
                                                   threads: options.threads, progress: progress)
        }
        Pictures.endProgress(progress, console: console)
        if !quiet { for warning in warnings { console.error("flipbook render: warning: \(warning)\n") } }
    }
}

/// `render`'s options, checked: one instant, or the options of a sequence.
struct RenderArguments {
    let render: RenderOptions
    let instant: Double?
    /// Worker threads for drawing frames (`--threads`, default every core).
    let threads: Int

    init(_ arguments: ParsedArguments, timeline: Timeline, defaultFPS: Int = 60) throws(CommandFailure) {
        func number(_ name: String) throws(CommandFailure) -> Double? {
            try arguments.value(name).map { (text) throws(CommandFailure) in try NumberParsing.finite(text, what: "--\(name)") }
        }
        let fps = try NumberParsing.whole(arguments.value("fps") ?? String(defaultFPS), what: "--fps", in: 1...240)
        let scale = try number("scale") ?? timeline.canvas.scale
        guard scale > 0, scale <= 8 else { throw .badInput("--scale: expected a number in (0, 8], found \(scale)") }
        let speed = try number("speed") ?? 1
        guard speed > 0 else { throw .badInput("--speed: expected a number > 0, found \(speed)") }
        let frames = (timeline.duration / speed * Double(fps)).rounded(.up) + 1
        let limit = SceneLimits.current.maximumFrames
        guard frames <= Double(limit) else {
            throw .badInput("\(DecimalText.trimmed(timeline.duration)) s at \(fps) fps and speed \(DecimalText.trimmed(speed)) "
                + "is \(DecimalText.trimmed(frames)) frames, more than the limit of \(limit) (raise it with FLIPBOOK_MAX_FRAMES)")
        }
        instant = try number("at")
        let from = try number("from") ?? 0
        let to = try number("to")
        if instant != nil, arguments.value("from") != nil || arguments.value("to") != nil {
            throw .usage("give --at, or --from/--to, not both")
        }
        guard from >= 0, from <= (to ?? timeline.duration), (to ?? 0) <= timeline.duration else {
            throw .badInput("--from/--to: expected 0 ≤ from ≤ to ≤ \(DecimalText.trimmed(timeline.duration)) (the scene's duration)")
        }
        let slice = try Self.slice(arguments, frameCount: RenderOptions(fps: fps, speed: speed).fullFrameCount(duration: timeline.duration))
        if slice != nil, instant != nil { throw .usage("give --at, or --frames/--shard, not both") }
        var background: Color?
        switch arguments.value("background") {
        case nil: background = nil
        case "transparent": background = .clear
        case let text?:
            let hex = text.hasPrefix("#") ? String(text.dropFirst()) : ""
            guard hex.count == 6, let bits = UInt32(hex, radix: 16) else {
                throw .badInput("--background: expected transparent or #RRGGBB, found '\(text)'")
            }
            background = Color(red8: UInt8(bits >> 16), green8: UInt8((bits >> 8) & 0xFF), blue8: UInt8(bits & 0xFF))
        }
        var render = RenderOptions(fps: fps, scale: scale, speed: speed, from: from, to: to, background: background)
        render.indices = slice
        self.render = render
        threads = try ThreadsArgument.parse(arguments)
    }

    /// `--frames a-b` or `--shard k/n` (contiguous: shard k of n takes frames
    /// ⌊(k−1)·count/n⌋ … ⌊k·count/n⌋ − 1), as full-render indices; nil for neither.
    static func slice(_ arguments: ParsedArguments, frameCount: Int) throws(CommandFailure) -> ClosedRange<Int>? {
        switch (arguments.value("frames"), arguments.value("shard")) {
        case (nil, nil):
            return nil
        case (_?, _?):
            throw .usage("give --frames or --shard, not both")
        case (let text?, nil):
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let first = Int(parts[0]), let last = Int(parts[1]), first >= 0, first <= last,
                  last < frameCount else {
                throw .badInput("--frames: expected a-b with 0 ≤ a ≤ b ≤ \(frameCount - 1) (the render has \(frameCount) frames), found '\(text)'")
            }
            return first...last
        case (nil, let text?):
            let shard = try ShardSelection.parse(flag: text)
            let first = shard.index * frameCount / shard.count
            let end = (shard.index + 1) * frameCount / shard.count
            guard end > first else {
                throw .badInput("--shard \(text): the render has only \(frameCount) frames, too few for \(shard.count) shards")
            }
            return first...(end - 1)
        }
    }
}
