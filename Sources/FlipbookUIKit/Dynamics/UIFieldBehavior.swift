import Foundation

/// `UIFieldBehavior`: a force field acting on its items inside its `region` about its
/// `position`. Apple describes the kinds in words; Flipbook's rules, in UIKit Dynamics' units
/// (1000 points per second squared for a strength of 1, as gravity):
///
/// - linear gravity: `direction` × `strength` × 1000 pt/s², whatever the mass;
/// - radial gravity: towards `position`, `strength` × 1000 pt/s² divided by the distance (at
///   least `minimumRadius`, in hundreds of points) raised to `falloff`;
/// - spring: towards `position` like a spring of (`strength` hertz)², per unit of mass;
/// - drag: against the velocity, `strength` × the velocity per second;
/// - velocity: pulls the velocity towards `direction` × `strength` × 100 points per second at
///   the rate of a drag of 10.
///
/// Vortex, noise, turbulence, electric, magnetic and custom fields are not modelled: added to
/// an animator, they are listed as a problem and act on nothing.
open class UIFieldBehavior: UIDynamicBehavior {
    /// What a field does.
    enum Kind: Equatable {
        case linearGravity, radialGravity, spring, drag, velocity
        case unmodelled(String)
    }

    var kind: Kind = .drag
    private var list = DynamicItems([])

    /// A drag field (the class methods make each kind).
    public required override init() {
        super.init()
    }

    private static func make(_ kind: Kind) -> Self {
        let field = Self()
        field.kind = kind
        return field
    }

    /// The items it acts on.
    open var items: [UIDynamicItem] { list.items }
    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) { list.add(item); changed() }
    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); changed() }

    /// The field's centre, in the reference view's coordinates.
    open var position: CGPoint = .zero { didSet { changed() } }
    /// Where it acts, about `position` (everywhere by default).
    open var region: UIRegion = .infinite { didSet { changed() } }
    /// How strong it is (1 by default).
    open var strength: CGFloat = 1 { didSet { changed() } }
    /// How its strength falls with distance (0: not at all).
    open var falloff: CGFloat = 0 { didSet { changed() } }
    /// The distance under which it no longer grows.
    open var minimumRadius: CGFloat = 0 { didSet { changed() } }
    /// The direction of a linear gravity or velocity field.
    open var direction: CGVector = .zero { didSet { changed() } }
    /// Kept (noise and turbulence are not modelled).
    open var smoothness: CGFloat = 0
    /// Kept (noise and turbulence are not modelled).
    open var animationSpeed: CGFloat = 0

    /// A field slowing items in proportion to their velocity.
    open class func dragField() -> Self { make(.drag) }
    /// A field pulling items towards its position.
    open class func radialGravityField(position: CGPoint) -> Self {
        let field = make(.radialGravity)
        field.position = position
        return field
    }
    /// A field pulling items along `direction`.
    open class func linearGravityField(direction: CGVector) -> Self {
        let field = make(.linearGravity)
        field.direction = direction
        return field
    }
    /// A field setting items moving along `direction`.
    open class func velocityField(direction: CGVector) -> Self {
        let field = make(.velocity)
        field.direction = direction
        return field
    }
    /// A field pulling items towards its position like a spring.
    open class func springField() -> Self { make(.spring) }
    /// Not modelled (listed as a problem when added).
    open class func vortexField() -> Self { make(.unmodelled("vortexField")) }
    /// Not modelled (listed as a problem when added).
    open class func noiseField(smoothness: CGFloat, animationSpeed: CGFloat) -> Self { make(.unmodelled("noiseField")) }
    /// Not modelled (listed as a problem when added).
    open class func turbulenceField(smoothness: CGFloat, animationSpeed: CGFloat) -> Self { make(.unmodelled("turbulenceField")) }
    /// Not modelled (listed as a problem when added).
    open class func electricField() -> Self { make(.unmodelled("electricField")) }
    /// Not modelled (listed as a problem when added).
    open class func magneticField() -> Self { make(.unmodelled("magneticField")) }

    /// The acceleration (points per second squared) the field gives a body at `point` moving
    /// at `velocity`, or nil outside its region.
    func acceleration(at point: CGPoint, velocity: CGPoint) -> CGPoint? {
        let offset = CGPoint(x: point.x - position.x, y: point.y - position.y)
        guard region.contains(offset) else { return nil }
        switch kind {
        case .linearGravity:
            return CGPoint(x: direction.dx * strength * 1000, y: direction.dy * strength * 1000)
        case .radialGravity:
            let distance = hypot(offset.x, offset.y)
            guard distance > 1e-9 else { return .zero }
            let scaled = max(distance, minimumRadius) / 100
            let magnitude = strength * 1000 / pow(max(scaled, 1e-9), falloff)
            return CGPoint(x: -offset.x / distance * magnitude, y: -offset.y / distance * magnitude)
        case .spring:
            let k = pow(2 * .pi * strength, 2)
            return CGPoint(x: -offset.x * k, y: -offset.y * k)
        case .drag:
            return CGPoint(x: -velocity.x * strength, y: -velocity.y * strength)
        case .velocity:
            let target = CGPoint(x: direction.dx * strength * 100, y: direction.dy * strength * 100)
            return CGPoint(x: (target.x - velocity.x) * 10, y: (target.y - velocity.y) * 10)
        case .unmodelled:
            return nil
        }
    }

    override var behaviorItems: [UIDynamicItem] { items }
}
