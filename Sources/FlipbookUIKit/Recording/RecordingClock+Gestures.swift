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
            // Positions follow the clock's microsecond grid, as a scene file's drivers do, so a
            // drag and the same drag scripted in a file give the same offsets; velocities use
            // the scripted instants.
            let way = tick == ticks ? 1 : CGFloat((now - start) / duration)
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

extension RecordingClock {
    /// Moves a finger on `view` by `translation` over `duration` seconds, linearly, one step per
    /// tick of the 240 Hz clock, advancing the clock as `wait` does. The view's enabled
    /// `UIPanGestureRecognizer`s report `.began` at the first step of a gesture (the finger
    /// starts at the view's centre) and `.changed` at every later one; a pan while the finger is
    /// down continues the gesture. Lift it with `endPan(_:)`.
    public func pan(_ view: UIView, by translation: CGPoint, duration: TimeInterval) {
        let recognizers = (view.gestureRecognizers ?? []).compactMap { $0 as? UIPanGestureRecognizer }.filter(\.isEnabled)
        let begins = recognizers.filter { $0.state != .began && $0.state != .changed }
        for recognizer in begins { recognizer.reset(at: CGPoint(x: view.bounds.midX, y: view.bounds.midY)) }
        let start = now
        let timed = duration.isFinite && duration > 0
        let ticks = timed ? max(1, Int((duration * UIScrollView.tickRate).rounded(.up))) : 1
        var previous = (time: 0.0, point: CGPoint.zero)
        for tick in 1...ticks {
            let elapsed = timed ? (tick == ticks ? duration : Double(tick) / UIScrollView.tickRate) : 0
            wait(until: start + elapsed)
            let way = timed ? CGFloat(elapsed / duration) : 1
            let point = tick == ticks ? translation : CGPoint(x: translation.x * way, y: translation.y * way)
            let step = CGPoint(x: point.x - previous.point.x, y: point.y - previous.point.y)
            for recognizer in recognizers {
                recognizer.move(by: step, over: elapsed - previous.time)
                recognizer.report(recognizer.state == .began || recognizer.state == .changed ? .changed : .began)
            }
            previous = (elapsed, point)
        }
        lastPanStep[ObjectIdentifier(view)] = now
    }

    /// Lifts the finger from `view`: its pan recognizers report `.ended` with the finger's last
    /// velocity (0 if it rested after the last `pan`), then return to `.possible`.
    public func endPan(_ view: UIView) {
        let rested = lastPanStep[ObjectIdentifier(view)].map { now - $0 > 1e-6 } ?? true
        for case let recognizer as UIPanGestureRecognizer in view.gestureRecognizers ?? []
        where recognizer.state == .began || recognizer.state == .changed {
            if rested { recognizer.currentVelocity = .zero }
            recognizer.report(.ended)
            recognizer.state = .possible
        }
        lastPanStep[ObjectIdentifier(view)] = nil
    }
}

extension RecordingClock {
    /// A finger taps a control at `point` in its bounds (its centre by default): it goes down
    /// now (the control highlights and sends `.touchDown`), stays `duration` seconds (0.1 by
    /// default), and lifts inside (the highlight goes, and `.touchUpInside` and
    /// `.primaryActionTriggered` are sent, which run a button's actions; a switch toggles, a
    /// segmented control selects the segment under the finger and a page control moves a page
    /// towards it, sending `.valueChanged`). A disabled control ignores it.
    public func tap(_ control: UIControl, at point: CGPoint? = nil, duration: TimeInterval = 0.1) {
        guard control.isEnabled, control.isUserInteractionEnabled else { return }
        let point = point ?? CGPoint(x: control.bounds.midX, y: control.bounds.midY)
        control.isHighlighted = true
        control.sendActions(for: .touchDown)
        wait(duration)
        control.isHighlighted = false
        control.tapped(at: point)
    }
}
