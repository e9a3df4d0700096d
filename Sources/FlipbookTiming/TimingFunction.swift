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

    /// Eased progress at input progress x. Béziers extrapolate linearly outside [0, 1];
    /// steps clamp there.
    public func value(at x: Double) -> Double {
        switch self {
        case .cubicBezier(let curve):
            return curve.value(at: x)
        case .steps(let count, let position):
            return Self.stepValue(at: x, count: count, position: position)
        }
    }

    /// Eased progress at input progress x: `function(x)` reads like the math it models.
    public func callAsFunction(_ x: Double) -> Double { value(at: x) }

    /// CSS Easing §"step easing function", without the before flag (we never sample "before").
    private static func stepValue(at x: Double, count: Int, position: StepPosition) -> Double {
        let steps = max(count, 1)
        let clamped = min(max(x, 0), 1)
        var step = (clamped * Double(steps)).rounded(.down)
        if position == .jumpStart || position == .jumpBoth { step += 1 }
        let jumps: Double
        switch position {
        case .jumpStart, .jumpEnd: jumps = Double(steps)
        case .jumpNone: jumps = Double(max(steps - 1, 1))
        case .jumpBoth: jumps = Double(steps + 1)
        }
        return min(max(step, 0), jumps) / jumps
    }

    /// CSS spellings of the same curves, already normalized.
    private static let cssAliases = ["ease": "default", "easeinout": "easeineaseout"]

    private static func normalizedName(_ name: String) -> String {
        name.lowercased().filter { $0 != "-" && $0 != "_" }
    }
}
