import FlipbookTiming

/// The kinds of value a layer property holds.
public enum ValueKind: String, Sendable, Hashable, CaseIterable {
    case number, point, size, rect, color, transform, bool

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
        }
    }
}

/// A value of a layer property or of an animation (`fromValue`, keyframe values, …).
public enum AnimationValue: Sendable, Hashable {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)
    case transform(Transform3D)
    case bool(Bool)

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
        }
    }

    /// The additive identity of a kind: 0, .zero, clear, identity, false.
    public static func zero(of kind: ValueKind) -> AnimationValue {
        switch kind {
        case .number: return .number(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .color: return .color(.zero)
        case .transform: return .transform(.identity)
        case .bool: return .bool(false)
        }
    }

    /// The number, when this is one.
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}

/// `AnimationValue` animates like the value it holds. Scene validation makes both sides of every
/// operation the same kind; should they ever differ, the left side wins unchanged.
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
        // Booleans (hidden, masksToBounds) are discrete: the new value shows once the change is complete.
        case (.bool, .bool): return fraction >= 1 ? end : self
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
        case .bool: return self
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
        case (.bool(let a), .bool(let b)): return a == b ? 0 : 1
        default: return 0
        }
    }
}
