import Foundation

/// Which share of a sorted list of inputs this run takes: `--shard K/N`, or Bazel's
/// `TEST_TOTAL_SHARDS` and 0-based `TEST_SHARD_INDEX` when the flag is absent. Position i
/// (from 0) belongs to shard K when i ≡ K − 1 (mod N), so shards are disjoint and cover all.
struct ShardSelection: Equatable {
    /// 0-based shard index.
    let index: Int
    /// Number of shards.
    let count: Int

    /// Everything, in one shard.
    static let all = ShardSelection(index: 0, count: 1)

    /// Whether this is a slice of the inputs rather than all of them.
    var isPartial: Bool { count > 1 }

    /// From `--shard K/N` or the environment; bad text is a usage error.
    static func parse(_ flag: String?, environment: [String: String]) throws(CommandFailure) -> ShardSelection {
        if let flag { return try parse(flag: flag) }
        guard let total = environment["TEST_TOTAL_SHARDS"] else { return .all }
        guard let count = Int(total), count >= 1 else {
            throw .usage("TEST_TOTAL_SHARDS: expected a whole number from 1, found '\(total)'")
        }
        let text = environment["TEST_SHARD_INDEX"] ?? "0"
        guard let index = Int(text), (0..<count).contains(index) else {
            throw .usage("TEST_SHARD_INDEX: expected a whole number from 0 to \(count - 1), found '\(text)'")
        }
        return ShardSelection(index: index, count: count)
    }

    /// `--shard K/N` alone (K from 1 to N), as `check` and `render` spell it.
    static func parse(flag: String) throws(CommandFailure) -> ShardSelection {
        let parts = flag.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let shard = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(shard) else {
            throw .usage("--shard: expected K/N with 1 ≤ K ≤ N, such as 2/4, found '\(flag)'")
        }
        return ShardSelection(index: shard - 1, count: count)
    }

    /// The items at this shard's positions.
    func select<Item>(_ items: [Item]) -> [Item] {
        items.enumerated().filter { $0.offset % count == index }.map(\.element)
    }

    /// Bazel asks a test that understands sharding to touch `TEST_SHARD_STATUS_FILE`.
    static func acknowledge(environment: [String: String]) throws(CommandFailure) {
        guard let path = environment["TEST_SHARD_STATUS_FILE"], !path.isEmpty else { return }
        if FileManager.default.fileExists(atPath: path) {
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
        } else if !FileManager.default.createFile(atPath: path, contents: nil) {
            throw CommandFailure(.environment, "TEST_SHARD_STATUS_FILE: cannot create \(path)")
        }
    }
}
