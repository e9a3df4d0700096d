import Foundation

// A table's row moved by its reorder control while the table edits (see RowReorder.swift):
// the table's rows take the new order and the data source's `tableView(_:moveRowAt:to:)` is
// told, even when the row is back where it was, as UIKit does. Every row of the section gets a
// cell while the row moves (those off screen too), and rows keep their cells until it settles.

extension UITableView: RowReorderHost {
    func beginReorder(of cell: UIView, finger: CGFloat) {
        guard editing, reorder == nil, let cell = cell as? UITableViewCell, let path = indexPath(for: cell) else { return }
        showAllRows(inSection: path.section)
        visibleRowsFrozen += 1
        let sectionCells = shownRows.filter { $0.path.section == path.section }.map(\.cell)
        reorder = RowReorder(cell: cell, source: path, sectionCells: sectionCells, fingerStart: finger)
        reorder?.lift()
    }

    func commitReorder(_ reorder: RowReorder) {
        let moved = reorder.order.compactMap { $0 as? UITableViewCell }
        let sectionRows = rows.indices.filter { rows[$0].path.section == reorder.source.section }
        for (index, cell) in zip(sectionRows, moved) { rows[index].cell = cell }
        let before = reorder.sectionCells
        selectedPaths = selectedPaths.map { path in
            guard path.section == reorder.source.section, let cell = before[path.row] as? UITableViewCell else { return path }
            return indexPath(for: cell) ?? path
        }
        dataSource?.tableView(self, moveRowAt: reorder.source, to: reorder.destination)
    }

    func reorderSettled() {
        visibleRowsFrozen -= 1
        stackRows()
    }
}
