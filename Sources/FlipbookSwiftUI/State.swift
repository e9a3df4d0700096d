import FlipbookUIKit

/// What the view graph finds on a view and binds before it asks for the body: `@State`,
/// `@StateObject`, `@ObservedObject`, `@Environment`, `@EnvironmentObject`.
@MainActor
protocol GraphProperty {
    /// Binds the property for the update in progress; `key` names it (the view's path and the
    /// property's name), for storage kept from update to update.
    func bind(in graph: ViewGraph, key: String)
}

/// Where a state's value lives while its view stays in place.
@MainActor
final class StateStorage<Value> {
    var value: Value {
        didSet { changed() }
    }
    let changed: @MainActor () -> Void

    init(value: Value, changed: @escaping @MainActor () -> Void) {
        self.value = value
        self.changed = changed
    }
}

/// The reference a `State` value carries, so copies of a view share their link to storage.
@MainActor
final class StateLink<Value> {
    let initialValue: Value
    var storage: StateStorage<Value>?

    init(initialValue: Value) { self.initialValue = initialValue }
}

/// `@State`: a value a view owns. It lives as long as the view stays in its place in the tree;
/// setting it updates the view, at the moment it is set (in a recording, at that virtual
/// instant, before the next frame, as SwiftUI's next update would).
@MainActor @propertyWrapper
public struct State<Value>: DynamicProperty {
    let link: StateLink<Value>

    /// A state that starts at `value`.
    public init(wrappedValue value: Value) { link = StateLink(initialValue: value) }
    /// A state that starts at `value`.
    public init(initialValue value: Value) { link = StateLink(initialValue: value) }

    /// The current value.
    public var wrappedValue: Value {
        get { link.storage?.value ?? link.initialValue }
        nonmutating set {
            guard let storage = link.storage else { return }
            storage.value = newValue
        }
    }

    /// A binding to the value, for a control or a child view (`$value`).
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state that starts at nil.
    public init() { self.init(wrappedValue: nil) }
}

extension State: GraphProperty {
    func bind(in graph: ViewGraph, key: String) {
        link.storage = graph.storage(for: key) { StateStorage(value: link.initialValue) { [weak graph] in graph?.changed() } }
    }
}

/// `DynamicProperty`: a property the view graph updates before it asks for a body.
@MainActor @preconcurrency
public protocol DynamicProperty {}

/// `Binding`: a way to read and write a value owned elsewhere (`$state`).
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: @MainActor () -> Value
    private let setter: @MainActor (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// A binding of a binding (`@Binding var isOn: Bool`, made with `$isOn`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// The value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}
