import Foundation
import Testing
import FlipbookScene
@testable import FlipbookUIKit

/// A toast as libraries write one: it fades in over 0.3 s, or at once for a user who asked for
/// less motion, and tells VoiceOver what it says.
@MainActor
private final class AnnouncingToast: UILabel {
    func show() {
        UIAccessibility.post(notification: .announcement, argument: text)
        guard !UIAccessibility.isReduceMotionEnabled else { return alpha = 1 }
        UIView.animate(withDuration: 0.3) { self.alpha = 1 }
    }
}

@MainActor
private func toastWindow() -> (UIWindow, AnnouncingToast) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let toast = AnnouncingToast(frame: CGRect(x: 20, y: 20, width: 160, height: 40))
    toast.accessibilityIdentifier = "toast"
    toast.text = "Saved"
    toast.alpha = 0
    window.addSubview(toast)
    return (window, toast)
}

@Suite("Accessibility notifications and haptics are events; accessibility settings can be set per recording", .expectsProblems)
@MainActor
struct AccessibilityAndFeedbackTests {
    @Test("post(notification:argument:) from set-up is an event at time 0, from the clock at its instant")
    func notificationsAreEvents() {
        let (window, toast) = toastWindow()
        UIAccessibility.post(notification: .screenChanged, argument: toast)
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.5)
            toast.show()
        }
        let events = timeline.events.filter { $0.kind == .accessibility }.map(\.description)
        #expect(events == ["0.000000\taccessibility\tscreenChanged\targument=toast",
                           "0.500000\taccessibility\tannouncement\targument=Saved"])
        #expect(abs(timeline.number("opacity", at: 0.65, layer: "toast") - 0.5) < 1e-9, "half-way through the 0.3-s ease-in-out fade")
    }

    @Test("isReduceMotionEnabled takes the app's other path, posts its notification, and is off again after the recording")
    func reduceMotion() {
        let posted = PostCount()
        let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in posted.add() }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIAccessibility.isReduceMotionEnabled = true
        #expect(posted.value == 1)
        let (window, toast) = toastWindow()
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.5)
            toast.show()
        }
        #expect(timeline.number("opacity", at: 0.5, layer: "toast") == 1, "no fade: at once")
        #expect(timeline.events.filter { $0.kind == .add }.isEmpty)
        #expect(!UIAccessibility.isReduceMotionEnabled, "reset when the recording ended")
        #expect(posted.value == 1, "quietly")
    }

    @Test("Haptics: style, type and intensity (clamped to 0…1), and the view and location of iOS 17.5's forms")
    func feedbackGenerators() {
        let (window, toast) = toastWindow()
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.25)
            impact.impactOccurred()
            UIImpactFeedbackGenerator().impactOccurred(intensity: 1.7)
            clock.wait(0.25)
            UINotificationFeedbackGenerator().notificationOccurred(.warning)
            UISelectionFeedbackGenerator().selectionChanged()
            UIImpactFeedbackGenerator(style: .light, view: toast).impactOccurred(intensity: 0.4, at: CGPoint(x: 10, y: 5))
        }
        #expect(timeline.events.filter { $0.kind == .feedback }.map(\.description) == [
            "0.250000\tfeedback\tUIImpactFeedbackGenerator\tstyle=rigid intensity=1",
            "0.250000\tfeedback\tUIImpactFeedbackGenerator\tstyle=medium intensity=1",
            "0.500000\tfeedback\tUINotificationFeedbackGenerator\ttype=warning",
            "0.500000\tfeedback\tUISelectionFeedbackGenerator\t",
            "0.500000\tfeedback\tUIImpactFeedbackGenerator\tstyle=light intensity=0.4 view=toast location=10,5",
        ])
    }

    @Test("Labels and buttons are accessibility elements that speak their text, a button with its state in its traits")
    func elementDefaults() {
        let label = UILabel()
        label.text = "Inbox"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Inbox" && label.accessibilityTraits == .staticText)
        label.accessibilityLabel = "Mail"
        #expect(label.accessibilityLabel == "Mail")
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.isEnabled = false
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Send")
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        let plain = UIView()
        #expect(!plain.isAccessibilityElement && plain.accessibilityLabel == nil && plain.accessibilityTraits == .none)
    }
}

