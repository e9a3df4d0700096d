import FlipbookScene

/// Reading Lottie's JSON leniently: members by key, numbers where a number or a one-element
/// array may stand (writers differ), and where each value sits in the document, for problems.
/// Numbers are clamped to ± `SceneLimits.maximumCoordinate` (what scene files may hold), so an
/// enormous shape or time draws as a large one rather than overflowing the renderer.
struct LottieJSON {
    static let limit = SceneLimits.current.maximumCoordinate

    let value: JSONValue
    /// Where the value sits, as a JSON path (`$.layers[2].ks.p`).
    let path: String

    init(_ value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    /// The member with this key, if the value is an object that has it.
    subscript(key: String) -> LottieJSON? {
        guard case .object(let members) = value, let member = members.first(where: { $0.key == key }) else { return nil }
        return LottieJSON(member.value, path: "\(path).\(key)")
    }

    /// The elements, if the value is an array.
    var array: [LottieJSON]? {
        guard case .array(let items) = value else { return nil }
        return items.enumerated().map { LottieJSON($1, path: "\(path)[\($0)]") }
    }

    /// A finite number, or the first of an array of them.
    var number: Double? {
        switch value {
        case .number(let number): return number.isFinite ? min(max(number, -Self.limit), Self.limit) : nil
        case .bool(let flag): return flag ? 1 : 0
        case .array(let items): return items.first.flatMap { LottieJSON($0, path: path).number }
        default: return nil
        }
    }

    /// Finite numbers: an array of them, or one number as a one-element list.
    var numbers: [Double]? {
        switch value {
        case .number(let number): return number.isFinite ? [min(max(number, -Self.limit), Self.limit)] : nil
        case .array(let items):
            var numbers: [Double] = []
            for item in items {
                guard case .number(let number) = item, number.isFinite else { return nil }
                numbers.append(min(max(number, -Self.limit), Self.limit))
            }
            return numbers
        default: return nil
        }
    }

    /// A whole number, if an `Int` holds it.
    var integer: Int? {
        guard let number, abs(number) < 9.0e15 else { return nil }
        return Int(number.rounded(.towardZero))
    }

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// 1, true: the flags Lottie writes as numbers or booleans.
    var isTrue: Bool { number.map { $0 != 0 } ?? false }
}
