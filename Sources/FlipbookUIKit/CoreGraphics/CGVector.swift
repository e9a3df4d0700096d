import Foundation

/// `CGVector`: a two-dimensional vector (Foundation on Linux has none).
public struct CGVector: Equatable, Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// A vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// The zero vector.
    public static let zero = CGVector()
}
