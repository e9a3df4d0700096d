import Foundation

/// `NSDiffableDataSourceSectionSnapshot`: one section's items as an outline (iOS 14): items
/// with children, each parent expanded or collapsed. A diffable data source shows a section
/// snapshot's `visibleItems` (the roots, and the children of expanded parents, depth first),
/// and a list cell's `.outlineDisclosure()` accessory expands and collapses its item.
///
/// As with `NSDiffableDataSourceSnapshot`, what UIKit raises an exception for (an identifier
/// already in the snapshot, an item that is not) is left out, and an error when applied.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    /// An item's identifier.
    public typealias Item = ItemIdentifierType

    /// The items at the top of the outline, in order.
    public private(set) var rootItems: [Item] = []
    private var children: [Item: [Item]] = [:]
    private var parents: [Item: Item] = [:]
    private var expanded: Set<Item> = []
    /// What UIKit would have raised an exception for, to report at the next apply.
    var problems: [String] = []

    /// An empty outline.
    public init() {}

    // MARK: Reading

    /// Every item, depth first: each parent followed by its children.
    public var items: [Item] { rootItems.flatMap(subtree) }
    /// The items a list shows: the roots, and the children of expanded parents, depth first.
    public var visibleItems: [Item] { rootItems.flatMap(visibleSubtree) }
    /// Whether the outline holds an item.
    public func contains(_ item: Item) -> Bool { children[item] != nil }
    /// An item's position in `items`, or nil.
    public func index(of item: Item) -> Int? { items.firstIndex(of: item) }
    /// An item's depth: 0 for a root.
    public func level(of item: Item) -> Int {
        var level = 0, current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }
    /// An item's parent, or nil for a root.
    public func parent(of child: Item) -> Item? { parents[child] }
    /// Whether an item's children show.
    public func isExpanded(_ item: Item) -> Bool { expanded.contains(item) }
    /// Whether an item shows: every parent above it is expanded.
    public func isVisible(_ item: Item) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }
    /// An item's children, in order.
    func childItems(of parent: Item) -> [Item] { children[parent] ?? [] }

    /// The outline below `parent` (with it as the root, when `includingParent`).
    public func snapshot(of parent: Item, includingParent: Bool = false) -> Self {
        var copy = Self()
        guard contains(parent) else { return copy }
        if includingParent {
            copy.append([parent])
            copy.copyChildren(of: parent, from: self)
        } else {
            copy.append(childItems(of: parent))
            for child in childItems(of: parent) { copy.copyChildren(of: child, from: self) }
        }
        return copy
    }

    /// The outline drawn as text, one item per line, indented by level (`+` expanded, `-` collapsed).
    public func visualDescription() -> String {
        items.map { item in
            let mark = childItems(of: item).isEmpty ? " " : expanded.contains(item) ? "+" : "-"
            return String(repeating: "  ", count: level(of: item)) + mark + " \(item)"
        }.joined(separator: "\n")
    }

    // MARK: Changing

    /// Appends items at the end of the roots, or of `parent`'s children.
    public mutating func append(_ items: [Item], to parent: Item? = nil) {
        if let parent, !contains(parent) { return missing(parent, in: "append(_:to:)") }
        let new = newItems(items, in: "append(_:to:)")
        place(new, under: parent)
        if let parent { children[parent, default: []] += new } else { rootItems += new }
    }

    /// Inserts items before `item`, under its parent.
    public mutating func insert(_ items: [Item], before item: Item) { insert(items, next: item, after: false) }

    /// Inserts items after `item`, under its parent.
    public mutating func insert(_ items: [Item], after item: Item) { insert(items, next: item, after: true) }

    /// Appends another outline's items (keeping their children and expansion) to the roots or
    /// to `parent`.
    public mutating func append(_ snapshot: Self, to parent: Item? = nil) {
        append(snapshot.rootItems, to: parent)
        for root in snapshot.rootItems where contains(root) { copyChildren(of: root, from: snapshot) }
    }

    /// Replaces `parent`'s children with another outline's items.
    public mutating func replace(childrenOf parent: Item, using snapshot: Self) {
        guard contains(parent) else { return missing(parent, in: "replace(childrenOf:using:)") }
        delete(childItems(of: parent))
        append(snapshot, to: parent)
    }

    /// Removes items and their children.
    public mutating func delete(_ items: [Item]) {
        for item in items where contains(item) {
            for gone in subtree(item) {
                children[gone] = nil
                expanded.remove(gone)
            }
            if let parent = parents[item] { children[parent]?.removeAll { $0 == item } } else { rootItems.removeAll { $0 == item } }
            for gone in subtree(item) { parents[gone] = nil }
        }
    }

    /// Removes every item.
    public mutating func deleteAll() { self = Self() }

    /// Shows the children of items.
    public mutating func expand(_ items: [Item]) {
        for item in items {
            if contains(item) { expanded.insert(item) } else { missing(item, in: "expand(_:)") }
        }
    }

    /// Hides the children of items.
    public mutating func collapse(_ items: [Item]) {
        for item in items {
            if contains(item) { expanded.remove(item) } else { missing(item, in: "collapse(_:)") }
        }
    }

    // MARK: Helpers

    private func subtree(_ item: Item) -> [Item] { [item] + childItems(of: item).flatMap(subtree) }

    private func visibleSubtree(_ item: Item) -> [Item] {
        [item] + (expanded.contains(item) ? childItems(of: item).flatMap(visibleSubtree) : [])
    }

    private mutating func insert(_ items: [Item], next item: Item, after: Bool) {
        let call = after ? "insert(_:after:)" : "insert(_:before:)"
        guard contains(item) else { return missing(item, in: call) }
        let new = newItems(items, in: call), parent = parents[item]
        place(new, under: parent)
        if let parent {
            let index = children[parent]!.firstIndex(of: item)! + (after ? 1 : 0)
            children[parent]!.insert(contentsOf: new, at: index)
        } else {
            let index = rootItems.firstIndex(of: item)! + (after ? 1 : 0)
            rootItems.insert(contentsOf: new, at: index)
        }
    }

    /// Registers new items as children of `parent` (or roots), with no children of their own.
    private mutating func place(_ items: [Item], under parent: Item?) {
        for item in items {
            children[item] = []
            parents[item] = parent
        }
    }

    /// Copies `item`'s children and expansion from `other`, all the way down.
    private mutating func copyChildren(of item: Item, from other: Self) {
        if other.isExpanded(item) { expanded.insert(item) }
        let below = newItems(other.childItems(of: item), in: "append(_:to:)")
        place(below, under: item)
        children[item, default: []] += below
        for child in below { copyChildren(of: child, from: other) }
    }

    private mutating func newItems(_ items: [Item], in call: String) -> [Item] {
        let (kept, problems) = uniqueIdentifiers(items, existing: Array(children.keys), kind: "item", in: "NSDiffableDataSourceSectionSnapshot.\(call)")
        self.problems += problems
        return kept
    }

    private mutating func missing(_ item: Item, in call: String) {
        problems.append("NSDiffableDataSourceSectionSnapshot.\(call): the item \(item) is not in the snapshot (UIKit raises an exception); the change is left out")
    }
}
