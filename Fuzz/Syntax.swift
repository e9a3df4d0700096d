// libFuzzer target: the two small languages inside scene files, SVG path data and number
// expressions (also as a text's {…}). Any string must parse or fail with an error, and a scene
// using it must simulate or fail with an error: never crash, overflow the stack or hang.
// Built and run by scripts/fuzz.sh (make fuzz).
import FlipbookScene

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSyntax(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? SVGPathParser.parse(text)
    // The same string as a number, a condition, a text expression and a keyframe path.
    let quoted = ValueTable.jsonString(text)
    let json = #"{"flipbook": 1, "canvas": {"width": 10, "height": 10}, "duration": 1, "parameters": {"p": 2}, "#
        + #""layers": [{"id": "t", "kind": "text", "bounds": [0, 0, 10, 10], "opacity": \#(quoted), "#
        + #""string": {"if": \#(quoted), "then": "a", "else": "b"}}], "#
        + #""timeline": [{"at": 0, "layer": "t", "add": {"key": "k", "type": "keyframe", "keyPath": "position", "#
        + #""path": \#(quoted), "duration": 1}}]}"#
    if let scene = try? SceneFile.decode(Array(json.utf8), file: "fuzz.json"), let timeline = try? scene.timeline() {
        _ = timeline.presentation(at: 0.5)
    }
    return 0
}
