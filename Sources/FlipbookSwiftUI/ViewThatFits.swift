import FlipbookUIKit

/// `ViewThatFits`: the first of its views whose ideal size fits the room offered along `axes`
/// ("evaluates its child views in the order you provide them to the initializer. It selects the
/// first child whose ideal size on the constrained axes fits within the proposed size", Apple's
/// documentation); the last when none does. Only the chosen view is drawn.
public struct ViewThatFits<Content: View> {
    let axes: Axis.Set
    let content: Content

    /// The first of `content`'s views that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension ViewThatFits: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        [FittingNode(path: path, axes: axes, candidates: graph.nodes(for: content, path: path.appending("ViewThatFits")))]
    }
}

/// The node of a `ViewThatFits`: it measures, places and draws the candidate that fits.
@MainActor
final class FittingNode: ViewNode {
    let axes: Axis.Set
    let candidates: [ViewNode]
    /// The candidate the last proposal chose.
    private var chosen: ViewNode?

    init(path: ViewPath, axes: Axis.Set, candidates: [ViewNode]) {
        self.axes = axes
        self.candidates = candidates
        super.init(path: path, kind: "ViewThatFits")
    }

    override var children: [ViewNode] { chosen.map { [$0] } ?? [] }

    /// The first candidate whose ideal size fits `proposal` along the constrained axes.
    private func choice(for proposal: ProposedViewSize) -> ViewNode? {
        candidates.first { candidate in
            let ideal = candidate.sizeThatFits(ProposedViewSize(width: nil, height: nil))
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            return fitsWidth && fitsHeight
        } ?? candidates.last
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        super.place(in: rect, proposal: proposal)
        chosen = choice(for: proposal)
        chosen?.place(in: CGRect(origin: .zero, size: rect.size), proposal: proposal)
    }
}
