import FlipbookScene
import FlipbookTiming
import Foundation

/// A Lottie animatable property (`{"a": 0, "k": value}` or `{"a": 1, "k": [keyframes]}`), its
/// value a list of numbers (a point, a colour, a scalar as one number, or a path flattened by
/// `LottieShapePath`), evaluated as Lottie players evaluate it: each keyframe's value holds
/// (`h`) or moves to the next one's, eased by the cubic Bézier its out tangent (`o`) and the
/// next one's in tangent (`i`) make, along the spatial curve its `to`/`ti` tangents make when
/// they are given (positions), at constant speed along that curve.
///
/// Every dimension eases by the first dimension's tangents, as lottie-ios (its `LottieVector2D`
/// decodes `x[0]`, `y[0]`), rlottie and ThorVG ease: a file may give a point or a scale one
/// tangent per dimension, which lottie-web alone follows. 4479-fireworks' rockets and
/// 5317-fireworkds' bursts scale y by another easing than x: eased by the first, their in-between
/// frames are 54–81 dB from rlottie's and 51–54 dB from ThorVG's; eased per dimension, 17–38 dB.
struct LottieAnimatable {
    /// One keyframe.
    struct Keyframe {
        var frame: Double
        var value: [Double]
        /// Where the segment after it ends (`e`, written by older exporters); nil: the next keyframe's value.
        var end: [Double]?
        var hold: Bool
        /// The segment's easing: out tangent of this keyframe, in tangent of the next (nil: linear).
        var easeOut: Point?
        var easeIn: Point?
        /// Spatial tangents of the segment (`to`, `ti`), relative to its start and end values.
        var spatialOut: [Double]?
        var spatialIn: [Double]?
    }

    /// In frame order; one keyframe is a constant.
    private(set) var keyframes: [Keyframe]
    /// An expression the document gives (never evaluated).
    let expression: String?

    var isAnimated: Bool { keyframes.count > 1 }

    /// The same property with every value negated, eased the same way.
    var negated: LottieAnimatable {
        var copy = self
        copy.keyframes = keyframes.map { keyframe in
            var negative = keyframe
            negative.value = keyframe.value.map { -$0 }
            negative.end = keyframe.end?.map { -$0 }
            negative.spatialOut = keyframe.spatialOut?.map { -$0 }
            negative.spatialIn = keyframe.spatialIn?.map { -$0 }
            return negative
        }
        return copy
    }
    var first: [Double] { keyframes[0].value }

    init(constant value: [Double]) {
        keyframes = [Keyframe(frame: 0, value: value, end: nil, hold: false, easeOut: nil, easeIn: nil)]
        expression = nil
    }

    /// Reads a property whose values are numbers (or, with `readValue`, anything that becomes
    /// numbers); nil when it is missing or holds no usable value.
    init?(_ json: LottieJSON?, readValue: (LottieJSON) -> [Double]? = { $0.numbers }) {
        guard let json, let content = json["k"] else { return nil }
        expression = json["x"]?.string
        var keyframes: [Keyframe] = []
        if let list = content.array, let firstItem = list.first, firstItem["t"] != nil {
            for item in list {
                guard let frame = item["t"]?.number else { continue }
                // A keyframe's `s` is the value, often wrapped in a one-element array.
                let value = item["s"].flatMap { readValue($0) ?? $0.array?.first.flatMap(readValue) }
                let end = item["e"].flatMap { readValue($0) ?? $0.array?.first.flatMap(readValue) }
                // The first dimension's tangent (one number, or one per dimension).
                func tangent(_ key: String) -> Point? {
                    guard let tangent = item[key], let x = tangent["x"]?.numbers?.first, let y = tangent["y"]?.numbers?.first else { return nil }
                    return Point(x: min(max(x, 0), 1), y: y)
                }
                let keyframe = Keyframe(frame: frame, value: value ?? [], end: end, hold: item["h"]?.isTrue ?? false,
                                        easeOut: tangent("o"), easeIn: tangent("i"),
                                        spatialOut: item["to"]?.numbers, spatialIn: item["ti"]?.numbers)
                keyframes.append(keyframe)
            }
            keyframes.sort { $0.frame < $1.frame }
            // The last keyframe of older files has only a time: it shows where the one before ends.
            for index in keyframes.indices where keyframes[index].value.isEmpty {
                keyframes[index].value = index > 0 ? (keyframes[index - 1].end ?? keyframes[index - 1].value) : []
            }
            keyframes.removeAll { $0.value.isEmpty }
        } else if let value = readValue(content) {
            keyframes = [Keyframe(frame: 0, value: value, end: nil, hold: false, easeOut: nil, easeIn: nil)]
        }
        guard !keyframes.isEmpty else { return nil }
        self.keyframes = keyframes
    }

