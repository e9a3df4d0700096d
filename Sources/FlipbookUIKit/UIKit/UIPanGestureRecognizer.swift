import Foundation

/// `UIPanGestureRecognizer`: fingers moving on a view, reported as `.began`, `.changed` at every
/// step they move, and `.ended` when they lift, with `translation(in:)` and `velocity(in:)`.
///
/// Touches (a scripted `clock.swipe`, or the two fingers of `clock.pinch`/`clock.rotate`) begin
/// it once their centre has moved 10 points from where they went down: Apple documents no
/// distance, and 10 points is the distance a tap may move (Flipbook's choice, the README's
/// "rules that are choices"), so a finger that moves further is a pan and no longer a tap. The
/// translation counts from where the fingers went down. `clock.pan(_:by:duration:)` drives a
/// view's pan recognizers directly, from the first step, without touches.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers move before a pan begins (points).
    public static let hysteresis: CGFloat = 10

    /// Fingers needed before it begins (1 by default).
    open var minimumNumberOfTouches = 1
    /// Fingers it accepts (any number by default); more make it fail or end.
    open var maximumNumberOfTouches = Int.max
    private var translation: CGPoint = .zero
    /// Points per second, from the finger's last step (0 once it rested).
    var currentVelocity: CGPoint = .zero
    /// Where the fingers' centre went down, and where and when it was last seen.
    private var touchDownCentre: CGPoint?
    private var lastCentre: (point: CGPoint, time: TimeInterval)?

    /// A pan recognizer whose action is `action`.
    public convenience init(_ action: @escaping (UIPanGestureRecognizer) -> Void) {
        self.init()
        addTarget { action($0 as! UIPanGestureRecognizer) }
    }

    /// The finger's movement since the gesture began (or since `setTranslation`). The same in
    /// every view, as views are taken as neither rotated nor scaled relative to one another.
    open func translation(in view: UIView?) -> CGPoint { translation }

    /// Resets the translation reported from now on (usually to `.zero`, for incremental moves).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        self.translation = translation
    }

    /// The finger's velocity in points per second.
    open func velocity(in view: UIView?) -> CGPoint { currentVelocity }

    /// The finger moved by `step` in `seconds`. Steps are differences of exact positions along
    /// the scripted line, so the sums land on the scripted end without rounding drift.
    func move(by step: CGPoint, over seconds: Double) {
        translation = CGPoint(x: translation.x + step.x, y: translation.y + step.y)
        fingerLocation = CGPoint(x: fingerLocation.x + step.x, y: fingerLocation.y + step.y)
        currentVelocity = seconds > 0 ? CGPoint(x: step.x / seconds, y: step.y / seconds) : .zero
    }

    /// A new gesture starts with the finger at `location` (window coordinates).
    func reset(at location: CGPoint) {
        translation = .zero
        currentVelocity = .zero
        fingerLocation = location
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count <= maximumNumberOfTouches else {
            state = state == .possible ? .failed : .ended
            return
        }
        // The centre moves when a finger joins: measure from where it is now.
        if state == .possible { touchDownCentre = fingerLocation }
        lastMovedCentre = fingerLocation
        lastCentre = (fingerLocation, touches.first?.timestamp ?? 0)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start = touchDownCentre, trackedTouches.count >= minimumNumberOfTouches else { return }
        let centre = fingerLocation, time = touches.first?.timestamp ?? 0
        if let last = lastCentre, time > last.time {
            currentVelocity = CGPoint(x: (centre.x - last.point.x) / (time - last.time), y: (centre.y - last.point.y) / (time - last.time))
        }
        lastCentre = (centre, time)
        switch state {
        case .possible:
            guard hypot(centre.x - start.x, centre.y - start.y) >= Self.hysteresis else { return }
            translation = CGPoint(x: centre.x - start.x, y: centre.y - start.y)
            state = .began
        case .began, .changed:
            translation = CGPoint(x: translation.x + centre.x - (lastMovedCentre?.x ?? centre.x), y: translation.y + centre.y - (lastMovedCentre?.y ?? centre.y))
            state = .changed
        default:
            break
        }
        lastMovedCentre = centre
    }

    /// The centre at the last step reported (translation adds up the steps, so that
    /// `setTranslation` resets it from where the fingers are).
    private var lastMovedCentre: CGPoint?

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The gesture ends when the last finger lifts (the lifting touch is still tracked here).
        guard trackedTouches.count <= touches.count else { return }
        if let last = lastCentre, let time = touches.first?.timestamp, time - last.time > 1e-6 { currentVelocity = .zero }
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        touchDownCentre = nil
        lastCentre = nil
        lastMovedCentre = nil
    }
}
