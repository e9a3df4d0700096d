import Foundation

/// `UIDynamicBehavior`: a behavior a dynamic animator runs, with child behaviors and an
/// `action` called at every step of the animation (240 times a second on the recording's clock).
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// The behaviors this one is made of.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called at every step the animator takes.
    open var action: (() -> Void)?
    /// The animator running the behavior, if any.
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    public override init() {
        super.init()
    }

    /// Adds a child behavior.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        dynamicAnimator?.behaviorsChanged()
    }

    /// Removes a child behavior.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        dynamicAnimator?.behaviorsChanged()
    }

    /// Called when the behavior is added to an animator or removed from one (nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The behavior and its descendants, depth first.
    var allBehaviors: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.allBehaviors) }

    /// The items this behavior moves (its own, not its children's).
    var behaviorItems: [UIDynamicItem] { [] }

    /// Tells the animator a setting changed: it resumes if it had paused.
    func changed() { dynamicAnimator?.behaviorsChanged() }
}

/// A behavior's list of items, kept strongly as UIKit's behaviors keep them.
@MainActor
struct DynamicItems {
    private(set) var items: [UIDynamicItem] = []

    init(_ items: [UIDynamicItem]) { self.items = [] ; for item in items { add(item) } }

    mutating func add(_ item: UIDynamicItem) {
        if !items.contains(where: { $0 === item }) { items.append(item) }
    }

    mutating func remove(_ item: UIDynamicItem) {
        items.removeAll { $0 === item }
    }
}
