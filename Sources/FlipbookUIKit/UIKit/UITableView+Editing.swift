import Foundation

// A table's editing mode, as UIKit's: `setEditing(_:animated:)` shows each row's editing look
// (see UITableViewCell+Editing.swift) for the rows the data source can edit
// (`tableView(_:canEditRowAt:)`), in the style the delegate gives
// (`tableView(_:editingStyleForRowAt:)`, `.delete` by default). A tap on a row's red control
// slides it over its confirmation button (titled by
// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`, "Delete" by default), as a swipe
// reveals actions; a tap on that button, or on a green insert control, calls the data source's
// `tableView(_:commit:forRowAt:)`. Rows show a reorder control when the data source moves rows:
// without the Objective-C runtime the table cannot ask whether it implements
// `tableView(_:moveRowAt:to:)`, so it asks it once to move its first row onto itself, which
// UIKit also does when a row is dropped where it was, and a data source left at the default
// says so. While editing, swipes open nothing and taps select only with
// `allowsSelectionDuringEditing`.

extension UITableView {
    /// Shows or hides every row's editing look.
    func showEditing(animated: Bool) {
        closeSwipe(animated: animated)
        for (cell, path) in shownRows {
            prepareEditing(cell, at: path)
            cell.setEditing(editing, animated: animated)
        }
    }

    /// Gives a row's cell the editing style, indent and reorder control its table's data
    /// source and delegate ask for, and the table's editing state when it differs.
    func syncEditing(_ cell: UITableViewCell, at path: IndexPath) {
        prepareEditing(cell, at: path)
        if cell.editing != editing { cell.setEditing(editing, animated: false) }
    }

    private func prepareEditing(_ cell: UITableViewCell, at path: IndexPath) {
        let canEdit = dataSource?.tableView(self, canEditRowAt: path) ?? false
        cell.editingStyle = canEdit ? tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete : .none
        cell.tableIndentsWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true
        cell.tableShowsReorderControl = editing && dataSourceMovesRows() && (dataSource?.tableView(self, canMoveRowAt: path) ?? false)
    }

    /// Whether the data source implements `tableView(_:moveRowAt:to:)`: asked once per data
    /// source, by moving the first row onto itself.
    private func dataSourceMovesRows() -> Bool {
        guard let dataSource, let first = rows.first?.path else { return false }
        if let known = movesRows, known.source == ObjectIdentifier(dataSource) { return known.answer }
        dataSourceLeftOutMoveRow = false
        dataSource.tableView(self, moveRowAt: first, to: first)
        let answer = !dataSourceLeftOutMoveRow
        movesRows = (ObjectIdentifier(dataSource), answer)
        return answer
    }

    /// A row's editing control was tapped: an insert goes to the data source, a deletion
    /// waits for its confirmation button.
    func editingControlTapped(on cell: UITableViewCell) {
        guard editing, let path = indexPath(for: cell), let dataSource else { return }
        switch cell.editingStyle {
        case .insert: dataSource.tableView(self, commit: .insert, forRowAt: path)
        case .delete: confirmDeletion(of: cell, at: path)
        case .none: break
        }
    }

    /// Slides the row over its confirmation button, over 0.3 s; a tap on the button commits
    /// the deletion.
    private func confirmDeletion(of cell: UITableViewCell, at path: IndexPath) {
        deleteConfirmation = (path, UISwipeActionsConfiguration(actions: [deleteAction(for: cell, at: path)]))
        defer { deleteConfirmation = nil }
        openTrailingActions(of: cell)
    }

    /// The red button that commits a row's deletion: "Delete" unless the delegate titles it.
    func deleteAction(for cell: UITableViewCell, at path: IndexPath) -> UIContextualAction {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        return UIContextualAction(style: .destructive, title: title) { [weak self, weak cell] _, _, done in
            guard let self, let cell, let current = self.indexPath(for: cell), let dataSource = self.dataSource else { return done(false) }
            dataSource.tableView(self, commit: .delete, forRowAt: current)
            done(true)
        }
    }

    /// The swipe actions of a row the delegate gives none for: iOS's swipe to delete, when the
    /// data source commits edits, the row is editable and its style is `.delete` (Apple:
    /// without trailing swipe actions the table "uses the editing style" of the row).
    func defaultTrailingSwipeActions(at path: IndexPath) -> UISwipeActionsConfiguration? {
        guard let dataSource, let cell = cellForRow(at: path) else { return nil }
        guard dataSource.tableView(self, flipbookCommitsEditingRowAt: path) else {
            cell.layer.report("a swipe to the left on row \(path.row) of section \(path.section) opens nothing: the delegate gives no trailing swipe actions and the data source is not known to implement tableView(_:commit:forRowAt:) (only files the FlipbookPort plugin ports can say so); give the delegate tableView(_:trailingSwipeActionsConfigurationForRowAt:), or port the file", isWarning: true)
            return nil
        }
        guard dataSource.tableView(self, canEditRowAt: path),
              (tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) == .delete else { return nil }
        return UISwipeActionsConfiguration(actions: [deleteAction(for: cell, at: path)])
    }
}
