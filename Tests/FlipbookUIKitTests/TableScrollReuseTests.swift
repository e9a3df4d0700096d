import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
@testable import FlipbookUIKit

/// A hundred 44-point rows "Row n". The rows in `checked` get a checkmark that nothing takes
/// away again: the classic reuse bug, which shows on a device once the table scrolls.
@MainActor
private final class HundredRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var count = 100
    var checked: Set<Int> = [1]
    var asked: [Int] = []
    var displayed: [Int] = []
    var ended: [Int] = []
    var cells: [ObjectIdentifier] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath.row)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if !cells.contains(ObjectIdentifier(cell)) { cells.append(ObjectIdentifier(cell)) }
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessibilityIdentifier = "row-\(indexPath.row)"
        if checked.contains(indexPath.row) { cell.accessoryType = .checkmark }
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath.row)
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        ended.append(indexPath.row)
    }
}

/// A cell whose content is a bar of a height set for each row: self-sizing through constraints.
@MainActor
private final class BarCell: UITableViewCell {
    let bar = UIView()
    lazy var barHeight = bar.heightAnchor.constraint(equalToConstant: 20)

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: contentView.topAnchor),
            bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 40),
            barHeight,
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Fifty self-sizing rows 20, 30 and 40 points tall in turn.
@MainActor
private final class Bars: NSObject, UITableViewDataSource {
    var cells: Set<ObjectIdentifier> = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "bar", for: indexPath) as! BarCell
        cells.insert(ObjectIdentifier(cell))
        cell.barHeight.constant = CGFloat(20 + 10 * (indexPath.row % 3))
        return cell
    }
}

@Suite("Tables scroll as iOS's do: only rows on screen have cells, and cells that scroll out are reused by rows that scroll in", .expectsProblems)
@MainActor
struct TableScrollReuseTests {
    private func table(_ source: HundredRows, height: CGFloat = 400) -> (UIWindow, UITableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.accessibilityIdentifier = "table"
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    @Test("In 400 points, rows 0–9 have cells (row 9 spans 396–440); at offset 440 rows 10–19 have the same ten cells, and row 11 shows row 1's checkmark")
    func scrollingReusesCells() {
        let source = HundredRows()
        let (_, table) = table(source)
        #expect(table.contentSize.height == 4400)
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(source.asked == Array(0..<10) && source.displayed == Array(0..<10))
        #expect(table.cellForRow(at: IndexPath(row: 20, section: 0)) == nil, "off screen: no cell")
        #expect(table.rectForRow(at: IndexPath(row: 20, section: 0)) == CGRect(x: 0, y: 880, width: 320, height: 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 900)) == IndexPath(row: 20, section: 0))

        table.contentOffset = CGPoint(x: 0, y: 440)
        #expect(table.indexPathsForVisibleRows == (10..<20).map { IndexPath(row: $0, section: 0) })
        #expect(source.ended == Array(0..<10) && source.displayed == Array(0..<20))
        #expect(source.cells.count == 10, "the ten cells of rows 0–9 serve rows 10–19")
        #expect(table.visibleCells.allSatisfy { !$0.isHidden } && table.subviews.filter { $0 is UITableViewCell }.count == 10)
        // First out, first in: row 10 gets row 0's cell, row 11 row 1's, checkmark and all.
        #expect(table.cellForRow(at: IndexPath(row: 11, section: 0))?.accessoryType == .checkmark)
        #expect(table.cellForRow(at: IndexPath(row: 11, section: 0))?.textLabel?.text == "Row 11")
        #expect(table.visibleCells.filter { $0.accessoryType == .checkmark }.count == 1)

        // 42 points more: row 10 still shows its last 2 points, row 20 its first 2.
        table.contentOffset = CGPoint(x: 0, y: 482)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(10...20))
        #expect(source.cells.count == 11, "eleven rows on screen at once: one cell more")
    }

