import Foundation
import FlipbookTiming

extension UIView {
    /// The four built-in curves of `UIViewPropertyAnimator(duration:curve:animations:)`.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at both ends: the curve (0.42, 0, 0.58, 1).
        case easeInOut = 0
        /// Slow at the start: the curve (0.42, 0, 1, 1).
        case easeIn = 1
        /// Slow at the end: the curve (0, 0, 0.58, 1).
        case easeOut = 2
        /// Constant speed.
        case linear = 3

        var timingFunction: TimingFunction {
            switch self {
            case .easeInOut: .easeInEaseOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}

/// What kind of timing a provider gives.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's built-in curves.
    case builtin
    /// A cubic Bézier curve (`UICubicTimingParameters`).
    case cubic
    /// A spring (`UISpringTimingParameters`).
    case spring
    /// A cubic curve and a spring together; no provider here gives it.
    case composed
}

/// `UITimingCurveProvider`: the timing of a property animator.
public protocol UITimingCurveProvider: AnyObject {
    /// Which of the parameters below the animator uses.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, when the timing has one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, when the timing has one.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// `UICubicTimingParameters`: a cubic Bézier timing curve.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve, `.easeInOut` for custom control points (as UIKit reports).
    public let animationCurve: UIView.AnimationCurve
    /// The curve's first control point, in the unit square.
    public let controlPoint1: CGPoint
    /// The curve's second control point, in the unit square.
    public let controlPoint2: CGPoint
    let timingFunction: TimingFunction

    /// The default curve: ease in, ease out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of the built-in curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        timingFunction = curve.timingFunction
        if case .cubicBezier(let bezier) = timingFunction {
            controlPoint1 = CGPoint(x: bezier.x1, y: bezier.y1)
            controlPoint2 = CGPoint(x: bezier.x2, y: bezier.y2)
        } else {
            (controlPoint1, controlPoint2) = (.zero, CGPoint(x: 1, y: 1))
        }
        super.init()
    }

    /// A custom curve from (0, 0) to (1, 1) through two control points; x is time, y progress.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        timingFunction = .cubicBezier(CubicBezier(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y)))
        super.init()
    }

    /// `.cubic`.
    public var timingCurveType: UITimingCurveType { .cubic }
    /// These parameters.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// nil: a cubic curve has no spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// `UISpringTimingParameters`: a spring, from a damping ratio (the animator's duration is kept:
/// UIKit's spring that settles in it) or from mass, stiffness and damping (the spring's own
/// settling time replaces the animator's duration, as Apple documents).
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity relative to the distance (1 = the whole distance in one second);
    /// one-dimensional properties use `dx` (UIKit's rule).
    public let initialVelocity: CGVector
    /// For the damping-ratio forms: the ratio; nil for a physical spring.
    let dampingRatio: Double?
    /// For the physical form.
    let physical: (mass: Double, stiffness: Double, damping: Double)?

    /// Critically damped (ratio 1), UIKit's default for springs.
    public override convenience init() { self.init(dampingRatio: 1) }

    /// A spring that settles in the animator's duration with a damping ratio (1: no overshoot;
    /// smaller: more bounce), starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring that settles in the animator's duration with a damping ratio and an initial
    /// velocity relative to the distance.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = Double(ratio)
        physical = nil
        initialVelocity = velocity
        super.init()
    }

    /// A physical spring; its settling time replaces the animator's duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        physical = (Double(mass), Double(stiffness), Double(damping))
        initialVelocity = velocity
        super.init()
    }

    /// The spring for an animator of `duration` seconds.
    func spring(duration: TimeInterval) -> Spring {
        let velocity = Double(initialVelocity.dx)
        if let physical {
            return Spring(mass: physical.mass, stiffness: physical.stiffness, damping: physical.damping, initialVelocity: velocity,
                          allowsOverdamping: true)
        }
        return Spring(dampingRatio: dampingRatio ?? 1, duration: duration, initialVelocity: velocity)
    }

    /// How long the animator runs: its own duration, or the physical spring's settling time.
    func effectiveDuration(_ duration: TimeInterval) -> TimeInterval {
        guard physical != nil else { return duration }
        let settling = spring(duration: duration).settlingDuration
        return settling.isFinite ? settling : duration
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// nil: a spring has no cubic curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// These parameters.
    public var springTimingParameters: UISpringTimingParameters? { self }
}
