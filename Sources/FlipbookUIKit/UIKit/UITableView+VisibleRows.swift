import Foundation

// The rows on screen, as a table shows them on iOS: only a row whose place in the content meets
// the table's bounds has a cell. When the content moves (a drag, `contentOffset`, an animated
// scroll) or the table's size changes, a row that left gives its cell up for reuse (hidden,
// `tableView(_:didEndDisplaying:forRowAt:)`) and one that came in asks the data source for its
// cell (`tableView(_:cellForRowAt:)`, which usually dequeues one given up, prepared by
// `prepareForReuse()`) and is told to the delegate (`tableView(_:willDisplay:forRowAt:)`). So a
// cell configured for one row and not fully reconfigured shows its old state on another row
// once scrolled, as on a device. Cells given up first are handed back first (see `ReuseQueue`).
// iOS also keeps a few rows beyond the edges ready (prefetching, its own choice of how many);
// Flipbook keeps none.

/// A table's row: where it is, where it sits in the content, and its cell while it is on screen.
struct TableRow {
    var path: IndexPath
    var frame: CGRect = .zero
    var cell: UITableViewCell?
    var isFirstInSection = false
    var isLastInSection = false
}

extension UITableView {
    /// The position of a row in `rows`.
    func rowIndex(of path: IndexPath) -> Int? {
        rows.firstIndex { $0.path == path }
    }

    /// The shown rows' cells and index paths, in order.
    var shownRows: [(cell: UITableViewCell, path: IndexPath)] {
        rows.compactMap { row in row.cell.map { ($0, row.path) } }
    }

    /// Whether a rectangle of the content meets the table's bounds (a row of no height, when it
    /// lies within them).
    func isOnScreen(_ rect: CGRect) -> Bool {
        rect.minY < bounds.maxY && (rect.maxY > bounds.minY || (rect.height == 0 && rect.minY >= bounds.minY))
    }

    /// Gives up the cells of rows that left the screen, then gives cells to the rows that came
    /// on it; nothing while the rows are frozen. An open swipe keeps its row's cell.
    func showVisibleRows() {
        guard hasLoadedRows, visibleRowsFrozen == 0 else { return }
        for index in rows.indices {
            guard let cell = rows[index].cell, !isOnScreen(rows[index].frame), swipe?.cell !== cell else { continue }
            rows[index].cell = nil
            giveUp(cell, at: rows[index].path)
        }
        for index in rows.indices where rows[index].cell == nil && isOnScreen(rows[index].frame) {
            showCell(at: index)
        }
    }

    /// Asks the data source for a row's cell and shows it in the row's place and look.
    @discardableResult
    func showCell(at index: Int) -> UITableViewCell? {
        let path = rows[index].path
        guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { return nil }
        if cell.superview !== self { addSubview(cell) }
        rows[index].cell = cell
        present(at: index)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        return cell
    }

    /// Takes a cell off screen for reuse, telling the delegate.
    func giveUp(_ cell: UITableViewCell, at path: IndexPath) {
        reusableCells.enqueue(cell, identifier: cell.reuseIdentifier)
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }

    /// Gives every row of a section a cell, on screen or not (a reorder moves them all).
    func showAllRows(inSection section: Int) {
        for index in rows.indices where rows[index].path.section == section && rows[index].cell == nil {
            showCell(at: index)
        }
    }
}
