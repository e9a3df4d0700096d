/// A deterministic 2-D world of boxes, stepped at a fixed rate: what UIKit Dynamics' behaviors
/// become. Apple documents the units and leaves the solver unspecified; this one is a plain
/// semi-implicit Euler integrator at 240 steps per second with these rules (Flipbook's choices):
///
/// - a body's acceleration is its `acceleration` (gravity) plus its `force` over its `mass`;
/// - `resistance` r damps the velocity by 1 / (1 + r·dt) each step (Box2D's linear damping);
/// - a spring of frequency f and damping ratio ζ pulls with stiffness (2πf)² and damping 2ζ·2πf
///   per unit mass; frequency 0 holds the distance rigidly (the body is moved onto it and its
///   velocity along the line removed);
/// - a body that overlaps a boundary or another body is pushed out along the shorter way, its
///   velocity along that normal reversed and scaled by the larger elasticity of the two, its
///   velocity along the surface scaled by 1 − min(1, friction) (the larger friction);
/// - bodies do not turn: collisions act through their centres.
public final class World {
    /// Steps per second.
    public static let stepRate = 240.0

    /// The bodies it moves.
    public private(set) var bodies: [Body] = []
    /// The walls.
    public var boundaries: [Boundary] = []
    /// The springs.
    public var springs: [SpringJoint] = []
    /// Called when a body touches a boundary or another body (once per contact, as it begins).
    public var contactBegan: ((Body, Boundary?, Body?) -> Void)?
    private var touching: Set<String> = []

    /// An empty world.
    public init() {}

    /// Adds a body.
    public func add(_ body: Body) {
        if !bodies.contains(where: { $0 === body }) { bodies.append(body) }
    }

    /// Removes a body and its springs.
    public func remove(_ body: Body) {
        bodies.removeAll { $0 === body }
        springs.removeAll { $0.body === body || $0.other === body }
    }

    /// Advances the world by one step of 1 / `stepRate` seconds.
    public func step() {
        let dt = 1 / Self.stepRate
        for body in bodies {
            let accel = body.acceleration + body.force * (1 / body.mass)
            body.velocity += accel * dt
        }
        for spring in springs where spring.frequency > 0 { applySpring(spring, dt: dt) }
        for body in bodies {
            if body.resistance > 0 { body.velocity = body.velocity * (1 / (1 + body.resistance * dt)) }
            body.position += body.velocity * dt
        }
        for spring in springs where spring.frequency == 0 { holdRigid(spring) }
        resolveCollisions()
    }

    /// Whether everything has stopped: no body moves faster than `speed` points per second.
    public func isAtRest(below speed: Double = 0.5) -> Bool {
        bodies.allSatisfy { $0.velocity.length < speed }
    }

    private func applySpring(_ spring: SpringJoint, dt: Double) {
        let body = spring.body
        let offset = body.position - spring.otherEnd
        let distance = offset.length
        let direction = distance > 1e-9 ? offset * (1 / distance) : .zero
        let stretch = spring.length > 0 ? distance - spring.length : distance
        let omega = 2 * Double.pi * spring.frequency
        let relative = body.velocity - (spring.other?.velocity ?? .zero)
        // Towards the anchor by the stretch; against the velocity along the line (or all of it,
        // for a snap onto a point).
        let along = spring.length > 0 ? direction * relative.dot(direction) : relative
        let pull = direction * (-omega * omega * stretch) - along * (2 * spring.dampingRatio * omega)
        if let other = spring.other {
            // The pull is their relative acceleration, shared inversely to their masses.
            let total = body.mass + other.mass
            body.velocity += pull * (dt * other.mass / total)
            other.velocity -= pull * (dt * body.mass / total)
        } else {
            body.velocity += pull * dt
        }
    }

    private func holdRigid(_ spring: SpringJoint) {
        let body = spring.body
        let offset = body.position - spring.otherEnd
        let distance = offset.length
        guard distance > 1e-9 else { return }
        let direction = offset * (1 / distance)
        let error = distance - spring.length
        if let other = spring.other {
            let share = other.mass / (body.mass + other.mass)
            body.position -= direction * (error * share)
            other.position += direction * (error * (1 - share))
            let relative = (body.velocity - other.velocity).dot(direction)
            body.velocity -= direction * (relative * share)
            other.velocity += direction * (relative * (1 - share))
        } else {
            body.position -= direction * error
            body.velocity -= direction * body.velocity.dot(direction)
        }
    }

