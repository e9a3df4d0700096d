import Foundation

/// A unit quaternion (x, y, z, w) for blending 3-D rotations along the shortest arc.
///
/// It maps to Core Animation's row-vector rotation matrices: the matrix of a quaternion is
/// the transpose of the usual column-vector one, so `Quaternion(axis…, angle:)` gives exactly
/// `CATransform3DMakeRotation`.
public struct Quaternion: Sendable, Hashable {
    /// Vector part.
    public var x: Double, y: Double, z: Double
    /// Scalar part.
    public var w: Double

    /// Creates a quaternion from its components.
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// The rotation by `angle` radians about a unit axis.
    public init(axisX: Double, y: Double, z: Double, angle: Double) {
        let half = angle / 2
        self.init(x: axisX * sin(half), y: y * sin(half), z: z * sin(half), w: cos(half))
    }

    /// The rotation whose row-vector matrix has these orthonormal rows (Shoemake's method).
    public init(orthonormalRows n: [[Double]]) {
        // r[i][j] is the column-vector matrix, the transpose of the rows we are given.
        func r(_ i: Int, _ j: Int) -> Double { n[j][i] }
        let trace = r(0, 0) + r(1, 1) + r(2, 2)
        if trace + 1 > 1e-3 {
            let s = 0.5 / (trace + 1).squareRoot()
            self.init(x: (r(2, 1) - r(1, 2)) * s, y: (r(0, 2) - r(2, 0)) * s,
                      z: (r(1, 0) - r(0, 1)) * s, w: 0.25 / s)
        } else if r(0, 0) > r(1, 1) && r(0, 0) > r(2, 2) {
            let s = (1 + r(0, 0) - r(1, 1) - r(2, 2)).squareRoot() * 2
            self.init(x: 0.25 * s, y: (r(0, 1) + r(1, 0)) / s, z: (r(0, 2) + r(2, 0)) / s,
                      w: (r(2, 1) - r(1, 2)) / s)
        } else if r(1, 1) > r(2, 2) {
            let s = (1 + r(1, 1) - r(0, 0) - r(2, 2)).squareRoot() * 2
            self.init(x: (r(0, 1) + r(1, 0)) / s, y: 0.25 * s, z: (r(1, 2) + r(2, 1)) / s,
                      w: (r(0, 2) - r(2, 0)) / s)
        } else {
            let s = (1 + r(2, 2) - r(0, 0) - r(1, 1)).squareRoot() * 2
            self.init(x: (r(0, 2) + r(2, 0)) / s, y: (r(1, 2) + r(2, 1)) / s, z: 0.25 * s,
                      w: (r(1, 0) - r(0, 1)) / s)
        }
    }

    /// The 3×3 row-vector rotation matrix.
    public var rotationRows: [[Double]] {
        // Column-vector matrix entries, written transposed.
        [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
        ]
    }

    /// The rotation as a `Transform3D`.
    public var transform: Transform3D {
        let m = rotationRows
        return Transform3D(checkedRows: [m[0] + [0], m[1] + [0], m[2] + [0], [0, 0, 0, 1]])
    }

    /// The same rotation written with every component negated.
    var negated: Quaternion { Quaternion(x: -x, y: -y, z: -z, w: -w) }

    /// Where a half turn starts: `from`, or its negation (the same rotation written as its
    /// 360° form) once for each end that is the smaller rotation of the two, its w the largest
    /// component.
    ///
    /// Two rotations a half turn apart have no short way, and the rounding noise of `sin(π)`
    /// (which decides a plain shortest-arc slerp) must not choose: ±π are the same matrix. The
    /// rule is the 2-D one in docs/timing-model.md, "an angle of exactly 0 counts as 360°", generalised: the
    /// identity end of a half turn counts as 360°, so identity → rotate(±π) about z runs
    /// 360° → 180°, counter-clockwise on screen (the "counter-clockwise if equal" reports). It
    /// is also what an iPhone shows in 3-D: NVActivityIndicatorView's Demo.gif, recorded on iOS,
    /// turns its square-spin through identity → rotateX(π) → rotateX(π)·rotateY(π) →
    /// rotateY(π) → identity with perspective; with this rule all four legs look as there (the
    /// top edge grows first in the first leg and shrinks first in the third, the second squashes
    /// flat, the left edge shrinks on both sides of edge-on in the fourth), which no rule of
    /// one sign about the axis matches. Between two half turns (no identity end) the
    /// quaternions are used as extracted (Shoemake's, largest component positive).
    static func halfTurnStart(_ from: Quaternion, _ to: Quaternion) -> Quaternion {
        func isSmaller(_ q: Quaternion) -> Bool { abs(q.w) >= max(abs(q.x), abs(q.y), abs(q.z)) }
        return isSmaller(from) != isSmaller(to) ? from.negated : from
    }

    /// Four-component dot product.
    func dot(_ other: Quaternion) -> Double { x * other.x + y * other.y + z * other.z + w * other.w }

    /// How close to 0 a dot product must be for two rotations to be a half turn apart: the
    /// rounding noise of `sin(π)` (1.2e-16) carried through a matrix product, with room to spare,
    /// while π ± 0.01 gives 0.005.
    public static let halfTurnTolerance = 1e-9

    /// Spherical linear interpolation along the shorter arc.
    ///
    /// As in WebKit, when the dot product is negative the *from* quaternion is negated so the
    /// arc is the short one. Two rotations a half turn apart (dot 0 within
    /// `halfTurnTolerance`) have no short way; then see `halfTurnStart`.
    public static func slerp(_ from: Quaternion, _ to: Quaternion, fraction: Double) -> Quaternion {
        var start = from
        var cosine = from.dot(to)
        if abs(cosine) < halfTurnTolerance {
            start = halfTurnStart(from, to)
            cosine = abs(cosine)
        } else if cosine < 0 {
            start = from.negated
            cosine = -cosine
        }
        cosine = min(cosine, 1)
        let angle = acos(cosine)
        let sine = (1 - cosine * cosine).squareRoot()
        let (startWeight, endWeight): (Double, Double)
        if sine < 1e-5 {
            // Nearly the same rotation: a normalized linear blend is exact enough and stable.
            (startWeight, endWeight) = (1 - fraction, fraction)
        } else {
            (startWeight, endWeight) = (sin((1 - fraction) * angle) / sine, sin(fraction * angle) / sine)
        }
        let blended = Quaternion(
            x: start.x * startWeight + to.x * endWeight, y: start.y * startWeight + to.y * endWeight,
            z: start.z * startWeight + to.z * endWeight, w: start.w * startWeight + to.w * endWeight)
        let length = blended.dot(blended).squareRoot()
        guard length > 0 else { return start }
        return Quaternion(x: blended.x / length, y: blended.y / length, z: blended.z / length, w: blended.w / length)
    }
}
