import Foundation

/// `UIGravityBehavior`: a constant acceleration on its items, whatever their mass. Apple:
/// a magnitude of 1.0 is 1000 points per second squared; the default direction is down
/// (0, 1).
open class UIGravityBehavior: UIDynamicBehavior {
    private var list: DynamicItems

    /// A gravity behavior for `items`.
    public init(items: [UIDynamicItem]) {
        list = DynamicItems(items)
        super.init()
    }

    public convenience override init() { self.init(items: []) }

    /// The items it pulls.
    open var items: [UIDynamicItem] { list.items }
    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) { list.add(item); changed() }
    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); changed() }

    /// The direction and strength: (0, 1) is 1000 points per second squared downwards.
    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { changed() } }

    /// The direction's angle in radians (π/2: down).
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { gravityDirection = CGVector(angle: newValue, magnitude: magnitude) }
    }

    /// The strength (1: 1000 points per second squared).
    open var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { gravityDirection = CGVector(angle: angle, magnitude: newValue) }
    }

    /// Sets angle and magnitude together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    /// Points per second squared for a magnitude of 1 (Apple's `UIGravityBehavior` documentation).
    public static let pointsPerSecondSquared: CGFloat = 1000

    override var behaviorItems: [UIDynamicItem] { items }
}
