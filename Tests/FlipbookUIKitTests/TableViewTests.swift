import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
import FlipbookUIKit

/// A status list as seed 000's controller keeps it: rows from an array, heights cached in a
/// dictionary keyed by the status id and cleared when the data changes.
@MainActor
final class StatusList: NSObject, UITableViewDataSource, UITableViewDelegate {
    var statuses: [(id: String, text: String)] = [("s1", "Short"), ("s2", "A longer status\nover two lines"), ("s3", "Third")]
    var heightCache: [String: CGFloat] = [:]
    var computed: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { statuses.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "status", for: indexPath)
        cell.textLabel?.text = statuses[indexPath.row].text
        cell.textLabel?.numberOfLines = 0
        cell.accessibilityIdentifier = statuses[indexPath.row].id
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let status = statuses[indexPath.row]
        if let cached = heightCache[status.id] { return cached }
        computed.append(status.id)
        let height: CGFloat = 24 + 20 * CGFloat(status.text.split(separator: "\n").count)
        heightCache[status.id] = height
        return height
    }
}

@Suite("UITableView")
@MainActor
struct TableViewTests {
    @Test("Rows from the data source, stacked at the delegate's heights; heights cached by id until cleared")
    func tableRows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.accessibilityIdentifier = "table"
        table.register(UITableViewCell.self, forCellReuseIdentifier: "status")
        #expect(table.separatorStyle == .singleLine)
        table.separatorStyle = .none
        let list = StatusList()
        table.dataSource = list
        table.delegate = list
        window.addSubview(table)
        table.reloadData()
        #expect(table.visibleCells.map(\.frame.origin.y) == [0, 44, 108])
        #expect(table.contentSize.height == 152 && table.numberOfRows(inSection: 0) == 3)
        #expect(table.indexPath(for: table.visibleCells[1]) == IndexPath(row: 1, section: 0))
        table.reloadData()
        #expect(list.computed == ["s1", "s2", "s3"], "the second reload reads the cache")
        list.statuses.insert(("s0", "New\non\nthree"), at: 0)
        list.heightCache.removeAll()
        table.reloadData()
        #expect(list.computed.suffix(4) == ["s0", "s1", "s2", "s3"] && table.contentSize.height == 236)
        let timeline = window.record(duration: 1) { clock in
            clock.drag(table, to: CGPoint(x: 0, y: 30), duration: 0.3)  // the content scrolls up 30 pt
            clock.endDrag(table)
        }
        assertFrames(of: timeline, at: .times([0, 0.3]), scale: 1)
    }
}

@Suite("UITableViewDiffableDataSource")
@MainActor
struct DiffableDataSourceTests {
    @Test("A cell on its own fills its content view at the layout pass, so constraints inside it place its content")
    func cellOutsideATable() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 10, width: 300, height: 80)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8),
            card.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 8),
            card.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -8),
            card.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -8),
        ])
        window.addSubview(cell)
        _ = window.record(duration: 0.1) { clock in clock.wait(0.1) }
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 80))
        #expect(card.frame == CGRect(x: 8, y: 8, width: 284, height: 64))
    }

    @Test("Rows come from the cell provider closure, in the snapshot's order; applying a new snapshot reloads")
    func closureRows() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
        var asked: [String] = []
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, item in
            asked.append(item)
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.appendItems(["c"])
        source.apply(snapshot)
        #expect(asked == ["a", "b", "c"] && table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 1)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["a", "b", "c"] && table.contentSize.height == 132)
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "c")
        snapshot.deleteItems(["a"])
        source.apply(snapshot, animatingDifferences: false)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["b", "c"] && source.snapshot().numberOfItems == 2)
    }
}