    @Test("A recorded scroll draws the reused cells: halfway, row 1's checkmark shows on row 9 (row 7 came in before row 0 left, with a new cell)")
    func recordedScroll() {
        let source = HundredRows()
        let (window, table) = table(source, height: 300)
        var checkedHalfway: [Int] = []
        let timeline = window.record(duration: 0.3) { clock in
            table.setContentOffset(CGPoint(x: 0, y: 440), animated: true)
            clock.wait(0.15)
            checkedHalfway = table.visibleCells.filter { $0.accessoryType == .checkmark }.compactMap { table.indexPath(for: $0)?.row }
            clock.wait(0.15)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(checkedHalfway == [9])
        // Cells keep the ids they were recorded with: row 0's cell stays "row-0" on row 8.
        #expect(timeline.layerIDs.contains("row-0") && !timeline.layerIDs.contains("row-8"), "\(timeline.layerIDs)")
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(10..<17))
        assertFrames(of: timeline, at: .times([0, 0.15, 0.3]), scale: 1)
    }

    @Test("scrollToRow puts row 50 at the top (2200), the middle (2022) or the bottom (1844), just into view for .none, never past the end; selectRow scrolls too")
    func scrollToRow() {
        let source = HundredRows()
        let (window, table) = table(source)
        let row50 = IndexPath(row: 50, section: 0)
        table.scrollToRow(at: row50, at: .top, animated: false)
        #expect(table.contentOffset.y == 2200 && table.indexPathsForVisibleRows?.first == row50)
        table.scrollToRow(at: row50, at: .middle, animated: false)
        #expect(table.contentOffset.y == 2022, "2222 − 200: the row's middle at the table's")
        table.scrollToRow(at: row50, at: .bottom, animated: false)
        #expect(table.contentOffset.y == 1844, "2244 − 400: the row's bottom at the table's")
        table.scrollToRow(at: row50, at: .none, animated: false)
        #expect(table.contentOffset.y == 1844, "already in view: no move")
        table.scrollToRow(at: IndexPath(row: 60, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 2284, "row 60 below: its bottom (2684) just into view")
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 4000, "the content's end: it rests there")
        table.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .middle)
        #expect(table.contentOffset.y == 1142 && table.cellForRow(at: IndexPath(row: 30, section: 0))?.isSelected == true)
        let timeline = window.record(duration: 0.1) { _ in
            table.scrollToRow(at: IndexPath(row: 200, section: 0), at: .top, animated: false)
        }
        #expect(timeline.problems.contains { $0.contains("there is no row 200 in section 0") }, "\(timeline.problems)")
    }

    @Test("Rows named by index path, scrolled out and back in a recording: the cells come back to their rows, no id clashes")
    func idsFromIndexPaths() {
        let source = HundredRows()
        let (window, table) = table(source, height: 300)
        let timeline = window.record(duration: 0.7) { clock in
            table.setContentOffset(CGPoint(x: 0, y: 440), animated: true)
            clock.wait(0.35)
            table.setContentOffset(.zero, animated: true)
            clock.wait(0.35)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect((0..<7).allSatisfy { table.cellForRow(at: IndexPath(row: $0, section: 0))?.accessibilityIdentifier == "row-\($0)" })
    }

    @Test("A selected row scrolled out and back is drawn selected again in whatever cell it gets")
    func selectionFollowsTheRow() {
        let source = HundredRows()
        source.checked = []
        let (_, table) = table(source)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.contentOffset = CGPoint(x: 0, y: 880)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected }, "the selected row's cell went to another row, unselected")
        table.contentOffset = .zero
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("Self-sizing rows (20, 30, 40 pt in turn) are measured with few cells: the content is exactly 1490 points, row 49 starts at 1460")
    func selfSizingRows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(BarCell.self, forCellReuseIdentifier: "bar")
        table.rowHeight = UITableView.automaticDimension
        let source = Bars()
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        // 16 full turns of 90 points, then 20 and 30.
        #expect(table.contentSize.height == 1490)
        #expect(table.rectForRow(at: IndexPath(row: 49, section: 0)) == CGRect(x: 0, y: 1460, width: 320, height: 30))
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(0..<7), "0–6 end at 200")
        #expect(source.cells.count == 8, "the seven on screen and one that measures the rest")
        table.contentOffset = CGPoint(x: 0, y: 1290)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(43..<50))
        #expect(table.visibleCells.map(\.frame.height) == [30, 40, 20, 30, 40, 20, 30])
    }

    @Test("Deleting row 0 slides row 10, off screen until then, up into view with a cell; afterwards rows 0–9 have cells and the deleted one is reused")
    func deletionBringsARowIntoView() {
        let source = HundredRows()
        source.checked = []
        let (window, table) = table(source)
        let deleted = table.cellForRow(at: IndexPath(row: 0, section: 0))
        var during: UITableViewCell?
        let timeline = window.record(duration: 0.5) { clock in
            source.count = 99
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            during = table.cellForRow(at: IndexPath(row: 9, section: 0))
            clock.wait(0.5)
        }
        // The data source names rows by index path: the old row 10 is now "Row 9", "row-9", an
        // id the old row 9's cell (now row 8's) was recorded with: the new cell is "row-9~2".
        #expect(timeline.problems == [Timeline.warningPrefix + "layer id 'row-9' is had by a reused cell still in the scene (a cell keeps the id it was first recorded with, whatever row it shows later); the new cell with it is recorded as 'row-9~2'"])
        #expect(during?.textLabel?.text == "Row 9" && during?.frame.minY == 396)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(0..<10))
        #expect(deleted?.isHidden == true && table.indexPath(for: deleted!) == nil, "given up once it faded out")
        #expect(source.cells.count == 11)
    }
}

