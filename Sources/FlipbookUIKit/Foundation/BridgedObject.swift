import Foundation

/// `(value as AnyObject).cgPointValue`, as iOS code reads a boxed value or a number out of an
/// `Any`: on iOS the message goes to whatever object the value bridged to. Swift on Linux has
/// no such messages (an `AnyObject` has no members), so the FlipbookPort plugin rewrites
/// `(value as AnyObject).member` to `flipbookBridged(value as AnyObject).member`, whose members
/// are `NSValue`'s and `NSNumber`'s readers. An object that does not answer the message (where
/// iOS would stop with "unrecognized selector") reads as zeros, and the recording lists it.
public func flipbookBridged(_ object: AnyObject) -> BridgedObject {
    BridgedObject(object: object)
}

/// The object behind `(value as AnyObject)` in rewritten iOS code, answering the value readers
/// iOS code sends it. See ``flipbookBridged(_:)``.
public struct BridgedObject {
    let object: AnyObject

    /// The boxed point.
    public var cgPointValue: CGPoint { value(CGPoint.self, "cgPointValue") }
    /// The boxed size.
    public var cgSizeValue: CGSize { value(CGSize.self, "cgSizeValue") }
    /// The boxed rectangle.
    public var cgRectValue: CGRect { value(CGRect.self, "cgRectValue") }
    /// The boxed vector.
    public var cgVectorValue: CGVector { value(CGVector.self, "cgVectorValue") }
    /// The boxed edge insets.
    public var uiEdgeInsetsValue: UIEdgeInsets { value(UIEdgeInsets.self, "uiEdgeInsetsValue") }
    /// The boxed directional edge insets.
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets { value(NSDirectionalEdgeInsets.self, "directionalEdgeInsetsValue") }
    /// The boxed affine transform.
    public var cgAffineTransformValue: CGAffineTransform { value(CGAffineTransform.self, "cgAffineTransformValue") }
    /// The boxed 3-D transform (a boxed affine transform as its 3-D form).
    public var caTransform3DValue: CATransform3D {
        guard let box = object as? NSValue, let transform = box.boxedTransform3D else {
            return unanswered("caTransform3DValue", CATransform3DIdentity)
        }
        return transform
    }

    /// The number as a `Double`.
    public var doubleValue: Double { number("doubleValue")?.doubleValue ?? 0 }
    /// The number as a `Float`.
    public var floatValue: Float { number("floatValue")?.floatValue ?? 0 }
    /// The number as an `Int32`, as `NSNumber.intValue` gives it.
    public var intValue: Int32 { number("intValue")?.int32Value ?? 0 }
    /// The number as an `Int`.
    public var integerValue: Int { number("integerValue")?.intValue ?? 0 }
    /// The number as a `Bool`.
    public var boolValue: Bool { number("boolValue")?.boolValue ?? false }

    private func value<Value: NSValueBoxable>(_ type: Value.Type, _ message: String) -> Value {
        guard let box = object as? NSValue, let value = Value.unboxed(from: box) else {
            return unanswered(message, Value.emptyBoxValue)
        }
        return value
    }

    private func number(_ message: String) -> NSNumber? {
        if let number = object as? NSNumber { return number }
        return unanswered(message, nil)
    }

    private func unanswered<Result>(_ message: String, _ zero: Result) -> Result {
        DrawingProblems.list(["(value as AnyObject).\(message): the value is \(Self.describe(object)), which does not answer "
            + "\(message) (iOS stops with an unrecognized selector); read as zero"])
        return zero
    }

    private static func describe(_ object: AnyObject) -> String {
        if object is NSNull { return "nil (NSNull)" }
        if let box = object as? NSValue { return "an NSValue holding \(String(cString: box.objCType))" }
        return "a \(type(of: object))"
    }
}
