import Foundation
import FlipbookScene
import FlipbookTiming

/// `UIWindow`: the canvas a recording draws. Its size is the canvas size in points,
/// `UIScreen.main.scale` the frames' scale, and its `backgroundColor` the canvas colour
/// (white when nil).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The recording running in this window.
    private var recordingScene: Scene?
    /// The windows that recording draws (this one and those in front of it).
    private(set) var windowStack: WindowStack?

    /// A window; creating one restarts the generated layer names (`UIView-1`, …), so the ids
    /// of a test's views do not depend on other tests.
    public override init(frame: CGRect) {
        // Not while recording: a window made then (a toast's) joins a scene whose ids are taken.
        if RecordingContext.current == nil { GeneratedNames.reset() }
        super.init(frame: frame)
        UIWindowScene.app.add(self)
    }

    /// A window in `windowScene` (the app's one scene: every window is in it), as large as
    /// the screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
    }

    /// The screen the window shows on: the main screen.
    open var screen: UIScreen { .main }

    /// The scene the window is in: the app's one scene.
    open var windowScene: UIWindowScene? {
        get { UIWindowScene.app }
        set {
            guard newValue !== UIWindowScene.app else { return }
            layer.report("windowScene set to \(newValue == nil ? "nil" : "another scene"): a recording's app has one scene, which keeps every window", isWarning: true)
        }
    }

    /// `UIWindow.Level`: where a window stacks among the others (higher in front).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A level of this value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The app's windows: 0.
        public static let normal = Level(rawValue: 0)
        /// Above the status bar: 1000.
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts: 2000.
        public static let alert = Level(rawValue: 2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Where the window stacks among the app's windows (`.normal` by default): orders
    /// `UIApplication.shared.windows`, and the windows a recording draws in front of the one it
    /// records (see WindowStack.swift).
    open var windowLevel: Level = .normal

    /// Orders the windows of one level: renewed each time the window is shown, which brings it
    /// in front of the others of its level.
    private(set) var stackingStamp = WindowStacking.nextStamp()

    /// Posted when a window becomes the key window.
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being the key window.
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
    /// Posted when a window is shown.
    nonisolated public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window is hidden.
    nonisolated public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The app: the responder after every window.
    open override var next: UIResponder? { UIApplication.shared }

    /// Whether the window is the app's key window (the last one made key with `makeKey()` or
    /// `makeKeyAndVisible()`).
    open var isKeyWindow: Bool { UIWindowScene.app.keyWindow === self }

    /// Whether the window was shown: `makeKeyAndVisible()` or `isHidden = false`.
    private(set) var hasBeenShown = false

    /// Whether the window is on the screen: shown and not hidden since.
    private(set) var isShownOnScreen = false

    /// Whether a recording of this window is running.
    var isRecording: Bool { recordingScene != nil }

    /// Whether the window shows its views: once shown, and while it is recorded. Controllers
    /// whose views are in it appear then.
    var showsContent: Bool { hasBeenShown || recordingScene != nil }

    /// Setting it to false shows the window, as on iOS (where a window starts hidden): it
    /// comes in front of the other windows of its level, its controllers appear, and a
    /// recording running draws it from then if it is in front of the recorded window.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            super.isHidden = newValue
            if !newValue {
                show()
            } else if isShownOnScreen {
                isShownOnScreen = false
                NotificationCenter.default.post(name: Self.didBecomeHiddenNotification, object: self)
            }
        }
    }

    /// Controllers that began appearing with the window and get `viewDidAppear(_:)` at the
    /// next commit (the recording's start, or the next return to the clock).
    private var pendingAppearances: [UIViewController] = []

    /// The controller whose view fills the window. Setting it puts its view in the window,
    /// resized with it; in a showing window the old one disappears and the new one appears.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if oldValue?.viewIfLoaded?.superview === self { oldValue?.view.removeFromSuperview() }
            guard let controller = rootViewController else { return }
            let view: UIView = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            // In a showing window it appears as the window does: will now, did at the commit.
            let showing = showsContent
            if showing { controller.beginAppearance(true, animated: false) }
            insertRootView(view)
            if showing { pendingAppearances.append(controller) }
        }
    }

    private func insertRootView(_ view: UIView) {
        let controller = view.owningController
        controller?.transitionRole = .presented  // keeps automatic forwarding out of it
        insertSubview(view, at: 0)
        controller?.transitionRole = .none
    }

    /// Makes the window the key window and shows it: the controllers whose views are in it
    /// begin appearing now (`viewWillAppear(_:)`, `viewIsAppearing(_:)`) and get
    /// `viewDidAppear(_:)` at the next commit, after a layout pass.
    open func makeKeyAndVisible() {
        if super.isHidden { super.isHidden = false }
        show()
        makeKey()
    }

    /// The window becomes visible: in front of its level's windows, its controllers appear,
    /// and a recording running draws it if it stacks in front of the recorded window.
    private func show() {
        guard !isShownOnScreen else { return }
        if !showsContent { beginAppearances() }
        hasBeenShown = true
        isShownOnScreen = true
        stackingStamp = WindowStacking.nextStamp()
        NotificationCenter.default.post(name: Self.didBecomeVisibleNotification, object: self)
        WindowStack.current?.windowShown(self)
    }

    /// Makes the window the key window: the one before gets `resignKey()`, this one
    /// `becomeKey()`, each with its notification.
    open func makeKey() {
        let scene = UIWindowScene.app
        guard scene.keyWindow !== self else { return }
        let previous = scene.keyWindow
        scene.keyWindow = self
        if let previous {
            previous.resignKey()
            NotificationCenter.default.post(name: Self.didResignKeyNotification, object: previous)
        }
        becomeKey()
        NotificationCenter.default.post(name: Self.didBecomeKeyNotification, object: self)
    }

    /// Called when the window becomes the key window (does nothing by default).
    open func becomeKey() {}

    /// Called when the window stops being the key window (does nothing by default).
    open func resignKey() {}

    /// The window starts showing: its controllers not yet appearing begin to.
    private func beginAppearances() {
        for controller in AppearanceForwarding.controllers(under: self) where controller.appearance == .disappeared {
            controller.beginAppearance(true, animated: false)
            pendingAppearances.append(controller)
        }
    }

    /// Ends the appearance begun with the window: `viewDidAppear(_:)` for each, in order.
    func commitAppearances() {
        let controllers = pendingAppearances
        pendingAppearances = []
        for controller in controllers { controller.endAppearance(animated: false) }
    }

    /// Runs `body` on a virtual clock and returns the timeline of everything it did to the
    /// window's views and layers, from time 0 (when `body` starts) to `duration`.
    ///
    /// - The views and layers as they are before the call are the state at time 0; views
    ///   added inside `body` appear when they are added.
    /// - `clock.wait(_:)` lets virtual time pass, running completions, `CAAnimationDelegate`
    ///   callbacks and `CATransaction` completion blocks at their times, in time order.
    ///   `CACurrentMediaTime()` returns the virtual time. After `body` returns, the recording
    ///   runs on to `duration`.
    /// - `DispatchQueue.main.asyncAfter(deadline:)` and `DispatchQueue.main.async` run on this
    ///   clock (see VirtualTimers.swift), and so do those called in set-up before `record`, and
    ///   display links added then, set-up being time 0; Foundation's `Timer` runs on the real
    ///   clock, and a timer scheduled inside `body` is listed in `Timeline.problems`.
    ///
    /// Something Flipbook cannot model (an animation of a key path it does not know, a value
    /// of the wrong type, a layer moved while recording) is thrown as a `RecordingError` when
    /// `body` can throw (write `{ clock throws in … }` or use `try` inside). A closure that
    /// cannot throw cannot make this function throw either (it rethrows): then the problems
    /// are printed to standard error and listed in `Timeline.problems`, which the golden
    /// assertions fail on.
    public func record<Failure: Error>(
        duration: TimeInterval, _ body: (RecordingClock) throws(Failure) -> Void
    ) throws(Failure) -> Timeline {
        // Dates stand still in set-up and move with the recording's clock until it ends.
        VirtualWallClock.beginRecording()
        defer { VirtualWallClock.endRecording() }
        // Accessibility settings and a text size a test set last for this recording only.
        defer {
            UIAccessibility.resetSettings()
            UITraitCollection.current = .app
        }
        // A window recorded shows: controllers not yet appearing begin to. Then the layout and
        // display passes before time 0 is captured: set-up's constraints place the views, and
        // views that draw themselves draw.
        if !showsContent { beginAppearances() }
        let windows = WindowStack(recording: self)
        let drawingProblems = DrawingProblems.collecting {
            for window in windows.windowsToDraw {
                window.layoutIfNeeded()
                ViewDisplay.displayIfNeeded(in: window)
            }
        }
        let (scene, sceneProblems) = makeScene(duration: duration)
        defer { windows.end() }
        let setupProblems = sceneProblems + windows.start(in: scene)
        do {
            try scene.beginRecording()
        } catch {
            return try Self.finish(scene.failedRecording(setupProblems + [error.message]), as: Failure.self)
        }
        for problem in setupProblems { scene.reportRecordingProblem(problem) }
        // A display link's tick, a timer or a completion that asks for a redraw is drawn at
        // that instant, as the run loop turn it runs in ends on iOS (layout stays with the
        // passes `record`, `clock.wait` and `layoutIfNeeded()` run).
        scene.actionDidRun = { windows.turnEnded() }
        defer { scene.actionDidRun = nil }
        recordingScene = scene
        windowStack = windows
        defer { windowStack = nil }
        defer { recordingScene = nil }
        let context = RecordingContext(scene: scene)
        RecordingContext.with(context) {
            DrawingProblems.list(drawingProblems)
            // What set-up scheduled on the main queue and the display links it added run on
            // this clock, set-up being time 0.
            SetUpWork.start(in: scene)
            // viewDidAppear(_:) at time 0, inside the recording: what it starts is recorded.
            windows.windows.forEach { $0.commitAppearances() }
        }
        do {
            try RecordingContext.with(context) { () throws(Failure) in try body(RecordingClock(scene: scene, window: self)) }
        } catch {
            // `body` threw: the recording is abandoned and its error passes through.
            scene.abandonRecording()
            throw error
        }
        let timeline = RecordingContext.with(context) {
            windows.windows.forEach { $0.layoutIfNeeded() }
            windows.windows.forEach(ViewDisplay.displayIfNeeded(in:))
            context.returnToClock()
            scene.advanceRecording(to: max(scene.now, duration))
            context.returnToClock()
            ModalTransition.reportUnfinished()
            KeyValueObserving.reportMissedChanges()
            return scene.endRecording()
        }
        return try Self.finish(timeline, as: Failure.self)
    }

    /// Throws a timeline's problems when the caller's closure type lets this function throw;
    /// otherwise prints them and returns the timeline, which lists them in `problems`.
    private static func finish<Failure: Error>(_ timeline: Timeline, as _: Failure.Type) throws(Failure) -> Timeline {
        guard !timeline.problems.isEmpty else { return timeline }
        let errors = timeline.problems.filter { !Timeline.isWarning($0) }
        if !errors.isEmpty, let thrown = RecordingError(message: errors.joined(separator: "\n")) as? Failure {
            throw thrown
        }
        for problem in timeline.problems { ProblemOutput.print(problem) }
        return timeline
    }

    /// The scene a recording writes: the window's canvas, and its subviews' layers as the
    /// top-level layers with their current ids. Problems found on layers before the recording
    /// (an animation added during set-up that cannot be modelled) come back to be reported.
    private func makeScene(duration: TimeInterval) -> (Scene, [String]) {
        let background = backgroundColor?.cgColor.color ?? .white
        let canvas = Canvas(width: Double(bounds.width), height: Double(bounds.height),
                            scale: Double(UIScreen.main.scale), background: background)
        let scene = Scene(name: "recording", canvas: canvas, duration: duration)
        var problems: [String] = []
        for view in subviews {
            for layer in view.layer.subtree {
                layer.updateID()
                problems += layer.pendingProblems
                layer.pendingProblems = []
            }
            scene.addLayer(view.layer.engine)
        }
        for layer in layer.sublayers ?? [] where layer.hostView == nil {
            problems.append("layer '\(layer.engine.id)' is a sublayer of the window's own layer, which a recording does not hold: it is not drawn (add it to a view's layer)")
        }
        return (scene, problems)
    }

    /// Top-level views added or moved during a recording go into the scene at their place.
    override func attach(_ view: UIView, at position: Int) {
        super.attach(view, at: position)
        guard let recordingScene else { return }
        view.layer.updateTreeIDs()
        recordingScene.insertLayer(view.layer.engine, at: position)
        view.layer.reportPendingProblems()
    }
}

