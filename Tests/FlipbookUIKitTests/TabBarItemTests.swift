import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
@testable import FlipbookUIKit

@Suite("Tab bar items: images in the tab's colour, selected images, badges", .expectsProblems)
@MainActor
struct TabBarItemTests {
    @Test("A badge is a red capsule at the image's top trailing corner; it follows badgeValue; the selected tab shows its selected image in the tint")
    func badges() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let tabs = UITabBarController()
        let home = UIViewController(), search = UIViewController(), inbox = UIViewController()
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
        search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "envelope"), tag: 2)
        inbox.tabBarItem.badgeValue = "3"
        tabs.viewControllers = [home, search, inbox]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        let badges = tabs.tabBar.subviews.compactMap { $0 as? UILabel }.filter { $0.font.pointSize == 13 }
        #expect(badges.count == 3 && badges.filter { !$0.isHidden }.count == 1)
        let badge = try #require(badges.first { !$0.isHidden })
        // The third tab's image is centred at 325 in its 130-point column: the badge starts 6 points right of it.
        #expect(badge.frame.minX == 331 && badge.frame.minY == 2 && badge.frame.height == 18 && badge.frame.width == 18)
        #expect(badge.backgroundColor == .systemRed && badge.text == "3")
        let timeline = window.record(duration: 0.5) { clock in
            clock.wait(0.2)
            inbox.tabBarItem.badgeValue = "12"
        }
        #expect(badge.text == "12" && badge.frame.width > 18)
        let warnings = timeline.problems.filter { !Timeline.isWarning($0) }
        #expect(warnings.isEmpty, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0, 0.3]), scale: 2)
    }
}

/// A tab bar controller's delegate that refuses the third tab and notes the others.
@MainActor
private final class TabChooser: NSObject, UITabBarControllerDelegate, UITabBarDelegate {
    var chosen: [String?] = []
    var barChosen: [String?] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        viewController.tabBarItem.title != "Locked"
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        chosen.append(viewController.tabBarItem.title)
    }
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { barChosen.append(item.title) }
}

extension TabBarItemTests {
    @Test("A tap on a tab switches to it and tells the delegate; a refused or disabled tab stays; a tap on the shown navigation tab pops it to its root; a bar of your own highlights the tab and tells its delegate")
    func tappingTabs() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let tabs = UITabBarController()
        let chooser = TabChooser()
        tabs.delegate = chooser
        let root = UIViewController(), detail = UIViewController()
        let feed = UINavigationController(rootViewController: root)
        feed.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
        let search = UIViewController(), locked = UIViewController(), off = UIViewController()
        search.tabBarItem = UITabBarItem(title: "Search", image: nil, tag: 1)
        locked.tabBarItem = UITabBarItem(title: "Locked", image: nil, tag: 2)
        off.tabBarItem = UITabBarItem(title: "Off", image: nil, tag: 3)
        off.tabBarItem.isEnabled = false
        tabs.viewControllers = [feed, search, locked, off]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        feed.pushViewController(detail, animated: false)
        var indices: [Int] = []
        let timeline = window.record(duration: 2) { clock in
            // Four 100-point tabs along the bar's 49 points at the bottom.
            let bar = tabs.tabBar
            clock.tap(bar, at: CGPoint(x: 150, y: 20))
            indices.append(tabs.selectedIndex)
            clock.tap(bar, at: CGPoint(x: 250, y: 20))
            clock.tap(bar, at: CGPoint(x: 350, y: 20))
            indices.append(tabs.selectedIndex)
            clock.tap(bar, at: CGPoint(x: 50, y: 20))
            indices.append(tabs.selectedIndex)
            clock.tap(bar, at: CGPoint(x: 50, y: 20))
            clock.wait(0.6)
        }
        #expect(!timeline.problems.contains { !Timeline.isWarning($0) }, "\(timeline.problems)")
        #expect(indices == [1, 1, 0] && chooser.chosen == ["Search", "Feed", "Feed"], "\(indices) \(chooser.chosen)")
        #expect(feed.viewControllers.count == 1 && feed.topViewController === root, "the second tap on Feed popped to its root")

        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 300, height: 49))
        bar.delegate = chooser
        let first = UITabBarItem(title: "One", image: nil, tag: 0), second = UITabBarItem(title: "Two", image: nil, tag: 1)
        bar.items = [first, second]
        #expect(bar.selectedItem == nil, "a bar of your own starts with no tab chosen")
        let barWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 49))
        barWindow.addSubview(bar)
        _ = barWindow.record(duration: 0.3) { clock in clock.tap(bar, at: CGPoint(x: 200, y: 20)) }
        #expect(bar.selectedItem === second && chooser.barChosen == ["Two"])
    }
}
