import Foundation
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming

/// Which instants to check.
public enum GoldenInstants: Sendable {
    /// These scene times.
    case times([Double])
    /// `Timeline.keyInstants`: starts, ends, middles, completions, states, triggers, the end.
    case keyInstants

    /// The scene times these instants name in `timeline`.
    func times(in timeline: Timeline) -> [Double] {
        switch self {
        case .times(let given): given
        case .keyInstants: timeline.keyInstants
        }
    }
}

/// Golden checks of a timeline: frames, presentation values and the event log. Each returns one
/// outcome per golden file. New goldens are written only when nothing else in the check
/// failed: at the end of each call, or, with `defersNewGoldens`, when the caller commits them
/// for a whole scene (`GoldenSceneResult.committingNewGoldens`, as `flipbook check` does).
public struct GoldenChecks {
    /// Where goldens live and when they are written.
    public let store: GoldenStore
    /// Fonts for rendering frames.
    public let fonts: FontConfiguration
    /// The environment frames are rendered in, compared with the one in a golden's `meta.json`.
    public let environment: RenderEnvironment
    /// Leave new goldens for the caller to commit (see the type's comment).
    public var defersNewGoldens = false
    /// Refuse to compare frames with goldens recorded in another environment, instead of
    /// using the cross-environment tier (`flipbook check --strict-environment`).
    public var requiresSameEnvironment = false

    /// Checks with a store and fonts, in this process's render environment unless told otherwise.
    public init(store: GoldenStore, fonts: FontConfiguration, environment: RenderEnvironment = .current) {
        self.store = store
        self.fonts = fonts
        self.environment = environment
    }

    /// The messages a test adapter reports for a part's outcomes; failures also go into the
    /// HTML report beside the artifacts
    /// (`<artifacts>/../index.html`). A golden recorded in a chosen record mode is not reported.
    public func report(_ outcomes: [GoldenOutcome], part: String, test: String) -> [String] {
        // A looser tier is never used silently: a passing check says so on standard error.
        if outcomes.failures.isEmpty, let note = outcomes.lazy.compactMap(\.tierNote).first {
            FileHandle.standardError.write(Data("flipbook: note: \(test): frames \(note)\n".utf8))
        }
        // Nor is a golden written silently in a chosen record mode, where the test passes.
        if let written = Self.writtenNote(outcomes) {
            FileHandle.standardError.write(Data("flipbook golden: \(test): \(part): \(written) in \(store.directory)\n".utf8))
        }
        if !outcomes.failures.isEmpty { GoldenLedger.noteFailure() }
        var messages = outcomes.failures.compactMap(\.message)
        guard store.writesArtifacts else { return messages }
        let folder = URL(fileURLWithPath: store.artifacts).deletingLastPathComponent().path
        if outcomes.failures.isEmpty {
            // A passing check leaves no failure of an earlier run behind.
            GoldenReport.removeStale(in: folder, test: test, artifacts: store.artifacts)
            return messages
        }
        GoldenReport.collect(GoldenPart(name: part, outcomes: outcomes, seconds: 0), test: test, in: folder, fonts: fonts)
        // The way in: the report page and the command that accepts this test's goldens.
        if let last = messages.indices.last {
            messages[last] += "\nreport: \(folder)/index.html\naccept: FLIPBOOK_RECORD=failed swift test --filter "
                + GoldenReportPage.shellQuoted(GoldenReportPage.swiftTestFilter([test]))
        }
        return messages
    }

    /// "recorded 3 new goldens (gauge@0.000000s.png, …), removed 1", or nil when the record mode
    /// wrote nothing that passes (goldens recorded for review fail the test and say so).
    static func writtenNote(_ outcomes: [GoldenOutcome]) -> String? {
        let kinds: [(GoldenOutcome.Status, String)] = [(.recorded, "recorded"), (.rerecorded, "re-recorded"), (.removed, "removed")]
        let notes = kinds.compactMap { status, verb -> String? in
            let files = outcomes.filter { $0.status == status }.map(\.file)
            guard !files.isEmpty else { return nil }
            let named = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
            let noun = status == .recorded ? "new golden" : "golden"
            return "\(verb) \(files.count) \(noun)\(files.count == 1 ? "" : "s") (\(named))"
        }
        return notes.isEmpty ? nil : notes.joined(separator: ", ")
    }

