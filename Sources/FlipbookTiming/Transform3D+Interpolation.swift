import Foundation

/// A 3-D transform split for blending (Graphics Gems II "unmatrix", WebKit `decompose4`):
/// scale, skew, rotation, translation and perspective, applied in that order.
public struct DecomposedTransform3D: Sendable, Hashable {
    /// Scale per axis (all negated together for a mirrored matrix).
    public var scaleX: Double, scaleY: Double, scaleZ: Double
    /// Shear factors.
    public var skewXY: Double, skewXZ: Double, skewYZ: Double
    /// Rotation.
    public var rotation: Quaternion
    /// Translation.
    public var translateX: Double, translateY: Double, translateZ: Double
    /// Perspective column (0, 0, 0, 1 when there is none).
    public var perspectiveX: Double, perspectiveY: Double, perspectiveZ: Double, perspectiveW: Double

    /// Splits a transform, or returns nil when it cannot be split (m44 = 0 or a singular 3×3).
    public init?(_ transform: Transform3D) {
        var local = transform.rows
        let w = local[3][3]
        guard w != 0 else { return nil }
        local = local.map { $0.map { $0 / w } }

        // The perspective-free matrix; singular means there is nothing to decompose.
        var withoutPerspective = local
        for row in 0..<3 { withoutPerspective[row][3] = 0 }
        withoutPerspective[3][3] = 1
        guard let inverse = Matrix4.inverse(withoutPerspective) else { return nil }

        if local[0][3] != 0 || local[1][3] != 0 || local[2][3] != 0 {
            // Solve withoutPerspective · p = perspective column for p.
            let column = [local[0][3], local[1][3], local[2][3], local[3][3]]
            let p = (0..<4).map { row in (0..<4).reduce(0) { $0 + inverse[row][$1] * column[$1] } }
            (perspectiveX, perspectiveY, perspectiveZ, perspectiveW) = (p[0], p[1], p[2], p[3])
        } else {
            (perspectiveX, perspectiveY, perspectiveZ, perspectiveW) = (0, 0, 0, 1)
        }
        (translateX, translateY, translateZ) = (local[3][0], local[3][1], local[3][2])

        // Gram–Schmidt on the upper 3×3 rows: scale, then shear, then an orthonormal rotation.
        var rows = (0..<3).map { Array(local[$0][0..<3]) }
        scaleX = Vector3.length(rows[0])
        rows[0] = Vector3.normalized(rows[0])
        var xy = Vector3.dot(rows[0], rows[1])
        rows[1] = Vector3.combine(rows[1], 1, rows[0], -xy)
        scaleY = Vector3.length(rows[1])
        rows[1] = Vector3.normalized(rows[1])
        xy /= scaleY
        var xz = Vector3.dot(rows[0], rows[2])
        rows[2] = Vector3.combine(rows[2], 1, rows[0], -xz)
        var yz = Vector3.dot(rows[1], rows[2])
        rows[2] = Vector3.combine(rows[2], 1, rows[1], -yz)
        scaleZ = Vector3.length(rows[2])
        rows[2] = Vector3.normalized(rows[2])
        xz /= scaleZ
        yz /= scaleZ
        (skewXY, skewXZ, skewYZ) = (xy, xz, yz)

        // A left-handed basis is a mirror: fold it into the scales.
        if Vector3.dot(rows[0], Vector3.cross(rows[1], rows[2])) < 0 {
            (scaleX, scaleY, scaleZ) = (-scaleX, -scaleY, -scaleZ)
            rows = rows.map { $0.map { -$0 } }
        }
        rotation = Quaternion(orthonormalRows: rows)
    }

    /// Reassembles the matrix: scale · skew · rotation · translation · perspective (row vectors).
    public var transform: Transform3D {
        let rotationRows = rotation.rotationRows
        let skew = [[1, 0, 0], [skewXY, 1, 0], [skewXZ, skewYZ, 1]]
        let scales = [scaleX, scaleY, scaleZ]
        var matrix = Transform3D.identity.rows
        for row in 0..<3 {
            for column in 0..<3 {
                matrix[row][column] = scales[row] * (0..<3).reduce(0) { $0 + skew[row][$1] * rotationRows[$1][column] }
            }
        }
        matrix[3] = [translateX, translateY, translateZ, 1]
        var perspective = Transform3D.identity.rows
        (perspective[0][3], perspective[1][3], perspective[2][3], perspective[3][3]) =
            (perspectiveX, perspectiveY, perspectiveZ, perspectiveW)
        return Transform3D(checkedRows: Matrix4.multiply(matrix, perspective))
    }

