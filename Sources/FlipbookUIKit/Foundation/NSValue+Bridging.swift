import Foundation

// Geometry in `NSValue` boxes, bridged as on iOS: `CGPoint(x: 1, y: 2) as AnyObject` is an
// `NSValue`, `value as? CGPoint` reads a boxed point out of an `Any` (a key-value read, an
// animation's `fromValue`), and `(value as? NSValue)?.cgPointValue` reads a point stored as
// itself. Swift on Linux bridges a value type to a class when the type conforms to
// `_ObjectiveCBridgeable`, as `String` does to `NSString`; the conformances below give the
// geometry types Core Animation and UIKit box that bridge.
//
// Points, sizes and rects are Foundation's own boxes (`NSValue(point:)`, objCType
// `{CGPoint=dd}` …). Foundation on Linux cannot box any other struct encoding
// (`{UIEdgeInsets=dddd}` traps), so the others are arrays of doubles: a transform `[16d]`, an
// affine transform `[6d]`, edge insets `[4d]` (both kinds: iOS's bytes are the same), a
// vector `[2d]`. Reading a box of another type gives zeros, as iOS's byte reads of a
// mismatched box give garbage rather than a crash; casting one with `as?` gives nil.

/// A value type `NSValue` boxes, and bridges to.
protocol NSValueBoxable {
    /// The value in a box.
    var boxedValue: NSValue { get }
    /// The value `box` holds, when it holds one of this type.
    static func unboxed(from box: NSValue) -> Self?
    /// The value of a box of another type (zeros).
    static var emptyBoxValue: Self { get }
}

/// A value boxed as an array of doubles (`[nd]`), the encoding Foundation on Linux can size.
protocol NSValueDoublesBoxable: NSValueBoxable {
    /// The box's encoding: `[nd]`.
    static var doublesEncoding: String { get }
    /// The value's fields, in the order of its C layout.
    var boxedDoubles: [Double] { get }
    /// The value from its fields.
    init(boxedDoubles: [Double])
}

extension NSValueDoublesBoxable {
    var boxedValue: NSValue { NSValue(bytes: boxedDoubles, objCType: Self.doublesEncoding) }

    static func unboxed(from box: NSValue) -> Self? {
        guard String(cString: box.objCType) == doublesEncoding else { return nil }
        let count = Int(doublesEncoding.dropFirst().dropLast(2)) ?? 0
        var fields = [Double](repeating: 0, count: count)
        fields.withUnsafeMutableBytes { box.getValue($0.baseAddress!) }
        return Self(boxedDoubles: fields)
    }
}

extension NSValue {
    /// The value this box holds, or the type's zeros when it holds another type.
    func read<Value: NSValueBoxable>(_: Value.Type) -> Value { Value.unboxed(from: self) ?? Value.emptyBoxValue }
}

// MARK: Foundation's boxes

extension CGPoint: NSValueBoxable {
    var boxedValue: NSValue { NSValue(point: self) }
    static func unboxed(from box: NSValue) -> CGPoint? { String(cString: box.objCType).hasPrefix("{CGPoint") ? box.pointValue : nil }
    static var emptyBoxValue: CGPoint { .zero }
}

extension CGSize: NSValueBoxable {
    var boxedValue: NSValue { NSValue(size: self) }
    static func unboxed(from box: NSValue) -> CGSize? { String(cString: box.objCType).hasPrefix("{CGSize") ? box.sizeValue : nil }
    static var emptyBoxValue: CGSize { .zero }
}

extension CGRect: NSValueBoxable {
    var boxedValue: NSValue { NSValue(rect: self) }
    static func unboxed(from box: NSValue) -> CGRect? { String(cString: box.objCType).hasPrefix("{CGRect") ? box.rectValue : nil }
    static var emptyBoxValue: CGRect { .zero }
}

// MARK: Boxes of doubles

extension CATransform3D: NSValueDoublesBoxable {
    static var doublesEncoding: String { "[16d]" }
    var boxedDoubles: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map(Double.init)
    }
    init(boxedDoubles m: [Double]) {
        self.init(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                  m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
    static var emptyBoxValue: CATransform3D { CATransform3DIdentity }
}

extension CGAffineTransform: NSValueDoublesBoxable {
    static var doublesEncoding: String { "[6d]" }
    var boxedDoubles: [Double] { [a, b, c, d, tx, ty].map(Double.init) }
    init(boxedDoubles m: [Double]) { self.init(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]) }
    static var emptyBoxValue: CGAffineTransform { .identity }
}

extension UIEdgeInsets: NSValueDoublesBoxable {
    static var doublesEncoding: String { "[4d]" }
    var boxedDoubles: [Double] { [top, left, bottom, right].map(Double.init) }
    init(boxedDoubles m: [Double]) { self.init(top: m[0], left: m[1], bottom: m[2], right: m[3]) }
    static var emptyBoxValue: UIEdgeInsets { .zero }
}

