import Foundation
import FlipbookPNG
import FlipbookScene

/// When goldens are written (`FLIPBOOK_RECORD`): a golden is never overwritten outside these.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write goldens that do not exist yet (the default on a workstation).
    case missing
    /// Also rewrite goldens that no longer match.
    case failed
    /// Rewrite every golden.
    case all
    /// Write nothing; a missing golden fails (the default when `CI` is set).
    case never

    /// `FLIPBOOK_RECORD` if set, else `never` under CI (`CI` set) and `missing` elsewhere.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        explicitChoice(environment) ?? defaultMode(environment)
    }

    /// The mode `FLIPBOOK_RECORD` chooses, if it names one.
    public static func explicitChoice(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode? {
        environment["FLIPBOOK_RECORD"].flatMap(RecordMode.init(rawValue:))
    }

    /// The mode when nobody chose one: `never` under CI, `missing` elsewhere.
    static func defaultMode(_ environment: [String: String]) -> RecordMode {
        environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } == true ? .never : .missing
    }
}

/// Goldens waiting to be written or removed (a store is a value; this box is shared by its
/// copies). Nil bytes remove the golden.
final class PendingGoldens: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [(file: String, bytes: [UInt8]?, isNew: Bool)] = []

    func add(_ file: String, _ bytes: [UInt8]?, isNew: Bool) {
        lock.lock()
        files.removeAll { $0.file == file }
        files.append((file, bytes, isNew))
        lock.unlock()
    }

    func take() -> [(file: String, bytes: [UInt8]?, isNew: Bool)] {
        lock.lock()
        defer { lock.unlock() }
        let taken = files
        files = []
        return taken
    }
}

/// A golden directory: reads goldens, writes them atomically when the record mode allows, and
/// keeps failure artifacts apart.
public struct GoldenStore: Sendable {
    /// Where this test's goldens live (`…/__Goldens__/<TestName>`).
    public let directory: String
    /// The record mode.
    public let record: RecordMode
    /// Whether somebody chose the mode (`--record`, `FLIPBOOK_RECORD`, a `record:` argument).
    /// Without a choice a new golden is still written, but the run fails until it is checked
    /// on a second run, as swift-snapshot-testing and Playwright do.
    public let recordingIsExplicit: Bool
    /// New goldens and `meta.json` waiting for `commitNewGoldens`: a check with failing goldens
    /// records nothing new.
    private let pending = PendingGoldens()
    /// Where failure artifacts go (`FLIPBOOK_ARTIFACTS`, default `.build/flipbook-artifacts/<TestName>`).
    public let artifacts: String
    /// Whether failure artifacts are written at all.
    public let writesArtifacts: Bool

    /// A store for a directory; `writesArtifacts: false` keeps failures from writing anything
    /// but their messages.
    /// `record: nil` takes the mode from the environment (`FLIPBOOK_RECORD`, else the default,
    /// which is not an explicit choice).
    public init(directory: String, record: RecordMode? = nil, artifacts: String? = nil,
                writesArtifacts: Bool = true) {
        let chosen = record ?? RecordMode.explicitChoice()
        self.init(directory: directory, record: chosen ?? RecordMode.fromEnvironment(), explicit: chosen != nil,
                  artifacts: artifacts, writesArtifacts: writesArtifacts)
    }

    /// A store whose mode is given along with whether somebody chose it.
    public init(directory: String, record: RecordMode, explicit: Bool, artifacts: String? = nil,
                writesArtifacts: Bool = true) {
        self.directory = directory
        self.record = record
        recordingIsExplicit = explicit
        let name = URL(fileURLWithPath: directory).lastPathComponent
        self.artifacts = artifacts ?? (ProcessInfo.processInfo.environment["FLIPBOOK_ARTIFACTS"].map { $0 + "/" + name }
            ?? ".build/flipbook-artifacts/" + name)
        self.writesArtifacts = writesArtifacts
    }

    /// The golden store beside a test file: `<folder of file>/__Goldens__/<test name>`.
    public static func beside(file: String, test: String, record: RecordMode? = nil) -> GoldenStore {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("__Goldens__")
        return GoldenStore(directory: folder.appendingPathComponent(sanitized(test)).path, record: record)
    }

