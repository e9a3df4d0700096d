import Foundation

/// `UICollectionViewDiffableDataSource`: items from a closure, given each item's identifier.
/// Applying a snapshot with `animatingDifferences` (the default) deletes, inserts, reloads and
/// moves items by identity in one batch update (see `UICollectionView.performBatchUpdates`);
/// without, the collection view reloads.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item at an index path; nil shows an empty cell.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (a header) of a kind at an index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Makes the supplementary views (none: empty views).
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// The section snapshots applied, by section (UICollectionViewDiffableDataSource+Outlines.swift).
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// What runs as items of a section snapshot expand and collapse.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// Whether items move by their `.reorder()` accessory, and what runs as they do.
    open var reorderingHandlers = ReorderingHandlers()

    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`: whether an item may move by its
    /// `.reorder()` accessory (nil: none may), and what runs before and after a move.
    public struct ReorderingHandlers {
        /// Whether an item may move (nil: no item moves).
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Runs before the snapshot takes the new order.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Runs after it: update your own data from the transaction.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// No handlers.
        public init() {}
    }

    /// Takes a snapshot whose only change is the order of a section's items, which the rows
    /// already show (a reordering): no batch update; the section's outline, if any, is dropped
    /// unless its items are all roots, which take the new order.
    func replaceCurrent(with snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, reordering section: SectionIdentifierType) {
        current = snapshot
        if let outline = sectionSnapshots[section] {
            if outline.items == outline.rootItems {
                var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
                flat.append(snapshot.itemIdentifiers(inSection: section))
                sectionSnapshots[section] = flat
            } else {
                sectionSnapshots[section] = nil
            }
        }
    }

    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`: what runs as an outline's
    /// items expand and collapse (a tap on an `.outlineDisclosure()` accessory).
    public struct SectionSnapshotHandlers<Item: Hashable> {
        /// Whether an item may expand (nil: yes).
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Runs before an item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether an item may collapse (nil: yes).
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Runs before an item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children an item shows when it expands, given those it has (nil: those).
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        /// No handlers.
        public init() {}
    }

    /// A data source for `collectionView` (it becomes its `dataSource`) making cells with `cellProvider`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shows a snapshot's sections and items, animating the differences by default; `completion`
    /// runs when the items have finished moving.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: animatingDifferences, keepingOutlines: false, completion: completion)
    }

    /// Applies a snapshot; a section snapshot whose items it changed is dropped, unless it is
    /// the one being applied (`keepingOutlines`).
    func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
               animatingDifferences: Bool, keepingOutlines: Bool, completion: (() -> Void)?) {
        if !keepingOutlines {
            sectionSnapshots = sectionSnapshots.filter { snapshot.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems }
        }
        let old = current
        current = snapshot
        current.reloaded = []
        // What UIKit raises exceptions for is an error of the recording.
        for problem in snapshot.problems { collectionView?.layer.report(problem) }
        current.problems = []
        guard animatingDifferences, let collectionView, collectionView.hasLoadedItems else {
            collectionView?.reloadData()
            completion?()
            return
        }
        let difference = snapshot.difference(from: old)
        collectionView.performBatchUpdates({
            collectionView.deleteSections(difference.deletedSections)
            collectionView.insertSections(difference.insertedSections)
            collectionView.deleteItems(at: difference.deleted)
            collectionView.insertItems(at: difference.inserted)
            collectionView.reloadItems(at: difference.reloaded)
            for move in difference.moves { collectionView.moveItem(at: move.from, to: move.to) }
        }, completion: { _ in completion?() })
    }

    /// The snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item shown at an index path, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current[indexPath] }

    /// The index path of an item, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        for (section, identifier) in current.sectionIdentifiers.enumerated() {
            if let item = current.itemIdentifiers(inSection: identifier).firstIndex(of: itemIdentifier) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    /// The snapshot's number of sections.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The number of items in the snapshot's section at `section`.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSection: current.sectionIdentifiers[section])
    }

    /// The cell the provider makes for the item at `indexPath`.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current[indexPath] else { return UICollectionViewCell(frame: .zero) }
        let cell = cellProvider(collectionView, indexPath, item) ?? UICollectionViewCell(frame: .zero)
        // An item of a section snapshot: its cell is indented to its level, its chevron turned.
        if let list = cell as? UICollectionViewListCell, let state = outlineState(at: indexPath) {
            list.indentationLevel = state.level
            list.isOutlineExpanded = state.isExpanded
        }
        return cell
    }

    /// The supplementary view the provider makes.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}
