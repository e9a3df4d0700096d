import Foundation

// Row and section updates, animated on the recording's clock.
//
// As Apple documents `performBatchUpdates(_:completion:)`: deletions and reloads are given in
// the index paths from before the update, insertions in those after it, and the data source
// already holds the new rows when the update ends. The rows that stay keep their cells and move
// to their new places; inserted rows come in and deleted rows go as their `RowAnimation` says.
// Apple gives no duration or curve: Flipbook moves rows over 0.3 s, ease in and out (a choice);
// headers and footers take their new places at once.
extension UITableView {
    /// `UITableView.RowAnimation`: how an inserted row comes in and a deleted one goes.
    public enum RowAnimation: Int, Sendable {
        /// Fades in or out.
        case fade
        /// Slides in from the right, or out to it.
        case right
        /// Slides in from the left, or out to it.
        case left
        /// Slides in from above, or out upwards.
        case top
        /// Slides in from below, or out downwards.
        case bottom
        /// Appears or goes at once.
        case none
        /// Grows from, or shrinks to, its middle line.
        case middle
        /// The system's choice: a fade.
        case automatic = 100
    }

    /// The row changes recorded between `beginUpdates()` and `endUpdates()`.
    struct PendingUpdate {
        var deletedRows: [IndexPath: RowAnimation] = [:]
        var insertedRows: [IndexPath: RowAnimation] = [:]
        var moves: [IndexPath: IndexPath] = [:]
        var deletedSections: [Int: RowAnimation] = [:]
        var insertedSections: [Int: RowAnimation] = [:]
        var completions: [(Bool) -> Void] = []
    }

    /// Starts a group of updates, which animate together at `endUpdates()`.
    public func beginUpdates() {
        updateDepth += 1
        if pendingUpdate == nil { pendingUpdate = PendingUpdate() }
    }

