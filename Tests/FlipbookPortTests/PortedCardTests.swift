import Testing
import UIKit

/// The delegate a test gives the card (plain Swift: the test target is not ported).
private final class CardWatcher: LikeCardViewDelegate {
    var liked = 0
    func likeCardDidLike(_ card: LikeCardView) { liked += 1 }
}

/// `iOSApp/LikeCardView.swift` is written for iOS (`@objc`, `@IBOutlet`, `#selector`, `#keyPath`,
/// KVO, an `@objc` protocol with optional requirements, `import ObjectiveC`, `import Darwin`) and
/// compiled unchanged through the FlipbookPort plugin (this target's flipbook-port.json).
@Suite("An iOS file through FlipbookPort")
@MainActor
struct PortedCardTests {
    @Test("Its #selector target–action and tap recognizer fire at the scripted tap's instant; an optional requirement left out does nothing")
    func targetAction() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = LikeCardView(frame: window.bounds)
        let watcher = CardWatcher()
        card.delegate = watcher
        window.addSubview(card)
        var likesAt: [CFTimeInterval] = []
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.2)
            clock.tap(card.likeButton)
            likesAt.append(CACurrentMediaTime())
            clock.wait(0.3)
            clock.tap(card.titleLabel)
        }
        #expect(card.titleTaps == 1, "the title's tap recognizer, by #selector")
        #expect(card.likes == 1 && watcher.liked == 1)
        #expect(likesAt.map { ($0 * 1000).rounded() } == [300], "down at 0.2, up (the action) 0.1 s later")
        #expect(card.titleLabel.text == "1 likes", "likeCardTitle(for:) is left out: the card's own title")
        #expect(card.likeButton.actions(forTarget: card, forControlEvent: .touchUpInside) == ["like:"])
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
    }

    @Test("A controller's bar buttons by #selector fire from taps on the bar; its @objc dynamic properties tell their observers; its override in an extension runs")
    func barButtons() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let list = LikeListViewController()
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        var counts: [(Int, Int, Double)] = []
        var subtitles: [String] = []
        let observation = list.observe(\.likeCount, options: [.old, .new]) { _, change in
            counts.append((change.oldValue ?? -1, change.newValue ?? -1, (CACurrentMediaTime() * 100).rounded() / 100))
        }
        let subtitleObservation = list.observe(\.subtitle, options: [.new]) { list, _ in subtitles.append(list.subtitle ?? "nil") }
        defer { observation.invalidate(); subtitleObservation.invalidate() }
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.2)
            clock.tap(navigation.navigationBar, at: CGPoint(x: 390 - 30, y: 22))
            clock.tap(navigation.navigationBar, at: CGPoint(x: 30, y: 22))
        }
        #expect(list.doneSender === list.navigationItem.rightBarButtonItem, "the item is the sender")
        #expect(counts.map { "\($0.0)→\($0.1) at \($0.2)" } == ["0→1 at 0.4"], "told inside the setter of the @objc dynamic property, at the second tap's lift")
        #expect(subtitles == ["1 likes"])
        #expect(list.added == 1)
        #expect(list.laidOut > 0, "viewDidLayoutSubviews, overridden in an extension, moved into the class")
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
    }

    @Test("Its pan recognizer, display link and notification observer, all by #selector, run on the virtual clock")
    func selectors() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = LikeCardView(frame: window.bounds)
        window.addSubview(card)
        let timeline = window.record(duration: 1) { clock in
            card.startTicking()
            clock.wait(0.1)
            card.stopTicking()
            clock.pan(card, by: CGPoint(x: 30, y: 0), duration: 0.1)
            clock.endPan(card)
            NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: nil)
        }
        #expect(card.frames == 6, "60 Hz for 0.1 s")
        #expect(card.panStates.first == .began && card.panStates.last == .ended)
        #expect(card.notes == 1)
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        NotificationCenter.default.removeObserver(card)
    }

    @Test("Its KVO of the scroll view's contentOffset arrives inside the setter; associated objects and Darwin's calls work")
    func keyValueObserving() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = LikeCardView(frame: window.bounds)
        window.addSubview(card)
        _ = window.record(duration: 0.5) { clock in
            clock.drag(card.scrollView, to: CGPoint(x: 0, y: 40), duration: 0.05)
            clock.endDrag(card.scrollView)
        }
        #expect(card.offsets.count == 12 && card.offsets.last == 40)
        card.badge = "new"
        #expect(card.badge == "new")
        #expect((-3...3).contains(card.randomTilt()))
    }
}
