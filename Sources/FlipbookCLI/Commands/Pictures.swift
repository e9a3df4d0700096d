import FlipbookGolden
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import Foundation

/// What the verbs that draw share: the pinned fonts, failures mapped to exits, instants and
/// scales from options, and writing one PNG.
enum Pictures {
    /// The pinned fonts; missing font files exit 3 naming the package.
    static func fonts() throws(CommandFailure) -> FontConfiguration {
        do {
            return try FontConfiguration()
        } catch {
            throw CommandFailure(.environment, error.message)
        }
    }

    /// Runs a rendering job, turning its failures into exits: a bad scene 2, an unwritable
    /// output or a missing library 3, Ctrl-C 130.
    static func rendering<Result>(_ job: () throws -> Result) throws(CommandFailure) -> Result {
        do {
            return try job()
        } catch {
            throw failure(error)
        }
    }

    /// The exit code and message for an error met while drawing.
    static func failure(_ error: any Error) -> CommandFailure {
        switch error {
        case let error as RenderError: return CommandFailure(error.kind == .badInput ? .usage : .environment, error.message)
        case let error as FileWriteError: return CommandFailure(.environment, error.description)
        case let error as InterruptedError: return CommandFailure(.interrupted, error.description)
        case let error as CommandFailure: return error
        default: return CommandFailure(.environment, SystemErrorText.describe(error))
        }
    }

    /// The options that pick instants: `--at T[,T…]`, `--every T` or `--key-instants`.
    static let instantOptions: [OptionSpec] = [
        .value("at", "t[,t…]", help: "These scene times."),
        .value("every", "t", help: "Every t seconds from 0 to the end (the end included)."),
        .flag("key-instants", help: "The scene's key instants: start, end, every event, mid-animation (default)."),
    ]

    /// `instantOptions` exclude one another.
    static let instantGroup = OptionGroup.oneOf(["at"], ["every"], ["key-instants"])

    /// The instants the options pick, within [0, duration]; key instants by default.
    static func instants(_ arguments: ParsedArguments, timeline: Timeline, limit: Int = 200) throws(CommandFailure) -> [Double] {
        let given = [arguments.value("at") != nil, arguments.value("every") != nil, arguments.flag("key-instants")].filter { $0 }
        guard given.count <= 1 else { throw .usage("give one of --at, --every and --key-instants") }
        var times: [Double]
        if let list = arguments.value("at") {
            times = try NumberParsing.list(list, what: "--at")
            for time in times { try requireInScene(time, option: "--at", timeline: timeline) }
        } else if let text = arguments.value("every") {
            let step = try NumberParsing.finite(text, what: "--every")
            guard step > 0 else { throw .badInput("--every: expected a time > 0, found \(text)") }
            guard timeline.duration / step < Double(limit) else {
                throw .badInput("--every \(text) gives more than \(limit) instants over \(DecimalText.trimmed(timeline.duration)) s")
            }
            let count = Int((timeline.duration / step + 1e-9).rounded(.down))
            times = (0...count).map { Double($0) * step }
            if let last = times.last, timeline.duration - last > 1e-6 { times.append(timeline.duration) }
        } else {
            times = timeline.keyInstants
        }
        guard times.count <= limit else { throw .badInput("\(times.count) instants; at most \(limit) fit in one picture") }
        return times
    }

    /// Fails unless `time` lies within the scene, [0, duration].
    static func requireInScene(_ time: Double, option: String, timeline: Timeline) throws(CommandFailure) {
        guard time >= 0, time <= timeline.duration else {
            throw .badInput("\(option): \(DecimalText.trimmed(time)) is outside the scene (0 to \(DecimalText.trimmed(timeline.duration)) s)")
        }
    }

    /// `--scale`, a number in (0, 8], or the default.
    static func scale(_ arguments: ParsedArguments, default fallback: Double) throws(CommandFailure) -> Double {
        guard let text = arguments.value("scale") else { return fallback }
        let scale = try NumberParsing.finite(text, what: "--scale")
        guard scale > 0, scale <= 8 else { throw .badInput("--scale: expected a number in (0, 8], found \(text)") }
        return scale
    }

    /// A whole-number option within a range, or the default.
    static func count(_ arguments: ParsedArguments, _ name: String, default fallback: Int, range: ClosedRange<Int>) throws(CommandFailure) -> Int {
        guard let text = arguments.value(name) else { return fallback }
        return try NumberParsing.whole(text, what: "--\(name)", in: range)
    }

    /// A progress line on stderr (`flipbook VERB: NAME 12/79 frames`, rewritten in place) when
    /// stderr is a terminal and the run is not quiet; nil otherwise. Finish with `endProgress`.
    static func progress(_ verb: String, _ name: String, quiet: Bool, console: Console) -> (@Sendable (Int, Int) -> Void)? {
        guard !quiet, isatty(STDERR_FILENO) == 1 else { return nil }
        return { @Sendable done, total in console.error("\rflipbook \(verb): \(name) \(done)/\(total) frames") }
    }

    /// Ends a progress line.
    static func endProgress(_ progress: (@Sendable (Int, Int) -> Void)?, console: Console) {
        if progress != nil { console.error("\n") }
    }

    /// Checks `--out` can be written before drawing, draws, and writes the PNG atomically.
    static func write(to out: String, _ draw: () throws -> RGBAImage) throws(CommandFailure) {
        try CommandFiles.prepareOutput(out)
        let image = try rendering(draw)
        try CommandFiles.writePNG(image, to: out)
    }
}
