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

    /// Applies a batch: the cells shown before keep their items and move to their new places;
    /// items on screen after it that had no cell get one, coming from where they were (or, when
    /// inserted, from where the layout says they appear); cells of deleted items go. Items keep
    /// their cells while they move; then those off screen give theirs up.
    private func applyBatch(_ update: IndexPathUpdate, completion: @escaping (Bool) -> Void) {
        guard hasLoadedItems, let dataSource else {
            reloadData()
            return completion(true)
        }
        let layout = collectionViewLayout
        var old: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for path in itemPaths { old[path] = layout.layoutAttributesForItem(at: path)?.copied() }
        layout.oldAttributes = old
        let counts = (0..<dataSource.numberOfSections(in: self)).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
        let mapping = update.mapping(from: itemPaths, newCounts: counts)
        let oldPaths = Dictionary(mapping.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let kept = Dictionary(cells.compactMap { entry in mapping[entry.path].map { ($0, entry.cell) } }, uniquingKeysWith: { first, _ in first })
        let keptCells = Set(kept.values.map(ObjectIdentifier.init))
        let deleted = cells.filter { !keptCells.contains(ObjectIdentifier($0.cell)) }
        let newPaths = counts.indices.flatMap { section in (0..<counts[section]).map { IndexPath(item: $0, section: section) } }
        selectedPaths = selectedPaths.compactMap { mapping[$0] }
        itemPaths = newPaths
        cells = newPaths.compactMap { path in kept[path].map { (path, $0) } }
        loadSupplementaryViews()
        for (kind, path, view) in supplementaryViews {
            if let attributes = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path) { place(view, attributes) }
        }
        // Items that come on screen start where they were, or where the layout says they appear.
        let shown = Set(cells.map(\.path))
        for path in newPaths where !shown.contains(path) {
            guard let attributes = layout.layoutAttributesForItem(at: path), isOnScreen(attributes) else { continue }
            showCell(at: path, attributes)
            guard let cell = cellForItem(at: path) else { continue }
            if let start = oldPaths[path].flatMap({ old[$0] }) ?? layout.initialLayoutAttributesForAppearingItem(at: path) { place(cell, start) }
        }
        contentSize = layout.collectionViewContentSize
        let moving = cells
        let move = {
            for (path, cell) in moving {
                if let attributes = layout.layoutAttributesForItem(at: path) { self.place(cell, attributes) }
            }
            for (path, cell) in deleted {
                if let end = layout.finalLayoutAttributesForDisappearingItem(at: path) { self.place(cell, end) }
            }
        }
        visibleItemsFrozen += 1
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: move) { finished in
            for (path, cell) in deleted { self.giveUp(cell, at: path) }
            layout.oldAttributes = [:]
            self.visibleItemsFrozen -= 1
            self.showVisibleItems()
            completion(finished)
        }
    }
}
