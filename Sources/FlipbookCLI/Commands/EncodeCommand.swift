import FlipbookGIF
import FlipbookPNG
import FlipbookScene
import Foundation

/// `flipbook encode FRAME.png… --out FILE.gif`: any PNG sequence to a GIF.
public enum EncodeCommand: Command {
    public static let spec = CommandSpec(
        name: "encode",
        abstract: "Encode PNG frames as an animated GIF (or an APNG, for an .apng output).",
        usage: "<frame.png>… --out <file.gif> [--fps <n> | --delays-from <frames.json>] [--background transparent]",
        arguments: [ArgumentSpec("frame", help: "PNG frames in order, all the same size.", isRepeating: true)],
        options: [
            .value("out", "file.gif", help: "The GIF to write (required)."),
            .value("fps", "n", help: "Frames per second (default 50)."),
            .value("delays-from", "frames.json", help: "Take each frame's time from a render's frames.json."),
            .value("background", "transparent", help: "Keep alpha (binary, threshold 128) instead of an opaque GIF."),
            .flag("quiet", short: "q", help: "Print nothing on success."),
        ] + GIFArguments.options,
        discussion: """
            With --delays-from, frames are matched to the manifest's entries by file name (or by
            order when names differ), so slices rendered with --from/--to join into one GIF.

            EXAMPLE:
              flipbook encode Output/gauge/frame-*.png --delays-from Output/gauge/frames.json --out gauge.gif
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw .usage("missing <frame.png>") }
        guard let out = arguments.value("out") else { throw .usage("missing --out <file.gif>") }
        if arguments.value("fps") != nil && arguments.value("delays-from") != nil {
            throw .usage("give either --fps or --delays-from, not both")
        }
        if let background = arguments.value("background"), background != "transparent" {
            throw .badInput("--background: expected transparent, found '\(background)'")
        }
        let options = try GIFArguments.parse(arguments, transparent: arguments.value("background") == "transparent")
        var frames: [RGBAImage] = []
        for path in arguments.positionals {
            if Interruption.isRequested { throw CommandFailure(.interrupted, InterruptedError().description) }
            frames.append(try CommandFiles.readPNG(path))
        }
        let (starts, end) = try timing(for: arguments, frameCount: frames.count)
        if out.hasSuffix(".apng") {
            try GIFOutput.writeAPNG(frames, startTimes: starts, end: end, holdLast: options.holdLast,
                                    plays: options.loopCount, to: out)
        } else {
            try GIFOutput.write(frames, startTimes: starts, end: end, options: options, to: out, console: console,
                                quiet: arguments.flag("quiet"))
        }
        return .success
    }

    /// Output start times and the end: evenly at --fps, or from a manifest's `t` and `speed`.
    private static func timing(for arguments: ParsedArguments, frameCount: Int) throws(CommandFailure) -> ([Double], Double) {
        guard let manifestPath = arguments.value("delays-from") else {
            let text = arguments.value("fps") ?? "50"
            guard let fps = Int(text), (1...240).contains(fps) else {
                throw .badInput("--fps: expected a whole number from 1 to 240, found '\(text)'")
            }
            let starts = (0..<frameCount).map { Double($0) / Double(fps) }
            return (starts, Double(frameCount) / Double(fps))
        }
        guard let data = FileManager.default.contents(atPath: manifestPath),
              case .object(let top)? = try? JSONParser.parse(Array(data)) else {
            throw CommandFailure(.usage, "\(manifestPath): expected a frames.json written by flipbook render")
        }
        func number(_ key: String, in members: [JSONMember]) -> Double? {
            if case .number(let value)? = members.first(where: { $0.key == key })?.value { return value }
            return nil
        }
        guard case .array(let entries)? = top.first(where: { $0.key == "frames" })?.value,
              let fps = number("fps", in: top) else {
            throw CommandFailure(.usage, "\(manifestPath): expected \"fps\" and \"frames\"")
        }
        let speed = number("speed", in: top) ?? 1
        let times: [Double] = entries.compactMap { entry in
            if case .object(let members) = entry { return number("t", in: members) }
            return nil
        }
        guard times.count == frameCount else {
            throw CommandFailure(.usage, "\(manifestPath) lists \(times.count) frames but \(frameCount) were given")
        }
        let starts = times.map { ($0 - (times.first ?? 0)) / speed }
        return (starts, (starts.last ?? 0) + 1 / fps)
    }
}
