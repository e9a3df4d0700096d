import Foundation

/// A 4×4 homogeneous transform (`CATransform3D`), row-vector convention: p' = p · M.
///
/// `m34 = −1/d` gives perspective, as in Core Animation. An affine `Transform3D` (see
/// `isAffine`) behaves exactly like the `Transform2D` it holds.
public struct Transform3D: Sendable, Hashable, Codable {
    /// The first row (x axis), named as in Core Animation (row, column).
    public var m11: Double, m12: Double, m13: Double, m14: Double
    /// The second row (y axis).
    public var m21: Double, m22: Double, m23: Double, m24: Double
    /// The third row (z axis); `m34 = −1/d` is perspective.
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// The fourth row: the translation, and `m44` the homogeneous scale.
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// Creates a transform from four rows of four entries, or nil for any other shape.
    public init?(rows: [[Double]]) {
        guard rows.count == 4, rows.allSatisfy({ $0.count == 4 }) else { return nil }
        self.init(checkedRows: rows)
    }

    /// Creates a transform from rows already known to be 4×4.
    init(checkedRows rows: [[Double]]) {
        (m11, m12, m13, m14) = (rows[0][0], rows[0][1], rows[0][2], rows[0][3])
        (m21, m22, m23, m24) = (rows[1][0], rows[1][1], rows[1][2], rows[1][3])
        (m31, m32, m33, m34) = (rows[2][0], rows[2][1], rows[2][2], rows[2][3])
        (m41, m42, m43, m44) = (rows[3][0], rows[3][1], rows[3][2], rows[3][3])
    }

    /// The rows, for matrix arithmetic.
    public var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// `CATransform3DIdentity`.
    public static let identity = Transform3D(
        checkedRows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])

    /// `CATransform3DMakeAffineTransform`.
    public init(_ affine: Transform2D) {
        self.init(checkedRows: [
            [affine.a, affine.b, 0, 0], [affine.c, affine.d, 0, 0], [0, 0, 1, 0], [affine.tx, affine.ty, 0, 1],
        ])
    }

    /// `CATransform3DMakeTranslation`.
    public init(translationX x: Double, y: Double, z: Double) {
        self.init(checkedRows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, z, 1]])
    }

    /// `CATransform3DMakeScale`.
    public init(scaleX x: Double, y: Double, z: Double) {
        self.init(checkedRows: [[x, 0, 0, 0], [0, y, 0, 0], [0, 0, z, 0], [0, 0, 0, 1]])
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`: a rotation about an axis; identity for a zero axis.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else {
            self = .identity
            return
        }
        self = Quaternion(axisX: x / length, y: y / length, z: z / length, angle: angle).transform
    }

    /// Whether the transform is exactly representable as an `Transform2D` (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// The affine part (`CATransform3DGetAffineTransform`): the x/y entries, ignoring z and perspective.
    public var affine: Transform2D {
        Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `self` followed by `other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        Transform3D(checkedRows: Matrix4.multiply(rows, other.rows))
    }

    /// A rotation applied before this transform (`CATransform3DRotate`).
    public func rotated(by angle: Double, x: Double = 0, y: Double = 0, z: Double = 1) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// A translation applied before this transform (`CATransform3DTranslate`).
    public func translatedBy(x: Double, y: Double, z: Double = 0) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied before this transform (`CATransform3DScale`).
    public func scaledBy(x: Double, y: Double, z: Double = 1) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// The inverse, or nil when singular (`CATransform3DInvert`).
    public func inverted() -> Transform3D? {
        Matrix4.inverse(rows).map(Transform3D.init(checkedRows:))
    }

    /// The image of a point in the z = 0 plane after the perspective divide (orthographic
    /// projection back onto the plane: the renderer's flattening).
    public func apply(to point: Point) -> Point {
        let x = point.x * m11 + point.y * m21 + m41
        let y = point.x * m12 + point.y * m22 + m42
        let w = point.x * m14 + point.y * m24 + m44
        guard w != 0 else { return Point(x: x, y: y) }
        return Point(x: x / w, y: y / w)
    }
}

/// The product of two square matrices of the same size, given as rows.
public func squareMatrixProduct(_ lhs: [[Double]], _ rhs: [[Double]]) -> [[Double]] {
    // Loops with typed sums: nested closures with a literal seed take the type checker over
    // half a second per build.
    let size = lhs.count
    var product = [[Double]](repeating: [Double](repeating: 0, count: size), count: size)
    for row in 0..<size {
        for column in 0..<size {
            var sum: Double = 0
            for index in 0..<size { sum += lhs[row][index] * rhs[index][column] }
            product[row][column] = sum
        }
    }
    return product
}

/// 4×4 matrix helpers on row arrays.
enum Matrix4 {
    static func multiply(_ lhs: [[Double]], _ rhs: [[Double]]) -> [[Double]] {
        squareMatrixProduct(lhs, rhs)
    }

    static func transpose(_ matrix: [[Double]]) -> [[Double]] {
        (0..<4).map { row in (0..<4).map { matrix[$0][row] } }
    }

    /// Gauss–Jordan with partial pivoting; nil when singular.
    static func inverse(_ matrix: [[Double]]) -> [[Double]]? {
        var left = matrix
        var right = Transform3D.identity.rows
        for column in 0..<4 {
            guard let pivot = (column..<4).max(by: { abs(left[$0][column]) < abs(left[$1][column]) }),
                  abs(left[pivot][column]) > 1e-14 else { return nil }
            left.swapAt(column, pivot)
            right.swapAt(column, pivot)
            let scale = 1 / left[column][column]
            for index in 0..<4 {
                left[column][index] *= scale
                right[column][index] *= scale
            }
            for row in 0..<4 where row != column {
                let factor = left[row][column]
                guard factor != 0 else { continue }
                for index in 0..<4 {
                    left[row][index] -= factor * left[column][index]
                    right[row][index] -= factor * right[column][index]
                }
            }
        }
        return right
    }
}
