import Foundation

// Core Foundation's clock and run-loop timers, which iOS code gets through `import UIKit` and
// Foundation on Linux does not offer. A `CFRunLoop` is Foundation's `RunLoop` and a
// `CFRunLoopTimer` is a `Timer` (on iOS they are toll-free bridged, or one loop under two
// names), so a timer added here is the same timer `RunLoop.add(_:forMode:)` takes: on the main
// thread's run loop it fires on the recording's clock (FoundationTimers.swift).

/// A moment on the wall clock: seconds since 1 January 2001 (Core Foundation's reference date).
public typealias CFAbsoluteTime = Double
/// Core Foundation's signed count.
public typealias CFIndex = Int
/// Core Foundation's option bits.
public typealias CFOptionFlags = UInt
/// A thread's run loop: Foundation's `RunLoop`.
public typealias CFRunLoop = RunLoop
/// A run-loop timer: Foundation's `Timer`, as toll-free bridging makes it on iOS.
public typealias CFRunLoopTimer = Timer

/// `CFAbsoluteTimeGetCurrent()`: seconds since 1 January 2001 on the wall clock, which on the
/// main thread stands still during set-up and moves with the recording's clock
/// (VirtualWallClock.swift), so intervals measured with it are the recording's.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}

/// A memory allocator. Only the default one exists here: pass `kCFAllocatorDefault` or nil.
public final class CFAllocator: Sendable {
    private init() {}
}

/// The default allocator (nil, as on iOS).
public let kCFAllocatorDefault: CFAllocator! = nil

/// A run-loop mode's name.
public struct CFRunLoopMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public var rawValue: String
    /// A mode named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The default mode.
    public static let defaultMode = CFRunLoopMode(rawValue: "kCFRunLoopDefaultMode")
    /// The common modes: the default mode and the tracking mode a scroll view runs in.
    public static let commonModes = CFRunLoopMode(rawValue: "kCFRunLoopCommonModes")
}

/// The default mode.
public let kCFRunLoopDefaultMode: CFRunLoopMode! = .defaultMode
/// The common modes.
public let kCFRunLoopCommonModes: CFRunLoopMode! = .commonModes

extension RunLoop {
    /// This run loop as Core Foundation's (the same loop here).
    public func getCFRunLoop() -> CFRunLoop { self }
}

/// The main thread's run loop.
public func CFRunLoopGetMain() -> CFRunLoop! { RunLoop.main }

/// The calling thread's run loop.
public func CFRunLoopGetCurrent() -> CFRunLoop! { RunLoop.current }

/// What a timer made by `CFRunLoopTimerCreate` calls: the timer and its context's `info`. (A
/// Swift function type: without Objective-C interoperability a C function cannot take a `Timer`;
/// a closure literal compiles as on iOS.)
public typealias CFRunLoopTimerCallBack = (CFRunLoopTimer?, UnsafeMutableRawPointer?) -> Void

/// The `info` a `CFRunLoopTimerCreate` callback gets, and how to keep it alive.
public struct CFRunLoopTimerContext {
    /// 0.
    public var version: CFIndex
    /// Passed to the callback.
    public var info: UnsafeMutableRawPointer?
    /// Called on `info` when the timer keeps it; its result is what the timer keeps.
    public var retain: (@convention(c) (UnsafeRawPointer?) -> UnsafeRawPointer?)?
    /// Called on `info` when the timer is invalidated.
    public var release: (@convention(c) (UnsafeRawPointer?) -> Void)?
    /// Describes `info` (not called here).
    public var copyDescription: ((UnsafeRawPointer?) -> Unmanaged<CFString>?)?

    /// An empty context.
    public init() {
        version = 0
        info = nil
        retain = nil
        release = nil
        copyDescription = nil
    }

    /// A context with each field.
    public init(version: CFIndex, info: UnsafeMutableRawPointer?,
                retain: (@convention(c) (UnsafeRawPointer?) -> UnsafeRawPointer?)?,
                release: (@convention(c) (UnsafeRawPointer?) -> Void)?,
                copyDescription: ((UnsafeRawPointer?) -> Unmanaged<CFString>?)?) {
        self.version = version
        self.info = info
        self.retain = retain
        self.release = release
        self.copyDescription = copyDescription
    }
}

/// A timer that calls `block` at `fireDate` (a `CFAbsoluteTime`) and, when `interval` is more
/// than 0, every `interval` seconds after. Add it to a run loop with `CFRunLoopAddTimer`.
public func CFRunLoopTimerCreateWithHandler(_ allocator: CFAllocator!, _ fireDate: CFAbsoluteTime, _ interval: CFTimeInterval,
                                            _ flags: CFOptionFlags, _ order: CFIndex,
                                            _ block: ((CFRunLoopTimer?) -> Void)!) -> CFRunLoopTimer! {
    nonisolated(unsafe) let handler = block
    return CoreFoundationTimer(fireDate: fireDate, interval: interval) { timer in handler?(timer) }
}

