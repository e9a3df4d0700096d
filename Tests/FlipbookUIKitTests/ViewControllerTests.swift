import Foundation
import Testing
import FlipbookScene
@testable import FlipbookUIKit

/// A controller that writes down its callbacks, with the virtual time of each.
final class LoggingController: UIViewController {
    let name: String
    var log: [String]
    private let shared: (String) -> Void

    init(_ name: String, log shared: @escaping (String) -> Void) {
        self.name = name
        self.log = []
        self.shared = shared
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    private func note(_ event: String) {
        log.append(event)
        shared("\(name).\(event)@\(String(format: "%.2f", CACurrentMediaTime()))")
    }

    override func viewDidLoad() { note("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { note("viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
    override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) { note("willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { note("didMove(\(parent == nil ? "nil" : "parent"))") }
}

/// A custom presentation as apps write one: the sheet slides up from the bottom in 0.3 s, and
/// fades out in 0.2 s when dismissed.
final class SlideUpTransitions: NSObject, UIViewControllerTransitioningDelegate {
    final class SlideUp: NSObject, UIViewControllerAnimatedTransitioning {
        var ended: [Bool] = []
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to), let toController = transitionContext.viewController(forKey: .to) else { return }
            let final = transitionContext.finalFrame(for: toController)
            toView.frame = final.offsetBy(dx: 0, dy: final.height)
            transitionContext.containerView.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
                toView.frame = final
            }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    final class FadeOut: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let fromView = transitionContext.view(forKey: .from) else { return transitionContext.completeTransition(true) }
            UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { fromView.alpha = 0 },
                           completion: { _ in transitionContext.completeTransition(true) })
        }
    }

    let slideUp = SlideUp()
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { slideUp }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { FadeOut() }
}

