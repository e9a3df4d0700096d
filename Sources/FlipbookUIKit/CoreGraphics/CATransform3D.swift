import Foundation
import FlipbookTiming

/// `CATransform3D`: a 4×4 matrix applied to row vectors, entries named `m11` … `m44` as in
/// QuartzCore; `m34 = -1/d` gives perspective.
public struct CATransform3D: Equatable, Hashable, Sendable {
    /// Row 1, column 1: scales x (with m12, m21 and m22, the 2-D rotation, scale and skew).
    public var m11: CGFloat
    /// Row 1, column 2: x's share of y (rotation, skew).
    public var m12: CGFloat
    /// Row 1, column 3: x's share of z (3-D rotation).
    public var m13: CGFloat
    /// Row 1, column 4: x's share of w (perspective along x).
    public var m14: CGFloat
    /// Row 2, column 1: y's share of x (rotation, skew).
    public var m21: CGFloat
    /// Row 2, column 2: scales y.
    public var m22: CGFloat
    /// Row 2, column 3: y's share of z (3-D rotation).
    public var m23: CGFloat
    /// Row 2, column 4: y's share of w (perspective along y).
    public var m24: CGFloat
    /// Row 3, column 1: z's share of x (3-D rotation).
    public var m31: CGFloat
    /// Row 3, column 2: z's share of y (3-D rotation).
    public var m32: CGFloat
    /// Row 3, column 3: scales z.
    public var m33: CGFloat
    /// Row 3, column 4: z's share of w: `-1/d` is perspective seen from distance d.
    public var m34: CGFloat
    /// Row 4, column 1: translation in x.
    public var m41: CGFloat
    /// Row 4, column 2: translation in y.
    public var m42: CGFloat
    /// Row 4, column 3: translation in z.
    public var m43: CGFloat
    /// Row 4, column 4: the homogeneous scale (1 for an affine transform).
    public var m44: CGFloat

    /// The identity.
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// Creates a transform from its sixteen entries.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The engine's value.
    var transform3D: Transform3D {
        var t = Transform3D.identity
        (t.m11, t.m12, t.m13, t.m14) = (Double(m11), Double(m12), Double(m13), Double(m14))
        (t.m21, t.m22, t.m23, t.m24) = (Double(m21), Double(m22), Double(m23), Double(m24))
        (t.m31, t.m32, t.m33, t.m34) = (Double(m31), Double(m32), Double(m33), Double(m34))
        (t.m41, t.m42, t.m43, t.m44) = (Double(m41), Double(m42), Double(m43), Double(m44))
        return t
    }

    init(_ t: Transform3D) {
        self.init(m11: CGFloat(t.m11), m12: CGFloat(t.m12), m13: CGFloat(t.m13), m14: CGFloat(t.m14),
                  m21: CGFloat(t.m21), m22: CGFloat(t.m22), m23: CGFloat(t.m23), m24: CGFloat(t.m24),
                  m31: CGFloat(t.m31), m32: CGFloat(t.m32), m33: CGFloat(t.m33), m34: CGFloat(t.m34),
                  m41: CGFloat(t.m41), m42: CGFloat(t.m42), m43: CGFloat(t.m43), m44: CGFloat(t.m44))
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether two transforms are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(translationX: Double(tx), y: Double(ty), z: Double(tz)))
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(scaleX: Double(sx), y: Double(sy), z: Double(sz)))
}

/// A rotation by `angle` radians about the vector (x, y, z); the identity for a zero vector.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(rotationAngle: Double(angle), x: Double(x), y: Double(y), z: Double(z)))
}

/// `t` with a translation applied first: `t' = translate(tx, ty, tz) · t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(t.transform3D.translatedBy(x: Double(tx), y: Double(ty), z: Double(tz)))
}

/// `t` with a scale applied first: `t' = scale(sx, sy, sz) · t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(t.transform3D.scaledBy(x: Double(sx), y: Double(sy), z: Double(sz)))
}

/// `t` with a rotation applied first: `t' = rotation(angle, x, y, z) · t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D {
    CATransform3D(t.transform3D.rotated(by: Double(angle), x: Double(x), y: Double(y), z: Double(z)))
}

/// `a` followed by `b` (`a · b`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.transform3D.concatenating(b.transform3D))
}

/// The inverse; a singular transform is returned unchanged, as QuartzCore does.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.transform3D.inverted().map(CATransform3D.init) ?? t
}

/// The 3-D transform with the same effect as an affine one.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(Transform3D(m.transform2D))
}

/// Whether `t` is exactly an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.transform3D.isAffine }

/// The affine part of `t` (z and perspective dropped).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(t.transform3D.affine)
}
