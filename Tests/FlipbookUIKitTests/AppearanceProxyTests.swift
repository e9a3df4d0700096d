import Foundation
import Testing
@testable import FlipbookUIKit

/// Rows whose cells show a title.
@MainActor
private final class Titles: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Title \(indexPath.row)"
        return cell
    }
}

@Suite("UIAppearance: proxies whose settings views and bar items take as they join a window", .expectsProblems)
@MainActor
struct AppearanceProxyTests {
    @Test("A navigation bar proxy's appearance, tint and title attributes reach the bar of a navigation controller shown later; a bar's own setting wins")
    func navigationBarProxy() {
        defer { AppearanceProxies.removeAll() }
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemTeal
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UINavigationBar.appearance().tintColor = .white
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .normal)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        let titles = Titles(style: .plain)
        titles.title = "Titles"
        titles.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: titles)
        let other = UINavigationController(rootViewController: UIViewController())
        other.navigationBar.tintColor = .systemRed
        let bar = navigation.navigationBar
        #expect(bar.tintColor == .systemBlue, "a proxy's settings arrive when the bar joins a window")
        window.rootViewController = navigation
        window.layoutIfNeeded()
        #expect(bar.tintColor == .white)
        #expect(bar.standardAppearance.backgroundColor == .systemTeal && bar.scrollEdgeAppearance?.backgroundColor == .systemTeal)
        #expect(bar.standardAppearance !== appearance, "the bar holds its own copy")
        #expect(bar.titleLabel.textColor == .white)
        let add = bar.subviews.compactMap { $0 as? BarButtonItemView }.first
        #expect(add?.subviews.compactMap { $0 as? UILabel }.first?.textColor == .systemOrange)
        // A bar that set the tint itself keeps it.
        window.rootViewController = other
        window.layoutIfNeeded()
        #expect(other.navigationBar.tintColor == .systemRed)
        #expect(other.navigationBar.standardAppearance.backgroundColor == .systemTeal)
        // The proxy is one object per class.
        #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
    }

    @Test("A proxy limited to table cells reaches the labels inside them and no others; a subclass's proxy applies after its superclass's")
    func containedProxy() {
        defer { AppearanceProxies.removeAll() }
        UILabel.appearance().textColor = .systemGreen
        UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .systemPurple
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        let titles = Titles(style: .plain)
        let loose = UILabel()
        titles.view.addSubview(loose)
        window.rootViewController = titles
        window.layoutIfNeeded()
        let cell = titles.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.textLabel?.textColor == .systemPurple)
        #expect(loose.textColor == .systemGreen)
    }

    @Test("Switch, slider and progress tints, and a dark-mode proxy, apply only to views with those traits")
    func controlsAndTraits() {
        defer { AppearanceProxies.removeAll() }
        UISwitch.appearance().onTintColor = .systemPink
        UIProgressView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).progressTintColor = .systemYellow
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        let toggle = UISwitch()
        let light = UIProgressView(progressViewStyle: .default)
        window.addSubview(toggle)
        window.addSubview(light)
        #expect(toggle.onTintColor == .systemPink)
        #expect(light.progressTintColor == nil)
        let darkWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        darkWindow.overrideUserInterfaceStyle = .dark
        let dark = UIProgressView(progressViewStyle: .default)
        darkWindow.addSubview(dark)
        #expect(dark.progressTintColor == .systemYellow)
    }

    @Test("A property set on a proxy that it does not pass on is a warning naming it, once per recording; the properties it passes on are not")
    func unpassedProperty() {
        defer { AppearanceProxies.removeAll() }
        UILabel.appearance().textColor = .systemGreen
        UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).font = .boldSystemFont(ofSize: 20)
        let quiet = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let passed = quiet.record(duration: 0.1) { _ in
            quiet.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20)))
        }
        #expect(passed.problems.isEmpty, "\(passed.problems)")

        UILabel.appearance().shadowColor = .systemRed
        UILabel.appearance().numberOfLines = 2
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var label = UILabel()
        let timeline = window.record(duration: 0.1) { _ in
            for row in 0..<3 {
                label = UILabel(frame: CGRect(x: 0, y: CGFloat(row) * 20, width: 100, height: 20))
                window.addSubview(label)
            }
        }
        #expect(label.shadowColor == nil && label.numberOfLines == 1 && label.textColor == .systemGreen)
        let warnings = timeline.problems.filter { $0.contains("UILabel.appearance()") }
        #expect(warnings.count == 1, "\(timeline.problems)")
        #expect(warnings.first.map { $0.hasPrefix("warning:") && $0.contains("numberOfLines") && $0.contains("shadowColor") && !$0.contains("textColor") } == true,
                "\(warnings)")
    }
}