/// A timer that calls `callout` with `context`'s `info` at `fireDate` and, when `interval` is
/// more than 0, every `interval` seconds after (the context's `retain` is called on `info` now
/// and its `release` when the timer is invalidated).
public func CFRunLoopTimerCreate(_ allocator: CFAllocator!, _ fireDate: CFAbsoluteTime, _ interval: CFTimeInterval,
                                 _ flags: CFOptionFlags, _ order: CFIndex, _ callout: CFRunLoopTimerCallBack!,
                                 _ context: UnsafeMutablePointer<CFRunLoopTimerContext>!) -> CFRunLoopTimer! {
    let given = context?.pointee ?? CFRunLoopTimerContext()
    let kept = given.retain.map { retain in UnsafeMutableRawPointer(mutating: retain(given.info)) } ?? given.info
    nonisolated(unsafe) let info = kept
    nonisolated(unsafe) let call = callout
    let timer = CoreFoundationTimer(fireDate: fireDate, interval: interval) { timer in call?(timer, info) }
    if let release = given.release { timer.onInvalidate = { release(info) } }
    return timer
}

/// Adds `timer` to `rl`: on the main thread's run loop from the main thread, it fires on the
/// recording's clock, first at its fire date (how far that is from now on the wall clock, to the
/// millisecond); on another thread's run loop, on the real clock, listed as a problem in a
/// recording. Every mode is the same mode here.
public func CFRunLoopAddTimer(_ rl: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) {
    guard let rl, let timer else { return }
    guard MainQueue.isCurrent, rl === RunLoop.main || rl === RunLoop.current else {
        // Another thread's run loop: Foundation adds it there, and a recording lists it.
        rl.add(timer, forMode: RunLoop.Mode(mode?.rawValue ?? CFRunLoopMode.defaultMode.rawValue))
        return
    }
    // The fire date is a wall-clock date, which stands still in set-up and moves with the
    // recording (VirtualWallClock.swift): read to the millisecond, a date made as now + 1 s is
    // 1 s away exactly. A date already passed fires at once.
    let untilFire = max(0, (timer.fireDate.timeIntervalSinceNow * 1000).rounded() / 1000)
    VirtualFoundationTimers.schedule(timer, firstAfter: untilFire, every: timer.timeInterval > 0 ? timer.timeInterval : nil)
}

/// Removes `timer` from `rl`: here it stops for good, as `CFRunLoopTimerInvalidate` does (a
/// choice: re-adding a removed timer is not modelled).
public func CFRunLoopRemoveTimer(_ rl: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) {
    timer?.invalidate()
}

/// Stops `timer` for good.
public func CFRunLoopTimerInvalidate(_ timer: CFRunLoopTimer!) {
    timer?.invalidate()
}

/// Whether `timer` has not been invalidated.
public func CFRunLoopTimerIsValid(_ timer: CFRunLoopTimer!) -> Bool {
    timer?.isValid ?? false
}

/// The timer's interval (0 for a timer that fires once).
public func CFRunLoopTimerGetInterval(_ timer: CFRunLoopTimer!) -> CFTimeInterval {
    timer?.timeInterval ?? 0
}

/// Whether the timer repeats.
public func CFRunLoopTimerDoesRepeat(_ timer: CFRunLoopTimer!) -> Bool {
    (timer?.timeInterval ?? 0) > 0
}

/// When the timer fires next, as a `CFAbsoluteTime`.
public func CFRunLoopTimerGetNextFireDate(_ timer: CFRunLoopTimer!) -> CFAbsoluteTime {
    timer?.fireDate.timeIntervalSinceReferenceDate ?? 0
}

/// Moves the timer's next firing to `fireDate`: on the recording's clock when it was added to
/// the main run loop (then every interval after it), as iOS reschedules it.
public func CFRunLoopTimerSetNextFireDate(_ timer: CFRunLoopTimer!, _ fireDate: CFAbsoluteTime) {
    guard let timer, timer.isValid else { return }
    timer.fireDate = Date(timeIntervalSinceReferenceDate: fireDate)
    guard VirtualFoundationTimers.isScheduled(timer) else { return }
    let untilFire = max(0, (timer.fireDate.timeIntervalSinceNow * 1000).rounded() / 1000)
    VirtualFoundationTimers.schedule(timer, firstAfter: untilFire, every: timer.timeInterval > 0 ? timer.timeInterval : nil)
}

/// A timer made by `CFRunLoopTimerCreate…`: it keeps its fire date and interval (Foundation on
/// Linux keeps no interval for a timer that fires once) and releases its context when
/// invalidated.
final class CoreFoundationTimer: Timer {
    var onInvalidate: (() -> Void)?

    init(fireDate: CFAbsoluteTime, interval: CFTimeInterval, block: @escaping @Sendable (Timer) -> Void) {
        super.init(fire: Date(timeIntervalSinceReferenceDate: fireDate), interval: max(interval, 0), repeats: interval > 0, block: block)
    }

    override func invalidate() {
        let wasValid = isValid
        super.invalidate()
        if wasValid, let release = onInvalidate {
            onInvalidate = nil
            release()
        }
    }
}
