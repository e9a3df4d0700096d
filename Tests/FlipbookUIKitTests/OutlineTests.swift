import Foundation
import Testing
import FlipbookGoldenTesting
@testable import FlipbookUIKit

@Suite("Outlines: section snapshots with children, expanded and collapsed by a list cell's outline disclosure")
@MainActor
struct OutlineTests {
    @Test("A section snapshot keeps items under parents: levels, parents, depth-first items, visible items, sub-outlines")
    func sectionSnapshot() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruits", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruits")
        outline.append(["Cox"], to: "Apple")
        outline.insert(["Leek"], after: "Vegetables")
        outline.insert(["Fig"], before: "Pear")
        #expect(outline.items == ["Fruits", "Apple", "Cox", "Fig", "Pear", "Vegetables", "Leek"])
        #expect(outline.rootItems == ["Fruits", "Vegetables", "Leek"])
        #expect(outline.visibleItems == ["Fruits", "Vegetables", "Leek"])
        outline.expand(["Fruits"])
        #expect(outline.visibleItems == ["Fruits", "Apple", "Fig", "Pear", "Vegetables", "Leek"])
        #expect(outline.level(of: "Cox") == 2 && outline.parent(of: "Cox") == "Apple" && !outline.isVisible("Cox") && outline.isVisible("Fig"))
        #expect(outline.snapshot(of: "Fruits").items == ["Apple", "Cox", "Fig", "Pear"])
        #expect(outline.snapshot(of: "Apple", includingParent: true).items == ["Apple", "Cox"])
        #expect(outline.visualDescription() == "+ Fruits\n  - Apple\n      Cox\n    Fig\n    Pear\n  Vegetables\n  Leek")
        outline.delete(["Apple"])
        #expect(outline.items == ["Fruits", "Fig", "Pear", "Vegetables", "Leek"] && !outline.contains("Cox"))
        outline.append(["Pear"])
        #expect(outline.problems.count == 1 && outline.problems[0].contains("the item identifier Pear is already in the snapshot"))
    }

    @Test("A tap on Fruits' chevron expands it: its children come in indented a level, the rows below move down over 0.3 s, the chevron turns down; a second tap collapses it")
    func expandAndCollapse() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = ["Fruits", "Vegetables"].contains(title) ? [.outlineDisclosure()] : []
            cell.accessibilityIdentifier = "row-\(title)"
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, title in
            collection.dequeueConfiguredReusableCell(using: row, for: indexPath, item: title)
        }
        var expanding: [String] = []
        source.sectionSnapshotHandlers.willExpandItem = { expanding.append($0) }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruits", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruits")
        outline.append(["Leek"], to: "Vegetables")
        source.apply(outline, to: 0, animatingDifferences: false)
        window.addSubview(collection)
        window.layoutIfNeeded()
        let fruits = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let chevron = try #require(fruits.subviews.compactMap { $0 as? CellAccessoryControl }.first)
        #expect(collection.numberOfItems(inSection: 0) == 2)
        var expandedCount = 0
        let timeline = window.record(duration: 1.2) { clock in
            clock.tap(chevron)
            clock.wait(0.5)
            expandedCount = collection.numberOfItems(inSection: 0)
            clock.tap(chevron)
            clock.wait(0.5)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(expanding == ["Fruits"] && expandedCount == 4)
        let y = { (time: Double) in timeline.value(ofLayer: "row-Vegetables", at: LayerKeyPath("position.y")!, time: time)?.number }
        // The tap lifts at 0.1 s; the rows move until 0.4 s.
        #expect(y(0) == 44 + 22 && y(0.4) == 3 * 44 + 22, "below Fruits' two children")
        #expect(collection.numberOfItems(inSection: 0) == 2 && source.snapshot(for: 0).visibleItems == ["Fruits", "Vegetables"])
        #expect(chevron.glyph.transform == .identity, "collapsed again: pointing to the trailing side")
        assertFrames(of: timeline, at: .times([0.5]), scale: 2)
    }

    @Test("Children are indented by the level times indentationWidth, leading accessories with them")
    func indentation() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let (collection, source) = plainList(in: window, items: [])
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Parent"])
        outline.append(["Child"], to: "Parent")
        outline.append(["Grandchild"], to: "Child")
        outline.expand(["Parent", "Child"])
        source.apply(outline, to: 0, animatingDifferences: false)
        collection.layoutIfNeeded()
        let cells = try (0..<3).map { try #require(collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? UICollectionViewListCell) }
        #expect(cells.map(\.indentationLevel) == [0, 1, 2])
        #expect(cells.map(\.contentView.frame.minX) == [0, 10, 20])
    }
}
