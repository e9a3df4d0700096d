/// A spring pulling a body towards an anchor (a point, or another body): a snap, or an
/// attachment of a length.
public final class SpringJoint {
    /// The body pulled.
    public let body: Body
    /// The other end: a body, or a fixed point when nil.
    public let other: Body?
    /// The fixed point, when there is no other body.
    public var anchor: Vector
    /// The rest length (0 pulls the body onto the anchor).
    public var length: Double
    /// Oscillations per second; 0 holds the length rigidly.
    public var frequency: Double
    /// The damping ratio (1: no overshoot).
    public var dampingRatio: Double

    /// A spring from `body` to `anchor` (or to `other`).
    public init(body: Body, anchor: Vector, other: Body? = nil, length: Double, frequency: Double, dampingRatio: Double) {
        self.body = body
        self.anchor = anchor
        self.other = other
        self.length = length
        self.frequency = frequency
        self.dampingRatio = dampingRatio
    }

    var otherEnd: Vector { other?.position ?? anchor }
}
