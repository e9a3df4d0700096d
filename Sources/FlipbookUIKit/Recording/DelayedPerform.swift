import Foundation

// `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests(withTarget:…)` on the
// recording's virtual clock.
//
// As on iOS (Apple's NSObject reference), the request keeps its target and argument until it
// runs or is cancelled; a delay of 0 runs it at the next turn of the run loop (here, when the
// code returns to the clock), not at once; requests due at the same instant run in the order
// they were made. Called before a recording (in set-up), the delay counts from the next
// recording's time 0, as main-queue work does.

extension NSObject {
    /// Sends `aSelector` with `anArgument` to the object `delay` seconds from now on the
    /// recording's clock.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        DelayedPerformRequests.schedule(PerformRequest(target: self, selector: aSelector, argument: anArgument), after: delay)
    }

    /// The same as `perform(_:with:afterDelay:)`: every run-loop mode runs on the recording's clock.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        perform(aSelector, with: anArgument, afterDelay: delay)
    }

    /// Cancels every request `perform(_:with:afterDelay:)` made of `aTarget` that has not run.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerformRequests.cancel { $0.target === aTarget as AnyObject }
    }

    /// Cancels the requests of `aTarget` for `aSelector` whose argument equals `anArgument`
    /// (`isEqual`, as on iOS; nil matches nil).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        DelayedPerformRequests.cancel { request in
            request.target === aTarget as AnyObject && request.selector == aSelector
                && PerformRequest.argument(request.argument, equals: anArgument)
        }
    }
}

/// A delayed message: its target and argument are kept until it runs or is cancelled.
final class PerformRequest: @unchecked Sendable {
    let target: AnyObject
    let selector: Selector
    let argument: Any?
    var isCancelled = false

    init(target: AnyObject, selector: Selector, argument: Any?) {
        self.target = target
        self.selector = selector
        self.argument = argument
    }

    /// `isEqual`: objects by `isEqual(_:)`, values by `==` when hashable, nil only to nil.
    static func argument(_ lhs: Any?, equals rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let lhs?, let rhs?):
            if let object = lhs as? NSObject { return object.isEqual(rhs) }
            if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
            return type(of: lhs) is AnyClass && (lhs as AnyObject) === (rhs as AnyObject)
        default: return false
        }
    }
}

/// The requests that have not run yet (touched on the main thread only).
enum DelayedPerformRequests {
    nonisolated(unsafe) private static var pending: [PerformRequest] = []

    static func schedule(_ request: PerformRequest, after delay: TimeInterval) {
        guard MainQueue.isCurrent else {
            SelectorTable.shared.unresolved("perform(_:with:afterDelay:) of '\(request.selector)' was called off the main thread: "
                + "a recording cannot place it on its clock, so it was not scheduled; call it on the main thread")
            return
        }
        pending.append(request)
        let instant = RecordingContext.clockPosition.instant + max(delay, 0)
        VirtualTimers.run(at: instant) {
            MainActor.assumeIsolated { run(request) }
        }
    }

    @MainActor
    private static func run(_ request: PerformRequest) {
        pending.removeAll { $0 === request }
        guard !request.isCancelled else { return }
        request.selector.send(to: request.target, with: [request.argument], in: "perform(_:with:afterDelay:)")
    }

    static func cancel(where matches: (PerformRequest) -> Bool) {
        guard MainQueue.isCurrent else {
            return SelectorTable.shared.unresolved("cancelPreviousPerformRequests(withTarget:) was called off the main thread, "
                + "where the requests live: nothing was cancelled; call it on the main thread")
        }
        for request in pending where matches(request) { request.isCancelled = true }
        pending.removeAll(where: \.isCancelled)
    }
}
