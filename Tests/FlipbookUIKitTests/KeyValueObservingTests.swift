import Testing
import UIKit

/// A pull-to-refresh header as iOS libraries write it: it observes its scroll view's
/// `contentOffset` with `addObserver(_:forKeyPath:options:context:)` and `observeValue`.
@MainActor
private final class StretchHeader: UIView {
    weak var scrollView: UIScrollView?
    /// (offset told, offset the scroll view had at that moment, time)
    var seen: [(told: CGPoint, actual: CGPoint, old: CGPoint?, time: CFTimeInterval)] = []
    static var context = 0

    func attach(to scrollView: UIScrollView) {
        self.scrollView = scrollView
        scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new, .old], context: &StretchHeader.context)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &StretchHeader.context, keyPath == "contentOffset", let scrollView,
              let offset = change?[.newKey] as? CGPoint else {
            return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        seen.append((offset, scrollView.contentOffset, change?[.oldKey] as? CGPoint, CACurrentMediaTime()))
    }
}

@MainActor
private final class FeedScrollView: UIScrollView {}

/// A model of your own, notifying by hand as KVO-compliant code does.
@MainActor
private final class Download: NSObject {
    var fraction = 0.0 {
        willSet { willChangeValue(forKey: "fraction") }
        didSet { didChangeValue(forKey: "fraction") }
    }
}

/// A model whose property does not notify (not `@objc dynamic`, no will/did calls).
@MainActor
private final class SilentDownload: NSObject {
    var fraction = 0.0
    var name = "photo.heic"
}

