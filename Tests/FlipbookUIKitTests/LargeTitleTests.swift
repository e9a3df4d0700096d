import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
@testable import FlipbookUIKit

/// A mailbox of thirty messages.
@MainActor
private final class Mailbox: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Message \(indexPath.row + 1)"
        return cell
    }
}

@Suite("Large titles: a 52-point strip under the bar that closes as the content scrolls")
@MainActor
struct LargeTitleTests {
    @Test("The bar opens 96 points tall with the title large; scrolling 30 points closes 30 of the strip; past 52 the standard title shows")
    func collapses() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        let mailbox = Mailbox(style: .plain)
        mailbox.title = "Inbox"
        let navigation = UINavigationController(rootViewController: mailbox)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.navigationBar.accessibilityIdentifier = "bar"
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 96 && bar.largeTitleLabel.text == "Inbox" && bar.titleLabel.alpha == 0)
        #expect(mailbox.tableView.adjustedContentInset.top == 96 && mailbox.tableView.contentOffset.y == -96)
        var heights: [CGFloat] = [], nearness: [CGFloat] = []
        let timeline = window.record(duration: 1.5) { clock in
            clock.drag(mailbox.tableView, to: CGPoint(x: 0, y: -66), duration: 0.3)
            heights.append(bar.frame.height)
            nearness.append(bar.atScrollEdge)
            clock.drag(mailbox.tableView, to: CGPoint(x: 0, y: 40), duration: 0.3)
            heights.append(bar.frame.height)
            nearness.append(bar.atScrollEdge)
            clock.endDrag(mailbox.tableView)
            clock.wait(0.5)
        }
        #expect(heights == [66, 44])
        // While the strip closes the content meets the bar's edge: the bar is transparent, and
        // draws its standard look once the content passes under it.
        #expect(nearness == [1, 0])
        #expect(bar.titleLabel.alpha == 1)
        #expect(timeline.problems.filter { !Timeline.isWarning($0) }.isEmpty, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0, 0.3, 0.6]), scale: 1)
    }

    @Test("An item with largeTitleDisplayMode .never keeps the standard bar")
    func never() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let screen = UIViewController()
        screen.title = "Detail"
        screen.navigationItem.largeTitleDisplayMode = .never
        let navigation = UINavigationController(rootViewController: screen)
        navigation.navigationBar.prefersLargeTitles = true
        window.rootViewController = navigation
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44 && screen.view.safeAreaInsets.top == 44)
    }
}
