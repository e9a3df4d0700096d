import Foundation
import Testing
import FlipbookScene
@testable import FlipbookUIKit

/// A photo grid's cell, with what FlipbookPort writes for a registered class.
@MainActor
private final class PhotoCell: UICollectionViewCell {
    override class func flipbookMakeReusableView() -> UICollectionReusableView { PhotoCell(frame: .zero) }
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBlue
    }
    required init?(coder: NSCoder) { nil }
}

/// A cell class without the factory.
@MainActor
private final class BareCell: UICollectionViewCell {}

/// A grid of named items.
@MainActor
private final class Grid: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var items: [String]
    var selected: [IndexPath] = []
    init(_ items: [String]) { self.items = items }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.accessibilityIdentifier = "item-\(items[indexPath.item])"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

@Suite("UICollectionView with a flow layout: a grid as UIKit lays it out, selection by a tap, batch updates animated", .expectsProblems)
@MainActor
struct CollectionViewTests {
    private func grid(_ items: [String], cell: AnyClass = PhotoCell.self) -> (UIWindow, UICollectionView, Grid) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(cell, forCellWithReuseIdentifier: "photo")
        let source = Grid(items)
        collection.dataSource = source
        collection.delegate = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection, source)
    }

    @Test("Items fill lines at the minimum spacing; a full line is justified, a lone item centred; the content size holds them all")
    func flowLayout() {
        let (_, collection, _) = grid((0..<7).map(String.init))
        let frames = (0..<7).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))!.frame }
        // 300 points across: three 90-point items with 15-point gaps (30 free between 2 gaps).
        #expect(frames[0...2].map(\.minX) == [10, 115, 220] && frames[0...2].allSatisfy { $0.minY == 10 })
        #expect(frames[3].minY == 110 && frames[6].minY == 210)
        #expect(frames[6].minX == 115, "a lone item in its line is centred")
        #expect(collection.contentSize == CGSize(width: 320, height: 10 + 3 * 90 + 2 * 10 + 10))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) is PhotoCell)
    }

    @Test("A tap on an item selects it and tells the delegate")
    func tapSelects() {
        let (window, collection, source) = grid(["a", "b"])
        _ = window.record(duration: 0.5) { clock in clock.tap(collection.cellForItem(at: IndexPath(item: 1, section: 0))!) }
        #expect(source.selected == [IndexPath(item: 1, section: 0)] && collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
    }

    @Test("performBatchUpdates: a deleted item fades out where it was, an inserted one fades in at its place, the others move, over 0.3 s")
    func batchUpdates() {
        let (window, collection, source) = grid(["a", "b", "c"])
        var finished: [Double] = []
        let timeline = window.record(duration: 1) { _ in
            collection.performBatchUpdates({
                source.items = ["b", "c", "new"]
                collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
                collection.insertItems(at: [IndexPath(item: 2, section: 0)])
            }) { _ in finished.append(CACurrentMediaTime()) }
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(abs(timeline.number("opacity", at: 0.15, layer: "item-a") - 0.5) < 1e-6 && abs(timeline.number("opacity", at: 0.15, layer: "item-new") - 0.5) < 1e-6)
        #expect(timeline.number("position.x", at: 0, layer: "item-b") == 160 && timeline.number("position.x", at: 0.3, layer: "item-b") == 55)
        #expect(abs(timeline.number("position.x", at: 0.15, layer: "item-b") - (160 + 55) / 2) < 1e-6, "half-way on the ease-in-out curve")
        #expect(finished == [0.3])
        // The deleted item's cell waits for reuse, hidden, once its fade has ended.
        #expect(collection.visibleCells.count == 3 && timeline.value(ofLayer: "item-a", at: LayerKeyPath("hidden")!, time: 0.3) == .bool(true))
        #expect(timeline.value(ofLayer: "item-a", at: LayerKeyPath("hidden")!, time: 0.29) == .bool(false))
    }

    @Test("A registered cell class without flipbookMakeReusableView() gets a plain cell, and a problem says so")
    func missingFactory() {
        let (window, collection, _) = grid(["a"], cell: BareCell.self)
        #expect(!(collection.cellForItem(at: IndexPath(item: 0, section: 0)) is BareCell))
        let timeline = window.record(duration: 0.1) { _ in }
        #expect(timeline.problems.contains { $0.contains("BareCell, has no flipbookMakeReusableView()") })
    }

    @Test("A diffable data source applies a snapshot as one batch update: items moved by identity, reloaded items' cells made again")
    func diffableApply() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collection)
        var made: [String] = []
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { _, _, item in
            made.append(item)
            let cell = UICollectionViewCell(frame: .zero)
            cell.accessibilityIdentifier = "item-\(item)"
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        let timeline = window.record(duration: 1) { _ in
            var next = source.snapshot()
            next.deleteItems(["a"])
            next.appendItems(["a"])
            next.reloadItems(["b"])
            source.apply(next)
        }
        #expect(made == ["a", "b", "c", "b"], "b made again, a moved with its cell")
        #expect(source.indexPath(for: "a") == IndexPath(item: 2, section: 0) && source.itemIdentifier(for: IndexPath(item: 0, section: 0)) == "b")
        let aEnd = collection.cellForItem(at: IndexPath(item: 2, section: 0))!.frame.midX
        #expect(timeline.number("position.x", at: 0, layer: "item-a") == 45 && timeline.number("position.x", at: 0.3, layer: "item-a") == Double(aEnd))
    }
}
