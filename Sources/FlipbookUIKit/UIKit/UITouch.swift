import Foundation

/// `UITouch`: one finger of a scripted gesture (`clock.tap`, `clock.longPress`, `clock.swipe`),
/// delivered through hit testing to the view under it, its gesture recognizers and the responder
/// chain, as UIKit delivers a real finger.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        /// The finger went down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }

    /// What touched: a scripted finger is direct.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct
        /// An indirect pointer.
        case indirect
        /// An Apple Pencil.
        case pencil
    }

    /// Where the touch is in its life.
    open internal(set) var phase: Phase = .began
    /// When it last changed (seconds on the recording's clock).
    open internal(set) var timestamp: TimeInterval = 0
    /// How many taps in quick succession at about this place, this one included.
    open internal(set) var tapCount = 1
    /// The view hit when the finger went down (touches stay with it as the finger moves).
    open internal(set) var view: UIView?
    /// The window of the view.
    open internal(set) weak var window: UIWindow?
    /// The recognizers that receive this touch.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil
    /// `.direct`.
    open var type: TouchType { .direct }
    /// 0: a scripted finger presses with no measured force.
    open var force: CGFloat { 0 }
    /// The radius of the touch, as a fingertip's (points).
    open var majorRadius: CGFloat { 20 }

    /// The finger's point in the window's coordinates, and the one before its last move.
    var windowLocation: CGPoint = .zero
    var previousWindowLocation: CGPoint = .zero

    /// Where the finger is in `view`'s coordinates (the window's, for nil).
    open func location(in view: UIView?) -> CGPoint {
        view?.convert(windowLocation, from: nil) ?? windowLocation
    }

    /// Where the finger was before its last move, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation
    }
}