    /// What a test adapter attaches to a failing test, by name: each differing frame's
    /// expected, actual and diff PNGs and the test's strip, and the actual `values.csv` or
    /// `events.tsv` beside the golden one. Nothing for outcomes that pass.
    public func attachments(for outcomes: [GoldenOutcome], part: String, test: String) -> [(name: String, bytes: [UInt8])] {
        var files: [(name: String, bytes: [UInt8])] = []
        let failures = outcomes.failures
        for outcome in failures {
            if let artifacts = outcome.artifacts {
                for path in [artifacts.expected, artifacts.actual, artifacts.diff] {
                    guard let bytes = FileManager.default.contents(atPath: path) else { continue }
                    files.append(((path as NSString).lastPathComponent, Array(bytes)))
                }
            }
            if let text = outcome.actualText {
                files.append((GoldenStore.actualArtifactName(outcome.file), Array(text.utf8)))
                if let golden = store.read(outcome.file) { files.append((outcome.file, golden)) }
            }
        }
        let result = GoldenSceneResult(name: test, parts: [GoldenPart(name: part, outcomes: failures, seconds: 0)])
        if failures.contains(where: { $0.artifacts != nil }), let strip = try? GoldenStrip.render(result, fonts: fonts),
           let png = try? PNGCodec.encode(strip) {
            files.append((GoldenStore.sanitized(test) + ".strip.png", png))
        }
        return files
    }

    /// Frames at the instants, rendered at `scale`, against `<name>@<t>s.png` goldens.
    /// On a mismatch the expected, actual and diff PNGs go to the artifacts folder.
    ///
    /// `meta.json` records the environment the goldens were rendered in. When it differs from
    /// this one, frames are compared with `tolerance.crossEnvironment` and a failure says what
    /// differs. It is written when missing and every frame was recorded or matched, and rewritten only in
    /// record mode `all`.
    public func frames(
        of timeline: Timeline, at instants: GoldenInstants = .keyInstants, named name: String? = nil,
        scale: Double = 2, tolerance: ImageTolerance = .default
    ) -> [GoldenOutcome] {
        let renderer = Renderer(fonts: fonts, scale: scale, resourceDirectory: timeline.resourceDirectory)
        let meta = GoldenMeta(environment: environment, scale: scale,
                              canvasWidth: timeline.canvas.width, canvasHeight: timeline.canvas.height)
        let recorded = store.read(GoldenMeta.file).flatMap(GoldenMeta.init)
        let changes = recorded.map { environment.differences(from: $0.environment) } ?? []
        let (times, disappeared) = frameTimes(instants, of: timeline, named: name ?? timeline.name)
        if !changes.isEmpty && requiresSameEnvironment {
            let why = "the goldens were recorded in another environment (" + changes.joined(separator: ", ")
                + "); --strict-environment refuses to compare frames across environments: record them here, or "
                + "check in the environment of their meta.json"
            return committing(times.map { time in
                var outcome = GoldenOutcome(file: GoldenStore.frameFile(name: name ?? timeline.name, time: time),
                                            status: .failed, message: why)
                outcome.time = time
                return outcome
            })
        }
        let tierNote = changes.isEmpty ? nil : "compared with the cross-environment tier (anti-aliasing and glyph "
            + "edges only) because the goldens were recorded in another environment: " + changes.joined(separator: ", ")
        let note = tierNote.map { "; " + $0 } ?? ""
        // A stop request (SIGINT, SIGTERM) ends the loop within a frame: the request is read
        // before each frame (lazily: an array's `prefix(while:)` would read it for every frame
        // before the first is drawn).
        let outcomes = Array(times.lazy.prefix { _ in !Interruption.isRequested }.map { time in
            let file = GoldenStore.frameFile(name: name ?? timeline.name, time: time)
            if disappeared.contains(time), var removed = store.settleDisappeared(file: file, time: time) {
                removed.time = time
                return removed
            }
            var outcome = frame(of: timeline, at: time, file: file,
                                renderer: renderer, tolerance: changes.isEmpty ? tolerance : tolerance.crossEnvironment,
                                note: note)
            outcome.tierNote = tierNote
            outcome.instantDisappeared = disappeared.contains(time)
            return outcome
        })
        // A missing meta.json is written once frames were recorded here, or all matched here
        // (goldens from before meta.json existed); never under `never`.
        let settled = outcomes.allSatisfy { [.recorded, .recordedForReview, .rerecorded, .removed, .matched].contains($0.status) }
        if (recorded == nil && settled && store.record != .never) || (store.record == .all && recorded != meta) {
            store.writeWithNewGoldens(Array(meta.json.utf8), to: GoldenMeta.file)
        }
        return committing(outcomes)
    }

    /// The outcomes with their new goldens committed, unless the caller defers that.
    private func committing(_ outcomes: [GoldenOutcome]) -> [GoldenOutcome] {
        defersNewGoldens ? outcomes : store.commitNewGoldens(outcomes)
    }

