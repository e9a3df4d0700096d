import Foundation
import FlipbookScene
import FlipbookTiming

/// `CATransaction`: groups layer changes; sets the implicit animations' duration and curve,
/// disables them, and runs a block when the animations added inside it have finished.
///
/// Setters used with no `begin()` open the implicit transaction, which commits when the code
/// between two `clock.wait` calls (or a callback) returns, as the run loop commits it on iOS.
/// Outside a recording, `commit()` runs the completion block at once.
open class CATransaction: NSObject {
    /// Scopes opened outside a recording (nothing animates there, but nesting and completion
    /// blocks still behave).
    nonisolated(unsafe) private static var detached: [(duration: Double, function: TimingFunction, disabled: Bool,
                                                      completion: (() -> Void)?)] = []

    private static var scene: Scene? { RecordingContext.current?.scene }

    /// Opens a transaction.
    open class func begin() {
        if let scene { scene.beginTransaction() } else { detached.append((0.25, .default, false, nil)) }
    }

    /// Closes the innermost transaction.
    open class func commit() {
        if let scene {
            scene.commitTransaction()
        } else if let scope = detached.popLast() {
            scope.completion?()
        }
    }

    /// Takes the transaction lock (recordings are single-threaded: nothing to lock).
    open class func lock() {}

    /// Releases the transaction lock.
    open class func unlock() {}

    nonisolated(unsafe) private static var values: [String: Any] = [:]

    /// An arbitrary value of the current transaction (the named properties have their own
    /// methods; other keys are stored and read back).
    open class func value(forKey key: String) -> Any? { values[key] }

    /// Sets a value of the current transaction.
    open class func setValue(_ anObject: Any?, forKey key: String) { values[key] = anObject }

    /// Commits the implicit transaction now.
    open class func flush() {
        scene?.commitImplicitTransaction()
    }

    /// The implicit animations' duration (0.25 s unless set).
    open class func animationDuration() -> CFTimeInterval {
        scene?.currentTransaction.duration ?? detached.last?.duration ?? 0.25
    }

    /// Sets the implicit animations' duration for the current transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        if let scene { scene.currentTransaction.duration = dur } else { updateDetached { $0.duration = dur } }
    }

    /// The implicit animations' curve (`default` unless set).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        CAMediaTimingFunction(scene?.currentTransaction.timingFunction ?? detached.last?.function ?? .default)
    }

    /// Sets the implicit animations' curve for the current transaction; nil is `default`.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        let engine = function?.function ?? .default
        if let scene { scene.currentTransaction.timingFunction = engine } else { updateDetached { $0.function = engine } }
    }

    /// Whether layer changes skip their implicit animations.
    open class func disableActions() -> Bool {
        scene?.currentTransaction.disablesActions ?? detached.last?.disabled ?? false
    }

    /// Sets whether layer changes in the current transaction skip their implicit animations.
    open class func setDisableActions(_ flag: Bool) {
        if let scene { scene.currentTransaction.disablesActions = flag } else { updateDetached { $0.disabled = flag } }
    }

    /// The block run when every animation this transaction adds has finished or been removed
    /// (at commit when it adds none).
    open class func completionBlock() -> (() -> Void)? {
        if let scene, let completion = scene.currentTransaction.completion { return { completion(true) } }
        return detached.last?.completion
    }

    /// Sets the block run when every animation the current transaction adds has finished.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        if let scene {
            scene.currentTransaction.completion = block.map { block in { _ in block() } }
        } else {
            updateDetached { $0.completion = block }
        }
    }

    private static func updateDetached(_ change: (inout (duration: Double, function: TimingFunction, disabled: Bool,
                                                        completion: (() -> Void)?)) -> Void) {
        guard !detached.isEmpty else { return }
        change(&detached[detached.count - 1])
    }
}
