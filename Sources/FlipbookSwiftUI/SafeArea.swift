import FlipbookUIKit

/// `SafeAreaRegions`: the kinds of safe area a view can reach into.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A set of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The area bars and the window's edges take.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the keyboard takes (Flipbook draws no keyboard).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A view that reaches into the safe area on `edges`: on each edge where its frame meets the
/// safe area's, its frame is extended to the hosting view's edge, and its content laid out in
/// the larger frame; its parent's layout does not change ("expands the view out of its safe
/// area", Apple's documentation of `ignoresSafeArea(_:edges:)`).
@MainActor
final class SafeAreaIgnoringNode: WrapperNode {
    let edges: Edge.Set

    init(path: ViewPath, content: ViewNode, edges: Edge.Set) {
        self.edges = edges
        super.init(path: path, kind: "IgnoresSafeArea", content: content)
    }

    /// Extends the views that ignore the safe area, in the trees of `roots` placed in a hosting
    /// view whose bounds are `bounds` and safe area `safe`, out to the bounds on the edges where
    /// they meet the safe area (a right-to-left layout is not modelled: leading is left).
    static func extend(in roots: [ViewNode], bounds: CGRect, safe: CGRect) {
        guard bounds != safe else { return }
        // Half a point: a frame rounded to pixels still meets the edge.
        let slack: CGFloat = 0.5
        ViewNode.visitPlaced(roots) { node, parentOrigin in
            guard let node = node as? SafeAreaIgnoringNode else { return }
            let frame = node.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
            var extended = frame
            if node.edges.contains(.top), frame.minY <= safe.minY + slack { extended.origin.y = min(bounds.minY, frame.minY); extended.size.height = frame.maxY - extended.minY }
            if node.edges.contains(.leading), frame.minX <= safe.minX + slack { extended.origin.x = min(bounds.minX, frame.minX); extended.size.width = frame.maxX - extended.minX }
            if node.edges.contains(.bottom), frame.maxY >= safe.maxY - slack { extended.size.height = max(bounds.maxY, frame.maxY) - extended.minY }
            if node.edges.contains(.trailing), frame.maxX >= safe.maxX - slack { extended.size.width = max(bounds.maxX, frame.maxX) - extended.minX }
            guard extended != frame else { return }
            node.place(in: extended.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y), proposal: ProposedViewSize(extended.size))
        }
    }
}

extension View {
    /// The view reaching into the safe area on `edges` (see `SafeAreaIgnoringNode`): a
    /// background that fills the screen under the bars. Only `.container` regions exist here.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { path, node in
            regions.contains(.container) ? SafeAreaIgnoringNode(path: path, content: node, edges: edges) : node
        })
    }

    /// The view reaching into the safe area on `edges`.
    @available(*, deprecated, renamed: "ignoresSafeArea(_:edges:)")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _WrapModifier> {
        ignoresSafeArea(.container, edges: edges)
    }
}

/// `VerticalEdge`: the top or the bottom.
public enum VerticalEdge: Int8, CaseIterable, Sendable {
    /// The top.
    case top
    /// The bottom.
    case bottom
}

/// `HorizontalEdge`: the leading or the trailing side.
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    /// The leading side.
    case leading
    /// The trailing side.
    case trailing
}

/// `_SafeAreaInsetModifier`: `safeAreaInset(edge:alignment:spacing:content:)`. The inset's
/// content sits along the edge and the view takes the rest, `spacing` apart, as a stack lays
/// them out (approximate: on iOS the view keeps its whole frame and only its safe area shrinks,
/// so a scroll view's content can pass under the inset).
public struct _SafeAreaInsetModifier<Inset: View>: ViewModifier {
    let inset: Inset
    let edge: Edge
    let alignment: AlignmentKey
    let spacing: CGFloat?
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _SafeAreaInsetModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        let vertical = edge == .top || edge == .bottom
        func one(_ nodes: [ViewNode], _ path: ViewPath) -> ViewNode {
            nodes.count == 1 ? nodes[0] : StackNode(path: path, axis: vertical ? .vertical : .horizontal, alignment: .center(across: vertical ? .vertical : .horizontal), spacing: nil, items: nodes)
        }
        let main = one(content(), path.appending("content"))
        let insetPath = path.appending("safeAreaInset")
        let inset = one(graph.nodes(for: self.inset, path: insetPath), insetPath)
        let items = edge == .top || edge == .leading ? [inset, main] : [main, inset]
        return [StackNode(path: path.appending("inset"), axis: vertical ? .vertical : .horizontal, alignment: alignment, spacing: spacing, items: items)]
    }
}

extension View {
    /// `content` along the top or bottom `edge` (aligned by `alignment` across), the view in
    /// the rest, `spacing` apart (nil: the default spacing).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedContent<Self, _SafeAreaInsetModifier<V>> {
        modifier(_SafeAreaInsetModifier(inset: content(), edge: edge == .top ? .top : .bottom, alignment: alignment.key, spacing: spacing))
    }

    /// `content` along the leading or trailing `edge` (aligned by `alignment` across), the view
    /// in the rest, `spacing` apart (nil: the default spacing).
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedContent<Self, _SafeAreaInsetModifier<V>> {
        modifier(_SafeAreaInsetModifier(inset: content(), edge: edge == .leading ? .leading : .trailing, alignment: alignment.key, spacing: spacing))
    }
}

extension View {
    /// Adds `length` (16 points when nil) on `edges` to the view's safe area: its content is laid
    /// out inside it, as with `padding`. (Approximate in a scroll view: iOS insets the content
    /// there but lets it scroll under the added area; here it is padded.)
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        padding(edges, length)
    }

    /// Adds `length` on every edge to the view's safe area (as `padding(_:)`, approximately).
    public func safeAreaPadding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> { padding(length) }

    /// Adds `insets` to the view's safe area (as `padding(_:)`, approximately).
    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> { padding(insets) }
}
