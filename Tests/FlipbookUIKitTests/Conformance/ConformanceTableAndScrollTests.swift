import Foundation
import Testing
import FlipbookRender
import FlipbookScene
@testable import FlipbookUIKit

/// Three rows of titles, as a list screen's data source writes them.
@MainActor
private final class Titles: NSObject, UITableViewDataSource {
    let titles = ["Morning run", "Lunch walk", "Evening swim"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}

/// Set-up as a table screen writes it in `viewDidLoad`: the table pinned with constraints, so
/// it is 0 pt wide until the first layout pass.
@MainActor
private final class ListController: UIViewController {
    let table = UITableView(frame: .zero, style: .plain)
    let titles = Titles()
    let refresh = UIRefreshControl()
    var reloadsInViewDidLoad = true

    override func viewDidLoad() {
        super.viewDidLoad()
        table.translatesAutoresizingMaskIntoConstraints = false
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = titles
        table.refreshControl = refresh
        view.addSubview(table)
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: view.topAnchor), table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            table.leadingAnchor.constraint(equalTo: view.leadingAnchor), table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        if reloadsInViewDidLoad { table.reloadData() }
    }
}

/// The same list as a table controller writes it: overrides, and a refresh control set in
/// `viewDidLoad`, before the table has its size.
@MainActor
private final class TitlesTableController: UITableViewController {
    let titles = ["Morning run", "Lunch walk", "Evening swim"]
    var scrolled: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        refreshControl = UIRefreshControl()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled.append(scrollView.contentOffset.y) }
}

