// The `Darwin` product on Linux: what iOS code takes from Darwin, for a target that depends on
// it. Its module cannot be named Darwin: SwiftPM's generated test runner reads
// `#if canImport(Darwin)` as Apple's XCTest and fails to compile when one exists. So a file
// that writes `import Darwin` compiles through the FlipbookPort plugin (which reads it as
// `import Foundation`), or with `#if canImport(Glibc)` around it; the calls themselves come
// with this product (and with `import UIKit`, as on iOS):
//
// - C's library, through Foundation: `arc4random`, `arc4random_uniform` (Glibc has them),
//   `sqrt`, `pow`, `usleep`…
// - `mach_absolute_time()` on the recording's clock, in nanoseconds, and `mach_timebase_info`.
@_exported import Foundation
@_exported import func FlipbookUIKit.mach_absolute_time
@_exported import func FlipbookUIKit.mach_timebase_info
@_exported import struct FlipbookUIKit.mach_timebase_info_data_t
