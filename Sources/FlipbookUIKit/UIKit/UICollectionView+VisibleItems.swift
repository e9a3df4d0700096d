import Foundation

// The items on screen, as a collection view shows them on iOS: only an item whose place meets
// the view's bounds (for an orthogonal section, the part of its strip that shows) has a cell.
// When the content or a strip moves, or the layout changes, an item that left gives its cell up
// for reuse (hidden, `collectionView(_:didEndDisplaying:forItemAt:)`) and one that came in asks
// the data source for its cell (`collectionView(_:cellForItemAt:)`, usually dequeuing one given
// up, prepared by `prepareForReuse()`), then `collectionView(_:willDisplay:forItemAt:)`. A cell
// is reused only where it lives, in the collection view or in one section's strip (a recording
// keeps each layer under one parent). A self-sizing item is measured with its cell, or with one
// the data source gives for it that is given up again at once, so every item's place is exact
// (iOS starts items not yet seen at their estimate; a choice). iOS also prepares a few items
// beyond the edges (prefetching); Flipbook prepares none.

extension UICollectionView {
    /// The key a cell is queued under: its identifier, and the strip it lives in, if any.
    func reuseKey(_ identifier: String, strip section: Int?) -> String {
        section.map { "\(identifier) in the strip of section \($0)" } ?? identifier
    }

    /// The key for a cell an item of `section` dequeues: one living where the item is shown.
    func reuseKey(_ identifier: String, section: Int) -> String {
        reuseKey(identifier, strip: orthogonalScrollers[section] == nil ? nil : section)
    }

    /// Where an item shows in the content: its layout frame, moved by its section's strip.
    func shownFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect {
        guard let strip = orthogonalScrollers[attributes.indexPath.section] else { return attributes.frame }
        return attributes.frame.offsetBy(dx: -strip.contentOffset.x, dy: -strip.contentOffset.y)
    }

    /// Whether an item's place meets what shows: the bounds, and its strip's, if it has one
    /// (sharing an edge is not meeting).
    func isOnScreen(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        func overlap(_ a: CGRect, _ b: CGRect) -> Bool { a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY }
        let frame = shownFrame(of: attributes)
        if let strip = orthogonalScrollers[attributes.indexPath.section], !overlap(frame, strip.frame) { return false }
        return overlap(frame, bounds)
    }

    /// Gives up the cells of items that left the screen, then gives cells to the items that
    /// came on it; nothing while the items are frozen. An open swipe keeps its row's cell.
    func showVisibleItems() {
        guard hasLoadedItems, visibleItemsFrozen == 0 else { return }
        let layout = collectionViewLayout
        let leaving = cells.filter { entry in
            guard swipe?.cell !== entry.cell else { return false }
            guard let attributes = layout.layoutAttributesForItem(at: entry.path) else { return true }
            return !isOnScreen(attributes)
        }
        if !leaving.isEmpty {
            let gone = Set(leaving.map { ObjectIdentifier($0.cell) })
            cells.removeAll { gone.contains(ObjectIdentifier($0.cell)) }
            for (path, cell) in leaving { giveUp(cell, at: path) }
        }
        let shown = Set(cells.map(\.path))
        for path in itemPaths where !shown.contains(path) {
            guard let attributes = layout.layoutAttributesForItem(at: path), isOnScreen(attributes) else { continue }
            showCell(at: path, attributes)
        }
    }

    /// Asks the data source for an item's cell and places it where the layout says.
    func showCell(at path: IndexPath, _ attributes: UICollectionViewLayoutAttributes) {
        guard let dataSource else { return }
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        if cell.superview == nil { (orthogonalScrollers[path.section] ?? self).addSubview(cell) }
        let index = cells.firstIndex { ($0.path.section, $0.path.item) > (path.section, path.item) } ?? cells.endIndex
        cells.insert((path, cell), at: index)
        place(cell, attributes)
        if selectedPaths.contains(path) != cell.isSelected { cell.isSelected = selectedPaths.contains(path) }
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
    }

    /// Takes a cell off screen for reuse, telling the delegate (unless an item took it back).
    func giveUp(_ cell: UICollectionViewCell, at path: IndexPath) {
        guard indexPath(for: cell) == nil else { return }
        retire(cell)
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }

    /// Measures with an item's cell: the one it shows, or one the data source gives for it,
    /// given up again at once; nil without a data source.
    func measure<Measure>(itemAt path: IndexPath, _ body: (UICollectionViewCell) -> Measure) -> Measure? {
        if let cell = cellForItem(at: path) { return body(cell) }
        guard hasLoadedItems, let dataSource, itemPaths.contains(path) else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        if cell.superview == nil { (orthogonalScrollers[path.section] ?? self).addSubview(cell) }
        defer { retire(cell, first: true) }
        return body(cell)
    }

    /// Gives every item of a section a cell, on screen or not (a reorder moves them all).
    func showAllItems(inSection section: Int) {
        let shown = Set(cells.map(\.path))
        for path in itemPaths where path.section == section && !shown.contains(path) {
            if let attributes = collectionViewLayout.layoutAttributesForItem(at: path) { showCell(at: path, attributes) }
        }
    }

    /// Scrolls the content (and, across, an orthogonal section's strip) so an item stands where
    /// `position` says.
    func scroll(to attributes: UICollectionViewLayoutAttributes, at position: ScrollPosition, animated: Bool) {
        let frame = attributes.frame
        let insets = adjustedContentInset
        func target(_ current: CGFloat, start: CGFloat, end: CGFloat, visible: CGFloat, before: CGFloat, after: CGFloat,
                    leading: ScrollPosition, centred: ScrollPosition, trailing: ScrollPosition) -> CGFloat {
            let first = start - before, last = end + after - visible
            if position.contains(leading) { return first }
            if position.contains(centred) { return (start + end) / 2 - (before + visible - after) / 2 }
            if position.contains(trailing) { return last }
            return current > first ? first : (current < last ? last : current)
        }
        let y = target(contentOffset.y, start: frame.minY, end: frame.maxY, visible: bounds.height, before: insets.top, after: insets.bottom,
                       leading: .top, centred: .centeredVertically, trailing: .bottom)
        var x = contentOffset.x
        // Across, an orthogonal section's strip scrolls; the collection view itself otherwise.
        if let strip = orthogonalScrollers[attributes.indexPath.section] {
            let local = frame.offsetBy(dx: -strip.frame.minX, dy: -strip.frame.minY)
            let stripX = target(strip.contentOffset.x, start: local.minX, end: local.maxX, visible: strip.bounds.width, before: 0, after: 0,
                                leading: .left, centred: .centeredHorizontally, trailing: .right)
            strip.setContentOffset(strip.restingOffset(nearest: CGPoint(x: stripX, y: strip.contentOffset.y)), animated: animated)
        } else {
            x = target(contentOffset.x, start: frame.minX, end: frame.maxX, visible: bounds.width, before: insets.left, after: insets.right,
                       leading: .left, centred: .centeredHorizontally, trailing: .right)
        }
        setContentOffset(restingOffset(nearest: CGPoint(x: x, y: y)), animated: animated)
    }
}
