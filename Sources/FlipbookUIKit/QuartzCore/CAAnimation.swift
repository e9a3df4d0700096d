import Foundation
import FlipbookScene
import FlipbookTiming

/// Receives an animation's start and stop at their virtual times (`CAAnimationDelegate`).
/// Both methods are optional, as in QuartzCore.
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation reached its begin time.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag` true) or was removed before its end (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// `CAAnimation`: timing shared by every explicit animation.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, KeyValueContainer, @unchecked Sendable {
    /// Values set with `setValue(_:forKey:)` for keys of your own; copies carry them.
    package var undefinedKeyValues: [String: Any] = [:]

    /// As an action: adds a copy of itself to the layer under `event`, as Core Animation's
    /// `CAAnimation` runs.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The curve over each play; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the animation leaves the layer when it ends.
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops; held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?

    public override init() { super.init() }

    /// `CAMediaTiming` as the engine holds it.
    var engineTiming: MediaTiming {
        MediaTiming(beginTime: beginTime, duration: duration, speed: Double(speed), timeOffset: timeOffset,
                    repeatCount: Double(repeatCount), repeatDuration: repeatDuration, autoreverses: autoreverses,
                    fillMode: fillMode.engine, isRemovedOnCompletion: isRemovedOnCompletion)
    }

    /// The engine's animation for a layer of a kind; thrown errors name the problem, the layer
    /// adds its id.
    func engineAnimation(for kind: LayerKind) throws(AnimationConversionError) -> Animation {
        throw AnimationConversionError("a bare CAAnimation animates nothing; use CABasicAnimation, "
            + "CAKeyframeAnimation, CASpringAnimation or CAAnimationGroup")
    }

    /// What the conversion changed to animate as iOS does and the code should not rely on
    /// (reported as warnings, naming the animation).
    func engineWarnings() -> [String] { [] }

    /// Applies the shared timing to a converted animation.
    func withTiming(_ animation: Animation) -> Animation {
        var animation = animation
        let spring = animation.timing.duration
        animation.timing = engineTiming
        // A spring's duration defaults to its settling duration, as CASpringAnimation's does
        // only when left unset; explicit durations are kept.
        if duration == 0, case .spring = animation.content { animation.timing.duration = spring }
        animation.timingFunction = timingFunction?.function
        return animation
    }
}

/// Why a Core Animation object cannot become an engine animation.
struct AnimationConversionError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// `CAPropertyAnimation`: an animation of one key path.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    /// The animated key path (`"position.x"`, `"transform.rotation.z"`, …).
    open var keyPath: String?
    /// Adds to the layer's value instead of replacing it.
    open var isAdditive = false
    /// Each repeat continues from where the last ended.
    open var isCumulative = false

    /// An animation of a key path.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The parsed key path, checked against the layer's kind.
    func engineKeyPath(for kind: LayerKind) throws(AnimationConversionError) -> LayerKeyPath {
        guard let text = keyPath else {
            throw AnimationConversionError("\(type(of: self)) has no keyPath")
        }
        guard let path = LayerKeyPath(text), path.property.applies(to: kind), path.property.isAnimatable else {
            throw AnimationConversionError("key path '\(text)' is not one Flipbook models for a "
                + "\(kind.className); it animates: " + LayerKeyPath.animatable(for: kind).joined(separator: ", "))
        }
        return path
    }

    /// Converts a value for the key path, naming the property that holds it when it does not fit.
    func engineValue(_ value: Any?, _ field: String, for path: LayerKeyPath) throws(AnimationConversionError)
        -> AnimationValue? {
        guard let value else { return nil }
        guard let converted = AnimationValue(any: value, kind: path.kind) else {
            throw AnimationConversionError("\(field) of the '\(path)' animation is a \(type(of: value)); "
                + "expected \(path.kind.swiftExpectation)")
        }
        return converted
    }

    func finish(_ animation: Animation) -> Animation {
        var animation = withTiming(animation)
        animation.isAdditive = isAdditive
        animation.isCumulative = isCumulative
        return animation
    }
}

extension LayerKind {
    /// The QuartzCore class that draws this kind, for messages.
    var className: String {
        switch self {
        case .layer: return "CALayer"
        case .shape: return "CAShapeLayer"
        case .text: return "CATextLayer (or UILabel)"
        case .image: return "UIImageView's layer"
        case .gradient: return "CAGradientLayer"
        case .replicator: return "CAReplicatorLayer"
        case .lottie: return "LottieAnimationView's layer"
        }
    }
}

extension ValueKind {
    /// What Swift code passes for a key path of this kind.
    var swiftExpectation: String {
        switch self {
        case .number: return "a number (CGFloat, Double, Float, Int or NSNumber)"
        case .point: return "a CGPoint"
        case .size: return "a CGSize"
        case .rect: return "a CGRect"
        case .color: return "a CGColor (UIColor's .cgColor)"
        case .transform: return "a CATransform3D"
        case .bool: return "a Bool"
        case .string: return "a String"
        case .path: return "a CGPath"
        case .colors: return "an array of CGColor"
        case .numbers: return "an array of numbers"
        }
    }
}

/// `CABasicAnimation`: from one value to another.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// The start value; nil starts from the layer's current presentation value (or
    /// `toValue − byValue`).
    open var fromValue: Any?
    /// The end value; nil ends at the layer's model value (or `fromValue + byValue`).
    open var toValue: Any?
    /// The change, added to `fromValue` (or to the current value) when `toValue` is nil.
    open var byValue: Any?

    override func engineAnimation(for kind: LayerKind) throws(AnimationConversionError) -> Animation {
        let path = try engineKeyPath(for: kind)
        return finish(.basic(path, from: try engineValue(fromValue, "fromValue", for: path),
                             to: try engineValue(toValue, "toValue", for: path),
                             by: try engineValue(byValue, "byValue", for: path)))
    }
}

/// `CAKeyframeAnimation`: through a list of values, or along a path.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// The keyframe values, in order.
    open var values: [Any]?
    /// Overrides `values` for point key paths.
    open var path: CGPath?
    /// Fractions of the duration, one per value, from 0 to 1.
    open var keyTimes: [NSNumber]?
    /// One per segment (values.count − 1).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed (linear by default).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// For cubic modes: how tightly the curve bends at each keyframe (0 by default; 1 is tight).
    open var tensionValues: [NSNumber]?
    /// For cubic modes: how sharp the corner at each keyframe is (0 by default).
    open var continuityValues: [NSNumber]?
    /// For cubic modes: where the curve overshoots each keyframe, before (−1) or after (1).
    open var biasValues: [NSNumber]?
    /// Whether a layer moving along `path` turns with its tangent; nil does not turn it.
    open var rotationMode: CAAnimationRotationMode?

    override func engineAnimation(for kind: LayerKind) throws(AnimationConversionError) -> Animation {
        let keyPath = try engineKeyPath(for: kind)
        let mode = CalculationMode(rawValue: calculationMode.rawValue) ?? .linear
        do {
            if let path, keyPath.kind == .point {
                let rotation = rotationMode.flatMap { KeyframePath.RotationMode(rawValue: $0.rawValue) }
                let track = try KeyframePath(path: path.bezier, rotationMode: rotation,
                                             paced: mode == .paced || mode == .cubicPaced,
                                             keyTimes: keyTimes?.map(\.doubleValue),
                                             timingFunctions: timingFunctions?.map(\.function))
                return finish(Animation(keyPath: keyPath, content: .path(track)))
            }
            let arrays = pairedArrays(mode: mode)
            var converted: [AnimationValue] = []
            for (index, value) in (values ?? []).prefix(arrays.valueCount).enumerated() {
                guard let engine = try engineValue(value, "values[\(index)]", for: keyPath) else { continue }
                converted.append(engine)
            }
            let track = try KeyframeTrack(values: converted, keyTimes: arrays.keyTimes, timingFunctions: arrays.functions,
                                          calculationMode: mode,
                                          tensionValues: tensionValues?.prefix(arrays.valueCount).map(\.doubleValue),
                                          continuityValues: continuityValues?.prefix(arrays.valueCount).map(\.doubleValue),
                                          biasValues: biasValues?.prefix(arrays.valueCount).map(\.doubleValue))
            return finish(.keyframes(keyPath, track))
        } catch let error as KeyframeError {
            throw AnimationConversionError("the '\(keyPath)' keyframe animation: \(error)")
        } catch {
            throw error as? AnimationConversionError ?? AnimationConversionError("\(error)")
        }
    }

    override func engineWarnings() -> [String] {
        guard path == nil || values != nil else { return [] }
        let mode = CalculationMode(rawValue: calculationMode.rawValue) ?? .linear
        return pairedArrays(mode: mode).warnings.map { "the '\(keyPath ?? "")' keyframe animation: \($0)" }
    }

    /// `values`, `keyTimes` and `timingFunctions` as Core Animation pairs them when their counts
    /// do not match: by index. Apple's header says only that "the timing of your animation might
    /// not be what you expect"; what an iPhone does is the evidence. A key time belongs to the
    /// value with its index (a key time past 1 leaves its value unreached, as a Stack Overflow
    /// report of iOS shows: "Why are my animation values ignored?", question 2184240), so extra
    /// key times are unused and values with no key time are never reached (the track ends at
    /// the last value that has one); extra timing functions are unused, and a segment with none
    /// is linear, as a keyframe segment is by default. Discrete mode takes one key time per
    /// value or one more, as documented; paced modes ignore key times and timing functions.
    func pairedArrays(mode: CalculationMode) -> (valueCount: Int, keyTimes: [Double]?, functions: [TimingFunction]?,
                                                 warnings: [String]) {
        var valueCount = values?.count ?? 0
        var warnings: [String] = []
        var times = keyTimes?.map(\.doubleValue)
        if let given = times, mode != .paced, mode != .cubicPaced {
            let most = mode == .discrete ? valueCount + 1 : valueCount
            if given.count > most {
                times = Array(given.prefix(most))
                warnings.append("keyTimes has \(given.count) entries for \(valueCount) values; the last "
                    + "\(given.count - most) \(given.count - most == 1 ? "is" : "are") unused, as on iOS")
            } else if given.count < valueCount, !given.isEmpty {
                warnings.append("keyTimes has \(given.count) entries for \(valueCount) values; values after "
                    + "values[\(given.count - 1)] have no key time and are never reached, as on iOS")
                valueCount = given.count
            }
        }
        var functions = timingFunctions?.map(\.function)
        let segments = max(valueCount - 1, 1)
        if let given = functions, mode != .paced, mode != .cubicPaced, valueCount > 1, given.count != segments {
            if given.count > segments {
                functions = Array(given.prefix(segments))
                warnings.append("timingFunctions has \(given.count) entries for \(segments) segments; the last "
                    + "\(given.count - segments) \(given.count - segments == 1 ? "is" : "are") unused, as on iOS")
            } else {
                functions = given + Array(repeating: .linear, count: segments - given.count)
                warnings.append("timingFunctions has \(given.count) entries for \(segments) segments; the "
                    + "segments without one are linear, as on iOS")
            }
        }
        return (valueCount, times, functions, warnings)
    }
}

/// `CASpringAnimation`: a basic animation whose progress follows a damped spring.
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
    /// The mass on the spring (1 by default).
    open var mass: CGFloat = 1
    /// The spring's stiffness (100 by default).
    open var stiffness: CGFloat = 100
    /// The friction slowing the spring (10 by default).
    open var damping: CGFloat = 10
    /// The starting speed relative to the distance (1 = the whole distance in one second).
    open var initialVelocity: CGFloat = 0
    /// Whether a damping ratio above 1 is kept; when false it is treated as 1, as Core Animation does.
    open var allowsOverdamping = false

    /// A spring that settles in about `perceptualDuration` with a `bounce` from −1 to 1
    /// (iOS 17's `init(perceptualDuration:bounce:)`): mass 1, stiffness (2π / duration)²,
    /// damping from the bounce, as SwiftUI's `Spring(duration:bounce:)` defines them.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let spring = Spring(duration: perceptualDuration, bounce: Double(bounce))
        (mass, stiffness, damping) = (CGFloat(spring.mass), CGFloat(spring.stiffness), CGFloat(spring.damping))
        self.perceptualDuration = perceptualDuration
        self.bounce = bounce
    }

    /// The duration given to `init(perceptualDuration:bounce:)`, else derived from the spring.
    open var perceptualDuration: TimeInterval = 0
    /// The bounce given to `init(perceptualDuration:bounce:)`.
    open var bounce: CGFloat = 0

    /// How long the spring takes to come to rest (Core Animation's estimate; timing.md §5).
    open var settlingDuration: CFTimeInterval { engineSpring.settlingDuration }

    var engineSpring: Spring {
        Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
               initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    override func engineAnimation(for kind: LayerKind) throws(AnimationConversionError) -> Animation {
        let path = try engineKeyPath(for: kind)
        return finish(.spring(path, engineSpring, from: try engineValue(fromValue, "fromValue", for: path),
                              to: try engineValue(toValue, "toValue", for: path),
                              by: try engineValue(byValue, "byValue", for: path)))
    }
}

/// `CAAnimationGroup`: animations on one clock, cut off at the group's duration.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    /// The animations run together on the group's clock.
    open var animations: [CAAnimation]?

    override func engineAnimation(for kind: LayerKind) throws(AnimationConversionError) -> Animation {
        var children: [Animation] = []
        for child in animations ?? [] { children.append(try child.engineAnimation(for: kind)) }
        return withTiming(.group(children))
    }

    override func engineWarnings() -> [String] { (animations ?? []).flatMap { $0.engineWarnings() } }
}
