import Foundation

/// `UIScreenEdgePanGestureRecognizer`: a pan that starts at an edge of the window, as the
/// navigation controller's swipe back does. Its fingers must go down within 20 points of one of
/// its `edges` (Apple documents no width; Flipbook's choice), else it fails; then it is a pan.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How far from an edge the fingers may go down (points).
    public static let edgeWidth: CGFloat = 20

    /// The edges it starts from (none by default: set them).
    open var edges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, trackedTouches.count == touches.count, let touch = touches.first, let window = touch.window {
            let point = touch.location(in: nil), bounds = window.bounds, width = Self.edgeWidth
            let near = (edges.contains(.left) && point.x - bounds.minX <= width) || (edges.contains(.right) && bounds.maxX - point.x <= width)
                || (edges.contains(.top) && point.y - bounds.minY <= width) || (edges.contains(.bottom) && bounds.maxY - point.y <= width)
            if !near { return state = .failed }
        }
        super.touchesBegan(touches, with: event)
    }
}
