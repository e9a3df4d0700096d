import Foundation
import FlipbookScene

/// `CATransitionType`: how the new look replaces the old.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new look fades in over the old (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new look slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new look slides in, pushing the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old look slides out, uncovering the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// `CATransitionSubtype`: where a moving transition comes from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge, moving left.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge, moving right.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge in UIKit's coordinates, moving down.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge in UIKit's coordinates, moving up.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key Core Animation files transitions under.
public let kCATransition = "transition"

/// `CATransition`: the layer's change of look made in the same transaction (sublayers added,
/// removed or hidden, values set) shown as a cross-dissolve or a slide over `duration`
/// (0.25 s by default), from a still picture of how the layer looked just before.
open class CATransition: CAAnimation, @unchecked Sendable {
    /// How the new look replaces the old (fade by default).
    open var type: CATransitionType = .fade
    /// Where a moving transition comes from; nil moves as `fromRight` (Apple documents no default
    /// direction; this is Flipbook's choice).
    open var subtype: CATransitionSubtype?
    /// Where the transition starts, 0 to 1: not modelled (transitions run from 0 to 1), so a
    /// transition added with another value is listed as a warning.
    open var startProgress: Float = 0
    /// Where it ends, as `startProgress`.
    open var endProgress: Float = 1

    override func engineWarnings() -> [String] {
        guard startProgress != 0 || endProgress != 1 else { return [] }
        return ["a transition's startProgress and endProgress are not modelled: it runs from 0 to 1"]
    }

    override func engineAnimation(for kind: LayerKind) throws(AnimationConversionError) -> Animation {
        guard let transition = TransitionKind(rawValue: type.rawValue) else {
            throw AnimationConversionError("CATransition type '\(type.rawValue)' is not one Flipbook draws; "
                + "it draws fade, push, moveIn, reveal and flip (UIKit's flips)")
        }
        let direction = subtype.flatMap { TransitionDirection(rawValue: $0.rawValue) } ?? .fromRight
        return withTiming(.transition(transition, from: direction))
    }
}
