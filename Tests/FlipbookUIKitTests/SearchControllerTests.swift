import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
@testable import FlipbookUIKit

/// Fruit, filtered by the search text: the results updater of its own search controller.
@MainActor
private final class Fruit: UITableViewController, UISearchResultsUpdating, UISearchControllerDelegate {
    let all = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape", "Lemon", "Mango", "Orange", "Peach", "Pear", "Plum"]
    var shown: [String] = []
    var updates: [String] = []
    var calls: [String] = []
    let search = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        shown = all
        search.searchResultsUpdater = self
        search.delegate = self
        search.searchBar.placeholder = "Search fruit"
        navigationItem.searchController = search
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        updates.append(text)
        shown = text.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }

    func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }
}

@Suite("UISearchController in the navigation bar: a search strip that closes as the content scrolls; searching slides the bar, dims the content and tells the updater", .expectsProblems)
@MainActor
struct SearchControllerTests {
    @Test("The bar is 96 points with the search strip; scrolling 30 points closes 30 of it, 52 closes it; with large titles the search closes first")
    func stripCloses() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let fruit = Fruit(style: .plain)
        let navigation = UINavigationController(rootViewController: fruit)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 96 && bar.searchBar === fruit.search.searchBar)
        #expect(fruit.tableView.adjustedContentInset.top == 96)
        fruit.tableView.contentOffset = CGPoint(x: 0, y: -96 + 30)
        #expect(bar.frame.height == 66 && bar.searchShown == 22)
        #expect(bar.atScrollEdge == 1, "the content meets the bar until the strip has closed")
        fruit.tableView.contentOffset = CGPoint(x: 0, y: -96 + 70)
        #expect(bar.frame.height == 44 && bar.atScrollEdge == 0)

        let largeWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let large = Fruit(style: .plain)
        let largeNavigation = UINavigationController(rootViewController: large)
        largeNavigation.navigationBar.prefersLargeTitles = true
        largeWindow.rootViewController = largeNavigation
        largeWindow.layoutIfNeeded()
        let largeBar = largeNavigation.navigationBar
        #expect(largeBar.frame.height == 148 && large.tableView.adjustedContentInset.top == 148)
        large.tableView.contentOffset = CGPoint(x: 0, y: -148 + 60)
        #expect(largeBar.searchShown == 0 && largeBar.largeTitleShown == 44)
        // hidesSearchBarWhenScrolling = false keeps the strip open.
        large.navigationItem.hidesSearchBarWhenScrolling = false
        large.tableView.contentOffset = CGPoint(x: 0, y: -148 + 60)
        #expect(largeBar.searchShown == 52 && largeBar.largeTitleShown == 0)
    }

    @Test("A tap in the field starts the search: cancel shows, the bar's row slides up over 0.3 s, the content dims; typing filters; Cancel ends it all")
    func searching() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let fruit = Fruit(style: .plain)
        let navigation = UINavigationController(rootViewController: fruit)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        var during: [CGFloat] = []
        let timeline = window.record(duration: 3) { clock in
            clock.wait(0.2)
            clock.tap(fruit.search.searchBar.searchTextField)
            #expect(fruit.search.isActive && fruit.search.searchBar.showsCancelButton)
            clock.wait(0.15)
            during.append(bar.layer.presentation()?.position.y ?? .nan)
            clock.wait(0.3)
            during.append(bar.frame.minY)
            #expect(fruit.tableView.adjustedContentInset.top == 52, "the list moves up with the bar")
            clock.type("ap", into: fruit.search.searchBar.searchTextField)
            clock.wait(0.5)
            #expect(fruit.shown == ["Apple", "Apricot", "Grape"])
            clock.tap(fruit.search.searchBar.subviews.compactMap { $0 as? UIButton }.first!)
            clock.wait(0.5)
        }
        #expect(during[1] == -44, "the title row is out of sight")
        #expect(fruit.updates == ["", "a", "ap", ""], "told on starting, on each character, and on ending")
        #expect(fruit.calls == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
        #expect(!fruit.search.isActive && fruit.search.searchBar.text == "" && bar.frame.minY == 0)
        #expect(!fruit.search.searchBar.showsCancelButton && fruit.shown.count == 12)
        #expect(timeline.problems.filter { !Timeline.isWarning($0) }.isEmpty, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0.1, 0.9, 1.65, 2.2]), scale: 1)
    }
}
