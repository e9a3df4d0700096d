import FlipbookScene
import FlipbookTiming

/// `flipbook values SCENE --keys ID.KEYPATH[,…]`: presentation values over time, as CSV or JSON.
public enum ValuesCommand: Command {
    public static let spec = CommandSpec(
        name: "values",
        abstract: "Print presentation values of layer key paths over time.",
        arguments: [ArgumentSpec("scene", help: "A scene file (JSON, \"flipbook\": 1), or a Lottie file (.json or .lottie).")],
        options: [
            .value("keys", "id.keyPath,…", required: true, repeatable: true, help: "Layer key paths, e.g. spinner.transform.rotation.z. Repeatable."),
            .value("times", "t,…", repeatable: true, help: "Scene times in seconds. Repeatable."),
            .value("fps", "n", help: "Sample every frame at n fps over [0, duration]."),
            .value("format", "csv|json", help: "Output format (default csv)."),
            .value("set", "name=value", repeatable: true, help: "Override a scene parameter. Repeatable."),
        ],
        groups: [.oneOf(["times"], ["fps"], required: true)],
        discussion: """
            CSV has a header t,<key>,… and one row per time; every number has six decimals.
            JSON is an array of objects, one per time: {"t": 0.2, "needle.transform.rotation.z": 0.523599}.
            A key that is not a number expands to its parts: a point to .x,.y, a size to
            .width,.height, a rect to .origin.x,.origin.y,.size.width,.size.height, a colour to
            .r,.g,.b,.a and a transform to .rotation.z,.scale.x,.scale.y,.translation.x,.translation.y.
            Booleans print as 0/1 and text as text; paths and lists are refused.
            Angles are radians; a transform's rotation.z is its decomposed angle in (−π, π].

            EXAMPLE:
              flipbook values Assets/scenes/spinner.json --keys spinner.transform.rotation.z --times 1.25,3.75
            """)

    /// One requested key: a layer and a key path.
    struct Key {
        let text: String
        let layer: String
        let keyPath: LayerKeyPath
    }

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        let path = try arguments.onlyPositional(named: "scene")
        let format = arguments.value("format") ?? "csv"
        guard format == "csv" || format == "json" else {
            throw .usage("--format: expected csv or json, found '\(format)'" + Suggestions.didYouMean(format, among: ["csv", "json"]))
        }
        let timeline = try SceneLoading.timeline(path: path, arguments: arguments)
        let keys = try self.keys(arguments, timeline: timeline)
        let times = try self.times(arguments, timeline: timeline)

        // Column names come from each key's kind, so they exist even when no time is asked for.
        let columns = keys.flatMap { key in
            ValueTable.parts(of: AnimationValue.zero(of: key.keyPath.kind)).map { key.text + $0.suffix }
        }
        let rows = times.map { time in
            keys.flatMap { key in
                let value = timeline.value(ofLayer: key.layer, at: key.keyPath, time: time) ?? .zero(of: key.keyPath.kind)
                return ValueTable.parts(of: value).map(\.cell)
            }
        }
        console.output(format == "csv"
            ? ValueTable.csv(times: times, columns: columns, rows: rows)
            : ValueTable.json(times: times, columns: columns, rows: rows))
        return .success
    }

    /// Parses `--keys`, checking layer ids and key paths against the scene; without `--keys`,
    /// `defaultKeys` (none: a usage error).
    static func keys(_ arguments: ParsedArguments, timeline: Timeline, defaultKeys: [String] = []) throws(CommandFailure) -> [Key] {
        let lists = arguments.values["keys"] ?? [defaultKeys.joined(separator: ",")].filter { !$0.isEmpty }
        guard !lists.isEmpty else { throw .usage("missing --keys <id.keyPath>[,…]") }
        var keys: [Key] = []
        for text in lists.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }) {
            let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty else {
                throw .badInput("--keys: expected <layer id>.<key path> such as spinner.transform.rotation.z, found '\(text)'")
            }
            guard let kind = timeline.kind(ofLayer: parts[0]) else {
                throw .badInput("--keys: no layer '\(parts[0])' in the scene" + Suggestions.didYouMean(parts[0], among: timeline.layerIDs)
                    + "; layers: " + timeline.layerIDs.joined(separator: ", "))
            }
            guard let keyPath = LayerKeyPath(parts[1]), keyPath.property.applies(to: kind) else {
                let valid = LayerKeyPath.all(for: kind)
                throw .badInput("--keys: unknown key path '\(parts[1])' for layer '\(parts[0])'"
                    + Suggestions.didYouMean(parts[1], among: valid) + "; valid: " + valid.joined(separator: ", "))
            }
            guard ValueTable.isTabular(keyPath.kind) else {
                throw .badInput("--keys: '\(text)' is \(keyPath.kind.expectation); values prints numbers and text only")
            }
            keys.append(Key(text: text, layer: parts[0], keyPath: keyPath))
        }
        return keys
    }

    /// `--times` as given, or every frame of `--fps` over [0, duration].
    static func times(_ arguments: ParsedArguments, timeline: Timeline) throws(CommandFailure) -> [Double] {
        let lists = arguments.values["times"] ?? []
        let fps = arguments.value("fps")
        if !lists.isEmpty && fps != nil { throw .usage("give either --times or --fps, not both") }
        if let fps {
            let rate = try NumberParsing.whole(fps, what: "--fps", in: 1...1000)
            return FrameSchedule.times(from: 0, to: timeline.duration, fps: rate)
        }
        guard !lists.isEmpty else { throw .usage("missing --times <t>[,…] or --fps <n>") }
        var times: [Double] = []
        for list in lists { times += try NumberParsing.list(list, what: "--times") }
        return times
    }
}
