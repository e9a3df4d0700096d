// libFuzzer target: Lottie files as Flipbook reads them (the header, a dotLottie archive's ZIP
// and inflate, slots) and imports them onto its engine (the importer, then the simulation of
// the layers and animations it makes). Any bytes must read or throw, import or warn.
import FlipbookLottie

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLottieReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // "PK" starts a ZIP: read it as a .lottie archive, anything else as animation JSON.
    let isArchive = bytes.starts(with: [0x50, 0x4B])
    if let file = try? LottieFile(bytes: bytes, isArchive: isArchive, fallbackName: "fuzz") {
        _ = file.slotNames
        _ = try? file.resolvingSlots([])
        _ = try? file.resolvingSlots(file.slotNames.prefix(1).map { ($0, "#FF0000") })
        if let timeline = try? file.scene(path: "fuzz.json").timeline() {
            _ = timeline.presentation(at: timeline.duration / 2)
        }
    }
    return 0
}
