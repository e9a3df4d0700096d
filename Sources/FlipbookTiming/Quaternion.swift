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

    /// Four-component dot product.
    func dot(_ other: Quaternion) -> Double { x * other.x + y * other.y + z * other.z + w * other.w }

    /// Spherical linear interpolation along the shorter arc.
    ///
    /// As in WebKit, when the dot product is negative the *from* quaternion is negated so the
    /// arc is the short one. A half turn (dot exactly 0) keeps both as extracted, which turns
    /// the positive way about the extracted axis.
    public static func slerp(_ from: Quaternion, _ to: Quaternion, fraction: Double) -> Quaternion {
        var start = from
        var cosine = from.dot(to)
        if cosine < 0 {
            start = Quaternion(x: -from.x, y: -from.y, z: -from.z, w: -from.w)
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
