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
