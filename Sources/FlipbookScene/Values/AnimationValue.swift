import FlipbookTiming

/// The kinds of value a layer property holds.
public enum ValueKind: String, Sendable, Hashable, CaseIterable {
    /// A number (`opacity`, `cornerRadius`).
    case number
    /// A point (`position`, `anchorPoint`).
    case point
    /// A size (`shadowOffset`).
    case size
    /// A rectangle (`bounds`).
    case rect
    /// A colour.
    case color
    /// A 3-D transform.
    case transform
    /// True or false (`hidden`, `masksToBounds`).
    case bool
    /// Text or a name from a fixed set (a label's string, a font family, a gravity).
    case string
    /// A `CGPath`, for shape layers.
    case path
    /// A list of colours (a gradient's `colors`).
    case colors
    /// A list of numbers (a gradient's `locations`, a dash pattern).
    case numbers

    /// Whether values of the kind add up (`isAdditive`). Core Animation cannot add paths, text
    /// or flags: an additive animation of one shows the animated value, as a non-additive one
    /// does (an iPhone shows a `path` keyframe animation with `isAdditive = true` morphing).
    public var adds: Bool {
        switch self {
        case .number, .point, .size, .rect, .color, .transform, .colors, .numbers: return true
        case .bool, .string, .path: return false
        }
    }

    /// How the kind is written in a scene file, for error messages.
    public var expectation: String {
        switch self {
        case .number: return "a number"
        case .point: return "a point [x, y]"
        case .size: return "a size [width, height]"
        case .rect: return "a rect [x, y, width, height]"
        case .color: return "a colour \"#RRGGBB\", \"#RRGGBBAA\" or [r, g, b, a]"
        case .transform: return "a transform (a list of operations such as {\"rotate\": 1.57})"
        case .bool: return "true or false"
        case .string: return "a string"
        case .path: return "a path: SVG path data, {\"rect\": […]}, {\"roundedRect\": […], \"radius\": r} or {\"ellipse\": […]}"
        case .colors: return "an array of colours"
        case .numbers: return "an array of numbers"
        }
    }
}

/// A value of a layer property or of an animation (`fromValue`, keyframe values, …).
public enum AnimationValue: Sendable, Hashable {
    /// A number.
    case number(Double)
    /// A point.
    case point(Point)
    /// A size.
    case size(Size)
    /// A rectangle.
    case rect(Rect)
    /// A colour.
    case color(Color)
    /// A 3-D transform.
    case transform(Transform3D)
    /// True or false.
    case bool(Bool)
    /// A string (text, a font family, a name from a fixed set).
    case string(String)
    /// A path.
    case path(BezierPath)
    /// A list of colours (a gradient's `colors`).
    case colors([Color])
    /// A list of numbers (`locations`, `lineDashPattern`).
    case numbers([Double])

    /// The kind of this value.
    public var kind: ValueKind {
        switch self {
        case .number: return .number
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .color: return .color
        case .transform: return .transform
        case .bool: return .bool
        case .string: return .string
        case .path: return .path
        case .colors: return .colors
        case .numbers: return .numbers
        }
    }

    /// The additive identity of a kind: 0, .zero, clear, identity, false, empty.
    public static func zero(of kind: ValueKind) -> AnimationValue {
        switch kind {
        case .number: return .number(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .color: return .color(.zero)
        case .transform: return .transform(.identity)
        case .bool: return .bool(false)
        case .string: return .string("")
        case .path: return .path(BezierPath())
        case .colors: return .colors([])
        case .numbers: return .numbers([])
        }
    }

    /// The number, when this is one.
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The string, when this is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}

/// `AnimationValue` animates like the value it holds. Scene validation makes both sides of every
/// operation the same kind; should they ever differ, the left side wins unchanged.
///
/// Lists (paths, colours, numbers) blend element by element when both ends have the same shape,
/// as Core Animation does for `path`, `colors` and `locations`; otherwise, like strings and
/// booleans, they switch to the new value when the change completes.
extension AnimationValue: Animatable {
    public static var zero: AnimationValue { .number(0) }

