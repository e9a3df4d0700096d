import Foundation
import Testing
import FlipbookScene
@testable import FlipbookUIKit

/// A list of names whose rows are named after them.
@MainActor
private final class Names: NSObject, UITableViewDataSource {
    var names: [String]
    init(_ names: [String]) { self.names = names }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessibilityIdentifier = "row-\(names[indexPath.row])"
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}

@Suite("Table updates: rows inserted, deleted and moved animate over 0.3 s; an animated snapshot apply does the same")
@MainActor
struct TableUpdateTests {
    private func table(_ source: UITableViewDataSource) -> (UIWindow, UITableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    /// The ease-in-out curve's value half-way (Core Animation's control points: 0.42, 0, 0.58, 1).
    private let halfway = 0.5

    @Test("insertRows(at:with: .fade) fades the new row in where it goes while the rows below move down; the completion runs at the end")
    func insertFades() {
        let names = Names(["a", "b", "c"])
        let (window, table) = table(names)
        var completed: [Double] = []
        let timeline = window.record(duration: 1) { _ in
            names.names.insert("new", at: 1)
            table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade) }) { _ in completed.append(CACurrentMediaTime()) }
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(abs(timeline.number("opacity", at: 0.15, layer: "row-new") - halfway) < 1e-6)
        #expect(timeline.number("position.y", at: 0, layer: "row-b") == 44 + 22 && timeline.number("position.y", at: 0.3, layer: "row-b") == 88 + 22)
        #expect(abs(timeline.number("position.y", at: 0.15, layer: "row-b") - (66 + 22)) < 1e-6, "half-way on the ease-in-out curve")
        #expect(completed == [0.3])
        #expect(table.numberOfRows(inSection: 0) == 4 && table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "new")
    }

    @Test("deleteRows(at:with: .left) slides the row out to the left and removes it; the rows below move up")
    func deleteSlides() {
        let names = Names(["a", "b", "c"])
        let (window, table) = table(names)
        let timeline = window.record(duration: 1) { _ in
            names.names.remove(at: 0)
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        }
        #expect(abs(timeline.number("position.x", at: 0.15, layer: "row-a") - (160 - 160)) < 1e-6, "half a width to the left half-way")
        #expect(timeline.number("position.y", at: 0.3, layer: "row-b") == 22)
        #expect(timeline.events.contains { $0.kind == .removed && $0.description.contains("row-a") })
    }

    @Test("An animated snapshot apply deletes, inserts and moves rows by their items")
    func snapshotApply() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { _, _, item in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.accessibilityIdentifier = "row-\(item)"
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        var done = false
        let timeline = window.record(duration: 1) { _ in
            var next = NSDiffableDataSourceSnapshot<Int, String>()
            next.appendSections([0])
            next.appendItems(["c", "a", "d"])
            source.apply(next) { done = true }
        }
        #expect(timeline.number("position.y", at: 0.3, layer: "row-c") == 22 && timeline.number("position.y", at: 0.3, layer: "row-a") == 66)
        #expect(abs(timeline.number("opacity", at: 0.15, layer: "row-b") - halfway) < 1e-6, "b fades out")
        #expect(abs(timeline.number("opacity", at: 0.15, layer: "row-d") - halfway) < 1e-6, "d fades in")
        #expect(done)
    }
}
