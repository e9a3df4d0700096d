import Foundation

// Moving a row by its reorder control, as on iOS — a table's row while the table edits, or a
// list's item by its `.reorder()` accessory: the row lifts (drawn over the others with a
// shadow) and follows the finger up and down its section; the other rows slide out of its way
// over 0.2 s as its middle reaches theirs; at the lift it settles into its place over 0.3 s and
// the host tells its data source. The durations and the shadow are choices, not measured on a
// device. Moving a row into another section is not modelled: the row stays in its own, and a
// warning says so.

/// A row being moved by its reorder control.
@MainActor
final class RowReorder {
    let cell: UIView
    let source: IndexPath
    /// The section's rows in their order before the move, and where the section's rows start.
    let sectionCells: [UIView]
    let top: CGFloat
    /// Where the finger and the row's top were when the finger went down.
    let fingerStart: CGFloat
    let rowStart: CGFloat
    /// The row's place in its section as the finger has it now.
    private(set) var target: Int

    init(cell: UIView, source: IndexPath, sectionCells: [UIView], fingerStart: CGFloat) {
        self.cell = cell
        self.source = source
        self.sectionCells = sectionCells
        top = sectionCells.first?.frame.minY ?? cell.frame.minY
        self.fingerStart = fingerStart
        rowStart = cell.frame.minY
        target = source.row
    }

    /// Where the row goes.
    var destination: IndexPath { IndexPath(indexes: [source.section, target]) }

    /// The section's rows in the order the move gives them.
    var order: [UIView] {
        var cells = sectionCells.filter { $0 !== cell }
        cells.insert(cell, at: target)
        return cells
    }

    /// Lifts the row over the others, with a shadow.
    func lift() {
        cell.layer.zPosition = 2
        cell.layer.shadowColor = UIColor.black.cgColor
        cell.layer.shadowOpacity = 0.2
        cell.layer.shadowRadius = 8
        cell.layer.shadowOffset = .zero
    }

    /// The finger moved: the row follows it within its section, the others make way. Returns
    /// false when the finger went past the section, which the row does not follow.
    func move(finger: CGFloat) -> Bool {
        let heights = sectionCells.map(\.frame.height).reduce(0, +)
        let wanted = rowStart + finger - fingerStart
        let lowest = top + heights - cell.frame.height
        cell.frame.origin.y = min(max(wanted, top), lowest)
        // The row's place: after every other row whose middle its middle has reached.
        let others = sectionCells.filter { $0 !== cell }
        let place = others.filter { $0.frame.midY <= cell.frame.midY }.count
        if place != target {
            target = place
            UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseInOut]) { self.stack(except: self.cell) }
        }
        return wanted >= top - cell.frame.height / 2 && wanted <= lowest + cell.frame.height / 2
    }

    /// The finger lifted: the row settles into its place over 0.3 s, then `done` runs.
    func settle(then done: @escaping () -> Void) {
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut]) {
            self.stack(except: nil)
        } completion: { _ in
            self.cell.layer.zPosition = 0
            self.cell.layer.shadowOpacity = 0
            done()
        }
    }

    /// Stacks the section's rows from its top in the move's order, all but `except` (the row
    /// under the finger).
    private func stack(except: UIView?) {
        var y = top
        for row in order {
            if row !== except { row.frame.origin.y = y }
            y += row.frame.height
        }
    }
}

/// A view whose rows a reorder control moves: a table, or a collection view showing a list.
@MainActor
protocol RowReorderHost: UIView {
    /// The row being moved.
    var reorder: RowReorder? { get set }
    /// Starts moving `cell`, when it may move.
    func beginReorder(of cell: UIView, finger: CGFloat)
    /// The row has been dropped at `reorder.destination`: the host's rows and data follow.
    func commitReorder(_ reorder: RowReorder)
    /// The moved row has settled: the host's rows take cells as the content shows them again
    /// and are laid out again (separators, corners).
    func reorderSettled()
}

extension RowReorderHost {
    /// The finger moved.
    func moveReorder(finger: CGFloat) {
        guard let reorder, !reorder.move(finger: finger) else { return }
        layer.report("a row moved by its reorder control stays in its own section: moving it into another is not modelled", isWarning: true)
    }

    /// The finger lifted: the row settles and the host commits the move.
    func endReorder() {
        guard let reorder else { return }
        self.reorder = nil
        reorder.settle { [weak self] in self?.reorderSettled() }
        commitReorder(reorder)
    }
}
