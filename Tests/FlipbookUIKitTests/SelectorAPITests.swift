import Testing
import UIKit

/// A view as iOS code writes it: every API that takes a selector, with the selectors FlipbookPort
/// writes for `#selector(…)`.
@MainActor
private final class Ticker: UIView {
    var pans: [(time: CFTimeInterval, state: UIGestureRecognizer.State)] = []
    var refreshes: [CFTimeInterval] = []
    var timerFires: [(time: CFTimeInterval, info: String?)] = []
    var notes: [(time: CFTimeInterval, name: String)] = []
    var performed: [(time: CFTimeInterval, argument: String?)] = []

    func didPan(_ pan: UIPanGestureRecognizer) { pans.append((CACurrentMediaTime(), pan.state)) }
    func step(_ link: CADisplayLink) { refreshes.append(link.timestamp) }
    func tick(_ timer: Timer) {
        timerFires.append((CACurrentMediaTime(), timer.userInfo as? String))
        if timer.userInfo as? String == "toast" { timer.invalidate() }
    }
    func keyboardWillShow(_ note: NSNotification) { notes.append((CACurrentMediaTime(), note.name.rawValue)) }
    func flash(_ word: NSString?) { performed.append((CACurrentMediaTime(), word.map { $0 as String })) }
}

/// A controller whose action a button with a nil target reaches through the responder chain.
@MainActor
private final class ComposeController: UIViewController {
    var sent: [Any?] = []
    func send(_ sender: Any?) { sent.append(sender) }
}

@Suite("Every API that takes a selector, on the virtual clock")
@MainActor
struct SelectorAPITests {
    private func scene() -> (UIWindow, Ticker) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let ticker = Ticker(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(ticker)
        return (window, ticker)
    }

