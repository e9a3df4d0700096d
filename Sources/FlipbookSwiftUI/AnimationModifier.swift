import FlipbookUIKit

/// `_ValueAnimationModifier`: `animation(_:value:)`.
public struct _ValueAnimationModifier<Value: Equatable>: ViewModifier {
    let animation: Animation?
    let value: Value
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _ValueAnimationModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        var isNew = false
        let memory = graph.storage(for: path.description + ".animation") {
            isNew = true
            return ChangeMemory(value)
        }
        if !isNew, memory.value != value {
            memory.value = value
            if graph.updateAnimation == nil, !graph.updateDisablesAnimations, let animation { graph.updateAnimation = animation }
        }
        return content()
    }
}

extension View {
    /// Animates the changes in the view when `value` changes, with `animation` (a change made in
    /// `withAnimation` keeps its own). The whole update is animated here, not only this view.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _ValueAnimationModifier<V>> {
        modifier(_ValueAnimationModifier(animation: animation, value: value))
    }
}
