import Foundation
import Testing
@testable import FlipbookUIKit

/// Three sections of ten 44-point rows, each with a 28-point header and footer.
@MainActor
private final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 3 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "End of \(section)" }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 28 }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 28 }
}

@Suite("A plain table's section headers stick to the top and its footers to the bottom while their section shows")
@MainActor
struct StickyHeaderTests {
    @Test("Sections of 496 points: scrolled 100, the first header sits at 100; at 450 the next section's header pushes it up; footers rest at the bottom edge")
    func headersStick() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let sections = Sections()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = sections
        table.delegate = sections
        window.addSubview(table)
        window.layoutIfNeeded()
        let header0 = try #require(table.headerView(forSection: 0)), footer0 = try #require(table.footerView(forSection: 0))
        let header1 = try #require(table.headerView(forSection: 1))
        // Section 0: header 0–28, rows 28–468, footer 468–496.
        #expect(header0.frame.minY == 0 && header1.frame.minY == 496)
        #expect(footer0.frame.minY == 272, "the footer sticks to the bottom edge (300 − 28) while its section shows")
        table.contentOffset = CGPoint(x: 0, y: 100)
        #expect(header0.frame.minY == 100 && footer0.frame.minY == 372)
        // At 450 the section's end (496) is 46 points down: the header (with the footer under
        // it) is pushed up to 496 − 28 − 28 = 440.
        table.contentOffset = CGPoint(x: 0, y: 450)
        #expect(header0.frame.minY == 440 && header1.frame.minY == 496)
        #expect(footer0.frame.minY == 468, "back at rest once its place shows")
        table.contentOffset = CGPoint(x: 0, y: 600)
        #expect(header1.frame.minY == 600 && header0.frame.minY == 440)
        #expect(header0.layer.zPosition == 1, "headers draw over the rows")
        // A grouped table's headers scroll with the content.
        let grouped = UITableView(frame: window.bounds, style: .grouped)
        grouped.dataSource = sections
        grouped.delegate = sections
        window.addSubview(grouped)
        window.layoutIfNeeded()
        grouped.contentOffset = CGPoint(x: 0, y: 100)
        #expect(grouped.headerView(forSection: 0)?.frame.minY == 0)
    }
}
