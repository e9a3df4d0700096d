import FlipbookUIKit

/// A view that runs an action when tapped: a tap recognizer on its view.
@MainActor
final class TapNode: WrapperNode {
    let count: Int
    let action: @MainActor () -> Void

    init(path: ViewPath, count: Int, action: @escaping @MainActor () -> Void, content: ViewNode) {
        self.count = count
        self.action = action
        super.init(path: path, kind: "onTapGesture", content: content)
    }

    override func makeView() -> UIView { TapView() }

    override func configure(_ view: UIView) {
        guard let tap = view as? TapView else { return }
        tap.recognizer.numberOfTapsRequired = count
        tap.action = action
    }
}

/// The view a tap gesture draws with: its recognizer runs the current action.
@MainActor
final class TapView: UIView {
    var action: @MainActor () -> Void = {}
    let recognizer = UITapGestureRecognizer()

    init() {
        super.init(frame: .zero)
        recognizer.addTarget { [weak self] recognizer in
            if recognizer.state == .ended { self?.action() }
        }
        addGestureRecognizer(recognizer)
    }

    required init?(coder: NSCoder) { nil }
}

extension View {
    /// Runs `action` when the view is tapped `count` times (a tap recognizer, as UIKit's: the
    /// lift of the last tap runs it).
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { TapNode(path: $0, count: count, action: action, content: $1) })
    }

    /// The view with the identity `id` in place of its place in the tree: a new `id` is a new
    /// view (its state starts again, its views are made again).
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentityModifier> {
        modifier(_IdentityModifier(id: AnyHashable(id)))
    }

    /// The view's centre at `x`, `y` in the room it is offered, which it takes whole.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { PositionNode(path: $0, position: CGPoint(x: x, y: y), content: $1) })
    }
}

/// `.id(_:)`: the content built under a path of its own id.
public struct _IdentityModifier: ViewModifier {
    let id: AnyHashable
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _IdentityModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        // The content's path comes from the ModifiedContent; an explicit id replaces it.
        graph.withIdentity("id:\(id)") { content() }
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
