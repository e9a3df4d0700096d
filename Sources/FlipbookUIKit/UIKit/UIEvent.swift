import Foundation

/// `UIEvent`: the touches of a scripted gesture at one instant. Actions a control sends for a
/// touch get it; actions sent otherwise get nil.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// Motion of the device.
        case motion
        /// Remote-control commands.
        case remoteControl
        /// A press of a physical button.
        case presses
    }

    /// When the event happened (seconds on the recording's clock).
    open var timestamp: TimeInterval = 0
    /// `.touches`.
    open var type: EventType { .touches }
    /// The touches of the event.
    var touches: Set<UITouch> = []

    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { touches.isEmpty ? nil : touches }

    /// The touches delivered to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let found = touches.filter { $0.view === view }
        return found.isEmpty ? nil : found
    }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let found = touches.filter { $0.window === window }
        return found.isEmpty ? nil : found
    }

    /// The touches `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        let found = touches.filter { $0.gestureRecognizers?.contains { $0 === gesture } == true }
        return found.isEmpty ? nil : found
    }
}
