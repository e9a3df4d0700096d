import Foundation

/// Where the rows (or items) that stay through a batch update go, as Apple documents
/// `performBatchUpdates(_:completion:)` for tables and collection views: deletions are given in
/// the index paths from before the update, insertions in those after it; moves map one path to
/// another; in each section that stays, the other rows that stay keep their order.
struct IndexPathUpdate {
    var deleted: Set<IndexPath> = []
    var inserted: Set<IndexPath> = []
    var moves: [IndexPath: IndexPath] = [:]
    var deletedSections: Set<Int> = []
    var insertedSections: Set<Int> = []

    /// The new index path of each old one that stays, given the paths before the update and
    /// the number of rows of each section after it.
    func mapping(from oldPaths: [IndexPath], newCounts: [Int]) -> [IndexPath: IndexPath] {
        let oldSectionCount = (oldPaths.map(\.section).max() ?? -1) + 1
        var sectionMap: [Int: Int] = [:]
        var next = 0
        for old in 0..<max(oldSectionCount, 0) where !deletedSections.contains(old) {
            while insertedSections.contains(next) { next += 1 }
            sectionMap[old] = next
            next += 1
        }
        var mapping = moves
        let movedTo = Set(moves.values)
        for (old, new) in sectionMap where new < newCounts.count {
            let staying = oldPaths.filter { $0.section == old && !deleted.contains($0) && moves[$0] == nil }
            let places = (0..<newCounts[new]).map { IndexPath(indexes: [new, $0]) }
                .filter { !inserted.contains($0) && !insertedSections.contains(new) && !movedTo.contains($0) }
            for (from, to) in zip(staying, places) { mapping[from] = to }
        }
        return mapping
    }
}
