import FlipbookGolden
import FlipbookPNG
import FlipbookRender
import FlipbookReview
import FlipbookScene
import Foundation

/// `flipbook watch SCENE`: re-renders whenever the scene file or an image it uses changes.
public enum WatchCommand: Command {
    public static let spec = CommandSpec(
        name: "watch",
        abstract: "Re-render a scene whenever its file or an image it uses changes, one line per render.",
        arguments: [ArgumentSpec("scene", help: "A scene file (JSON, \"flipbook\": 1), or a Lottie file (.json or .lottie).")],
        options: [
            .value("format", "gif|png", help: "An animated GIF (default), or a PNG: the contact sheet, or the frame at --at."),
            .value("out", "path", help: "What to write (default Output/<scene>.gif, or Output/<scene>-sheet.png / <scene>@<t>.png)."),
            .value("at", "t", help: "With --format png: the frame at this time instead of the contact sheet."),
            .value("fps", "n", help: "GIF frame rate (default 50)."),
            .value("scale", "s", help: "Pixels per point (default: the canvas's for a GIF, 1 for a sheet)."),
            .value("interval", "seconds", help: "How often to look at modification times (default 0.25)."),
            .value("max-renders", "n", help: "Stop after n renders (default: until Ctrl-C)."),
            .value("set", "name=value", repeatable: true, help: "Override a scene parameter. Repeatable."),
        ],
        discussion: """
            Renders once at the start, then polls the modification times of the scene file and
            of every image it uses; each change renders again. Each render prints one line on
            standard output: the time of day, then what was written and how long it took, or the
            error (the scene stays watched, so fix the file and save again). The output is
            replaced atomically, so an image viewer kept open on it never sees half a file.
            Ctrl-C stops (exit 130).

            EXAMPLES:
              flipbook watch Assets/scenes/gauge.json --out /tmp/gauge.gif
              flipbook watch Assets/scenes/tip-label.json --format png --at 1.5
            """)

    /// What a file looked like when last seen (nil when it could not be read). The inode
    /// catches editors that save by writing a new file and renaming it over the old one.
    struct Stamp: Equatable {
        let inode: UInt
        let seconds: Int
        let nanoseconds: Int
        let size: Int
    }

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        let path = try arguments.onlyPositional(named: "scene")
        try SceneInput.refuseStream(path, because: "watch renders again each time the file is saved")
        let format = arguments.value("format") ?? "gif"
        guard format == "gif" || format == "png" else {
            throw .usage("--format: expected gif or png, found '\(format)'" + Suggestions.didYouMean(format, among: ["gif", "png"]))
        }
        let intervalText = arguments.value("interval") ?? "0.25"
        let interval = try NumberParsing.finite(intervalText, what: "--interval")
        guard interval >= 0.01, interval <= 60 else { throw .badInput("--interval: expected seconds from 0.01 to 60, found \(intervalText)") }
        let maximum = try arguments.value("max-renders").map { (text) throws(CommandFailure) -> Int in
            guard let count = Int(text), count >= 1 else { throw .badInput("--max-renders: expected a whole number ≥ 1, found '\(text)'") }
            return count
        }
        let fonts = try Pictures.fonts()
        try CommandFiles.requireReadable(path)
        var watched = [path]
        var seen: [Stamp?] = []
        var renders = 0
        while true {
            if Interruption.isRequested { return .interrupted }
            let stamps = watched.map(stamp)
            if stamps != seen {
                seen = stamps
                let started = Date()
                var line: String
                do {
                    let timeline = try SceneLoading.timeline(path: path, arguments: arguments)
                    watched = [path] + timeline.imageFiles
                    seen = watched.map(stamp)
                    let out = try render(timeline, format: format, arguments: arguments, fonts: fonts)
                    line = "rendered \(out) in \(String(format: "%.2f", Date().timeIntervalSince(started))) s"
                } catch {
                    if error.exitCode == .interrupted { return .interrupted }
                    line = "error: \(error.message)"
                }
                console.output("\(clock()) \(line)\n")
                renders += 1
                if let maximum, renders >= maximum { return .success }
            }
            usleep(useconds_t(interval * 1_000_000))
        }
    }

    /// Renders once; returns the path written.
    private static func render(_ timeline: Timeline, format: String, arguments: ParsedArguments,
                               fonts: FontConfiguration) throws(CommandFailure) -> String {
        if format == "gif" {
            let options = try RenderArguments(arguments, timeline: timeline, defaultFPS: 50)
            let out = arguments.value("out") ?? "Output/\(timeline.name).gif"
            try RenderCommand.renderAnimation(timeline, format: .gif, to: out, options: options, fonts: fonts, arguments: arguments,
                                              console: Console(output: { _ in }, error: { _ in }), quiet: true, progress: nil)
            return out
        }
        let scale = try Pictures.scale(arguments, default: 1)
        if let text = arguments.value("at") {
            let time = try NumberParsing.finite(text, what: "--at")
            let out = arguments.value("out") ?? "Output/\(timeline.name)@\(DecimalText.trimmed(time)).png"
            try Pictures.write(to: out) {
                try Renderer(fonts: fonts, scale: scale, resourceDirectory: timeline.resourceDirectory)
                    .renderRGBA(timeline.presentation(at: min(max(time, 0), timeline.duration)))
            }
            return out
        }
        let out = arguments.value("out") ?? "Output/\(timeline.name)-sheet.png"
        try Pictures.write(to: out) {
            try ContactSheet.render(timeline, times: timeline.keyInstants, columns: 4, scale: scale,
                                    title: "\(timeline.name) — key instants", fonts: fonts)
        }
        return out
    }

    /// The file's modification time and size, or nil when it cannot be read.
    private static func stamp(_ path: String) -> Stamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Stamp(inode: UInt(status.st_ino), seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec),
                     size: Int(status.st_size))
    }

    /// The local time of day, `14:03:27`.
    private static func clock() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return String(format: "%02d:%02d:%02d", parts.tm_hour, parts.tm_min, parts.tm_sec)
    }
}
