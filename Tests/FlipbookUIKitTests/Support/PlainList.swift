import Foundation
@testable import FlipbookUIKit

/// A list of titled rows as iOS 14 code makes one: a list layout, a cell registration that
/// shows the title (and names the cell `row-<title>`), a diffable data source with one section.
@MainActor
func plainList(in window: UIWindow, items: [String], appearance: UICollectionLayoutListConfiguration.Appearance = .plain)
    -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: appearance)))
    let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
        cell.accessibilityIdentifier = "row-\(title)"
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, title in
        collection.dequeueConfiguredReusableCell(using: row, for: indexPath, item: title)
    }
    if !items.isEmpty {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        source.apply(snapshot, animatingDifferences: false)
    }
    window.addSubview(collection)
    window.layoutIfNeeded()
    return (collection, source)
}
