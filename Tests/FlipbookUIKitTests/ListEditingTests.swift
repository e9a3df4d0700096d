import Foundation
import Testing
import FlipbookGoldenTesting
@testable import FlipbookUIKit

@Suite("A list that edits: accessories shown while editing or not, their taps, the configuration state", .expectsProblems)
@MainActor
struct ListEditingTests {
    @Test("Editing shows the delete and reorder accessories and hides the chevron; a tap on the delete control opens the row over its trailing actions; an info button runs its handler")
    func editingAccessories() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        var infoTaps: [String] = []
        var editingStates: [Bool] = []
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
        }
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing),
                                .detail(displayed: .always, actionHandler: { infoTaps.append(title) })]
            cell.configurationUpdateHandler = { _, state in editingStates.append(state.isEditing) }
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, title in
            collection.dequeueConfiguredReusableCell(using: row, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "Bluetooth"])
        source.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.layoutIfNeeded()
        let wifi = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        func shown() -> (controls: Int, chevrons: Int) {
            (wifi.subviews.filter { $0 is CellAccessoryControl }.count, wifi.subviews.filter { $0 is CellAccessoryView }.count)
        }
        #expect(shown().controls == 1 && shown().chevrons == 1 && !wifi.subviews.contains { $0 is TableReorderControl }, "the info button and the chevron")
        collection.isEditing = true
        // The delete control and the info button take taps; the reorder control is a table's.
        #expect(shown().controls == 2 && shown().chevrons == 0 && wifi.subviews.contains { $0 is TableReorderControl })
        #expect(editingStates.last == true && wifi.configurationState.isEditing)
        wifi.layoutIfNeeded()
        let controls = wifi.subviews.compactMap { $0 as? CellAccessoryControl }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(controls[0].frame.minX == 16, "the delete control leads")
        var openOffset: CGFloat = 0
        let timeline = window.record(duration: 1) { clock in
            clock.tap(controls[1])
            clock.tap(controls[0])
            clock.wait(0.4)
            openOffset = wifi.transform.tx
        }
        // The reorder accessories' vertical separators are not drawn yet, and say so; nothing else.
        #expect(!timeline.problems.isEmpty && timeline.problems.allSatisfy { $0.contains("ReorderOptions.showsVerticalSeparator") }, "\(timeline.problems)")
        #expect(infoTaps == ["Wi-Fi"])
        #expect(openOffset == -77, "open over its one Delete button")
        assertFrames(of: timeline, at: .times([0, 0.6]), scale: 1)
        collection.isEditing = false
        #expect(shown().chevrons == 1 && !wifi.configurationState.isEditing)
    }

    @Test("A finger on an item's reorder accessory moves it down the list; the snapshot takes the new order and didReorder gets a transaction that reorders a backing array")
    func reorderItems() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let (collection, source) = plainList(in: window, items: [])
        var backing = ["One", "Two", "Three"]
        var willReorder = 0
        source.reorderingHandlers.canReorderItem = { $0 != "Three" }
        source.reorderingHandlers.willReorder = { _ in willReorder += 1 }
        source.reorderingHandlers.didReorder = { transaction in
            backing = backing.applying(transaction.difference) ?? []
            #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == [0])
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(backing)
        source.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        let cells = try (0..<3).map { try #require(collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? UICollectionViewListCell) }
        for cell in cells { cell.accessories = [.reorder(displayed: .always)] }
        collection.layoutIfNeeded()
        let grip = try #require(cells[0].subviews.first { $0 is TableReorderControl })
        let timeline = window.record(duration: 1.2) { clock in
            clock.swipe(cells[0], from: CGPoint(x: grip.frame.midX, y: grip.frame.midY), by: CGPoint(x: 0, y: 100), duration: 0.5)
            clock.wait(0.4)
            // Three cannot move: a finger on its control does nothing.
            let threeGrip = cells[2].subviews.first { $0 is TableReorderControl }!
            clock.swipe(cells[2], from: CGPoint(x: threeGrip.frame.midX, y: threeGrip.frame.midY), by: CGPoint(x: 0, y: -80), duration: 0.2)
        }
        // The reorder accessories' vertical separators are not drawn yet, and say so; nothing else.
        #expect(!timeline.problems.isEmpty && timeline.problems.allSatisfy { $0.contains("ReorderOptions.showsVerticalSeparator") }, "\(timeline.problems)")
        #expect(source.snapshot().itemIdentifiers == ["Two", "Three", "One"] && backing == ["Two", "Three", "One"] && willReorder == 1)
        #expect(cells.map(\.frame.minY) == [88, 0, 44])
        #expect(collection.indexPath(for: cells[0]) == IndexPath(item: 2, section: 0))
    }
}
