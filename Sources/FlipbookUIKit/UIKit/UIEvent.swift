import Foundation

/// `UIEvent`: what a touch delivers with an action. Flipbook's scripted touches send actions with
/// a nil event; only the time is kept.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// When the event happened (seconds on the recording's clock).
    open var timestamp: TimeInterval = 0
}
