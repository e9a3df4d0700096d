import Foundation
import Testing
@testable import FlipbookUIKit

@Suite("List cell accessories' options: colours, reserved widths, custom views' sizes, insert controls and an outline's header style")
@MainActor
struct CellAccessoryOptionsTests {
    /// The first list cell of a one-row list, its accessories set after the list laid it out.
    private func row(_ accessories: [UICellAccessory], width: CGFloat = 320) throws -> (UIWindow, UICollectionView, UICollectionViewListCell) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 200))
        let (collection, _) = plainList(in: window, items: ["One"])
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        cell.accessories = accessories
        cell.layoutIfNeeded()
        return (window, collection, cell)
    }

    @Test("DeleteOptions colour the circle with backgroundColor and the minus with tintColor; ReorderOptions' tintColor colours the grip")
    func controlColours() throws {
        let (_, collection, cell) = try row([.delete(displayed: .always, options: .init(tintColor: .black, backgroundColor: .systemOrange)),
                                             .reorder(displayed: .always, options: .init(tintColor: .systemBlue))])
        _ = collection
        let delete = try #require(cell.subviews.compactMap { $0 as? CellAccessoryControl }.first?.glyph as? TableEditingControl)
        #expect(delete.backgroundColor == .systemOrange)
        #expect(delete.subviews.allSatisfy { $0.backgroundColor == .black }, "the minus (and its hidden upright)")
        let grip = try #require(cell.subviews.compactMap { $0 as? TableReorderControl }.first)
        #expect(grip.subviews.count == 3 && grip.subviews.allSatisfy { $0.backgroundColor == .systemBlue })
    }

    @Test("A .custom reserved width is room the accessory is centred in: a 14-point checkmark in 44 points sits 15 points into it, and the content ends 4 points before the room")
    func reservedWidth() throws {
        let (_, _, cell) = try row([.checkmark(options: .init(reservedLayoutWidth: .custom(44)))])
        let check = try #require(cell.subviews.compactMap { $0 as? CellAccessoryView }.first)
        // The room runs from 320 − 16 − 44 = 260 to 304; the checkmark is 14 wide: 260 + 15.
        #expect(check.frame == CGRect(x: 275, y: (cell.bounds.height - 12) / 2, width: 14, height: 12))
        #expect(cell.contentView.frame.maxX == 256)
        let (_, _, actual) = try row([.checkmark(options: .init(reservedLayoutWidth: .actual))])
        let plain = try #require(actual.subviews.compactMap { $0 as? CellAccessoryView }.first)
        #expect(plain.frame.minX == 320 - 16 - 14 && actual.contentView.frame.maxX == 320 - 16 - 14 - 4)
    }

    @Test("A custom view that does not keep a fixed size is sized to fit (a label to its text); one that does keeps its frame")
    func customViewSizes() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "12"
        let fitted = label.sizeThatFits(CGSize(width: 200, height: 40))
        let (_, _, cell) = try row([.customView(configuration: .init(customView: label, placement: .trailing()))])
        #expect(label.frame.size == fitted && label.frame.maxX == 304)
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let tinted = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = try row([.customView(configuration: .init(customView: fixed, placement: .leading(), maintainsFixedSize: true)),
                     .customView(configuration: .init(customView: tinted, placement: .trailing(), tintColor: .systemPink))])
        #expect(fixed.frame == CGRect(x: 16, y: (cell.bounds.height - 20) / 2, width: 30, height: 20))
        #expect(tinted.tintColor == .systemPink)
    }

    @Test("An insert accessory is a green plus before the content while editing; a tap runs its handler")
    func insertControl() throws {
        var inserted = 0
        let (window, collection, cell) = try row([.insert(actionHandler: { inserted += 1 })])
        #expect(cell.subviews.compactMap { $0 as? CellAccessoryControl }.isEmpty, "not editing: hidden")
        collection.isEditing = true
        cell.layoutIfNeeded()
        let control = try #require(cell.subviews.compactMap { $0 as? CellAccessoryControl }.first)
        let plus = try #require(control.glyph as? TableEditingControl)
        #expect(plus.backgroundColor == .systemGreen && plus.subviews.allSatisfy { !$0.isHidden })
        #expect(control.frame.minX == 16)
        let timeline = window.record(duration: 0.3) { clock in clock.tap(control) }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(inserted == 1)
    }

    /// A two-level outline whose parent row shows `configuration`'s text and an outline control
    /// of `style`.
    private func outline(header: Bool, style: UICellAccessory.OutlineDisclosureOptions.Style)
        -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = title == "Fruits" && header ? UIListContentConfiguration.groupedHeader() : cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = title == "Fruits" ? [.outlineDisclosure(options: .init(style: style))] : []
            cell.accessibilityIdentifier = "row-\(title)"
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, title in
            collection.dequeueConfiguredReusableCell(using: row, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruits"])
        snapshot.append(["Apple", "Pear"], to: "Fruits")
        source.apply(snapshot, to: 0, animatingDifferences: false)
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection, source)
    }

    @Test("A tap on the row outside the chevron: .header and .automatic in a header's configuration expand it without selecting; .cell and .automatic in a cell's select it",
          arguments: [(true, UICellAccessory.OutlineDisclosureOptions.Style.automatic, true), (false, .header, true),
                      (false, .automatic, false), (true, .cell, false)])
    func headerStyle(header: Bool, style: UICellAccessory.OutlineDisclosureOptions.Style, expands: Bool) throws {
        let (window, collection, source) = outline(header: header, style: style)
        let fruits = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let timeline = window.record(duration: 0.6) { clock in
            clock.tap(fruits, at: CGPoint(x: 40, y: fruits.bounds.midY))
            clock.wait(0.4)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(source.snapshot(for: 0).isExpanded("Fruits") == expands)
        #expect((collection.indexPathsForSelectedItems ?? []).isEmpty == expands)
    }
}
