import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
@testable import FlipbookUIKit

/// A navigation delegate that cross-fades pushes and pops in 0.25 s.
final class FadeNavigation: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    var operations: [UINavigationController.Operation] = []

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        toView.alpha = 0
        UIView.animate(withDuration: 0.25, delay: 0, options: .curveLinear, animations: { toView.alpha = 1 },
                       completion: { _ in transitionContext.completeTransition(true) })
    }
}

/// A navigation delegate whose animator adds the arriving view to the container, as Apple's
/// documentation asks animators to, and fades it in over 0.4 s.
final class ContainerFadeNavigation: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.4, animations: { toView.alpha = 1 }, completion: { _ in transitionContext.completeTransition(true) })
    }
}

@Suite("UINavigationController")
@MainActor
struct NavigationControllerTests {
    @Test("Mid-push the old title heads for the back button's place, fading, and the new one slides in from the right")
    func barTitlesMoveAsOnIOS() throws {
        let (window, navigation, _, detail) = stack { _ in }
        let bar = navigation.navigationBar
        var leavingLabel: UILabel?
        let timeline = window.record(duration: 1) { _ in
            navigation.pushViewController(detail, animated: true)
            leavingLabel = bar.subviews.compactMap { $0 as? UILabel }.first { $0 !== bar.titleLabel && $0.text == "Inbox" }
        }
        let leaving = try #require(leavingLabel).layer.engine.id, incoming = bar.titleLabel.layer.engine.id
        func value(_ id: String, _ path: String, _ time: Double) -> Double {
            timeline.value(ofLayer: id, at: LayerKeyPath(path)!, time: time)?.number ?? .nan
        }
        let centre = Double(bar.bounds.midX)   // 150 on the 300-point bar
        #expect(value(incoming, "position.x", 0.1) > centre + 10 && value(incoming, "position.x", 0.1) < value(incoming, "position.x", 0),
                "the new title on its way in from the right")
        #expect(value(incoming, "opacity", 0) == 0 && value(incoming, "opacity", 0.1) > 0 && value(incoming, "opacity", 0.5) == 1)
        #expect(value(leaving, "position.x", 0) == centre && value(leaving, "position.x", 0.1) < centre - 10,
                "the old title on its way to the back button")
        #expect(value(leaving, "opacity", 0.1) < 1 && value(leaving, "opacity", 0.1) > 0, "fading as it goes")
        #expect(leavingLabel?.superview == nil, "the moving copy is gone once the push ends")
        #expect(bar.titleLabel.center.x == CGFloat(centre) && bar.titleLabel.alpha == 1 && bar.backLabel.text == "‹ Inbox")
    }

    @Test("An animator that adds the arriving view to the container ends its push; UIKit's next push runs after it")
    func animatorAddingToTheContainer() {
        var events: [String] = []
        let (window, navigation, _, detail) = stack { events.append($0) }
        let third = LoggingController("third") { events.append($0) }
        third.title = "Reply"
        let fade = ContainerFadeNavigation()
        navigation.delegate = fade
        let timeline = window.record(duration: 1.5) { clock in
            navigation.pushViewController(detail, animated: true)
            clock.wait(0.6)
            navigation.delegate = nil
            navigation.pushViewController(third, animated: true)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(events.contains("detail.viewDidAppear@0.40"))
        #expect(events.contains("third.viewDidAppear@1.10"), "UIKit's 0.5-s push from 0.6 s")
        #expect(navigation.viewControllers.count == 3 && navigation.topViewController === third)
        #expect(navigation.navigationBar.layer.zPosition > detail.view.layer.zPosition, "the bar stays over the view the animator added")
    }

    func stack(_ events: @escaping (String) -> Void) -> (UIWindow, UINavigationController, LoggingController, LoggingController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let root = LoggingController("root", log: events)
        root.title = "Inbox"
        root.loadViewIfNeeded()
        root.view.backgroundColor = .systemGroupedBackground
        root.view.accessibilityIdentifier = "rootView"
        let detail = LoggingController("detail", log: events)
        detail.title = "Message"
        detail.loadViewIfNeeded()
        detail.view.backgroundColor = .white
        detail.view.accessibilityIdentifier = "detailView"
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        return (window, navigation, root, detail)
    }

    @Test("UIKit's push slides the new view in over 0.5 s while the old one moves a third of the way; pop reverses it; appearance at both ends")
    func pushAndPop() {
        var events: [String] = []
        let (window, navigation, root, detail) = stack { events.append($0) }
        var popped: UIViewController?
        let timeline = window.record(duration: 1.6) { clock in
            clock.wait(0.2)
            events.removeAll()
            navigation.pushViewController(detail, animated: true)
            #expect(navigation.topViewController === detail && detail.navigationController === navigation)
            clock.wait(0.8)
            popped = navigation.popViewController(animated: true)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(popped === detail && navigation.viewControllers == [root] && detail.parent == nil)
        let appearance = events.filter { !$0.contains("Layout") && !$0.contains("Move") && !$0.contains("Load") }
        #expect(appearance == [
            "detail.viewWillAppear@0.20", "detail.viewIsAppearing@0.20", "root.viewWillDisappear@0.20",
            "detail.viewDidAppear@0.70", "root.viewDidDisappear@0.70",
            "root.viewWillAppear@1.00", "root.viewIsAppearing@1.00", "detail.viewWillDisappear@1.00",
            "root.viewDidAppear@1.50", "detail.viewDidDisappear@1.50",
        ], "\(appearance)")
        // Centres: the detail view from 450 to 150; the root's from 150 to 50 (a third of 300 left).
        func x(_ layer: String, _ time: Double) -> Double { timeline.number("position.x", at: time, layer: layer) }
        #expect(near(x("detailView", 0.2), 450) && near(x("detailView", 0.7), 150, 0.5), "at rest within half a point: \(x("detailView", 0.7))")
        #expect(x("detailView", 0.3) < 450 && x("detailView", 0.3) > 150)
        #expect(x("rootView", 0.69) < 51 && x("rootView", 0.3) < 150 && x("rootView", 0.3) > 50)
        #expect(timeline.value(ofLayer: "rootView", at: LayerKeyPath("hidden")!, time: 0.8) == .bool(true))
        #expect(near(x("rootView", 1.5), 150) && x("detailView", 1.49) > 440)
        #expect(timeline.value(ofLayer: "detailView", at: LayerKeyPath("hidden")!, time: 1.55) == .bool(true))
        #expect(navigation.navigationBar.titleLabel.text == "Inbox" && navigation.navigationBar.backLabel.isHidden)
        assertFrames(of: timeline, at: .times([0.1, 0.3, 0.7, 1.1]), scale: 1)
    }

    @Test("A delegate's animator runs the push and pop; the bar names the screen and offers the way back; the bar is the children's safe area")
    func delegateAnimator() {
        let (window, navigation, _, detail) = stack { _ in }
        let fade = FadeNavigation()
        navigation.delegate = fade
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        detail.view.addSubview(content)
        NSLayoutConstraint.activate([content.topAnchor.constraint(equalTo: detail.view.safeAreaLayoutGuide.topAnchor),
                                     content.leadingAnchor.constraint(equalTo: detail.view.leadingAnchor),
                                     content.widthAnchor.constraint(equalToConstant: 10), content.heightAnchor.constraint(equalToConstant: 10)])
        let timeline = window.record(duration: 1) { clock in
            navigation.pushViewController(detail, animated: true)
            clock.wait(0.5)
            #expect(navigation.navigationBar.titleLabel.text == "Message" && navigation.navigationBar.backLabel.text == "‹ Inbox")
            navigation.popViewController(animated: true)
        }
        #expect(fade.operations == [.push, .pop])
        #expect(near(timeline.number("opacity", at: 0.125, layer: "detailView"), 0.5))
        #expect(content.frame.minY == 44, "under the 44-point bar")
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
    }

    @Test("The pop gesture drags the top view right: let go a third of the way it runs back; dragged two thirds, the pop finishes")
    func popGesture() {
        var events: [String] = []
        let (window, navigation, root, detail) = stack { events.append($0) }
        let timeline = window.record(duration: 2) { clock in
            navigation.pushViewController(detail, animated: false)
            clock.wait(0.1)
            events.removeAll()
            clock.pan(navigation.view, by: CGPoint(x: 100, y: 0), duration: 0.2)
            clock.wait(0.1)                 // the finger rests, then lifts: back
            clock.endPan(navigation.view)
            clock.wait(0.5)
            #expect(navigation.topViewController === detail, "the cancelled pop left the stack as it was")
            clock.pan(navigation.view, by: CGPoint(x: 200, y: 0), duration: 0.3)
            clock.wait(0.1)
            clock.endPan(navigation.view)
            clock.wait(0.5)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(navigation.viewControllers == [root] && detail.parent == nil)
        func x(_ time: Double) -> Double { timeline.number("position.x", at: time, layer: "detailView") }
        #expect(near(x(0.35), 250), "a third of 300 to the right, held")
        #expect(near(x(0.9), 150), "run back into place")
        #expect(near(x(1.25), 350), "two thirds, held")
        #expect(timeline.value(ofLayer: "detailView", at: LayerKeyPath("hidden")!, time: 1.9) == .bool(true))
        let appearance = events.filter { !$0.contains("Layout") && !$0.contains("Move") }
        #expect(appearance.first == "root.viewWillAppear@0.10" && appearance.last?.hasPrefix("detail.viewDidDisappear@") == true, "\(appearance)")
        #expect(navigation.navigationBar.titleLabel.text == "Inbox")
    }

    @Test("Pushing a controller that is on the stack is a problem; pushes during a transition wait for it", .expectsProblems)
    func badPushes() {
        let (window, navigation, root, detail) = stack { _ in }
        let third = UIViewController()
        let timeline = window.record(duration: 1.2) { clock in
            navigation.pushViewController(root, animated: true)
            navigation.pushViewController(detail, animated: true)
            navigation.pushViewController(third, animated: true)
            #expect(navigation.viewControllers.count == 2, "the third waits for the second's transition")
            clock.wait(1)
        }
        #expect(navigation.viewControllers.count == 3 && navigation.topViewController === third, "\(navigation.viewControllers)")
        #expect(timeline.problems.contains { $0.contains("pushing the same view controller instance") })
    }
}

@Suite("UITabBarController")
@MainActor
struct TabBarControllerTests {
    @Test("Choosing a tab switches at once: the old tab disappears, the new one appears; the bar is the tabs' safe area")
    func switchTabs() {
        var events: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let home = LoggingController("home") { events.append($0) }
        home.title = "Home"
        let settings = LoggingController("settings") { events.append($0) }
        settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [home, settings]
        window.rootViewController = tabs
        _ = window.record(duration: 0.5) { clock in
            clock.wait(0.2)
            events.removeAll()
            tabs.selectedIndex = 1
        }
        #expect(tabs.selectedViewController === settings && settings.tabBarController === tabs)
        #expect(events.filter { !$0.contains("Layout") && !$0.contains("Load") } == [
            "home.viewWillDisappear@0.20", "settings.viewWillAppear@0.20", "settings.viewIsAppearing@0.20",
            "home.viewDidDisappear@0.20", "settings.viewDidAppear@0.20",
        ], "\(events)")
        #expect(home.view.isHidden && !settings.view.isHidden)
        #expect(settings.view.safeAreaInsets.bottom == 49 && home.tabBarItem.title == "Home")
    }
}