/// What a recording could not model.
public struct RecordingError: Error, CustomStringConvertible, Equatable {
    /// The problem, naming the layer and what it was asked to do.
    public let message: String
    public var description: String { message }
}

/// The virtual clock of a recording (`window.record`'s argument).
@preconcurrency @MainActor
public final class RecordingClock {
    let scene: Scene
    /// The window recorded, laid out each time the code returns to the clock.
    private(set) weak var window: UIWindow?
    /// When each panned view's finger last moved, to tell a flick from a rest at `endPan`.
    var lastPanStep: [ObjectIdentifier: TimeInterval] = [:]
    /// Where and when the last scripted finger lifted, and its tap count, for multiple taps.
    var lastLift: (point: CGPoint, time: TimeInterval, tapCount: Int)?

    init(scene: Scene, window: UIWindow?) {
        self.scene = scene
        self.window = window
    }

    /// The code returns to the run loop: the implicit transaction commits, with a layout pass
    /// first (views whose constraints changed move now, without animation) and a display pass
    /// (views marked with `setNeedsDisplay()` draw), as on iOS.
    private func returnToClock() {
        if let windows = window?.windowStack {
            for window in windows.windows {
                window.layoutIfNeeded()
                ViewDisplay.displayIfNeeded(in: window)
                window.commitAppearances()
            }
            windows.removeReleasedWindows()
        }
        RecordingContext.current?.returnToClock()
        // Associations of objects that went during the last turn are released at this one.
        AssociationTable.shared.releaseOrphans()
        // What perform(_:) returned lives until here, as in an autorelease pool's turn.
        SelectorTable.shared.drainAutoreleased()
    }

    /// Seconds since the recording started.
    public var now: TimeInterval { scene.now }

    /// Lets `seconds` of virtual time pass, running every completion and callback due by then
    /// in time order. Negative or non-finite waits are ignored.
    public func wait(_ seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        returnToClock()
        scene.advanceRecording(to: scene.now + seconds)
    }

    /// Lets virtual time pass until `time` seconds after the start (nothing if that is past).
    public func wait(until time: TimeInterval) {
        guard time.isFinite, time > scene.now else { return }
        returnToClock()
        scene.advanceRecording(to: time)
    }
}
