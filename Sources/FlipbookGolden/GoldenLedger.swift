import FlipbookPNG
import Foundation
import Synchronization

/// Which golden files this process used, for the orphans of a full test run. Run the whole
/// suite (no filter) with `FLIPBOOK_ORPHANS=list` and, at exit, every file in a used
/// `__Goldens__` folder that no check read or wrote is printed on stderr
/// (`flipbook golden: orphaned golden …/__Goldens__/oldTest/gauge@0.2s.png`); with
/// `FLIPBOOK_ORPHANS=prune` they are deleted instead, unless a golden check failed in the run
/// (then they are listed and kept: a test that stopped early leaves its goldens unused).
public enum GoldenLedger {
    private static let used = Locked<[String: Set<String>]>([:])
    private static let registered = Atomic<Bool>(false)
    private static let aCheckFailed = Atomic<Bool>(false)
    /// Read once: `note` runs for every golden read or written.
    private static let mode = ProcessInfo.processInfo.environment["FLIPBOOK_ORPHANS"]

    /// Notes that a check used `file` in the golden folder `directory`.
    static func note(_ directory: String, _ file: String) {
        used.withLock { _ = $0[directory, default: []].insert(file) }
        guard mode == "list" || mode == "prune",
              registered.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        atexit { GoldenLedger.settleOrphans() }
    }

    /// Notes that a golden check failed, so the run's orphans are not pruned.
    static func noteFailure() {
        aCheckFailed.store(true, ordering: .relaxed)
    }

    /// Lists or prunes the orphans, as `FLIPBOOK_ORPHANS` asks (at exit).
    static func settleOrphans() {
        for line in settle(orphans(), pruning: mode == "prune", aCheckFailed: aCheckFailed.load(ordering: .relaxed)) {
            FileHandle.standardError.write(Data("flipbook golden: \(line)\n".utf8))
        }
    }

    /// Deletes `orphans` when pruning and no golden check failed; returns what to print.
    static func settle(_ orphans: [String], pruning: Bool, aCheckFailed: Bool) -> [String] {
        guard pruning, !orphans.isEmpty else { return orphans.map { "orphaned golden \($0)" } }
        guard !aCheckFailed else {
            return ["not pruning \(orphans.count) orphaned golden\(orphans.count == 1 ? "" : "s"): a golden check failed in this run"]
                + orphans.map { "orphaned golden \($0)" }
        }
        return orphans.map { orphan in
            do {
                try FileManager.default.removeItem(atPath: orphan)
                return "pruned orphaned golden \(orphan)"
            } catch {
                return "cannot prune \(orphan): \(SystemErrorText.describe(error))"
            }
        }
    }

    /// Files and test folders under every `__Goldens__` folder used so far that no check used.
    public static func orphans() -> [String] {
        let snapshot = used.withLock { $0 }
        var byRoot: [String: [String: Set<String>]] = [:]
        // Only test goldens (`__Goldens__/<test>`); `flipbook check` lists its own orphans.
        for (directory, files) in snapshot where URL(fileURLWithPath: directory).deletingLastPathComponent().lastPathComponent == "__Goldens__" {
            let url = URL(fileURLWithPath: directory)
            byRoot[url.deletingLastPathComponent().path, default: [:]][url.lastPathComponent, default: []].formUnion(files)
        }
        return byRoot.flatMap { root, folders in GoldenOrphans.list(root: root, used: folders) }.sorted()
    }
}
