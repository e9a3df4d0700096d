import FlipbookTiming

/// `UIView.AnimationOptions`: curve, repeat and autoreverse for `animate` blocks.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews with the parent (no layout pass exists here: no effect).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Allow touches during the animation (no touches here: no effect).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the current presentation value. With iOS 8's additive animations the motion is
    /// continuous either way, so this changes nothing here (timing.md §3.2).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run backwards after forwards (with `.repeat`).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A nested block keeps its own duration instead of the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A nested block keeps its own curve instead of the enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraw contents during the animation (contents are static here: no effect).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hide and show instead of removing views in transitions (transitions are not modelled: no effect).
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// A nested block keeps its own repeat and autoreverse options.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// The default curve, ease in and out.
    public static let curveEaseInOut = AnimationOptions([])
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// View transitions (`UIView.transition(with:…)`): a cross-dissolve and flips (without
    /// perspective) are drawn; curls show as a cross-dissolve, listed as a problem.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// The view turns over about its vertical centre line, left edge first.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// The view turns over about its vertical centre line, right edge first.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// On iOS, a page curling up; drawn as a cross-dissolve and listed as a problem.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// On iOS, a page curling down; drawn as a cross-dissolve and listed as a problem.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// The old look fades into the new.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// The view turns over about its horizontal centre line, top edge first.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// The view turns over about its horizontal centre line, bottom edge first.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    /// Frame-rate hints (every frame is computed exactly here: no effect).
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// A 60 fps hint: no effect.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// A 30 fps hint: no effect.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

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
