import Foundation

// Key-value observing without the Objective-C runtime.
//
// On iOS the runtime swaps an observed object's class for one whose setters notify. Here the
// classes that can be observed (FlipbookUIKit's views, layers, controls, gesture recognizers)
// name their observable properties (`KeyValueCodingClass.keyValueKeyPaths()`) and their setters
// call `willChangeValue(forKey:)` and `didChangeValue(forKey:)` themselves, so observers are told
// synchronously, inside the setter, as KVO tells them, and only when something observes. The
// same two calls notify observers of a property of your own, as they do on iOS.

/// What a change notification carries (`NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The value after the change.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The value before the change.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// A notification at once, when the observer is added.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A notification before each change as well as after it.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (`NSKeyValueChange`); properties change by `setting`.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects of a to-many relationship were replaced.
    case replacement = 4
}

/// The keys of a change dictionary (`NSKeyValueChangeKey`).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The change's kind, an `NSKeyValueChange` raw value.
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The new value (with `.new`).
    public static let newKey = NSKeyValueChangeKey("new")
    /// The old value (with `.old`).
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a to-many change (not sent: properties only).
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` in the notification sent before a change (with `.prior`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// A change as `observe(_:options:changeHandler:)` hands it over.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of a change.
    public typealias Kind = NSKeyValueChange
    /// `.setting`, for properties.
    public let kind: Kind
    /// The value after the change, with `.new` (nil in a prior notification).
    public let newValue: Value?
    /// The value before the change, with `.old`.
    public let oldValue: Value?
    /// Not sent: properties only.
    public let indexes: IndexSet?
    /// Whether this notification comes before the change (`.prior`).
    public let isPrior: Bool
}

/// What `observe(_:options:changeHandler:)` returns: the observation lasts until `invalidate()`
/// or until this object goes.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private var registration: KeyValueRegistration?

    init(_ registration: KeyValueRegistration) {
        self.registration = registration
    }

    /// Stops the observation.
    public func invalidate() {
        if let registration { KeyValueObservers.remove(registration) }
        registration = nil
    }

    deinit { invalidate() }
}

/// A class whose properties can be observed and read by name: FlipbookUIKit's.
package protocol KeyValueCodingClass: NSObject {
    /// The observable properties by name, as key paths rooted at `Self` (so that they equal the
    /// key paths `observe(\.name)` is given for any subclass).
    static func keyValueKeyPaths() -> [String: AnyKeyPath]
    /// A value Core Animation's KVC reads beyond the named properties (`transform.rotation.z`);
    /// nil when the path is not one.
    func keyValueExtraValue(forKeyPath keyPath: String) -> Any??
    /// Sets a value at such a path; false when the path is not one.
    func keyValueSetExtraValue(_ value: Any?, forKeyPath keyPath: String) -> Bool
}

extension KeyValueCodingClass {
    package func keyValueExtraValue(forKeyPath keyPath: String) -> Any?? { nil }
    package func keyValueSetExtraValue(_ value: Any?, forKeyPath keyPath: String) -> Bool { false }
}

/// An object that gets `observeValue(forKeyPath:of:change:context:)`: FlipbookUIKit's responders,
/// layers and gesture recognizers declare it, so subclasses override it.
package protocol KeyValueObserverClass: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}

/// The `_KeyValueCodingAndObserving` protocol Foundation gives `NSObject` on Apple platforms:
/// what `observe(_:options:changeHandler:)` is declared on.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Calls `changeHandler` each time the property at `keyPath` is set, inside the setter. The
    /// properties FlipbookUIKit names (`KeyValueCodingClass`) are matched exactly; any other key
    /// path is re-read at each `didChangeValue(forKey:)` sent for the object, and the handler
    /// called when its value differs (listed once as a problem, since no setter of it notifies).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let names = (Self.self as? any KeyValueCodingClass.Type)?.keyValueKeyPaths() ?? [:]
        let key = names.first { $0.value == keyPath }?.key
        let registration = KeyValueRegistration(object: self, key: key, options: options) { object, change in
            guard let object = object as? Self else { return }
            changeHandler(object, NSKeyValueObservedChange(
                kind: .setting, newValue: change[.newKey] as? Value, oldValue: change[.oldKey] as? Value,
                indexes: nil, isPrior: change[.notificationIsPriorKey] as? Bool ?? false))
        }
        registration.read = { [keyPath] object in (object as? Self).map { $0[keyPath: keyPath] } }
        if key == nil { registration.unnamed = "a key path of \(Self.self) (a \(Value.self)) observed with observe(_:options:changeHandler:)" }
        KeyValueObservers.add(registration)
        return NSKeyValueObservation(registration)
    }
}

extension NSObject {
    /// Sends `observer` `observeValue(forKeyPath:of:change:context:)` each time the property
    /// `keyPath` names is set, inside the setter. The observer is not retained. It must be a
    /// FlipbookUIKit responder (view, controller, window), layer or gesture recognizer, which
    /// declare the method to override; any other is listed as a problem.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        guard observer is KeyValueObserverClass else {
            return SelectorTable.shared.unresolved("addObserver(_:forKeyPath:options:context:): \(type(of: observer)) cannot get observeValue(forKeyPath:of:change:context:): "
                + "Swift on Linux cannot override a method of NSObject; observe from a view, view controller, layer or gesture recognizer, or with observe(_:options:changeHandler:)")
        }
        let registration = KeyValueRegistration(object: self, key: keyPath, options: options) { [weak observer] object, change in
            (observer as? KeyValueObserverClass)?.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        registration.observer = observer
        registration.context = context
        registration.read = { object in (object as? NSObject)?.value(forKeyPath: keyPath) }
        if !keyPath.contains("."), (type(of: self) as? any KeyValueCodingClass.Type)?.keyValueKeyPaths()[keyPath] == nil {
            registration.unnamed = "'\(keyPath)' of \(type(of: self)), observed with addObserver(_:forKeyPath:options:context:)"
        }
        KeyValueObservers.add(registration)
    }

    /// Stops `observer`'s observations of `keyPath` on this object.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        KeyValueObservers.remove { $0.object === self && $0.observer === observer && $0.key == keyPath }
    }

    /// Stops `observer`'s observations of `keyPath` on this object added with `context`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObservers.remove { $0.object === self && $0.observer === observer && $0.key == keyPath && $0.context == context }
    }

    /// Tells the observers of `key` that it is about to change: those that asked for `.prior`
    /// are told now; the old value is read for those that asked for `.old`.
    public func willChangeValue(forKey key: String) {
        guard KeyValueObservers.isActive else { return }
        KeyValueObservers.willChange(self, key: key)
    }

    /// Tells the observers of `key` that it changed.
    public func didChangeValue(forKey key: String) {
        guard KeyValueObservers.isActive else { return }
        KeyValueObservers.didChange(self, key: key)
    }

    /// The value of the property named `key`: one of the names a FlipbookUIKit class gives
    /// (`KeyValueCodingClass`), else a value set for that key on a layer or an animation
    /// (`KeyValueContainer`), else a stored property of that name (found by reflection, as
    /// computed properties of your own cannot be). Nil when there is none.
    public func value(forKey key: String) -> Any? {
        if let named = type(of: self) as? any KeyValueCodingClass.Type, let path = named.keyValueKeyPaths()[key] {
            return self[keyPath: path]
        }
        if let container = self as? any KeyValueContainer, let value = container.undefinedKeyValues[key] { return value }
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == key }) { return child.value }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// The value at a dotted key path (`"layer.position"`, a layer's `"transform.rotation.z"`).
    public func value(forKeyPath keyPath: String) -> Any? {
        if let coding = self as? any KeyValueCodingClass, let extra = coding.keyValueExtraValue(forKeyPath: keyPath) { return extra }
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let head = value(forKey: String(keyPath[..<dot]))
        return (head as? NSObject)?.value(forKeyPath: String(keyPath[keyPath.index(after: dot)...]))
    }

    /// Sets the property named `key` (one of the names a FlipbookUIKit class gives, as
    /// `value(forKey:)` reads them) through its setter, so observers hear of it. A key with no
    /// settable property, or a value of another type, is listed as a problem (iOS raises an
    /// exception for an unknown key) and changes nothing.
    public func setValue(_ value: Any?, forKey key: String) {
        let path = (type(of: self) as? any KeyValueCodingClass.Type)?.keyValueKeyPaths()[key]
        guard let writable = path as? any KeyValueWritablePath else {
            if let container = self as? any KeyValueContainer {
                container.undefinedKeyValues[key] = value
                return container.undefinedKeyValueDidChange(forKey: key)
            }
            return SelectorTable.shared.unresolved("setValue(_:forKey: \"\(key)\") on \(type(of: self)): no settable property of that name "
                + "is known by key (iOS raises an exception for an unknown key): nothing was set")
        }
        guard writable.write(value, to: self) else {
            return SelectorTable.shared.unresolved("setValue(_:forKey: \"\(key)\") on \(type(of: self)): \(value.map { "a \(type(of: $0))" } ?? "nil") "
                + "is not a value of that property's type: nothing was set")
        }
    }

    /// Sets the value at a dotted key path (`"layer.cornerRadius"`): the last key on the object
    /// the keys before it lead to.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let coding = self as? any KeyValueCodingClass, coding.keyValueSetExtraValue(value, forKeyPath: keyPath) { return }
        guard let dot = keyPath.lastIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        guard let target = self.value(forKeyPath: String(keyPath[..<dot])) as? NSObject else {
            return SelectorTable.shared.unresolved("setValue(_:forKeyPath: \"\(keyPath)\") on \(type(of: self)): '\(keyPath[..<dot])' leads to no object: nothing was set")
        }
        target.setValue(value, forKey: String(keyPath[keyPath.index(after: dot)...]))
    }

    /// Runs `change` between `willChangeValue(forKey:)` and `didChangeValue(forKey:)`, at no
    /// cost while nothing observes: what FlipbookUIKit's setters call.
    package func notifyingObservers<T>(of key: String, _ change: () -> T) -> T {
        guard KeyValueObservers.isActive else { return change() }
        willChangeValue(forKey: key)
        defer { didChangeValue(forKey: key) }
        return change()
    }
}

/// One observation: of which object, which key (nil: any, for a key path without a name), for
/// whom, and what to call.
final class KeyValueRegistration: @unchecked Sendable {
    weak var object: AnyObject?
    let key: String?
    let options: NSKeyValueObservingOptions
    weak var observer: AnyObject?
    var context: UnsafeMutableRawPointer?
    /// Reads the observed value from the object.
    var read: (AnyObject) -> Any? = { _ in nil }
    let deliver: (AnyObject, [NSKeyValueChangeKey: Any]) -> Void
    /// Old values read at `willChange`, innermost last (a setter may set the same key again).
    var pendingOld: [Any?] = []
    /// The value last seen (at registration, then at each change notified).
    var lastSeen: Any?
    /// For a property no FlipbookUIKit setter notifies (one of your own): what it is, for the
    /// problem listed when it changes without a notification.
    var unnamed: String?

    init(object: AnyObject, key: String?, options: NSKeyValueObservingOptions,
         deliver: @escaping (AnyObject, [NSKeyValueChangeKey: Any]) -> Void) {
        self.object = object
        self.key = key
        self.options = options
        self.deliver = deliver
    }
}

/// Every observation, by observed object.
enum KeyValueObservers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registrations: [ObjectIdentifier: [KeyValueRegistration]] = [:]
    /// Whether anything observes anything: setters skip notifying when not.
    nonisolated(unsafe) private(set) static var isActive = false

    static func add(_ registration: KeyValueRegistration) {
        guard let object = registration.object else { return }
        let current = registration.read(object)
        registration.lastSeen = current
        lock.lock()
        registrations[ObjectIdentifier(object), default: []].removeAll { $0.object == nil }
        registrations[ObjectIdentifier(object), default: []].append(registration)
        isActive = true
        lock.unlock()
        if registration.options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if registration.options.contains(.new), let current { change[.newKey] = current }
            registration.deliver(object, change)
        }
    }

    static func remove(_ registration: KeyValueRegistration) {
        remove { $0 === registration }
    }

    static func remove(where matches: (KeyValueRegistration) -> Bool) {
        lock.lock()
        for (id, list) in registrations {
            let kept = list.filter { !matches($0) && $0.object != nil }
            registrations[id] = kept.isEmpty ? nil : kept
        }
        isActive = !registrations.isEmpty
        lock.unlock()
    }

    /// The observations of `object` that `key` concerns.
    private static func registrations(of object: AnyObject, key: String) -> [KeyValueRegistration] {
        lock.lock()
        defer { lock.unlock() }
        return (registrations[ObjectIdentifier(object)] ?? []).filter { $0.object === object && ($0.key == key || $0.key == nil) }
    }

    static func willChange(_ object: AnyObject, key: String) {
        for registration in registrations(of: object, key: key) where registration.key != nil {
            let old = registration.options.contains(.old) ? registration.read(object) : nil
            registration.pendingOld.append(old)
            guard registration.options.contains(.prior) else { continue }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue, .notificationIsPriorKey: true]
            if let old { change[.oldKey] = old }
            registration.deliver(object, change)
        }
    }

    static func didChange(_ object: AnyObject, key: String) {
        for registration in registrations(of: object, key: key) {
            let new = registration.read(object)
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if registration.key == nil {
                // A key path no setter names: told when its value differs from the last seen.
                let old = registration.lastSeen
                registration.lastSeen = new
                guard !same(old, new) else { continue }
                if registration.options.contains(.old), let old { change[.oldKey] = old }
            } else {
                registration.lastSeen = new
                let old = registration.pendingOld.popLast() ?? nil
                if registration.options.contains(.old), let old { change[.oldKey] = old }
            }
            if registration.options.contains(.new), let new { change[.newKey] = new }
            registration.deliver(object, change)
        }
    }

    /// Lists each observed property of your own whose value changed since it was last notified
    /// (or observed) with no `didChangeValue(forKey:)` sent: its observer missed the change,
    /// where iOS's runtime would have told it.
    static func reportMissedChanges() {
        lock.lock()
        let unnamed = registrations.values.joined().filter { $0.unnamed != nil }
        lock.unlock()
        for registration in unnamed {
            guard let object = registration.object, let what = registration.unnamed else { continue }
            let now = registration.read(object)
            let before = registration.lastSeen
            guard !same(before, now) else { continue }
            registration.lastSeen = now
            SelectorTable.shared.unresolved("\(what) changed from \(describe(before)) to \(describe(now)) and no observer was told: "
                + "no setter sent willChangeValue/didChangeValue(forKey:). A property of your own notifies when it is declared @objc dynamic "
                + "in a file the FlipbookPort plugin ports, or when its setter sends those two calls")
        }
    }

    private static func describe(_ value: Any?) -> String {
        value.map { String(describing: $0) } ?? "nil"
    }

    /// Whether two read values are the same (hashable ones by `==`, others by their description).
    private static func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let lhs?, let rhs?):
            if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
            return String(describing: lhs) == String(describing: rhs)
        default: return false
        }
    }
}

/// An object that keeps a value for any key `setValue(_:forKey:)` is given beyond its
/// properties, as Apple documents `CALayer` and `CAAnimation` ("key-value coding compliant
/// container classes": an animation tagged with `setValue("fade", forKey: "id")` reads it back
/// in `animationDidStop`).
package protocol KeyValueContainer: AnyObject {
    /// The values set for keys that name no property.
    var undefinedKeyValues: [String: Any] { get set }
    /// Told after `setValue(_:forKey:)` set one of them (a layer redraws for a key it names in
    /// `needsDisplay(forKey:)`).
    func undefinedKeyValueDidChange(forKey key: String)
}

extension KeyValueContainer {
    package func undefinedKeyValueDidChange(forKey key: String) {}
}

extension NSObject {
    /// The value of an `@NSManaged` property (what FlipbookPort makes of one): the value set for
    /// its key, or `defaultValue` until one is (0 for a number, as Core Animation reads an unset
    /// one).
    public func managedValue<Value>(forKey key: String, default defaultValue: Value) -> Value {
        let stored = value(forKey: key)
        return stored as? Value ?? KeyValueUnboxing.convert(stored, to: Value.self) ?? defaultValue
    }
}

/// A key path `setValue(_:forKey:)` can write through, whatever its root and value types.
protocol KeyValueWritablePath {
    /// Sets the value on `root`; false when `root` or `value` is not of the path's types.
    func write(_ value: Any?, to root: AnyObject) -> Bool
}

extension ReferenceWritableKeyPath: KeyValueWritablePath {
    func write(_ value: Any?, to root: AnyObject) -> Bool {
        guard let root = root as? Root else { return false }
        // `Any?` holding nil becomes nil of an optional property's type.
        if value == nil, let none = Optional<Any>.none as? Value {
            root[keyPath: self] = none
            return true
        }
        guard let value = value as? Value ?? KeyValueUnboxing.convert(value, to: Value.self) else { return false }
        root[keyPath: self] = value
        return true
    }
}

/// Numbers as key-value coding unboxes them on iOS: any number sets a property of any number
/// type (`setValue(8, forKey: "cornerRadius")` on a `CGFloat`), and an integer an enumeration
/// with integer raw values (`setValue(1, forKey: "textAlignment")`).
package enum KeyValueUnboxing {
    static func convert<Value>(_ value: Any?, to _: Value.Type) -> Value? {
        guard let number = number(value) else { return nil }
        switch Value.self {
        case is Double.Type: return number as? Value
        case is CGFloat.Type: return CGFloat(number) as? Value
        case is Float.Type: return Float(number) as? Value
        case is Int.Type: return Int(exactly: number) as? Value
        case is Bool.Type: return (number != 0) as? Value
        default:
            guard let raw = Int(exactly: number), let type = Value.self as? any RawRepresentable.Type else { return nil }
            return make(type, raw) as? Value
        }
    }

    private static func make<R: RawRepresentable>(_ type: R.Type, _ raw: Int) -> R? {
        (raw as? R.RawValue).flatMap(R.init(rawValue:))
    }

    /// A number, however Swift or Objective-C boxed it (Booleans as 0 and 1).
    package static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber: return number.doubleValue
        case let value as Double: return value
        case let value as CGFloat: return Double(value)
        case let value as Float: return Double(value)
        case let value as Int: return Double(value)
        case let value as Bool: return value ? 1 : 0
        default: return nil
        }
    }
}

/// What FlipbookUIKit's default `observeValue(forKeyPath:of:change:context:)` does, and what a
/// recording's end checks.
package enum KeyValueObserving {
    /// Lists the observed properties of your own that changed without telling their observers
    /// (what the end of a recording calls).
    package static func reportMissedChanges() {
        KeyValueObservers.reportMissedChanges()
    }

    /// Lists a notification that reached an `observeValue` nobody overrode.
    package static func reportUnhandled(_ keyPath: String?, by observer: AnyObject) {
        SelectorTable.shared.unresolved("\(type(of: observer)) observes '\(keyPath ?? "nil")' but does not override observeValue(forKeyPath:of:change:context:): "
            + "the notification was not handled (iOS raises an exception for it)")
    }
}
