// Dispatch's time constants, which Apple platforms import from <dispatch/time.h> and the Linux
// Dispatch module does not export. Code that schedules with
// `.now() + Double(Int64(delay * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)` uses them.

/// Nanoseconds in a second.
public var NSEC_PER_SEC: UInt64 { 1_000_000_000 }
/// Nanoseconds in a millisecond.
public var NSEC_PER_MSEC: UInt64 { 1_000_000 }
/// Microseconds in a second.
public var USEC_PER_SEC: UInt64 { 1_000_000 }
/// Nanoseconds in a microsecond.
public var NSEC_PER_USEC: UInt64 { 1_000 }
