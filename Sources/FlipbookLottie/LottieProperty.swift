import FlipbookScene

/// Lottie's animatable property objects (`{"a": 0, "k": …}` or keyframes), from samples.
struct LottieProperty {
    let fitter: KeyframeFitter

    /// How sampled numbers are written: a number, an array, or a path object.
    enum Shape {
        case scalar, vector, path
    }

    /// The property for samples aligned with the schedule's points, in Lottie's units.
    func property(_ values: [[Double]], as shape: Shape) -> JSONValue {
        let keyframes = fitter.keyframes(values)
        if keyframes.count == 1 {
            return .object(["a": .number(0), "k": Self.value(keyframes[0].value, as: shape, inKeyframe: false)])
        }
        var list: [JSONValue] = []
        for keyframe in keyframes {
            var members = [JSONMember("t", .number(keyframe.frame)),
                           JSONMember("s", Self.value(keyframe.value, as: shape, inKeyframe: true))]
            switch keyframe.ease {
            case .hold: members.append(JSONMember("h", .number(1)))
            case .linear: members += Self.tangents(0, 0, 1, 1)
            case .curve(let curve): members += Self.tangents(curve.x1, curve.y1, curve.x2, curve.y2)
            }
            list.append(.object(members))
        }
        return .object(["a": .number(1), "k": .array(list)])
    }

    /// A value that never moves.
    static func constant(_ numbers: [Double], as shape: Shape) -> JSONValue {
        .object(["a": .number(0), "k": value(numbers, as: shape, inKeyframe: false)])
    }

    /// A value that jumps at the given frames and holds in between (hold keyframes).
    static func steps(_ steps: [(frame: Double, value: [Double])], as shape: Shape) -> JSONValue {
        .object(["a": .number(1), "k": .array(steps.map { step in
            .object([JSONMember("t", .number(step.frame)), JSONMember("s", value(step.value, as: shape, inKeyframe: true)),
                     JSONMember("h", .number(1))])
        })])
    }

    /// The keyframe's out tangent and the next one's in tangent: the cubic Bézier's control points.
    private static func tangents(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> [JSONMember] {
        [JSONMember("o", .object(["x": .array([.number(x1)]), "y": .array([.number(y1)])])),
         JSONMember("i", .object(["x": .array([.number(x2)]), "y": .array([.number(y2)])]))]
    }

    private static func value(_ numbers: [Double], as shape: Shape, inKeyframe: Bool) -> JSONValue {
        switch shape {
        case .scalar: return inKeyframe ? .array([.number(numbers.first ?? 0)]) : .number(numbers.first ?? 0)
        case .vector: return .array(numbers.map(JSONValue.number))
        case .path:
            let path = LottiePath(numbers: numbers).json
            return inKeyframe ? .array([path]) : path
        }
    }
}
