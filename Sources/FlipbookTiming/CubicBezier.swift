/// A CSS / Core Animation cubic Bézier timing curve from (0,0) to (1,1) with two control points.
///
/// Evaluation solves x(t) = progress for the curve parameter t and returns y(t), the way
/// WebKit's `UnitBezier.h` does (timing.md §2.2): an 11-sample table brackets the root, Newton's
/// method refines it, and bisection takes over when Newton stalls. Outside [0, 1] the curve is
/// extended linearly with its end slopes, as the CSS easing specification requires.
public struct CubicBezier: Sendable, Hashable {
    /// First control point (x1, y1).
    public let x1: Double, y1: Double
    /// Second control point (x2, y2).
    public let x2: Double, y2: Double

    // Polynomial coefficients of x(t) and y(t) in Horner form.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    private let startGradient: Double, endGradient: Double
    private let samples: [Double]

    /// The number of x(t) samples used to bracket the root (WebKit's CUBIC_BEZIER_SPLINE_SAMPLES).
    static let sampleCount = 11
    /// Root accuracy in x; tighter than WebKit's 1e-7 so y is good to ~1e-9 at slopes near 1.
    public static let defaultEpsilon = 1e-9

    /// Creates a curve. x1 and x2 must lie in [0, 1] for x(t) to be monotonic; callers validate.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by

        // Slopes used to extrapolate beyond [0, 1], from the tangent at each end point.
        if x1 > 0 {
            startGradient = y1 / x1
        } else if y1 == 0, x2 > 0 {
            startGradient = y2 / x2
        } else if y1 == 0, y2 == 0 {
            startGradient = 1
        } else {
            startGradient = 0
        }
        if x2 < 1 {
            endGradient = (y2 - 1) / (x2 - 1)
        } else if y2 == 1, x1 < 1 {
            endGradient = (y1 - 1) / (x1 - 1)
        } else if y1 == 1, y2 == 1 {
            endGradient = 1
        } else {
            endGradient = 0
        }

        let (a, b, c) = (ax, bx, cx)
        samples = (0..<Self.sampleCount).map { index in
            let t = Double(index) / Double(Self.sampleCount - 1)
            return ((a * t + b) * t + c) * t
        }
    }

    // Hashing and equality are by control points; the rest is derived from them.
    public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        (lhs.x1, lhs.y1, lhs.x2, lhs.y2) == (rhs.x1, rhs.y1, rhs.x2, rhs.y2)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }

    /// Whether the curve is the diagonal y = x (control points on it), so no solving is needed.
    public var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// x at curve parameter t.
    public func sampleCurveX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    /// y at curve parameter t.
    public func sampleCurveY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    /// dx/dt at curve parameter t.
    public func sampleCurveDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    /// dy/dt at curve parameter t.
    public func sampleCurveDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter t with x(t) = x, for x in [0, 1].
    public func solveCurveX(_ x: Double, epsilon: Double = defaultEpsilon) -> Double {
        // Bracket the root between two table samples and start from a linear guess inside it.
        var t0 = 0.0
        var t1 = 0.0
        var t2 = x
        let step = 1.0 / Double(Self.sampleCount - 1)
        for index in 1..<Self.sampleCount where x <= samples[index] {
            t1 = Double(index) * step
            t0 = t1 - step
            let span = samples[index] - samples[index - 1]
            t2 = span > 0 ? t0 + (x - samples[index - 1]) / span * step : t0
            break
        }
        if t1 == 0 {  // x beyond the last sample (x ≈ 1): the root is at the end.
            t0 = 1 - step
            t1 = 1
            t2 = 1
        }

        // Newton's method: fast where the slope is healthy.
        let newtonEpsilon = min(1e-7, epsilon)
        for _ in 0..<4 {
            let residual = sampleCurveX(t2) - x
            if abs(residual) < newtonEpsilon { return t2 }
            let derivative = sampleCurveDerivativeX(t2)
            if abs(derivative) < 1e-7 { break }
            t2 -= residual / derivative
        }
        if abs(sampleCurveX(t2) - x) < epsilon { return t2 }

        // Bisection inside the bracket: slow but certain, x(t) is monotonic for x1, x2 in [0, 1].
        let bisectionEpsilon = max(1e-10, epsilon)
        t2 = (t0 + t1) / 2
        while t0 < t1 {
            let value = sampleCurveX(t2)
            if abs(value - x) < bisectionEpsilon { return t2 }
            if x > value { t0 = t2 } else { t1 = t2 }
            let next = (t0 + t1) / 2
            if next == t2 { break }  // no representable midpoint left
            t2 = next
        }
        return t2
    }

    /// Eased progress for input progress x; linear extrapolation outside [0, 1].
    public func value(at x: Double, epsilon: Double = defaultEpsilon) -> Double {
        if x < 0 { return startGradient * x }
        if x > 1 { return 1 + endGradient * (x - 1) }
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        if isLinear { return x }
        return sampleCurveY(solveCurveX(x, epsilon: epsilon))
    }

    /// dy/dx at input progress x (the curve's velocity); the end slopes outside [0, 1].
    public func slope(at x: Double, epsilon: Double = defaultEpsilon) -> Double {
        if x < 0 { return startGradient }
        if x > 1 { return endGradient }
        let t = solveCurveX(x, epsilon: epsilon)
        let dx = sampleCurveDerivativeX(t)
        let dy = sampleCurveDerivativeY(t)
        if dx == 0 { return dy == 0 ? 0 : .infinity * dy.sign.multiplier }
        return dy / dx
    }
}

extension FloatingPointSign {
    /// +1 for plus, −1 for minus.
    var multiplier: Double { self == .plus ? 1 : -1 }
}
