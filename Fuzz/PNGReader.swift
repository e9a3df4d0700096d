// libFuzzer target: the PNG reader (libpng through the C shim). Any bytes must decode or throw.
import FlipbookPNG

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? PNGCodec.decode(Array(UnsafeBufferPointer(start: data, count: size)), maximumPixels: 4_194_304)
    return 0
}