@Suite("Conformance: tables, refresh controls and scroll views as iOS lays them out")
@MainActor
struct ConformanceTableAndScrollTests {
    @Test("A table loads its rows at its first layout pass, without reloadData()")
    func rowsAtTheFirstLayoutPass() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = ListController()
        list.reloadsInViewDidLoad = false
        window.rootViewController = list
        #expect(list.table.visibleCells.isEmpty, "no layout pass yet")
        window.layoutIfNeeded()
        #expect(list.table.visibleCells.count == 3)
        #expect(list.table.visibleCells.map(\.frame) == [0, 44, 88].map { CGRect(x: 0, y: $0, width: 390, height: 44) })
        #expect(list.table.contentSize == CGSize(width: 390, height: 132))
    }

    @Test("Rows loaded while the table is 0 pt wide take its width at the next layout pass: titles 358 pt wide, not cut to '…'")
    func rowsFollowTheTablesWidth() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = ListController()
        list.loadViewIfNeeded()
        #expect(list.table.rectForRow(at: IndexPath(row: 0, section: 0)).width == 0, "reloadData() at 0 pt: rows 0 pt wide, as on iOS")
        #expect(list.table.visibleCells.isEmpty, "a table of no size shows no row")
        window.rootViewController = list
        _ = window.record(duration: 0) { _ in }
        let cell = list.table.visibleCells.first
        #expect(cell?.frame.width == 390)
        // The default style's label is inset 16 pt on each side (390 − 32).
        #expect(cell?.textLabel?.frame == CGRect(x: 16, y: 0, width: 358, height: 44))
    }

    @Test("A refresh control attached in viewDidLoad, before the view has its size, spans the table once it has it")
    func refreshControlTakesTheWidthAtLayout() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = ListController()
        list.loadViewIfNeeded()
        #expect(list.refresh.frame.width == 0)
        window.rootViewController = list
        window.layoutIfNeeded()
        #expect(list.refresh.frame == CGRect(x: 0, y: -60, width: 390, height: 60))
        #expect(list.refresh.indicator.center == CGPoint(x: 195, y: 30), "the spinner at the centre, not at x = 0")
    }

    @Test("A UITableViewController's rows and refresh control take the window's width; its overrides are the table's data source and delegate")
    func tableController() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 430, height: 600))
        let controller = TitlesTableController(style: .plain)
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.tableView.visibleCells.map(\.frame) == [0, 50, 100].map { CGRect(x: 0, y: $0, width: 430, height: 50) })
        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == ["Morning run", "Lunch walk", "Evening swim"])
        #expect(controller.refreshControl?.frame == CGRect(x: 0, y: -60, width: 430, height: 60))
        controller.tableView.contentOffset = CGPoint(x: 0, y: 20)
        #expect(controller.scrolled == [20], "the subclass's scrollViewDidScroll")
    }

    @Test("A plain table draws a one-pixel separator along each row's bottom, inset 16 points, in .separator; none with .none")
    func separators() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 140))
        let table = UITableView(frame: window.bounds, style: .plain)
        let titles = Titles()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = titles
        window.addSubview(table)
        let renderer = Renderer(fonts: try FontConfiguration(), scale: 2)
        let lined = try renderer.render(window.record(duration: 0) { _ in }.presentation(at: 0))
        // The first row's separator: the last pixel row of its 44 points (y 87 at 2x), from x 16 pt.
        // .separator (60, 60, 67 at 29 %) over white: 198, 198, 200.
        let line = lined.pixel(x: 100, y: 87)
        #expect(abs(Int(line.r) - 198) <= 1 && abs(Int(line.b) - 200) <= 1, "\(line)")
        #expect(lined.pixel(x: 20, y: 87) == (255, 255, 255, 255), "inset: nothing under the first 16 points")
        #expect(lined.pixel(x: 100, y: 86) == (255, 255, 255, 255), "one pixel high")
        table.separatorStyle = .none
        let plain = try renderer.render(window.record(duration: 0) { _ in }.presentation(at: 0))
        #expect(plain.pixel(x: 100, y: 87) == (255, 255, 255, 255))
    }

    @Test("Animating contentInset.top back to 0 takes an offset above the new top back into range, on the block's curve")
    func contentInsetMovesTheOffsetIntoRange() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let scroll = UIScrollView(frame: window.bounds)
        scroll.accessibilityIdentifier = "scroll"
        scroll.contentSize = CGSize(width: 200, height: 1000)
        scroll.contentInset.top = 60   // a refresh header held open
        scroll.contentOffset = CGPoint(x: 0, y: -60)
        window.addSubview(scroll)
        let timeline = window.record(duration: 0.5) { _ in
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { scroll.contentInset.top = 0 })
        }
        #expect(scroll.contentOffset.y == 0)
        let y = { (time: Double) in timeline.value(ofLayer: "scroll", at: LayerKeyPath("bounds.origin.y")!, time: time)?.number }
        #expect(y(0) == -60)
        #expect(y(0.2) == -30, "half way at half the linear block")
        #expect(y(0.4) == 0)
    }

    @Test("A contentInset change leaves an offset inside the range, and one a finger holds, where it is")
    func contentInsetLeavesOffsetsInRange() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scroll.contentSize = CGSize(width: 200, height: 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 120)
        scroll.contentInset.top = 40
        #expect(scroll.contentOffset.y == 120)
        scroll.contentOffset = CGPoint(x: 0, y: -40)
        scroll.beginDragging(at: 0)
        scroll.contentInset.top = 0
        #expect(scroll.contentOffset.y == -40, "a finger holds it")
    }

    @Test("Under a navigation bar a table's first row starts below the bar: the safe area adds to adjustedContentInset and the offset rests at -44")
    func tableUnderANavigationBar() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = TitlesTableController(style: .plain)
        let navigation = UINavigationController(rootViewController: controller)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let table = controller.tableView!
        // The bar is 44 pt over a bare window (no status bar): Apple documents that .automatic
        // always adjusts the top of a controller's scroll view inside a navigation controller.
        #expect(table.safeAreaInsets.top == 44)
        #expect(table.adjustedContentInset.top == 44)
        #expect(table.contentOffset.y == -44)
        // The table fills the window, so the first row shows at its frame less the offset.
        #expect(table.frame == window.bounds)
        #expect(table.visibleCells.first.map { $0.frame.offsetBy(dx: 0, dy: -table.bounds.minY) } == CGRect(x: 0, y: 44, width: 390, height: 50))
        // Refreshing rests the content a further 60 pt down, below the bar, so the spinner shows.
        controller.refreshControl?.beginRefreshing()
        #expect(table.restingRange.y.lowerBound == -104)
    }

    @Test("contentInsetAdjustmentBehavior: .never leaves the offset at 0; .scrollableAxes adds the safe area only once the content scrolls that way; .always adds it all")
    func insetAdjustmentBehaviors() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let root = UIViewController()
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 10, bottom: 20, right: 10)
        window.rootViewController = root
        let never = UITableView(frame: root.view.bounds, style: .plain)
        never.contentInsetAdjustmentBehavior = .never
        let axes = UIScrollView(frame: root.view.bounds)
        axes.contentSize = CGSize(width: 300, height: 100)   // shorter than the view: not scrolling
        axes.contentInsetAdjustmentBehavior = .scrollableAxes
        let always = UIScrollView(frame: root.view.bounds)
        always.contentInsetAdjustmentBehavior = .always
        always.contentSize = CGSize(width: 300, height: 2000)
        for view in [never, axes, always] { root.view.addSubview(view) }
        window.layoutIfNeeded()
        #expect(never.adjustedContentInset == .zero && never.contentOffset == .zero)
        #expect(axes.adjustedContentInset == .zero)
        #expect(always.adjustedContentInset == UIEdgeInsets(top: 30, left: 10, bottom: 20, right: 10))
        #expect(always.contentOffset == CGPoint(x: -10, y: -30), "content at rest stays at the new top-left")
        // Taller content scrolls vertically: top and bottom only (not the sides).
        axes.contentSize.height = 1000
        axes.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(axes.adjustedContentInset == UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0))
        #expect(axes.contentOffset.y == -30)
        // A scrolled offset is left where it is when the insets change.
        always.contentOffset.y = 50
        root.additionalSafeAreaInsets.top = 40
        window.layoutIfNeeded()
        #expect(always.adjustedContentInset.top == 40 && always.contentOffset.y == 50)
    }
}
