import FlipbookUIKit

/// A node with `onAppear`/`onDisappear` actions: the host runs `appear` when its identity first
/// shows after an update, and the last `disappear` it had when the identity has gone.
@MainActor
final class LifecycleNode: WrapperNode {
    let appear: (@MainActor () -> Void)?
    let disappear: (@MainActor () -> Void)?

    init(path: ViewPath, content: ViewNode, appear: (@MainActor () -> Void)?, disappear: (@MainActor () -> Void)?) {
        self.appear = appear
        self.disappear = disappear
        super.init(path: path, kind: "lifecycle", content: content)
    }
}

/// `_AppearanceActionModifier`.
public struct _AppearanceActionModifier: ViewModifier {
    let appear: (@MainActor () -> Void)?
    let disappear: (@MainActor () -> Void)?
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _AppearanceActionModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        WrappingModifier { LifecycleNode(path: $0, content: $1, appear: appear, disappear: disappear) }
            .modify(in: graph, path: path, content: content)
    }
}

/// The last value a view watched at an update (`onChange`, `animation(_:value:)`), kept by
/// the view's identity.
@MainActor
final class ChangeMemory<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// How a watched value stands at an update.
enum ValueChange<Value> {
    /// The view's first update: nothing to compare with.
    case first
    case unchanged
    case changed(from: Value)
}

extension ViewGraph {
    /// How `value`, watched by the view at `key`, stands against the last update's (noted for
    /// the next).
    func change<Value: Equatable>(of value: Value, key: String) -> ValueChange<Value> {
        var isNew = false
        let memory = storage(for: key) {
            isNew = true
            return ChangeMemory(value)
        }
        if isNew { return .first }
        let old = memory.value
        guard old != value else { return .unchanged }
        memory.value = value
        return .changed(from: old)
    }
}

/// `_ValueActionModifier`: `onChange(of:)`.
public struct _ValueActionModifier<Value: Equatable>: ViewModifier {
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _ValueActionModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        let new = value
        switch graph.change(of: value, key: path.description + ".onChange") {
        case .first: if initial { graph.afterUpdate { action(new, new) } }
        case .changed(let old): graph.afterUpdate { action(old, new) }
        case .unchanged: break
        }
        return content()
    }
}

extension View {
    /// Runs `action` when the view first shows (after the update that adds it, before the
    /// frame it appears in is drawn).
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }
    /// Runs `action` when the view leaves the screen.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }
    /// Runs `action` with the old and new value after an update in which `value` changed (and
    /// once when the view first shows, with `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void) -> ModifiedContent<Self, _ValueActionModifier<V>> {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }
    /// Runs `action` after an update in which `value` changed (and once when the view first
    /// shows, with `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, _ValueActionModifier<V>> {
        modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
    }
    /// Runs `action` with the new value after an update in which `value` changed (iOS 14's form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void) -> ModifiedContent<Self, _ValueActionModifier<V>> {
        modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
    }
}
