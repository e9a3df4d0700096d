import Foundation

/// `CAAction`: what a layer runs when one of its properties changes (its action for the key),
/// found by `CALayer.action(forKey:)`. A `CAAnimation` adds itself to the layer under the key;
/// `NSNull` does nothing, which is how an entry in `actions` switches an implicit animation off.
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: the change happens without an animation.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
