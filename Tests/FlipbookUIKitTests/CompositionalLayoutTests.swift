import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
@testable import FlipbookUIKit

/// A tile coloured by its item, and a header with a title.
@MainActor
private final class Tile: UICollectionViewCell {
    override class func flipbookMakeReusableView() -> UICollectionReusableView { Tile(frame: .zero) }
}

/// A section's rounded grey background.
@MainActor
private final class SectionBackground: UICollectionReusableView {
    override class func flipbookMakeReusableView() -> UICollectionReusableView { SectionBackground(frame: .zero) }
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        layer.cornerRadius = 12
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor
private final class Header: UICollectionReusableView {
    override class func flipbookMakeReusableView() -> UICollectionReusableView { Header(frame: .zero) }
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .boldSystemFont(ofSize: 20)
        addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}

/// Sections of tiles.
@MainActor
private final class Tiles: NSObject, UICollectionViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        let hues: [UIColor] = [.systemBlue, .systemTeal, .systemIndigo, .systemPink, .systemOrange]
        cell.contentView.backgroundColor = hues[(indexPath.item + indexPath.section) % hues.count]
        cell.contentView.layer.cornerRadius = 8
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (header as? Header)?.label.text = ["Recent", "Albums"][indexPath.section % 2]
        return header
    }
}

@Suite("UICollectionViewCompositionalLayout: items, groups, sections, headers, carousels", .expectsProblems)
@MainActor
struct CompositionalLayoutTests {
    private func show(_ layout: UICollectionViewLayout, _ counts: [Int], width: CGFloat = 390, height: CGFloat = 600,
                      source: UICollectionViewDataSource? = nil) -> (UIWindow, UICollectionView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.backgroundColor = .systemBackground
        collection.register(Tile.self, forCellWithReuseIdentifier: "tile")
        collection.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let source = source ?? Tiles(counts)
        collection.dataSource = source
        objc_setAssociatedObject(collection, "source", source, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection)
    }

