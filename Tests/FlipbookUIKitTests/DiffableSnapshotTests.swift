import Foundation
import Testing
@testable import FlipbookUIKit

@Suite("NSDiffableDataSourceSnapshot: inserting, moving and deleting items and sections as UIKit's does; what UIKit raises for is an error", .expectsProblems)
@MainActor
struct DiffableSnapshotTests {
    @Test("Items go before and after others and move between sections; sections insert, move and delete; lookups follow")
    func editing() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "c"])
        snapshot.insertSections(["b"], beforeSection: "c")
        snapshot.insertSections(["d"], afterSection: "c")
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c", "d"])
        snapshot.appendItems([1, 4], toSection: "a")
        snapshot.insertItems([2, 3], beforeItem: 4)
        snapshot.insertItems([5], afterItem: 4)
        snapshot.appendItems([10, 11], toSection: "c")
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3, 4, 5])
        snapshot.moveItem(1, afterItem: 5)
        snapshot.moveItem(10, beforeItem: 2)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [10, 2, 3, 4, 5, 1] && snapshot.itemIdentifiers(inSection: "c") == [11])
        #expect(snapshot.indexOfItem(11) == 6 && snapshot.indexOfSection("c") == 2 && snapshot.sectionIdentifier(containingItem: 3) == "a")
        snapshot.moveSection("a", afterSection: "d")
        snapshot.moveSection("c", beforeSection: "b")
        snapshot.deleteSections(["d"])
        #expect(snapshot.sectionIdentifiers == ["c", "b", "a"] && snapshot.numberOfItems == 7)
        snapshot.reloadSections(["c"])
        #expect(snapshot.reloadedItemIdentifiers == [11])
        #expect(snapshot.problems.isEmpty)
    }

    @Test("A duplicate identifier, an unknown section or item, items with no section: left out, and errors when applied")
    func whatUIKitRaises() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let (_, source) = plainList(in: window, items: [])
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendItems(["orphan"])
        snapshot.appendSections([0, 0])
        snapshot.appendItems(["One", "Two", "One"])
        snapshot.insertItems(["Three"], afterItem: "Missing")
        snapshot.appendItems(["Four"], toSection: 7)
        snapshot.reloadItems(["Gone"])
        #expect(snapshot.itemIdentifiers == ["One", "Two"] && snapshot.sectionIdentifiers == [0])
        let timeline = window.record(duration: 0.1) { _ in source.apply(snapshot, animatingDifferences: false) }
        let errors = timeline.problems.filter { !Timeline.isWarning($0) }
        #expect(errors.count == 6, "\(errors)")
        #expect(errors.contains { $0.contains("appendItems(_:toSection:): the snapshot has no section to append to") })
        #expect(errors.contains { $0.contains("the item identifier One is already in the snapshot; identifiers must be unique") })
        #expect(errors.contains { $0.contains("appendSections: the section identifier 0 is already in the snapshot") })
        #expect(errors.contains { $0.contains("insertItems(_:afterItem:): the item Missing is not in the snapshot") })
        #expect(errors.contains { $0.contains("appendItems(_:toSection:): the section 7 is not in the snapshot") })
        #expect(errors.contains { $0.contains("reloadItems(_:): the item Gone is not in the snapshot") })
        #expect(source.snapshot().problems.isEmpty)
    }

    @Test("An applied moveItem moves the item's cell over the batch update's 0.3 s")
    func animatedMove() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let (_, source) = plainList(in: window, items: ["One", "Two", "Three"])
        let timeline = window.record(duration: 0.5) { _ in
            var moved = source.snapshot()
            moved.moveItem("One", afterItem: "Three")
            source.apply(moved)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let y = { (time: Double) in timeline.value(ofLayer: "row-One", at: LayerKeyPath("position.y")!, time: time)?.number }
        #expect(y(0) == 22 && y(0.3) == 88 + 22)
        #expect(source.snapshot().itemIdentifiers == ["Two", "Three", "One"])
    }
}
