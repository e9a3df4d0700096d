import Foundation

/// `UIPinchGestureRecognizer`: two fingers moving apart or together, reported as `.began` at
/// the first step their distance changes, `.changed` at each later one and `.ended` when a
/// finger lifts, with `scale` (their distance over the distance when they went down) and
/// `velocity` (scale per second). `clock.pinch(_:scale:duration:)` scripts the two fingers.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The fingers' distance over their distance at the start (1 before they move). Set it
    /// (usually to 1) to measure on from where the fingers are now.
    open var scale: CGFloat = 1 {
        didSet {
            guard !settingFromFingers else { return }
            if let distance { measure.start = distance / max(scale, 1e-9) }
            measure.valueSet(to: scale)
        }
    }
    /// The change of `scale` per second, at the last step.
    open var velocity: CGFloat { measure.velocity }

    private var measure = TwoFingerMeasure()
    private var settingFromFingers = false

    /// A pinch recognizer whose action is `action`.
    public convenience init(_ action: @escaping (UIPinchGestureRecognizer) -> Void) {
        self.init()
        addTarget { action($0 as! UIPinchGestureRecognizer) }
    }

    private var distance: CGFloat? {
        fingerPair.map { hypot($0.1.x - $0.0.x, $0.1.y - $0.0.y) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !rejectExtraFinger(), trackedTouches.count == 2 else { return }
        measure.begin(distance, neutral: 1, time: touches.first?.timestamp ?? 0)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start = measure.start, start > 0, let distance else { return }
        let value = distance / start
        measure.step(to: value, at: touches.first?.timestamp ?? 0)
        let changed = abs(value - scale) > 1e-9
        setFromFingers(value)
        reportTwoFingerStep(changed: changed)
    }

    private func setFromFingers(_ value: CGFloat) {
        settingFromFingers = true
        scale = value
        settingFromFingers = false
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endTwoFingerGesture()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        measure.reset()
        setFromFingers(1)
    }
}
