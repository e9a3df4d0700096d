import Foundation

// A table's row moved by its reorder control while the table edits (see RowReorder.swift):
// the table's rows take the new order and the data source's `tableView(_:moveRowAt:to:)` is
// told, even when the row is back where it was, as UIKit does.

extension UITableView: RowReorderHost {
    func beginReorder(of cell: UIView, finger: CGFloat) {
        guard editing, reorder == nil, let cell = cell as? UITableViewCell, let path = indexPath(for: cell) else { return }
        let sectionCells = zip(visibleCells, paths).filter { $0.1.section == path.section }.map(\.0)
        reorder = RowReorder(cell: cell, source: path, sectionCells: sectionCells, fingerStart: finger)
        reorder?.lift()
    }

    func commitReorder(_ reorder: RowReorder) {
        let moved = reorder.order.compactMap { $0 as? UITableViewCell }
        if let first = visibleCells.firstIndex(where: { $0 === reorder.sectionCells.first }) {
            visibleCells.replaceSubrange(first..<(first + moved.count), with: moved)
        }
        let before = reorder.sectionCells
        selectedPaths = selectedPaths.map { path in
            guard path.section == reorder.source.section, let cell = before[path.row] as? UITableViewCell else { return path }
            return indexPath(for: cell) ?? path
        }
        dataSource?.tableView(self, moveRowAt: reorder.source, to: reorder.destination)
    }
}
