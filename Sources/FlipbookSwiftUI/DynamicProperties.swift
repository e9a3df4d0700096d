import FlipbookUIKit

/// `@StateObject`: an `ObservableObject` a view owns: made once, the first time the view is in
/// place, and kept while it stays; its changes update the view.
@MainActor @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object, kept by the view graph for the view's place in the tree.
    final class Holder {
        let object: ObjectType
        init(_ object: ObjectType) { self.object = object }
    }
    /// The holder this copy of the view reads (shared by its copies).
    final class Link { var holder: Holder? }
    let make: () -> ObjectType
    let link = Link()

    /// An object made by `thunk` once, when the view first shows.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    /// The object.
    public var wrappedValue: ObjectType { link.holder?.object ?? make() }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

extension StateObject: GraphProperty {
    func bind(in graph: ViewGraph, key: String) {
        let made = graph.storage(for: key) { Holder(make()) }
        link.holder = made
        graph.observe(made.object)
    }
}

/// `@ObservedObject`: an `ObservableObject` a view shows but does not own; its changes update
/// the view.
@MainActor @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// A view's observed object.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// A view's observed object.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties (`$model.name`).
    @MainActor @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: GraphProperty {
    func bind(in graph: ViewGraph, key: String) { graph.observe(wrappedValue) }
}

/// `@EnvironmentObject`: the object of its type an ancestor put in the environment with
/// `environmentObject(_:)`; its changes update the view.
@MainActor @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    final class Box { var object: ObjectType? }
    let box = Box()

    /// The environment's object of this type.
    public init() {}

    /// The object; a view whose ancestors put none in the environment stops, as SwiftUI does.
    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

extension EnvironmentObject: GraphProperty {
    func bind(in graph: ViewGraph, key: String) {
        box.object = graph.environmentObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType
        if let object = box.object { graph.observe(object) }
    }
}

/// `EnvironmentKey`: a key of a value of your own in `EnvironmentValues`.
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value where no ancestor set one.
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// The value of a key of your own.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
}

/// `@Environment`: a value from the view's environment (`@Environment(\.colorScheme)`).
@MainActor @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    final class Box { var value: Value? }
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = Box()

    /// The environment's value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value, as the view's ancestors set it.
    public var wrappedValue: Value { box.value ?? EnvironmentValues()[keyPath: keyPath] }
}

extension Environment: GraphProperty {
    func bind(in graph: ViewGraph, key: String) { box.value = graph.environment[keyPath: keyPath] }
}

extension View {
    /// The environment's value at `keyPath` set to `value` for the view and its content.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// `object` in the environment of the view and its content, for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentObjectModifier> {
        modifier(_EnvironmentObjectModifier(key: ObjectIdentifier(T.self), object: object))
    }
}

/// `_EnvironmentObjectModifier`.
public struct _EnvironmentObjectModifier: ViewModifier {
    let key: ObjectIdentifier
    let object: AnyObject
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _EnvironmentObjectModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        let saved = graph.environmentObjects
        graph.environmentObjects[key] = object
        defer { graph.environmentObjects = saved }
        return content()
    }
}
