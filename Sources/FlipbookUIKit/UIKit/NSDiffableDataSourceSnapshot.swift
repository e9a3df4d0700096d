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

    /// Items whose cells are made again at the next apply (their rows go and come back).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloaded.formUnion(identifiers)
    }

    /// The same as `reloadItems(_:)` (iOS 15's lighter form; here, the cells are made again).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reloadItems(identifiers)
    }

    /// The items to reload at the next apply.
    var reloaded: Set<ItemIdentifierType> = []

    subscript(path: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.row) else { return nil }
        return sections[path.section].items[path.row]
    }
}

/// What changes from one snapshot to the next, in the index paths a batch update takes:
/// sections and items gone (old paths), new (new paths), moved, and reloaded (old paths).
struct SnapshotDifference {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var deleted: [IndexPath] = []
    var inserted: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var reloaded: [IndexPath] = []
}

extension NSDiffableDataSourceSnapshot {
    /// Where each item is.
    private var positions: [ItemIdentifierType: IndexPath] {
        var positions: [ItemIdentifierType: IndexPath] = [:]
        for (section, identifier) in sectionIdentifiers.enumerated() {
            for (row, item) in itemIdentifiers(inSection: identifier).enumerated() { positions[item] = IndexPath(indexes: [section, row]) }
        }
        return positions
    }

    /// What changed from `old` to this snapshot, by identity.
    func difference(from old: Self) -> SnapshotDifference {
        var difference = SnapshotDifference()
        let oldSections = old.sectionIdentifiers, newSections = sectionIdentifiers
        difference.deletedSections = IndexSet(oldSections.indices.filter { !newSections.contains(oldSections[$0]) })
        difference.insertedSections = IndexSet(newSections.indices.filter { !oldSections.contains(newSections[$0]) })
        let oldItems = old.positions, newItems = positions
        for (item, path) in oldItems where newItems[item] == nil && !difference.deletedSections.contains(path.section) {
            difference.deleted.append(path)
        }
        for (item, path) in newItems {
            guard let from = oldItems[item] else {
                if !difference.insertedSections.contains(path.section) { difference.inserted.append(path) }
                continue
            }
            if reloaded.contains(item) {
                // Made again: where it stays, a reload; where it moves, out of its old place and
                // into its new one.
                if from == path {
                    difference.reloaded.append(from)
                } else {
                    difference.deleted.append(from)
                    difference.inserted.append(path)
                }
            } else if from != path {
                difference.moves.append((from, path))
            }
        }
        return difference
    }
}