    private func resolveCollisions() {
        var now: Set<String> = []
        for (index, body) in bodies.enumerated() where body.collidesWithBoundaries || body.collisionGroup != nil {
            if body.collidesWithBoundaries {
                for boundary in boundaries where collide(body, with: boundary) {
                    let key = "\(ObjectIdentifier(body).hashValue)|\(boundary.identifier)"
                    now.insert(key)
                    if !touching.contains(key) { contactBegan?(body, boundary, nil) }
                }
            }
            guard let group = body.collisionGroup else { continue }
            for other in bodies[(index + 1)...] where other.collisionGroup == group && collide(body, with: other) {
                let key = "\(ObjectIdentifier(body).hashValue)|\(ObjectIdentifier(other).hashValue)"
                now.insert(key)
                if !touching.contains(key) { contactBegan?(body, nil, other) }
            }
        }
        touching = now
    }

    /// Pushes `body` out of the wall it overlaps; whether they touched.
    private func collide(_ body: Body, with boundary: Boundary) -> Bool {
        let along = boundary.end - boundary.start
        let lengthSquared = along.dot(along)
        guard lengthSquared > 0 else { return false }
        // The wall's normal, and how far the box reaches across it.
        let normal = Vector(-along.y, along.x).unit
        let reach = abs(normal.x) * body.size.x / 2 + abs(normal.y) * body.size.y / 2
        let t = (body.position - boundary.start).dot(along) / lengthSquared
        // The box must lie alongside the segment (its half-extent along the wall counts).
        let alongUnit = along.unit
        let halfAlong = (abs(alongUnit.x) * body.size.x / 2 + abs(alongUnit.y) * body.size.y / 2) / lengthSquared.squareRoot()
        guard t >= -halfAlong, t <= 1 + halfAlong else { return false }
        var distance = (body.position - boundary.start).dot(normal)
        var n = normal
        if distance < 0 { distance = -distance; n = n * -1 }
        // Touching within a hundredth of a point counts (a resting body stays in contact).
        guard distance < reach + 0.01 else { return false }
        body.position += n * max(reach - distance, 0)
        bounce(body, off: n, elasticity: body.elasticity, friction: body.friction)
        return true
    }

    /// Separates two overlapping boxes along the shorter way; whether they touched.
    private func collide(_ a: Body, with b: Body) -> Bool {
        let dx = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let dy = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        guard dx > -0.01, dy > -0.01 else { return false }
        let n: Vector
        let depth: Double
        if dx < dy {
            n = Vector(a.position.x < b.position.x ? -1 : 1, 0)
            depth = max(dx, 0)
        } else {
            n = Vector(0, a.position.y < b.position.y ? -1 : 1)
            depth = max(dy, 0)
        }
        let total = a.mass + b.mass
        a.position += n * (depth * b.mass / total)
        b.position -= n * (depth * a.mass / total)
        let relative = (a.velocity - b.velocity).dot(n)
        guard relative < 0 else { return true }
        let e = max(a.elasticity, b.elasticity)
        let impulse = -(1 + e) * relative / (1 / a.mass + 1 / b.mass)
        a.velocity += n * (impulse / a.mass)
        b.velocity -= n * (impulse / b.mass)
        let keep = 1 - min(1, max(a.friction, b.friction))
        let tangent = Vector(-n.y, n.x)
        let slide = (a.velocity - b.velocity).dot(tangent)
        a.velocity -= tangent * (slide * (1 - keep) * b.mass / total)
        b.velocity += tangent * (slide * (1 - keep) * a.mass / total)
        return true
    }

    private func bounce(_ body: Body, off n: Vector, elasticity: Double, friction: Double) {
        let into = body.velocity.dot(n)
        guard into < 0 else { return }
        let tangent = Vector(-n.y, n.x)
        let slide = body.velocity.dot(tangent)
        body.velocity = n * (-into * elasticity) + tangent * (slide * (1 - min(1, friction)))
    }
}
