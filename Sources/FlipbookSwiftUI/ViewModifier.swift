import FlipbookUIKit

/// `ViewModifier`: a change to a view, made into a view of its own by `body(content:)`.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The modified view's type.
    associatedtype Body: View
    /// The view the modifier applies to, as a view its body can place.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// `_ViewModifier_Content`: the view a modifier applies to, inside the modifier's body.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
    /// The modified view, and where it sits: it keeps its identity inside the modifier's body.
    let content: any View
    let contentPath: ViewPath
}

extension _ViewModifier_Content: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] { graph.nodes(for: content, path: contentPath) }
}

/// `ModifiedContent`: a view and a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// `content` changed by `modifier`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let contentPath = path.appending("content")
        if let primitive = modifier as? PrimitiveModifier {
            return primitive.modify(in: graph, path: path) { graph.nodes(for: content, path: contentPath) }
        }
        // A modifier of your own: its body, with the content standing in for `content`; an
        // `Animatable` one with its data in flight.
        let typed = path.appending(String(describing: Modifier.self))
        let modifier = graph.animatedIfAnimatable(modifier, key: typed.description)
        if let effect = modifier as? any GeometryEffect {
            return effect.nodes(in: graph, path: path) { graph.nodes(for: content, path: contentPath) }
        }
        let placeholder = _ViewModifier_Content<Modifier>(content: content, contentPath: contentPath)
        graph.bindState(of: modifier, at: typed)
        return graph.nodes(for: modifier.body(content: placeholder), path: typed)
    }
}

extension View {
    /// The view changed by `modifier`.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// A modifier Flipbook applies itself: it builds its content (`content()`, in the environment it
/// chooses) and wraps or changes the content's nodes.
@MainActor
protocol PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode]
}

extension _ViewModifier_Content: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}
