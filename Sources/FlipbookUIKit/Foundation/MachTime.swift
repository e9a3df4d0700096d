import Foundation

// `mach_absolute_time` and `mach_timebase_info`, which iOS code gets from Darwin through
// `import UIKit`. (A module named Darwin cannot be offered on Linux: SwiftPM's generated test
// runner takes `#if canImport(Darwin)` to mean Apple's XCTest, and fails to compile.)

/// The tick rate of `mach_absolute_time()`: here one tick is a nanosecond (numer = denom = 1).
public struct mach_timebase_info_data_t: Sendable {
    /// The numerator of the tick-to-nanosecond ratio.
    public var numer: UInt32
    /// The denominator of the tick-to-nanosecond ratio.
    public var denom: UInt32

    /// Zeros, to be filled by `mach_timebase_info`.
    public init() { numer = 0; denom = 0 }
    /// A ratio of your own.
    public init(numer: UInt32, denom: UInt32) {
        self.numer = numer
        self.denom = denom
    }
}

/// Fills `info` with the tick rate of `mach_absolute_time()` and returns `KERN_SUCCESS` (0).
@discardableResult
public func mach_timebase_info(_ info: UnsafeMutablePointer<mach_timebase_info_data_t>) -> Int32 {
    info.pointee = mach_timebase_info_data_t(numer: 1, denom: 1)
    return 0
}

/// Nanoseconds on Core Animation's clock: inside a recording, the virtual time since it started
/// (as `CACurrentMediaTime()`), so frame-timing code that measures with it sees the recording's
/// time, never the machine's.
public func mach_absolute_time() -> UInt64 {
    UInt64((CACurrentMediaTime() * 1_000_000_000).rounded())
}