@Suite("View controllers", .expectsProblems)
@MainActor
struct ViewControllerTests {
    @Test("A root controller loads its view, appears with its window's recording, lays out, then did-appears at time 0")
    func rootAppearance() {
        var events: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let root = LoggingController("root") { events.append($0) }
        window.rootViewController = root
        #expect(events == ["root.viewDidLoad@0.00"], "the view loads when the window takes it; nothing shows yet")
        #expect(root.view.frame == window.bounds && root.view.superview === window)
        window.makeKeyAndVisible()
        _ = window.record(duration: 0.1) { clock in clock.wait(0.1) }
        #expect(events == ["root.viewDidLoad@0.00", "root.viewWillAppear@0.00", "root.viewIsAppearing@0.00",
                           "root.viewWillLayoutSubviews@0.00", "root.viewDidLayoutSubviews@0.00", "root.viewDidAppear@0.00"])
        #expect(window.isKeyWindow)
    }

    @Test("A custom slide-up presentation and fade-out dismissal run at their animators' times; appearance and completions at the ends")
    func customPresentation() throws {
        var events: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let root = LoggingController("root") { events.append($0) }
        window.rootViewController = root
        root.view.accessibilityIdentifier = "rootView"
        let sheet = LoggingController("sheet") { events.append($0) }
        sheet.modalPresentationStyle = .fullScreen
        let transitions = SlideUpTransitions()
        sheet.transitioningDelegate = transitions
        sheet.loadViewIfNeeded()
        sheet.view.accessibilityIdentifier = "sheet"
        sheet.view.backgroundColor = .systemBlue
        let timeline = window.record(duration: 1.5) { clock in
            events.removeAll()
            clock.wait(0.5)
            root.present(sheet, animated: true) { events.append("presented@\(String(format: "%.2f", CACurrentMediaTime()))") }
            #expect(sheet.isBeingPresented && root.presentedViewController === sheet && sheet.presentingViewController === root)
            clock.wait(0.5)
            sheet.dismiss(animated: true) { events.append("dismissed@\(String(format: "%.2f", CACurrentMediaTime()))") }
            clock.wait(0.5)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(events == [
            "sheet.viewWillAppear@0.50", "sheet.viewIsAppearing@0.50", "root.viewWillDisappear@0.50",
            "sheet.viewWillLayoutSubviews@0.50", "sheet.viewDidLayoutSubviews@0.50",
            "sheet.viewDidAppear@0.80", "root.viewDidDisappear@0.80", "presented@0.80",
            "sheet.viewWillDisappear@1.00", "root.viewWillAppear@1.00", "root.viewIsAppearing@1.00",
            "root.viewWillLayoutSubviews@1.00", "root.viewDidLayoutSubviews@1.00",
            "sheet.viewDidDisappear@1.20", "root.viewDidAppear@1.20", "dismissed@1.20",
        ], "\(events)")
        // The sheet's centre rises from 450 (a height below) to 150 over 0.3 s, linearly.
        func y(_ time: Double) -> Double { timeline.number("position.y", at: time, layer: "sheet") }
        #expect(near(y(0.5), 450) && near(y(0.65), 300) && near(y(0.8), 150))
        #expect(near(timeline.number("opacity", at: 1.1, layer: "sheet"), 0.5), "fading out")
        #expect(transitions.slideUp.ended == [true])
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil && !root.view.isHidden)
        #expect(timeline.value(ofLayer: "rootView", at: LayerKeyPath("hidden")!, time: 0.9) == .bool(true), "covered, it is hidden")
        #expect(timeline.value(ofLayer: "rootView", at: LayerKeyPath("hidden")!, time: 1.1) == .bool(false))
    }

    @Test("UIKit's own cover-vertical presentation slides the sheet up over 0.5 s and leaves the presenter's view beneath for a sheet style")
    func coverVertical() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let root = UIViewController()
        window.rootViewController = root
        let sheet = UIViewController()
        sheet.view.accessibilityIdentifier = "sheet"
        var done: Double?
        let timeline = window.record(duration: 1) { clock in
            root.present(sheet, animated: true) { done = CACurrentMediaTime() }
        }
        #expect(done == 0.5)
        func y(_ time: Double) -> Double { timeline.number("position.y", at: time, layer: "sheet") }
        #expect(near(y(0), 450) && y(0.25) < 300 && y(0.25) > 150 && near(y(0.5), 150))
        #expect(root.view.window === window, "a sheet leaves the presenter's view in the window")
    }

    @Test("Content pinned to the safe area of a controller with additionalSafeAreaInsets sits inside them")
    func safeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let root = UIViewController()
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        window.rootViewController = root
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(content)
        let guide = root.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor), content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor), content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        _ = window.record(duration: 0.2) { clock in
            clock.wait(0.1)
            root.additionalSafeAreaInsets.top = 20
            clock.wait(0.1)
        }
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        #expect(content.frame == CGRect(x: 0, y: 20, width: 200, height: 246))
        #expect(content.safeAreaInsets == .zero, "inside the safe area, a view has none of its own")
    }

    @Test("Children: addChild calls willMove, removeFromParent calls didMove(nil); a child's view added to a showing window appears")
    func children() {
        var events: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let parent = LoggingController("parent") { events.append($0) }
        window.rootViewController = parent
        let child = LoggingController("child") { events.append($0) }
        _ = window.record(duration: 0.2) { clock in
            clock.wait(0.1)
            events.removeAll()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            clock.wait(0.05)
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        #expect(events.filter { $0.hasPrefix("child.") && !$0.contains("Layout") } == [
            "child.willMove(parent)@0.10", "child.viewDidLoad@0.10", "child.viewWillAppear@0.10", "child.viewIsAppearing@0.10",
            "child.viewDidAppear@0.10", "child.didMove(parent)@0.10",
            "child.willMove(nil)@0.15", "child.viewWillDisappear@0.15", "child.viewDidDisappear@0.15", "child.didMove(nil)@0.15",
        ], "\(events)")
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test("Presenting twice, from a controller in no window, or with an animator that never completes: problems, no crash or hang")
    func badPresentations() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let root = UIViewController()
        window.rootViewController = root
        final class Stuck: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        }
        let stuck = Stuck()
        let first = UIViewController(), second = UIViewController()
        first.transitioningDelegate = stuck
        var completions = 0
        let timeline = window.record(duration: 0.5) { _ in
            root.present(first, animated: true) { completions += 1 }
            root.present(second, animated: true) { completions += 1 }
            UIViewController().present(UIViewController(), animated: false)
        }
        #expect(completions == 0)
        #expect(timeline.problems.contains { $0.contains("which is already presenting UIViewController; nothing is presented") })
        #expect(timeline.problems.contains { $0.contains("whose view is not in the window hierarchy") })
        #expect(timeline.problems.contains { $0.contains("never ended: its animator did not call completeTransition(_:)") })
        #expect(timeline.problems.allSatisfy(Timeline.isWarning))
    }

    @Test("A presented controller dims its presenter alongside the transition from viewWillAppear; the coordinator's completion runs at the end")
    func alongsideTransition() {
        final class Dimmer: UIViewController {
            var ended: Double?
            override func viewWillAppear(_ animated: Bool) {
                let presenter = presentingViewController
                transitionCoordinator?.animate(alongsideTransition: { _ in presenter?.view.alpha = 0.5 },
                                               completion: { [unowned self] context in ended = context.isCancelled ? -1 : CACurrentMediaTime() })
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let root = UIViewController()
        root.view.accessibilityIdentifier = "rootView"
        window.rootViewController = root
        let sheet = Dimmer()
        sheet.modalTransitionStyle = .crossDissolve
        let timeline = window.record(duration: 1) { _ in root.present(sheet, animated: true) }
        // Cross-dissolve takes 0.4 s: the alongside animation has the same length.
        #expect(sheet.ended == 0.4)
        #expect(near(timeline.number("opacity", at: 0.2, layer: "rootView"), 0.75))
        #expect(root.transitionCoordinator == nil, "none once the transition has ended")
    }

    @Test("A presentation controller animates its dimming view through the transition coordinator from presentationTransitionWillBegin, as Apple's pattern does")
    func dimmingFromThePresentationController() {
        final class Dimming: UIPresentationController {
            let dimming = UIView()
            var hadCoordinator = false
            override func presentationTransitionWillBegin() {
                guard let container = containerView else { return }
                dimming.accessibilityIdentifier = "dimming"
                dimming.backgroundColor = .black
                dimming.frame = container.bounds
                dimming.alpha = 0
                container.insertSubview(dimming, at: 0)
                hadCoordinator = presentedViewController.transitionCoordinator != nil
                presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0.4 })
            }
        }
        final class Custom: NSObject, UIViewControllerTransitioningDelegate {
            var presentation: Dimming?
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
                presentation = Dimming(presentedViewController: presented, presenting: presenting)
                return presentation
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let root = UIViewController()
        window.rootViewController = root
        let sheet = UIViewController()
        let custom = Custom()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = custom
        let timeline = window.record(duration: 1) { _ in root.present(sheet, animated: true) }
        #expect(custom.presentation?.hadCoordinator == true)
        // UIKit's cover-vertical animator takes 0.5 s; the alongside block runs on ease-in-ease-out
        // over the same 0.5 s, so the dimming is half-way (0.2) at 0.25 s and 0.4 from 0.5 s.
        #expect(near(timeline.number("opacity", at: 0.25, layer: "dimming"), 0.2, 1e-6))
        #expect(near(timeline.number("opacity", at: 0.6, layer: "dimming"), 0.4, 1e-6))
    }

    /// A card dismissed by a finger: its animator slides it down in 0.4 s; while `isDragging`,
    /// a percent-driven interaction controller drives it.
    final class DragToDismiss: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        let interaction = UIPercentDrivenInteractiveTransition()
        var isDragging = false
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let card = transitionContext.view(forKey: .from) else { return }
            let start = card.frame
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { card.frame.origin.y += start.height },
                           completion: { _ in
                               if transitionContext.transitionWasCancelled { card.frame = start }
                               transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                           })
        }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            isDragging ? interaction : nil
        }
    }

    @Test("An interactive dismissal scrubbed, cancelled (the card runs back, stays presented), scrubbed again and finished")
    func interactiveDismissal() {
        var events: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let root = LoggingController("root") { events.append($0) }
        window.rootViewController = root
        let card = LoggingController("card") { events.append($0) }
        card.modalPresentationStyle = .fullScreen
        let dragging = DragToDismiss()
        card.transitioningDelegate = dragging
        card.loadViewIfNeeded()
        card.view.accessibilityIdentifier = "card"
        var dismissed: [Double] = []
        let timeline = window.record(duration: 2) { clock in
            root.present(card, animated: false)
            clock.wait(0.2)
            events.removeAll()
            dragging.isDragging = true
            card.dismiss(animated: true) { dismissed.append(CACurrentMediaTime()) }
            #expect(card.transitionCoordinator?.isInteractive == true)
            clock.wait(0.1)
            dragging.interaction.update(0.25)
            clock.wait(0.1)
            dragging.interaction.update(0.5)
            clock.wait(0.1)
            dragging.interaction.cancel()     // 0.2 s back to the start, at 0.7 s
            clock.wait(0.5)
            #expect(root.presentedViewController === card, "a cancelled dismissal leaves it presented")
            card.dismiss(animated: true) { dismissed.append(CACurrentMediaTime()) }
            clock.wait(0.1)
            dragging.interaction.update(0.6)
            clock.wait(0.1)
            dragging.interaction.finish()     // the last 0.16 s, ending at 1.36 s
            clock.wait(0.6)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        func y(_ time: Double) -> Double { timeline.number("position.y", at: time, layer: "card") }
        #expect(near(y(0.25), 150) && near(y(0.35), 225) && near(y(0.45), 300), "scrubbed: a quarter, then half of 300 down")
        #expect(y(0.6) < 300 && y(0.6) > 150 && near(y(0.75), 150), "let go, it runs back up")
        #expect(near(y(1.15), 330), "scrubbed again to 60 %")
        #expect(dismissed.count == 1 && abs(dismissed[0] - 1.36) < 1e-6, "\(dismissed)")
        #expect(root.presentedViewController == nil)
        #expect(events.filter { !$0.contains("Layout") } == [
            "card.viewWillDisappear@0.20", "root.viewWillAppear@0.20", "root.viewIsAppearing@0.20",
            "card.viewWillAppear@0.70", "card.viewIsAppearing@0.70", "root.viewWillDisappear@0.70",
            "card.viewDidAppear@0.70", "root.viewDidDisappear@0.70",  // cancelled: each side back
            "card.viewWillDisappear@1.00", "root.viewWillAppear@1.00", "root.viewIsAppearing@1.00",
            "card.viewDidDisappear@1.36", "root.viewDidAppear@1.36",
        ], "\(events)")
    }

    /// A dismissal animator that hands out one property animator for interactive use.
    final class InterruptibleSlide: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        let interaction = UIPercentDrivenInteractiveTransition()
        private var running: UIViewPropertyAnimator?
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            interruptibleAnimator(using: transitionContext).startAnimation()
        }
        func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            if let running { return running }
            let card = transitionContext.view(forKey: .from)!
            let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { card.frame.origin.y += card.frame.height }
            animator.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
            running = animator
            return animator
        }
        func animationEnded(_ transitionCompleted: Bool) { running = nil }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }
    }

    @Test("An interactive dismissal through the animator's interruptible property animator; the coordinator is told when it is let go")
    func interruptibleAnimator() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let root = UIViewController()
        window.rootViewController = root
        let card = UIViewController()
        card.modalPresentationStyle = .overFullScreen
        let slide = InterruptibleSlide()
        card.transitioningDelegate = slide
        card.view.accessibilityIdentifier = "card"
        var letGo: [Double] = []
        var done: Double?
        let timeline = window.record(duration: 1) { clock in
            root.present(card, animated: false)
            card.dismiss(animated: true) { done = CACurrentMediaTime() }
            card.transitionCoordinator?.notifyWhenInteractionChanges { context in letGo.append(context.isCancelled ? -1 : CACurrentMediaTime()) }
            clock.wait(0.1)
            slide.interaction.update(0.5)
            clock.wait(0.1)
            slide.interaction.finish()
            clock.wait(0.5)
        }
        #expect(near(timeline.number("position.y", at: 0.15, layer: "card"), 300))
        #expect(letGo == [0.2] && done.map { abs($0 - 0.4) < 1e-6 } == true, "\(letGo) \(String(describing: done))")
        #expect(root.presentedViewController == nil)
    }

    @Test("transition(from:to:) swaps two children's views with the options' animation; their appearance ends with it")
    func childTransition() {
        var events: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let parent = UIViewController()
        window.rootViewController = parent
        let first = LoggingController("first") { events.append($0) }, second = LoggingController("second") { events.append($0) }
        for child in [first, second] { parent.addChild(child) }
        parent.view.addSubview(first.view)
        first.view.frame = CGRect(x: 0, y: 50, width: 200, height: 100)
        var finished: Double?
        _ = window.record(duration: 1) { clock in
            clock.wait(0.1)
            events.removeAll()
            parent.transition(from: first, to: second, duration: 0.3, options: [.transitionCrossDissolve], animations: nil) { _ in
                finished = CACurrentMediaTime()
            }
        }
        #expect(finished.map { abs($0 - 0.4) < 1e-6 } == true)
        #expect(second.view.superview === parent.view && first.view.superview == nil && second.view.frame.minY == 50)
        #expect(events.filter { !$0.contains("Layout") && !$0.contains("Load") } == [
            "first.viewWillDisappear@0.10", "second.viewWillAppear@0.10", "second.viewIsAppearing@0.10",
            "first.viewDidDisappear@0.40", "second.viewDidAppear@0.40",
        ], "\(events)")
    }
}
