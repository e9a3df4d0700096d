import FlipbookRender
import FlipbookReview
import FlipbookScene
import Foundation

/// `flipbook onion SCENE --layer ID --out onion.png`: a layer's ghosts over one frame.
public enum OnionCommand: Command {
    public static let spec = CommandSpec(
        name: "onion",
        abstract: "Draw a layer's ghosts at several instants over one frame, fading with age (onion skinning).",
        arguments: [ArgumentSpec("scene", help: "A scene file (JSON, \"flipbook\": 1), or a Lottie file (.json or .lottie).")],
        options: [
            .value("layer", "id", required: true, help: "The layer to ghost (with its sublayers)."),
            .value("count", "n", help: "How many instants (default 12), evenly spaced from --from to --to."),
            .value("from", "t", help: "First instant (default 0)."),
            .value("to", "t", help: "Last instant (default the end of the scene)."),
            .value("out", "path", help: "The PNG to write (default Output/<scene>-onion-<id>.png)."),
            .value("scale", "s", help: "Pixels per point (default 2)."),
            .value("set", "name=value", repeatable: true, help: "Override a scene parameter. Repeatable."),
            .flag("quiet", short: "q", help: "Accepted for symmetry; onion prints nothing on success."),
        ],
        discussion: """
            The picture is the scene at the last instant without the layer, with the layer drawn
            at each instant on top, oldest faintest. Evenly spaced instants show the easing:
            ghosts bunch up where the motion is slow and spread out where it is fast.

            EXAMPLE:
              flipbook onion Assets/scenes/gauge.json --layer needle --to 0.4 --count 9 --out needle.png
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        let path = try arguments.onlyPositional(named: "scene")
        let timeline = try SceneLoading.timeline(path: path, arguments: arguments)
        guard let id = arguments.value("layer") else { throw .usage("missing --layer <id>") }
        guard timeline.layerIDs.contains(id) else {
            throw .badInput("--layer: no layer '\(id)' in the scene" + Suggestions.didYouMean(id, among: timeline.layerIDs)
                + "; layers: " + timeline.layerIDs.joined(separator: ", "))
        }
        let count = try Pictures.count(arguments, "count", default: 12, range: 1...200)
        func time(_ name: String, default fallback: Double) throws(CommandFailure) -> Double {
            guard let text = arguments.value(name) else { return fallback }
            let value = try NumberParsing.finite(text, what: "--\(name)")
            try Pictures.requireInScene(value, option: "--\(name)", timeline: timeline)
            return value
        }
        let from = try time("from", default: 0), to = try time("to", default: timeline.duration)
        guard from <= to else { throw .badInput("--from \(DecimalText.trimmed(from)) is after --to \(DecimalText.trimmed(to))") }
        let times = count == 1 ? [to] : (0..<count).map { from + (to - from) * Double($0) / Double(count - 1) }
        let scale = try Pictures.scale(arguments, default: 2)
        let fonts = try Pictures.fonts()
        let out = arguments.value("out") ?? "Output/\(timeline.name)-onion-\(id).png"
        try Pictures.write(to: out) { try OnionSkin.render(timeline, layer: id, times: times, scale: scale, fonts: fonts) }
        return .success
    }
}
