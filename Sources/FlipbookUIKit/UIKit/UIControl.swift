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

    /// Whether the control sends actions (true by default).
    open var isEnabled = true
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
