import Foundation

// Item and section updates, animated on the recording's clock, as Apple documents
// `performBatchUpdates(_:completion:)` (see IndexPathUpdate.swift for which items go where).
// Items that stay move to the places the layout now gives them; an inserted item starts from
// the layout's `initialLayoutAttributesForAppearingItem(at:)` (by default its place, faded out)
// and a deleted one ends at `finalLayoutAttributesForDisappearingItem(at:)` (its old place,
// faded out). Apple gives no duration or curve: 0.3 s, ease in and out, as a table's rows (a
// choice). Supplementary views take their new places at once.
extension UICollectionView {
    /// Runs `updates` as one group; `completion` runs when the items have finished moving.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchDepth += 1
        if pendingBatch == nil { pendingBatch = IndexPathUpdate() }
        updates?()
        if let completion { batchCompletions.append(completion) }
        batchDepth -= 1
        guard batchDepth == 0, let update = pendingBatch else { return }
        let completions = batchCompletions
        pendingBatch = nil
        batchCompletions = []
        applyBatch(update) { finished in completions.forEach { $0(finished) } }
    }

    /// Inserts items (index paths after the update).
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.inserted.formUnion(indexPaths) }
    }

    /// Deletes items (index paths before the update).
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deleted.formUnion(indexPaths) }
    }

    /// Reloads items: each goes and comes back with its new cell.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { update in
            update.deleted.formUnion(indexPaths)
            update.inserted.formUnion(indexPaths)
        }
    }

    /// Moves an item (from a path before the update to one after it).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves[indexPath] = newIndexPath }
    }

    /// Inserts sections (indices after the update).
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indices before the update).
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections: their items go and come back.
    public func reloadSections(_ sections: IndexSet) {
        record { update in
            update.deletedSections.formUnion(sections)
            update.insertedSections.formUnion(sections)
        }
    }

    /// Adds a change to the batch under way, or applies it alone.
    private func record(_ change: (inout IndexPathUpdate) -> Void) {
        withoutActuallyEscaping(change) { change in
            performBatchUpdates { change(&self.pendingBatch!) }
        }
    }

    private func applyBatch(_ update: IndexPathUpdate, completion: @escaping (Bool) -> Void) {
        guard hasLoadedItems, let dataSource else {
            reloadData()
            return completion(true)
        }
        let layout = collectionViewLayout
        var old: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for (path, _) in cells { old[path] = layout.layoutAttributesForItem(at: path)?.copied() }
        layout.oldAttributes = old
        let counts = (0..<dataSource.numberOfSections(in: self)).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
        let mapping = update.mapping(from: cells.map(\.path), newCounts: counts)
        let kept = Dictionary(cells.compactMap { entry in mapping[entry.path].map { ($0, entry.cell) } }, uniquingKeysWith: { first, _ in first })
        let keptCells = Set(kept.values.map(ObjectIdentifier.init))
        let deleted = cells.filter { !keptCells.contains(ObjectIdentifier($0.cell)) }
        var inserted: [IndexPath] = []
        var updated: [(path: IndexPath, cell: UICollectionViewCell)] = []
        for section in counts.indices {
            for item in 0..<counts[section] {
                let path = IndexPath(item: item, section: section)
                if let cell = kept[path] {
                    updated.append((path, cell))
                } else {
                    let cell = dataSource.collectionView(self, cellForItemAt: path)
                    addSubview(cell)
                    updated.append((path, cell))
                    inserted.append(path)
                }
            }
        }
        selectedPaths = selectedPaths.compactMap { mapping[$0] }
        cells = updated
        loadSupplementaryViews()
        for (kind, path, view) in supplementaryViews {
            if let attributes = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path) { place(view, attributes) }
        }
        // Inserted items start where the layout says they appear from.
        for path in inserted {
            if let cell = cellForItem(at: path), let start = layout.initialLayoutAttributesForAppearingItem(at: path) { place(cell, start) }
        }
        contentSize = layout.collectionViewContentSize
        let move = {
            for (path, cell) in updated {
                if let attributes = layout.layoutAttributesForItem(at: path) { self.place(cell, attributes) }
            }
            for (path, cell) in deleted {
                if let end = layout.finalLayoutAttributesForDisappearingItem(at: path) { self.place(cell, end) }
            }
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: move) { finished in
            for (_, cell) in deleted { self.retire(cell) }
            layout.oldAttributes = [:]
            completion(finished)
        }
    }
}
