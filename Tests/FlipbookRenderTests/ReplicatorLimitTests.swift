import Foundation
import Testing
import FlipbookRender
import FlipbookScene

@Suite("Replicator copies past the drawable scale")
struct ReplicatorLimitTests {
    static let fonts = try! FontConfiguration()

    @Test("Copies scaled over a million times are not drawn: copy 6 (10⁶×) is the last one drawn")
    func copiesPastTheLimit() throws {
        // A 1-pt white square at the replicator's centre, each copy 10× the one before about the
        // centre and tinted 0.1 less red: copy k covers the canvas from k = 2 on, in red 1 − 0.1k.
        let json = """
            {"flipbook": 1, "canvas": {"width": 40, "height": 40, "scale": 1, "background": "black"}, "duration": 1,
             "layers": [{"id": "growth", "kind": "replicator", "frame": [0, 0, 40, 40], "instanceCount": 10,
               "instanceTransform": [{"scale": 10}], "instanceRedOffset": -0.1,
               "sublayers": [{"id": "square", "frame": [19.5, 19.5, 1, 1], "backgroundColor": "#FFFFFF"}]}]}
            """
        let timeline = try SceneFile.decode(Array(json.utf8), file: "growth.json").timeline()
        let frame = try Renderer(fonts: Self.fonts, scale: 1).render(timeline.presentation(at: 0))
        // Copy 6's red, 0.4 × 255: copies 7 to 9 (red 0.3 to 0.1) were not drawn over it.
        #expect(frame.pixel(x: 5, y: 5) == (102, 255, 255, 255))
    }
}
