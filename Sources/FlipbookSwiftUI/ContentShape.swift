import FlipbookUIKit

/// `contentShape`: the view takes touches inside `shape` (laid out in its frame) and nowhere
/// else, whatever it draws: a row with a `Spacer` made tappable across, a round button that
/// ignores its corners.
@MainActor
final class ContentShapeNode: WrapperNode {
    let contains: @MainActor (CGPoint, CGRect) -> Bool

    init(path: ViewPath, contains: @escaping @MainActor (CGPoint, CGRect) -> Bool, content: ViewNode) {
        self.contains = contains
        super.init(path: path, kind: "contentShape", content: content)
    }

    override func makeView() -> UIView { ContentShapeView() }

    override func configure(_ view: UIView) { (view as? ContentShapeView)?.contains = contains }
}

/// The view a content shape draws with: a touch lands on it, or on what is inside, only inside
/// the shape.
@MainActor
final class ContentShapeView: UIView {
    var contains: @MainActor (CGPoint, CGRect) -> Bool = { _, _ in true }

    /// UIView's hit test asks this: outside the shape, neither this view nor anything inside it
    /// is touched.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { contains(point, bounds) }
}

extension View {
    /// The view takes touches inside `shape` (laid out in the view's frame), and only there.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { path, content in
            ContentShapeNode(path: path, contains: { point, bounds in
                shape.path(in: bounds).cgPath.contains(point, using: eoFill ? .evenOdd : .winding)
            }, content: content)
        })
    }
}