    private func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect {
        collection.cellForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    /// Three columns of square tiles, 1 point in from their places, under a 44-point header.
    private func grid() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), subitems: [item])
        let section = NSCollectionLayoutSection(group: row)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        return section
    }

    @Test("A grid: the item repeats across its group, groups repeat down the section, insets shrink each tile; the header comes first")
    func grid3() {
        let (_, collection) = show(UICollectionViewCompositionalLayout(section: grid()), [7])
        // 390 / 3 = 130-point places, each tile 1 point in.
        #expect(frame(collection, 0) == CGRect(x: 1, y: 45, width: 128, height: 128))
        #expect(frame(collection, 2) == CGRect(x: 261, y: 45, width: 128, height: 128))
        #expect(frame(collection, 3) == CGRect(x: 1, y: 175, width: 128, height: 128))
        #expect(frame(collection, 6) == CGRect(x: 1, y: 305, width: 128, height: 128))
        #expect(collection.collectionViewLayout.collectionViewContentSize == CGSize(width: 390, height: 44 + 3 * 130))
        let header = collection.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test("subitem:count: shares the group among its items; fixed spacing, section insets, inter-group and inter-section spacing add up")
    func countAndSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        section.interGroupSpacing = 8
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        let (_, collection) = show(UICollectionViewCompositionalLayout(section: section, configuration: configuration), [3, 2])
        // 358 points inside the insets: two 174-point items 10 apart.
        #expect(frame(collection, 0) == CGRect(x: 16, y: 20, width: 174, height: 100))
        #expect(frame(collection, 1) == CGRect(x: 200, y: 20, width: 174, height: 100))
        #expect(frame(collection, 2) == CGRect(x: 16, y: 128, width: 174, height: 100))
        // Section 1 starts after section 0's bottom inset (248) and 30 points.
        #expect(frame(collection, 0, 1) == CGRect(x: 16, y: 248 + 30 + 20, width: 174, height: 100))
    }

    @Test("Nested groups: a large tile beside two stacked small ones; flexible spacing shares the free space")
    func nestedAndFlexible() {
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)), subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [large, pair])
        let (_, collection) = show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), [5])
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 260, height: 200))
        #expect(frame(collection, 1) == CGRect(x: 260, y: 0, width: 130, height: 100))
        #expect(frame(collection, 2) == CGRect(x: 260, y: 100, width: 130, height: 100))
        #expect(frame(collection, 3) == CGRect(x: 0, y: 200, width: 260, height: 200))

        let chip = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(40)))
        let chips = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [chip])
        chips.interItemSpacing = .flexible(10)
        let (_, row) = show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: chips)), [3])
        // Three 100-point chips in 390 points: the 90 free points make two 45-point gaps.
        #expect([0, 1, 2].map { frame(row, $0).minX } == [0, 145, 290])
    }

    @Test("An orthogonally scrolling section lays its groups in one line across, as tall as its group, in a strip of its own that scrolls")
    func carousel() {
        let carousel = carouselSection(.groupPaging)
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? carousel : grid() }
        let (window, collection) = show(layout, [3, 4])
        // 358 inside the insets: 286.4-point groups, 10 apart.
        #expect(frame(collection, 0).origin == CGPoint(x: 16, y: 0) && abs(frame(collection, 0).width - 286.4) < 1e-9 && frame(collection, 0).height == 150)
        #expect(abs(frame(collection, 1).minX - 312.4) < 1e-9 && frame(collection, 1).minY == 0)
        #expect(frame(collection, 0, 1) == CGRect(x: 1, y: 150 + 45, width: 128, height: 128))
        // The cells sit in the section's strip: a scroll view the width of the collection view,
        // its content the line: 16 + 3 × 286.4 + 2 × 10 + 16 = 911.2 points.
        let strip = collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView
        #expect(strip?.frame == CGRect(x: 0, y: 0, width: 390, height: 150))
        #expect(abs((strip?.contentSize.width ?? 0) - 911.2) < 1e-9)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === collection, "other sections stay in the collection view")
        let timeline = window.record(duration: 0.1) { _ in }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0]), scale: 1)
    }

    /// A carousel section of five groups, 286.4 points wide and 10 apart, 16 points in.
    private func carouselLayout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: carouselSection(behavior))
    }

    @Test("A dragged carousel rests where it is released (continuous), on the nearest group (group paging), on the next one after a flick, one group at a time, centred (group paging centred); a tap in it selects the item")
    func carouselScrolls() throws {
        func released(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, at x: CGFloat, flick: Bool) -> CGFloat {
            let (window, collection) = show(carouselLayout(behavior), [5])
            let strip = collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as! UIScrollView
            _ = window.record(duration: 1.5) { clock in
                clock.drag(strip, to: CGPoint(x: x, y: 0), duration: flick ? 0.05 : 0.3)
                if !flick { clock.wait(0.1) }
                clock.endDrag(strip)
                clock.wait(0.8)
            }
            return strip.contentOffset.x
        }
        // Groups start at 16, 312.4, 608.8, …: group paging rests the strip at 0, 296.4, 592.8, ….
        #expect(released(.continuous, at: 100, flick: false) == 100)
        #expect(abs(released(.groupPaging, at: 100, flick: false) - 0) < 1e-9, "nearer the first group")
        #expect(abs(released(.groupPaging, at: 200, flick: false) - 296.4) < 1e-9)
        #expect(abs(released(.groupPaging, at: 60, flick: true) - 296.4) < 1e-9, "a flick goes on to the next group")
        #expect(abs(released(.groupPaging, at: 700, flick: false) - 296.4) < 1e-9, "one group from where the drag began")
        #expect(abs(released(.continuousGroupLeadingBoundary, at: 560, flick: false) - 592.8) < 1e-9)
        // Centred: the second group's centre (312.4 + 143.2 = 455.6) at the strip's centre (195).
        #expect(abs(released(.groupPagingCentered, at: 200, flick: false) - 260.6) < 1e-9)
        #expect(released(.paging, at: 240, flick: false) == 390, "a page is the strip's width")

        let (window, collection) = show(carouselLayout(.groupPaging), [5])
        // The second group shows its first 77.6 points at the strip's trailing edge: tap there.
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        _ = window.record(duration: 0.5) { clock in clock.tap(second, at: CGPoint(x: 30, y: 75)) }
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("A visibleItemsInvalidationHandler scales the carousel's items by their distance from the middle, again as the strip scrolls")
    func visibleItemsHandler() throws {
        let section = carouselSection(.groupPagingCentered)
        let layout = UICollectionViewCompositionalLayout(section: section)
        var offsets: [CGPoint] = []
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            offsets.append(offset)
            let middle = environment.container.contentSize.width / 2
            for item in items {
                let scale = max(0.8, 1 - abs(item.center.x - offset.x - middle) / environment.container.contentSize.width)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        let (window, collection) = show(layout, [5])
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        // The first item's centre is 159.2: 35.8 from the middle (195), scale 1 − 35.8 / 390.
        #expect(abs(first.transform.a - (1 - 35.8 / 390)) < 1e-9 && second.transform.a == 0.8)
        let strip = try #require(first.superview as? UIScrollView)
        let timeline = window.record(duration: 1) { clock in
            clock.drag(strip, to: CGPoint(x: 260.6, y: 0), duration: 0.4)
            clock.endDrag(strip)
            clock.wait(0.3)
        }
        #expect(abs(second.transform.a - 1) < 1e-9 && first.transform.a == 0.8, "the second item in the middle, full size")
        #expect(offsets.last == CGPoint(x: 260.6, y: 0), "the handler is given the strip's offset")
        assertFrames(of: timeline, at: .times([0, 0.2, 0.6]), scale: 1)
    }

    @Test("A background decoration covers its section, header included, inset by its content insets, behind the cells; an unregistered kind is a problem")
    func backgroundDecoration() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 24, bottom: 8, trailing: 24)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.decorationItems = [background]
        section.interGroupSpacing = 0
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackground.self, forDecorationViewOfKind: "background")
        let (window, collection) = show(layout, [4, 2], height: 460)
        let backgrounds = collection.subviews.compactMap { $0 as? SectionBackground }
        // Section 0: a 40-point header, 8 above, two 80-point rows, 8 below: 216 points.
        #expect(backgrounds.map(\.frame).sorted { $0.minY < $1.minY } == [CGRect(x: 16, y: 0, width: 358, height: 216),
                                                                            CGRect(x: 16, y: 216, width: 358, height: 136)])
        let firstCell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(collection.subviews.firstIndex { $0 is SectionBackground }! < collection.subviews.firstIndex { $0 === firstCell }!)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))?.representedElementCategory == .decorationView)
        let timeline = window.record(duration: 0.1) { _ in }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0]), scale: 1)

        let unregistered = NSCollectionLayoutSection(group: group)
        unregistered.decorationItems = [.background(elementKind: "missing")]
        let (otherWindow, _) = show(UICollectionViewCompositionalLayout(section: unregistered), [2])
        let other = otherWindow.record(duration: 0.1) { _ in }
        #expect(other.problems.contains { !Timeline.isWarning($0) && $0.contains("no class is registered for decoration views of kind 'missing'") })
    }

    @Test("Pinned section headers stick to the top while their section shows and are pushed up by its end")
    func pinnedHeaders() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let (_, collection) = show(UICollectionViewCompositionalLayout(section: section), [4, 4], height: 300)
        let first = try #require(collection.subviews.first { ($0 as? Header)?.label.text == "Recent" })
        let second = try #require(collection.subviews.first { ($0 as? Header)?.label.text == "Albums" })
        // Each section: a 40-point header and four 100-point rows, 440 points.
        #expect(first.frame.minY == 0 && second.frame.minY == 440)
        collection.contentOffset = CGPoint(x: 0, y: 100)
        #expect(first.frame.minY == 100)
        collection.contentOffset = CGPoint(x: 0, y: 420)
        #expect(first.frame.minY == 400, "pushed up by the section's end")
        collection.contentOffset = CGPoint(x: 0, y: 500)
        #expect(second.frame.minY == 500 && first.frame.minY == 400)
    }

    @Test("Batch updates animate in a compositional layout as in any layout: the items after an insertion move over 0.3 s")
    func batchInsert() {
        let counts = MutableCounts(counts: [4])
        let (window, collection) = show(UICollectionViewCompositionalLayout(section: grid()), [4], source: counts)
        collection.cellForItem(at: IndexPath(item: 3, section: 0))!.accessibilityIdentifier = "tile-3"
        counts.counts = [5]
        let timeline = window.record(duration: 1) { _ in
            collection.performBatchUpdates { collection.insertItems(at: [IndexPath(item: 0, section: 0)]) }
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        // Item 3 (row 1, column 0) becomes item 4 (row 1, column 1): its centre moves 130 points right.
        let x0 = timeline.value(ofLayer: "tile-3", at: LayerKeyPath("position.x")!, time: 0)?.number
        let x1 = timeline.value(ofLayer: "tile-3", at: LayerKeyPath("position.x")!, time: 0.3)?.number
        #expect(x0 == 65 && x1 == 195)
    }
}

/// Tiles whose counts change.
@MainActor
private final class MutableCounts: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}
