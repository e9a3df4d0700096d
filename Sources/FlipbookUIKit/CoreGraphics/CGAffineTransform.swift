import Foundation
import FlipbookTiming

/// `CGAffineTransform`: a 3×3 affine matrix `[a b 0; c d 0; tx ty 1]`, applied to row vectors
/// as Core Graphics does (`p' = p · M`). Foundation on Linux has no Core Graphics, so this is
/// FlipbookUIKit's own, with Apple's names.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// Scales x (with b, c and d, the rotation, scale and skew).
    public var a: CGFloat
    /// x's share of y (rotation, skew).
    public var b: CGFloat
    /// y's share of x (rotation, skew).
    public var c: CGFloat
    /// Scales y.
    public var d: CGFloat
    /// Translation in x.
    public var tx: CGFloat
    /// Translation in y.
    public var ty: CGFloat

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Creates a transform from its six entries, unlabeled (`CGAffineTransform(_:_:_:_:_:_:)`).
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// `CGAffineTransformIdentity`.
    public static let identity = CGAffineTransform()

    /// A rotation by `angle` radians (positive turns clockwise on screen, as on iOS).
    public init(rotationAngle angle: CGFloat) { self.init(Transform2D(rotationAngle: Double(angle))) }

    /// A scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// A rotation applied before this transform (`CGAffineTransformRotate`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A scale applied before this transform (`CGAffineTransformScale`).
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A translation applied before this transform (`CGAffineTransformTranslate`).
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// `self` followed by `t2` (`CGAffineTransformConcat(self, t2)`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(transform2D.concatenating(t2.transform2D))
    }

    /// The inverse; a singular transform returns itself unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform {
        transform2D.inverted().map(CGAffineTransform.init) ?? self
    }

    /// The engine's value.
    var transform2D: Transform2D {
        Transform2D(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }

    init(_ transform: Transform2D) {
        self.init(a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c), d: CGFloat(transform.d),
                  tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
    }
}

extension CGPoint {
    /// The point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: x * t.a + y * t.c + t.tx, y: x * t.b + y * t.d + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t` (translation ignored).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: width * t.a + height * t.c, height: width * t.b + height * t.d)
    }
}

extension CGRect {
    /// The smallest rectangle holding this one's corners transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
                       CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        // Built from four corners, so the lists are never empty.
        let (minX, maxX, minY, maxY) = (xs.min() ?? 0, xs.max() ?? 0, ys.min() ?? 0, ys.max() ?? 0)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
