// libFuzzer target: the GIF reader (giflib, then frame compositing in Swift).
import FlipbookGIF

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGIFReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? GIFDecoder.decode(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
