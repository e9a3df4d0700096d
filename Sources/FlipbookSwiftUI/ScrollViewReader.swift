import FlipbookUIKit

/// `ScrollViewReader`: gives its content a `ScrollViewProxy` that scrolls the scroll views inside
/// it to a view by its identity (`.id(_:)`, or a `ForEach` element's id).
public struct ScrollViewReader<Content: View> {
    let content: (ScrollViewProxy) -> Content

    /// A reader whose content `content` builds with the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
}

extension ScrollViewReader: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension ScrollViewReader: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let reader = graph.storage(for: path.description + ".scrollReader") { ScrollReaderState() }
        reader.graph = graph
        reader.nodes = graph.nodes(for: content(ScrollViewProxy(reader: reader)), path: path.appending("ScrollViewReader"))
        return reader.nodes
    }
}

/// `ScrollViewProxy`: scrolls the scroll views of its `ScrollViewReader`.
public struct ScrollViewProxy {
    let reader: ScrollReaderState

    /// Scrolls the scroll view holding the view whose identity is `id` so that the view's
    /// `anchor` point meets the same point of the visible area (`.top`: the view's top at the
    /// top), or, without an anchor, just enough to show the view whole; never past the content's
    /// ends. Inside `withAnimation` the content slides over 0.3 s, ease in and out, as UIKit's
    /// animated `setContentOffset` (approximate: SwiftUI moves it with the transaction's
    /// animation). Called while the views are being built (in `onAppear`), it scrolls once they
    /// are laid out. An identity no view has is a warning.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let animated = Transaction.current.animation != nil
        let identity = "id:\(id)"
        let warning = "ScrollViewProxy.scrollTo: no view inside a ScrollView of the reader has the identity \(id): nothing scrolled"
        // While the views are being built, once they are drawn.
        if ViewGraph.building != nil {
            reader.graph?.afterUpdate { [reader] in
                if !reader.scroll(to: identity, anchor: anchor, animated: animated) { reader.graph?.host?.layer.report(warning, isWarning: true) }
            }
        } else if !reader.scroll(to: identity, anchor: anchor, animated: animated) {
            reader.graph?.host?.layer.report(warning, isWarning: true)
        }
    }
}

/// What a `ScrollViewReader` keeps from update to update: the graph and the nodes it built.
@MainActor
final class ScrollReaderState {
    weak var graph: ViewGraph?
    var nodes: [ViewNode] = []

    /// Scrolls the scroll view holding the view with `identity` (a component of its path), the
    /// nearest enclosing one; false when there is no such view, or its scroll view is not drawn.
    func scroll(to identity: String, anchor: UnitPoint?, animated: Bool) -> Bool {
        guard let (scrollNode, target) = Self.find(identity, in: nodes, scroll: nil, origin: .zero),
              let scrollView = graph?.host?.shownView(forKey: scrollNode.key) as? UIScrollView else { return false }
        let insets = scrollView.adjustedContentInset
        let visible = scrollView.bounds.size
        func along(_ offset: CGFloat, start: CGFloat, length: CGFloat, room: CGFloat, fraction: CGFloat?, before: CGFloat, after: CGFloat, content: CGFloat) -> CGFloat {
            var wanted = offset
            if let fraction {
                wanted = start + fraction * length - fraction * room
            } else if start < offset {
                wanted = start
            } else if start + length > offset + room {
                wanted = start + length - room
            }
            return min(max(wanted, -before), max(-before, content + after - room))
        }
        var offset = scrollView.contentOffset
        if scrollNode.axes.contains(.vertical) {
            offset.y = along(offset.y, start: target.minY, length: target.height, room: visible.height, fraction: anchor?.y,
                             before: insets.top, after: insets.bottom, content: scrollView.contentSize.height)
        }
        if scrollNode.axes.contains(.horizontal) {
            offset.x = along(offset.x, start: target.minX, length: target.width, room: visible.width, fraction: anchor?.x,
                             before: insets.left, after: insets.right, content: scrollView.contentSize.width)
        }
        scrollView.setContentOffset(offset, animated: animated)
        return true
    }

    /// The nearest scroll view around the first view (in order, outermost first) whose path has
    /// the component `identity`, and that view's frame in the scroll view's content.
    private static func find(_ identity: String, in nodes: [ViewNode], scroll: ScrollNode?, origin: CGPoint) -> (ScrollNode, CGRect)? {
        for node in nodes {
            let frame = node.viewFrame.offsetBy(dx: origin.x, dy: origin.y)
            if let scroll, node.key.split(separator: "#").first?.split(separator: "/").contains(where: { $0 == identity }) == true {
                return (scroll, frame)
            }
            if let inner = node as? ScrollNode {
                if let found = find(identity, in: inner.children, scroll: inner, origin: .zero) { return found }
            } else if let found = find(identity, in: node.children, scroll: scroll, origin: frame.origin) {
                return found
            }
        }
        return nil
    }
}
