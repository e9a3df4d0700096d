import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
@testable import FlipbookUIKit

/// A cell whose content view holds one box pinned 8 points in from its sides and 5 from its
/// top and bottom: its constraints size it to the box and those margins.
@MainActor
private final class BoxCell: UICollectionViewCell {
    override class func flipbookMakeReusableView() -> UICollectionReusableView { BoxCell(frame: .zero) }
    private let box = UIView()
    private lazy var width = box.widthAnchor.constraint(equalToConstant: 0)
    private lazy var height = box.heightAnchor.constraint(equalToConstant: 0)
    /// The box's size; the cell's fitted size is 16 points wider and 10 taller.
    var boxSize: CGSize = .zero {
        didSet {
            width.constant = boxSize.width
            height.constant = boxSize.height
        }
    }
    /// Only the box's height is fixed: its width follows the cell's.
    var fixesWidth = true {
        didSet { width.isActive = fixesWidth }
    }
    override init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        box.backgroundColor = .systemTeal
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -5),
            width, height,
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// Items whose boxes have the given sizes.
@MainActor
private final class Boxes: NSObject, UICollectionViewDataSource {
    let sizes: [CGSize]
    let fixesWidth: Bool
    init(_ sizes: [CGSize], fixesWidth: Bool = true) {
        self.sizes = sizes
        self.fixesWidth = fixesWidth
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath) as! BoxCell
        cell.fixesWidth = fixesWidth
        cell.boxSize = sizes[indexPath.item]
        return cell
    }
}

@Suite("Self-sizing cells: estimated compositional sizes, list rows and a flow layout's estimatedItemSize take their cells' sizes")
@MainActor
struct SelfSizingCellTests {
    private func collection(_ layout: UICollectionViewLayout, _ source: Boxes, width: CGFloat = 300) -> (UIWindow, UICollectionView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 500))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(BoxCell.self, forCellWithReuseIdentifier: "box")
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection)
    }

    private func frames(_ collection: UICollectionView, _ count: Int, section: Int = 0) -> [CGRect] {
        (0..<count).map { collection.cellForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null }
    }

    @Test("Rows of estimated height are as tall as their constraints: 10 + box; each starts where the last ended, 4 apart")
    func estimatedRows() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        let source = Boxes([CGSize(width: 0, height: 90), CGSize(width: 0, height: 20), CGSize(width: 0, height: 150)], fixesWidth: false)
        let (_, collection) = collection(UICollectionViewCompositionalLayout(section: section), source)
        #expect(frames(collection, 3) == [CGRect(x: 0, y: 0, width: 300, height: 100), CGRect(x: 0, y: 104, width: 300, height: 30),
                                          CGRect(x: 0, y: 138, width: 300, height: 160)])
        #expect(collection.contentSize.height == 298)
    }

    @Test("A row of two estimated-height items is as tall as the taller; each item keeps its own height; content insets are ignored on the estimated side")
    func rowOfTwo() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(50)))
        // Apple: contentInsets are ignored along an estimated dimension; the 5-point sides stay.
        item.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 5, bottom: 7, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
                                                       subitems: [item])
        let source = Boxes([CGSize(width: 0, height: 30), CGSize(width: 0, height: 70), CGSize(width: 0, height: 10)], fixesWidth: false)
        let (_, collection) = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), source)
        #expect(frames(collection, 3) == [CGRect(x: 5, y: 0, width: 140, height: 40), CGRect(x: 155, y: 0, width: 140, height: 80),
                                          CGRect(x: 5, y: 80, width: 140, height: 20)])
        #expect(collection.contentSize.height == 100)
    }

    @Test("Estimated widths in a carousel: each chip is as wide as its box and margins, the groups side by side 10 apart")
    func chipCarousel() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(60), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(60), heightDimension: .absolute(32)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let source = Boxes([CGSize(width: 44, height: 22), CGSize(width: 104, height: 22), CGSize(width: 24, height: 22)])
        let (_, collection) = collection(UICollectionViewCompositionalLayout(section: section), source)
        let frames = (0..<3).compactMap { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 60, height: 32), CGRect(x: 70, y: 0, width: 120, height: 32),
                           CGRect(x: 200, y: 0, width: 40, height: 32)])
    }

    @Test("A flow layout with automaticSize takes each cell's compressed size; its lines follow the fitted widths")
    func flowAutomaticSize() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let source = Boxes([CGSize(width: 84, height: 20), CGSize(width: 124, height: 40), CGSize(width: 104, height: 20)])
        let (_, collection) = collection(layout, source)
        // 100 + 10 + 140 fit in 300; the third (120) goes to the next line, centred alone.
        // The first line is 50 tall, its shorter item centred on it (10 above and below); the second starts 10 below.
        #expect(frames(collection, 3) == [CGRect(x: 0, y: 10, width: 100, height: 30), CGRect(x: 160, y: 0, width: 140, height: 50),
                                          CGRect(x: 90, y: 60, width: 120, height: 30)])
    }

    @Test("Without an estimated size the flow layout keeps itemSize: nothing is asked of the cells")
    func flowWithoutEstimate() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 70, height: 70)
        let (_, collection) = collection(layout, Boxes([CGSize(width: 84, height: 20)]))
        #expect(frames(collection, 1) == [CGRect(x: 115, y: 0, width: 70, height: 70)])
    }

    @Test("A list row is as tall as its content configuration: text that wraps onto several lines is taller than 44, a short title stays 44")
    func listRows() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 500))
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let long = "A row whose title runs on for long enough that at this width it wraps onto a second and a third line of text"
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, title in
            collection.dequeueConfiguredReusableCell(using: row, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Short", long, "After"])
        source.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.layoutIfNeeded()
        let cells = try (0..<3).map { try #require(collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? UICollectionViewListCell) }
        #expect(cells[0].frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        // The long row: its content view's text at the width left beside the chevron.
        let content = try #require(cells[1].contentView.subviews.first as? UIListContentView)
        let textWidth = cells[1].contentView.frame.width
        let expected = content.sizeThatFits(CGSize(width: textWidth, height: 0)).height
        let lineHeight = UIFont.preferredFont(forTextStyle: .body).lineHeight
        // Three lines of body text at least: taller than one line's 44-point row.
        #expect(expected > 44 && expected >= 3 * lineHeight)
        #expect(cells[1].frame == CGRect(x: 0, y: 44, width: 320, height: expected))
        #expect(cells[2].frame.minY == 44 + expected && cells[2].frame.height == 44)
        let timeline = window.record(duration: 0.1) { _ in }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0]), scale: 2)
    }
}
