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
    /// at each tick the offset changes. Lift the finger with `endDrag(_:)`. A scroll view whose
    /// `isScrollEnabled` is false does not move: the drag's time passes.
    public func drag(_ scrollView: UIScrollView, to offset: CGPoint, duration: TimeInterval) {
        guard scrollView.isScrollEnabled else {
            if duration.isFinite, duration > 0 { wait(duration) }
            return
        }
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
        for recognizer in begins { recognizer.reset(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)) }
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
            recognizer.report(.ended)   // and back to .possible, the finger being up
        }
        lastPanStep[ObjectIdentifier(view)] = nil
    }
}

extension RecordingClock {
    /// A finger taps `view` at `point` in its bounds (its centre by default): it goes down now,
    /// stays `duration` seconds (0.1 by default) and lifts, the clock advancing as `wait` does.
    /// The touch goes where a real one would: the window hit-tests the point (a view on top, or
    /// one that takes no touches, changes what is touched); the recognizers of the view hit and
    /// of its superviews get it, then the view. A control highlights and sends `.touchDown`, and
    /// on the lift `.touchUpInside` and `.primaryActionTriggered` (a button's actions run, a
    /// switch toggles, a segmented control selects the segment under the finger, a page control
    /// moves a page towards it); a disabled control ignores it. A tap within 0.35 s and 10 points
    /// of the last one counts as the next of a multiple tap (`UITouch.tapCount`).
    public func tap(_ view: UIView, at point: CGPoint? = nil, duration: TimeInterval = 0.1) {
        guard let finger = fingerDown(on: view, at: point, in: "tap") else { return }
        wait(max(duration, 0))
        lift(finger)
    }

    /// A finger taps the view whose `accessibilityIdentifier` is `identifier` (a SwiftUI view's
    /// `.accessibilityIdentifier(_:)`), as `tap(_:at:duration:)` taps a view: found in the
    /// recorded window and the windows drawn in front of it, front to back, at this moment. A
    /// name no view has is an error in `Timeline.problems`, and nothing is tapped.
    public func tap(_ identifier: String, at point: CGPoint? = nil, duration: TimeInterval = 0.1) {
        guard let view = identifiedView(identifier, for: "tap", outcome: "nothing was tapped") else { return }
        tap(view, at: point, duration: duration)
    }

    /// A finger presses the view whose `accessibilityIdentifier` is `identifier`, as
    /// `longPress(_:at:duration:)` presses a view (a missing name is an error, as for `tap`).
    public func longPress(_ identifier: String, at point: CGPoint? = nil, duration: TimeInterval = 1) {
        guard let view = identifiedView(identifier, for: "longPress") else { return }
        longPress(view, at: point, duration: duration)
    }

    /// A finger swipes over the view whose `accessibilityIdentifier` is `identifier` (a
    /// SwiftUI view with a `DragGesture`, say), as `swipe(_:from:by:duration:)` swipes a view.
    public func swipe(_ identifier: String, from point: CGPoint? = nil, by translation: CGPoint, duration: TimeInterval = 0.15) {
        guard let view = identifiedView(identifier, for: "swipe") else { return }
        swipe(view, from: point, by: translation, duration: duration)
    }

    /// Two fingers pinch the view whose `accessibilityIdentifier` is `identifier`, as
    /// `pinch(_:at:scale:distance:duration:)` pinches a view.
    public func pinch(_ identifier: String, at point: CGPoint? = nil, scale: CGFloat, distance: CGFloat = 100, duration: TimeInterval = 0.5) {
        guard let view = identifiedView(identifier, for: "pinch") else { return }
        pinch(view, at: point, scale: scale, distance: distance, duration: duration)
    }

    /// Two fingers turn on the view whose `accessibilityIdentifier` is `identifier`, as
    /// `rotate(_:at:by:distance:duration:)` turns on a view.
    public func rotate(_ identifier: String, at point: CGPoint? = nil, by angle: CGFloat, distance: CGFloat = 100, duration: TimeInterval = 0.5) {
        guard let view = identifiedView(identifier, for: "rotate") else { return }
        rotate(view, at: point, by: angle, distance: distance, duration: duration)
    }

    /// The view named `identifier` for a gesture `call`, or nil after reporting that no view
    /// has the name and `outcome` (nothing is touched).
    private func identifiedView(_ identifier: String, for call: String, outcome: String = "nothing was touched") -> UIView? {
        guard let view = view(withIdentifier: identifier) else {
            scene.reportRecordingProblem("clock.\(call): no view in the recorded windows has the accessibilityIdentifier '\(identifier)': \(outcome)")
            return nil
        }
        return view
    }

    /// The view whose `accessibilityIdentifier` is `identifier`, in the recorded window and the
    /// windows drawn in front of it (the frontmost first), after the layout pass of this moment.
    public func view(withIdentifier identifier: String) -> UIView? {
        let windows = window?.windowStack?.windows ?? window.map { [$0] } ?? []
        for window in windows.reversed() {
            window.layoutIfNeeded()
            if let found = Self.find(identifier, in: window) { return found }
        }
        return nil
    }

    /// Depth first, the front subviews first.
    private static func find(_ identifier: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == identifier { return view }
        for subview in view.subviews.reversed() {
            if let found = find(identifier, in: subview) { return found }
        }
        return nil
    }

    /// A finger presses `view` at `point` (its centre by default) for `duration` seconds (1 by
    /// default) and lifts: a `UILongPressGestureRecognizer` begins once it has been down for its
    /// `minimumPressDuration`, and ends at the lift.
    public func longPress(_ view: UIView, at point: CGPoint? = nil, duration: TimeInterval = 1) {
        guard let finger = fingerDown(on: view, at: point, in: "longPress") else { return }
        wait(max(duration, 0))
        lift(finger)
    }

