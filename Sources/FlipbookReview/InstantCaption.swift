import FlipbookScene

/// A few words on what is happening at an instant, for the line under a frame: the events at
/// it (a step, a state change, a completion, a trigger), or else the state machines' states.
public enum InstantCaption {
    /// Events this close to the instant count as at it (frame times are rounded to six decimals).
    static let tolerance = 5e-7

    /// "step stop · needle done", "header → pulling", "header: refreshing", or "" for nothing.
    public static func describe(_ timeline: Timeline, at time: Double) -> String {
        let here = timeline.events.filter { abs($0.time - time) <= tolerance }
        var words: [String] = []
        for event in here {
            let phrase: String?
            switch event.kind {
            case .step: phrase = "step " + (event.detail("name") ?? event.subject)
            case .state: phrase = "\(event.subject) → \(event.detail("state") ?? "?")"
            case .completion: phrase = "\(event.subject) done"
            case .trigger: phrase = "trigger " + (event.detail("name") ?? "")
            case .hidden: phrase = event.detail("hidden") == "true" ? "\(event.subject) hidden" : "\(event.subject) shown"
            case .removed: phrase = "\(event.subject) removed"
            case .accessibility: phrase = "VoiceOver \(event.subject)"
            case .feedback: phrase = "haptic " + (event.detail("style") ?? event.detail("type") ?? "selection")
            case .openURL: phrase = "open " + event.subject
            case .logicallyComplete: phrase = "\(event.subject) logically complete"
            case .add, .start, .stop: phrase = nil
            }
            if let phrase, !words.contains(phrase) { words.append(phrase) }
        }
        if !words.isEmpty { return words.joined(separator: " · ") }
        // No event here: the state each machine is in, and what is moving.
        var states: [(machine: String, state: String)] = []
        var running: [(layer: String, key: String)] = []
        for event in timeline.events where event.time < time {
            switch event.kind {
            case .state:
                states.removeAll { $0.machine == event.subject }
                states.append((event.subject, event.detail("state") ?? "?"))
            case .start: running.append((event.subject, event.detail("key") ?? ""))
            case .stop: running.removeAll { $0.layer == event.subject && $0.key == (event.detail("key") ?? "") }
            default: break
            }
        }
        var moving: [String] = []
        for run in running where !moving.contains(run.layer) { moving.append(run.layer) }
        return (states.map { "\($0.machine): \($0.state)" } + moving.map { "\($0) moving" }).joined(separator: " · ")
    }
}