@Suite("The app, its scene and its windows")
@MainActor
struct AppAndWindowTests {
    @Test("Windows alive are the app's and its scene's, back to front by level; the key window is the last made key")
    func windowsAndKeyWindow() {
        var log: [String] = []
        let first = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "first") { log.append($0) }
        let alert = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "alert") { log.append($0) }
        alert.windowLevel = .alert
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene != nil && first.windowScene === scene)
        let ours = (scene?.windows ?? []).filter { $0 === first || $0 === alert }
        #expect(ours == [first, alert])
        alert.windowLevel = UIWindow.Level(rawValue: -1)
        #expect(UIApplication.shared.windows.filter { $0 === first || $0 === alert } == [alert, first], "a lower level goes behind")

        first.makeKeyAndVisible()
        #expect(first.isKeyWindow && UIApplication.shared.keyWindow === first && scene?.keyWindow === first)
        alert.makeKey()
        #expect(!first.isKeyWindow && alert.isKeyWindow)
        #expect(log == ["first.becomeKey", "first.resignKey", "alert.becomeKey"])
        #expect(UIApplication.shared.statusBarFrame == .zero && scene?.statusBarManager?.isStatusBarHidden == true,
                "a recording's window draws no status bar")
    }

    @Test("The device and screen a recording runs on: an upright iPhone on iOS 17.0, 390 × 844 points at 2x")
    func deviceAndScreen() {
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .phone && device.orientation == .portrait && device.systemName == "iOS" && device.systemVersion == "17.0")
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown, "monitoring off, as iOS reports it")
        #expect(UIScreen.main.nativeScale == UIScreen.main.scale)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: UIScreen.main.bounds.width * UIScreen.main.scale, height: UIScreen.main.bounds.height * UIScreen.main.scale))
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    }

    @Test("open(_:) is an event and completes on the main queue's next turn; ignored interaction events and an unmodelled look are warnings", .expectsProblems)
    func openURLAndWarnings() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = UIButton(frame: window.bounds)
        window.addSubview(button)
        var completions: [(Bool, Double)] = []
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.2)
            UIApplication.shared.open(URL(string: "https://example.com/help")!) { completions.append(($0, CACurrentMediaTime())) }
            UIApplication.shared.open(URL(string: "myapp://settings")!) { completions.append(($0, CACurrentMediaTime())) }
            clock.wait(0.1)
            UIApplication.shared.beginIgnoringInteractionEvents()
            clock.tap(button)
            UIApplication.shared.endIgnoringInteractionEvents()
            button.semanticContentAttribute = .forceRightToLeft
            button.layer.allowsGroupOpacity = false
        }
        #expect(timeline.events.filter { $0.kind == .openURL }.map(\.description) == ["0.200000\topenURL\thttps://example.com/help\t", "0.200000\topenURL\tmyapp://settings\t"])
        #expect(completions.map(\.0) == [true, false] && completions.allSatisfy { abs($0.1 - 0.2) < 1e-9 })
        #expect(timeline.problems.count == 2)
        #expect(timeline.problems.contains { $0.contains("ignores interaction events") })
        #expect(timeline.problems.contains { $0.contains("allowsGroupOpacity") })
        #expect(button.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test("A container that does not forward appearance calls them on its child by hand")
    func manualAppearanceForwarding() {
        var log: [String] = []
        let container = ManualContainer()
        let child = LoggingController("child") { log.append($0) }
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = container
        window.makeKeyAndVisible()
        #expect(!log.contains { $0.hasPrefix("child.viewWillAppear") }, "not forwarded automatically")
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        #expect(log.filter { $0.contains("Appear") } == ["child.viewWillAppear@0.00", "child.viewIsAppearing@0.00", "child.viewDidAppear@0.00"])
    }

    @Test("A child's new preferredContentSize reaches its parent")
    func preferredContentSize() {
        let parent = SizeWatchingController()
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 280, height: 64)
        child.preferredContentSize = CGSize(width: 280, height: 64)
        #expect(parent.changes.count == 1 && parent.changes.first === child)
        #expect(parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 390, height: 844)) == CGSize(width: 390, height: 844))
    }

    @Test("A scroll view with scrolling off does not follow a drag")
    func scrollingOff() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scroll = UIScrollView(frame: window.bounds)
        scroll.accessibilityIdentifier = "scroll"
        scroll.contentSize = CGSize(width: 100, height: 400)
        scroll.isScrollEnabled = false
        window.addSubview(scroll)
        let timeline = window.record(duration: 1) { clock in
            clock.drag(scroll, to: CGPoint(x: 0, y: 120), duration: 0.4)
            #expect(clock.now == 0.4, "the drag's time passes")
            clock.endDrag(scroll)
        }
        #expect(scroll.contentOffset == .zero && !scroll.isDragging)
        #expect(timeline.number("bounds.origin.y", at: 0.4, layer: "scroll") == 0)
    }
}

/// Notifications counted from any thread.
final class PostCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}

@MainActor
private final class LoggingWindow: UIWindow {
    private var name = ""
    private var log: (String) -> Void = { _ in }

    convenience init(frame: CGRect, name: String, log: @escaping (String) -> Void) {
        self.init(frame: frame)
        self.name = name
        self.log = log
    }

    override func becomeKey() { log("\(name).becomeKey") }
    override func resignKey() { log("\(name).resignKey") }
}

@MainActor
private final class ManualContainer: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

@MainActor
private final class SizeWatchingController: UIViewController {
    var changes: [UIViewController] = []
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        if let controller = container as? UIViewController { changes.append(controller) }
    }
}
