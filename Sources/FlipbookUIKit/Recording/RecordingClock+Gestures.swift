import Foundation
import FlipbookScene

/// Scripted gestures: what a finger would make UIKit code see, on the virtual clock.
extension RecordingClock {
    /// Drags `scrollView`'s content with a finger: `contentOffset` moves linearly in time from
    /// where it is to `offset` over `duration` seconds, one step per tick of the 240 Hz clock,
    /// and the clock advances by `duration` as `wait` does (completions and callbacks due in
    /// between run at their times). The offset the code sees is exactly the scripted one; no
    /// rubber-band resistance is modelled.
    ///
    /// The first drag of a gesture puts the finger down (`isTracking` and `isDragging` become
    /// true, the delegate gets `scrollViewWillBeginDragging`, and a bounce in progress stops);
    /// a drag while the finger is down continues the same gesture. `scrollViewDidScroll` comes
    /// at each tick the offset changes. Lift the finger with `endDrag(_:)`.
    public func drag(_ scrollView: UIScrollView, to offset: CGPoint, duration: TimeInterval) {
        scrollView.beginDragging(at: now)
        let start = now
        let from = scrollView.contentOffset
        guard duration.isFinite, duration > 0 else {
            scrollView.dragContent(to: offset, at: start)
            return
        }
        let ticks = max(1, Int((duration * UIScrollView.tickRate).rounded(.up)))
        for tick in 1...ticks {
            let elapsed = tick == ticks ? duration : Double(tick) / UIScrollView.tickRate
            wait(until: start + elapsed)
            let way = CGFloat(elapsed / duration)
            // The scripted instant, not the clock's microsecond grid, so velocities are exact.
            scrollView.dragContent(to: CGPoint(x: from.x + (offset.x - from.x) * way, y: from.y + (offset.y - from.y) * way),
                                   at: start + elapsed)
        }
    }

    /// Lifts the finger from `scrollView` (nothing if it is not being dragged). The delegate
    /// gets `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` with the finger's
    /// velocity in points per millisecond (0 if it rested before lifting) and the resting offset
    /// nearest to where the content is, then `scrollViewDidEndDragging(_:willDecelerate:)`.
    /// `isDragging` is false by then. If the content is overscrolled (or the delegate moved the
    /// target), it springs back over 0.5 s (`scrollViewWillBeginDecelerating`,
    /// `scrollViewDidScroll` at each tick, `scrollViewDidEndDecelerating`), on later waits.
    public func endDrag(_ scrollView: UIScrollView) {
        scrollView.endDragging(at: now, in: RecordingContext.current?.scene)
    }
}
