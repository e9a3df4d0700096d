import Foundation
import Testing
import FlipbookRender
import FlipbookScene
@testable import FlipbookUIKit

/// A settings list as apps write one: value cells with chevrons, a subtitle row, a configured row.
@MainActor
private final class SettingsList: UITableViewController {
    var log: [String] = []
    var refuses: Set<Int> = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.row {
        case 0:
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "Wi-Fi"
            cell.detailTextLabel?.text = "Home"
            cell.accessoryType = .disclosureIndicator
            return cell
        case 1:
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = "About"
            cell.detailTextLabel?.text = "Version 17.0"
            cell.accessoryType = .checkmark
            return cell
        default:
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = "Configured \(indexPath.row)"
            content.secondaryText = "A secondary text under it"
            cell.contentConfiguration = content
            return cell
        }
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row >= 2 ? UITableView.automaticDimension : 44
    }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        refuses.contains(indexPath.row) ? nil : indexPath
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.row) at \(CACurrentMediaTime())")
        tableView.deselectRow(at: indexPath, animated: true)
    }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("deselect \(indexPath.row)") }
}

@Suite("Table cells: styles, accessories, content configurations, selection by a tap")
@MainActor
struct TableCellTests {
    private func list() -> (UIWindow, SettingsList) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 260))
        let controller = SettingsList(style: .plain)
        window.rootViewController = controller
        return (window, controller)
    }

    @Test("A tap highlights the row at the touch, selects it at the lift (didSelectRowAt), and an animated deselect fades the grey over 0.25 s")
    func tapSelects() throws {
        let (window, controller) = list()
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.2)
            clock.tap(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!, duration: 0.2)
        }
        #expect(controller.log == ["select 0 at 0.4"])
        #expect(controller.tableView.indexPathForSelectedRow == nil, "deselected by the delegate")
        let renderer = Renderer(fonts: try FontConfiguration(), scale: 1)
        func grey(_ time: Double) throws -> Int { Int(try renderer.render(timeline.presentation(at: time)).pixel(x: 150, y: 22).r) }
        #expect(try grey(0.1) == 255, "white before the touch")
        #expect(try grey(0.3) == 209, "systemGray4 (209, 209, 214) while the finger is down")
        let fading = try grey(0.525)
        #expect(fading > 215 && fading < 250, "half-way through the fade: \(fading)")
        #expect(try grey(0.8) == 255)
    }

    @Test("willSelectRowAt returning nil leaves the row unselected; selectRow(at:) selects without the delegate, and a tap elsewhere deselects it with didDeselectRowAt")
    func selectionRules() {
        let (window, controller) = list()
        controller.refuses = [1]
        _ = window.record(duration: 1) { clock in
            clock.tap(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!)
            controller.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            #expect(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
            clock.tap(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!)
        }
        #expect(controller.log == ["deselect 2", "select 0 at 0.2"])
    }

    @Test("Styles place their labels as UIKit's do; accessories draw at the trailing side; a content configuration sizes a self-sizing row")
    func stylesAndAccessories() throws {
        let (window, controller) = list()
        let timeline = window.record(duration: 0.1) { _ in }
        let table = controller.tableView!
        let wifi = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(wifi.detailTextLabel!.frame.maxX <= wifi.contentView.bounds.width - 16 + 0.5, "the value at the trailing margin")
        #expect(abs(wifi.contentView.frame.width - (320 - 8 - 16 - 4)) < 0.01, "the content view leaves room for the 8-point chevron")
        let about = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(about.detailTextLabel!.frame.minY > about.textLabel!.frame.maxY, "the subtitle under the text")
        let configured = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(configured.frame.height > 44, "text and secondary text with 11-point margins: \(configured.frame.height)")
        let frame = try Renderer(fonts: try FontConfiguration(), scale: 1).render(timeline.presentation(at: 0))
        let chevron = (290..<305).contains { x in (10..<34).contains { y in let p = frame.pixel(x: x, y: y); return p.r < 215 && p.r > 120 } }
        #expect(chevron, "a grey chevron 16 points from the right edge")
        let check = (285..<305).contains { x in (54..<78).contains { y in let p = frame.pixel(x: x, y: y); return p.b > 200 && p.r < 100 } }
        #expect(check, "a checkmark in the tint")
    }

    @Test("Sections: a grouped table's header title in upper-case footnote text, 35 points between sections without one, a footer under its rows, grouped colours; an inset grouped table's rows inset 16 points with rounded section ends")
    func groupedSections() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let controller = SectionedList(style: .insetGrouped)
        window.rootViewController = controller
        window.layoutIfNeeded()
        let table = controller.tableView!
        let header = table.headerView(forSection: 0)
        #expect(header != nil && table.headerView(forSection: 1) == nil && table.footerView(forSection: 1) != nil)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!, last = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(first.frame.minX == 16 && first.frame.width == 320 - 32, "inset 16 points from each side")
        #expect(first.frame.minY == header!.frame.maxY && header!.frame.minX == 16)
        #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        let secondSection = table.cellForRow(at: IndexPath(row: 0, section: 1))!
        #expect(secondSection.frame.minY == last.frame.maxY + 35, "no header: 35 points between sections")
        #expect(table.backgroundColor == .systemGroupedBackground && first.backgroundColor == .secondarySystemGroupedBackground)
        let content = header?.contentConfiguration as? UIListContentConfiguration
        #expect(content?.text == "Connections" && content?.textProperties.transform == .uppercase)
    }
}

/// Two sections: a titled one and one with a footer.
@MainActor
private final class SectionedList: UITableViewController {
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Connections" : nil }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section == 1 ? "About the section." : nil }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
