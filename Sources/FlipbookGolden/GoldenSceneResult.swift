import FlipbookScene

/// One part of a scene's golden check (its frames, its values or its event log) and how long it took.
public struct GoldenPart: Sendable {
    /// `frames`, `values` or `events`.
    public let name: String
    /// One outcome per golden file.
    public let outcomes: [GoldenOutcome]
    /// How long the part took, in seconds (reported, never asserted).
    public let seconds: Double

    /// Creates a part.
    public init(name: String, outcomes: [GoldenOutcome], seconds: Double) {
        self.name = name
        self.outcomes = outcomes
        self.seconds = seconds
    }
}

/// One scene's golden check, as `flipbook check` prints it and the JUnit and HTML reports list it.
public struct GoldenSceneResult: Sendable {
    /// The scene's name (its goldens live in `<goldens>/<name>/`).
    public let name: String
    /// Its parts, in the order they ran.
    public let parts: [GoldenPart]

    /// Creates a result.
    public init(name: String, parts: [GoldenPart]) {
        self.name = name
        self.parts = parts
    }

    /// Every outcome, in part order.
    public var outcomes: [GoldenOutcome] { parts.flatMap(\.outcomes) }

    /// The whole check's time in seconds.
    public var seconds: Double { parts.reduce(0) { $0 + $1.seconds } }

    /// Whether anything differs, is missing or failed.
    public var failed: Bool { !outcomes.failures.isEmpty }

    /// One line: `gauge: ok`, `gauge: ok, recorded 13 new goldens` (in a chosen record mode),
    /// `gauge: FAILED: recorded 13 new goldens for gauge: re-run to check them`, or what
    /// differs — `gauge: FAILED: 2 of 11 frames (first: frame at t=… differs …); values.csv: …;
    /// new instants not recorded: 0.9 s`.
    public var summary: String {
        let failures = outcomes.failures
        let forReview = failures.filter { $0.status == .recordedForReview }.count
        if !failures.isEmpty && forReview == failures.count {
            return "\(name): FAILED: recorded \(forReview) new golden\(forReview == 1 ? "" : "s") for \(name): "
                + "re-run to check them"
        }
        let failing = parts.compactMap { part -> String? in
            let real = part.outcomes.failures.filter { !$0.isNewGolden }
            guard let first = real.first?.message else { return nil }
            if part.name == "frames" && part.outcomes.count > 1 {
                return "\(real.count) of \(part.outcomes.count) frames (first: \(first))"
            }
            return first
        }
        let tier = outcomes.lazy.compactMap(\.tierNote).first.map { " (frames \($0))" } ?? ""
        if !failing.isEmpty {
            var notes = failing
            let new = outcomes.filter { $0.status == .notRecorded }
            if !new.isEmpty {
                let times = new.compactMap(\.time).map { DecimalText.trimmed($0) + " s" }
                notes.append("new, not recorded: " + (times.isEmpty ? new.map(\.file) : times).joined(separator: ", "))
            }
            let gone = outcomes.filter(\.instantDisappeared).compactMap(\.time)
            if !gone.isEmpty {
                notes.append("no longer key instants: " + gone.map { DecimalText.trimmed($0) + " s" }.joined(separator: ", "))
            }
            return "\(name): FAILED: " + notes.joined(separator: "; ")
        }
        return summaryWhenPassing + tier
    }

    /// `gauge: ok`, with what was recorded.
    private var summaryWhenPassing: String {
        let recorded = outcomes.filter { $0.status == .recorded }.count
        let rerecorded = outcomes.filter { $0.status == .rerecorded }.count
        let removed = outcomes.filter { $0.status == .removed }.count
        var notes: [String] = []
        if recorded > 0 { notes.append("recorded \(recorded) new golden\(recorded == 1 ? "" : "s")") }
        if rerecorded > 0 { notes.append("re-recorded \(rerecorded) golden\(rerecorded == 1 ? "" : "s")") }
        if removed > 0 {
            notes.append("removed \(removed) golden\(removed == 1 ? "" : "s") no longer at key instants")
        }
        return "\(name): ok" + (notes.isEmpty ? "" : ", " + notes.joined(separator: ", "))
    }

    /// The result with the store's new goldens committed: written when nothing else failed,
    /// held back (and listed) otherwise.
    public func committingNewGoldens(in store: GoldenStore) -> GoldenSceneResult {
        var committed = store.commitNewGoldens(outcomes)[...]
        let settled = parts.map { part in
            let outcomes = Array(committed.prefix(part.outcomes.count))
            committed = committed.dropFirst(part.outcomes.count)
            return GoldenPart(name: part.name, outcomes: outcomes, seconds: part.seconds)
        }
        return GoldenSceneResult(name: name, parts: settled)
    }
}
