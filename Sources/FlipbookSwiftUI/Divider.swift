import FlipbookUIKit

/// `Divider`: a hairline across the stack it is in (along a vertical stack, down a horizontal
/// one), one pixel thick in `.separator`, as a table's separator (a choice: Apple documents
/// neither the thickness nor the colour).
public struct Divider {
    /// A divider.
    public init() {}
}

extension Divider: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension Divider: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] { [DividerNode(path: path)] }
}

/// A divider on screen: as long as it is offered across its stack, a pixel thick.
@MainActor
final class DividerNode: ViewNode {
    /// The axis of the stack it divides (set by the stack; vertical outside one).
    var stackAxis: Axis = .vertical

    init(path: ViewPath) {
        super.init(path: path, kind: "Divider")
    }

    private var thickness: CGFloat { 1 / max(UIScreen.main.scale, 1) }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        stackAxis == .vertical ? CGSize(width: proposal.width ?? 0, height: thickness) : CGSize(width: thickness, height: proposal.height ?? 0)
    }

    override func configure(_ view: UIView) { view.backgroundColor = .separator }
}
