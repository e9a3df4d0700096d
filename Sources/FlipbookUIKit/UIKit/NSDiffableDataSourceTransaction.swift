import Foundation

/// `NSDiffableDataSourceTransaction`: what a reordering changed (iOS 14), handed to a diffable
/// data source's `reorderingHandlers`: the snapshot before and after, and the difference
/// between their items.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The snapshot before the change.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// How the items changed, for `applying(_:)` to a backing array.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// Each changed section's own transaction.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(from initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         to final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = initial.itemIdentifiers(inSection: section), after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, before: before, after: after)
        }
    }
}

/// `NSDiffableDataSourceSectionTransaction`: what a reordering changed in one section.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// Its items before the change, as a flat outline.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Its items after it.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// How its items changed.
    public let difference: CollectionDifference<ItemIdentifierType>

    init(sectionIdentifier: SectionIdentifierType, before: [ItemIdentifierType], after: [ItemIdentifierType]) {
        self.sectionIdentifier = sectionIdentifier
        var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>(), final = initial
        initial.append(before)
        final.append(after)
        initialSnapshot = initial
        finalSnapshot = final
        difference = after.difference(from: before).inferringMoves()
    }
}
