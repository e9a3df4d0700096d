import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
@testable import FlipbookUIKit

/// Numbered items in one section (named `item-n` by number, which stays with the item); item `marked` gets an orange background nothing takes away
/// again (the reuse bug of collection views).
@MainActor
private final class Numbers: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var items: [Int]
    var marked: Set<Int> = [1]
    var cells: [ObjectIdentifier] = []
    var displayed: [Int] = []
    var ended: [Int] = []
    init(_ count: Int) { items = Array(0..<count) }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        if !cells.contains(ObjectIdentifier(cell)) { cells.append(ObjectIdentifier(cell)) }
        cell.accessibilityIdentifier = "item-\(items[indexPath.item])"
        if cell.contentView.backgroundColor == nil { cell.contentView.backgroundColor = .systemBlue }
        if marked.contains(items[indexPath.item]) { cell.contentView.backgroundColor = .systemOrange }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayed.append(indexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        ended.append(indexPath.item)
    }
}

@Suite("Collection views scroll as iOS's do: only items on screen have cells, reused as the content or a strip scrolls", .expectsProblems)
@MainActor
struct CollectionScrollReuseTests {
    /// Sixty 90-point items in a 320 × 400 view, three to a line 10 points in and 10 apart:
    /// lines start at 10, 110, 210, …; the content is 10 + 20 × 90 + 19 × 10 + 10 = 2010 tall.
    private func grid(_ source: Numbers) -> (UIWindow, UICollectionView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "number")
        collection.dataSource = source
        collection.delegate = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection)
    }

    @Test("Lines 0–3 (items 0–11) have cells; at offset 400 lines 4–7 (items 12–23) have the same twelve, and item 13 is orange like item 1")
    func scrollingReusesCells() {
        let source = Numbers(60)
        let (_, collection) = grid(source)
        #expect(collection.contentSize.height == 2010)
        #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(0..<12) && source.displayed == Array(0..<12))
        #expect(collection.cellForItem(at: IndexPath(item: 30, section: 0)) == nil)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 30, section: 0))?.frame == CGRect(x: 10, y: 1010, width: 90, height: 90))
        #expect(collection.indexPathForItem(at: CGPoint(x: 150, y: 1050)) == IndexPath(item: 31, section: 0))

        collection.contentOffset = CGPoint(x: 0, y: 400)
        #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(12..<24), "line 3 ends at 400, line 8 starts at 810")
        #expect(source.ended == Array(0..<12) && source.cells.count == 12)
        #expect(collection.cellForItem(at: IndexPath(item: 13, section: 0))?.contentView.backgroundColor == .systemOrange)
        #expect(collection.cellForItem(at: IndexPath(item: 13, section: 0))?.accessibilityIdentifier == "item-13")
    }

    @Test("scrollToItem puts item 30's line at the top (1010), the middle (855) or the bottom (700); selectItem scrolls too; a missing item is a warning")
    func scrollToItem() {
        let source = Numbers(60)
        let (window, collection) = grid(source)
        let item30 = IndexPath(item: 30, section: 0)
        collection.scrollToItem(at: item30, at: .top, animated: false)
        #expect(collection.contentOffset.y == 1010)
        collection.scrollToItem(at: item30, at: .centeredVertically, animated: false)
        #expect(collection.contentOffset.y == 855, "the middle, 1055, at 200")
        collection.scrollToItem(at: item30, at: .bottom, animated: false)
        #expect(collection.contentOffset.y == 700, "the bottom, 1100, at 400")
        collection.scrollToItem(at: IndexPath(item: 59, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset.y == 1610, "the content's end: 2010 − 400")
        collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: .top)
        #expect(collection.contentOffset.y == 110 && collection.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == true)
        let timeline = window.record(duration: 0.1) { _ in
            collection.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        }
        #expect(timeline.problems.contains { $0.contains("there is no item 99 in section 0") }, "\(timeline.problems)")
    }

    @Test("A carousel strip shows groups 0 and 1; scrolled to 600 it shows 2 and 3 with the same two cells, which stay in the strip")
    func stripReusesCells() throws {
        let carousel = carouselSection(.continuous)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: carousel))
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "number")
        let source = Numbers(5)
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        // Groups 286.4 wide from 16, 10 apart: 16, 312.4, 608.8, 905.2, 1201.6.
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [0, 1])
        let strip = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        strip.contentOffset = CGPoint(x: 600, y: 0)
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [2, 3], "group 1 ends at 598.8")
        #expect(source.cells.count == 2 && collection.visibleCells.allSatisfy { $0.superview === strip })
        #expect(collection.indexPathForItem(at: CGPoint(x: 100, y: 75)) == IndexPath(item: 2, section: 0), "608.8 − 600 from the left")
        collection.scrollToItem(at: IndexPath(item: 4, section: 0), at: .centeredHorizontally, animated: false)
        // Group 4's middle, 1201.6 + 143.2 = 1344.8, at 195: 1149.8 (the strip's end, 1504 − 390 = 1114, stops it).
        #expect(abs(strip.contentOffset.x - 1114) < 1e-9)
    }

    @Test("Deleting item 0 brings item 12 (now 11) into view from its old place; afterwards items 0–11 have cells")
    func deletionBringsAnItemIntoView() {
        let source = Numbers(60)
        source.marked = []
        let (window, collection) = grid(source)
        var during: [Int] = []
        let timeline = window.record(duration: 0.5) { clock in
            source.items.removeFirst()
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            during = collection.indexPathsForVisibleItems.map(\.item)
            clock.wait(0.5)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(during == Array(0..<12), "item 11 (the old 12) has a cell while it moves")
        #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(0..<12))
        #expect(collection.cellForItem(at: IndexPath(item: 11, section: 0))?.frame == CGRect(x: 220, y: 310, width: 90, height: 90))
        #expect(source.cells.count == 13, "twelve, and one for the item coming in while the deleted one fades")
    }
}

/// A grid controller that notes the items coming on screen.
@MainActor
private final class NotingGrid: UICollectionViewController {
    var shown: [Int] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentView.backgroundColor = .systemTeal
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        shown.append(indexPath.item)
    }
}

extension CollectionScrollReuseTests {
    @Test("A UICollectionViewController's collection view fills its view; its override of willDisplay hears the items on screen, and the next line's as it scrolls in")
    func controller() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 10
        let grid = NotingGrid(collectionViewLayout: layout)
        window.rootViewController = grid
        window.layoutIfNeeded()
        #expect(grid.collectionView.frame == window.bounds && grid.collectionViewLayout === layout)
        // Three 100-point items to a line (10 apart), lines 100 tall: four lines in 400 points.
        #expect(grid.shown == Array(0..<12), "\(grid.shown)")
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 50)
        #expect(grid.shown == Array(0..<15) && grid.collectionView.indexPathsForVisibleItems.count == 15)
    }
}