    /// Blends component-wise, slerping the rotation (WebKit `blend4`).
    public static func blend(_ from: Self, _ to: Self, fraction: Double) -> Self {
        func mix(_ start: Double, _ end: Double) -> Double { start + (end - start) * fraction }
        var result = from
        (result.scaleX, result.scaleY, result.scaleZ) =
            (mix(from.scaleX, to.scaleX), mix(from.scaleY, to.scaleY), mix(from.scaleZ, to.scaleZ))
        (result.skewXY, result.skewXZ, result.skewYZ) =
            (mix(from.skewXY, to.skewXY), mix(from.skewXZ, to.skewXZ), mix(from.skewYZ, to.skewYZ))
        (result.translateX, result.translateY, result.translateZ) =
            (mix(from.translateX, to.translateX), mix(from.translateY, to.translateY),
             mix(from.translateZ, to.translateZ))
        (result.perspectiveX, result.perspectiveY, result.perspectiveZ, result.perspectiveW) =
            (mix(from.perspectiveX, to.perspectiveX), mix(from.perspectiveY, to.perspectiveY),
             mix(from.perspectiveZ, to.perspectiveZ), mix(from.perspectiveW, to.perspectiveW))
        result.rotation = Quaternion.slerp(from.rotation, to.rotation, fraction: fraction)
        return result
    }
}

/// Three-component vector helpers on arrays.
enum Vector3 {
    static func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    static func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
    static func normalized(_ a: [Double]) -> [Double] {
        let size = length(a)
        return size == 0 ? a : a.map { $0 / size }
    }
    static func combine(_ a: [Double], _ aScale: Double, _ b: [Double], _ bScale: Double) -> [Double] {
        (0..<3).map { a[$0] * aScale + b[$0] * bScale }
    }
    static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
}

extension Transform3D: Animatable {
    /// The identity: an additive transform animation that changes nothing.
    public static var zero: Transform3D { .identity }

    /// Interpolates by decomposition (timing.md §3.4). Two affine transforms blend exactly as
    /// `Transform2D` does, so UIView transforms keep the 2-D shortest-way rule; others slerp.
    /// An undecomposable end switches discretely at the halfway point, as WebKit does.
    public func interpolated(to end: Transform3D, fraction: Double) -> Transform3D {
        if fraction == 0 { return self }
        if fraction == 1 { return end }
        if isAffine && end.isAffine {
            return Transform3D(affine.interpolated(to: end.affine, fraction: fraction))
        }
        guard let from = DecomposedTransform3D(self), let to = DecomposedTransform3D(end) else {
            return fraction < 0.5 ? self : end
        }
        return DecomposedTransform3D.blend(from, to, fraction: fraction).transform
    }

    /// Additive transforms concatenate: `self` first, then `other`.
    public func adding(_ other: Transform3D) -> Transform3D { concatenating(other) }

    /// The transform x with `other.adding(x) == self`, i.e. other⁻¹ · self; identity if singular.
    public func subtracting(_ other: Transform3D) -> Transform3D {
        (other.inverted() ?? .identity).concatenating(self)
    }

    /// The transform `factor` of the way from identity.
    public func scaled(by factor: Double) -> Transform3D {
        Transform3D.identity.interpolated(to: self, fraction: factor)
    }

    /// Distance between decompositions (translation, rotation angle in radians, scale), for
    /// paced keyframes; affine pairs use the 2-D measure.
    public func distance(to other: Transform3D) -> Double {
        if isAffine && other.isAffine { return affine.distance(to: other.affine) }
        guard let from = DecomposedTransform3D(self), let to = DecomposedTransform3D(other) else { return 0 }
        let turn = 2 * acos(min(abs(from.rotation.dot(to.rotation)), 1))
        let parts = [
            to.translateX - from.translateX, to.translateY - from.translateY, to.translateZ - from.translateZ,
            turn, to.scaleX - from.scaleX, to.scaleY - from.scaleY, to.scaleZ - from.scaleZ,
        ]
        return parts.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
}
