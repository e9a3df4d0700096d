import FlipbookUIKit

extension View {
    /// The view with the identity `id` in place of its place in the tree: a new `id` is a new
    /// view (its state starts again, its views are made again).
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentityModifier> {
        modifier(_IdentityModifier(id: AnyHashable(id)))
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
