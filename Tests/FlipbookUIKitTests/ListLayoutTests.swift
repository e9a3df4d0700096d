import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
@testable import FlipbookUIKit

@Suite("Lists as iOS 14+ writes them: a list layout, list cells, accessories, registrations, a diffable data source")
@MainActor
struct ListLayoutTests {
    enum Section: Hashable { case account, general }

    /// A settings screen: an inset grouped list with headers, rows with chevrons and a count.
    private func settings() -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Section, String>) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 420))
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = title == "Notifications" ? [.label(text: "3"), .disclosureIndicator()] : [.disclosureIndicator()]
            cell.accessibilityIdentifier = "row-\(title)"
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = indexPath.section == 0 ? "Account" : "General"
            view.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) { collection, indexPath, title in
            collection.dequeueConfiguredReusableCell(using: row, for: indexPath, item: title)
        }
        source.supplementaryViewProvider = { collection, _, indexPath in
            collection.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.account, .general])
        snapshot.appendItems(["Profile", "Notifications"], toSection: .account)
        snapshot.appendItems(["Display", "Sounds", "Privacy"], toSection: .general)
        source.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection, source)
    }

    @Test("Rows span the inset section, 44 points tall under a 40-point header; the list is grouped grey, its rows white with rounded ends")
    func insetGroupedSettings() throws {
        let (window, collection, _) = settings()
        let frames = (0..<2).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 16, y: 40, width: 358, height: 44), CGRect(x: 16, y: 84, width: 358, height: 44)])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 16, y: 128 + 40, width: 358, height: 44))
        #expect(collection.backgroundColor == .systemGroupedBackground)
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let last = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(first.backgroundColor == .secondarySystemGroupedBackground && first.layer.cornerRadius == 10)
        #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner] && last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        // The chevron 16 points in from the trailing edge, the content view ending 4 points before it.
        #expect(abs(first.contentView.frame.maxX - (358 - 16 - 8 - 4)) < 1e-9)
        let timeline = window.record(duration: 0.1) { _ in }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0]), scale: 2)
    }

    @Test("An animated snapshot apply deletes a row from the list as a batch update: the rows below move up over 0.3 s")
    func animatedApply() {
        let (window, collection, source) = settings()
        let timeline = window.record(duration: 1) { _ in
            var snapshot = source.snapshot()
            snapshot.deleteItems(["Display"])
            source.apply(snapshot, animatingDifferences: true)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let y = { (time: Double) in timeline.value(ofLayer: "row-Sounds", at: LayerKeyPath("position.y")!, time: time)?.number }
        #expect(y(0) == 168 + 44 + 22 && y(0.3) == 168 + 22)
        #expect(collection.numberOfItems(inSection: 1) == 2)
    }
}
