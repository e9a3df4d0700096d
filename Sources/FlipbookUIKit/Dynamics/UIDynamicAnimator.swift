import Foundation
import FlipbookDynamics
import FlipbookScene

/// `UIDynamicAnimator`: runs dynamic behaviors on items in a reference view, on the recording's
/// clock: 240 steps a second (`FlipbookDynamics.World`, whose rules are Flipbook's choices
/// where Apple documents none), each moving the items' centres and calling the behaviors'
/// `action`s. It pauses once every item has rested (moved under half a point per second) for a
/// quarter of a second, telling its delegate, and resumes when a
/// behavior is added, removed or changed. Made in set-up, it starts with the recording.
/// Items are taken to be in the reference view's coordinates (its subviews).
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinates the items move in.
    open private(set) weak var referenceView: UIView?
    /// The behaviors it runs.
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// Told when it pauses and resumes.
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// Whether it is stepping.
    open private(set) var isRunning = false
    /// Seconds it has run.
    open private(set) var elapsedTime: TimeInterval = 0

    private let world = World()
    private var bodies: [ObjectIdentifier: (item: UIDynamicItem, body: Body)] = [:]
    /// Bumped when it pauses, so steps scheduled before do nothing.
    private var generation = 0
    private var waitingForRecording = false
    /// Steps in a row with everything at rest.
    private var restingSteps = 0

    /// An animator moving items in `view`.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// Adds a behavior (and resumes).
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        for case let field as UIFieldBehavior in behavior.allBehaviors {
            if case .unmodelled(let name) = field.kind {
                DrawingProblems.list(["UIDynamicAnimator: UIFieldBehavior.\(name)() is not modelled: it acts on nothing"])
            }
        }
        behavior.willMove(to: self)
        behaviors.append(behavior)
        for each in behavior.allBehaviors { each.dynamicAnimator = self }
        behaviorsChanged()
    }

    /// Removes a behavior.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: nil)
        behaviors.removeAll { $0 === behavior }
        for each in behavior.allBehaviors { each.dynamicAnimator = nil }
        behaviorsChanged()
    }

    /// Removes every behavior.
    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items whose frames meet `rect`.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        bodies.values.map(\.item).filter { item in
            CGRect(x: item.center.x - item.bounds.width / 2, y: item.center.y - item.bounds.height / 2,
                   width: item.bounds.width, height: item.bounds.height).intersects(rect)
        }
    }

    /// Reads an item's centre and size again after your code moved it.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        guard let entry = bodies[ObjectIdentifier(item)] else { return }
        entry.body.position = Vector(Double(item.center.x), Double(item.center.y))
        entry.body.size = Vector(Double(item.bounds.width), Double(item.bounds.height))
        behaviorsChanged()
    }

    /// The velocity of an item, in points per second.
    func velocity(of item: UIDynamicItem) -> CGPoint {
        guard let body = bodies[ObjectIdentifier(item)]?.body else { return .zero }
        return CGPoint(x: body.velocity.x, y: body.velocity.y)
    }

    // MARK: Running

    /// Something changed: run (again) from the next step.
    func behaviorsChanged() {
        guard !isRunning else { return }
        guard let scene = RecordingContext.current?.scene, scene.isRecording else {
            // In set-up: start with the recording.
            guard !waitingForRecording else { return }
            waitingForRecording = true
            SetUpWork.addToRunLoop { [weak self] scene in
                MainActor.assumeIsolated {
                    self?.waitingForRecording = false
                    self?.resume(in: scene)
                }
            }
            return
        }
        resume(in: scene)
    }

    private func resume(in scene: Scene) {
        guard !isRunning, !behaviors.isEmpty else { return }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
        generation += 1
        scheduleStep(after: scene.now, generation: generation, in: scene)
    }

    private func scheduleStep(after time: TimeInterval, generation: Int, in scene: Scene) {
        let next = time + 1 / World.stepRate
        scene.at(next) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.generation == generation, self.isRunning else { return }
                self.step()
                if self.isRunning { self.scheduleStep(after: next, generation: generation, in: scene) }
            }
        }
    }

    /// One step: the behaviors set the world up, it moves, the items follow, actions run.
    private func step() {
        let all = behaviors.flatMap(\.allBehaviors)
        prepare(all)
        world.step()
        elapsedTime += 1 / World.stepRate
        for (item, body) in bodies.values {
            item.center = CGPoint(x: body.position.x, y: body.position.y)
        }
        for behavior in all { behavior.action?() }
        let pushing = all.contains { ($0 as? UIPushBehavior).map { $0.active && $0.mode == .continuous && $0.magnitude > 0 } ?? false }
        // At rest for a quarter of a second (a bounce's highest point is still for one step).
        restingSteps = world.isAtRest() && !pushing && springsSettled() ? restingSteps + 1 : 0
        if restingSteps >= Int(World.stepRate / 4) {
            restingSteps = 0
            isRunning = false
            generation += 1
            delegate?.dynamicAnimatorDidPause(self)
        }
    }

    /// Whether every spring is at its length (a snap at its point).
    private func springsSettled() -> Bool {
        world.springs.allSatisfy { spring in
            let distance = (spring.body.position - (spring.other?.position ?? spring.anchor)).length
            return abs(distance - spring.length) < 0.05
        }
    }

    /// The body of `item`, made from its centre and bounds the first time.
    private func body(for item: UIDynamicItem) -> Body {
        if let entry = bodies[ObjectIdentifier(item)] { return entry.body }
        let body = Body(position: Vector(Double(item.center.x), Double(item.center.y)),
                        size: Vector(Double(item.bounds.width), Double(item.bounds.height)))
        bodies[ObjectIdentifier(item)] = (item, body)
        world.add(body)
        return body
    }

    /// Sets the world up from the behaviors for the next step.
    private func prepare(_ all: [UIDynamicBehavior]) {
        let items = all.flatMap(\.behaviorItems)
        let present = Set(items.map { ObjectIdentifier($0) })
        for (id, entry) in bodies where !present.contains(id) {
            world.remove(entry.body)
            bodies[id] = nil
        }
        for item in items { _ = body(for: item) }
        for entry in bodies.values {
            entry.body.acceleration = .zero
            entry.body.force = .zero
            entry.body.collidesWithBoundaries = false
            entry.body.collisionGroup = nil
        }
        world.springs = []
        world.boundaries = []
        var collisions: [(UICollisionBehavior, Int)] = []
        for behavior in all {
            switch behavior {
            case let gravity as UIGravityBehavior:
                let g = Vector(Double(gravity.gravityDirection.dx), Double(gravity.gravityDirection.dy)) * Double(UIGravityBehavior.pointsPerSecondSquared)
                for item in gravity.items { body(for: item).acceleration += g }
            case let push as UIPushBehavior where push.active:
                let force = Vector(Double(push.pushDirection.dx), Double(push.pushDirection.dy)) * Double(UIPushBehavior.pointsPerSecondSquared)
                for item in push.items {
                    if push.mode == .continuous { body(for: item).force += force } else { body(for: item).applyImpulse(force) }
                }
                if push.mode == .instantaneous { push.active = false }
            case let properties as UIDynamicItemBehavior:
                for item in properties.items {
                    let body = body(for: item)
                    body.elasticity = Double(properties.elasticity)
                    body.friction = Double(properties.friction)
                    body.density = Double(properties.density)
                    body.resistance = Double(properties.resistance)
                    if properties.isAnchored { body.velocity = .zero; body.density = 1e9 }
                }
                for (item, velocity) in properties.pendingVelocities {
                    body(for: item).velocity += Vector(Double(velocity.x), Double(velocity.y))
                }
                properties.pendingVelocities = []
            case let field as UIFieldBehavior:
                for item in field.items {
                    let body = body(for: item)
                    guard let push = field.acceleration(at: CGPoint(x: body.position.x, y: body.position.y),
                                                        velocity: CGPoint(x: body.velocity.x, y: body.velocity.y)) else { continue }
                    body.acceleration += Vector(Double(push.x), Double(push.y))
                }
            case let snap as UISnapBehavior:
                world.springs.append(SpringJoint(body: body(for: snap.item), anchor: Vector(Double(snap.snapPoint.x), Double(snap.snapPoint.y)),
                                                 length: 0, frequency: Double(UISnapBehavior.frequency), dampingRatio: Double(snap.damping)))
            case let attachment as UIAttachmentBehavior:
                let first = body(for: attachment.items[0])
                let other = attachment.items.count > 1 ? body(for: attachment.items[1]) : nil
                world.springs.append(SpringJoint(body: first, anchor: Vector(Double(attachment.anchorPoint.x), Double(attachment.anchorPoint.y)), other: other,
                                                 length: Double(attachment.length), frequency: Double(attachment.frequency),
                                                 dampingRatio: Double(attachment.damping)))
            case let collision as UICollisionBehavior:
                collisions.append((collision, collisions.count))
                for item in collision.items {
                    let body = body(for: item)
                    if collision.collisionMode.contains(.boundaries) { body.collidesWithBoundaries = true }
                    if collision.collisionMode.contains(.items) { body.collisionGroup = collisions.count }
                }
                addBoundaries(of: collision)
            default:
                break
            }
        }
        world.contactBegan = { [weak self] body, boundary, other in
            MainActor.assumeIsolated { self?.tellContact(body, boundary, other, among: collisions.map(\.0)) }
        }
    }

    private func addBoundaries(of collision: UICollisionBehavior) {
        if collision.translatesReferenceBoundsIntoBoundary, let view = referenceView {
            let frame = view.bounds.inset(by: collision.referenceInsets)
            let (a, b, c, d) = (Vector(Double(frame.minX), Double(frame.minY)), Vector(Double(frame.maxX), Double(frame.minY)),
                                Vector(Double(frame.maxX), Double(frame.maxY)), Vector(Double(frame.minX), Double(frame.maxY)))
            world.boundaries += [Boundary(identifier: "", from: a, to: b), Boundary(identifier: "", from: b, to: c),
                                 Boundary(identifier: "", from: c, to: d), Boundary(identifier: "", from: d, to: a)]
        }
        for line in collision.lineBoundaries {
            world.boundaries.append(Boundary(identifier: line.identifier, from: Vector(Double(line.from.x), Double(line.from.y)),
                                             to: Vector(Double(line.to.x), Double(line.to.y))))
        }
    }

    private func tellContact(_ body: Body, _ boundary: Boundary?, _ other: Body?, among collisions: [UICollisionBehavior]) {
        guard let item = bodies.values.first(where: { $0.body === body })?.item else { return }
        let point = CGPoint(x: body.position.x, y: body.position.y)
        for collision in collisions where collision.items.contains(where: { $0 === item }) {
            if let boundary {
                let identifier: (any NSCopying)? = boundary.identifier.isEmpty ? nil : NSString(string: boundary.identifier)
                collision.collisionDelegate?.collisionBehavior(collision, beganContactFor: item, withBoundaryIdentifier: identifier, at: point)
            } else if let other, let otherItem = bodies.values.first(where: { $0.body === other })?.item {
                collision.collisionDelegate?.collisionBehavior(collision, beganContactFor: item, with: otherItem, at: point)
            }
        }
    }
}

/// `UIDynamicAnimatorDelegate`: told when the animator pauses (everything at rest) and resumes.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The animator starts stepping again.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Every item came to rest: the animator stopped stepping.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