    /// Ends a group of updates: the rows move, come and go together.
    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let update = pendingUpdate else { return }
        pendingUpdate = nil
        apply(update)
    }

    /// Runs `updates` as one group; `completion` runs when the rows have finished moving.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingUpdate?.completions.append(completion) }
        endUpdates()
    }

    /// Inserts rows (index paths after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { for path in indexPaths { $0.insertedRows[path] = animation } }
    }

    /// Deletes rows (index paths before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { for path in indexPaths { $0.deletedRows[path] = animation } }
    }

    /// Reloads rows: each goes and comes back with its new cell.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { update in
            for path in indexPaths {
                update.deletedRows[path] = animation
                update.insertedRows[path] = animation
            }
        }
    }

    /// Moves a row (from a path before the update to one after it).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves[indexPath] = newIndexPath }
    }

    /// Inserts sections (indices after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { for section in sections { $0.insertedSections[section] = animation } }
    }

    /// Deletes sections (indices before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { for section in sections { $0.deletedSections[section] = animation } }
    }

    /// Reloads sections: their rows go and come back.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { update in
            for section in sections {
                update.deletedSections[section] = animation
                update.insertedSections[section] = animation
            }
        }
    }

    /// Adds a change to the group under way, or applies it alone.
    private func record(_ change: (inout PendingUpdate) -> Void) {
        beginUpdates()
        change(&pendingUpdate!)
        endUpdates()
    }

    /// Applies a group of changes: the data source now gives the rows after it. The cells
    /// shown before keep their rows and move to their new places; rows on screen after the
    /// update that had no cell get one, sliding in from where they were (or coming in as
    /// their animation says, when inserted); cells of deleted rows go. Rows keep their cells
    /// while they move; then those off screen give theirs up.
    private func apply(_ update: PendingUpdate) {
        guard hasLoadedRows, let dataSource else {
            reloadData()
            update.completions.forEach { $0(true) }
            return
        }
        let oldRows = rows
        let newSectionCount = dataSource.numberOfSections(in: self)
        let counts = (0..<newSectionCount).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
        let mapping = IndexPathUpdate(deleted: Set(update.deletedRows.keys), inserted: Set(update.insertedRows.keys), moves: update.moves,
                                      deletedSections: Set(update.deletedSections.keys), insertedSections: Set(update.insertedSections.keys))
            .mapping(from: oldRows.map(\.path), newCounts: counts)
        let oldRowsByPath = Dictionary(oldRows.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let oldRowsByNewPath = Dictionary(mapping.compactMap { old, new in oldRowsByPath[old].map { (new, $0) } },
                                          uniquingKeysWith: { first, _ in first })
        var newRows: [TableRow] = []
        for section in 0..<newSectionCount {
            for row in 0..<counts[section] {
                let path = IndexPath(row: row, section: section)
                newRows.append(TableRow(path: path, cell: oldRowsByNewPath[path]?.cell))
            }
        }
        let keptCells = Set(newRows.compactMap(\.cell).map(ObjectIdentifier.init))
        let deleted = oldRows.compactMap { row -> (UITableViewCell, IndexPath, RowAnimation)? in
            guard let cell = row.cell, !keptCells.contains(ObjectIdentifier(cell)) else { return nil }
            return (cell, row.path, update.deletedRows[row.path] ?? update.deletedSections[row.path.section] ?? .automatic)
        }
        // Where each kept cell starts from: where it is now (it may be moving still).
        let startFrames = Dictionary(oldRows.compactMap { row in row.cell.map { (ObjectIdentifier($0), $0.frame) } },
                                     uniquingKeysWith: { first, _ in first })
        selectedPaths = selectedPaths.compactMap { mapping[$0] }
        rows = newRows
        loadSectionViews()
        // The places after the update; the rows on screen then get their cells.
        layOutRows()
        for index in rows.indices where rows[index].cell == nil && isOnScreen(rows[index].frame) { showCell(at: index) }
        for index in rows.indices where rows[index].cell != nil { present(at: index) }
        let shown = shownRows
        let finalFrames = shown.map(\.cell.frame)
        // Each row back where it starts from: a kept cell where it was, a row that comes on
        // screen where it was off screen, an inserted one in its entering state.
        var inserted: [(UITableViewCell, RowAnimation)] = []
        for (cell, path) in shown {
            if let start = startFrames[ObjectIdentifier(cell)] {
                cell.frame = start
            } else if let old = oldRowsByNewPath[path] {
                cell.frame.origin.y = old.frame.minY
            } else {
                inserted.append((cell, update.insertedRows[path] ?? update.insertedSections[path.section] ?? .automatic))
            }
        }
        for (cell, animation) in inserted { Self.setOffState(cell, animation, entering: true) }
        let animated = inserted.contains { $0.1 != .none } || deleted.contains { $0.2 != .none }
            || zip(shown, finalFrames).contains { $0.cell.frame != $1 }
        let moveAll = {
            for (row, frame) in zip(shown, finalFrames) { row.cell.frame = frame }
            for (cell, _) in inserted { cell.alpha = 1 }
            for (cell, _, animation) in deleted where animation != .none { Self.setOffState(cell, animation, entering: false) }
        }
        // Deleted cells leave for reuse at once, or once their animation ends.
        for (cell, path, animation) in deleted where animation == .none { giveUp(cell, at: path) }
        let animatedOut = deleted.filter { $0.2 != .none }
        guard animated else {
            moveAll()
            animatedOut.forEach { giveUp($0.0, at: $0.1) }
            showVisibleRows()
            update.completions.forEach { $0(true) }
            return
        }
        visibleRowsFrozen += 1
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: moveAll) { finished in
            // A cell the rows took back while it animated out (a reload) stays.
            for (cell, path, _) in animatedOut where self.indexPath(for: cell) == nil { self.giveUp(cell, at: path) }
            self.visibleRowsFrozen -= 1
            self.showVisibleRows()
            update.completions.forEach { $0(finished) }
        }
    }

    /// Where a row comes in from (`entering`) or goes to: faded out, slid a width or a height
    /// away, or squashed to its middle line.
    private static func setOffState(_ cell: UITableViewCell, _ animation: RowAnimation, entering: Bool) {
        let frame = cell.frame
        switch animation {
        case .fade, .automatic: cell.alpha = 0
        case .right: cell.frame = frame.offsetBy(dx: frame.width, dy: 0)
        case .left: cell.frame = frame.offsetBy(dx: -frame.width, dy: 0)
        case .top: cell.frame = frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: cell.frame = frame.offsetBy(dx: 0, dy: frame.height)
        case .middle: cell.frame = CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0)
        case .none: break
        }
        if entering, animation != .fade, animation != .automatic { cell.alpha = 1 }
    }
}