    /// The instants to check. With `.keyInstants`, the instants of frame goldens already
    /// recorded are checked too (except under record mode `all`): when a timing change moves
    /// the key instants, the old frames then show what moved instead of only "no golden".
    ///
    /// Old instants are checked only while some key instant has no golden (the timing moved
    /// and nothing was re-recorded yet); once every key instant has its golden, frames at other
    /// instants are orphans, listed and pruned by `flipbook check`, not failures. Record modes
    /// `failed` (then) and `all` (always) remove them instead (`GoldenStore.settleDisappeared`).
    private func frameTimes(_ instants: GoldenInstants, of timeline: Timeline, named name: String)
        -> (times: [Double], disappeared: Set<Double>) {
        let times = instants.times(in: timeline)
        guard case .keyInstants = instants else { return (times, []) }
        // A golden's file name holds its time in six decimals; the key instant itself is kept.
        let named = Set(times.map(DecimalText.sixDecimals))
        let recorded = store.frameTimes(name: name)
        let recordedNames = Set(recorded.map(DecimalText.sixDecimals))
        guard !recorded.isEmpty, store.record == .all || !named.isSubset(of: recordedNames) else { return (times, []) }
        let old = recorded.filter { !named.contains(DecimalText.sixDecimals($0)) }
        return ((times + old).sorted(), Set(old))
    }

    private func frame(of timeline: Timeline, at time: Double, file: String, renderer: Renderer,
                       tolerance: ImageTolerance, note: String) -> GoldenOutcome {
        let actual: RGBAImage
        let encoded: [UInt8]
        do {
            actual = try renderer.renderRGBA(timeline.presentation(at: time))
            encoded = try PNGCodec.encode(actual)
        } catch {
            var outcome = GoldenOutcome(file: file, status: .failed, message: "\(file): cannot render the frame: \(error)")
            outcome.time = time
            return outcome
        }
        var difference: ImageDifference?
        var matches: Bool?
        var artifacts: FrameArtifacts?
        if let golden = store.read(file) {
            if golden == encoded {
                matches = true  // the exact fast path: same bytes, nothing to decode
            } else if let expected = try? PNGCodec.decode(golden) {
                let found = ImageComparison.compare(expected, actual, tolerance: tolerance)
                difference = found
                matches = ImageComparison.passes(found, tolerance)
                if matches == false {
                    artifacts = store.writeFrameArtifacts(file: file, expected: golden, actual: encoded, diff: found.diffImage)
                }
            } else {
                matches = false
            }
        }
        var outcome = store.settle(file: file, actual: encoded, matches: matches) {
            guard let difference else { return "\(file): the golden is not a readable PNG" }
            var density = ""
            if ImageComparison.exceedsWindowDensity(difference, tolerance) {
                density = " densest window=\(difference.densestWindow.differing)/\(difference.densestWindow.pixels)"
            }
            return "frame at t=\(DecimalText.sixDecimals(time)) s differs from \(file): \(difference.summary)\(density)"
                + (artifacts == nil ? "" : " (artifacts in \(store.artifacts))") + note
        }
        outcome.time = time
        if [.differs, .missing].contains(outcome.status) {
            outcome.actualArtifact = artifacts?.actual
                ?? store.writeArtifact(encoded, named: GoldenStore.actualArtifactName(file))
        }
        // The diff image is on disk with the artifacts; keeping it would make memory grow with
        // every differing frame of the run.
        outcome.difference = difference?.withoutImage
        outcome.artifacts = artifacts
        return outcome
    }

    /// Presentation values at the instants against `values.csv`: numbers within `tolerance`, text
    /// exactly. `keys` are `<layer id>.<key path>`; nil means every animated key path. A key whose
    /// value is not a number (a point, a colour, a transform) gets one column per part.
    public func values(
        of timeline: Timeline, keys: [String]? = nil, at instants: GoldenInstants = .keyInstants, tolerance: Double = 1e-4
    ) -> [GoldenOutcome] {
        let file = "values.csv"
        let times = instants.times(in: timeline)
        let keys = keys ?? timeline.animatedKeyPaths
        let (columns, rows): ([String], [[ValueCell]])
        switch table(of: timeline, keys: keys, at: times) {
        case .success(let table): (columns, rows) = table
        case .failure(let bad):
            return committing([GoldenOutcome(file: file, status: .failed, message: "\(bad.key): expected <layer id>.<key path> of the "
                + "scene with a number, point, size, rect, colour, transform or text value")])
        }
        let csv = ValueTable.csv(times: times, columns: columns, rows: rows)
        var matches: Bool?
        var mismatch = ""
        var differences: [ValueDifference] = []
        if let golden = store.read(file) {
            let records = ValueTable.csvRecords(String(decoding: golden, as: UTF8.self))
            let found = ValueGoldenComparison(columns: columns, times: times, rows: rows, tolerance: tolerance)
                .compare(golden: records)
            (mismatch, differences) = (found?.message ?? "", found?.differences ?? [])
            // When the instants moved, the values at the golden's own instants say why.
            if mismatch.hasPrefix(ValueGoldenComparison.instantsChanged), case .keyInstants = instants {
                let goldenTimes = records.dropFirst().compactMap { $0.first.flatMap(Double.init) }
                if case .success(let (_, goldenRows)) = table(of: timeline, keys: keys, at: goldenTimes),
                   let moved = ValueGoldenComparison(columns: columns, times: goldenTimes, rows: goldenRows, tolerance: tolerance)
                    .compare(golden: records) {
                    mismatch = moved.message + "; " + mismatch
                    differences = moved.differences
                }
            }
            matches = mismatch.isEmpty
        }
        var outcome = store.settle(file: file, actual: Array(csv.utf8), matches: matches) { mismatch }
        outcome.valueDifferences = differences
        if outcome.status == .differs { outcome.goldenText = store.read(file).map { String(decoding: $0, as: UTF8.self) } }
        if [.differs, .missing].contains(outcome.status) {
            outcome.actualText = csv
            outcome.actualArtifact = store.writeArtifact(Array(csv.utf8), named: GoldenStore.actualArtifactName(file))
        }
        return committing([outcome])
    }