extension NSDirectionalEdgeInsets: NSValueDoublesBoxable {
    static var doublesEncoding: String { "[4d]" }
    var boxedDoubles: [Double] { [top, leading, bottom, trailing].map(Double.init) }
    init(boxedDoubles m: [Double]) { self.init(top: m[0], leading: m[1], bottom: m[2], trailing: m[3]) }
    static var emptyBoxValue: NSDirectionalEdgeInsets { .zero }
}

extension CGVector: NSValueDoublesBoxable {
    static var doublesEncoding: String { "[2d]" }
    var boxedDoubles: [Double] { [dx, dy].map(Double.init) }
    init(boxedDoubles m: [Double]) { self.init(dx: m[0], dy: m[1]) }
    static var emptyBoxValue: CGVector { .zero }
}

// MARK: iOS's initializers and accessors

extension NSValue {
    /// A boxed point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A boxed size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A boxed rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A boxed vector.
    public convenience init(cgVector vector: CGVector) { self.init(bytes: vector.boxedDoubles, objCType: CGVector.doublesEncoding) }
    /// Boxed edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) { self.init(bytes: insets.boxedDoubles, objCType: UIEdgeInsets.doublesEncoding) }
    /// Boxed directional edge insets.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(bytes: insets.boxedDoubles, objCType: NSDirectionalEdgeInsets.doublesEncoding)
    }
    /// A boxed 3-D transform.
    public convenience init(caTransform3D t: CATransform3D) { self.init(bytes: t.boxedDoubles, objCType: CATransform3D.doublesEncoding) }
    /// A boxed affine transform.
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        self.init(bytes: t.boxedDoubles, objCType: CGAffineTransform.doublesEncoding)
    }

    /// The boxed point (zero when the box holds another type).
    public var cgPointValue: CGPoint { read(CGPoint.self) }
    /// The boxed size (zero when the box holds another type).
    public var cgSizeValue: CGSize { read(CGSize.self) }
    /// The boxed rectangle (zero when the box holds another type).
    public var cgRectValue: CGRect { read(CGRect.self) }
    /// The boxed vector (zero when the box holds another type).
    public var cgVectorValue: CGVector { read(CGVector.self) }
    /// The boxed edge insets (zero when the box holds another type).
    public var uiEdgeInsetsValue: UIEdgeInsets { read(UIEdgeInsets.self) }
    /// The boxed directional edge insets (zero when the box holds another type).
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets { read(NSDirectionalEdgeInsets.self) }
    /// The boxed 3-D transform (a boxed affine transform as its 3-D form; the identity when the
    /// box holds another type).
    public var caTransform3DValue: CATransform3D { boxedTransform3D ?? CATransform3DIdentity }
    /// The boxed affine transform (the identity when the box holds another type).
    public var cgAffineTransformValue: CGAffineTransform { read(CGAffineTransform.self) }

    /// The 3-D transform this box holds, if it holds one (a boxed affine transform counts).
    var boxedTransform3D: CATransform3D? {
        CATransform3D.unboxed(from: self) ?? CGAffineTransform.unboxed(from: self).map(CATransform3DMakeAffineTransform)
    }
}

// MARK: Bridging

/// `_ObjectiveCBridgeable` for a boxable type: a value bridges to its box, and a box of the type
/// (only) bridges back.
protocol NSValueBridged: _ObjectiveCBridgeable, NSValueBoxable where _ObjectiveCType == NSValue {}

extension NSValueBridged {
    /// The value's box.
    public func _bridgeToObjectiveC() -> NSValue { boxedValue }

    /// The value of a box of this type (zeros for another type's).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) {
        result = unboxed(from: source) ?? emptyBoxValue
    }

    /// The value of a box of this type, or false.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) -> Bool {
        result = unboxed(from: source)
        return result != nil
    }

    /// The value of a box (zeros for nil or another type's).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> Self {
        source.flatMap(unboxed(from:)) ?? emptyBoxValue
    }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable, NSValueBridged {}
extension CGSize: @retroactive _ObjectiveCBridgeable, NSValueBridged {}
extension CGRect: @retroactive _ObjectiveCBridgeable, NSValueBridged {}
extension CATransform3D: _ObjectiveCBridgeable, NSValueBridged {}
extension CGAffineTransform: _ObjectiveCBridgeable, NSValueBridged {}
extension UIEdgeInsets: _ObjectiveCBridgeable, NSValueBridged {}
extension NSDirectionalEdgeInsets: _ObjectiveCBridgeable, NSValueBridged {}
extension CGVector: _ObjectiveCBridgeable, NSValueBridged {}

/// `CGFloat` bridges to `NSNumber` as on iOS, so a Core Animation value read as `Any`
/// (`layer.value(forKeyPath: "transform.scale")`, a `CGFloat`) reads `as? NSNumber`, and a
/// number boxed by other code reads `as? CGFloat`.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    /// The number's box.
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    /// The boxed number.
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    /// The boxed number (any number reads as a `CGFloat`).
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    /// The boxed number (0 for nil).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
