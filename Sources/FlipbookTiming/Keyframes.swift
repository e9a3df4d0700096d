/// How a keyframe animation moves between its values (`CAAnimationCalculationMode`).
public enum CalculationMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// Straight-line interpolation between neighbouring values (the default).
    case linear
    /// Each value holds until the next key time; no interpolation.
    case discrete
    /// Linear, with key times chosen for constant speed; keyTimes and timing functions are ignored.
    case paced
    /// A Kochanek–Bartels (by default Catmull-Rom) spline through the values.
    case cubic
    /// The cubic spline traversed at constant speed; keyTimes and timing functions are ignored.
    case cubicPaced
}

/// Why a keyframe description cannot be sampled.
public enum KeyframeError: Error, Equatable, CustomStringConvertible {
    /// `values` is empty.
    case noValues
    /// `keyTimes` has the wrong count for the mode.
    case keyTimeCount(expected: String, actual: Int)
    /// `keyTimes` are not within [0, 1] and non-decreasing.
    case keyTimesNotMonotonic(index: Int)
    /// `timingFunctions` must have one entry per segment.
    case timingFunctionCount(expected: Int, actual: Int)
    /// tension/continuity/bias arrays must have one entry per value.
    case splineParameterCount(name: String, expected: Int, actual: Int)

    /// The field the problem is in (`values`, `keyTimes`, `timingFunctions`, `tensionValues`, …).
    public var field: String {
        switch self {
        case .noValues: return "values"
        case .keyTimeCount, .keyTimesNotMonotonic: return "keyTimes"
        case .timingFunctionCount: return "timingFunctions"
        case .splineParameterCount(let name, _, _): return name
        }
    }

    /// What was expected, without the field name.
    public var reason: String {
        switch self {
        case .noValues:
            return "expected at least one value"
        case .keyTimeCount(let expected, let actual):
            return "expected \(expected) entries, found \(actual)"
        case .keyTimesNotMonotonic:
            return "expected a number in [0, 1], not below the one before it"
        case .timingFunctionCount(let expected, let actual):
            return "expected \(expected) entries (one per segment), found \(actual)"
        case .splineParameterCount(_, let expected, let actual):
            return "expected \(expected) entries (one per value), found \(actual)"
        }
    }

    public var description: String {
        if case .keyTimesNotMonotonic(let index) = self { return "keyTimes[\(index)]: \(reason)" }
        return "\(field): \(reason)"
    }
}

/// The values of a `CAKeyframeAnimation` and how to move through them, sampled by progress.
///
/// Progress is the animation's eased progress in [0, 1] (the animation-level timing function
/// is applied first; per-segment `timingFunctions` then ease each segment, timing.md §4.2).
public struct KeyframeTrack<Value: Animatable>: Sendable {
    /// The keyframe values.
    public let values: [Value]
    /// Start of each keyframe as a fraction of the duration, as given (nil = evenly spaced).
    public let keyTimes: [Double]?
    /// Eases each segment (n − 1 for n values); nil = linear.
    public let timingFunctions: [TimingFunction]?
    /// The interpolation mode.
    public let calculationMode: CalculationMode
    /// Kochanek–Bartels parameters per value for cubic modes (nil = 0, Catmull-Rom).
    public let tensionValues: [Double]?, continuityValues: [Double]?, biasValues: [Double]?

    /// Key times actually used, one per value (discrete: one per value, plus the implicit 1).
    let resolvedKeyTimes: [Double]
    /// For cubicPaced: cumulative arc-length tables per segment.
    let arcLengthTables: [[Double]]

    /// Validates and prepares a track. Invalid key times are an error here, not silently ignored
    /// as Core Animation does, because a scene author wants to hear about them.
    public init(
        values: [Value],
        keyTimes: [Double]? = nil,
        timingFunctions: [TimingFunction]? = nil,
        calculationMode: CalculationMode = .linear,
        tensionValues: [Double]? = nil,
        continuityValues: [Double]? = nil,
        biasValues: [Double]? = nil
    ) throws(KeyframeError) {
        guard !values.isEmpty else { throw .noValues }
        self.values = values
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.calculationMode = calculationMode
        self.tensionValues = tensionValues
        self.continuityValues = continuityValues
        self.biasValues = biasValues

        for (name, array) in [("tensionValues", tensionValues), ("continuityValues", continuityValues),
                              ("biasValues", biasValues)] {
            if let array, array.count != values.count {
                throw .splineParameterCount(name: name, expected: values.count, actual: array.count)
            }
        }
        let segmentCount = max(values.count - 1, 1)
        if let timingFunctions, calculationMode != .paced, calculationMode != .cubicPaced,
           timingFunctions.count != segmentCount, values.count > 1 {
            throw .timingFunctionCount(expected: segmentCount, actual: timingFunctions.count)
        }

        switch calculationMode {
        case .paced, .cubicPaced:
            let lengths = calculationMode == .paced
                ? Self.chordLengths(values)
                : Self.splineArcLengths(values: values, tension: tensionValues,
                                        continuity: continuityValues, bias: biasValues)
            arcLengthTables = lengths.tables
            resolvedKeyTimes = Self.keyTimes(forSegmentLengths: lengths.totals)
        case .discrete:
            arcLengthTables = []
            resolvedKeyTimes = try Self.discreteKeyTimes(keyTimes, valueCount: values.count)
        case .linear, .cubic:
            arcLengthTables = []
            resolvedKeyTimes = try Self.interpolatedKeyTimes(keyTimes, valueCount: values.count)
        }
    }

