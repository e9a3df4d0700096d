import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
@testable import FlipbookUIKit

/// A list screen as apps write one: "Add" and "Edit" by target–action, each sending the item,
/// and a "Share" with no target that no responder up the chain handles.
@MainActor
private final class ListScreen: UIViewController {
    var taps: [(time: Double, item: String?)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lists"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .done, target: self, action: Selector("add:", ListScreen.add(_:)))
        navigationItem.leftBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: Selector("edit:", ListScreen.edit(_:))),
                                             UIBarButtonItem(title: "Share", style: .plain, target: nil, action: Selector("share:"))]
    }

    func add(_ sender: UIBarButtonItem) { taps.append((CACurrentMediaTime(), sender.title)) }
    func edit(_ sender: UIBarButtonItem) { taps.append((CACurrentMediaTime(), sender.title)) }
}

@Suite("Bar button items: drawn in the navigation bar, tapped through it, target–action and the responder chain", .expectsProblems)
@MainActor
struct BarButtonItemTests {
    @Test("Items sit 16 points in from the bar's edges, take taps and send themselves to their target; an action nobody handles is a problem")
    func targetActionAndPlacement() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let screen = ListScreen()
        let navigation = UINavigationController(rootViewController: screen)
        window.rootViewController = navigation
        let timeline = window.record(duration: 1) { clock in
            let bar = navigation.navigationBar
            let views = bar.subviews.compactMap { $0 as? BarButtonItemView }
            #expect(views.map { $0.item.title } == ["Edit", "Share", "Add"])
            let edit = views[0].frame, share = views[1].frame, add = views[2].frame
            #expect(share.minX == edit.maxX + 8)
            #expect(edit.minX == 16 && add.maxX == 390 - 16 && add.height == 44)
            #expect(bar.backLabel.isHidden, "no back button on the root screen")
            clock.wait(0.2)
            clock.tap(bar, at: CGPoint(x: add.midX, y: 22))
            clock.wait(0.3)
            clock.tap(bar, at: CGPoint(x: edit.midX, y: 22))
            clock.wait(0.2)
            clock.tap(bar, at: CGPoint(x: 195, y: 22))   // the title: nothing
            clock.tap(bar, at: CGPoint(x: share.midX, y: 22))
        }
        let taps = screen.taps.map { (($0.time * 100).rounded() / 100, $0.item) }
        #expect(taps.map(\.0) == [0.3, 0.7], "each at its finger's lift (a 0.1-s tap)")
        #expect(taps.map(\.1) == ["Add", "Edit"])
        #expect(timeline.problems == ["warning: the action 'share:' sent by UIBarButtonItem has no target, and no responder from the first responder (or the sender) up the responder chain has a method for it: it was not sent"])
    }

    @Test("A changed item redraws the bar; a disabled one takes no taps; a primary action runs; a symbol item draws its symbol, with a warning")
    func changesAndWarnings() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let screen = UIViewController()
        let navigation = UINavigationController(rootViewController: screen)
        window.rootViewController = navigation
        var ran = 0
        let save = UIBarButtonItem(title: "Save", primaryAction: UIAction { _ in ran += 1 })
        screen.navigationItem.rightBarButtonItems = [save, UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
        let timeline = window.record(duration: 1) { clock in
            let views = navigation.navigationBar.subviews.compactMap { $0 as? BarButtonItemView }
            #expect(views.count == 2 && views[1].frame.width == 44, "the symbol keeps a 44-point place")
            #expect(views[1].frame.maxX == views[0].frame.minX - 8, "8 points apart, from the edge inwards")
            clock.tap(views[0])
            save.isEnabled = false
            let redrawn = navigation.navigationBar.subviews.compactMap { $0 as? BarButtonItemView }
            #expect(redrawn.first?.isEnabled == false)
            clock.tap(redrawn[0])
        }
        #expect(ran == 1)
        #expect(timeline.problems.contains { Timeline.isWarning($0) && $0.contains(#"UIImage(systemName: "plus") draws Material Icons' "add""#) })
        assertFrames(of: timeline, at: .times([0]), scale: 2)
    }

    @Test("A push cross-fades the bar's buttons over the transition, ease in and out; the old ones leave at its end")
    func crossFadeOnPush() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let first = UIViewController()
        first.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        let second = UIViewController()
        second.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        var ids: [String] = []
        var duration = 0.0
        let timeline = window.record(duration: 2) { clock in
            let old = navigation.navigationBar.subviews.compactMap { $0 as? BarButtonItemView }
            navigation.pushViewController(second, animated: true)
            duration = navigation.transitionCoordinator?.transitionDuration ?? 0
            let new = navigation.navigationBar.subviews.compactMap { $0 as? BarButtonItemView }.filter { $0.item.title == "Share" }
            ids = [old[0].layer.engine.id, new[0].layer.engine.id]
            clock.wait(1)
            #expect(navigation.navigationBar.subviews.compactMap { ($0 as? BarButtonItemView)?.item.title } == ["Share"])
        }
        #expect(duration > 0)
        #expect(abs(timeline.number("opacity", at: duration / 2, layer: ids[0]) - 0.5) < 1e-6, "half-way, ease in and out")
        #expect(abs(timeline.number("opacity", at: duration / 2, layer: ids[1]) - 0.5) < 1e-6)
        #expect(timeline.events.contains { $0.kind == .removed && $0.subject == ids[0] && abs($0.time - duration) < 1e-6 })
    }

    @Test("The back button says the previous item's backButtonTitle, and left items take its place")
    func backTitles() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let first = UIViewController()
        first.title = "Inbox"
        first.navigationItem.backButtonTitle = "Mail"
        let navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        let second = UIViewController()
        second.navigationItem.title = "Message"
        navigation.pushViewController(second, animated: false)
        #expect(navigation.navigationBar.backLabel.text == "‹ Mail" && navigation.navigationBar.titleLabel.text == "Message")
        second.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        #expect(navigation.navigationBar.backLabel.isHidden)
    }

    @Test("A title view is drawn centred in the bar in place of the title; a prompt and left buttons beside the back button are not drawn: each is a warning")
    func titleViewAndUndrawnParts() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let screen = UIViewController()
        screen.title = "Inbox"
        let navigation = UINavigationController(rootViewController: screen)
        window.rootViewController = navigation
        let logo = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        logo.backgroundColor = .systemOrange
        logo.accessibilityIdentifier = "logo"
        let timeline = window.record(duration: 0.1) { _ in
            screen.navigationItem.titleView = logo
            screen.navigationItem.prompt = "Choose a list"
            screen.navigationItem.leftItemsSupplementBackButton = true
        }
        #expect(logo.superview === navigation.navigationBar && logo.frame == CGRect(x: 175, y: 12, width: 40, height: 20))
        #expect(navigation.navigationBar.titleLabel.isHidden)
        #expect(timeline.problems.count == 2, "\(timeline.problems)")
        #expect(timeline.problems.contains { $0.contains("prompt 'Choose a list' is not drawn") })
    }
}

