import Foundation

/// `UITableViewDiffableDataSource`: rows from a closure, given each item's identifier. Applying
/// a snapshot animates the differences (see `apply(_:animatingDifferences:completion:)`).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell for an item at an index path; nil draws an empty default cell.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `tableView` (it becomes the table's `dataSource`) making cells with `cellProvider`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// How inserted and deleted rows animate (`.automatic`: a fade).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Shows a snapshot's sections and items. Animating the differences (the default), rows
    /// whose items stay move to their new places, new items' rows come in and gone items' rows
    /// go as `defaultRowAnimation` says, together (see `performBatchUpdates`), and `completion`
    /// runs when they have finished; otherwise the table reloads at once.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot
        current.reloaded = []
        // What UIKit raises exceptions for is an error of the recording.
        for problem in snapshot.problems { tableView?.layer.report(problem) }
        current.problems = []
        guard animatingDifferences, let tableView, tableView.hasLoadedRows else {
            tableView?.reloadData()
            completion?()
            return
        }
        let animation = defaultRowAnimation
        let difference = snapshot.difference(from: old)
        tableView.performBatchUpdates({
            tableView.deleteSections(difference.deletedSections, with: animation)
            tableView.insertSections(difference.insertedSections, with: animation)
            tableView.deleteRows(at: difference.deleted, with: animation)
            tableView.insertRows(at: difference.inserted, with: animation)
            tableView.reloadRows(at: difference.reloaded, with: animation)
            for move in difference.moves { tableView.moveRow(at: move.from, to: move.to) }
        }, completion: { _ in completion?() })
    }

    /// The snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item shown at an index path, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current[indexPath] }

    /// The snapshot's number of sections.
    public func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The number of items in the snapshot's section at `section`.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSection: current.sectionIdentifiers[section])
    }

    /// The cell the provider makes for the item at `indexPath`.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current[indexPath] else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        return cellProvider(tableView, indexPath, item) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    // What a subclass overrides, as on iOS, for headers, footers, editing and reordering.

    /// No header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No row is editable unless a subclass says so (as iOS's diffable data source answers).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing changes (override it to delete the item from a snapshot and apply it).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Whether `tableView(_:commit:forRowAt:)` is overridden (false: the FlipbookPort plugin
    /// overrides this beside each override of it, in the files it ports).
    open func tableView(_ tableView: UITableView, flipbookCommitsEditingRowAt indexPath: IndexPath) -> Bool { false }
    /// No row moves unless a subclass says so (as iOS's diffable data source answers).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Not overridden: the table shows no reorder controls.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.dataSourceLeftOutMoveRow = true
    }
}
