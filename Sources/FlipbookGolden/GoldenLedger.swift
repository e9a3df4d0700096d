import FlipbookPNG
import Foundation
import Synchronization

/// Which golden files this process used, for the orphan listing of a full test run. Set
/// `FLIPBOOK_ORPHANS=list` when running the whole suite (no filter) and, at exit, every file
/// in a used `__Goldens__` folder that no check read or wrote is printed on stderr:
/// `flipbook golden: orphaned golden …/__Goldens__/oldTest/gauge@0.2s.png`.
public enum GoldenLedger {
    private static let used = Locked<[String: Set<String>]>([:])
    private static let registered = Atomic<Bool>(false)
    /// Read once: `note` runs for every golden read or written.
    private static let listsOrphans = ProcessInfo.processInfo.environment["FLIPBOOK_ORPHANS"] == "list"

    /// Notes that a check used `file` in the golden folder `directory`.
    static func note(_ directory: String, _ file: String) {
        used.withLock { _ = $0[directory, default: []].insert(file) }
        guard listsOrphans,
              registered.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        atexit {
            for orphan in GoldenLedger.orphans() {
                FileHandle.standardError.write(Data("flipbook golden: orphaned golden \(orphan)\n".utf8))
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
