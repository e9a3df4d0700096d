import Foundation
import FlipbookScene
import FlipbookTiming

extension AnimationValue {
    /// Converts an animation's `Any?` value (`fromValue`, a keyframe value) to the engine's
    /// value of a key path's kind, as Core Animation unboxes them: numbers of any Swift or
    /// Foundation type, `CGPoint`, `CGSize`, `CGRect`, `CGColor`, `CATransform3D`, `CGPath`
    /// and `NSValue`s holding a point, size, rect or transform. Nil when the value does not fit
    /// the kind.
    init?(any value: Any, kind: ValueKind) {
        switch kind {
        case .number:
            guard let number = Self.number(value) else { return nil }
            self = .number(number)
        case .point:
            if let point = value as? CGPoint { self = .point(point.enginePoint) }
            else if let boxed = value as? NSValue, let point = CGPoint.unboxed(from: boxed) { self = .point(point.enginePoint) }
            else { return nil }
        case .size:
            if let size = value as? CGSize { self = .size(size.engineSize) }
            else if let boxed = value as? NSValue, let size = CGSize.unboxed(from: boxed) { self = .size(size.engineSize) }
            else { return nil }
        case .rect:
            if let rect = value as? CGRect { self = .rect(rect.engineRect) }
            else if let boxed = value as? NSValue, let rect = CGRect.unboxed(from: boxed) { self = .rect(rect.engineRect) }
            else { return nil }
        case .color:
            guard let color = value as? CGColor else { return nil }
            self = .color(color.color)
        case .transform:
            if let transform = value as? CATransform3D { self = .transform(transform.transform3D) }
            else if let affine = value as? CGAffineTransform { self = .transform(Transform3D(affine.transform2D)) }
            else if let boxed = value as? NSValue, let transform = boxed.boxedTransform3D {
                self = .transform(transform.transform3D)
            } else { return nil }
        case .path:
            guard let path = value as? CGPath else { return nil }
            self = .path(path.bezier)
        case .bool:
            if let flag = value as? Bool { self = .bool(flag) } else { return nil }
        case .string:
            if let text = value as? String { self = .string(text) } else { return nil }
        case .colors:
            guard let list = value as? [Any] else { return nil }
            let colors = list.compactMap { ($0 as? CGColor)?.color }
            guard colors.count == list.count else { return nil }
            self = .colors(colors)
        case .numbers:
            guard let list = value as? [Any] else { return nil }
            let numbers = list.compactMap(Self.number)
            guard numbers.count == list.count else { return nil }
            self = .numbers(numbers)
        }
    }

    /// A number from any of the types Swift code hands Core Animation.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let number as Double: return number
        case let number as CGFloat: return Double(number)
        case let number as Float: return Double(number)
        case let number as Int: return Double(number)
        case let number as NSNumber: return number.doubleValue
        default: return nil
        }
    }

    /// The value as Swift code reads it back from Core Animation (`fromValue`, presentation
    /// values): numbers as `CGFloat`, geometry as Core Graphics types.
    var anyValue: Any {
        switch self {
        case .number(let number): return CGFloat(number)
        case .point(let point): return CGPoint(point)
        case .size(let size): return CGSize(size)
        case .rect(let rect): return CGRect(rect)
        case .color(let color): return CGColor(color)
        case .transform(let transform): return CATransform3D(transform)
        case .bool(let flag): return flag
        case .string(let text): return text
        case .path(let path): return CGPath(path)
        case .colors(let colors): return colors.map { CGColor($0) }
        case .numbers(let numbers): return numbers.map { NSNumber(value: $0) }
        }
    }
}
