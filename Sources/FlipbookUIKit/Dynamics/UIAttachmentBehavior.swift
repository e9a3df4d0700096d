import Foundation

/// `UIAttachmentBehavior`: an item held to a point or to another item, at `length` (the
/// distance when made), rigidly when `frequency` is 0 (the default), else on a spring of that
/// frequency and damping ratio `damping`. Offsets from the items' centres are not modelled
/// (items do not turn): the attachment is between centres.
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// `UIAttachmentBehavior.AttachmentType`.
    public enum AttachmentType: Int, Sendable {
        /// Between two items.
        case items
        /// Between an item and a point.
        case anchor
    }

    /// The items attached (one or two).
    public let items: [UIDynamicItem]
    /// What it attaches.
    public let attachedBehaviorType: AttachmentType
    /// The point an anchored item is held to.
    open var anchorPoint: CGPoint { didSet { changed() } }
    /// The distance held.
    open var length: CGFloat { didSet { changed() } }
    /// The spring's damping ratio (0 by default).
    open var damping: CGFloat = 0 { didSet { changed() } }
    /// The spring's frequency in hertz (0: rigid).
    open var frequency: CGFloat = 0 { didSet { changed() } }

    /// An item held to `point` at their present distance.
    public init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = point
        length = hypot(item.center.x - point.x, item.center.y - point.y)
        super.init()
    }

    /// Two items held at their present distance.
    public init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        items = [item1, item2]
        attachedBehaviorType = .items
        anchorPoint = item2.center
        length = hypot(item1.center.x - item2.center.x, item1.center.y - item2.center.y)
        super.init()
    }

    override var behaviorItems: [UIDynamicItem] { items }
}