    /// A finger goes down on `view` at `point` (its centre by default), moves by `translation`
    /// linearly over `duration` seconds, one step per tick of the 240 Hz clock, and lifts: the
    /// view's `touchesMoved` and its recognizers see every step.
    public func swipe(_ view: UIView, from point: CGPoint? = nil, by translation: CGPoint, duration: TimeInterval = 0.15) {
        guard let finger = fingerDown(on: view, at: point, in: "swipe") else { return }
        let start = now, origin = finger.location
        let timed = duration.isFinite && duration > 0
        let ticks = timed ? max(1, Int((duration * UIScrollView.tickRate).rounded(.up))) : 1
        for tick in 1...ticks {
            let elapsed = timed ? (tick == ticks ? duration : Double(tick) / UIScrollView.tickRate) : 0
            wait(until: start + elapsed)
            let way = timed ? CGFloat(elapsed / duration) : 1
            finger.move(to: CGPoint(x: origin.x + translation.x * way, y: origin.y + translation.y * way), time: now)
        }
        lift(finger)
    }

    /// Two fingers pinch `view` about `point` (its centre by default): they go down `distance`
    /// points apart on a horizontal line (100 by default), move linearly until they are
    /// `scale` times as far apart over `duration` seconds (one step per tick of the 240 Hz
    /// clock), and lift. A `UIPinchGestureRecognizer` reports the scale at each step.
    public func pinch(_ view: UIView, at point: CGPoint? = nil, scale: CGFloat, distance: CGFloat = 100, duration: TimeInterval = 0.5) {
        twoFingers(on: view, at: point, distance: distance, duration: duration, in: "pinch") { way in
            (distance * (1 + (scale - 1) * way), 0)
        }
    }

    /// Two fingers turn about `point` of `view` (its centre by default) by `angle` radians
    /// (clockwise on screen for a positive angle) over `duration` seconds, `distance` points
    /// apart (100 by default), and lift. A `UIRotationGestureRecognizer` reports the turn at
    /// each step.
    public func rotate(_ view: UIView, at point: CGPoint? = nil, by angle: CGFloat, distance: CGFloat = 100, duration: TimeInterval = 0.5) {
        twoFingers(on: view, at: point, distance: distance, duration: duration, in: "rotate") { way in
            (distance, angle * way)
        }
    }

    /// Two fingers down about `point`, moved along `shape` (their distance and the turn of the
    /// line between them at each fraction of the way), then lifted.
    private func twoFingers(on view: UIView, at point: CGPoint?, distance: CGFloat, duration: TimeInterval, in call: String,
                            shape: (CGFloat) -> (distance: CGFloat, angle: CGFloat)) {
        let centre = view.convert(point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        func places(_ distance: CGFloat, _ angle: CGFloat) -> [CGPoint] {
            let dx = cos(angle) * distance / 2, dy = sin(angle) * distance / 2
            return [CGPoint(x: centre.x - dx, y: centre.y - dy), CGPoint(x: centre.x + dx, y: centre.y + dy)]
        }
        let start = places(distance, 0)
        guard let first = fingerDown(on: view, at: view.convert(start[0], from: nil), in: call),
              let window = view.window,
              let second = Finger(at: start[1], in: window, time: now, tapCount: 1, sharing: first.event) else { return }
        let fingers = [first, second]
        let begin = now
        let timed = duration.isFinite && duration > 0
        let ticks = timed ? max(1, Int((duration * UIScrollView.tickRate).rounded(.up))) : 1
        for tick in 1...ticks {
            let elapsed = timed ? (tick == ticks ? duration : Double(tick) / UIScrollView.tickRate) : 0
            wait(until: begin + elapsed)
            let (distance, angle) = shape(timed ? CGFloat(elapsed / duration) : 1)
            Finger.move(fingers, to: places(distance, angle), time: now)
        }
        Finger.lift(fingers, time: now)
    }

    /// A finger down on `view` at `point` (in its bounds), or nil, listing why, when it cannot be.
    private func fingerDown(on view: UIView, at point: CGPoint?, in call: String) -> Finger? {
        guard let window = view.window else {
            scene.reportRecordingProblem(Timeline.warningPrefix + "clock.\(call): the view (layer '\(view.layer.engine.id)') is not in a window: no finger can touch it")
            return nil
        }
        if UIApplication.shared.ignoringInteractionEvents > 0 {
            scene.reportRecordingProblem(Timeline.warningPrefix + "clock.\(call): the app ignores interaction events (beginIgnoringInteractionEvents()): the finger touched nothing")
            return nil
        }
        // Layout first, as the screen the finger touches is laid out.
        window.layoutIfNeeded()
        let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        let location = view.convert(local, to: nil)
        var tapCount = 1
        if let last = lastLift, now - last.time <= UITapGestureRecognizer.maximumIntervalBetweenTaps,
           hypot(location.x - last.point.x, location.y - last.point.y) <= UITapGestureRecognizer.allowableMovement {
            tapCount = last.tapCount + 1
        }
        guard let finger = Finger(at: location, in: window, time: now, tapCount: tapCount) else {
            scene.reportRecordingProblem(Timeline.warningPrefix + "clock.\(call): nothing at (\(location.x), \(location.y)) in the window takes touches "
                + "(hidden, transparent or isUserInteractionEnabled false): the finger touched nothing")
            return nil
        }
        return finger
    }

    private func lift(_ finger: Finger) {
        finger.lift(time: now)
        lastLift = (finger.location, now, finger.touch.tapCount)
    }
}