    public func interpolated(to end: AnimationValue, fraction: Double) -> AnimationValue {
        switch (self, end) {
        case (.number(let a), .number(let b)): return .number(a.interpolated(to: b, fraction: fraction))
        case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, fraction: fraction))
        case (.size(let a), .size(let b)): return .size(a.interpolated(to: b, fraction: fraction))
        case (.rect(let a), .rect(let b)): return .rect(a.interpolated(to: b, fraction: fraction))
        case (.color(let a), .color(let b)): return .color(a.interpolated(to: b, fraction: fraction))
        case (.transform(let a), .transform(let b)): return .transform(a.interpolated(to: b, fraction: fraction))
        case (.path(let a), .path(let b)):
            return a.interpolated(to: b, fraction: fraction).map(AnimationValue.path) ?? (fraction >= 1 ? end : self)
        case (.colors(let a), .colors(let b)) where a.count == b.count:
            return .colors(zip(a, b).map { $0.interpolated(to: $1, fraction: fraction) })
        case (.numbers(let a), .numbers(let b)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0.interpolated(to: $1, fraction: fraction) })
        case (.bool, .bool), (.string, .string), (.colors, .colors), (.numbers, .numbers):
            return fraction >= 1 ? end : self
        default: return self
        }
    }

    public func adding(_ other: AnimationValue) -> AnimationValue {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a + b)
        case (.point(let a), .point(let b)): return .point(a.adding(b))
        case (.size(let a), .size(let b)): return .size(a.adding(b))
        case (.rect(let a), .rect(let b)): return .rect(a.adding(b))
        case (.color(let a), .color(let b)): return .color(a.adding(b))
        case (.transform(let a), .transform(let b)): return .transform(a.adding(b))
        case (.colors(let a), .colors(let b)) where a.count == b.count: return .colors(zip(a, b).map { $0.adding($1) })
        case (.numbers(let a), .numbers(let b)) where a.count == b.count: return .numbers(zip(a, b).map(+))
        default: return self
        }
    }

    public func subtracting(_ other: AnimationValue) -> AnimationValue {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a - b)
        case (.point(let a), .point(let b)): return .point(a.subtracting(b))
        case (.size(let a), .size(let b)): return .size(a.subtracting(b))
        case (.rect(let a), .rect(let b)): return .rect(a.subtracting(b))
        case (.color(let a), .color(let b)): return .color(a.subtracting(b))
        case (.transform(let a), .transform(let b)): return .transform(a.subtracting(b))
        case (.colors(let a), .colors(let b)) where a.count == b.count: return .colors(zip(a, b).map { $0.subtracting($1) })
        case (.numbers(let a), .numbers(let b)) where a.count == b.count: return .numbers(zip(a, b).map(-))
        default: return self
        }
    }

    public func scaled(by factor: Double) -> AnimationValue {
        switch self {
        case .number(let a): return .number(a * factor)
        case .point(let a): return .point(a.scaled(by: factor))
        case .size(let a): return .size(a.scaled(by: factor))
        case .rect(let a): return .rect(a.scaled(by: factor))
        case .color(let a): return .color(a.scaled(by: factor))
        case .transform(let a): return .transform(a.scaled(by: factor))
        case .colors(let a): return .colors(a.map { $0.scaled(by: factor) })
        case .numbers(let a): return .numbers(a.map { $0 * factor })
        case .bool, .string, .path: return self
        }
    }

    public func distance(to other: AnimationValue) -> Double {
        switch (self, other) {
        case (.number(let a), .number(let b)): return a.distance(to: b)
        case (.point(let a), .point(let b)): return a.distance(to: b)
        case (.size(let a), .size(let b)): return a.distance(to: b)
        case (.rect(let a), .rect(let b)): return a.distance(to: b)
        case (.color(let a), .color(let b)): return a.distance(to: b)
        case (.transform(let a), .transform(let b)): return a.distance(to: b)
        default: return self == other ? 0 : 1
        }
    }
}
