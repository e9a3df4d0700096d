import Foundation

/// `NSDiffableDataSourceSnapshot`: the sections and items a diffable data source shows.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []

    /// An empty snapshot: no sections.
    public init() {}

    /// How many sections there are.
    public var numberOfSections: Int { sections.count }
    /// How many items there are in all sections.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// How many items a section has (0 for an unknown section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// A section's items (none for an unknown section).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.id == identifier }?.items ?? []
    }

    /// Adds empty sections after the others.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers.map { ($0, []) }
    }

    /// Appends items to `section`, or to the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        let index: Int?
        if let section { index = sections.firstIndex { $0.id == section } } else { index = sections.indices.last }
        guard let index else { return }
        sections[index].items += identifiers
    }

    /// Removes items from whichever sections hold them.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices { sections[index].items.removeAll(where: identifiers.contains) }
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        sections = []
    }

    /// Items are asked for again at the next apply anyway (every apply reloads the table).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}

    subscript(path: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.row) else { return nil }
        return sections[path.section].items[path.row]
    }
}

/// `UITableViewDiffableDataSource`: rows from a closure, given each item's identifier. Applying
/// a snapshot reloads the table (differences are not animated here: rows move at once).
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
        guard animatingDifferences, let tableView, tableView.hasLoadedRows else {
            tableView?.reloadData()
            completion?()
            return
        }
        let animation = defaultRowAnimation
        let oldSections = old.sectionIdentifiers, newSections = snapshot.sectionIdentifiers
        let oldItems = Self.positions(in: old), newItems = Self.positions(in: snapshot)
        tableView.performBatchUpdates({
            let deletedSections = IndexSet(oldSections.indices.filter { !newSections.contains(oldSections[$0]) })
            let insertedSections = IndexSet(newSections.indices.filter { !oldSections.contains(newSections[$0]) })
            tableView.deleteSections(deletedSections, with: animation)
            tableView.insertSections(insertedSections, with: animation)
            for (item, path) in oldItems where newItems[item] == nil && !deletedSections.contains(path.section) {
                tableView.deleteRows(at: [path], with: animation)
            }
            for (item, path) in newItems {
                guard let from = oldItems[item] else {
                    if !insertedSections.contains(path.section) { tableView.insertRows(at: [path], with: animation) }
                    continue
                }
                if from != path { tableView.moveRow(at: from, to: path) }
            }
        }, completion: { _ in completion?() })
    }

    /// Where each item of a snapshot is.
    private static func positions(in snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> [ItemIdentifierType: IndexPath] {
        var positions: [ItemIdentifierType: IndexPath] = [:]
        for (section, identifier) in snapshot.sectionIdentifiers.enumerated() {
            for (row, item) in snapshot.itemIdentifiers(inSection: identifier).enumerated() { positions[item] = IndexPath(row: row, section: section) }
        }
        return positions
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
}
