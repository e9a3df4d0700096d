import FlipbookLottie
import FlipbookRender
import FlipbookScene
import Foundation

/// `flipbook validate SCENE…`: checks scene files without rendering, and warns about what is
/// legal but likely a mistake.
public enum ValidateCommand: Command {
    public static let spec = CommandSpec(
        name: "validate",
        abstract: "Check scene files without rendering; warn about likely mistakes.",
        arguments: [ArgumentSpec("scene", help: "Scene files to check.", isRepeating: true)],
        options: [
            .value("format", "png|gif|apng|webp|lottie", help: "The output you will render, for its warnings (a GIF above "
                + "50 fps; layers a Lottie file holds as pictures)."),
            .value("fps", "n", help: "The frame rate you will render at."),
            .flag("strict", help: "Exit 1 when there are warnings."),
            .value("set", "name=value", repeatable: true, help: "Override a scene parameter. Repeatable."),
            .flag("quiet", short: "q", help: "Print errors and warnings only."),
        ],
        discussion: """
            A scene is read and simulated as render would: the JSON, every key, value, layer id,
            key path, script and name it uses, the limits (docs/robustness.md), and the images it
            draws (present, a PNG, within the size limit). Each scene gets a line: 'ok', or its
            error on stderr naming the file, the JSON path and what was expected.
            Warnings, for legal scenes: a transform turned by exactly π (the direction is a
            tie), an animation still running when the scene ends, completions after the end
            (a completion chain that never stops), a GIF above 50 fps (browsers slow it), and,
            for --format lottie, each layer a Lottie file would hold as pictures rather than
            vectors (perspective, a mask layer, a replicator, a transition, a dash, a skew).
            Exit status: 0 every scene is valid, 1 warnings under --strict, 2 a scene is invalid.

            EXAMPLES:
              flipbook validate Assets/scenes/*.json --strict
              make-scene | flipbook validate -
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw .usage("expected at least one scene file") }
        let format = arguments.value("format") ?? "png"
        guard RenderTarget.formats.contains(format) else {
            throw .usage("--format: expected png, gif, apng, webp or lottie, found '\(format)'"
                + Suggestions.didYouMean(format, among: RenderTarget.formats))
        }
        let fps = try arguments.value("fps").map { (text) throws(CommandFailure) in
            try NumberParsing.whole(text, what: "--fps", in: 1...240)
        }
        let quiet = arguments.flag("quiet")
        var (invalid, warned) = (false, false)
        for path in arguments.positionals {
            let problems = check(path, arguments: arguments, format: format, fps: fps)
            switch problems {
            case .failure(let failure):
                invalid = true
                console.error("flipbook validate: error: \(failure.message)\n")
            case .success(let warnings):
                warned = warned || !warnings.isEmpty
                for warning in warnings { console.error("flipbook validate: warning: \(path): \(warning)\n") }
                if !quiet {
                    console.output(path + ": ok" + (warnings.isEmpty ? "" : ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")") + "\n")
                }
            }
        }
        if invalid { return .usage }
        return warned && arguments.flag("strict") ? .difference : .success
    }

    /// A scene's warnings, or the error that makes it invalid.
    static func check(_ path: String, arguments: ParsedArguments, format: String, fps: Int?) -> Result<[String], CommandFailure> {
        let timeline: Timeline
        do {
            timeline = try SceneLoading.timeline(path: path, arguments: arguments)
        } catch {
            return .failure(error)
        }
        do {
            try SceneLoading.checkImages(of: timeline, path: path)
        } catch {
            return .failure(error)
        }
        var warnings = timeline.warnings
        if format == "lottie", !LottieFile.isLottie(path: path) {
            warnings += LottieExporter.pictureWarnings(timeline, fps: fps ?? 60)
        }
        if format == "gif", let fps, fps > 50 {
            warnings.append("a GIF at \(fps) fps: GIF delays are whole centiseconds and browsers play delays under "
                + "2 cs as 10 cs, so render drops frames to 50 fps")
        }
        return .success(warnings)
    }
}
