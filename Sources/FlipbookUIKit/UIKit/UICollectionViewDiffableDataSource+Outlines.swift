import Foundation

// Section snapshots and outlines on a diffable data source (iOS 14): `apply(_:to:)` shows a
// section snapshot's visible items in its section; a list cell's `.outlineDisclosure()`
// accessory (without an action handler of its own) expands or collapses its item, through
// `sectionSnapshotHandlers`, as one animated apply: the children's rows come and go as a batch
// update's do, and the chevron turns to point down (expanded) or to the trailing side over the
// same 0.3 s. A list cell's `indentationLevel` is its item's level.

extension UICollectionViewDiffableDataSource {
    /// Shows a section snapshot's visible items in `section` (added after the others when it
    /// is new), animating the differences by default.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var outline = snapshot
        for problem in outline.problems { collectionView?.layer.report(problem) }
        outline.problems = []
        var full = self.snapshot()
        full.replaceItems(inSection: section, with: outline.visibleItems)
        sectionSnapshots[section] = outline
        apply(full, animatingDifferences: animatingDifferences, keepingOutlines: true, completion: completion)
    }

    /// The section snapshot applied to `section`, or its items as a flat outline.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(snapshot().itemIdentifiers(inSection: section))
        return flat
    }

    /// The outline an item at `indexPath` is in, and its section, when it has one.
    func outline(at indexPath: IndexPath) -> (section: SectionIdentifierType, outline: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, item: ItemIdentifierType)? {
        let current = snapshot()
        guard current.sectionIdentifiers.indices.contains(indexPath.section), let item = itemIdentifier(for: indexPath) else { return nil }
        let section = current.sectionIdentifiers[indexPath.section]
        guard let outline = sectionSnapshots[section], outline.contains(item) else { return nil }
        return (section, outline, item)
    }
}

/// A data source whose items can expand and collapse (a diffable one with section snapshots).
@MainActor
protocol OutlineDataSource: AnyObject {
    /// Expands or collapses the item at `indexPath`; false when it is not in an outline.
    func toggleOutline(at indexPath: IndexPath, in collectionView: UICollectionView) -> Bool
    /// An item's level and whether it is expanded, when it is in an outline.
    func outlineState(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool)?
}

extension UICollectionViewDiffableDataSource: OutlineDataSource {
    func toggleOutline(at indexPath: IndexPath, in collectionView: UICollectionView) -> Bool {
        guard let (section, found, item) = outline(at: indexPath) else { return false }
        var outline = found
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return true }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return true }
            handlers.willExpandItem?(item)
            if let provider = handlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: provider(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        let expanded = outline.isExpanded(item)
        apply(outline, to: section)
        if let path = self.indexPath(for: item), let cell = collectionView.cellForItem(at: path) as? UICollectionViewListCell {
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut]) { cell.isOutlineExpanded = expanded }
        }
        return true
    }

    func outlineState(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool)? {
        guard let (_, outline, item) = outline(at: indexPath) else { return nil }
        return (outline.level(of: item), outline.isExpanded(item))
    }
}
