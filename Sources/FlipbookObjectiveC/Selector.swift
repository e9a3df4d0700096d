import Foundation

/// `Selector`: a method's Objective-C name (`"tap:"`, `"didPan:with:"`), and, when made from a
/// method reference, the method itself.
///
/// Without the Objective-C runtime a name alone cannot find a method. A selector made from a
/// method reference (`Selector("tap:", Card.tap(_:))`, what `#selector(tap(_:))` stands for
/// on Linux) carries the method and registers it under its name for its class, so
/// a selector made from the same name as a string (`Selector("tap:")`, `NSSelectorFromString`)
/// finds it on that class and its subclasses afterwards. A name that finds no method is a
/// problem listed where the call was made (`SelectorTable.unresolved`), never a crash.
/// Selectors are equal when their names are.
public struct Selector: Hashable, ExpressibleByStringLiteral, CustomStringConvertible, @unchecked Sendable {
    /// The Objective-C name.
    let name: String
    /// The method, for a selector made from a method reference.
    let method: SelectorMethod?

    /// A selector naming a method (found through the methods registered under that name).
    public init(_ str: String) {
        name = str
        method = nil
    }

    /// A selector from a string literal: `let action: Selector = "tap:"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A selector for a method that takes no argument: `Selector("refresh", Feed.refresh)`.
    @preconcurrency
    public init<Target: AnyObject, Result>(_ name: String, _ method: @escaping @MainActor (Target) -> () -> Result) {
        self.init(name, SelectorMethod(Target.self) { target, _ in method(target)() })
    }

    /// A selector for a method that takes one argument (the sender, for an action):
    /// `Selector("tap:", Card.tap(_:))`. Called with an argument of another type, it is not called.
    @preconcurrency
    public init<Target: AnyObject, Argument, Result>(_ name: String, _ method: @escaping @MainActor (Target) -> (Argument) -> Result) {
        self.init(name, SelectorMethod(Target.self) { target, arguments in
            guard let argument = SelectorMethod.argument(arguments, 0, as: Argument.self) else { return SelectorMethod.mismatch }
            return method(target)(argument)
        })
    }

    /// A selector for a method that takes two arguments (an action's sender and event):
    /// `Selector("tap:forEvent:", Card.tap(_:forEvent:))`.
    @preconcurrency
    public init<Target: AnyObject, First, Second, Result>(_ name: String, _ method: @escaping @MainActor (Target) -> (First, Second) -> Result) {
        self.init(name, SelectorMethod(Target.self) { target, arguments in
            guard let first = SelectorMethod.argument(arguments, 0, as: First.self),
                  let second = SelectorMethod.argument(arguments, 1, as: Second.self) else { return SelectorMethod.mismatch }
            return method(target)(first, second)
        })
    }

    private init(_ name: String, _ method: SelectorMethod) {
        self.name = name
        self.method = method
        SelectorTable.shared.register(method, named: name)
    }

    /// The name, as `NSStringFromSelector` gives it.
    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Calls the method this selector names on `target` with `arguments` (a method that takes
    /// fewer gets the first ones, as the runtime passes a sender to a method that ignores it).
    /// A selector that finds no method, or arguments not of the method's types, are listed
    /// through `SelectorTable.unresolved`, saying `call`; nothing is called then.
    @MainActor @discardableResult
    public func send(to target: AnyObject, with arguments: [Any?], in call: String) -> (sent: Bool, result: Any?) {
        guard let receiver = receiver(for: target), let method = method(on: receiver) else {
            // A proxy whose object has gone forwards to nil: the message is dropped, as the
            // runtime drops a message to nil.
            if target is NSObjectMessageForwarding { return (false, nil) }
            SelectorTable.shared.reportUnresolved(self, on: target, in: call)
            return (false, nil)
        }
        let (called, result) = method.call(on: receiver, with: arguments)
        guard called else {
            SelectorTable.shared.unresolved("\(call): the method '\(name)' of \(type(of: target)) takes arguments of other types than those given: it was not called")
            return (false, nil)
        }
        return (true, result)
    }

    /// The method this selector names on `target`: its own, if `target` is of its class, else
    /// one registered under its name for the target's class or a superclass.
    public func method(on target: AnyObject) -> SelectorMethod? {
        if let method, method.accepts(target) { return method }
        return SelectorTable.shared.method(named: name, on: target)
    }

    /// The object that handles this selector for `target`: the target, or, when it has no
    /// method for it and forwards messages (`forwardingTarget(for:)`, as a weak proxy for a
    /// display link or timer does), the object it forwards to, followed as the runtime follows it.
    @MainActor
    func receiver(for target: AnyObject) -> AnyObject? {
        var current: AnyObject = target
        for _ in 0..<16 {
            if method(on: current) != nil { return current }
            guard let forwarding = current as? NSObjectMessageForwarding,
                  let next = forwarding.forwardingTarget(for: self).map({ $0 as AnyObject }), next !== current else { return nil }
            current = next
        }
        return nil
    }
}

/// A method a selector calls: a class and how to call it on an instance with arguments.
public struct SelectorMethod: @unchecked Sendable {
    /// The class the method belongs to.
    let owner: AnyClass
    private let accepts: (AnyObject) -> Bool
    private let body: @MainActor (AnyObject, [Any?]) -> Any?

    /// What a call returns when the arguments are not of the method's types.
    static let mismatch = Mismatch()
    struct Mismatch {}

