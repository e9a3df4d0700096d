import FlipbookTiming

/// `UIView.AnimationOptions`: curve, repeat and autoreverse for `animate` blocks.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Start from the current presentation value. With iOS 8's additive animations the motion is
    /// continuous either way, so this changes nothing here (timing.md §3.2).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run backwards after forwards (with `.repeat`).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// The default curve, ease in and out.
    public static let curveEaseInOut = AnimationOptions([])
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The timing function the curve bits select (`easeInEaseOut` by default, as UIKit's
    /// `.curveEaseInOut` maps to kCAMediaTimingFunctionEaseInEaseOut).
    public var timingFunction: TimingFunction {
        switch (rawValue >> 16) & 0xF {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInEaseOut
        }
    }

    /// Option names as scene files spell them.
    public static let named: [String: AnimationOptions] = [
        "beginFromCurrentState": .beginFromCurrentState, "repeat": .repeat, "autoreverse": .autoreverse,
        "curveEaseInOut": .curveEaseInOut, "curveEaseIn": .curveEaseIn, "curveEaseOut": .curveEaseOut,
        "curveLinear": .curveLinear,
    ]
}
