extension Scene {
    /// Starts recording live code (FlipbookUIKit's `UIWindow.record`): the layers as they are
    /// now are the state at time 0, and from here on changes, animations and tree edits are
    /// recorded at `now`. Unlike `timeline()`, the layers keep what the code did to them.
    public func beginRecording() throws(SceneError) {
        guard run == nil else { throw SceneError("the scene is already simulating or recording") }
        try startSimulation(keepsFinalState: true)
    }

    /// Whether a recording (or simulation) is running.
    public var isRecording: Bool { run != nil }

    /// Lets virtual time pass to `time`: runs every completion, callback and trigger scheduled
    /// up to it, in time order, then leaves the clock there. An error (a runaway completion
    /// chain, something the recording cannot model) stops the recording's clock and is listed
    /// by `endRecording()`; a warning does not.
    public func advanceRecording(to time: Double) {
        guard run != nil, !hasSimulationError else { return }
        let time = SceneTime.instant(time)
        commitImplicitTransaction()
        do {
            try runActions(through: time)
        } catch {
            simulationErrors.append(error.message)
            return
        }
        advanceClock(to: time)
    }

    /// Reports a problem found while recording, listed in the timeline's `problems`. An error
    /// (an animation Flipbook cannot model) stops the clock where it is; a warning
    /// (`Timeline.warningPrefix`) lets the recording go on. With `once`, a problem already
    /// listed is not listed again (a layer's: its message names the layer).
    public func reportRecordingProblem(_ message: String, once: Bool = false) {
        guard !once || !simulationErrors.contains(message) else { return }
        simulationErrors.append(message)
    }

    /// Logs an event a recording's code caused that changes no layer (an accessibility
    /// notification, a haptic), at the current instant, in the timeline's `events`.
    public func recordEvent(_ kind: SceneEvent.Kind, subject: String, details: [(key: String, value: String)] = []) {
        log(kind, subject, details)
    }

    /// Whether a problem that is not a warning was met.
    var hasSimulationError: Bool { simulationErrors.contains { !Timeline.isWarning($0) } }

    /// Runs what is left up to the scene's duration and returns the timeline, with every
    /// problem met on the way in `Timeline.problems` (a runaway chain stops the clock where it
    /// ran away). The layers stay as the recording left them, and layers removed during it
    /// leave the tree.
    public func endRecording() -> Timeline {
        defer { endSimulation() }
        advanceRecording(to: duration ?? now)
        guard let run else { return Timeline(failed: self, problems: ["the scene is not recording"]) }
        do {
            return try Timeline(scene: self, run: run, operations: operations, events: eventLog,
                                problems: simulationErrors)
        } catch {
            return Timeline(failed: self, problems: simulationErrors + [error.message])
        }
    }

    /// Stops a recording whose code failed, keeping the layers as they are.
    public func abandonRecording() {
        endSimulation()
    }

    /// A timeline with only problems in it, for a recording that could not start.
    public func failedRecording(_ problems: [String]) -> Timeline {
        Timeline(failed: self, problems: problems)
    }
}
