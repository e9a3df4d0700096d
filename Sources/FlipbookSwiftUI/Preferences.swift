import FlipbookUIKit

/// `PreferenceKey`: a value views inside pass up to their ancestors (a child's measured height,
/// a scroll offset), combined by `reduce` when several give one.
public protocol PreferenceKey {
    /// The value's type.
    associatedtype Value
    /// The value when no view gives one.
    static var defaultValue: Value { get }
    /// Combines `value` (what the views before gave) with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// `_PreferenceWritingModifier`: `preference(key:value:)`.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier {
    let value: Key.Value
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _PreferenceWritingModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        WrappingModifier { path, node in PreferenceNode(path: path, content: node, key: ObjectIdentifier(Key.self), value: value) }
            .modify(in: graph, path: path, content: content)
    }
}

/// A view that gives a preference: its value replaces what the views inside give for that key.
@MainActor
final class PreferenceNode: WrapperNode {
    let preference: ObjectIdentifier
    let value: Any

    init(path: ViewPath, content: ViewNode, key: ObjectIdentifier, value: Any) {
        preference = key
        self.value = value
        super.init(path: path, kind: "Preference", content: content)
    }
}

/// `_PreferenceActionModifier`: `onPreferenceChange(_:perform:)`.
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier where Key.Value: Equatable {
    let action: @MainActor (Key.Value) -> Void
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _PreferenceActionModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        let memory = graph.storage(for: path.description + ".preference") { PreferenceMemory<Key.Value>() }
        return WrappingModifier { path, node in
            PreferenceObserverNode(path: path, content: node, key: ObjectIdentifier(Key.self)) { values in
                var combined: Key.Value?
                for value in values.compactMap({ $0 as? Key.Value }) {
                    if combined == nil {
                        combined = value
                    } else {
                        Key.reduce(value: &combined!) { value }
                    }
                }
                let value = combined ?? Key.defaultValue
                guard memory.value != value else { return }
                memory.value = value
                graph.afterUpdate { action(value) }
            }
        }.modify(in: graph, path: path, content: content)
    }
}

/// The value a preference observer last reported.
@MainActor
final class PreferenceMemory<Value> {
    var value: Value?
}

/// A view that watches a preference of the views inside it.
@MainActor
final class PreferenceObserverNode: WrapperNode {
    let preference: ObjectIdentifier
    /// Given the values the views inside give, in their order, once they are laid out.
    let observe: ([Any]) -> Void

    init(path: ViewPath, content: ViewNode, key: ObjectIdentifier, observe: @escaping ([Any]) -> Void) {
        preference = key
        self.observe = observe
        super.init(path: path, kind: "PreferenceObserver", content: content)
    }

    /// The values the views under `node` give for the key: a view that gives one stands for
    /// everything inside it.
    func values(under node: ViewNode) -> [Any] {
        if let given = node as? PreferenceNode, given.preference == preference { return [given.value] }
        return node.children.flatMap(values(under:))
    }
}

extension ViewGraph {
    /// After layout (a `GeometryReader` builds its content as it is placed): each preference
    /// observer in the tree compares what the views inside give with what it last reported.
    func reportPreferences(in roots: [ViewNode]) {
        func visit(_ node: ViewNode) {
            if let observer = node as? PreferenceObserverNode { observer.observe(observer.values(under: observer.content)) }
            node.children.forEach(visit)
        }
        roots.forEach(visit)
    }
}

extension View {
    /// Gives `value` for `key` to the views above.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedContent<Self, _PreferenceWritingModifier<K>> {
        modifier(_PreferenceWritingModifier(value: value))
    }
    /// Runs `action` with the value the views inside give for `key`, after the update that
    /// changes it (and after the first).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void)
        -> ModifiedContent<Self, _PreferenceActionModifier<K>> where K.Value: Equatable {
        modifier(_PreferenceActionModifier(action: action))
    }
}
