import FlipbookScene
import FlipbookTiming

/// Turns a property's samples into a Lottie animated property: between two knots, a value
/// that follows one of the scene's timing curves becomes one keyframe whose `o`/`i` tangents
/// are that curve's control points (exact, as Core Animation's `CAMediaTimingFunction` is a
/// cubic Bézier of the same form); a value that stays put becomes a hold; anything else
/// (springs, paced or additive motion, 3-D) becomes linear keyframes at every frame.
struct KeyframeFitter {
    let schedule: SampleSchedule
    /// The curves to try, linear first.
    let curves: [CubicBezier]
    /// How far (in the property's units: points, degrees, percent, 0…1 colour) a sample may
    /// stray from a curve and still be on it.
    static let tolerance = 1e-3

    init(schedule: SampleSchedule, curves: [CubicBezier]) {
        self.schedule = schedule
        let linear = CubicBezier(0, 0, 1, 1)
        self.curves = [linear] + curves.filter { $0 != linear }
    }

    /// How a keyframe leaves for the next one.
    enum Ease {
        case hold, linear, curve(CubicBezier)
    }

    /// One keyframe: at a frame, a value, and how it moves on.
    struct Keyframe {
        let frame: Double
        let value: [Double]
        let ease: Ease
    }

    /// The keyframes for samples aligned with `schedule.points`; one keyframe (a hold) when
    /// the value never changes.
    func keyframes(_ values: [[Double]]) -> [Keyframe] {
        let points = schedule.points
        var result: [Keyframe] = []
        for (knot, next) in zip(schedule.knots, schedule.knots.dropFirst()) {
            let start = schedule.index(at: knot)
            // The segment ends at the sample just before the next knot (its left limit).
            let end = points.indices.last { points[$0].frame < next || (points[$0].frame == next && points[$0].isLeftLimit) }!
            if let whole = fitted(values, start...end) {
                result += whole
                continue
            }
            // Keyframe animations change course at their key times, which are not events: split
            // where the value turns or stops (where an eased leg ends) and fit each piece.
            var pieceStart = start
            for index in start + 1...end where index == end || Self.turns(values, at: index) {
                result += fitted(values, pieceStart...index) ?? sampled(values, pieceStart...index)
                pieceStart = index
            }
        }
        let last = schedule.index(at: schedule.knots.last!)
        result.append(Keyframe(frame: schedule.knots.last!, value: values[last], ease: .hold))
        return Self.withoutRepeats(result)
    }

    /// One hold for a value that stays put, or a curve and the hold that ends it; nil when no
    /// curve fits.
    private func fitted(_ values: [[Double]], _ segment: ClosedRange<Int>) -> [Keyframe]? {
        let points = schedule.points
        let start = segment.lowerBound, end = segment.upperBound
        if segment.allSatisfy({ Self.same(values[$0], values[start]) }) {
            return [Keyframe(frame: points[start].frame, value: values[start], ease: .hold)]
        }
        guard let curve = fittingCurve(values, segment) else { return nil }
        return [Keyframe(frame: points[start].frame, value: values[start], ease: .curve(curve)),
                Keyframe(frame: documentFrame(end), value: values[end], ease: .hold)]
    }

    /// Linear keyframes at every sample (a hold where a path changes form).
    private func sampled(_ values: [[Double]], _ segment: ClosedRange<Int>) -> [Keyframe] {
        let points = schedule.points
        return segment.compactMap { index in
            guard !points[index].isLeftLimit || index == segment.upperBound else { return nil }
            let steps = index < segment.upperBound && values[index].count != values[index + 1].count
            return Keyframe(frame: documentFrame(index), value: values[index], ease: steps ? .hold : .linear)
        }
    }

    /// Where a sample's keyframe goes: a left limit just before its knot, so that the knot's
    /// own keyframe can start from another value (a jump).
    private func documentFrame(_ index: Int) -> Double {
        let point = schedule.points[index]
        return point.isLeftLimit ? point.frame - SampleSchedule.leftLimitFrames : point.frame
    }

    /// Whether some component stops or turns back at the sample.
    private static func turns(_ values: [[Double]], at index: Int) -> Bool {
        guard index > 0, index + 1 < values.count, values[index - 1].count == values[index].count,
              values[index].count == values[index + 1].count else { return true }
        return values[index].indices.contains { d in
            let before = values[index][d] - values[index - 1][d], after = values[index + 1][d] - values[index][d]
            return before * after < 0 || (abs(after) <= tolerance / 10) != (abs(before) <= tolerance / 10)
        }
    }

    /// The first curve every sample of the segment lies on, going from its first value to its last.
    private func fittingCurve(_ values: [[Double]], _ segment: ClosedRange<Int>) -> CubicBezier? {
        let points = schedule.points
        let (first, last) = (values[segment.lowerBound], values[segment.upperBound])
        guard first.count == last.count, segment.allSatisfy({ values[$0].count == first.count }) else { return nil }
        let span = points[segment.upperBound].frame - points[segment.lowerBound].frame
        guard span > 0 else { return nil }
        return curves.first { curve in
            segment.allSatisfy { index in
                let progress = curve.value(at: (points[index].frame - points[segment.lowerBound].frame) / span)
                return values[index].indices.allSatisfy { d in
                    abs(values[index][d] - (first[d] + (last[d] - first[d]) * progress)) <= Self.tolerance
                }
            }
        }
    }

    /// Drops a hold that repeats the hold before it (that one already covers it), and a
    /// keyframe that the next one, at the same frame, replaces (pieces share their ends).
    private static func withoutRepeats(_ keyframes: [Keyframe]) -> [Keyframe] {
        var kept: [Keyframe] = []
        for keyframe in keyframes {
            if let previous = kept.last, previous.frame == keyframe.frame { kept.removeLast() }
            // A left limit within the fitting tolerance of the knot's value is no jump (it lies a
            // microsecond before the knot, so a moving value differs a little): the knot's
            // keyframe ends the curve.
            if let previous = kept.last, case .hold = previous.ease, keyframe.frame - previous.frame <= 2 * SampleSchedule.leftLimitFrames,
               previous.value.count == keyframe.value.count, zip(previous.value, keyframe.value).allSatisfy({ abs($0 - $1) <= tolerance }),
               kept.count > 1 { kept.removeLast() }
            if let previous = kept.last, case .hold = previous.ease, case .hold = keyframe.ease,
               same(previous.value, keyframe.value) { continue }
            kept.append(keyframe)
        }
        return kept
    }

    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance / 10 }
    }
}