/// A list controller that fades each row in as it comes on screen, as apps do in
/// `tableView(_:willDisplay:forRowAt:)`.
@MainActor
private final class FadingList: UITableViewController {
    var shown: [Int] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        shown.append(indexPath.row)
        cell.alpha = 0
        UIView.animate(withDuration: 0.2) { cell.alpha = 1 }
    }
}

extension TableScrollReuseTests {
    @Test("A UITableViewController's override of willDisplay runs for each row that comes on screen: rows 9 and 10 fade in as the table scrolls")
    func controllerWillDisplay() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let list = FadingList(style: .plain)
        window.rootViewController = list
        window.layoutIfNeeded()
        #expect(list.shown == Array(0..<10))
        var alphaHalfway: CGFloat?
        let timeline = window.record(duration: 0.3) { clock in
            list.tableView.contentOffset = CGPoint(x: 0, y: 44)
            clock.wait(0.1)
            alphaHalfway = (list.tableView.cellForRow(at: IndexPath(row: 10, section: 0))?.layer.presentation()?.opacity).map { CGFloat($0) }
            clock.wait(0.2)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(list.shown == Array(0..<11))
        #expect(alphaHalfway.map { abs($0 - 0.5) < 0.2 } == true, "\(String(describing: alphaHalfway))")
    }

    @Test("beginUpdates/endUpdates group a deletion and an insertion into one 0.3 s animation; the rows after them end where the data says")
    func groupedUpdates() {
        let source = HundredRows()
        source.checked = []
        let (window, table) = table(source)
        var during: Int?
        let timeline = window.record(duration: 0.5) { clock in
            source.count = 100
            table.beginUpdates()
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.insertRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
            during = table.indexPathsForVisibleRows?.count
            table.endUpdates()
            clock.wait(0.5)
        }
        #expect(!timeline.problems.contains { !$0.hasPrefix(Timeline.warningPrefix) }, "\(timeline.problems)")
        #expect(during == 10, "nothing moves until endUpdates")
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)).minY == 176 && table.indexPathsForVisibleRows?.count == 10)
    }
}
