import Foundation
import Testing
import FlipbookGoldenTesting
@testable import FlipbookUIKit

/// Mail-like rows: a swipe left reveals Archive and Delete; Delete removes the row.
@MainActor
private final class Inbox: NSObject, UITableViewDataSource, UITableViewDelegate {
    var subjects = ["Lunch?", "Invoice", "Photos"]
    var performed: [String] = []
    weak var table: UITableView?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { subjects.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessibilityIdentifier = "row-\(subjects[indexPath.row])"
        cell.textLabel?.text = subjects[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            performed.append("delete \(subjects[indexPath.row])")
            subjects.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        let archive = UIContextualAction(style: .normal, title: "Archive") { [unowned self] _, _, done in
            performed.append("archive \(subjects[indexPath.row])")
            done(true)
        }
        archive.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [delete, archive])
    }
}

/// Rows with no swipe actions, whose data source commits deletions; `marksCommit` stands for
/// the method the FlipbookPort plugin writes beside `tableView(_:commit:forRowAt:)`.
@MainActor
private final class Groceries: NSObject, UITableViewDataSource {
    var items = ["Apples", "Bread", "Coffee"]
    let marksCommit: Bool
    init(marksCommit: Bool) { self.marksCommit = marksCommit }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: UITableView, flipbookCommitsEditingRowAt indexPath: IndexPath) -> Bool { marksCommit }
}

@Suite("Swipe actions on table rows", .expectsProblems)
@MainActor
struct TableSwipeActionsTests {
    private func screen() -> (UIWindow, UITableView, Inbox) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let table = UITableView(frame: window.bounds, style: .plain)
        let inbox = Inbox()
        table.dataSource = inbox
        table.delegate = inbox
        inbox.table = table
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table, inbox)
    }

    private func buttons(in table: UITableView) -> [UIView] {
        (table.subviews.first { $0 is SwipeActionsView })?.subviews ?? []
    }

    @Test("Swipe to delete: a data source known to commit edits gets iOS's Delete button (a full swipe deletes); one not known to gets a warning and the row stays")
    func commitOnlySwipeToDelete() throws {
        for marksCommit in [true, false] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
            let table = UITableView(frame: window.bounds, style: .plain)
            let groceries = Groceries(marksCommit: marksCommit)
            table.dataSource = groceries
            window.addSubview(table)
            window.layoutIfNeeded()
            let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            var title: String?
            let timeline = window.record(duration: 1) { clock in
                clock.swipe(row, by: CGPoint(x: -100, y: 0))
                clock.wait(0.4)
                title = (clock.view(withIdentifier: "swipe-actions-0-0-0")?.subviews.first as? UILabel)?.text
                // A full swipe: more than half the row's width.
                clock.swipe(row, by: CGPoint(x: -300, y: 0))
                clock.wait(0.5)
            }
            let warnings = timeline.problems.filter { $0.contains("opens nothing") }
            if marksCommit {
                #expect(title == "Delete" && groceries.items == ["Bread", "Coffee"] && warnings.isEmpty, "\(timeline.problems)")
            } else {
                #expect(title == nil && groceries.items.count == 3 && warnings.count == 1, "\(timeline.problems)")
                #expect(warnings.first?.contains("tableView(_:commit:forRowAt:)") == true)
            }
        }
    }

    @Test("A swipe left past half the buttons opens the row to show them whole: Delete at the edge, Archive inside it; a tap on Delete removes the row")
    func swipeOpensAndDeletes() throws {
        let (window, table, inbox) = screen()
        let row = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        var widths: [CGFloat] = []
        var offsetAtOpen: CGFloat = 0
        let timeline = window.record(duration: 1.5) { clock in
            clock.swipe(row, by: CGPoint(x: -100, y: 0), duration: 0.2)
            clock.wait(0.4)
            widths = buttons(in: table).map(\.frame.width)
            offsetAtOpen = row.transform.tx
            clock.tap(buttons(in: table)[0])
            clock.wait(0.5)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        // Each button: its title with 15 points either side, at least 74 points.
        #expect(widths.count == 2 && widths.allSatisfy { $0 >= 74 })
        #expect(offsetAtOpen == -widths.reduce(0, +))
        #expect(inbox.performed == ["delete Invoice"])
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(buttons(in: table).isEmpty)
        assertFrames(of: timeline, at: .times([0.1, 0.35, 0.6]), scale: 1)
    }

    @Test("A short swipe closes again; a swipe past half the row performs the first action at the lift; a vertical move or a right swipe with no leading actions does nothing")
    func shortFullAndVertical() throws {
        let (window, table, inbox) = screen()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let last = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        var afterShort: CGFloat = 1, afterRight: CGFloat = 1
        let timeline = window.record(duration: 2) { clock in
            clock.swipe(first, by: CGPoint(x: -40, y: 0), duration: 0.1)
            clock.wait(0.4)
            afterShort = first.transform.tx
            clock.swipe(first, by: CGPoint(x: 80, y: 0), duration: 0.1)
            clock.swipe(first, by: CGPoint(x: 0, y: 40), duration: 0.1)
            clock.wait(0.2)
            afterRight = first.transform.tx
            clock.swipe(last, by: CGPoint(x: -300, y: 0), duration: 0.2)
            clock.wait(0.5)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(afterShort == 0 && afterRight == 0)
        #expect(inbox.performed == ["delete Photos"])
        #expect(table.numberOfRows(inSection: 0) == 2)
    }
}
