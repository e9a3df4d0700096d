import FlipbookUIKit

// The UIKit recognizers SwiftUI's primitive gestures are recognized with. Each tells its
// reporter of its state (UIKit sends no action for a failure); its precedence comes from the
// view it is on, its delegate (GestureView.swift).

/// `DragGesture`'s: begins once the finger has moved `minimumDistance` points from where it
/// went down (at once when that is 0), changes at every move, ends when it lifts. In a
/// sequence it waits for the first part to end, and then counts from where the finger is.
@MainActor
final class DragRecognizer: UIGestureRecognizer, ReportingRecognizer {
    let reporter = GestureReporter()
    var minimumDistance: CGFloat = 10
    /// Where and when the finger went down (window coordinates), or where it was when the gate
    /// opened.
    private(set) var start: (point: CGPoint, time: TimeInterval)?
    /// Where the finger is and when it got there; its velocity in points per second from its
    /// last step (0 once it rested before lifting).
    private(set) var latest: (point: CGPoint, time: TimeInterval) = (.zero, 0)
    private(set) var fingerVelocity: CGPoint = .zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard start == nil, let touch = touches.first else { return }
        latest = (location(in: nil), touch.timestamp)
        start = latest
        if minimumDistance <= 0, !reporter.isGated { state = .began }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let touch = touches.first else { return }
        let point = location(in: nil), time = touch.timestamp
        if time > latest.time {
            fingerVelocity = CGPoint(x: (point.x - latest.point.x) / (time - latest.time), y: (point.y - latest.point.y) / (time - latest.time))
        }
        latest = (point, time)
        switch state {
        case .possible:
            guard !reporter.isGated, hypot(point.x - start.point.x, point.y - start.point.y) >= minimumDistance else { return }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let time = touches.first?.timestamp, time - latest.time > 1e-6 { fingerVelocity = .zero }
        state = state == .began || state == .changed ? .ended : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    /// The first part of its sequence ended: it counts from here, and begins at once when it
    /// needs no distance.
    func gateOpened() {
        guard start != nil, state == .possible else { return }
        start = latest
        if minimumDistance <= 0 { state = .began }
    }

    override var state: UIGestureRecognizer.State {
        didSet { reporter.stateChanged(self) }
    }

    override func reset() {
        super.reset()
        start = nil
        fingerVelocity = .zero
        reporter.fail()
    }
}

/// `TapGesture`'s and `SpatialTapGesture`'s: UIKit's tap recognizer.
@MainActor
final class TapRecognizer: UITapGestureRecognizer, ReportingRecognizer {
    let reporter = GestureReporter()

    override var state: UIGestureRecognizer.State {
        didSet { reporter.stateChanged(self) }
    }

    override func reset() {
        super.reset()
        reporter.fail()
    }
}

/// `LongPressGesture`'s: UIKit's long-press recognizer, which also tells when the finger goes
/// down (SwiftUI's long press changes to `true` then, and ends once the press is long enough).
@MainActor
final class LongPressRecognizer: UILongPressGestureRecognizer, ReportingRecognizer {
    let reporter = GestureReporter()
    /// Whether a finger is down on it and the press is not yet long enough.
    private(set) var isPressing = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, !reporter.isGated, !isPressing else { return }
        isPressing = true
        reporter.report()
    }

    override var state: UIGestureRecognizer.State {
        didSet {
            if state != .possible { isPressing = false }
            if state == .failed || state == .cancelled { reporter.fail() }
        }
    }

    override func reset() {
        super.reset()
        isPressing = false
        reporter.fail()
    }
}

/// `MagnifyGesture`'s and `MagnificationGesture`'s: UIKit's pinch recognizer.
@MainActor
final class PinchRecognizer: UIPinchGestureRecognizer, ReportingRecognizer {
    let reporter = GestureReporter()

    override var state: UIGestureRecognizer.State {
        didSet { reporter.stateChanged(self) }
    }

    override func reset() {
        super.reset()
        reporter.fail()
    }
}

/// `RotateGesture`'s and `RotationGesture`'s: UIKit's rotation recognizer.
@MainActor
final class TurnRecognizer: UIRotationGestureRecognizer, ReportingRecognizer {
    let reporter = GestureReporter()

    override var state: UIGestureRecognizer.State {
        didSet { reporter.stateChanged(self) }
    }

    override func reset() {
        super.reset()
        reporter.fail()
    }
}

extension UIGestureRecognizer.State {
    /// What a recognizer that reports through its actions means for its gesture: began and
    /// changed are changes, ended the end, cancelled a failure.
    func gesturePhase<Value>(_ value: @autoclosure () -> Value) -> _GesturePhase<Value>? {
        switch self {
        case .began, .changed: return .changed(value())
        case .ended: return .ended(value())
        case .cancelled, .failed: return .failed
        default: return nil
        }
    }
}
