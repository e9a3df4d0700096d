/// Kochanek–Bartels splines for the cubic calculation modes.
extension KeyframeTrack {
    /// Samples per segment for arc-length tables (cubicPaced).
    static var arcLengthSamples: Int { 32 }

    /// The spline value on `segment` at Hermite parameter s in [0, 1].
    func splineValue(segment: Int, fraction s: Double) -> Value {
        // cubicPaced shapes its spline with even spacing (as its arc-length tables were built)
        // and only re-times it; cubic shapes it with the key times it is given.
        let times = calculationMode == .cubicPaced
            ? Self.evenKeyTimes(count: values.count) : resolvedKeyTimes
        let (outgoing, incoming) = Self.tangents(
            values: values, times: times, segment: segment,
            tension: tensionValues, continuity: continuityValues, bias: biasValues)
        return Self.hermite(values[segment], outgoing, values[segment + 1], incoming, s)
    }

    /// Tangents leaving key `segment` and arriving at key `segment + 1` (Kochanek–Bartels,
    /// adjusted for unequal key spacing). The ends reuse their own value as the missing
    /// neighbour, so the curve starts and ends with half a one-sided tangent.
    static func tangents(
        values: [Value], times: [Double], segment: Int,
        tension: [Double]?, continuity: [Double]?, bias: [Double]?
    ) -> (outgoing: Value, incoming: Value) {
        func neighbourDifferences(_ index: Int) -> (before: Value, after: Value) {
            let previous = values[max(index - 1, 0)]
            let next = values[min(index + 1, values.count - 1)]
            return (values[index].subtracting(previous), next.subtracting(values[index]))
        }
        func interval(_ index: Int) -> Double {
            let clamped = min(max(index, 0), times.count - 2)
            return times[clamped + 1] - times[clamped]
        }
        func tangent(at index: Int, leaving: Bool) -> Value {
            let t = tension?[index] ?? 0
            let c = continuity?[index] ?? 0
            let b = bias?[index] ?? 0
            let (before, after) = neighbourDifferences(index)
            let beforeWeight = (1 - t) * (1 + b) * (leaving ? 1 + c : 1 - c) / 2
            let afterWeight = (1 - t) * (1 - b) * (leaving ? 1 - c : 1 + c) / 2
            var result = before.scaled(by: beforeWeight).adding(after.scaled(by: afterWeight))
            // Unequal spacing: scale so velocity stays continuous across the key.
            let previousSpan = interval(index - 1)
            let nextSpan = interval(index)
            let total = previousSpan + nextSpan
            if total > 0 {
                result = result.scaled(by: 2 * (leaving ? nextSpan : previousSpan) / total)
            }
            return result
        }
        return (tangent(at: segment, leaving: true), tangent(at: segment + 1, leaving: false))
    }

    /// n key times from 0 to 1, evenly spaced.
    static func evenKeyTimes(count: Int) -> [Double] {
        (0..<count).map { Double($0) / Double(max(count - 1, 1)) }
    }

    /// Cubic Hermite interpolation between p0 and p1 with tangents m0 and m1.
    static func hermite(_ p0: Value, _ m0: Value, _ p1: Value, _ m1: Value, _ s: Double) -> Value {
        let s2 = s * s
        let s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1
        let h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2
        let h11 = s3 - s2
        return p0.scaled(by: h00).adding(m0.scaled(by: h10)).adding(p1.scaled(by: h01)).adding(m1.scaled(by: h11))
    }

    /// Arc lengths of each spline segment (evenly spaced key times) and their cumulative tables.
    static func splineArcLengths(
        values: [Value], tension: [Double]?, continuity: [Double]?, bias: [Double]?
    ) -> (totals: [Double], tables: [[Double]]) {
        let evenTimes = evenKeyTimes(count: values.count)
        var totals: [Double] = []
        var tables: [[Double]] = []
        for segment in 0..<max(values.count - 1, 0) {
            let (outgoing, incoming) = tangents(
                values: values, times: evenTimes, segment: segment,
                tension: tension, continuity: continuity, bias: bias)
            var table = [0.0]
            var previous = values[segment]
            for step in 1...arcLengthSamples {
                let point = hermite(values[segment], outgoing, values[segment + 1], incoming,
                                    Double(step) / Double(arcLengthSamples))
                table.append(table[table.count - 1] + previous.distance(to: point))
                previous = point
            }
            totals.append(table[table.count - 1])
            tables.append(table)
        }
        return (totals, tables)
    }

    /// The Hermite parameter at which `fraction` of a segment's arc length has been covered.
    static func parameter(forArcFraction fraction: Double, table: [Double]) -> Double {
        guard let total = table.last, total > 0 else { return fraction }
        let target = fraction * total
        var index = 1
        while index < table.count - 1, table[index] < target { index += 1 }
        let low = table[index - 1]
        let high = table[index]
        let within = high > low ? (target - low) / (high - low) : 0
        return (Double(index - 1) + within) / Double(table.count - 1)
    }
}
