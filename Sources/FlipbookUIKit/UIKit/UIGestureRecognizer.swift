import Foundation

/// `UIGestureRecognizer`: turns the touches of a scripted finger (`clock.tap`, `clock.longPress`,
/// `clock.swipe`, `clock.pan`) into a gesture's states, as UIKit's recognizers do.
///
/// Touches reach the recognizers of the view hit and of its superviews before the view itself
/// (`cancelsTouchesInView`: once one recognizes, the view's touches are cancelled). A recognizer
/// moving to `.began`, `.changed`, `.ended` (`.recognized`) or `.cancelled` sends its actions:
/// target–action pairs (`init(target:action:)`, `addTarget(_:action:)`, the target not retained,
/// as on iOS) or closures (`UITapGestureRecognizer { tap in … }`, `addTarget(_:)`), in the order
/// added. Beginning asks `gestureRecognizerShouldBegin` of the delegate and of the view; a
/// recognizer that `require(toFail:)` another waits for it to fail, and fails if it recognizes;
/// when one recognizes, the others still possible for the same touches fail unless a delegate
/// lets them recognize simultaneously. Subclasses override `touchesBegan(_:with:)` and the others
/// and set `state`, as `UIGestureRecognizerSubclass` lets them.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject, @preconcurrency KeyValueCodingClass, @preconcurrency KeyValueObserverClass {
    package class func keyValueKeyPaths() -> [String: AnyKeyPath] { keyPaths(Self.self) }

    private static func keyPaths<Recognizer: UIGestureRecognizer>(_: Recognizer.Type) -> [String: AnyKeyPath] {
        ["state": \Recognizer.state, "enabled": \Recognizer.isEnabled, "view": \Recognizer.view]
    }

    /// Told of a change to a key path this object observes (`addObserver(_:forKeyPath:options:context:)`),
    /// inside the setter; override it. Not overridden, it lists a problem, as iOS raises an
    /// exception for a notification nobody handles.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        KeyValueObserving.reportUnhandled(keyPath, by: self)
    }

    /// UIKit's gesture states; `recognized` is `ended`.
    public enum State: Int, Sendable {
        /// No gesture yet.
        case possible
        /// The finger moved far enough to start the gesture.
        case began
        /// The finger moved.
        case changed
        /// The finger lifted.
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The touches were not this gesture.
        case failed
        /// `ended`, the state of a recognised discrete gesture.
        public static let recognized = State.ended
    }

    /// Where the gesture is. Setting it (subclasses do, as the touches come) to `.began`,
    /// `.changed`, `.ended` or `.cancelled` sends the actions; see the class comment for what
    /// may hold a beginning back.
    open var state: State {
        get { currentState }
        set { move(to: newValue) }
    }
    private var currentState: State = .possible {
        willSet { willChangeValue(forKey: "state") }
        didSet { didChangeValue(forKey: "state") }
    }
    /// A recognition held back until the recognizers this one requires to fail have failed.
    private var pendingRecognition: State?
    /// Told once of the next state this recognizer leaves `.possible` for (a finger holding a
    /// view's touches waits on them).
    var decisionWatchers: [(State) -> Void] = []

    /// Whether it is still deciding once the finger has lifted: waiting for the next tap of a
    /// multiple tap, or for the recognizers it requires to fail.
    var isDecidingAfterLift: Bool { currentState == .possible && (isWaitingForMoreTouches || pendingRecognition != nil) }
    /// The recognizers that must fail before this one recognizes, and those waiting on it: set
    /// with `require(toFail:)` for good, or for the touches now down by what the delegates and
    /// subclasses answer when they go down (`touchesRequirements`).
    private var failureRequirements: [WeakRecognizer] = []
    private var dependents: [WeakRecognizer] = []
    private var touchesFailureRequirements: [WeakRecognizer] = []
    private var touchesDependents: [WeakRecognizer] = []
    /// The touches this recognizer receives now.
    var trackedTouches: [UITouch] = []

    /// Tells whether it may begin, receive touches and recognize alongside others.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// Whether the view's touches are cancelled once this recognizes (true by default).
    open var cancelsTouchesInView = true
    /// Whether the view's `touchesBegan` waits until this recognizer fails (false by default:
    /// the view gets its touches as they come). If it recognizes, the view never gets the touch.
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits while this recognizer is still deciding after the
    /// finger lifts (true by default): a double tap waiting for its second tap. If it then
    /// recognizes, the view gets `touchesCancelled` instead.
    open var delaysTouchesEnded = true
    /// Stored (true by default).
    open var requiresExclusiveTouchType = true
    /// A name for debugging.
    open var name: String?

    /// The number of touches it receives now.
    open var numberOfTouches: Int { trackedTouches.count }

    /// Where touch `touchIndex` is, in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognizes (a
    /// single tap waiting for a double tap); it fails if the other recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
        otherGestureRecognizer.dependents.append(WeakRecognizer(self))
    }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail, for the touches now
    /// down (false by default; subclasses override). Asked, with the delegates, each time
    /// touches go down on both, as UIKit does.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this one to fail, for the touches now down
    /// (false by default; subclasses override).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Apple's UIGestureRecognizerDelegate reference: the failure-requirement methods are
    /// "called once per attempt to recognize", so the requirements they make last for the
    /// touches that go down on `recognizers` (a touch's recognizers, hit view first) and are
    /// dropped when each returns to `.possible`.
    static func setTouchesFailureRequirements(among recognizers: [UIGestureRecognizer]) {
        for waiting in recognizers {
            for other in recognizers where other !== waiting {
                let waits = waiting.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: waiting)
                    || waiting.delegate?.gestureRecognizer(waiting, shouldRequireFailureOf: other) == true
                    || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiting) == true
                guard waits, !waiting.touchesFailureRequirements.contains(where: { $0.recognizer === other }) else { continue }
                waiting.touchesFailureRequirements.append(WeakRecognizer(other))
                other.touchesDependents.append(WeakRecognizer(waiting))
            }
        }
    }

    /// Stops sending `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
    }

    /// A finger went down on the view or a subview (subclasses override; call `super`).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A finger moved (subclasses override).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A finger lifted (subclasses override).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touches were cancelled (subclasses override).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when it returns to `.possible` after a gesture ended or failed, to clear what the
    /// subclass kept (subclasses override and call `super`).
    open func reset() {}

    /// Moves to `state`: a beginning may be held back or refused; the actions are sent; those
    /// waiting on this one are told.
    private func move(to newState: State) {
        let begins = currentState == .possible && (newState == .began || newState == .ended)
        if begins {
            if delegate?.gestureRecognizerShouldBegin(self) == false || view?.gestureRecognizerShouldBegin(self) == false
                || touchedControlTakesPrecedence {
                return move(to: .failed)
            }
            if (failureRequirements + touchesFailureRequirements).contains(where: { $0.recognizer.map { $0.isEnabled && $0.currentState == .possible && $0.view != nil } ?? false }) {
                pendingRecognition = newState
                return
            }
        }
        pendingRecognition = nil
        currentState = newState
        if [.began, .changed, .ended, .cancelled].contains(newState) { sendActions() }
        if newState != .possible, !decisionWatchers.isEmpty {
            let watchers = decisionWatchers
            decisionWatchers = []
            for watcher in watchers { watcher(newState) }
        }
        if begins {
            for dependent in (dependents + touchesDependents).compactMap(\.recognizer) where dependent.currentState == .possible {
                dependent.move(to: .failed)
            }
        }
        if newState == .failed {
            for dependent in (dependents + touchesDependents).compactMap(\.recognizer) {
                if let pending = dependent.pendingRecognition { dependent.move(to: pending) }
            }
        }
        // Outside a touch sequence (a timer decided), it is ready for the next gesture at once.
        if [.ended, .failed, .cancelled].contains(newState), trackedTouches.isEmpty { returnToPossible() }
    }

    /// Whether it stays `.possible` between touch sequences, waiting for more (a multiple tap).
    var isWaitingForMoreTouches: Bool { false }

    /// The touches ended without this gesture, though it never moved to `.failed`: those
    /// waiting on its decision hear that it failed, and it resets.
    func abandonPossibleGesture() {
        let watchers = decisionWatchers
        decisionWatchers = []
        for watcher in watchers { watcher(.failed) }
        dropTouchesRequirements()
        reset()
    }

    /// Back to `.possible` after a gesture, without actions.
    func returnToPossible() {
        guard currentState != .possible else { return }
        currentState = .possible
        pendingRecognition = nil
        dropTouchesRequirements()
        reset()
    }

    /// The touches are done with it: the requirements set for them go, on both sides.
    private func dropTouchesRequirements() {
        for other in touchesFailureRequirements.compactMap(\.recognizer) { other.touchesDependents.removeAll { $0.recognizer === self } }
        for other in touchesDependents.compactMap(\.recognizer) { other.touchesFailureRequirements.removeAll { $0.recognizer === self } }
        touchesFailureRequirements = []
        touchesDependents = []
    }

    /// Apple's UIView.gestureRecognizerShouldBegin documentation (iOS 6 and later): a control's
    /// default action wins over a single-tap recognizer of a view it is in, so a button inside
    /// a view with a tap recognizer runs its action and the recognizer fails.
    private var touchedControlTakesPrecedence: Bool {
        guard let tap = self as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 else { return false }
        return trackedTouches.contains { touch in
            guard let control = touch.view as? UIControl else { return false }
            return control !== view && control.isEnabled && control.takesSingleTaps
        }
    }

    /// The view it is attached to.
    open internal(set) weak var view: UIView?
    /// A disabled recognizer reports nothing.
    open var isEnabled = true {
        willSet { willChangeValue(forKey: "enabled") }
        didSet { didChangeValue(forKey: "enabled") }
    }
    private var actions: [GestureAction] = []
    /// Where the finger is, in the window's coordinates.
    var fingerLocation: CGPoint = .zero

    /// A recognizer whose action is `action` (a subclass's own `init(_:)` hands the action
    /// the subclass's type).
    public init(action: @escaping (UIGestureRecognizer) -> Void) {
        actions = [.closure(action)]
        super.init()
    }

    public override init() {
        super.init()
    }

    /// A recognizer that sends `action` to `target` at every state change (neither, if either
    /// is nil). The method takes the recognizer, or nothing.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Adds a closure, called after the other actions at every state change.
    open func addTarget(_ action: @escaping (UIGestureRecognizer) -> Void) {
        actions.append(.closure(action))
    }

    /// Adds a target–action pair, sent after the other actions at every state change (once,
    /// however often it is added). The target is not retained.
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        let exists = actions.contains { entry in
            guard case .target(let added, let selector) = entry else { return false }
            return added.object === object && selector == action
        }
        if !exists { actions.append(.target(WeakTarget(object), action)) }
    }

    /// Removes `action` (every action, if nil) of `target` (every target, if nil).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        actions.removeAll { entry in
            guard case .target(let added, let selector) = entry else { return false }
            return (object == nil || added.object === object) && (action == nil || selector == action)
        }
    }

    /// Where the gesture is in `view`'s coordinates, or the window's for nil: the centroid of
    /// its touches.
    open func location(in view: UIView?) -> CGPoint {
        view?.convert(fingerLocation, from: nil) ?? fingerLocation
    }

    /// Where the touches are, for `location(in:)`.
    func followTouches() {
        guard !trackedTouches.isEmpty else { return }
        let points = trackedTouches.map { $0.location(in: nil) }
        fingerLocation = CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
                                 y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// Moves to `state` (what the scripted pan does).
    func report(_ state: State) {
        self.state = state
    }

    /// Sends the actions, in the order added.
    private func sendActions() {
        for action in actions {
            switch action {
            case .closure(let closure): closure(self)
            case .target(let target, let selector):
                // A target that has gone is skipped, as UIKit skips a deallocated one.
                guard let object = target.object else { continue }
                selector.send(to: object, with: [self], in: "\(type(of: self)) of \(view.map { "layer '\($0.layer.engine.id)'" } ?? "no view")")
            }
        }
    }
}

/// One action of a recognizer: a closure, or a target–action pair.
private enum GestureAction {
    case closure((UIGestureRecognizer) -> Void)
    case target(WeakTarget, Selector)
}

/// A recognizer held weakly.
private struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

/// A target held weakly, as UIKit holds the targets of controls and gesture recognizers.
final class WeakTarget {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

