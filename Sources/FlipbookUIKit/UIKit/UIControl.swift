import Foundation

/// `UIAction`: a closure a control calls (what replaces target–selector pairs here, as on iOS 14+).
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// The action's title (empty by default).
    public let title: String
    private let handler: (UIAction) -> Void
    /// The control that sent it, while its handler runs.
    open private(set) var sender: Any?

    /// An action that calls `handler` with itself.
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
        super.init()
    }

    func perform(from sender: Any) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

/// `UIControl`: a view that sends actions for events.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// `UIControl.Event`: the events controls send.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger went down on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's value changed (a refresh control began refreshing, a switch flipped).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
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
    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// Whether a finger is down on the control (`RecordingClock.tap` sets it).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// Whether the control is selected.
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }

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

    /// A finger lifted inside the control at `point` (in its bounds): it sends `.touchUpInside`
    /// and `.primaryActionTriggered` (a switch toggles, a segmented control selects instead).
    func tapped(at point: CGPoint) {
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }
    private var actions: [(action: UIAction, events: Event)] = []

    /// Calls `action` whenever the control sends one of `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops calling `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// Sends the actions registered for any of `controlEvents`.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) { entry.action.perform(from: self) }
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
