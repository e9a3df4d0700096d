import Foundation

/// How `objc_setAssociatedObject` holds a value, with the Objective-C runtime's raw values.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Held without a reference. The runtime keeps a dangling pointer once the value is freed;
    /// here the value is held weakly, so it reads back as nil instead of crashing.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Held strongly.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying.copy()`) is held strongly; a value that is not `NSCopying` is held as it is.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Held strongly (every association is atomic here: the table is locked).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy is held strongly, as `OBJC_ASSOCIATION_COPY_NONATOMIC`.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a variable of yours, as on iOS:
/// `objc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`). A nil
/// value removes the association. `object` must be a class instance.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociationTable.shared.set(value, policy: policy, on: object as AnyObject, key: key)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociationTable.shared.value(on: object as AnyObject, key: key)
}

/// Removes every association of `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociationTable.shared.removeAll(on: object as AnyObject)
}

/// The associations of every object, kept beside the objects (Swift on Linux has no room in an
/// object for them). Each owner is held weakly; an owner that has gone is noticed at the next
/// association call or turn of a recording's clock (`releaseOrphans()`), and its values are
/// released then: the moment the runtime releases them (the owner's deallocation) cannot be
/// observed without the Objective-C runtime.
public final class AssociationTable: @unchecked Sendable {
    /// The table every association goes to.
    public static let shared = AssociationTable()

    private enum Held {
        case strong(Any)
        case weak(WeakValue)

        var value: Any? {
            switch self {
            case .strong(let value): return value
            case .weak(let box): return box.object
            }
        }
    }

    private final class WeakValue {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private struct Owner {
        weak var object: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
    }

    private let lock = NSLock()
    private var owners: [ObjectIdentifier: Owner] = [:]

    /// Releases the values of owners that have gone. Values are released after the lock is let
    /// go, so a value's `deinit` may use associations itself.
    public func releaseOrphans() {
        lock.lock()
        let released = takeOrphans()
        lock.unlock()
        _ = released
    }

    /// The owners that have gone, taken out of the table (called with the lock held).
    private func takeOrphans() -> [Owner] {
        let gone = owners.filter { $0.value.object == nil }
        for id in gone.keys { owners[id] = nil }
        return Array(gone.values)
    }

    func set(_ value: Any?, policy: objc_AssociationPolicy, on owner: AnyObject, key: UnsafeRawPointer) {
        let held: Held?
        switch (value, policy) {
        case (nil, _): held = nil
        case (let value?, .OBJC_ASSOCIATION_ASSIGN):
            // A value type cannot be referred to without a reference: it is held as it is.
            held = type(of: value) is AnyClass ? .weak(WeakValue(value as AnyObject)) : .strong(value)
        case (let value as NSCopying, .OBJC_ASSOCIATION_COPY), (let value as NSCopying, .OBJC_ASSOCIATION_COPY_NONATOMIC):
            held = .strong(value.copy(with: nil))
        case (let value?, _): held = .strong(value)
        }
        lock.lock()
        var released = takeOrphans()
        let id = ObjectIdentifier(owner)
        var entry = owners[id] ?? Owner(object: owner)
        let previous = entry.values[key]
        entry.values[key] = held
        owners[id] = entry.values.isEmpty ? nil : entry
        lock.unlock()
        // The replaced value and the orphans' values are released here, outside the lock.
        _ = previous
        released.removeAll()
    }

    func value(on owner: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = owners[ObjectIdentifier(owner)], entry.object === owner else { return nil }
        return entry.values[key]?.value
    }

    func removeAll(on owner: AnyObject) {
        lock.lock()
        let removed = owners.removeValue(forKey: ObjectIdentifier(owner))
        lock.unlock()
        _ = removed
    }
}
