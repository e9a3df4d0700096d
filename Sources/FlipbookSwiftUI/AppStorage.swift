import FlipbookUIKit

/// `AppStorage`: a value kept in `UserDefaults` under a key (the standard defaults, or `store`);
/// setting it writes the defaults and updates every view reading that key, as SwiftUI's does.
/// A recording's defaults are the process's: tests that share a key share its value (give a
/// test its own `UserDefaults(suiteName:)` as the `store`).
@MainActor @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let store: UserDefaults
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void

    /// The value in the defaults, or the default one.
    public var wrappedValue: Value {
        get { read(store, key) ?? defaultValue }
        nonmutating set {
            write(store, key, newValue)
            NotificationCenter.default.post(name: AppStorageObserver.changed, object: store, userInfo: ["key": key])
        }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }

    init(key: String, defaultValue: Value, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Value?,
         write: @escaping (UserDefaults, String, Value) -> Void) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? .standard
        self.read = read
        self.write = write
    }
}

extension AppStorage {
    /// A value the defaults hold as a property list value of its own type.
    private init(plain defaultValue: Value, _ key: String, store: UserDefaults?) {
        self.init(key: key, defaultValue: defaultValue, store: store,
                  read: { $0.object(forKey: $1) as? Value }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Bool {
    /// A flag under `key`.
    public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) { self.init(plain: wrappedValue, key, store: store) }
}

extension AppStorage where Value == Int {
    /// A number under `key`.
    public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) { self.init(plain: wrappedValue, key, store: store) }
}

extension AppStorage where Value == Double {
    /// A number under `key`.
    public init(wrappedValue: Double, _ key: String, store: UserDefaults? = nil) { self.init(plain: wrappedValue, key, store: store) }
}

extension AppStorage where Value == String {
    /// A string under `key`.
    public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil) { self.init(plain: wrappedValue, key, store: store) }
}

extension AppStorage where Value == Data {
    /// Bytes under `key`.
    public init(wrappedValue: Data, _ key: String, store: UserDefaults? = nil) { self.init(plain: wrappedValue, key, store: store) }
}

extension AppStorage where Value == URL {
    /// A URL under `key`.
    public init(wrappedValue: URL, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { $0.url(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    /// An enumeration under `key`, kept as its raw string.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0.string(forKey: $1)).flatMap { Value(rawValue: $0) } }, write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// An enumeration under `key`, kept as its raw number.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0.object(forKey: $1) as? Int).flatMap { Value(rawValue: $0) } }, write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage: GraphProperty {
    /// Follows the key: a change made through any `AppStorage` of it updates this view.
    func bind(in graph: ViewGraph, key: String) {
        let (storageKey, store) = (self.key, self.store)
        _ = graph.storage(for: key) { AppStorageObserver(key: storageKey, store: store) { [weak graph] in graph?.changed() } }
    }
}

/// Updates a view when a key it reads is set through an `AppStorage`, while the view is in place.
@MainActor
final class AppStorageObserver {
    /// Posted when an `AppStorage` sets a key (the defaults as the object, the key in `key`).
    static let changed = Notification.Name("FlipbookAppStorageChanged")
    private var token: NSObjectProtocol?

    init(key: String, store: UserDefaults, changed: @escaping @MainActor () -> Void) {
        token = NotificationCenter.default.addObserver(forName: Self.changed, object: store, queue: nil) { notification in
            guard notification.userInfo?["key"] as? String == key else { return }
            MainActor.assumeIsolated { changed() }
        }
    }

    isolated deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}
