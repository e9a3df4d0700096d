import FlipbookUIKit

/// `Layout`: a container that sizes and places its subviews by your rules, with SwiftUI's
/// proposal-and-response model: it asks each subview its size for a proposal and places each
/// at a point. Call it like a stack: `MyLayout { … }`.
@MainActor @preconcurrency
public protocol Layout: Animatable {
    /// What the layout keeps between its calls in one update (`Void` when nothing).
    associatedtype Cache = Void
    /// The subviews a layout is given.
    typealias Subviews = LayoutSubviews

    /// The size the layout takes for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview within `bounds` (its placement's coordinates).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The cache for an update.
    func makeCache(subviews: Subviews) -> Cache
    /// Brings the cache up to date when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing the layout prefers around it (see LayoutValues.swift for the default).
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// Where the layout's horizontal `guide` is in `bounds`, or nil for its default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// Where the layout's vertical `guide` is in `bounds`, or nil for its default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// The layout of `content`'s views.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutView<Self, V> { _LayoutView(layout: self, content: content()) }
}

/// `LayoutSubview`: one subview as a layout sees it: it answers proposals and is placed.
@MainActor
public struct LayoutSubview: Equatable {
    let node: ViewNode
    let placement: PlacementRecord

    /// The size the subview takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// Places the subview with its `anchor` at `position`, offered `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        node.place(in: CGRect(origin: origin, size: size), proposal: proposal)
        placement.placed.insert(ObjectIdentifier(node))
    }

    /// The subview's `layoutPriority`.
    public var priority: Double { node.layoutPriority }

    /// Whether two are the same subview.
    nonisolated public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// The subviews placed so far in a `placeSubviews` call.
@MainActor
final class PlacementRecord {
    var placed: Set<ObjectIdentifier> = []
}

/// `LayoutSubviews`: a layout's subviews, in order.
@MainActor
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let elements: [LayoutSubview]
    /// 0.
    nonisolated public var startIndex: Int { 0 }
    /// The number of subviews.
    nonisolated public var endIndex: Int { MainActor.assumeIsolated { elements.count } }
    /// The subview at `index`.
    nonisolated public subscript(index: Int) -> LayoutSubview { MainActor.assumeIsolated { elements[index] } }
}

/// `_LayoutView`: a layout applied to its content's views.
public struct _LayoutView<L: Layout, Content: View> {
    let layout: L
    let content: Content
}

extension _LayoutView: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension _LayoutView: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        [CustomLayoutNode(path: path, layout: layout, items: graph.nodes(for: content, path: path.appending("Layout")))]
    }
}

/// A layout of your own on screen: it measures and places its items by the layout's rules.
/// A subview the layout does not place sits at the centre of the bounds, as SwiftUI's do.
@MainActor
final class CustomLayoutNode<L: Layout>: ViewNode {
    let layout: L
    let items: [ViewNode]
    private let placement = PlacementRecord()
    private lazy var subviews = LayoutSubviews(elements: items.map { LayoutSubview(node: $0, placement: placement) })
    private lazy var cache: L.Cache = layout.makeCache(subviews: subviews)

    init(path: ViewPath, layout: L, items: [ViewNode]) {
        self.layout = layout
        self.items = items
        super.init(path: path, kind: "Layout")
    }

    override var children: [ViewNode] { items }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        super.place(in: rect, proposal: proposal)
        placeSubviews(size: rect.size, proposal: proposal)
    }

    /// Has the layout place its subviews in bounds of `size`; those it leaves sit at the centre.
    private func placeSubviews(size: CGSize, proposal: ProposedViewSize) {
        placement.placed = []
        let bounds = CGRect(origin: .zero, size: size)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        for subview in subviews where !placement.placed.contains(ObjectIdentifier(subview.node)) {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }

    /// The layout's guide: its `explicitAlignment`, once its subviews are placed at `size` (the
    /// placement its container's own will repeat).
    override func explicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let proposal = ProposedViewSize(size)
        placeSubviews(size: size, proposal: proposal)
        let bounds = CGRect(origin: .zero, size: size)
        return key.isHorizontal
            ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
