import Foundation

// `NotificationCenter.addObserver(_:selector:name:object:)`, which Foundation on Linux lacks.
//
// The observer is held weakly and is removed with it, as on iOS 9 and later; `removeObserver(_:)`
// and `removeObserver(_:name:object:)` remove its selector registrations and then do what
// Foundation does. They are reached, in files that import UIKit, through a property whose value
// is callable (found before Foundation's method of the same name, as `Timer.scheduledTimer` is
// in FoundationTimers.swift). The method is called synchronously on the posting thread, as on
// iOS; posted off the main thread, where UIKit code cannot run, it is listed as a problem.

extension NotificationCenter {
    /// Calls `aSelector` on `observer` with the notification each time one named `aName` (any,
    /// if nil) is posted by `anObject` (anyone, if nil). The observer is not retained.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let registration = SelectorObservation(observer: observer as AnyObject, selector: aSelector, name: aName, object: anObject)
        registration.token = addObserver(forName: aName, object: anObject, queue: nil) { [weak registration] notification in
            registration?.deliver(notification)
        }
        SelectorObservation.add(registration, in: self)
    }

    /// `removeObserver(_:)` and `removeObserver(_:name:object:)`: stops the observer's selector
    /// registrations, then removes as Foundation does.
    public var removeObserver: NotificationObserverRemoval { NotificationObserverRemoval(center: self) }
}

/// What `NotificationCenter.removeObserver` is in a file that imports UIKit: call it as Foundation's.
public struct NotificationObserverRemoval {
    let center: NotificationCenter

    /// Removes every registration of `observer`.
    public func callAsFunction(_ observer: Any) {
        SelectorObservation.remove(from: center) { $0.observer === observer as AnyObject || $0.observer == nil }
        let remove: (Any) -> Void = center.removeObserver
        remove(observer)
    }

    /// Removes `observer`'s registrations for `aName` (every name, if nil) and `anObject`
    /// (every sender, if nil).
    public func callAsFunction(_ observer: Any, name aName: NSNotification.Name?, object anObject: Any?) {
        SelectorObservation.remove(from: center) { registration in
            registration.observer === observer as AnyObject
                && (aName == nil || registration.name == aName)
                && (anObject == nil || registration.object === anObject as AnyObject)
        }
        let remove: (Any, NSNotification.Name?, Any?) -> Void = center.removeObserver
        remove(observer, aName, anObject)
    }
}

/// One `addObserver(_:selector:name:object:)` registration.
final class SelectorObservation: @unchecked Sendable {
    weak var observer: AnyObject?
    let selector: Selector
    let name: NSNotification.Name?
    weak var object: AnyObject?
    var token: NSObjectProtocol?

    init(observer: AnyObject, selector: Selector, name: NSNotification.Name?, object: Any?) {
        self.observer = observer
        self.selector = selector
        self.name = name
        self.object = object.map { $0 as AnyObject }
    }

    func deliver(_ notification: Notification) {
        guard let observer else { return }
        guard MainQueue.isCurrent else {
            SelectorTable.shared.unresolved("the notification '\(notification.name.rawValue)' was posted off the main thread: "
                + "\(type(of: observer))'s '\(selector)' was not called; post it on the main thread")
            return
        }
        nonisolated(unsafe) let receiver = observer, posted = notification
        let selector = selector
        MainActor.assumeIsolated {
            _ = selector.send(to: receiver, with: [posted], in: "the notification '\(posted.name.rawValue)'")
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var registrations: [ObjectIdentifier: [SelectorObservation]] = [:]

    static func add(_ registration: SelectorObservation, in center: NotificationCenter) {
        // Registrations whose observer has gone are dropped first, so the list stays bounded.
        remove(from: center) { $0.observer == nil }
        lock.lock()
        registrations[ObjectIdentifier(center), default: []].append(registration)
        lock.unlock()
    }

    /// Takes the registrations that `matches` out of `center` (and Foundation's list).
    static func remove(from center: NotificationCenter, where matches: (SelectorObservation) -> Bool) {
        lock.lock()
        let all = registrations[ObjectIdentifier(center)] ?? []
        let removed = all.filter(matches)
        registrations[ObjectIdentifier(center)] = all.filter { !matches($0) }
        lock.unlock()
        let remove: (Any) -> Void = center.removeObserver
        for registration in removed { if let token = registration.token { remove(token) } }
    }
}
