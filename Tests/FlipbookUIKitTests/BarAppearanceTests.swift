import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookRender
import FlipbookScene
@testable import FlipbookUIKit

/// A list of forty rows (44 points each: 1 760 points of content).
@MainActor
private final class Rows: UITableViewController {
    var count = 40
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }
}

@Suite("Bar appearances: standard and scroll-edge looks, item appearances, the older customisations, button and tab appearances", .expectsProblems)
@MainActor
struct BarAppearanceTests {
    private func pixel(_ timeline: Timeline, at time: Double, _ x: Int, _ y: Int) throws -> [Int] {
        let frame = try Renderer(fonts: try FontConfiguration(), scale: 1).render(timeline.presentation(at: time))
        let p = frame.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// A window, made before the views so that their generated layer ids count from it.
    private func window() -> UIWindow {
        UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
    }

    private func show(_ root: UIViewController, in window: UIWindow) {
        window.rootViewController = root
        window.layoutIfNeeded()
    }

    @Test("Appearances start with UIKit's defaults; setting configureWith… changes the background and shadow; bars keep copies")
    func defaultsAndCopies() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial && appearance.backgroundColor == nil)
        #expect(appearance.shadowColor == UIColor(white: 0, alpha: 0.3))
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        let copy = appearance.copy()
        #expect(type(of: copy) == UINavigationBarAppearance.self && copy !== appearance)
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        // A bar holds a copy: a later change to the original does not reach it.
        let bar = UINavigationBar(frame: .zero)
        bar.standardAppearance = appearance
        appearance.backgroundColor = .red
        #expect(bar.standardAppearance !== appearance && bar.standardAppearance.backgroundColor == nil)
        // A tab bar appearance made from a toolbar's keeps its background and shadow.
        let toolbar = UIToolbarAppearance()
        toolbar.configureWithOpaqueBackground()
        let tabs = UITabBarAppearance(barAppearance: toolbar)
        #expect(tabs.backgroundColor == .systemBackground && tabs.backgroundEffect == nil)
    }

    @Test("iOS 15: at the top of the content the bar has no background and no shadow line; scrolled 5 points it is half faded in, 10 points wholly")
    func scrollEdgeFades() throws {
        let window = window()
        let rows = Rows(style: .plain)
        rows.title = "Rows"
        let navigation = UINavigationController(rootViewController: rows)
        show(navigation, in: window)
        let bar = navigation.navigationBar
        #expect(bar.atScrollEdge == 1)
        var nearness: [CGFloat] = []
        let timeline = window.record(duration: 1) { clock in
            clock.drag(rows.tableView, to: CGPoint(x: 0, y: -39), duration: 0.2)
            nearness.append(bar.atScrollEdge)
            clock.drag(rows.tableView, to: CGPoint(x: 0, y: 100), duration: 0.3)
            nearness.append(bar.atScrollEdge)
            clock.endDrag(rows.tableView)
            clock.wait(0.3)
        }
        #expect(nearness == [0.5, 0])
        // At the start: the rows' white shows where the bar is, and no line at y = 44 (the
        // separator under row 1 is at y = 87).
        #expect(try pixel(timeline, at: 0, 200, 10) == [255, 255, 255])
        #expect(try pixel(timeline, at: 0, 200, 44) == [255, 255, 255])
        // Scrolled: the line, black at 30 % and half a point thick (a 2x screen's pixel), covers
        // half of a 1x pixel: 255 − 0.3 × 255 / 2 = 216.75; the bar is the chrome material
        // (white at 75 % over the blurred rows: white over white).
        #expect(try pixel(timeline, at: 0.9, 200, 44) == [217, 217, 217])
        #expect(try pixel(timeline, at: 0.9, 200, 10) == [255, 255, 255])
    }

    @Test("A controller with no scroll view is at the edge: the bar is transparent; setContentScrollView(_:for:) names the scroll view to follow")
    func noScrollView() throws {
        let window = window()
        let plain = UIViewController()
        plain.view.backgroundColor = .systemYellow
        let navigation = UINavigationController(rootViewController: plain)
        show(navigation, in: window)
        #expect(navigation.navigationBar.atScrollEdge == 1)
        let timeline = window.record(duration: 0.1) { _ in }
        #expect(try pixel(timeline, at: 0, 200, 10) == [255, 204, 0], "systemYellow shows through the bar")

        let scroller = UIScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        scroller.contentSize = CGSize(width: 390, height: 1000)
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        other.contentSize = CGSize(width: 390, height: 1000)
        plain.view.addSubview(other)
        plain.view.addSubview(scroller)
        plain.setContentScrollView(scroller, for: .top)
        #expect(plain.contentScrollView(for: .top) === scroller && plain.contentScrollView(for: .bottom) == nil)
        scroller.contentOffset = CGPoint(x: 0, y: 50)
        #expect(navigation.navigationBar.atScrollEdge == 0)
        other.contentOffset = .zero
        scroller.contentOffset = CGPoint(x: 0, y: -scroller.adjustedContentInset.top)
        #expect(navigation.navigationBar.atScrollEdge == 1)
    }

    @Test("An opaque indigo appearance with white titles draws at both edges; an item's appearance takes the bar's place while it is on top")
    func customAppearance() throws {
        let window = window()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        let rows = Rows(style: .plain)
        rows.title = "Rows"
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        rows.navigationItem.rightBarButtonItem = edit
        let navigation = UINavigationController(rootViewController: rows)
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        show(navigation, in: window)
        let bar = navigation.navigationBar
        #expect(bar.titleLabel.textColor == .white)
        let button = try #require(bar.subviews.compactMap { $0 as? BarButtonItemView }.first)
        #expect(button.subviews.compactMap { $0 as? UILabel }.first?.textColor == .white)
        // The item's own attributes win over the appearance's.
        edit.setTitleTextAttributes([.foregroundColor: UIColor.systemYellow], for: .normal)
        let redrawn = try #require(bar.subviews.compactMap { $0 as? BarButtonItemView }.first)
        #expect(redrawn.subviews.compactMap { $0 as? UILabel }.first?.textColor == .systemYellow)

        let detail = UIViewController()
        detail.view.backgroundColor = .white
        let green = UINavigationBarAppearance()
        green.configureWithOpaqueBackground()
        green.backgroundColor = .systemGreen
        detail.navigationItem.scrollEdgeAppearance = green
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.3)
            navigation.pushViewController(detail, animated: false)
            clock.wait(0.5)
        }
        // Indigo (88, 86, 214) at the start; the detail's green (52, 199, 89) once pushed.
        #expect(try pixel(timeline, at: 0, 200, 10) == [88, 86, 214])
        #expect(try pixel(timeline, at: 0.9, 200, 10) == [52, 199, 89])
        assertFrames(of: timeline, at: .times([0, 0.9]), scale: 2)
    }

    @Test("barTintColor changes the standard appearance only: at the scroll edge the bar is still transparent, as on iOS 15")
    func legacyBarTint() {
        let window = window()
        let rows = Rows(style: .plain)
        let navigation = UINavigationController(rootViewController: rows)
        navigation.navigationBar.barTintColor = .systemRed
        navigation.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.isTranslucent = false
        show(navigation, in: window)
        let bar = navigation.navigationBar
        #expect(bar.standardAppearance.backgroundColor == .systemRed && bar.standardAppearance.backgroundEffect == nil)
        #expect(bar.scrollEdgeAppearance == nil && bar.atScrollEdge == 1)
        #expect(BarBackgroundView.transparent(bar.standardAppearance).backgroundColor == nil)
        #expect(bar.titleLabel.textColor == .white)
        bar.barStyle = .black
        #expect(bar.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("A tab bar is transparent while the selected list shows its end, and draws its standard look above content that goes on; item colours follow the stacked appearance")
    func tabBar() throws {
        let window = window()
        let short = Rows(style: .plain)
        short.count = 3
        short.tabBarItem = UITabBarItem(title: "Short", image: nil, tag: 0)
        let long = Rows(style: .plain)
        long.tabBarItem = UITabBarItem(title: "Long", image: nil, tag: 1)
        let tabs = UITabBarController()
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
        tabs.tabBar.standardAppearance = appearance
        tabs.viewControllers = [short, long]
        show(tabs, in: window)
        #expect(tabs.tabBar.atScrollEdge == 1, "three rows end well above the bar")
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(tabs.tabBar.atScrollEdge == 0, "forty rows go on under the bar")
        let labels = tabs.tabBar.subviews.compactMap { $0 as? UILabel }.filter { $0.text == "Short" || $0.text == "Long" }
        #expect(labels.first { $0.text == "Short" }?.textColor == .systemOrange)
        #expect(labels.first { $0.text == "Long" }?.textColor == .systemPink)
        // Scrolled to the end, it fades back to transparent.
        let table = long.tableView!
        let end = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
        let timeline = window.record(duration: 0.2) { _ in table.contentOffset = CGPoint(x: 0, y: end - 5) }
        #expect(tabs.tabBar.atScrollEdge == 0.5)
        _ = timeline
        table.contentOffset = CGPoint(x: 0, y: end)
        #expect(tabs.tabBar.atScrollEdge == 1)
    }

    @Test("Looks Flipbook keeps but does not draw are warnings, each listed once however often the bars draw")
    func undrawnLooksWarn() {
        let window = window()
        let rows = Rows(style: .plain)
        let navigation = UINavigationController(rootViewController: rows)
        navigation.navigationBar.backIndicatorImage = UIImage(systemName: "arrow.left")
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.backgroundImage = UIImage(systemName: "circle")
        navigation.navigationBar.standardAppearance = appearance
        let tabs = UITabBarController()
        let tabAppearance = UITabBarAppearance()
        tabAppearance.selectionIndicatorImage = UIImage(systemName: "circle.fill")
        tabAppearance.stackedItemPositioning = .centered
        tabs.tabBar.standardAppearance = tabAppearance
        navigation.tabBarItem = UITabBarItem(title: "Rows", image: nil, tag: 0)
        tabs.viewControllers = [navigation]
        show(tabs, in: window)
        let timeline = window.record(duration: 0.3) { _ in
            rows.tableView.contentOffset = CGPoint(x: 0, y: 40)
            navigation.navigationBar.standardAppearance = appearance
        }
        let warnings = timeline.problems.filter { $0.contains("is set but not drawn") }
        for property in ["UINavigationBar.backIndicatorImage", "UIBarButtonItemStateAppearance.backgroundImage",
                         "UITabBarAppearance.selectionIndicatorImage", "UITabBarAppearance.stackedItemPositioning = .centered"] {
            #expect(warnings.filter { $0.contains(property + " is set") }.count == 1, "\(property): \(warnings)")
        }
        #expect(timeline.problems.allSatisfy(Timeline.isWarning), "\(timeline.problems)")
    }
}