    /// The value at a frame (before the first keyframe, the first value; after the last, the last).
    func value(at frame: Double) -> [Double] {
        guard keyframes.count > 1, frame > keyframes[0].frame else { return keyframes[0].value }
        guard let next = keyframes.firstIndex(where: { $0.frame > frame }) else { return keyframes[keyframes.count - 1].value }
        let keyframe = keyframes[next - 1]
        let end = keyframe.end ?? keyframes[next].value
        if keyframe.hold || end.count != keyframe.value.count { return keyframe.value }
        let progress = (frame - keyframe.frame) / (keyframes[next].frame - keyframe.frame)
        if let curve = spatialCurve(of: next - 1) {
            return curve.point(atLength: timingFunction(ofSegment: next - 1).value(at: progress))
        }
        let eased = timingFunction(ofSegment: next - 1).value(at: progress)
        return keyframe.value.indices.map { keyframe.value[$0] + (end[$0] - keyframe.value[$0]) * eased }
    }

    /// The segment's easing curve.
    func timingFunction(ofSegment index: Int) -> TimingFunction {
        guard let out = keyframes[index].easeOut, let into = keyframes[index].easeIn else { return .linear }
        return .cubicBezier(CubicBezier(out.x, out.y, into.x, into.y))
    }

    /// The cubic curve a segment of a point moves along, when its spatial tangents are not zero.
    func spatialCurve(of index: Int) -> SpatialCurve? {
        let keyframe = keyframes[index]
        guard index + 1 < keyframes.count, !keyframe.hold, keyframe.value.count >= 2,
              let out = keyframe.spatialOut, let into = keyframe.spatialIn, out.count >= 2, into.count >= 2,
              out.contains(where: { $0 != 0 }) || into.contains(where: { $0 != 0 }) else { return nil }
        let start = Point(x: keyframe.value[0], y: keyframe.value[1])
        let endValue = keyframe.end ?? keyframes[index + 1].value
        guard endValue.count >= 2 else { return nil }
        let end = Point(x: endValue[0], y: endValue[1])
        return SpatialCurve(start: start, control1: Point(x: start.x + out[0], y: start.y + out[1]),
                            control2: Point(x: end.x + into[0], y: end.y + into[1]), end: end)
    }
}

/// A position keyframe segment's path: a cubic Bézier walked at constant speed.
struct SpatialCurve {
    let start: Point, control1: Point, control2: Point, end: Point

    /// The point at a fraction of the curve's length (by 64 straight pieces, as players measure it).
    func point(atLength fraction: Double) -> [Double] {
        let samples: [Point] = (0...64).map { self.point(at: Double($0) / 64) }
        var lengths: [Double] = [0]
        for index in 1...64 { lengths.append(lengths[index - 1] + samples[index - 1].distance(to: samples[index])) }
        let total = lengths[64]
        let target = min(max(fraction, 0), 1) * total
        var piece = 1
        while piece < 64 && lengths[piece] < target { piece += 1 }
        let span = lengths[piece] - lengths[piece - 1]
        let within = span > 0 ? min(max((target - lengths[piece - 1]) / span, 0), 1) : (fraction >= 1 ? 1 : 0)
        let found = samples[piece - 1].interpolated(to: samples[piece], fraction: within)
        return [found.x, found.y]
    }

    func point(at t: Double) -> Point {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return Point(x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                     y: a * start.y + b * control1.y + c * control2.y + d * end.y)
    }
}
