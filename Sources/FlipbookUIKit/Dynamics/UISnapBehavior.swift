import Foundation

/// `UISnapBehavior`: moves an item to a point on a spring. Apple documents `damping` (0 to 1,
/// 0.5 by default; more is less oscillation) and not the spring's speed: here it is a 2 Hz
/// spring whose damping ratio is `damping` (a choice; a snap settles in about half a second).
open class UISnapBehavior: UIDynamicBehavior {
    /// The spring's frequency in hertz (Flipbook's choice).
    public static let frequency: CGFloat = 2

    let item: UIDynamicItem
    /// Where the item goes.
    open var snapPoint: CGPoint { didSet { changed() } }
    /// The damping ratio of the spring (0.5 by default).
    open var damping: CGFloat = 0.5 { didSet { changed() } }

    /// A snap of `item` to `point`.
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var behaviorItems: [UIDynamicItem] { [item] }
}
