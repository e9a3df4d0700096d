import Foundation

/// A 2-D affine transform (`CGAffineTransform`), row-vector convention:
/// x' = a·x + c·y + tx, y' = b·x + d·y + ty.
///
/// Angles are radians; positive turns +x towards +y, which is clockwise on a UIKit screen.
public struct Transform2D: Sendable, Hashable, Codable {
    /// The matrix entries, named as in Core Graphics.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing (`.identity`).
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `angle` radians (`CGAffineTransform(rotationAngle:)`).
    public init(rotationAngle angle: Double) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// A translation (`CGAffineTransform(translationX:y:)`).
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale (`CGAffineTransform(scaleX:y:)`).
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// How much the linear part stretches along its longest axis (its largest singular
    /// value); infinite or NaN entries give infinity.
    public var largestScale: Double {
        let sum = a * a + b * b + c * c + d * d
        let difference = a * a + b * b - c * c - d * d
        let cross = a * c + b * d
        let scale = ((sum + (difference * difference + 4 * cross * cross).squareRoot()) / 2).squareRoot()
        return scale.isFinite ? scale : .infinity
    }

    /// `self` followed by `other`: points go through `self` first (`concatenating(_:)`).
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A rotation applied before this transform (`rotated(by:)`), as UIKit code chains it.
    public func rotated(by angle: Double) -> Transform2D {
        Transform2D(rotationAngle: angle).concatenating(self)
    }

    /// A translation applied before this transform (`translatedBy(x:y:)`).
    public func translatedBy(x: Double, y: Double) -> Transform2D {
        Transform2D(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform (`scaledBy(x:y:)`).
    public func scaledBy(x: Double, y: Double) -> Transform2D {
        Transform2D(scaleX: x, y: y).concatenating(self)
    }

    /// The inverse, or nil when the transform is singular (`inverted()` returns self there; we don't hide it).
    public func inverted() -> Transform2D? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return Transform2D(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// The image of a point.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
