import FlipbookAnimations
import FlipbookGIF
import FlipbookPNG
import FlipbookScene
import Foundation

/// `flipbook encode FRAME.png… --out FILE.gif`: any PNG sequence to a GIF, APNG or WebP.
public enum EncodeCommand: Command {
    public static let spec = CommandSpec(
        name: "encode",
        abstract: "Encode PNG frames as an animated GIF, APNG or WebP (the output's extension says which).",
        arguments: [ArgumentSpec("frame", help: "PNG frames in order, all the same size.", isRepeating: true)],
        options: [
            .value("out", "file.gif|file.apng|file.webp|-", required: true, help: "The file to write: .gif, .apng or .webp, or - for standard output."),
            .value("format", "gif|apng|webp", help: "The format, when --out's extension does not say it (needed for -)."),
            .value("fps", "n", help: "Frames per second (default 50)."),
            .value("delays-from", "frames.json", repeatable: true,
                   help: "Take each frame's time from a render's frames.json. Repeatable: slices' manifests merge."),
            .value("background", "transparent", help: "Keep alpha (binary, threshold 128) instead of an opaque GIF."),
        ] + AnimationArguments.options + [
            .flag("quiet", short: "q", help: "Print nothing on success."),
        ],
        groups: [.oneOf(["fps"], ["delays-from"])],
        discussion: """
            With --delays-from, frames are matched to the manifests' entries by file name (or by
            order when names differ), so slices rendered with --frames or --shard (each with its
            own frames.json) join into one GIF.

            EXAMPLE:
              flipbook encode Output/gauge/frame-*.png --delays-from Output/gauge/frames.json --out gauge.gif
              flipbook encode a/frame-*.png b/frame-*.png --delays-from a/frames.json --delays-from b/frames.json --out gauge.gif
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw .usage("missing <frame.png>") }
        guard let out = arguments.value("out") else { throw .usage("missing --out <file.gif|file.apng|file.webp>") }
        let format = try outputFormat(arguments.value("format"), out: out)
        if arguments.value("fps") != nil && !(arguments.values["delays-from"] ?? []).isEmpty {
            throw .usage("give either --fps or --delays-from, not both")
        }
        if let background = arguments.value("background"), background != "transparent" {
            throw .badInput("--background: expected transparent, found '\(background)'")
        }
        let options = try AnimationArguments.parse(arguments, format: format, transparent: arguments.value("background") == "transparent")
        let paths = arguments.positionals
        for path in paths { try CommandFiles.requireReadable(path) }
        let (starts, end) = try timing(for: arguments, frames: paths)
        // Frames are read when the encoder asks for them (a GIF's global palette reads a sample
        // first, an APNG every frame twice), so joining a long render does not hold every frame
        // decoded; a batch is decoded ahead, in the order the encoder will ask, on every core,
        // while the encoder works.
        // The first frame sets the size; a frame of another size is named here, as the input at
        // fault, before an encoder can only say that its output's frames disagree.
        let threads = ProcessInfo.processInfo.activeProcessorCount
        let requests: [Int]
        switch format {
        case .gif: requests = GIFEncoder.frameRequests(startTimes: starts, end: end, options: options.gif)
        case .apng: requests = Array(paths.indices) + Array(paths.indices)  // two passes
        case .webp: requests = Array(paths.indices)
        }
        let readAhead = FrameReadAhead(order: requests, batch: 2 * threads) { positions in
            let decoded = Locked<[Int: RGBAImage]>([:])
            let failures = Locked<[Int: any Error]>([:])
            DispatchQueue.concurrentPerform(iterations: positions.count) { item in
                do {
                    let image = try CommandFiles.readPNG(paths[positions[item]])
                    decoded.withLock { $0[positions[item]] = image }
                } catch {
                    failures.withLock { $0[positions[item]] = error }
                }
            }
            // The first unreadable file in order, whichever thread met it first.
            if let first = failures.withLock({ $0.min { $0.key < $1.key } }) { throw first.value }
            return (decoded.withLock { $0 }, [])
        }
        var size: (width: Int, height: Int)?
        let frame = { (index: Int) throws -> RGBAImage in
            if Interruption.isRequested { throw CommandFailure(.interrupted, InterruptedError().description) }
            let image = try readAhead.frame(index)
            if let size, size != (image.width, image.height) {
                throw CommandFailure(.usage, "\(paths[index]): \(image.width)×\(image.height), but \(paths[0]) is "
                    + "\(size.width)×\(size.height); every frame must have the first one's size")
            }
            size = size ?? (image.width, image.height)
            return image
        }
        if out != "-" { try CommandFiles.prepareOutput(out) }
        try AnimationOutput.write(format, frameCount: paths.count, frame: frame, startTimes: starts, end: end, options: options,
                                  to: out, console: console, quiet: arguments.flag("quiet"))
        return .success
    }

    /// The format from --format and --out's extension, which must agree; GIF when neither says.
    private static func outputFormat(_ given: String?, out: String) throws(CommandFailure) -> AnimationFormat {
        let named = AnimationFormat.named(by: out)
        guard let given else {
            if out == "-" { throw .usage("--out - writes to standard output: give --format gif, apng or webp") }
            return named ?? .gif
        }
        guard let format = AnimationFormat(rawValue: given) else {
            let names = AnimationFormat.allCases.map(\.rawValue)
            throw .usage("--format: expected gif, apng or webp, found '\(given)'" + Suggestions.didYouMean(given, among: names))
        }
        if let named, named != format {
            throw .usage("--format \(given) but --out \(out) names a .\(named.rawValue) file; make them agree (or drop --format)")
        }
        return format
    }

    /// Output start times and the end: evenly at --fps, or from manifests' `t` and `speed`.
    /// Several manifests (slices rendered with --frames or --shard) merge; frames are matched
    /// to entries by file name, or by order when every name is not found.
    private static func timing(for arguments: ParsedArguments, frames paths: [String]) throws(CommandFailure) -> ([Double], Double) {
        let manifests = arguments.values["delays-from"] ?? []
        guard !manifests.isEmpty else {
            let fps = try NumberParsing.whole(arguments.value("fps") ?? "50", what: "--fps", in: 1...240)
            let starts = (0..<paths.count).map { Double($0) / Double(fps) }
            return (starts, Double(paths.count) / Double(fps))
        }
        var entries: [(index: Int, time: Double, file: String)] = []
        var fps: Double?
        var speed: Double?
        for path in manifests {
            let manifest = try FrameManifestFile.read(path)
            guard fps == nil || (fps == manifest.fps && speed == manifest.speed) else {
                throw CommandFailure(.usage, "\(path): its fps and speed differ from the other manifests'; slices of one render share them")
            }
            (fps, speed) = (manifest.fps, manifest.speed)
            entries += manifest.frames
        }
        entries.sort { $0.index < $1.index }
        let byFile = Dictionary(entries.map { ($0.file, $0.time) }, uniquingKeysWith: { first, _ in first })
        var times = paths.compactMap { byFile[($0 as NSString).lastPathComponent] }
        if times.count != paths.count {
            guard entries.count == paths.count else {
                throw CommandFailure(.usage, "the manifests list \(entries.count) frames but \(paths.count) were given")
            }
            times = entries.map(\.time)
        }
        let rate = speed ?? 1
        let starts = times.map { ($0 - (times.first ?? 0)) / rate }
        return (starts, (starts.last ?? 0) + 1 / (fps ?? 50))
    }
}

/// A `frames.json` written by `flipbook render`, read back for `encode --delays-from`.
struct FrameManifestFile {
    let fps: Double
    let speed: Double
    let frames: [(index: Int, time: Double, file: String)]

    static func read(_ path: String) throws(CommandFailure) -> FrameManifestFile {
        guard let data = FileManager.default.contents(atPath: path),
              case .object(let top)? = try? JSONParser.parse(Array(data)) else {
            throw CommandFailure(.usage, "\(path): expected a frames.json written by flipbook render")
        }
        func value(_ key: String, in members: [JSONMember]) -> JSONValue? { members.first { $0.key == key }?.value }
        func number(_ key: String, in members: [JSONMember]) -> Double? {
            if case .number(let number)? = value(key, in: members) { return number }
            return nil
        }
        guard case .array(let items)? = value("frames", in: top), let fps = number("fps", in: top), fps > 0 else {
            throw CommandFailure(.usage, "\(path): expected \"fps\" and \"frames\"")
        }
        var frames: [(index: Int, time: Double, file: String)] = []
        for (position, item) in items.enumerated() {
            guard case .object(let members) = item, let time = number("t", in: members) else {
                throw CommandFailure(.usage, "\(path): frames[\(position)]: expected {\"index\", \"t\", \"file\"}")
            }
            var file = ""
            if case .string(let name)? = value("file", in: members) { file = name }
            frames.append((Int(number("index", in: members) ?? Double(position)), time, file))
        }
        return FrameManifestFile(fps: fps, speed: number("speed", in: top) ?? 1, frames: frames)
    }
}
