import FlipbookUIKit

// What a `Layout` of your own reads of its subviews besides their sizes — values the views set
// for it (`layoutValue(key:value:)`), their dimensions and alignment guides, and the spacing
// they prefer — and the guides and spacing it reports to its own container.

/// `LayoutValueKey`: a value a view sets for the layout it is in (`layoutValue(key:value:)`),
/// which the layout reads as `subview[Key.self]`.
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// A view that sets values for its layout.
@MainActor
final class LayoutValueNode: WrapperNode {
    let values: [ObjectIdentifier: Any]

    init(path: ViewPath, values: [ObjectIdentifier: Any], content: ViewNode) {
        self.values = values
        super.init(path: path, kind: "layoutValue", content: content)
    }
}

extension View {
    /// Sets `value` for `key` on the view, for the `Layout` it is a subview of.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { LayoutValueNode(path: $0, values: [ObjectIdentifier(key): value], content: $1) })
    }
}

/// `ViewSpacing`: the room a view prefers beside it: 8 points on each side (SwiftUI's default
/// spacing, a choice: Apple does not publish the distances it uses between kinds of views), none
/// for a `Spacer` or `.zero`.
public struct ViewSpacing: Sendable {
    /// The room the view prefers on each side.
    var edges: [Edge: CGFloat]

    /// The default spacing on every side.
    public init() { edges = Dictionary(uniqueKeysWithValues: Edge.allCases.map { ($0, defaultStackSpacing) }) }

    /// No spacing on any side.
    public static let zero = ViewSpacing(edges: Dictionary(uniqueKeysWithValues: Edge.allCases.map { ($0, 0) }))

    init(edges: [Edge: CGFloat]) { self.edges = edges }

    /// The distance between this view and `next`, after it along `axis`: the larger of what each
    /// prefers on the sides that face each other.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(edges[.trailing] ?? 0, next.edges[.leading] ?? 0) : max(edges[.bottom] ?? 0, next.edges[.top] ?? 0)
    }

    /// Takes, on `edges`, the larger of its spacing and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self.edges[edge] = max(self.edges[edge] ?? 0, other.edges[edge] ?? 0)
        }
    }

    /// This spacing with, on `edges`, the larger of its and `other`'s.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var union = self
        union.formUnion(other, edges: edges)
        return union
    }
}

extension LayoutSubview {
    /// The value the subview set for `key`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        var node: ViewNode? = self.node
        while let current = node {
            if let value = (current as? LayoutValueNode)?.values[ObjectIdentifier(key)] as? K.Value { return value }
            node = (current as? WrapperNode)?.content
        }
        return K.defaultValue
    }

    /// The subview's size for `proposal` and its alignment guides at that size.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(at: node.sizeThatFits(proposal))
    }

    /// The spacing the subview prefers: none for a `Spacer`, the default otherwise.
    public var spacing: ViewSpacing { node.spacerMinimum != nil ? .zero : ViewSpacing() }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension Layout {
    /// The spacing the layout prefers around it: the union of its subviews' (the default
    /// spacing when it has none).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.isEmpty ? ViewSpacing() : subviews.dropFirst().reduce(subviews[0].spacing) { $0.union($1.spacing) }
    }

    /// The layout's `guide`: its subviews' set guides, where they were placed in `bounds`,
    /// merged as the guide's `AlignmentID` says (nil when no subview sets it).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedGuide(guide.key, in: bounds, subviews: subviews)
    }

    /// The layout's vertical `guide`, merged from its subviews' as the horizontal one is.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedGuide(guide.key, in: bounds, subviews: subviews)
    }

    private func mergedGuide(_ key: AlignmentKey, in bounds: CGRect, subviews: Subviews) -> CGFloat? {
        let nodes = subviews.map(\.node)
        return ViewNode.combinedGuide(key, of: nodes, frames: nodes.map { $0.frame.offsetBy(dx: -bounds.minX, dy: -bounds.minY) })
    }
}
