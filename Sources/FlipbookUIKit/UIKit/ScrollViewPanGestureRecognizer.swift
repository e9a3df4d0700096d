import Foundation

/// A scroll view's `panGestureRecognizer`: it reports the scripted finger of `clock.drag` and
/// `clock.endDrag` (`.began` when the finger goes down on the content, `.changed` at each step,
/// `.ended` at the release, with the finger's translation and velocity), so code that reads it
/// or observes its `state` (pull-to-refresh libraries do) sees the drag as on iOS. Other
/// fingers (`clock.swipe`) do not scroll: a scroll view moves by `clock.drag`.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// The content offset when the finger went down.
    private var startOffset: CGPoint = .zero

    func dragBegan(at offset: CGPoint, finger location: CGPoint) {
        startOffset = offset
        reset(at: location)
        state = .began
    }

    /// The content moved to `offset` under the finger: the finger moved the other way.
    func dragMoved(to offset: CGPoint, over seconds: Double) {
        let finger = CGPoint(x: startOffset.x - offset.x, y: startOffset.y - offset.y)
        let current = translation(in: nil)
        move(by: CGPoint(x: finger.x - current.x, y: finger.y - current.y), over: seconds)
        state = .changed
    }

    /// The finger lifted with the content moving at `offsetVelocity` points per millisecond.
    func dragEnded(offsetVelocity: CGPoint) {
        currentVelocity = CGPoint(x: -offsetVelocity.x * 1000, y: -offsetVelocity.y * 1000)
        state = .ended
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
}
