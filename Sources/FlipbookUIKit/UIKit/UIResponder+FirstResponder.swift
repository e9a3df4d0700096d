import Foundation

/// The first responder: the one responder (a text field being edited) that key input goes to.
/// The app has one at a time, as a window on iOS does.
@MainActor
enum FirstResponder {
    private(set) static weak var current: UIResponder?

    /// Makes `responder` the first responder, asking the one before to resign; false when that
    /// one refuses.
    static func make(_ responder: UIResponder) -> Bool {
        if let current, current !== responder {
            guard current.resignFirstResponder() else { return false }
        }
        Self.current = responder
        return true
    }

    /// `responder` stops being the first responder.
    static func resign(_ responder: UIResponder) {
        if current === responder { current = nil }
    }
}