    init<Target: AnyObject>(_ type: Target.Type, _ body: @escaping @MainActor (Target, [Any?]) -> Any?) {
        owner = type
        accepts = { $0 is Target }
        self.body = { target, arguments in body(target as! Target, arguments) }
    }

    func accepts(_ target: AnyObject) -> Bool { accepts(target) }

    /// Calls the method on `target` with `arguments` (missing ones are nil). Returns nil
    /// when the arguments are not of the method's types (the method is not called).
    @MainActor
    public func call(on target: AnyObject, with arguments: [Any?]) -> (called: Bool, result: Any?) {
        let result = body(target, arguments)
        if result is Mismatch { return (false, nil) }
        return (true, result)
    }

    /// Argument `index` as `T`: a nil argument passes for an optional parameter.
    static func argument<T>(_ arguments: [Any?], _ index: Int, as type: T.Type) -> T? {
        let value: Any? = index < arguments.count ? arguments[index] : nil
        if let value, let typed = value as? T { return typed }
        // `Optional<Wrapped>.none` for a parameter of an optional type.
        return (Optional<Any>.none as Any) as? T
    }
}

/// The methods registered by name, per class: what finds the method of a selector made from a
/// string. It lists a selector that finds no method through `unresolved` (FlipbookUIKit points
/// it at the recording's problems).
public final class SelectorTable: @unchecked Sendable {
    /// The table every selector registers in.
    public static let shared = SelectorTable()

    private let lock = NSLock()
    private var methods: [String: [ObjectIdentifier: SelectorMethod]] = [:]

    /// Told of each selector that finds no method: what was called, on what, and what to do.
    public var unresolved: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data("FlipbookObjectiveC: \(message)\n".utf8))
    }

    /// Objects `perform` returned unretained, kept until the pool drains.
    private var autoreleased: [AnyObject] = []

    /// Keeps `object` alive until the next `drainAutoreleased()`, as the main run loop's
    /// autorelease pool keeps what `perform` returns until its turn ends. Outside a recording,
    /// where nothing drains, only the 64 latest are kept.
    func autorelease(_ object: AnyObject) {
        lock.lock()
        autoreleased.append(object)
        if autoreleased.count > 64 { autoreleased.removeFirst(autoreleased.count - 64) }
        lock.unlock()
    }

    /// Releases what `perform` returned (FlipbookUIKit drains at each turn of a recording's clock).
    public func drainAutoreleased() {
        lock.lock()
        let drained = autoreleased
        autoreleased = []
        lock.unlock()
        _ = drained
    }

    func register(_ method: SelectorMethod, named name: String) {
        lock.lock()
        methods[name, default: [:]][ObjectIdentifier(method.owner)] = method
        lock.unlock()
    }

    /// The method registered under `name` for `target`'s class or its nearest superclass.
    func method(named name: String, on target: AnyObject) -> SelectorMethod? {
        lock.lock()
        let byClass = methods[name] ?? [:]
        lock.unlock()
        var type: AnyClass? = Swift.type(of: target)
        while let current = type {
            if let method = byClass[ObjectIdentifier(current)] { return method }
            type = _getSuperclass(current)
        }
        return nil
    }

    /// Lists that `selector` found no method on `target`.
    func reportUnresolved(_ selector: Selector, on target: AnyObject, in call: String) {
        unresolved("\(call): \(Swift.type(of: target)) has no method registered for the selector '\(selector.name)': make a selector with Selector(\"\(selector.name)\", \(Swift.type(of: target)).method), so it carries the method")
    }
}

/// A selector from its name.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// A selector's name.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// What a class that overrides `forwardingTarget(for:)` conforms to once FlipbookPort has
/// rewritten it (Swift on Linux cannot override a method of `NSObject`): selectors its objects
/// have no method for go to the object it returns.
public protocol NSObjectMessageForwarding: AnyObject {
    /// The object that handles `aSelector` instead, or nil.
    func forwardingTarget(for aSelector: Selector!) -> Any?
}

extension NSObjectProtocol {
    /// Whether the object has a method for `aSelector` (its own, or one registered under its
    /// name), as `NSObjectProtocol` declares it on Apple platforms.
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return aSelector.method(on: self) != nil
    }
}

extension NSObject {

    /// Calls the method `aSelector` names, with no argument.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        invoke(aSelector, with: [], in: "perform(_:)")
    }

    /// Calls the method `aSelector` names with one argument.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        invoke(aSelector, with: [object], in: "perform(_:with:)")
    }

    /// Calls the method `aSelector` names with two arguments.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        invoke(aSelector, with: [object1, object2], in: "perform(_:with:with:)")
    }

    private func invoke(_ selector: Selector?, with arguments: [Any?], in call: String) -> Unmanaged<AnyObject>? {
        guard let selector else { return nil }
        // Selectors call UIKit code, which runs on the main actor, as the runtime's perform does.
        nonisolated(unsafe) var result: Any?
        nonisolated(unsafe) let receiver = self, passed = arguments
        MainActor.assumeIsolated { result = selector.send(to: receiver, with: passed, in: call).result }
        // An object result is passed back unretained, as the runtime returns it, and kept alive
        // as an autorelease pool would keep it (`SelectorTable.autorelease`).
        guard let result, type(of: result) is AnyClass else { return nil }
        let object = result as AnyObject
        SelectorTable.shared.autorelease(object)
        return Unmanaged.passUnretained(object)
    }
}
