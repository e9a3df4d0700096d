// libFuzzer target: scene files. Any bytes must decode to a scene or a SceneFileError, and a
// decoded scene must simulate to a timeline or a SceneError, never crash or hang.
// Built and run by scripts/fuzz.sh (make fuzz), which lowers the limits so each input is quick.
import FlipbookScene

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let scene = try? SceneFile.decode(bytes, file: "fuzz.json") else { return 0 }
    if let timeline = try? scene.timeline() {
        _ = timeline.presentation(at: timeline.duration / 2)
        _ = timeline.warnings
    }
    return 0
}
