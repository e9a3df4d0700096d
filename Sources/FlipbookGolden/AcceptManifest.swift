import FlipbookPNG
import FlipbookScene
import Foundation

/// `accept.tsv` in a `flipbook check --report` folder: for every failure the check could judge,
/// the golden it was compared with and where this run's output was written, so `flipbook
/// accept` can make that output the golden without running the check again.
///
/// Accepting a report accepts the check's whole outcome: the outputs that differ, the new key
/// instants' frames (held back while others failed), and the removal of frames at instants that
/// are no longer key instants, so the next check passes with no stale golden left.
///
/// One line per golden: `scene`, `time` (six decimals, empty for values and events), the
/// golden's absolute path, the actual output's absolute path (empty: remove the golden),
/// tab-separated.
public struct AcceptManifest: Equatable {
    /// One golden that failed and the output that would replace it.
    public struct Entry: Equatable {
        /// The scene (or test) the golden belongs to.
        public let scene: String
        /// A frame's scene time; nil for `values.csv` and `events.tsv`.
        public let time: Double?
        /// The golden's absolute path.
        public let golden: String
        /// The output that replaces the golden; empty when the golden is to be removed.
        public let actual: String

        /// Whether accepting removes the golden (a frame at an instant that is no longer a key instant).
        public var removesGolden: Bool { actual.isEmpty }

        /// An entry; an empty `actual` removes the golden.
        public init(scene: String, time: Double?, golden: String, actual: String) {
            (self.scene, self.time, self.golden, self.actual) = (scene, time, golden, actual)
        }
    }

    /// The file's name in a report folder.
    public static let file = "accept.tsv"

    /// The goldens to accept, in the order the check met them.
    public let entries: [Entry]

    /// The failures of a check whose goldens live in `goldens/<scene>/`.
    public init(results: [GoldenSceneResult], goldens: String) {
        let root = URL(fileURLWithPath: goldens).standardizedFileURL.path
        entries = results.flatMap { result in
            result.outcomes.compactMap { outcome -> Entry? in
                let golden = root + "/" + result.name + "/" + outcome.file
                if outcome.instantDisappeared {
                    return Entry(scene: result.name, time: outcome.time, golden: golden, actual: "")
                }
                guard outcome.isFailure, let actual = outcome.actualArtifact else { return nil }
                return Entry(scene: result.name, time: outcome.time, golden: golden,
                             actual: URL(fileURLWithPath: actual).standardizedFileURL.path)
            }
        }
    }

    /// A manifest of given entries.
    public init(entries: [Entry]) { self.entries = entries }

    /// Writes `accept.tsv` into the report folder.
    public func write(to folder: String) throws {
        let lines = entries.map { entry in
            [entry.scene, entry.time.map(DecimalText.sixDecimals) ?? "", entry.golden, entry.actual].joined(separator: "\t")
        }
        try AtomicFile.write(Array(lines.map { $0 + "\n" }.joined().utf8), to: folder + "/" + Self.file)
    }

    /// Reads a report folder's `accept.tsv`; nil when the folder has none.
    public static func read(from folder: String) -> AcceptManifest? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + file) else { return nil }
        let entries = String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line -> Entry? in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4 else { return nil }
            return Entry(scene: fields[0], time: Double(fields[1]), golden: fields[2], actual: fields[3])
        }
        return AcceptManifest(entries: entries)
    }

    /// The entries a selection names: `scene` (all its goldens) or `scene@time` (its frame at
    /// that time, in seconds); every entry when the selection is empty. Unknown names are
    /// returned apart, for the error message.
    public func select(_ selection: [String]) -> (entries: [Entry], unknown: [String]) {
        guard !selection.isEmpty else { return (entries, []) }
        var chosen: [Entry] = []
        var unknown: [String] = []
        for item in selection {
            let parts = item.split(separator: "@", maxSplits: 1).map(String.init)
            let time = parts.count == 2 ? Double(parts[1].hasSuffix("s") ? String(parts[1].dropLast()) : parts[1]) : nil
            let matches = entries.filter { entry in
                entry.scene == parts[0] && (parts.count == 1
                    || (entry.time != nil && time != nil && DecimalText.sixDecimals(entry.time!) == DecimalText.sixDecimals(time!)))
            }
            if matches.isEmpty { unknown.append(item) }
            chosen += matches.filter { candidate in !chosen.contains(candidate) }
        }
        return (chosen, unknown)
    }
}
