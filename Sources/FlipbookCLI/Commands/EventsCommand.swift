import FlipbookScene

/// `flipbook events SCENE`: the simulation's event log.
public enum EventsCommand: Command {
    public static let spec = CommandSpec(
        name: "events",
        abstract: "Print a scene's event log: animations added, started and stopped, completions, states.",
        arguments: [ArgumentSpec("scene", help: "A scene file (JSON, \"flipbook\": 1), or a Lottie file (.json or .lottie).")],
        options: [.value("set", "name=value", repeatable: true, help: "Override a scene parameter. Repeatable.")],
        discussion: """
            One line per event, tab-separated: time (six decimals), kind, subject (layer, view or
            state machine id), and details as key=value pairs separated by spaces. Kinds: add
            (key keyPath begin), start (key), stop (key finished), completion (finished), state
            (state from), trigger (name value), step (name), hidden (hidden), removed. Events at
            the same instant appear in the order the simulation performed them.

            EXAMPLE:
              flipbook events Assets/scenes/spinner.json
            """)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> ExitCode {
        let path = try arguments.onlyPositional(named: "scene")
        let timeline = try SceneLoading.timeline(path: path, arguments: arguments)
        console.output(timeline.events.map { $0.description + "\n" }.joined())
        return .success
    }
}
