import Foundation
import FlipbookScene

/// `UIDynamicItemBehavior`: the physical properties of its items, and velocities given to them
/// (a thrown view's, from a pan's `velocity(in:)`). Items do not turn here: `allowsRotation`,
/// `angularResistance` and angular velocities are kept but change nothing.
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: DynamicItems

    /// A behavior for `items`.
    public init(items: [UIDynamicItem]) {
        list = DynamicItems(items)
        super.init()
    }

    /// The items it describes.
    open var items: [UIDynamicItem] { list.items }
    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) { list.add(item); changed() }
    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); changed() }

    /// How much speed a collision keeps (0 to 1; 0 by default).
    open var elasticity: CGFloat = 0 { didSet { changed() } }
    /// How strongly sliding slows (0 by default).
    open var friction: CGFloat = 0 { didSet { changed() } }
    /// Mass per area (1 by default: a 100 × 100 item weighs 1).
    open var density: CGFloat = 1 { didSet { changed() } }
    /// How quickly speed decays without a force (0 by default).
    open var resistance: CGFloat = 0 { didSet { changed() } }
    /// Kept; items do not turn.
    open var angularResistance: CGFloat = 0
    /// Kept; items do not turn.
    open var allowsRotation = true
    /// Whether its items stay where they are, moved by nothing (iOS 9).
    open var isAnchored = false { didSet { changed() } }
    /// Whether charge fields act on the items (kept: fields are not modelled).
    open var charge: CGFloat = 0

    /// Velocities added, to apply at the next step.
    var pendingVelocities: [(UIDynamicItem, CGPoint)] = []

    /// Adds `velocity` (points per second) to the item's.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        pendingVelocities.append((item, velocity))
        changed()
    }

    /// The item's velocity in points per second.
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        dynamicAnimator?.velocity(of: item) ?? .zero
    }

    /// Items do not turn: a non-zero angular velocity is listed as a warning (on the item's
    /// layer when it is a view).
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard velocity != 0 else { return }
        let message = "UIDynamicItemBehavior.addAngularVelocity: items do not turn in Flipbook's dynamics, so the item keeps its angle"
        if let view = item as? UIView { view.layer.report(message, isWarning: true) } else { DrawingProblems.list([message]) }
    }
    /// 0: items do not turn.
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat { 0 }

    override var behaviorItems: [UIDynamicItem] { items }
}
