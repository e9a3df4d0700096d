import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
@testable import FlipbookUIKit

@Suite("UIToolbar: buttons along the bottom, flexible spaces sharing the room; a navigation controller's toolbar", .expectsProblems)
@MainActor
struct ToolbarTests {
    @Test("A toolbar spaces its items: 16 points in at the ends, flexible spaces sharing what is left")
    func spacing() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
        toolbar.items = [trash, .flexibleSpace(), UIBarButtonItem(title: "Updated Just Now", style: .plain, target: nil, action: nil), .flexibleSpace(), compose]
        toolbar.layoutIfNeeded()
        let views = toolbar.subviews.compactMap { $0 as? BarButtonItemView }
        #expect(views.count == 3)
        #expect(views.first?.frame.minX == 16 && views.last?.frame.maxX == 374)
        // The title sits in the middle: the two flexible spaces are equal.
        let middle = views[1].frame
        #expect(abs((middle.minX - views[0].frame.maxX) - (views[2].frame.minX - middle.maxX)) < 1e-9)
    }

    @Test("A navigation controller shows the top controller's toolbarItems once the toolbar is shown, sliding it up over 0.2 s; the content's safe area ends above it")
    func navigationToolbar() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let mail = UIViewController()
        mail.title = "Inbox"
        mail.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: nil), .flexibleSpace(),
                             UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: mail)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
        navigation.toolbar.accessibilityIdentifier = "toolbar"
        let timeline = window.record(duration: 0.5) { clock in
            navigation.setToolbarHidden(false, animated: true)
            clock.wait(0.3)
        }
        #expect(timeline.problems.filter { !Timeline.isWarning($0) }.isEmpty, "\(timeline.problems)")
        let y = { (time: Double) in timeline.value(ofLayer: "toolbar", at: LayerKeyPath("position.y")!, time: time)?.number }
        #expect(y(0) == 300 + 22 && y(0.2) == 300 - 22)
        #expect(mail.view.safeAreaInsets.bottom == 44 && navigation.toolbar.items?.count == 3)
        assertFrames(of: timeline, at: .times([0.3]), scale: 2)
    }
}
