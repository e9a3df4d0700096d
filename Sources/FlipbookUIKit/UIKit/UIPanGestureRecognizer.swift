import Foundation

/// `UIPanGestureRecognizer`: a finger moving on a view, reported as `.began`, `.changed` at every
/// tick of the 240 Hz clock it moves, and `.ended`, with `translation(in:)` and `velocity(in:)`.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Stored; a scripted pan is one finger.
    open var minimumNumberOfTouches = 1
    /// Stored; a scripted pan is one finger.
    open var maximumNumberOfTouches = Int.max
    private var translation: CGPoint = .zero
    /// Points per second, from the finger's last step (0 once it rested).
    var currentVelocity: CGPoint = .zero

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
}
