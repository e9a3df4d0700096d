import Foundation
import Testing
import FlipbookRender
import FlipbookScene

/// Dashes are laid along a path's true length, as Core Graphics lays them, not along the
/// straight pieces Cairo flattens curves into (each shorter than its arc).
@Suite("Dashes along curves")
struct DashTests {
    @Test("On a circle of radius 100, dashes a quarter turn long start exactly at the quarter points")
    func dashesFollowTheTrueLength() throws {
        // A circle of four cubic quarters about (150, 150), from its rightmost point, clockwise
        // on screen: down to the bottom, the left, the top. By symmetry each quarter has the
        // same length q, measured here on 100 000 straight pieces; a pattern of q/2 on, q/2 off
        // starts a dash at every quarter point. At the leftmost point (50, 150) a 20-point
        // stroke's dash runs upwards, its butt end the line y = 150; at the top (150, 50) it
        // runs right, its end the line x = 150: pixels on either side are fully drawn or not.
        let k = 0.5522847498307936 * 100
        let quarter = [(250.0, 150.0), (250, 150 + k), (150 + k, 250), (150, 250)]
        var length = 0.0, previous = quarter[0]
        for step in 1...100_000 {
            let t = Double(step) / 100_000, u = 1 - t
            let x = u * u * u * quarter[0].0 + 3 * u * u * t * quarter[1].0 + 3 * u * t * t * quarter[2].0 + t * t * t * quarter[3].0
            let y = u * u * u * quarter[0].1 + 3 * u * u * t * quarter[1].1 + 3 * u * t * t * quarter[2].1 + t * t * t * quarter[3].1
            length += hypot(x - previous.0, y - previous.1)
            previous = (x, y)
        }
        let path = "M 250 150 C 250 \(150 + k) \(150 + k) 250 150 250 C \(150 - k) 250 50 \(150 + k) 50 150 "
            + "C 50 \(150 - k) \(150 - k) 50 150 50 C \(150 + k) 50 250 \(150 - k) 250 150 Z"
        let json = """
            {"flipbook": 1, "name": "dashes", "canvas": {"width": 300, "height": 300, "scale": 1, "background": "white"},
             "duration": 1, "layers": [{"id": "ring", "kind": "shape", "frame": [0, 0, 300, 300], "path": "\(path)",
              "fillColor": "clear", "strokeColor": "black", "lineWidth": 20, "lineDashPattern": [\(length / 2), \(length / 2)]}]}
            """
        let timeline = try SceneFile.decode(Array(json.utf8), file: "dashes.json").timeline()
        let frame = try Renderer(fonts: try FontConfiguration(), scale: 1).render(timeline.presentation(at: 0))
        // Flattened at Cairo's default tolerance these were 9 and 10 levels off (0.04 pixel).
        for (x, y, drawn) in [(50, 149, true), (50, 150, false), (150, 50, true), (149, 50, false)] {
            let grey = Int(frame.pixel(x: x, y: y).r)
            #expect(abs(grey - (drawn ? 0 : 255)) <= 2, "(\(x), \(y)): \(grey)")
        }
    }
}
