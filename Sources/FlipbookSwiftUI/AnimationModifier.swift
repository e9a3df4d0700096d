import FlipbookUIKit

// How a view changes the transaction its content updates in. SwiftUI passes an update's
// transaction down the tree; these modifiers change it for what they wrap only ("applies the
// given animation to this view when the specified value changes", Apple's documentation of
// `animation(_:value:)`): a sibling outside keeps the update's own animation, or none.

/// `_ValueAnimationModifier`: `animation(_:value:)`.
public struct _ValueAnimationModifier<Value: Equatable>: ViewModifier {
    let animation: Animation?
    let value: Value
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _ValueAnimationModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        guard case .changed = graph.change(of: value, key: path.description + ".animation") else { return content() }
        return graph.withTransaction({ if !$0.disablesAnimations { $0.animation = animation } }, content)
    }
}

/// `_AnimationModifier`: `animation(_:)`, which animates every change in its content.
public struct _AnimationModifier: ViewModifier {
    let animation: Animation?
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _AnimationModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        graph.withTransaction({ if !$0.disablesAnimations { $0.animation = animation } }, content)
    }
}

/// `_TransactionModifier`: `transaction(_:)`, and `transaction(value:_:)` when a value is watched.
public struct _TransactionModifier: ViewModifier {
    let transform: (inout Transaction) -> Void
    /// Whether the watched value changed in this update (nil: no value is watched).
    let watched: (@MainActor (ViewGraph, ViewPath) -> Bool)?
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _TransactionModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        if let watched, !watched(graph, path) { return content() }
        return graph.withTransaction(transform, content)
    }
}

/// `_TransactionBodyView`: the modifiers of `animation(_:body:)` or `transaction(_:body:)`'s
/// body, updating in the changed transaction while the view inside keeps the one outside.
public struct _TransactionBodyView<Body: View>: View {
    let transform: (inout Transaction) -> Void
    let modified: Body
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension _TransactionBodyView: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        graph.withInnerTransaction(transform) { graph.nodes(for: modified, path: path) }
    }
}

extension View {
    /// This view, standing in a body of modifiers: it builds in the transaction outside.
    private var outerPlaceholder: PlaceholderContentView<Self> {
        PlaceholderContentView(build: { [self] graph, path in graph.withOuterTransaction { graph.nodes(for: self, path: path) } })
    }

    /// Animates the changes in the view when `value` changes, with `animation` (nil: they show at
    /// once). Only this view and what it contains animate so; a transaction that disables
    /// animations keeps its own.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _ValueAnimationModifier<V>> {
        modifier(_ValueAnimationModifier(animation: animation, value: value))
    }

    /// Animates every change in the view with `animation`.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _AnimationModifier> {
        modifier(_AnimationModifier(animation: animation))
    }

    /// Animates the changes `body`'s modifiers make with `animation` (the view it is given,
    /// standing for this one, keeps the transaction outside).
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> _TransactionBodyView<V> {
        _TransactionBodyView(transform: { $0.animation = animation }, modified: body(outerPlaceholder))
    }

    /// Changes the transaction this view and its content update in with `transform`.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _TransactionModifier> {
        modifier(_TransactionModifier(transform: transform, watched: nil))
    }

    /// Changes the transaction this view and its content update in with `transform` when
    /// `value` changes.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _TransactionModifier> {
        let watched: @MainActor (ViewGraph, ViewPath) -> Bool = { graph, path in
            if case .changed = graph.change(of: value, key: path.description + ".transactionValue") { return true }
            return false
        }
        return modifier(_TransactionModifier(transform: transform, watched: watched))
    }

    /// Changes the transaction `body`'s modifiers update in with `transform` (the view it is
    /// given, standing for this one, keeps the transaction outside).
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> _TransactionBodyView<V> {
        _TransactionBodyView(transform: transform, modified: body(outerPlaceholder))
    }
}
