/// A 2-D vector in points (y down, as on screen).
public struct Vector: Equatable, Sendable {
    /// Points along x (right).
    public var x: Double
    /// Points along y (down).
    public var y: Double

    /// A vector of `x` and `y`.
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// No length.
    public static let zero = Vector(0, 0)

    /// The sum.
    public static func + (a: Vector, b: Vector) -> Vector { Vector(a.x + b.x, a.y + b.y) }
    /// The difference.
    public static func - (a: Vector, b: Vector) -> Vector { Vector(a.x - b.x, a.y - b.y) }
    /// Scaled by `k`.
    public static func * (a: Vector, k: Double) -> Vector { Vector(a.x * k, a.y * k) }
    /// Adds `b`.
    public static func += (a: inout Vector, b: Vector) { a = a + b }
    /// Subtracts `b`.
    public static func -= (a: inout Vector, b: Vector) { a = a - b }

    /// The length.
    public var length: Double { (x * x + y * y).squareRoot() }
    /// The dot product.
    public func dot(_ other: Vector) -> Double { x * other.x + y * other.y }
    /// The vector of length 1 along this one, or zero.
    public var unit: Vector { length > 0 ? self * (1 / length) : .zero }
}
