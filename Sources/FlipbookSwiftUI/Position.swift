import FlipbookUIKit

extension View {
    /// The view's centre at `x`, `y` in the room it is offered, which it takes whole.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { PositionNode(path: $0, position: CGPoint(x: x, y: y), content: $1) })
    }
}

/// `position`: the content at its ideal size, centred on a point of the whole room offered.
@MainActor
final class PositionNode: WrapperNode {
    let position: CGPoint

    init(path: ViewPath, position: CGPoint, content: ViewNode) {
        self.position = position
        super.init(path: path, kind: "position", content: content)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
        let size = content.sizeThatFits(.unspecified)
        content.place(in: CGRect(x: position.x - size.width / 2, y: position.y - size.height / 2, width: size.width, height: size.height),
                      proposal: .unspecified)
    }
}
