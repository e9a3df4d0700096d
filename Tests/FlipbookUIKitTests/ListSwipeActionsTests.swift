import Foundation
import Testing
@testable import FlipbookUIKit

@Suite("Swipe actions on a list's rows, from the list configuration's providers")
@MainActor
struct ListSwipeActionsTests {
    @Test("A swipe left opens a row over its Delete button; a tap on it runs the action, which deletes the row through the data source; a swipe right finds no leading actions")
    func swipeToDelete() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        var deleted: [String] = []
        var source: UICollectionViewDiffableDataSource<Int, String>!
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            guard let title = source.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                deleted.append(title)
                var snapshot = source.snapshot()
                snapshot.deleteItems([title])
                source.apply(snapshot)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, title in
            collection.dequeueConfiguredReusableCell(using: row, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Invoice", "Receipt", "Letter"])
        source.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.layoutIfNeeded()
        let invoice = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let letter = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        var openOffset: CGFloat = 0
        let timeline = window.record(duration: 2) { clock in
            clock.swipe(letter, by: CGPoint(x: 100, y: 0), duration: 0.2)
            clock.wait(0.3)
            #expect(letter.transform == .identity, "no leading actions: the row stays")
            clock.swipe(invoice, by: CGPoint(x: -100, y: 0), duration: 0.2)
            clock.wait(0.4)
            openOffset = invoice.transform.tx
            let buttons = try! #require(collection.subviews.first { $0 is SwipeActionsView }).subviews
            clock.tap(buttons[0])
            clock.wait(0.6)
        }
        #expect(timeline.problems.filter { !Timeline.isWarning($0) }.isEmpty, "\(timeline.problems)")
        #expect(openOffset == -77, "open to show the one button whole: \"Delete\" in 15-point medium (47 points) with 15 either side")
        #expect(deleted == ["Invoice"])
        #expect(source.snapshot().itemIdentifiers == ["Receipt", "Letter"])
        #expect(!collection.subviews.contains { $0 is SwipeActionsView })
    }
}
