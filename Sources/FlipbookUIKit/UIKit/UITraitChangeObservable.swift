import Foundation

/// `UITraitChangeRegistration`: the token `registerForTraitChanges` returns, to pass to
/// `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits it watches and what it runs when one of them changes.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

/// `UITraitChangeObservable`: views and view controllers run code when chosen traits of theirs
/// change (iOS 17's replacement for `traitCollectionDidChange(_:)`):
///
/// ```swift
/// registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
///     self.layer.borderColor = UIColor.separator.cgColor
/// }
/// ```
///
/// Handlers run, with the traits as they were, right after `traitCollectionDidChange(_:)` when
/// the traits change: an override (`overrideUserInterfaceStyle`, `traitOverrides`) on the view or
/// above it, or the view moving under other traits.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// What a registration runs: the object whose traits changed, and its traits before.
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    /// Runs `handler` when one of `traits` changes.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration
    /// Sends `action` to `target` (with the object and its traits before) when one of `traits` changes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    /// Sends `action` to the object itself when one of `traits` changes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    /// Stops a registration.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// The registrations of one object, and the calls that make and run them (shared by views and
/// view controllers).
@MainActor
struct TraitChangeRegistrations {
    private(set) var all: [TraitChangeRegistration] = []

    mutating func add<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            guard let environment = object as? TraitEnvironment else { return }
            handler(environment, previous)
        }
        all.append(registration)
        return registration
    }

    mutating func add(_ traits: [UITrait], target: AnyObject?, action: Selector) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { [weak target] object, previous in
            guard let receiver = target ?? Optional(object) else { return }
            action.send(to: receiver, with: [object, previous], in: "registerForTraitChanges(_:target:action:)")
        }
        all.append(registration)
        return registration
    }

    mutating func remove(_ registration: any UITraitChangeRegistration) {
        all.removeAll { $0 === registration }
    }

    /// Runs the registrations watching a trait that differs between `previous` and `current`.
    func notify(_ object: AnyObject, previous: UITraitCollection, current: UITraitCollection) {
        for registration in all where registration.traits.contains(where: { current.differs(from: previous, in: $0) }) {
            registration.handler(object, previous)
        }
    }
}

extension UIView: UITraitChangeObservable {
    /// Runs `handler` when one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        traitChangeRegistrations.add(traits, handler: handler)
    }

    /// Sends `action` to `target` when one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        traitChangeRegistrations.add(traits, target: target as AnyObject, action: action)
    }

    /// Sends `action` to the view when one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        traitChangeRegistrations.add(traits, target: nil, action: action)
    }

    /// Stops a registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.remove(registration)
    }
}

extension UIViewController: UITraitChangeObservable {
    /// Runs `handler` when one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        traitChangeRegistrations.add(traits, handler: handler)
    }

    /// Sends `action` to `target` when one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        traitChangeRegistrations.add(traits, target: target as AnyObject, action: action)
    }

    /// Sends `action` to the controller when one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        traitChangeRegistrations.add(traits, target: nil, action: action)
    }

    /// Stops a registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.remove(registration)
    }
}
