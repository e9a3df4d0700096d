import Foundation
import Testing
import FlipbookGoldenTesting
@testable import FlipbookUIKit

/// A to-do list as iOS code writes it: an Edit button, deletions committed, rows that move.
@MainActor
private final class Todos: UITableViewController {
    var items = ["Milk", "Bread", "Eggs"]
    var commits: [String] = []
    var moves: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "To Do"
        navigationItem.rightBarButtonItem = editButtonItem
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityIdentifier = "row-\(items[indexPath.row])"
        return cell
    }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        commits.append("\(editingStyle) \(items[indexPath.row])")
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.row)→\(destinationIndexPath.row)")
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

/// Rows that cannot move; the first cannot be edited, the last inserts.
@MainActor
private final class Fixed: NSObject, UITableViewDataSource, UITableViewDelegate {
    var commits: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        indexPath.row == 2 ? .insert : .delete
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        commits.append("\(editingStyle) \(indexPath.row)")
    }
}

@Suite("Table editing: the Edit button, editing controls, a confirmed deletion, insert controls, reorder controls")
@MainActor
struct TableEditingTests {
    @Test("A tap on Edit slides the red controls in and the content over 38 points in 0.3 s; the button says Done; a tap on a minus, then on Delete, commits the deletion")
    func editAndDelete() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let todos = Todos(style: .plain)
        let navigation = UINavigationController(rootViewController: todos)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let table = try #require(todos.tableView)
        let bread = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        var midway: (control: CGFloat, content: CGFloat) = (0, 0)
        var confirmation: UIView?
        let timeline = window.record(duration: 2) { clock in
            let bar = navigation.navigationBar
            let edit = try! #require(bar.subviews.compactMap { $0 as? BarButtonItemView }.first { $0.item === todos.editButtonItem })
            clock.tap(edit)
            clock.wait(0.15)
            midway = (bread.editingControl?.layer.presentation()?.frame.minX ?? .nan, bread.contentView.layer.presentation()?.frame.minX ?? .nan)
            clock.wait(0.35)
            clock.tap(try! #require(bread.editingControl))
            clock.wait(0.4)
            confirmation = (table.subviews.first { $0 is SwipeActionsView })?.subviews.first
            clock.tap(try! #require(confirmation))
            clock.wait(0.5)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(todos.isEditing && table.isEditing && todos.editButtonItem.title == "Done" && todos.editButtonItem.style == .done)
        // Half-way through the ease in and out, the control and the content are half-way over.
        #expect(abs(midway.control - (16 - 19)) < 0.5 && abs(midway.content - 19) < 0.5, "\(midway)")
        #expect(todos.commits == ["delete Bread"] && todos.items == ["Milk", "Eggs"])
        #expect(confirmation != nil)
        let milk = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(milk.editingControl?.frame.minX == 16 && milk.contentView.frame.minX == 38)
        // Reorder controls at the trailing edge, 16 points in; the chevron is gone while editing.
        #expect(milk.reorderControl?.frame.maxX == 390 - 16 && milk.reorderControl?.alpha == 1)
        #expect(milk.subviews.contains { $0 is CellAccessoryView } == false)
        #expect(todos.moves == ["0→0"], "asked once whether it moves rows: the first row onto itself")
        assertFrames(of: timeline, at: .times([0, 0.6, 1.0]), scale: 1)
    }

    @Test("Rows the data source cannot edit show no control and do not move over; an insert control commits at once; no reorder control without moveRowAt; Done takes it all back")
    func stylesAndProbe() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let table = UITableView(frame: window.bounds, style: .plain)
        let source = Fixed()
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        table.setEditing(true, animated: false)
        let cells = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(cells.map(\.editingStyle) == [.none, .delete, .insert])
        #expect(cells[0].contentView.frame.minX == 0 && cells[1].contentView.frame.minX == 38)
        #expect(cells[2].editingControl?.backgroundColor == .systemGreen && cells[1].editingControl?.backgroundColor == .systemRed)
        #expect(cells.allSatisfy { $0.reorderControl == nil })
        let timeline = window.record(duration: 0.5) { clock in
            clock.tap(try! #require(cells[2].editingControl))
            clock.swipe(cells[1], by: CGPoint(x: -120, y: 0), duration: 0.2)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(source.commits == ["insert 2"])
        #expect(!table.subviews.contains { $0 is SwipeActionsView }, "a swipe opens nothing while editing")
        table.setEditing(false, animated: false)
        #expect(cells.allSatisfy { !$0.isEditing && $0.contentView.frame.minX == 0 && ($0.editingControl?.alpha ?? 0) == 0 })
    }

    @Test("A finger on Milk's reorder control moves it down past two rows: they slide up out of its way, it settles last, the data source is told 0→2")
    func reorder() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let todos = Todos(style: .plain)
        let navigation = UINavigationController(rootViewController: todos)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        todos.setEditing(true, animated: false)
        let table = try #require(todos.tableView)
        let cells = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        let grip = try #require(cells[0].reorderControl)
        var during: [CGFloat] = []
        let timeline = window.record(duration: 1.5) { clock in
            clock.swipe(cells[0], from: CGPoint(x: grip.frame.midX, y: grip.frame.midY), by: CGPoint(x: 0, y: 100), duration: 0.6)
            during = cells.map(\.frame.minY)
            clock.wait(0.5)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(todos.moves == ["0→0", "0→2"] && todos.items == ["Bread", "Eggs", "Milk"])
        // At the lift Milk is where the finger left it (100 points down, held at the section's
        // end: 88); Bread and Eggs have moved up a row each. It settles there.
        #expect(during == [88, 0, 44], "\(during)")
        #expect(cells.map(\.frame.minY) == [88, 0, 44])
        #expect(table.indexPath(for: cells[0]) == IndexPath(row: 2, section: 0))
        #expect(cells[0].layer.shadowOpacity == 0)
        assertFrames(of: timeline, at: .times([0.45]), scale: 1)
    }
}
