import Foundation

// A list's item moved by its `.reorder()` accessory (see RowReorder.swift), as iOS 14 does
// with a diffable data source: an item moves when `reorderingHandlers.canReorderItem` allows
// it; at the drop the data source's snapshot takes the new order (no batch update: the rows are
// already in place), with `willReorder` before and `didReorder` after, given the transaction.
// Every item of the section gets a cell while the item moves (those off screen too), and items
// keep their cells until it settles.

extension UICollectionView: RowReorderHost {
    func beginReorder(of cell: UIView, finger: CGFloat) {
        guard reorder == nil, let cell = cell as? UICollectionViewCell, let path = indexPath(for: cell) else { return }
        guard let reordering = dataSource as? ItemReordering else {
            return layer.report("moving an item by its reorder accessory needs a UICollectionViewDiffableDataSource with "
                + "reorderingHandlers: this collection view's data source is not one, so the item stays", isWarning: true)
        }
        guard reordering.canReorderItem(at: path) else { return }
        showAllItems(inSection: path.section)
        visibleItemsFrozen += 1
        let sectionCells = cells.filter { $0.path.section == path.section }.sorted { $0.path.item < $1.path.item }.map(\.cell)
        reorder = RowReorder(cell: cell, source: path, sectionCells: sectionCells, fingerStart: finger)
        reorder?.lift()
    }

    func commitReorder(_ reorder: RowReorder) {
        let section = reorder.source.section
        let moved = reorder.order.compactMap { $0 as? UICollectionViewCell }
        cells = cells.filter { $0.path.section != section } + moved.enumerated().map { (IndexPath(item: $0.offset, section: section), $0.element) }
        cells.sort { ($0.path.section, $0.path.item) < ($1.path.section, $1.path.item) }
        (dataSource as? ItemReordering)?.reorderItem(from: reorder.source, to: reorder.destination)
    }

    func reorderSettled() {
        visibleItemsFrozen -= 1
        layOutItems()
    }
}

/// A data source whose items a reorder control moves (a diffable one with reordering handlers).
@MainActor
protocol ItemReordering: AnyObject {
    /// Whether the item at `indexPath` may move.
    func canReorderItem(at indexPath: IndexPath) -> Bool
    /// The item at `source` was dropped at `destination` in its section.
    func reorderItem(from source: IndexPath, to destination: IndexPath)
}

extension UICollectionViewDiffableDataSource: ItemReordering {
    func canReorderItem(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    func reorderItem(from source: IndexPath, to destination: IndexPath) {
        let initial = snapshot()
        guard let item = itemIdentifier(for: source), initial.sectionIdentifiers.indices.contains(source.section) else { return }
        var final = initial
        let section = initial.sectionIdentifiers[source.section]
        var items = initial.itemIdentifiers(inSection: section)
        items.remove(at: source.item)
        items.insert(item, at: min(destination.item, items.count))
        final.replaceItems(inSection: section, with: items)
        let transaction = NSDiffableDataSourceTransaction(from: initial, to: final)
        reorderingHandlers.willReorder?(transaction)
        replaceCurrent(with: final, reordering: section)
        reorderingHandlers.didReorder?(transaction)
    }
}
