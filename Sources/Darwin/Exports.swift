// `import Darwin` on Linux: the C library (Glibc, which has `arc4random` and
// `arc4random_uniform`) and Foundation under Apple's module name, and the few Darwin-only calls
// iOS animation code makes (`MachTime.swift`), so a file written for iOS compiles unchanged.
// Depend on this product for Linux only: in a target that does, `#if canImport(Darwin)` is true.
@_exported import Foundation
@_exported import Glibc
