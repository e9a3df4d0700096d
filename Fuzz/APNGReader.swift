// libFuzzer target: the APNG reader (chunk walking written in Swift, frames through libpng).
import FlipbookPNG

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAPNGReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? APNG.decode(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
