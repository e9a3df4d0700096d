import Foundation

/// `UIControl`: a view that sends actions for events.
@preconcurrency @MainActor
open class UIControl: UIView {
    package override class func keyValueKeyPaths() -> [String: AnyKeyPath] {
        super.keyValueKeyPaths().merging(keyPaths(Self.self)) { $1 }
    }

    private static func keyPaths<Control: UIControl>(_: Control.Type) -> [String: AnyKeyPath] {
        ["enabled": \Control.isEnabled, "selected": \Control.isSelected, "highlighted": \Control.isHighlighted]
    }

    /// `UIControl.Event`: the events controls send.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger went down on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second (or later) tap of a multiple tap went down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled (a recognizer took it).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// The control's value changed (a refresh control began refreshing, a switch flipped).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control opened its menu (iOS 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing (became first responder).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by typing (or its clear button).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing (resigned first responder).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The return key was pressed in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    }

    /// `UIControl.State`: the states whose looks a control keeps (a button's title per state).
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bits.
        public let rawValue: UInt
        /// A state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not highlighted or selected.
        public static let normal = State([])
        /// A finger is down on it.
        public static let highlighted = State(rawValue: 1 << 0)
        /// It does not respond.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected (a toggled button).
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (never, here).
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control sends actions (true by default); a button looks disabled without.
    open var isEnabled = true {
        willSet { willChangeValue(forKey: "enabled") }
        didSet {
            if isEnabled != oldValue { stateDidChange() }
            didChangeValue(forKey: "enabled")
        }
    }
    /// Whether a finger is down on the control (`RecordingClock.tap` sets it).
    open var isHighlighted = false {
        willSet { willChangeValue(forKey: "highlighted") }
        didSet {
            if isHighlighted != oldValue { stateDidChange() }
            didChangeValue(forKey: "highlighted")
        }
    }
    /// Whether the control is selected.
    open var isSelected = false {
        willSet { willChangeValue(forKey: "selected") }
        didSet {
            if isSelected != oldValue { stateDidChange() }
            didChangeValue(forKey: "selected")
        }
    }

    /// The current state.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// The state changed: subclasses update their look.
    func stateDidChange() {}

    /// Whether a finger is tracked by the control now.
    open private(set) var isTracking = false
    /// Whether the tracked finger is inside the bounds.
    open private(set) var isTouchInside = false

    /// Whether a single tap is this control's own action, which wins over a tap recognizer of a
    /// view it is in (Apple's `gestureRecognizerShouldBegin(_:)` documentation lists buttons,
    /// switches, steppers, segmented controls and page controls; a slider's is a drag).
    var takesSingleTaps: Bool { true }

    /// A finger went down on the control: tracking starts if this returns true (override it).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The finger moved: tracking goes on if this returns true (override it).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The finger lifted (override it).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The touch was cancelled (override it).
    open func cancelTracking(with event: UIEvent?) {}

