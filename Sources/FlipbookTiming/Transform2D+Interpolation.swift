import Foundation

/// A 2-D transform split into parts that blend naturally (WebKit `decompose2`, CSS Transforms
/// "decomposed 2D matrix values"): scale, then rotation, then translation, with a residual
/// 2×2 that holds any skew.
public struct DecomposedTransform2D: Sendable, Hashable {
    /// Per-axis scale; one may be negative for a flip.
    public var scaleX: Double, scaleY: Double
    /// Rotation in degrees, as WebKit keeps it (the shortest-way rule works in degrees).
    public var angle: Double
    /// Translation.
    public var translateX: Double, translateY: Double
    /// Residual 2×2 (identity unless the matrix has skew).
    public var m11: Double, m12: Double, m21: Double, m22: Double

    /// Splits a transform; the identity gives scale 1, angle 0 and no residual.
    public init(_ transform: Transform2D) {
        translateX = transform.tx
        translateY = transform.ty
        var row0 = (x: transform.a, y: transform.b)
        var row1 = (x: transform.c, y: transform.d)
        scaleX = (row0.x * row0.x + row0.y * row0.y).squareRoot()
        scaleY = (row1.x * row1.x + row1.y * row1.y).squareRoot()
        // A negative determinant means one axis is flipped: flip the one pointing less
        // along its own direction.
        if row0.x * row1.y - row0.y * row1.x < 0 {
            if row0.x < row1.y { scaleX = -scaleX } else { scaleY = -scaleY }
        }
        if scaleX != 0 { row0 = (row0.x / scaleX, row0.y / scaleX) }
        if scaleY != 0 { row1 = (row1.x / scaleY, row1.y / scaleY) }
        let radians = atan2(row0.y, row0.x)
        if radians != 0 {
            // Undo the rotation: residual = rotate(−angle) applied to the normalized rows.
            let (sine, cosine) = (-row0.y, row0.x)
            let original = (row0, row1)
            row0 = (cosine * original.0.x + sine * original.1.x, cosine * original.0.y + sine * original.1.y)
            row1 = (-sine * original.0.x + cosine * original.1.x, -sine * original.0.y + cosine * original.1.y)
        }
        (m11, m12, m21, m22) = (row0.x, row0.y, row1.x, row1.y)
        angle = radians * 180 / .pi
    }

    /// Reassembles the matrix: scale, then rotate, then the residual; translation as is.
    public var transform: Transform2D {
        let radians = angle * .pi / 180
        let (cosine, sine) = (cos(radians), sin(radians))
        // Rows of scale · rotation, then times the residual 2×2.
        let r0 = (x: scaleX * cosine, y: scaleX * sine)
        let r1 = (x: -scaleY * sine, y: scaleY * cosine)
        return Transform2D(
            a: r0.x * m11 + r0.y * m21, b: r0.x * m12 + r0.y * m22,
            c: r1.x * m11 + r1.y * m21, d: r1.x * m12 + r1.y * m22,
            tx: translateX, ty: translateY)
    }

    /// Blends two decompositions the way WebKit's `blend2` does, so rotations take the short way.
    ///
    /// Tie rule for a turn of exactly 180°: an angle of exactly 0 (the identity) counts as 360°,
    /// so identity → rotate(±π) runs 360° → 180°, the negative way (counter-clockwise on screen).
    /// π − 0.01 turns the positive way and π + 0.01 the negative way, as on iOS.
    public static func blend(
        _ from: DecomposedTransform2D, _ to: DecomposedTransform2D, fraction: Double
    ) -> DecomposedTransform2D {
        var from = from
        var to = to
        // One flipped in x and the other in y is a 180° rotation, not a scale through zero.
        if (from.scaleX < 0 && to.scaleY < 0) || (from.scaleY < 0 && to.scaleX < 0) {
            from.scaleX = -from.scaleX
            from.scaleY = -from.scaleY
            from.angle += from.angle < 0 ? 180 : -180
        }
        // Don't rotate the long way around.
        if from.angle == 0 { from.angle = 360 }
        if to.angle == 0 { to.angle = 360 }
        if abs(from.angle - to.angle) > 180 {
            if from.angle > to.angle { from.angle -= 360 } else { to.angle -= 360 }
        }
        func mix(_ start: Double, _ end: Double) -> Double { start + (end - start) * fraction }
        var result = from
        result.scaleX = mix(from.scaleX, to.scaleX)
        result.scaleY = mix(from.scaleY, to.scaleY)
        result.angle = mix(from.angle, to.angle)
        result.translateX = mix(from.translateX, to.translateX)
        result.translateY = mix(from.translateY, to.translateY)
        result.m11 = mix(from.m11, to.m11)
        result.m12 = mix(from.m12, to.m12)
        result.m21 = mix(from.m21, to.m21)
        result.m22 = mix(from.m22, to.m22)
        return result
    }
}

extension Transform2D: Animatable {
    /// The identity: an additive transform animation that changes nothing.
    public static var zero: Transform2D { .identity }

    /// Interpolates by decomposition (timing.md §3.4): net rotation only, the shortest way round.
    public func interpolated(to end: Transform2D, fraction: Double) -> Transform2D {
        if fraction == 0 { return self }
        if fraction == 1 { return end }
        if isIdentity && end.isIdentity { return .identity }
        return DecomposedTransform2D.blend(
            DecomposedTransform2D(self), DecomposedTransform2D(end), fraction: fraction
        ).transform
    }

    /// Additive transforms concatenate ("for affine transforms the two matrices are
    /// concatenated", CAPropertyAnimation.isAdditive): `self` first, then `other`.
    public func adding(_ other: Transform2D) -> Transform2D { concatenating(other) }

    /// The transform x with `other.adding(x) == self`, i.e. other⁻¹ · self; identity if singular.
    public func subtracting(_ other: Transform2D) -> Transform2D {
        (other.inverted() ?? .identity).concatenating(self)
    }

    /// The transform `factor` of the way from identity (a fraction of the rotation, scale, …).
    public func scaled(by factor: Double) -> Transform2D {
        Transform2D.identity.interpolated(to: self, fraction: factor)
    }

    /// Distance between decompositions: translation in points, rotation in radians, scale
    /// as a number, combined Euclidean. Only paced keyframes use it.
    public func distance(to other: Transform2D) -> Double {
        let from = DecomposedTransform2D(self)
        let to = DecomposedTransform2D(other)
        var turn = abs(to.angle - from.angle).truncatingRemainder(dividingBy: 360)
        if turn > 180 { turn = 360 - turn }
        let parts = [
            to.translateX - from.translateX, to.translateY - from.translateY,
            turn * .pi / 180, to.scaleX - from.scaleX, to.scaleY - from.scaleY,
        ]
        return parts.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
}
