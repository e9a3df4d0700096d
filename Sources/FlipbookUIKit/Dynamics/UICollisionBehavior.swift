import Foundation

/// `UICollisionBehavior`: its items stop at boundaries (the reference view's bounds, lines)
/// and at one another. Items collide as the boxes of their bounds (they do not turn).
open class UICollisionBehavior: UIDynamicBehavior {
    /// `UICollisionBehavior.Mode`.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// With one another.
        public static let items = Mode(rawValue: 1 << 0)
        /// With the boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both.
        public static let everything: Mode = [.items, .boundaries]
    }

    private var list: DynamicItems
    /// Boundaries by identifier, in the order added.
    private(set) var lineBoundaries: [(identifier: String, from: CGPoint, to: CGPoint)] = []

    /// A collision behavior for `items`.
    public init(items: [UIDynamicItem]) {
        list = DynamicItems(items)
        super.init()
    }

    /// The items that collide.
    open var items: [UIDynamicItem] { list.items }
    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) { list.add(item); changed() }
    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); changed() }

    /// What collides (`.everything` by default).
    open var collisionMode: Mode = .everything { didSet { changed() } }
    /// Whether the reference view's bounds are a boundary.
    open var translatesReferenceBoundsIntoBoundary = false { didSet { changed() } }
    /// The insets of that boundary.
    private(set) var referenceInsets: UIEdgeInsets = .zero
    /// Told when items touch a boundary or each other.
    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    /// Makes the reference view's bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds a line from `p1` to `p2` under `identifier`.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let name = Self.name(of: identifier)
        lineBoundaries.removeAll { $0.identifier == name }
        lineBoundaries.append((name, p1, p2))
        changed()
    }

    /// Removes the boundary under `identifier`.
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        let name = Self.name(of: identifier)
        lineBoundaries.removeAll { $0.identifier == name }
        changed()
    }

    /// Removes every added boundary.
    open func removeAllBoundaries() {
        lineBoundaries = []
        changed()
    }

    /// The identifiers of the added boundaries.
    open var boundaryIdentifiers: [any NSCopying]? {
        lineBoundaries.isEmpty ? nil : lineBoundaries.map { NSString(string: $0.identifier) }
    }

    static func name(of identifier: any NSCopying) -> String {
        (identifier as? NSString).map(String.init) ?? String(describing: identifier)
    }

    override var behaviorItems: [UIDynamicItem] { items }
}

/// `UICollisionBehaviorDelegate`: told when contacts begin (all methods optional).
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {
    /// An item touched a boundary (`identifier` nil for the reference bounds).
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
    /// Two items touched.
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint) {}
}
