import Foundation
import Testing
import FlipbookScene
@testable import FlipbookUIKit

/// A table cell that counts how often it was prepared for reuse.
@MainActor
private final class CountingCell: UITableViewCell {
    var preparations = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        preparations += 1
    }
}

/// A section header of its own, with what FlipbookPort writes for a registered class.
@MainActor
private final class SectionHeader: UITableViewHeaderFooterView {
    override class func flipbookMakeHeaderFooterView(reuseIdentifier: String?) -> UITableViewHeaderFooterView {
        SectionHeader(reuseIdentifier: reuseIdentifier)
    }
    var preparations = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        preparations += 1
    }
}

/// A header class without the factory.
@MainActor
private final class BareHeader: UITableViewHeaderFooterView {}

/// Rows whose cell shows a checkmark on the chosen row and, as the classic reuse bug has it,
/// never takes one away.
@MainActor
private final class Choices: NSObject, UITableViewDataSource, UITableViewDelegate {
    var count = 4
    var chosen = 0
    var header: AnyClass = SectionHeader.self
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "choice", for: indexPath)
        cell.textLabel?.text = "Choice \(indexPath.row)"
        if indexPath.row == chosen { cell.accessoryType = .checkmark }
        return cell
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?.textLabel?.text = "Choices"
        return header
    }
}

@Suite("Cell reuse: cells and headers that leave are handed back by dequeue after prepareForReuse, keeping what the code left, as on a device", .expectsProblems)
@MainActor
struct CellReuseTests {
    private func table(_ source: Choices) -> (UIWindow, UITableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "choice")
        table.register(source.header, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    private func cells(_ table: UITableView, _ count: Int) -> [CountingCell] {
        (0..<count).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) as? CountingCell }
    }

    @Test("reloadData hands each row its cell back, prepared once: the selection is gone, a checkmark nobody took away stays")
    func reloadReuses() {
        let source = Choices()
        let (_, table) = table(source)
        let before = cells(table, 4)
        #expect(before.count == 4 && before.allSatisfy { $0.preparations == 0 })
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        source.chosen = 1
        table.reloadData()
        let after = cells(table, 4)
        #expect(zip(before, after).allSatisfy { $0 === $1 }, "first in, first out: each row gets the cell it had")
        #expect(after.allSatisfy { $0.preparations == 1 && !$0.isSelected })
        // On a device the same code shows two checkmarks: the cell of row 0 kept its own.
        #expect(after.map(\.accessoryType) == [.checkmark, .checkmark, .none, .none])
    }

    @Test("A deleted row's cell is reused once its animation has ended, drawn whole again; a cell made without an identifier is never reused")
    func deletedCellReused() {
        let source = Choices()
        let (window, table) = table(source)
        let deleted = cells(table, 4)[3]
        var inserted: UITableViewCell?
        let timeline = window.record(duration: 1) { clock in
            source.count = 3
            table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
            clock.wait(0.5)
            source.count = 4
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
            inserted = table.cellForRow(at: IndexPath(row: 3, section: 0))
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(inserted === deleted && deleted.alpha == 1 && deleted.superview === table)
        #expect((deleted as CountingCell).preparations == 1)
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        var queue = ReuseQueue<UITableViewCell>()
        queue.enqueue(plain, identifier: plain.reuseIdentifier)
        #expect(queue.dequeue("") { _ in } == nil)
    }

    @Test("A registered header class is made through its factory and reused on reloadData; one without the factory is a problem")
    func headers() throws {
        let source = Choices()
        let (window, table) = table(source)
        let header = try #require(table.headerView(forSection: 0) as? SectionHeader)
        #expect(header.reuseIdentifier == "header" && header.textLabel?.text == "Choices")
        table.reloadData()
        #expect(table.headerView(forSection: 0) === header && header.preparations == 1)

        let bare = Choices()
        bare.header = BareHeader.self
        let (bareWindow, bareTable) = self.table(bare)
        #expect(type(of: try #require(bareTable.headerView(forSection: 0))) == UITableViewHeaderFooterView.self)
        let timeline = bareWindow.record(duration: 0.1) { _ in }
        #expect(timeline.problems.contains { $0.contains("BareHeader, has no flipbookMakeHeaderFooterView(reuseIdentifier:)") }, "\(timeline.problems)")
        _ = window
    }

    @Test("A collection view's reloadData and registrations hand the same cells back, prepared: no longer selected")
    func collectionReuse() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let (collection, source) = plainList(in: window, items: ["One", "Two", "Three"])
        let before = (0..<3).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0)) }
        before[1].isSelected = true
        collection.reloadData()
        let after = (0..<3).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(before.count == 3 && zip(before, after).allSatisfy { $0 === $1 })
        #expect(!after[1].isSelected)
        // Reloading an item through a snapshot makes its cell again: the queue hands one back.
        var reloaded = source.snapshot()
        reloaded.reloadItems(["Two"])
        source.apply(reloaded, animatingDifferences: false)
        #expect(collection.visibleCells.count == 3 && collection.visibleCells.allSatisfy { $0.superview === collection })
    }
}
