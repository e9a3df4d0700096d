import FlipbookUIKit

/// `ScrollView`: content that scrolls, drawn by a `UIScrollView` as on iOS, so a recording
/// scrolls it with `clock.drag` and `setContentOffset`. It takes the room it is offered; its
/// content is offered that room's width (a vertical one; the height for a horizontal one) and
/// nothing along the scroll axis, and sits at the top (leading edge), centred across. Scroll
/// indicators are not drawn, as FlipbookUIKit's scroll views draw none (`showsIndicators` is kept).
public struct ScrollView<Content: View> {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    /// A scroll view along `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension Axis {
    /// `Axis.Set`: horizontal, vertical, or both.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Left to right.
        public static let horizontal = Set(rawValue: 1)
        /// Top to bottom.
        public static let vertical = Set(rawValue: 2)
    }
}

extension ScrollView: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension ScrollView: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let items = graph.nodes(for: content, path: path.appending("content"))
        let content = items.count == 1 ? items[0]
            : StackNode(path: path.appending("stack"), axis: axes == .horizontal ? .horizontal : .vertical, alignment: .center(across: axes == .horizontal ? .horizontal : .vertical), spacing: nil, items: items)
        return [ScrollNode(path: path, axes: axes, showsIndicators: showsIndicators, content: content)]
    }
}

/// A scroll view on screen.
@MainActor
final class ScrollNode: ViewNode {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: ViewNode
    /// Whether it rests at whole pages (`scrollTargetBehavior(.paging)`).
    let pages: Bool
    private var contentSize: CGSize = .zero

    init(path: ViewPath, axes: Axis.Set, showsIndicators: Bool, content: ViewNode) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content
        pages = ViewGraph.building?.environment.scrollPages ?? false
        super.init(path: path, kind: "ScrollView")
    }

    override var children: [ViewNode] { [content] }

    private func contentProposal(_ size: CGSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : size.width, height: axes.contains(.vertical) ? nil : size.height)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let ideal = content.sizeThatFits(contentProposal(proposal.replacingUnspecifiedDimensions()))
        return CGSize(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
        let offered = contentProposal(rect.size)
        let size = content.sizeThatFits(offered)
        contentSize = CGSize(width: max(size.width, axes.contains(.horizontal) ? 0 : rect.width),
                             height: max(size.height, axes.contains(.vertical) ? 0 : rect.height))
        let origin = CGPoint(x: axes.contains(.horizontal) ? 0 : (rect.width - size.width) / 2,
                             y: axes.contains(.vertical) ? 0 : (rect.height - size.height) / 2)
        content.place(in: CGRect(origin: origin, size: size), proposal: offered)
    }

    override func makeView() -> UIView { UIScrollView() }

    override func configure(_ view: UIView) {
        guard let scroll = view as? UIScrollView else { return }
        scroll.contentSize = contentSize
        scroll.alwaysBounceVertical = axes.contains(.vertical)
        scroll.alwaysBounceHorizontal = axes.contains(.horizontal)
        scroll.isPagingEnabled = pages
    }
}