    @Test("UIPanGestureRecognizer(target:action:) sends the recognizer at each scripted state change")
    func gestureTargetAction() {
        let (window, ticker) = scene()
        let pan = UIPanGestureRecognizer(target: ticker, action: Selector("didPan:", Ticker.didPan(_:)))
        ticker.addGestureRecognizer(pan)
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.25)
            clock.pan(ticker, by: CGPoint(x: 40, y: 0), duration: 1.0 / 120)   // two 240 Hz ticks
            clock.endPan(ticker)
            pan.removeTarget(ticker, action: nil)
            clock.pan(ticker, by: CGPoint(x: 40, y: 0), duration: 0.1)
            clock.endPan(ticker)
        }
        #expect(ticker.pans.map(\.state) == [.began, .changed, .ended], "nothing once removed")
        #expect(abs(ticker.pans[0].time - (0.25 + 1.0 / 240)) < 1e-6, "the first 240 Hz tick, on the clock's microsecond grid")
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
    }

    @Test("CADisplayLink(target:selector:) fires at each 60 Hz refresh and lets go of its target when invalidated")
    func displayLinkTarget() {
        let (window, ticker) = scene()
        weak var released: Ticker?
        var link: CADisplayLink?
        _ = window.record(duration: 0.1) { clock in
            link = CADisplayLink(target: ticker, selector: Selector("step:", Ticker.step(_:)))
            link?.add(to: .main, forMode: .common)
            clock.wait(0.05)
            link?.invalidate()
            clock.wait(0.05)
        }
        #expect(ticker.refreshes.map { ($0 * 60).rounded() } == [1, 2, 3])
        do {
            let other = Ticker(frame: .zero)
            released = other
            let held = CADisplayLink(target: other, selector: Selector("step:", Ticker.step(_:)))
            #expect(released != nil, "retained until invalidated, as on iOS")
            held.invalidate()
            link = held
        }
        #expect(released == nil)
    }

    @Test("Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:) fires on the clock with its userInfo; Timer(timeInterval:target:…) when added")
    func timers() {
        let (window, ticker) = scene()
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.1)
            let repeating = Timer.scheduledTimer(timeInterval: 0.2, target: ticker, selector: Selector("tick:", Ticker.tick(_:)),
                                                 userInfo: "every", repeats: true)
            let once = Timer(timeInterval: 0.15, target: ticker, selector: Selector("tick:"), userInfo: nil, repeats: false)
            RunLoop.main.add(once, forMode: .common)
            // Toast-Swift's form: the toast rides in userInfo and the method reads it back.
            let withInfo = Timer(timeInterval: 0.5, target: ticker, selector: Selector("tick:"), userInfo: "toast", repeats: true)
            RunLoop.main.add(withInfo, forMode: .common)
            clock.wait(0.55)
            repeating.invalidate()
            clock.wait(0.3)
        }
        let fires = ticker.timerFires.map { (($0.time * 1000).rounded(), $0.info) }
        #expect(fires.map(\.0) == [250, 300, 500, 600])
        #expect(fires.map(\.1) == [nil, "every", "every", "toast"], "a repeating timer invalidated through its stand-in fires once")
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
    }

    @Test("addObserver(_:selector:name:object:) calls the method inside post, until removeObserver")
    func notifications() {
        let (window, ticker) = scene()
        let name = Notification.Name("UIKeyboardWillShowNotification")
        NotificationCenter.default.addObserver(ticker, selector: Selector("keyboardWillShow:", Ticker.keyboardWillShow(_:)), name: name, object: nil)
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.2)
            NotificationCenter.default.post(name: name, object: nil)
            #expect(ticker.notes.count == 1, "synchronously, inside post")
            NotificationCenter.default.post(name: Notification.Name("Other"), object: nil)
            clock.wait(0.2)
            NotificationCenter.default.removeObserver(ticker)
            NotificationCenter.default.post(name: name, object: nil)
        }
        #expect(ticker.notes.map { ($0.time * 1000).rounded() } == [200])
        #expect(ticker.notes.first?.name == name.rawValue)
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
    }

    @Test("perform(_:with:afterDelay:) runs on the clock, in order; cancelPreviousPerformRequests cancels by target, selector and argument")
    func delayedPerform() {
        let (window, ticker) = scene()
        let flash = Selector("flash:", Ticker.flash(_:))
        let timeline = window.record(duration: 1) { clock in
            ticker.perform(flash, with: "now" as NSString, afterDelay: 0)
            #expect(ticker.performed.isEmpty, "a delay of 0 waits for the run loop's next turn")
            ticker.perform(flash, with: "a" as NSString, afterDelay: 0.3)
            ticker.perform(flash, with: "b" as NSString, afterDelay: 0.3)
            ticker.perform(flash, with: "c" as NSString, afterDelay: 0.5)
            ticker.perform(flash, with: "d" as NSString, afterDelay: 0.6)
            NSObject.cancelPreviousPerformRequests(withTarget: ticker, selector: flash, object: "b" as NSString)
            clock.wait(0.4)
            NSObject.cancelPreviousPerformRequests(withTarget: ticker)
            clock.wait(0.4)
        }
        #expect(ticker.performed.map(\.argument) == ["now", "a"])
        #expect(ticker.performed.map { ($0.time * 1000).rounded() } == [0, 300])
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
    }

    @Test("An action with a nil target goes up the responder chain, view → controller, to the first that has the method", .expectsProblems)
    func responderChain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = ComposeController()
        window.rootViewController = controller
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 44)
        container.addSubview(button)
        controller.view.addSubview(container)
        _ = Selector("send:", ComposeController.send(_:))
        button.addTarget(nil, action: Selector("send:"), for: .touchUpInside)
        #expect(button.next === container && container.next === controller.view && controller.view.next === controller)
        #expect(controller.next === window && window.next === UIApplication.shared && UIApplication.shared.next == nil)
        #expect(button.target(forAction: Selector("send:"), withSender: nil) as AnyObject? === controller)
        let timeline = window.record(duration: 0.5) { clock in
            clock.tap(button)
            clock.wait(0.2)
        }
        #expect(controller.sent.count == 1 && controller.sent.first as AnyObject? === button)
        #expect(UIApplication.shared.sendAction(Selector("send:"), to: nil, from: container, for: nil))
        #expect(controller.sent.count == 2)
        #expect(!UIApplication.shared.sendAction(Selector("send:"), to: nil, from: nil, for: nil), "no sender, no first responder: nobody")
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
    }

    @Test("A nil-targeted action starts at the first responder: the keyboard-dismissing resignFirstResponder sent from nobody ends the editing")
    func firstResponderFirst() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        window.addSubview(field)
        _ = Selector("resignFirstResponder", UIResponder.resignFirstResponder)
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        #expect(UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
        #expect(!field.isFirstResponder && !field.isEditing)
    }
}

/// The weak proxy libraries give a display link so it does not retain its view, as FlipbookPort
/// rewrites it (no `override`; conforming to `NSObjectMessageForwarding`).
private final class WeakProxy: NSObject, NSObjectMessageForwarding {
    weak var target: NSObjectProtocol?
    init(_ target: NSObjectProtocol) { self.target = target }
    func forwardingTarget(for aSelector: Selector!) -> Any? { target }
}

@Suite("Message forwarding")
@MainActor
struct MessageForwardingTests {
    @Test("A display link through a weak proxy reaches the view, lets it go, and then does nothing")
    func weakProxy() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var view: Ticker? = Ticker(frame: .zero)
        weak let released = view
        let link = CADisplayLink(target: WeakProxy(view!), selector: Selector("step:", Ticker.step(_:)))
        let timeline = window.record(duration: 0.2) { clock in
            link.add(to: .main, forMode: .common)
            clock.wait(0.05)
            #expect(view?.refreshes.count == 3)
            view = nil
            #expect(released == nil, "the proxy holds it weakly")
            clock.wait(0.05)
        }
        link.invalidate()
        #expect(timeline.problems.isEmpty, "a message to a proxy whose object has gone is dropped, as a message to nil: \(timeline.problems)")
    }
}
