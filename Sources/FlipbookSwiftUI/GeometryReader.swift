import FlipbookUIKit

/// `GeometryProxy`: the size a `GeometryReader` was given, and where it is, for its content.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// The safe area's insets within it (none: a recording's windows have no safe area).
    public let safeAreaInsets: EdgeInsets
    /// Its frame in a coordinate space, as the views are laid out.
    let locate: (CoordinateSpace) -> CGRect

    /// The reader's frame in `coordinateSpace`: the window's (`.global`), its own (`.local`,
    /// at zero), or that of the nearest view around it named with `coordinateSpace(name:)`;
    /// inside a scroll view, where the content has scrolled it to.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { locate(coordinateSpace) }

    /// The reader's frame in a coordinate space as iOS 17 names them.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { locate(coordinateSpace.coordinateSpace) }
}

/// `GeometryReader`: takes all the room it is offered and builds its content from that size,
/// placing it at its top leading corner (as SwiftUI has since iOS 14).
public struct GeometryReader<Content: View> {
    let content: (GeometryProxy) -> Content

    /// A reader whose content `content` builds from its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
}

extension GeometryReader: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension GeometryReader: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let environment = graph.environment
        let content = self.content
        return [GeometryNode(path: path) { [weak graph] size, node in
            guard let graph else { return [] }
            let proxy = GeometryProxy(size: size, safeAreaInsets: EdgeInsets()) { [weak graph, weak node] space in
                guard let graph, let node else { return CGRect(origin: .zero, size: size) }
                return graph.frame(of: node, size: size, in: space)
            }
            return graph.withEnvironment({ $0 = environment }) { graph.nodes(for: content(proxy), path: path.appending("content")) }
        }]
    }
}

/// A geometry reader on screen: its content is built when it is placed, from its size.
@MainActor
final class GeometryNode: ViewNode {
    let build: (CGSize, GeometryNode) -> [ViewNode]
    private var items: [ViewNode] = []

    init(path: ViewPath, build: @escaping (CGSize, GeometryNode) -> [ViewNode]) {
        self.build = build
        super.init(path: path, kind: "GeometryReader")
    }

    override var children: [ViewNode] { items }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
        items = build(rect.size, self)
        let offered = ProposedViewSize(rect.size)
        for item in items {
            item.place(in: CGRect(origin: .zero, size: item.sizeThatFits(offered)), proposal: offered)
        }
    }
}
