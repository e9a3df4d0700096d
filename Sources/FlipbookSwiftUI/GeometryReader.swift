import FlipbookUIKit

/// `GeometryProxy`: the size a `GeometryReader` was given, for its content.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// The safe area's insets within it (none: a recording's windows have no safe area).
    public let safeAreaInsets: EdgeInsets
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
        return [GeometryNode(path: path) { [weak graph] size in
            guard let graph else { return [] }
            let proxy = GeometryProxy(size: size, safeAreaInsets: EdgeInsets())
            return graph.withEnvironment({ $0 = environment }) { graph.nodes(for: content(proxy), path: path.appending("content")) }
        }]
    }
}

/// A geometry reader on screen: its content is built when it is placed, from its size.
@MainActor
final class GeometryNode: ViewNode {
    let build: (CGSize) -> [ViewNode]
    private var items: [ViewNode] = []

    init(path: ViewPath, build: @escaping (CGSize) -> [ViewNode]) {
        self.build = build
        super.init(path: path, kind: "GeometryReader")
    }

    override var children: [ViewNode] { items }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
        items = build(rect.size)
        let offered = ProposedViewSize(rect.size)
        for item in items {
            item.place(in: CGRect(origin: .zero, size: item.sizeThatFits(offered)), proposal: offered)
        }
    }
}
