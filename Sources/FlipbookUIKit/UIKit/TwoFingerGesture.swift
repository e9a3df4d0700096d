import Foundation

/// What a pinch and a rotation share: a value measured between two fingers (their distance,
/// the angle of the line between them) from where they went down, its rate of change, and the
/// states of a continuous gesture.
struct TwoFingerMeasure {
    /// The measure when the fingers went down (or when the handler reset the value).
    var start: CGFloat?
    /// The value and instant at the last step.
    var last: (value: CGFloat, time: TimeInterval)?
    /// The value's change per second at the last step.
    private(set) var velocity: CGFloat = 0

    /// The second finger went down, measuring `measure`.
    mutating func begin(_ measure: CGFloat?, neutral: CGFloat, time: TimeInterval) {
        start = measure
        last = (neutral, time)
    }

    /// A step: the value is now `value` at `time`.
    mutating func step(to value: CGFloat, at time: TimeInterval) {
        if let last, time > last.time { velocity = (value - last.value) / CGFloat(time - last.time) }
        last = (value, time)
    }

    /// The handler set the value: later steps count from it.
    mutating func valueSet(to value: CGFloat) {
        last = last.map { (value, $0.time) }
    }

    mutating func reset() {
        start = nil
        last = nil
        velocity = 0
    }
}

extension UIGestureRecognizer {
    /// The first two fingers' window locations, when two are down.
    var fingerPair: (CGPoint, CGPoint)? {
        guard trackedTouches.count >= 2 else { return nil }
        return (trackedTouches[0].location(in: nil), trackedTouches[1].location(in: nil))
    }

    /// A step of a continuous two-finger gesture: it begins at the first step that changes the
    /// value (`changed`), then reports each step.
    func reportTwoFingerStep(changed: Bool) {
        switch state {
        case .possible where changed: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// A third finger ends (or, not yet begun, fails) a two-finger gesture.
    func rejectExtraFinger() -> Bool {
        guard trackedTouches.count > 2 else { return false }
        state = state == .possible ? .failed : .ended
        return true
    }

    /// A finger lifted: the gesture ends, or fails if it never began.
    func endTwoFingerGesture() {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }
}
