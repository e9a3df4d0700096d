import Foundation

/// `NSDiffableDataSourceSnapshot`: the sections and items a diffable data source shows.
///
/// Where UIKit raises an exception — an identifier that is already in the snapshot, a section
/// or item that is not — the change is left out and, when the snapshot is applied, an error in
/// `Timeline.problems` names it.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// What UIKit would have raised an exception for, to report at the next apply.
    var problems: [String] = []

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

    /// The position of an item among all the items, or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    /// The position of a section, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.id == identifier } }
    /// The section holding an item, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }

    // MARK: Sections

    /// Adds empty sections after the others.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += newSections(identifiers, in: "appendSections")
    }

    /// Adds empty sections before `beforeIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection beforeIdentifier: SectionIdentifierType) {
        guard let index = sectionIndex(beforeIdentifier, in: "insertSections(_:beforeSection:)") else { return }
        sections.insert(contentsOf: newSections(identifiers, in: "insertSections(_:beforeSection:)"), at: index)
    }

    /// Adds empty sections after `afterIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection afterIdentifier: SectionIdentifierType) {
        guard let index = sectionIndex(afterIdentifier, in: "insertSections(_:afterSection:)") else { return }
        sections.insert(contentsOf: newSections(identifiers, in: "insertSections(_:afterSection:)"), at: index + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.id) }
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Makes the cells of the sections' items again at the next apply.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in sections where identifiers.contains(section.id) { reloaded.formUnion(section.items) }
    }

    // MARK: Items

    /// Appends items to `section`, or to the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        let index: Int?
        if let section { index = sectionIndex(section, in: "appendItems(_:toSection:)") } else { index = sections.indices.last }
        guard let index else {
            if section == nil { problems.append("NSDiffableDataSourceSnapshot.appendItems(_:toSection:): the snapshot has no section to append to (UIKit raises an exception): append a section first") }
            return
        }
        sections[index].items += newItems(identifiers, in: "appendItems(_:toSection:)")
    }

    /// Inserts items before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let (section, item) = itemPosition(beforeIdentifier, in: "insertItems(_:beforeItem:)") else { return }
        sections[section].items.insert(contentsOf: newItems(identifiers, in: "insertItems(_:beforeItem:)"), at: item)
    }

    /// Inserts items after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let (section, item) = itemPosition(afterIdentifier, in: "insertItems(_:afterItem:)") else { return }
        sections[section].items.insert(contentsOf: newItems(identifiers, in: "insertItems(_:afterItem:)"), at: item + 1)
    }

    /// Removes items from whichever sections hold them.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices { sections[index].items.removeAll(where: identifiers.contains) }
    }

    /// Moves an item before another (into its section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, after: false)
    }

    /// Moves an item after another (into its section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, after: true)
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        sections = []
    }

    /// Items whose cells are made again at the next apply (their rows go and come back).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where itemPosition(identifier, in: "reloadItems(_:)") != nil { reloaded.insert(identifier) }
    }

    /// The same as `reloadItems(_:)` (iOS 15's lighter form; here, the cells are made again).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reloadItems(identifiers)
    }

    /// The items to reload at the next apply.
    var reloaded: Set<ItemIdentifierType> = []

    /// Puts `items` in place of a section's items (a section snapshot's visible items).
    mutating func replaceItems(inSection section: SectionIdentifierType, with items: [ItemIdentifierType]) {
        if indexOfSection(section) == nil { sections.append((section, [])) }
        let others = Set(sections.filter { $0.id != section }.flatMap(\.items))
        let index = indexOfSection(section)!
        sections[index].items = items.filter { !others.contains($0) }
        if sections[index].items.count < items.count {
            problems.append("NSDiffableDataSourceSectionSnapshot: items of section \(section) are already in another section; identifiers must be "
                + "unique across sections (UIKit raises an exception); they are left out")
        }
    }
    /// The items whose cells are made again at the next apply.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { itemIdentifiers.filter(reloaded.contains) }

    // MARK: What UIKit raises exceptions for

    private mutating func sectionIndex(_ identifier: SectionIdentifierType, in call: String) -> Int? {
        if let index = indexOfSection(identifier) { return index }
        problems.append("NSDiffableDataSourceSnapshot.\(call): the section \(identifier) is not in the snapshot (UIKit raises an exception); the change is left out")
        return nil
    }

    private mutating func itemPosition(_ identifier: ItemIdentifierType, in call: String) -> (section: Int, item: Int)? {
        for (section, entry) in sections.enumerated() {
            if let item = entry.items.firstIndex(of: identifier) { return (section, item) }
        }
        problems.append("NSDiffableDataSourceSnapshot.\(call): the item \(identifier) is not in the snapshot (UIKit raises an exception); the change is left out")
        return nil
    }

    /// The identifiers not yet in the snapshot (a duplicate is left out and reported).
    private mutating func newItems(_ identifiers: [ItemIdentifierType], in call: String) -> [ItemIdentifierType] {
        let (kept, problems) = uniqueIdentifiers(identifiers, existing: itemIdentifiers, kind: "item", in: "NSDiffableDataSourceSnapshot.\(call)")
        self.problems += problems
        return kept
    }

    private mutating func newSections(_ identifiers: [SectionIdentifierType], in call: String) -> [(id: SectionIdentifierType, items: [ItemIdentifierType])] {
        let (kept, problems) = uniqueIdentifiers(identifiers, existing: sectionIdentifiers, kind: "section", in: "NSDiffableDataSourceSnapshot.\(call)")
        self.problems += problems
        return kept.map { ($0, []) }
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to target: SectionIdentifierType, after: Bool) {
        let call = after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)"
        guard let from = sectionIndex(identifier, in: call), sectionIndex(target, in: call) != nil, identifier != target else { return }
        let moving = sections.remove(at: from)
        let index = indexOfSection(target)! + (after ? 1 : 0)
        sections.insert(moving, at: index)
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, to target: ItemIdentifierType, after: Bool) {
        let call = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
        guard let from = itemPosition(identifier, in: call), itemPosition(target, in: call) != nil, identifier != target else { return }
        sections[from.section].items.remove(at: from.item)
        let to = itemPosition(target, in: call)!
        sections[to.section].items.insert(identifier, at: to.item + (after ? 1 : 0))
    }

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

/// The identifiers of `identifiers` not in `existing` nor earlier in the list, and a problem for
/// each one left out: UIKit raises an exception for an identifier a snapshot already holds.
func uniqueIdentifiers<Identifier: Hashable>(_ identifiers: [Identifier], existing: [Identifier], kind: String,
                                             in call: String) -> (kept: [Identifier], problems: [String]) {
    var seen = Set(existing), kept: [Identifier] = [], problems: [String] = []
    for identifier in identifiers {
        if seen.insert(identifier).inserted {
            kept.append(identifier)
        } else {
            problems.append("\(call): the \(kind) identifier \(identifier) is already in the snapshot; identifiers must be unique "
                + "(UIKit raises an exception); the duplicate is left out")
        }
    }
    return (kept, problems)
}
