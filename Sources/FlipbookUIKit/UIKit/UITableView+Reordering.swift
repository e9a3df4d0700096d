import Foundation

// Moving a row by its reorder control, as on iOS: the row lifts (drawn over the others with a
// shadow) and follows the finger up and down its section; the other rows slide out of its way
// over 0.2 s as its middle passes theirs; at the lift it settles into its place over 0.3 s and the
// data source's `tableView(_:moveRowAt:to:)` is told (even when the row is back where it was,
// as UIKit does). The durations and the shadow are choices, not measured on a device. Moving a
// row into another section is not modelled: the row stays in its own, and a warning says so.

/// A row being moved by its reorder control.
@MainActor
final class RowReorder {
    let cell: UITableViewCell
    let source: IndexPath
    /// The section's cells in their order before the move, and where the section's rows start.
    let sectionCells: [UITableViewCell]
    let top: CGFloat
    /// Where the finger and the row's top were when the finger went down.
    let fingerStart: CGFloat
    let rowStart: CGFloat
    /// The row's place in its section as the finger has it now.
    var target: Int

    init(cell: UITableViewCell, source: IndexPath, sectionCells: [UITableViewCell], top: CGFloat, fingerStart: CGFloat) {
        self.cell = cell
        self.source = source
        self.sectionCells = sectionCells
        self.top = top
        self.fingerStart = fingerStart
        rowStart = cell.frame.minY
        target = source.row
    }

    /// The section's cells in the order the move gives them.
    var order: [UITableViewCell] {
        var cells = sectionCells.filter { $0 !== cell }
        cells.insert(cell, at: target)
        return cells
    }
}

extension UITableView {
    /// A finger went down on a row's reorder control.
    func beginReorder(of cell: UITableViewCell, finger: CGFloat) {
        guard editing, reorder == nil, let path = indexPath(for: cell) else { return }
        let sectionCells = zip(visibleCells, paths).filter { $0.1.section == path.section }.map(\.0)
        reorder = RowReorder(cell: cell, source: path, sectionCells: sectionCells, top: sectionCells.first?.frame.minY ?? cell.frame.minY,
                             fingerStart: finger)
        cell.layer.zPosition = 2
        cell.layer.shadowColor = UIColor.black.cgColor
        cell.layer.shadowOpacity = 0.2
        cell.layer.shadowRadius = 8
        cell.layer.shadowOffset = .zero
    }

    /// The finger moved: the row follows it within its section, the others make way.
    func moveReorder(finger: CGFloat) {
        guard let reorder else { return }
        let cell = reorder.cell
        let heights = reorder.sectionCells.map(\.frame.height).reduce(0, +)
        let wanted = reorder.rowStart + finger - reorder.fingerStart
        let lowest = reorder.top + heights - cell.frame.height
        if wanted < reorder.top - cell.frame.height / 2 || wanted > lowest + cell.frame.height / 2 {
            layer.report("a row moved by its reorder control stays in its own section: moving it into another is not modelled", isWarning: true)
        }
        cell.frame.origin.y = min(max(wanted, reorder.top), lowest)
        // The row's place: after every other row whose middle its middle has reached.
        let others = reorder.sectionCells.filter { $0 !== cell }
        let target = others.filter { $0.frame.midY <= cell.frame.midY }.count
        guard target != reorder.target else { return }
        reorder.target = target
        UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseInOut]) {
            self.stack(reorder.order, from: reorder.top, except: cell)
        }
    }

    /// The finger lifted: the row settles into its place and the data source is told.
    func endReorder() {
        guard let reorder else { return }
        self.reorder = nil
        let cell = reorder.cell
        let destination = IndexPath(row: reorder.target, section: reorder.source.section)
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut]) {
            self.stack(reorder.order, from: reorder.top, except: nil)
        } completion: { _ in
            cell.layer.zPosition = 0
            cell.layer.shadowOpacity = 0
            // Separators and corners follow the rows' new order.
            self.stackRows()
        }
        // The table's rows in their new order, then the data source follows.
        if let first = visibleCells.firstIndex(where: { $0 === reorder.sectionCells.first }) {
            visibleCells.replaceSubrange(first..<(first + reorder.sectionCells.count), with: reorder.order)
        }
        selectedPaths = selectedPaths.map { path in
            guard path.section == destination.section else { return path }
            return indexPath(for: reorder.sectionCells[path.row]) ?? path
        }
        dataSource?.tableView(self, moveRowAt: reorder.source, to: destination)
    }

    /// Stacks a section's cells from `top` in `order`, all but `except` (the row under the finger).
    private func stack(_ order: [UITableViewCell], from top: CGFloat, except: UITableViewCell?) {
        var y = top
        for cell in order {
            if cell !== except { cell.frame.origin.y = y }
            y += cell.frame.height
        }
    }
}
