/// What checking one golden file came to.
public struct GoldenOutcome: Sendable {
    /// The verdict.
    public enum Status: String, Sendable {
        /// The golden exists and the actual output matches it.
        case matched
        /// There was no golden; the actual output was recorded as one, in a record mode somebody
        /// chose (`--record`, `FLIPBOOK_RECORD`).
        case recorded
        /// There was no golden and no record mode was chosen: it was recorded, and the run
        /// fails until a second run checks against it.
        case recordedForReview
        /// There was no golden, and it was not recorded because other goldens of the check failed.
        case notRecorded
        /// The output differed and the golden was rewritten (record modes `failed` and `all`).
        case rerecorded
        /// A frame golden whose instant is no longer a key instant was removed (record modes
        /// `failed` and `all`).
        case removed
        /// The output differs from the golden, which was left alone.
        case differs
        /// There is no golden and the record mode is `never`.
        case missing
        /// The output could not be produced.
        case failed
        /// The golden could not be written (a full disk, a read-only folder): an I/O failure.
        case writeFailed
    }

    /// The golden's file name inside its directory (`gauge@0.200000s.png`, `values.csv`, …).
    public let file: String
    /// The verdict.
    public internal(set) var status: Status
    /// What a person should read: nil only when the golden matched.
    public internal(set) var message: String?
    /// For a frame: its scene time.
    public var time: Double? = nil
    /// For a frame: whether its instant is a golden's but no longer a key instant (the timing
    /// moved), checked to show where things went.
    public var instantDisappeared = false
    /// For a frame compared with a looser tier than asked for: which, and why (the libraries
    /// or fonts that differ from the goldens' `meta.json`). Said whether the frame passed or not.
    public var tierNote: String? = nil
    /// For a frame compared with a golden: what the comparison found.
    public var difference: ImageDifference? = nil
    /// For a frame that differs: where its expected, actual and diff PNGs were written.
    public var artifacts: FrameArtifacts? = nil
    /// For `values.csv` and `events.tsv` that differ: the text this run produced (small), for
    /// attaching to a test result beside the golden.
    public var actualText: String? = nil
    /// For a differing `values.csv`: the golden's text, so a report can plot golden against
    /// actual over time.
    public var goldenText: String? = nil
    /// Where this run's output for the golden was written, when it failed (a frame's actual
    /// PNG, also for a missing golden; the actual `values.csv` or `events.tsv`): what
    /// `flipbook accept` copies into the goldens.
    public var actualArtifact: String? = nil
    /// For `values.csv`: every differing value, biggest first.
    public var valueDifferences: [ValueDifference] = []
    /// For `events.tsv`: every line that differs (a lost or extra line has an empty side).
    public var eventDifferences: [EventDifference] = []

    /// Whether this outcome fails a check run: a difference, a golden missing under `never`, an
    /// error, a golden recorded without a chosen record mode, or one held back because others
    /// failed. A golden recorded in a chosen mode passes.
    public var isFailure: Bool {
        [.differs, .missing, .failed, .writeFailed, .recordedForReview, .notRecorded].contains(status)
    }

    /// The message and, under it, every differing value and event line: what the reports list.
    public var fullText: [String] {
        (message.map { [$0] } ?? []) + valueDifferences.map { "  " + $0.description }
            + (eventDifferences.filter { $0.kind == .lost || $0.kind == .extra }.count > 1
                ? eventDifferences.map { "  " + $0.description } : [])
    }

    /// The outcome with its artifact paths rewritten (a report moved or merged).
    public func movingArtifacts(_ move: (String) -> String) -> GoldenOutcome {
        var moved = self
        moved.artifacts = artifacts.map { FrameArtifacts(expected: move($0.expected), actual: move($0.actual), diff: move($0.diff)) }
        moved.actualArtifact = actualArtifact.map(move)
        return moved
    }

    /// Whether the golden did not exist before this check (recorded now or held back).
    public var isNewGolden: Bool { [.recorded, .recordedForReview, .notRecorded].contains(status) }
}

/// One line of the difference between an event log and its golden, as `diff -u` prints it:
/// a hunk's header, a line of context, a line only the golden has, or one only this run has.
public struct EventDifference: Sendable, Equatable, CustomStringConvertible {
    /// What the line is.
    public enum Kind: String, Sendable {
        /// `@@ -start,count +start,count @@`: where the next lines are in each log.
        case hunk
        /// A line both logs have (context).
        case same
        /// A line only the golden has.
        case lost
        /// A line only this run has.
        case extra
    }

    /// What the line is.
    public let kind: Kind
    /// The 1-based line: in the golden for `same` and `lost`, in this run for `extra`; 0 for a hunk.
    public let line: Int
    /// The event line (or the hunk header).
    public let text: String

    /// A line of the difference.
    public init(kind: Kind, line: Int, text: String) {
        (self.kind, self.line, self.text) = (kind, line, text)
    }

    /// The line with `diff -u`'s mark: ` `, `-`, `+`, or the hunk header.
    public var description: String {
        switch kind {
        case .hunk: return text
        case .same: return "  " + text
        case .lost: return "- " + text
        case .extra: return "+ " + text
        }
    }
}

/// The expected, actual and diff PNGs written for a frame that differs.
public struct FrameArtifacts: Sendable, Equatable {
    /// The golden frame, copied beside the others.
    public let expected: String
    /// The frame this run drew.
    public let actual: String
    /// The diff image: red changed, yellow anti-aliasing, the unchanged picture faded.
    public let diff: String
}

extension Array where Element == GoldenOutcome {
    /// The messages of every outcome other than a match (recordings included), as test
    /// adapters report them.
    public var messages: [String] { compactMap(\.message) }

    /// The outcomes that fail a check run.
    public var failures: [GoldenOutcome] { filter(\.isFailure) }
}
