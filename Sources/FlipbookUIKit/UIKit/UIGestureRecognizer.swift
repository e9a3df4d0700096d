import Foundation

/// `UIGestureRecognizer`: what a scripted finger (`RecordingClock.pan`) makes a gesture report.
///
/// Its actions are target–action pairs (`init(target:action:)`, `addTarget(_:action:)`, the
/// target not retained, as on iOS) or closures (`UIPanGestureRecognizer { pan in … }`,
/// `addTarget(_:)`), called in the order added at every state change.
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

    /// Where the gesture is; the action is called each time it changes.
    open internal(set) var state: State = .possible {
        willSet { willChangeValue(forKey: "state") }
        didSet { didChangeValue(forKey: "state") }
    }
    /// The view it is attached to.
    open internal(set) weak var view: UIView?
    /// A disabled recognizer reports nothing.
    open var isEnabled = true {
        willSet { willChangeValue(forKey: "enabled") }
        didSet { didChangeValue(forKey: "enabled") }
    }
    private var actions: [GestureAction] = []
    /// Where the finger is, in the attached view's coordinates.
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

    /// Where the finger is in `view`'s coordinates, or the window's for nil (views are taken as
    /// neither rotated nor scaled relative to one another: the offset between their origins is
    /// all that differs).
    open func location(in view: UIView?) -> CGPoint {
        guard let attached = self.view else { return fingerLocation }
        let from = attached.originInWindow, to = view?.originInWindow ?? .zero
        return CGPoint(x: fingerLocation.x + from.x - to.x, y: fingerLocation.y + from.y - to.y)
    }

    /// Moves to `state` and calls the actions.
    func report(_ state: State) {
        self.state = state
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

/// A target held weakly, as UIKit holds the targets of controls and gesture recognizers.
final class WeakTarget {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// `UIPanGestureRecognizer`: a finger moving on a view, reported as `.began`, `.changed` at every
/// tick of the 240 Hz clock it moves, and `.ended`, with `translation(in:)` and `velocity(in:)`.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Stored; a scripted pan is one finger.
    open var minimumNumberOfTouches = 1
    /// Stored; a scripted pan is one finger.
    open var maximumNumberOfTouches = Int.max
    private var translation: CGPoint = .zero
    /// Points per second, from the finger's last step (0 once it rested).
    var currentVelocity: CGPoint = .zero

    /// A pan recognizer whose action is `action`.
    public convenience init(_ action: @escaping (UIPanGestureRecognizer) -> Void) {
        self.init()
        addTarget { action($0 as! UIPanGestureRecognizer) }
    }

    /// The finger's movement since the gesture began (or since `setTranslation`). The same in
    /// every view, as views are taken as neither rotated nor scaled relative to one another.
    open func translation(in view: UIView?) -> CGPoint { translation }

    /// Resets the translation reported from now on (usually to `.zero`, for incremental moves).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        self.translation = translation
    }

    /// The finger's velocity in points per second.
    open func velocity(in view: UIView?) -> CGPoint { currentVelocity }

    /// The finger moved by `step` in `seconds`. Steps are differences of exact positions along
    /// the scripted line, so the sums land on the scripted end without rounding drift.
    func move(by step: CGPoint, over seconds: Double) {
        translation = CGPoint(x: translation.x + step.x, y: translation.y + step.y)
        fingerLocation = CGPoint(x: fingerLocation.x + step.x, y: fingerLocation.y + step.y)
        currentVelocity = seconds > 0 ? CGPoint(x: step.x / seconds, y: step.y / seconds) : .zero
    }

    /// A new gesture starts with the finger at `location`.
    func reset(at location: CGPoint) {
        translation = .zero
        currentVelocity = .zero
        fingerLocation = location
    }
}

extension UIView {
    /// The view's bounds origin in the window's coordinates (frames and bounds offsets summed).
    var originInWindow: CGPoint {
        var point = CGPoint.zero
        var view: UIView? = self
        while let current = view, let parent = current.superview {
            point.x += current.frame.origin.x - parent.bounds.origin.x
            point.y += current.frame.origin.y - parent.bounds.origin.y
            view = parent
        }
        return point
    }
}
