import FlipbookUIKit

extension View {
    /// A `width`-point border of `content` inside the view's frame (over it).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<Self, _DecorationModifier<_ShapeView<_InsetShape<Rectangle>, S>>> {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// Whether the view and what is inside take touches (`false`: touches pass to what is
    /// behind, as a view whose `isUserInteractionEnabled` is false).
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { path, content in HitTestingNode(path: path, enabled: enabled, content: content) })
    }
}

/// `allowsHitTesting`: a view that takes touches or lets them through.
@MainActor
final class HitTestingNode: WrapperNode {
    let enabled: Bool

    init(path: ViewPath, enabled: Bool, content: ViewNode) {
        self.enabled = enabled
        super.init(path: path, kind: "allowsHitTesting", content: content)
    }

    override func configure(_ view: UIView) { view.isUserInteractionEnabled = enabled }
}
