import Foundation

/// `UIRotationGestureRecognizer`: two fingers turning about each other, reported as `.began`
/// at the first step the line between them turns, `.changed` at each later one and `.ended`
/// when a finger lifts, with `rotation` (radians since they went down, clockwise on screen
/// positive, as on iOS) and `velocity` (radians per second). `clock.rotate(_:by:duration:)`
/// scripts the two fingers.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The turn of the line between the fingers since they went down. Set it (usually to 0) to
    /// measure on from where the fingers are now.
    open var rotation: CGFloat = 0 {
        didSet {
            guard !settingFromFingers else { return }
            if let angle { measure.start = angle - rotation }
            measure.valueSet(to: rotation)
        }
    }
    /// The change of `rotation` per second, at the last step.
    open var velocity: CGFloat { measure.velocity }

    private var measure = TwoFingerMeasure()
    private var settingFromFingers = false

    /// A rotation recognizer whose action is `action`.
    public convenience init(_ action: @escaping (UIRotationGestureRecognizer) -> Void) {
        self.init()
        addTarget { action($0 as! UIRotationGestureRecognizer) }
    }

    private var angle: CGFloat? {
        fingerPair.map { atan2($0.1.y - $0.0.y, $0.1.x - $0.0.x) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !rejectExtraFinger(), trackedTouches.count == 2 else { return }
        measure.begin(angle, neutral: 0, time: touches.first?.timestamp ?? 0)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start = measure.start, let angle else { return }
        // The turn nearest to the last one (the angle wraps at ±π).
        var turn = angle - start
        let previous = measure.last?.value ?? 0
        while turn - previous > .pi { turn -= 2 * .pi }
        while turn - previous < -.pi { turn += 2 * .pi }
        measure.step(to: turn, at: touches.first?.timestamp ?? 0)
        let changed = abs(turn - rotation) > 1e-9
        setFromFingers(turn)
        reportTwoFingerStep(changed: changed)
    }

    private func setFromFingers(_ value: CGFloat) {
        settingFromFingers = true
        rotation = value
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
        setFromFingers(0)
    }
}
