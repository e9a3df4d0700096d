/// Where a step function jumps (CSS `steps()` positions), for discrete timing.
public enum StepPosition: String, Sendable, Hashable, CaseIterable {
    /// The first jump happens at the start: output starts at 1/n.
    case jumpStart = "start"
    /// The last jump happens at the end: output reaches 1 only at the end (CSS's default).
    case jumpEnd = "end"
    /// No jump at either end: n − 1 jumps between 0 and 1.
    case jumpNone = "none"
    /// Jumps at both ends: n + 1 levels.
    case jumpBoth = "both"
}

/// Maps input progress in [0, 1] to eased progress (`CAMediaTimingFunction`, or a step function).
public enum TimingFunction: Sendable, Hashable {
    /// A cubic Bézier curve, which covers every named Core Animation curve.
    case cubicBezier(CubicBezier)
    /// A staircase of `count` steps (CSS `steps(count, position)`), for discrete motion.
    case steps(count: Int, position: StepPosition)

    /// Constant speed; what an explicit animation with a nil timing function uses.
    public static let linear = TimingFunction.cubicBezier(CubicBezier(0, 0, 1, 1))
    /// Slow start (`kCAMediaTimingFunctionEaseIn`, control points 0.42,0 / 1,1).
    public static let easeIn = TimingFunction.cubicBezier(CubicBezier(0.42, 0, 1, 1))
    /// Slow end (`kCAMediaTimingFunctionEaseOut`, 0,0 / 0.58,1).
    public static let easeOut = TimingFunction.cubicBezier(CubicBezier(0, 0, 0.58, 1))
    /// Slow start and end (`kCAMediaTimingFunctionEaseInEaseOut`, 0.42,0 / 0.58,1): UIKit's default curve.
    public static let easeInEaseOut = TimingFunction.cubicBezier(CubicBezier(0.42, 0, 0.58, 1))
    /// Core Animation's `default` (0.25,0.1 / 0.25,1, CSS `ease`): implicit layer animations use it.
    public static let `default` = TimingFunction.cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1))

    /// The named curves in documentation order, with the names Core Animation uses.
    public static let named: [(name: String, function: TimingFunction)] = [
        ("linear", .linear),
        ("easeIn", .easeIn),
        ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut),
        ("default", .default),
    ]

    /// The named curve with this name (`easeInEaseOut`, `default`, …), or nil.
    ///
    /// Matching ignores case, `-` and `_`; the CSS names `ease` and `ease-in-out` are accepted too.
    public init?(named name: String) {
        var key = Self.normalizedName(name)
        key = Self.cssAliases[key] ?? key
        guard let match = Self.named.first(where: { Self.normalizedName($0.name) == key }) else {
            return nil
        }
        self = match.function
    }

    /// The curve's Core Animation name, when it is one of the named curves.
    public var name: String? {
        Self.named.first(where: { $0.function == self })?.name
    }

    /// Eased progress at input progress x. Béziers extrapolate linearly outside [0, 1]; steps
    /// go on stepping there, as CSS defines them. `beforeFlag` is CSS Easing's *before flag*:
    /// set when the animation is in its before phase going forwards (or its after phase going
    /// backwards), where a step function at one of its jumps takes the lower value.
    public func value(at x: Double, beforeFlag: Bool = false) -> Double {
        switch self {
        case .cubicBezier(let curve):
            return curve.value(at: x)
        case .steps(let count, let position):
            return Self.stepValue(at: x, count: count, position: position, beforeFlag: beforeFlag)
        }
    }

    /// Eased progress at input progress x: `function(x)` reads like the math it models.
    public func callAsFunction(_ x: Double) -> Double { value(at: x) }

    /// CSS Easing Level 1 §"step easing functions", step by step: the current step is
    /// floor(x · steps), one more for jump-start and jump-both, one less with the before flag
    /// exactly at a jump; it is kept ≥ 0 only while x ≥ 0 and ≤ jumps only while x ≤ 1, so
    /// outside [0, 1] the staircase goes on (`steps(1, start)` at −0.1 is 0, at 2 is 3).
    private static func stepValue(at x: Double, count: Int, position: StepPosition, beforeFlag: Bool) -> Double {
        guard x.isFinite else { return x }
        let steps = Double(max(count, 1))
        var step = (x * steps).rounded(.down)
        if position == .jumpStart || position == .jumpBoth { step += 1 }
        if beforeFlag, (x * steps).truncatingRemainder(dividingBy: 1) == 0 { step -= 1 }
        let jumps: Double
        switch position {
        case .jumpStart, .jumpEnd: jumps = steps
        case .jumpNone: jumps = max(steps - 1, 1)
        case .jumpBoth: jumps = steps + 1
        }
        if x >= 0 && step < 0 { step = 0 }
        if x <= 1 && step > jumps { step = jumps }
        return step / jumps
    }

    /// CSS spellings of the same curves, already normalized.
    private static let cssAliases = ["ease": "default", "easeinout": "easeineaseout"]

    private static func normalizedName(_ name: String) -> String {
        name.lowercased().filter { $0 != "-" && $0 != "_" }
    }
}