    /// A key that is not a tabular key path of the timeline.
    struct BadKey: Error {
        let key: String
    }

    /// The columns (keys split into parts) and one row per time.
    private func table(of timeline: Timeline, keys: [String], at times: [Double])
        -> Result<(columns: [String], rows: [[ValueCell]]), BadKey> {
        var columns: [String] = []
        var rows: [[ValueCell]] = times.map { _ in [] }
        for key in keys {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, let keyPath = LayerKeyPath(parts[1]), let kind = timeline.kind(ofLayer: parts[0]),
                  keyPath.property.applies(to: kind), ValueTable.isTabular(keyPath.kind) else {
                return .failure(BadKey(key: key))
            }
            columns += ValueTable.parts(of: AnimationValue.zero(of: keyPath.kind)).map { key + $0.suffix }
            for (index, time) in times.enumerated() {
                let value = timeline.value(ofLayer: parts[0], at: keyPath, time: time) ?? .zero(of: keyPath.kind)
                rows[index] += ValueTable.parts(of: value).map(\.cell)
            }
        }
        return .success((columns, rows))
    }

    /// The event log against `events.tsv`, line by line.
    /// One line for an event log that differs: its first change, as a changed line (`expected
    /// …, got …`: the first line lost and the first gained in the same run of changes) or a
    /// lost or extra line, and how many lines were lost and gained when there is more.
    static func eventMismatch(_ differences: [EventDifference]) -> String {
        let changes = differences.filter { $0.kind == .lost || $0.kind == .extra }
        guard let first = changes.first else { return "" }
        // The run of changes the first one starts (up to the next context line or hunk).
        let start = differences.firstIndex(of: first)!
        let run = differences[start...].prefix { $0.kind == .lost || $0.kind == .extra }
        let text: String
        let covered: Int
        if first.kind == .lost, let gained = run.first(where: { $0.kind == .extra }) {
            (text, covered) = ("events.tsv line \(first.line): expected \"\(first.text)\", got \"\(gained.text)\"", 2)
        } else {
            (text, covered) = ("events.tsv line \(first.line): \(first.kind == .lost ? "lost" : "extra") \"\(first.text)\"", 1)
        }
        guard changes.count > covered else { return text }
        let lost = changes.filter { $0.kind == .lost }.count
        return text + " (\(lost) line\(lost == 1 ? "" : "s") lost, \(changes.count - lost) extra; the diff is in the report)"
    }

    /// The event log (adds, starts, stops, completions, state changes) against `events.tsv`,
    /// compared as `diff -u` compares files: an event that moves is one line lost and one extra.
    public func events(of timeline: Timeline) -> [GoldenOutcome] {
        let file = "events.tsv"
        let lines = timeline.events.map(\.description)
        let text = lines.map { $0 + "\n" }.joined()
        var mismatch = ""
        var matches: Bool?
        var differences: [EventDifference] = []
        if let golden = store.read(file) {
            let expected = String(decoding: golden, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init).filter { !$0.isEmpty }
            matches = expected == lines
            differences = LineDiff.hunks(golden: expected, actual: lines)
            mismatch = Self.eventMismatch(differences)
        }
        var outcome = store.settle(file: file, actual: Array(text.utf8), matches: matches) { mismatch }
        outcome.eventDifferences = differences
        if [.differs, .missing].contains(outcome.status) {
            outcome.actualText = text
            outcome.actualArtifact = store.writeArtifact(Array(text.utf8), named: GoldenStore.actualArtifactName(file))
        }
        return committing([outcome])
    }
}
