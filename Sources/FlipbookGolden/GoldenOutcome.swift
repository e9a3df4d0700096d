/// What checking one golden file came to.
public struct GoldenOutcome: Sendable {
    /// The verdict.
    public enum Status: String, Sendable {
        /// The golden exists and the actual output matches it.
        case matched
        /// There was no golden; the actual output was recorded as one (record modes other than `never`).
        case recorded
        /// The output differed and the golden was rewritten (record modes `failed` and `all`).
        case rerecorded
        /// The output differs from the golden, which was left alone.
        case differs
        /// There is no golden and the record mode is `never`.
        case missing
        /// The output could not be produced or the golden could not be written.
        case failed
    }

    /// The golden's file name inside its directory (`gauge@0.200000s.png`, `values.csv`, …).
    public let file: String
    /// The verdict.
    public let status: Status
    /// What a person should read: nil only when the golden matched.
    public let message: String?
    /// For a frame: its scene time.
    public var time: Double? = nil
    /// For a frame compared with a golden: what the comparison found.
    public var difference: ImageDifference? = nil
    /// For a frame that differs: where its expected, actual and diff PNGs were written.
    public var artifacts: FrameArtifacts? = nil

    /// Whether this outcome fails a check run: a difference, a golden missing under `never`, or
    /// an error. Recording is not a failure here (the CLI's view); test adapters still report
    /// recordings so a fresh golden is looked at before it is trusted.
    public var isFailure: Bool { status == .differs || status == .missing || status == .failed }
}

/// The expected, actual and diff PNGs written for a frame that differs.
public struct FrameArtifacts: Sendable, Equatable {
    public let expected: String
    public let actual: String
    public let diff: String
}

extension Array where Element == GoldenOutcome {
    /// The messages of every outcome other than a match (recordings included), as test
    /// adapters report them.
    public var messages: [String] { compactMap(\.message) }

    /// The outcomes that fail a check run.
    public var failures: [GoldenOutcome] { filter(\.isFailure) }
}
