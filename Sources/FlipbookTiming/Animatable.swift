/// A value Core Animation can animate: interpolated between keyframes, added by additive
/// animations, accumulated by cumulative ones and measured by paced keyframes.
///
/// Numbers, points, sizes, rects and colours behave as vectors. Transforms interpolate by
/// decomposition and "add" by concatenation, as Core Animation documents for additive matrices.
public protocol Animatable: Sendable, Equatable {
    /// The value that changes nothing when added: 0, `.zero`, clear, or the identity transform.
    static var zero: Self { get }
    /// The value at `fraction` of the way from `self` to `end` (0 gives self, 1 gives end).
    func interpolated(to end: Self, fraction: Double) -> Self
    /// The combination an additive animation applies: a sum, or a concatenation for transforms.
    func adding(_ other: Self) -> Self
    /// The inverse of `adding`: the value that, added to `other`, gives `self`.
    func subtracting(_ other: Self) -> Self
    /// `self` scaled: a multiple for vectors, a fraction of the way from identity for transforms.
    func scaled(by factor: Double) -> Self
    /// A distance for paced keyframes (Euclidean for vectors).
    func distance(to other: Self) -> Double
}

extension Animatable {
    /// Linear interpolation through the vector operations, right for every vector-like value.
    public func interpolated(to end: Self, fraction: Double) -> Self {
        adding(end.subtracting(self).scaled(by: fraction))
    }
}

extension Double: Animatable {
    public func adding(_ other: Double) -> Double { self + other }
    public func subtracting(_ other: Double) -> Double { self - other }
    public func scaled(by factor: Double) -> Double { self * factor }
    public func distance(to other: Double) -> Double { abs(other - self) }
    public func interpolated(to end: Double, fraction: Double) -> Double {
        self + (end - self) * fraction
    }
}
