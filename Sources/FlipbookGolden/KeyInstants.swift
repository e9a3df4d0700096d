import FlipbookScene

extension Timeline {
    /// The instants worth a golden frame: the scene's start and end, every event (an animation
    /// added, started or stopped, a completion, a state change, a trigger, a step, a view hidden
    /// or removed) and the middle of every animation's run (of its first `duration` when it
    /// repeats forever); or, where the scene says so (`GoldenSettings.keyInstants`, a Lottie
    /// document's markers), its start, end and steps alone. Coinciding instants count once; all
    /// lie within [0, duration].
    public var keyInstants: [Double] {
        var instants: [Double] = [0, duration]
        var starts: [String: Double] = [:]
        for event in events {
            if golden.keyInstants == .steps {
                if event.kind == .step { instants.append(event.time) }
                continue
            }
            instants.append(event.time)
            let run = "\(event.subject)/\(event.detail("key") ?? "")"
            switch event.kind {
            case .start: starts[run] = event.time
            case .stop:
                if let start = starts.removeValue(forKey: run) { instants.append((start + event.time) / 2) }
            default: break
            }
        }
        for start in starts.values { instants.append((start + duration) / 2) }
        // On the microsecond grid, so a golden's printed time is the instant itself (SceneTime).
        // The end rounded to the grid may lie a fraction of a microsecond past `duration`; it still counts.
        let end = SceneTime.instant(duration)
        return FrameSchedule.distinct(instants.map(SceneTime.instant).filter { $0 >= 0 && $0 <= end })
    }
}