    /// Names safe on every file system: runs of other characters become `-`.
    public static func sanitized(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isLetter || character.isNumber || "._@-".contains(character) {
                result.append(character)
            } else if !result.hasSuffix("-") {
                result.append("-")
            }
        }
        return result.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }

    /// A golden frame's file name: `<name>@<t>s.png` with t in six decimals.
    public static func frameFile(name: String, time: Double) -> String {
        "\(sanitized(name))@\(DecimalText.sixDecimals(time))s.png"
    }

    /// The times of the golden frames recorded for `name` (`<name>@<t>s.png`), sorted.
    public func frameTimes(name: String) -> [Double] {
        let prefix = Self.sanitized(name) + "@"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.compactMap { file -> Double? in
            guard file.hasPrefix(prefix), file.hasSuffix("s.png") else { return nil }
            return Double(file.dropFirst(prefix.count).dropLast(5))
        }.sorted()
    }

    /// The golden's bytes, or nil when there is none.
    public func read(_ file: String) -> [UInt8]? {
        GoldenLedger.note(directory, file)
        return FileManager.default.contents(atPath: directory + "/" + file).map(Array.init)
    }

    /// Writes a golden (atomically), creating the directory.
    public func write(_ bytes: [UInt8], to file: String) throws {
        GoldenLedger.note(directory, file)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try AtomicFile.write(bytes, to: directory + "/" + file)
    }

    /// Queues `meta.json` (or another file) to be written with the new goldens.
    func writeWithNewGoldens(_ bytes: [UInt8], to file: String) {
        pending.add(file, bytes, isNew: true)
    }

    /// Writes the new goldens a check found, unless something else in it failed and the mode is
    /// not `all`: a scene with failing goldens records nothing new, and its outcomes say which
    /// goldens are new and were left unrecorded. Returns the outcomes with that settled.
    ///
    /// Every golden a check rewrites (record modes `failed` and `all`) is written here too, in
    /// one go: a stop requested before (SIGINT, SIGTERM) writes nothing, and one arriving during
    /// the writes only sets a flag, so a check leaves its goldens wholly old or wholly new.
    /// A golden that cannot be written becomes a `writeFailed` outcome (an I/O failure).
    public func commitNewGoldens(_ outcomes: [GoldenOutcome]) -> [GoldenOutcome] {
        var files = pending.take()
        if Interruption.isRequested { return outcomes }
        let blocked = record != .all && outcomes.contains { $0.isFailure && !$0.isNewGolden }
        // New goldens held back go to the artifacts instead, so accepting the report records them.
        var heldBack: [String: [UInt8]] = [:]
        if blocked {
            for entry in files where entry.isNew { heldBack[entry.file] = entry.bytes }
            files.removeAll(where: \.isNew)
        }
        var unwritten: [String: String] = [:]
        for (file, bytes, _) in files {
            do {
                if let bytes {
                    try write(bytes, to: file)
                } else if FileManager.default.fileExists(atPath: directory + "/" + file) {
                    try FileManager.default.removeItem(atPath: directory + "/" + file)
                }
            } catch {
                unwritten[file] = SystemErrorText.describe(error)
            }
        }
        let written = outcomes.map { outcome -> GoldenOutcome in
            guard let reason = unwritten[outcome.file] else { return outcome }
            return GoldenOutcome(file: outcome.file, status: .writeFailed,
                                 message: "\(outcome.file): cannot write the golden in \(directory): \(reason)")
        }
        guard !blocked else {
            return written.map { outcome in
                guard outcome.isNewGolden else { return outcome }
                var held = outcome
                held.status = .notRecorded
                held.message = "\(outcome.file): new, not recorded: other goldens of this check fail (only record "
                    + "mode all records while something fails)"
                held.actualArtifact = heldBack[outcome.file].flatMap { writeArtifact($0, named: Self.actualArtifactName(outcome.file)) }
                return held
            }
        }
        return written
    }

    /// The artifact holding this run's output for a golden: `gauge@0.2s.png` → `gauge@0.2s.actual.png`,
    /// `values.csv` → `values.actual.csv`.
    public static func actualArtifactName(_ file: String) -> String {
        let name = file as NSString
        return "\(name.deletingPathExtension).actual.\(name.pathExtension)"
    }

    /// Writes a failure artifact and returns its path.
    @discardableResult
    public func writeArtifact(_ bytes: [UInt8], named file: String) -> String? {
        guard writesArtifacts else { return nil }
        do {
            try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
            try AtomicFile.write(bytes, to: artifacts + "/" + file)
            return artifacts + "/" + file
        } catch {
            return nil
        }
    }

    /// Writes a differing frame's expected, actual and diff PNGs (`<stem>.expected.png`, …).
    func writeFrameArtifacts(file: String, expected: [UInt8], actual: [UInt8], diff: RGBAImage) -> FrameArtifacts? {
        let stem = String(file.dropLast(4))
        guard let expectedPath = writeArtifact(expected, named: stem + ".expected.png"),
              let actualPath = writeArtifact(actual, named: stem + ".actual.png"),
              let diffBytes = try? PNGCodec.encode(diff),
              let diffPath = writeArtifact(diffBytes, named: stem + ".diff.png") else { return nil }
        return FrameArtifacts(expected: expectedPath, actual: actualPath, diff: diffPath)
    }

    /// Decides what to do with a comparison and records what the mode says. `matches` is nil
    /// when there is no golden; `mismatch` is only asked for when the output differs.
    func settle(file: String, actual: [UInt8], matches: Bool?, mismatch: () -> String) -> GoldenOutcome {
        switch (matches, record) {
        case (true?, .all):
            pending.add(file, actual, isNew: false)
            return GoldenOutcome(file: file, status: .matched, message: nil)
        case (true?, _):
            return GoldenOutcome(file: file, status: .matched, message: nil)
        case (nil, .never):
            return GoldenOutcome(file: file, status: .missing, message:
                "\(file): no golden in \(directory) (record mode never: set FLIPBOOK_RECORD=missing to record it)")
        case (nil, _):
            // Written by `commitNewGoldens`, once the whole check is known to pass.
            pending.add(file, actual, isNew: true)
            return GoldenOutcome(file: file, status: recordingIsExplicit ? .recorded : .recordedForReview, message:
                "\(file): recorded a new golden in \(directory); look at it, commit it and run again")
        case (false?, .failed), (false?, .all):
            pending.add(file, actual, isNew: false)
            return GoldenOutcome(file: file, status: .rerecorded, message:
                mismatch() + " (re-recorded, record mode \(record.rawValue))")
        case (false?, _):
            return GoldenOutcome(file: file, status: .differs, message: mismatch())
        }
    }

    /// Settles a frame golden whose instant is no longer a key instant. Record modes `failed`
    /// and `all` remove it with the other goldens they rewrite, so the goldens are this run's
    /// key instants and nothing else; nil in the other modes, where the frame is checked to
    /// show what moved.
    func settleDisappeared(file: String, time: Double) -> GoldenOutcome? {
        guard record == .failed || record == .all else { return nil }
        pending.add(file, nil, isNew: false)
        return GoldenOutcome(file: file, status: .removed, message:
            "\(file): removed: \(DecimalText.trimmed(time)) s is no longer a key instant (record mode \(record.rawValue))")
    }
}