    /// The value at eased progress p; progress outside [0, 1] holds the end values.
    public func value(at progress: Double) -> Value {
        if values.count == 1 { return values[0] }
        if calculationMode == .discrete { return discreteValue(at: progress) }

        let times = resolvedKeyTimes
        // At exactly the first key time the first segment starts, and its timing function
        // applies there (a `steps(1, start)` segment has already jumped).
        if progress < times[0] { return values[0] }
        if progress >= times[times.count - 1] { return values[values.count - 1] }
        // The last segment whose start is ≤ progress; zero-length segments are skipped over.
        var segment = 0
        while segment + 2 < times.count, times[segment + 1] <= progress { segment += 1 }
        let span = times[segment + 1] - times[segment]
        var fraction = span > 0 ? (progress - times[segment]) / span : 1
        if let functions = timingFunctions, calculationMode == .linear || calculationMode == .cubic,
           segment < functions.count {
            fraction = functions[segment].value(at: fraction)
        }
        switch calculationMode {
        case .linear, .paced, .discrete:
            return values[segment].interpolated(to: values[segment + 1], fraction: fraction)
        case .cubic:
            return splineValue(segment: segment, fraction: fraction)
        case .cubicPaced:
            return splineValue(segment: segment, fraction: Self.parameter(
                forArcFraction: fraction, table: arcLengthTables[segment]))
        }
    }

    /// Discrete: each value holds from its key time up to the next one; the last holds to the end.
    private func discreteValue(at progress: Double) -> Value {
        var index = 0
        while index + 1 < values.count, resolvedKeyTimes[index + 1] <= progress { index += 1 }
        return values[index]
    }
}

extension KeyframeTrack {
    /// Linear/cubic key times: one per value, from 0 to 1, non-decreasing; evenly spaced if nil.
    static func interpolatedKeyTimes(_ given: [Double]?, valueCount: Int) throws(KeyframeError) -> [Double] {
        guard let given else { return evenKeyTimes(count: valueCount) }
        guard given.count == valueCount else {
            throw .keyTimeCount(expected: "\(valueCount) (one per value)", actual: given.count)
        }
        try checkMonotonic(given)
        return given
    }

    /// Discrete key times: Apple documents one more key time than values (the last, 1, closes
    /// the final slot); one per value is accepted too, which is how most code writes it.
    static func discreteKeyTimes(_ given: [Double]?, valueCount: Int) throws(KeyframeError) -> [Double] {
        guard let given else {
            // n equal slots, SMIL-style: value i holds over [i/n, (i+1)/n).
            return (0...valueCount).map { Double($0) / Double(valueCount) }
        }
        guard given.count == valueCount + 1 || given.count == valueCount else {
            throw .keyTimeCount(expected: "\(valueCount + 1) (values + 1) or \(valueCount)", actual: given.count)
        }
        try checkMonotonic(given)
        return given.count == valueCount ? given + [1] : given
    }

    /// Checks that key times lie in [0, 1] and never decrease.
    public static func checkMonotonic(_ times: [Double]) throws(KeyframeError) {
        for (index, time) in times.enumerated() {
            let previous = index > 0 ? times[index - 1] : 0
            guard time.isFinite, time >= 0, time <= 1, time >= previous else {
                throw .keyTimesNotMonotonic(index: index)
            }
        }
    }

    /// Key times proportional to cumulative segment length; even spacing if all lengths are 0.
    static func keyTimes(forSegmentLengths lengths: [Double]) -> [Double] {
        let total = lengths.reduce(0, +)
        guard total > 0 else {
            return (0...lengths.count).map { Double($0) / Double(max(lengths.count, 1)) }
        }
        var running = 0.0
        var times = [0.0]
        for length in lengths {
            running += length
            times.append(running / total)
        }
        times[times.count - 1] = 1
        return times
    }

    /// Straight-line segment lengths, for paced mode.
    static func chordLengths(_ values: [Value]) -> (totals: [Double], tables: [[Double]]) {
        let totals = zip(values, values.dropFirst()).map { $0.distance(to: $1) }
        return (totals, [])
    }
}
