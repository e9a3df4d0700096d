import Foundation
import FlipbookScene

/// `CATransitionType`: how the new look replaces the old.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// `CATransitionSubtype`: where a moving transition comes from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key Core Animation files transitions under.
public let kCATransition = "transition"

/// `CATransition`: the layer's change of look made in the same transaction (sublayers added,
/// removed or hidden, values set) shown as a cross-dissolve or a slide over `duration`
/// (0.25 s by default), from a still picture of how the layer looked just before.
open class CATransition: CAAnimation, @unchecked Sendable {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    /// Stored; transitions run from 0 to 1.
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    override func engineAnimation(for kind: LayerKind) throws(AnimationConversionError) -> Animation {
        guard let transition = TransitionKind(rawValue: type.rawValue) else {
            throw AnimationConversionError("CATransition type '\(type.rawValue)' is not one Flipbook draws; "
                + "it draws fade, push, moveIn, reveal and flip (UIKit's flips)")
        }
        let direction = subtype.flatMap { TransitionDirection(rawValue: $0.rawValue) } ?? .fromRight
        return withTiming(.transition(transition, from: direction))
    }
}