@Suite("Key-value observing: told inside the setter, without the Objective-C runtime", .expectsProblems)
@MainActor
struct KeyValueObservingTests {
    @Test("observeValue(forKeyPath:…) is called inside the setter at each 240 Hz step of a scripted drag, with new and old values")
    func observeValueDuringADrag() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let scrollView = FeedScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        window.addSubview(scrollView)
        let header = StretchHeader(frame: .zero)
        header.attach(to: scrollView)
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.1)
            clock.drag(scrollView, to: CGPoint(x: 0, y: 60), duration: 0.05)
            clock.endDrag(scrollView)
            clock.wait(0.1)
        }
        // 0.05 s at 240 Hz: 12 steps of 5 points.
        #expect(header.seen.count == 12)
        #expect(header.seen.allSatisfy { $0.told == $0.actual }, "told inside the setter: the value is already the new one")
        #expect(header.seen.first.map { abs($0.told.y - 5) < 0.001 } == true, "a twelfth of the way (the tick on the microsecond grid)")
        #expect(header.seen.first?.old == .zero)
        #expect(header.seen.last?.told == CGPoint(x: 0, y: 60))
        #expect(header.seen.first.map { abs($0.time - (0.1 + 1.0 / 240)) < 1e-6 } == true)
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        scrollView.removeObserver(header, forKeyPath: "contentOffset", context: &StretchHeader.context)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(header.seen.count == 12, "removed")
    }

    @Test("observe(\\.contentOffset) on a subclass: .initial, .new and .old; invalidate() and the token's end stop it")
    func observeKeyPath() {
        let scrollView = FeedScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var changes: [(new: CGPoint?, old: CGPoint?)] = []
        var observation: NSKeyValueObservation? = scrollView.observe(\.contentOffset, options: [.initial, .new, .old]) { _, change in
            changes.append((change.newValue, change.oldValue))
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 20)
        scrollView.contentOffset = CGPoint(x: 0, y: 20)
        #expect(changes.count == 3, "the initial value, then every set, even of the same value, as KVO does")
        #expect(changes[0].new == .zero && changes[0].old == nil)
        #expect(changes[1].new == CGPoint(x: 0, y: 20) && changes[1].old == .zero)
        observation?.invalidate()
        scrollView.contentOffset = .zero
        #expect(changes.count == 3)
        observation = scrollView.observe(\.contentOffset) { _, _ in changes.append((nil, nil)) }
        scrollView.contentOffset = CGPoint(x: 0, y: 5)
        #expect(changes.count == 4)
        observation = nil
        scrollView.contentOffset = CGPoint(x: 0, y: 6)
        #expect(changes.count == 4, "the observation ends with its token")
    }

    @Test(".prior tells before the change, with the old value, then after")
    func prior() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var told: [(prior: Bool, old: CGFloat?, new: CGFloat?, alphaThen: CGFloat)] = []
        let observation = view.observe(\.alpha, options: [.prior, .old, .new]) { view, change in
            told.append((change.isPrior, change.oldValue, change.newValue, view.alpha))
        }
        view.alpha = 0.5
        #expect(told.count == 2)
        #expect(told[0].prior && told[0].old == 1 && told[0].new == nil && told[0].alphaThen == 1)
        #expect(!told[1].prior && told[1].old == 1 && told[1].new == 0.5 && told[1].alphaThen == 0.5)
        observation.invalidate()
    }

    @Test("A gesture recognizer's state, a refresh control's isRefreshing, a control's isSelected, a layer's position")
    func uikitProperties() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let pan = UIPanGestureRecognizer { _ in }
        view.addGestureRecognizer(pan)
        var states: [UIGestureRecognizer.State] = []
        let stateObservation = pan.observe(\.state, options: .new) { _, change in change.newValue.map { states.append($0) } }
        _ = window.record(duration: 0.5) { clock in
            clock.pan(view, by: CGPoint(x: 10, y: 0), duration: 1.0 / 240)
            clock.endPan(view)
        }
        #expect(states == [.began, .ended, .possible])
        stateObservation.invalidate()

        let refresh = UIRefreshControl()
        var refreshing: [Bool] = []
        let refreshObservation = refresh.observe(\.isRefreshing, options: .new) { _, change in change.newValue.map { refreshing.append($0) } }
        refresh.beginRefreshing()
        refresh.endRefreshing()
        #expect(refreshing == [true, false])
        refreshObservation.invalidate()

        let button = UIButton(type: .system)
        var selected: [Bool] = []
        let selectedObservation = button.observe(\.isSelected, options: .new) { _, change in change.newValue.map { selected.append($0) } }
        button.isSelected = true
        #expect(selected == [true])
        selectedObservation.invalidate()

        let layer = CALayer()
        var positions: [CGPoint] = []
        let positionObservation = layer.observe(\.position, options: .new) { _, change in change.newValue.map { positions.append($0) } }
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        #expect(positions == [CGPoint(x: 20, y: 20)], "frame sets position: its observers are told")
        positionObservation.invalidate()
    }

    @Test("willChangeValue/didChangeValue tell the observers of a property of your own")
    func ownProperty() {
        let download = Download()
        var fractions: [Double] = []
        let observation = download.observe(\.fraction, options: [.new]) { _, change in change.newValue.map { fractions.append($0) } }
        download.fraction = 0.25
        download.fraction = 0.5
        #expect(fractions == [0.25, 0.5])
        observation.invalidate()
    }

    @Test("An observed property of your own that changes with no notification is a problem at the recording's end; one that did not change is not")
    func missedChange() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let download = SilentDownload()
        var told = 0
        let fractionObservation = download.observe(\.fraction, options: [.new]) { _, _ in told += 1 }
        let nameObservation = download.observe(\.name) { _, _ in told += 1 }
        defer { fractionObservation.invalidate(); nameObservation.invalidate() }
        let timeline = window.record(duration: 0.5) { clock in
            clock.wait(0.2)
            download.fraction = 0.75
        }
        #expect(told == 0)
        #expect(timeline.problems.count == 1)
        #expect(timeline.problems.first?.contains("a key path of SilentDownload (a Double) observed with observe(_:options:changeHandler:) changed from 0.0 to 0.75 and no observer was told") == true)
    }

    @Test("value(forKey:) and value(forKeyPath:) read by Objective-C name, and Core Animation's transform key paths")
    func keyValueCoding() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.layer.cornerRadius = 6
        view.isHidden = true
        view.layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        #expect(view.value(forKey: "hidden") as? Bool == true)
        #expect(view.value(forKey: "center") as? CGPoint == CGPoint(x: 20, y: 10))
        #expect(view.value(forKeyPath: "layer.cornerRadius") as? CGFloat == 6)
        let angle = (view.layer.value(forKeyPath: "transform.rotation.z") as? NSNumber)?.doubleValue
        #expect(angle.map { abs($0 - .pi / 6) < 1e-12 } == true)
        #expect((view.layer.value(forKeyPath: "bounds.size.width") as? NSNumber)?.doubleValue == 40)
        #expect(Download().value(forKey: "fraction") as? Double == 0, "a stored property of your own, by reflection")
        #expect(view.value(forKey: "noSuchKey") == nil)
    }

    @Test("An observer that cannot get observeValue, and a notification nobody handles, are problems")
    func problems() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let watcher = UIView(frame: .zero)
        window.addSubview(view)
        let timeline = window.record(duration: 0.1) { _ in
            view.addObserver(Download(), forKeyPath: "frame", options: .new, context: nil)
            view.addObserver(watcher, forKeyPath: "frame", options: .new, context: nil)
            view.frame = CGRect(x: 1, y: 1, width: 10, height: 10)
            view.removeObserver(watcher, forKeyPath: "frame")
        }
        let problems = timeline.problems.joined(separator: "\n")
        #expect(problems.contains("Download cannot get observeValue(forKeyPath:of:change:context:)"), "\(problems)")
        #expect(problems.contains("UIView observes 'frame' but does not override observeValue"), "\(problems)")
    }
}
