/// A rigid box the world moves: its centre, size (for collisions and mass) and velocity. Boxes
/// do not turn (see `World`).
public final class Body {
    /// The centre, in points.
    public var position: Vector
    /// The size, in points.
    public var size: Vector
    /// Points per second.
    public var velocity: Vector = .zero
    /// How much of its speed across a surface it keeps after a collision (0 to 1).
    public var elasticity: Double = 0
    /// How strongly it slows when sliding along a surface (0: not at all).
    public var friction: Double = 0
    /// Mass per area: 1 gives a 100 × 100 box a mass of 1.
    public var density: Double = 1
    /// How quickly its speed decays with no force (0: not at all).
    public var resistance: Double = 0
    /// Forces applied continuously, in mass units × points per second squared.
    public var force: Vector = .zero
    /// Accelerations applied whatever the mass (gravity), in points per second squared.
    public var acceleration: Vector = .zero
    /// Whether the body collides with the boundaries and with these other bodies.
    public var collidesWithBoundaries = false
    /// Bodies of the same group collide with one another (nil: with none).
    public var collisionGroup: Int?

    /// A body at rest with its centre at `position`, `size` points large.
    public init(position: Vector, size: Vector) {
        self.position = position
        self.size = size
    }

    /// Apple's unit (UIPushBehavior): a magnitude-1 push gives a 100 × 100 box of density 1
    /// an acceleration of 100 points per second squared, so its mass is 1.
    public var mass: Double { max(density, 1e-9) * max(size.x * size.y, 1) / 10_000 }

    /// Adds a change of velocity of `impulse / mass` at once (an instantaneous push).
    public func applyImpulse(_ impulse: Vector) {
        velocity += impulse * (1 / mass)
    }

    var minX: Double { position.x - size.x / 2 }
    var maxX: Double { position.x + size.x / 2 }
    var minY: Double { position.y - size.y / 2 }
    var maxY: Double { position.y + size.y / 2 }
}
