import FlipbookUIKit

/// `ObservableObjectPublisher`: what an `ObservableObject` announces a change with (Combine's
/// publisher on iOS; Combine is not on Linux, so this is the part SwiftUI code uses).
public final class ObservableObjectPublisher: @unchecked Sendable {
    private var subscribers: [ObjectIdentifier: @MainActor () -> Void] = [:]

    /// A publisher.
    public init() {}

    /// Announces that the object is about to change: the views that show it update.
    public func send() {
        let callbacks = Array(subscribers.values)
        onMainActor { callbacks.forEach { $0() } }
    }

    /// Calls `changed` at each `send()`, once per `owner` (a later call replaces it).
    func subscribe(_ owner: AnyObject, _ changed: @escaping @MainActor () -> Void) {
        subscribers[ObjectIdentifier(owner)] = changed
    }
}

/// `ObservableObject`: a class whose changes update the views that show it, announced by its
/// `@Published` properties (or `objectWillChange.send()`).
public protocol ObservableObject: AnyObject {
    /// What the object announces its changes with.
    var objectWillChange: ObservableObjectPublisher { get }
}

/// The key of the publisher associated with an object that does not declare one.
nonisolated(unsafe) private let publisherKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

extension ObservableObject {
    /// The object's publisher: one per object, kept with it (an associated object).
    public var objectWillChange: ObservableObjectPublisher {
        if let publisher = objc_getAssociatedObject(self, publisherKey) as? ObservableObjectPublisher { return publisher }
        let publisher = ObservableObjectPublisher()
        objc_setAssociatedObject(self, publisherKey, publisher, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return publisher
    }
}

/// `@Published`: a property of an `ObservableObject` whose every set updates the views that show
/// the object (announced before the value changes, as Combine's does).
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// A property that starts at `value`.
    public init(wrappedValue value: Value) { self.value = value }
    /// A property that starts at `value`.
    public init(initialValue value: Value) { self.value = value }

    /// Only in an `ObservableObject` class.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The property of an `ObservableObject`, read and written through its object.
    public static subscript<Object: ObservableObject>(_enclosingInstance object: Object, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
                                                      storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

/// The thread the views last updated on: the main actor's (a test's main actor may run on a
/// thread other than the process's main thread).
nonisolated(unsafe) var viewUpdateThread: Thread?

/// Runs `body` on the main actor: at once on the main actor's thread (where a recording runs),
/// later from another.
func onMainActor(_ body: @escaping @MainActor () -> Void) {
    if Thread.isMainThread || Thread.current === viewUpdateThread {
        MainActor.assumeIsolated(body)
    } else {
        let unchecked = UncheckedSendable(body)
        DispatchQueue.main.async { unchecked.value() }
    }
}

/// A value handed to the main queue that only the main actor uses.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
