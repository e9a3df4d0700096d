import Dispatch
import Foundation

// `DispatchTime.now()` in a file that imports UIKit reads Dispatch's clock as always, and notes
// the read when it happens on the main thread, so that `asyncAfter(deadline: .now() + t)` on the
// main queue runs exactly `t` after the instant of the read on the recording's clock.
//
// Without it, the main queue's `asyncAfter` could only measure its delay as the deadline less
// Dispatch's clock at the call, and any real time between the caller's `.now()` and the call (the
// process descheduled on a loaded machine) would move the work on the virtual clock: work
// scheduled for 2 s landed anywhere up to tens of milliseconds early.
//
// The property below is found before Dispatch's method for `.now()` and `DispatchTime.now()`
// (a static property whose value is callable ranks ahead of the method of the same name), so
// the calls reach it unchanged; a reference to the method itself (`DispatchTime.now` as a
// function) still finds Dispatch's.

extension DispatchTime {
    /// `DispatchTime.now()`: Dispatch's clock, noted on the main thread for the virtual clock.
    public static var now: DispatchTimeReading { DispatchTimeReading() }
}

/// What `DispatchTime.now` is in a file that imports UIKit: call it, as `DispatchTime.now()`
/// or `.now()`, for the current time.
public struct DispatchTimeReading: Sendable {
    /// Dispatch's current time; on the main thread (or queue) the read is remembered with the recording's
    /// instant (the start of the next recording, before one runs).
    public func callAsFunction() -> DispatchTime {
        let dispatchNow: () -> DispatchTime = DispatchTime.now
        let time = dispatchNow()
        if MainQueue.isCurrent { ClockReads.note(time) }
        return time
    }
}

/// The latest read of `DispatchTime.now()` on the main thread, and the virtual instant it was
/// made at.
enum ClockReads {
    struct Read {
        /// Dispatch's time read.
        let uptimeNanoseconds: UInt64
        /// The recording it was read in (or, read before one, the recording that comes next).
        let recording: Int
        /// Seconds on that recording's clock (0: read before it started).
        let instant: Double
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var latest: Read?

    static func note(_ time: DispatchTime) {
        let (recording, instant) = RecordingContext.clockPosition
        lock.lock()
        latest = Read(uptimeNanoseconds: time.uptimeNanoseconds, recording: recording, instant: instant)
        lock.unlock()
    }

    /// The instant on the current (or next) recording's clock that `deadline` stands for:
    /// measured from the latest main-thread read when the deadline was made from it (one read in
    /// this recording, not before it), else from Dispatch's clock now, to the millisecond. Nil
    /// for a deadline that never comes (`.distantFuture`).
    static func instant(of deadline: DispatchTime) -> Double? {
        guard deadline != .distantFuture else { return nil }
        let (recording, now) = RecordingContext.clockPosition
        lock.lock()
        let read = latest
        lock.unlock()
        if let read, read.recording == recording, deadline.uptimeNanoseconds >= read.uptimeNanoseconds {
            return read.instant + Double(deadline.uptimeNanoseconds - read.uptimeNanoseconds) / 1e9
        }
        let dispatchNow: () -> DispatchTime = DispatchTime.now
        let nanoseconds = Double(deadline.uptimeNanoseconds) - Double(dispatchNow().uptimeNanoseconds)
        return now + (nanoseconds / 1e6).rounded() / 1e3
    }
}