    /// A finger down: the control highlights and sends `.touchDown` (`.touchDownRepeat` too for a
    /// later tap of a multiple tap). A disabled control takes the touch and does nothing.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTracking = beginTracking(touch, with: event)
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    /// The finger moved: the highlight follows whether it is inside the bounds, with the drag
    /// events. (UIKit counts a margin around the bounds as inside; Flipbook counts the bounds.)
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, isTracking, let touch = touches.first else { return }
        let inside = bounds.contains(touch.location(in: self))
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != isTouchInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        isTracking = continueTracking(touch, with: event)
        sendActions(for: events)
    }

    /// The finger lifted: inside the bounds it is a tap (`.touchUpInside`, and what the control
    /// does: a switch toggles, a segmented control selects), outside `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let point = touch.location(in: self)
        isTracking = false
        isHighlighted = false
        endTracking(touch, with: event)
        if bounds.contains(point) { tapped(at: point) } else { sendActions(for: .touchUpOutside) }
    }

    /// A recognizer took the touch: the highlight goes and `.touchCancel` is sent.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        isTracking = false
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    /// A finger lifted inside the control at `point` (in its bounds): it sends `.touchUpInside`
    /// and `.primaryActionTriggered` (a switch toggles, a segmented control selects instead); a
    /// control that shows its menu as its primary action opens the menu and sends
    /// `.menuActionTriggered` instead of `.primaryActionTriggered`.
    func tapped(at point: CGPoint) {
        if showsMenuAsPrimaryAction, let menu = primaryMenu {
            MenuPresentation.present(menu, from: self, sender: self)
            return sendActions(for: [.touchUpInside, .menuActionTriggered])
        }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    /// Whether a tap opens the control's menu (`UIButton.menu`) in place of its primary action
    /// (iOS 14). Without it, iOS opens the menu on a long press, which is not modelled here.
    open var showsMenuAsPrimaryAction = false

    /// The menu a tap opens when `showsMenuAsPrimaryAction` is set: a button's `menu`.
    var primaryMenu: UIMenu? { nil }
    /// What the control calls, in the order added: closures and target–action pairs.
    private var actions: [(kind: ControlAction, events: Event)] = []

    /// Whether anything is called for one of `events`.
    func hasActions(for events: Event) -> Bool {
        actions.contains { !$0.events.intersection(events).isEmpty }
    }

    /// Calls `action` whenever the control sends one of `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((.closure(action), controlEvents))
    }

    /// Stops calling `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { entry in
            guard case .closure(let added) = entry.kind else { return false }
            return added === action && entry.events == controlEvents
        }
    }

    /// Calls `action` on `target` whenever the control sends one of `controlEvents`, with the
    /// control as the sender (a method of two arguments gets the event as nil). The target is
    /// not retained, as on iOS. With a nil target the action goes up the responder chain from
    /// the control to the first responder with a method for it.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        let exists = actions.contains { entry in
            guard case .target(let added) = entry.kind else { return false }
            return added.object === object && added.action == action && entry.events == controlEvents
        }
        guard !exists else { return }
        actions.append((.target(TargetAction(object: object, action: action)), controlEvents))
    }

    /// Stops sending `action` (every action, if nil) to `target` (every target, if nil) for
    /// `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in actions.indices.reversed() {
            guard case .target(let added) = actions[index].kind,
                  object == nil || added.object === object,
                  action == nil || added.action == action else { continue }
            actions[index].events.subtract(controlEvents)
            if actions[index].events.isEmpty { actions.remove(at: index) }
        }
    }

    /// The targets of the control's target–action pairs.
    open var allTargets: Set<AnyHashable> {
        Set(actions.compactMap { entry -> AnyHashable? in
            guard case .target(let added) = entry.kind, let object = added.object else { return nil }
            return object as? AnyHashable ?? AnyHashable(ObjectIdentifier(object))
        })
    }

    /// The names of the actions sent to `target` for `controlEvent`, or nil when there are none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = actions.compactMap { entry -> String? in
            guard case .target(let added) = entry.kind, added.object === object,
                  !entry.events.isDisjoint(with: controlEvent) else { return nil }
            return NSStringFromSelector(added.action)
        }
        return names.isEmpty ? nil : names
    }

    /// Sends the actions registered for any of `controlEvents`.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            switch entry.kind {
            case .closure(let action): action.perform(from: self)
            case .target(let pair):
                // A target that has gone is skipped; a nil target is reported by sendAction.
                guard pair.isNilTarget || pair.object != nil else { continue }
                sendAction(pair.action, to: pair.object, for: nil)
            }
        }
    }

    /// Sends `action` to `target` (up the responder chain from the control, when nil) with the
    /// control as sender, and `event`, through `UIApplication.shared.sendAction(_:to:from:for:)`
    /// as UIKit does.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }
}

/// One thing a control calls for its events.
private enum ControlAction {
    case closure(UIAction)
    case target(TargetAction)
}

/// A target–action pair; the target is held weakly, as UIKit holds it.
private final class TargetAction {
    weak var object: AnyObject?
    /// Whether the pair was added with a nil target (rather than a target that has gone).
    let isNilTarget: Bool
    let action: Selector

    init(object: AnyObject?, action: Selector) {
        self.object = object
        isNilTarget = object == nil
        self.action = action
    }
}

extension UIView {
    /// The soft shadow under a control's white thumb (a switch's, a slider's, a segmented
    /// control's selection): black, 3 points down, blurred by 4 points.
    func castThumbShadow(opacity: Float) {
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = opacity
        layer.shadowOffset = CGSize(width: 0, height: 3)
        layer.shadowRadius = 4
    }
}
