import Foundation

/// `UIPushBehavior`: a force on its items, continuous or at once. Apple: a magnitude of 1.0
/// accelerates a 100 × 100 point item of density 1.0 at 100 points per second squared (so
/// lighter items go faster); an instantaneous push gives that change of velocity once, when
/// it becomes `active`, and then turns itself off.
open class UIPushBehavior: UIDynamicBehavior {
    /// `UIPushBehavior.Mode`.
    public enum Mode: Int, Sendable {
        /// A force applied at every step while active.
        case continuous
        /// A change of velocity applied once.
        case instantaneous
    }

    private var list: DynamicItems
    /// How the push acts.
    public let mode: Mode

    /// A push of `mode` on `items` (active: an instantaneous one pushes at the next step).
    public init(items: [UIDynamicItem], mode: Mode) {
        list = DynamicItems(items)
        self.mode = mode
        super.init()
    }

    /// The items it pushes.
    open var items: [UIDynamicItem] { list.items }
    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) { list.add(item); changed() }
    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); changed() }

    /// Whether it pushes (true at first; an instantaneous push sets it false once applied).
    open var active = true { didSet { changed() } }
    /// The force's direction and magnitude.
    open var pushDirection = CGVector.zero { didSet { changed() } }

    /// The direction's angle in radians.
    open var angle: CGFloat {
        get { pushDirection.angle }
        set { pushDirection = CGVector(angle: newValue, magnitude: magnitude) }
    }

    /// The strength (1: 100 points per second squared on a 100 × 100 item of density 1).
    open var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { pushDirection = CGVector(angle: angle, magnitude: newValue) }
    }

    /// Sets angle and magnitude together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    /// Points per second squared a magnitude of 1 gives a body of mass 1 (Apple's documentation).
    public static let pointsPerSecondSquared: CGFloat = 100

    override var behaviorItems: [UIDynamicItem] { items }
}
