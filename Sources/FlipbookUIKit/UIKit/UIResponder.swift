import Foundation

/// `UIResponder`: the base of views, view controllers, windows and the app, linked into the
/// responder chain that an action sent to a nil target travels (`UIApplication.sendAction`).
///
/// The chain is UIKit's (Apple's "Using responders and the responder chain"): a view's next
/// responder is the view controller whose root view it is, else its superview; a view
/// controller's is the controller that presented it, else its view's superview, else its
/// parent; a window's is the app; the app's is nil.
@preconcurrency @MainActor
open class UIResponder: NSObject, @preconcurrency KeyValueObserverClass {
    /// The next responder in the chain, or nil at its end.
    open var next: UIResponder? { nil }

    /// Whether this responder handles `action`: by default, whether it has a method for it
    /// (its own, or one registered under the selector's name, as `responds(to:)` finds it).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        responds(to: action)
    }

    /// The first responder from this one up the chain that can perform `action`, or nil.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    /// Told of a change to a key path this object observes (`addObserver(_:forKeyPath:options:context:)`),
    /// inside the setter; override it. Not overridden, it lists a problem, as iOS raises an
    /// exception for a notification nobody handles.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        KeyValueObserving.reportUnhandled(keyPath, by: self)
    }

    /// A finger went down on this responder (the view hit, or a responder up the chain). By
    /// default the touches go to the next responder, as UIKit forwards them.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// A finger moved; by default forwarded to the next responder.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// A finger lifted; by default forwarded to the next responder.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touches were cancelled (a gesture recognizer took them); by default forwarded to the
    /// next responder.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: The first responder

    /// Whether this responder can become the first responder (false by default; a text field
    /// can).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder lets go of first-responder status when asked (true by default).
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder.
    open var isFirstResponder: Bool { FirstResponder.current === self }

    /// Makes this responder the first responder, if it can be and the one before resigns;
    /// returns whether it is.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        return FirstResponder.make(self)
    }

    /// Stops being the first responder, if it may; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        FirstResponder.resign(self)
        return true
    }

    /// A view shown instead of the keyboard while this responder is first (nil: the keyboard).
    open var inputView: UIView? { nil }

    /// A view shown above the keyboard while this responder is first.
    open var inputAccessoryView: UIView? { nil }

    /// Updates the input views of the first responder (nothing to update: none is drawn).
    open func reloadInputViews() {}

    /// Called on objects loaded from a nib or storyboard once their outlets are set. UIKit
    /// declares it on `NSObject`; Swift on Linux cannot override a method added to `NSObject`
    /// in an extension, so it lives here, where views (and their `override`s) find it. Nothing
    /// is loaded from nibs here, so Flipbook never calls it: code that sets up a view in it must
    /// call it itself, as `init(frame:)`-made views on iOS must.
    open func awakeFromNib() {}

    /// Called by Interface Builder before it draws an `@IBDesignable` view. Declared here for
    /// the same reason as `awakeFromNib()`; Flipbook never calls it.
    open func prepareForInterfaceBuilder() {}
}
