import FlipbookScene

/// What golden assertions check: a scene (simulated first) or a timeline already made (a
/// FlipbookUIKit recording).
public protocol GoldenSubject {
    /// The timeline to check, if there is one, and problems that fail the check whatever the
    /// goldens say.
    func goldenTimeline() -> (timeline: Timeline?, problems: [String])
}

extension Scene: GoldenSubject {
    public func goldenTimeline() -> (timeline: Timeline?, problems: [String]) {
        do {
            return (try timeline(), [])
        } catch {
            return (nil, ["the scene cannot be simulated: \(error)"])
        }
    }
}

extension Timeline: GoldenSubject {
    /// The timeline itself; a recording's problems (what it could not model) fail the check,
    /// its warnings do not (`record` has printed them).
    public func goldenTimeline() -> (timeline: Timeline?, problems: [String]) {
        (self, problems.filter { !Timeline.isWarning($0) }.map { "the recording could not model it: \($0)" })
    }
}
