import Foundation
import Testing
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookUIKit

@Suite("CALayer.mask: the mask's alpha cuts the layer, its sublayers and its shadow")
@MainActor
struct MaskTests {
    func frame(_ timeline: Timeline, at time: Double) throws -> RGBAImage {
        let renderer = Flipbook.renderer(for: timeline, options: RenderOptions(scale: 1), fonts: try FontConfiguration())
        return try renderer.renderRGBA(timeline.presentation(at: time))
    }

    func scene(_ json: String) throws -> Timeline {
        try SceneFile.decode(Array(json.utf8), file: "mask.json").timeline()
    }

    /// A red 100 × 100 square at (10, 10) on white, masked by `mask` (a layer object).
    func masked(_ mask: String, extra: String = "") -> String {
        """
        {"flipbook": 1, "name": "mask", "canvas": {"width": 120, "height": 120}, "duration": 1,
         "layers": [{"id": "square", "frame": [10, 10, 100, 100], "backgroundColor": "#FF0000"\(extra),
                     "mask": \(mask)}]}
        """
    }

    @Test("A circle mask in a scene file: the square shows inside the circle and nothing at its corners")
    func circle() throws {
        let image = try frame(scene(masked("""
            {"id": "circle", "kind": "shape", "frame": [0, 0, 100, 100], "path": {"ellipse": [0, 0, 100, 100]},
             "fillColor": "black"}
            """)), at: 0)
        #expect(image.pixel(x: 60, y: 60) == (255, 0, 0, 255), "the centre")
        #expect(image.pixel(x: 13, y: 13) == (255, 255, 255, 255), "a corner, outside the circle")
        #expect(image.pixel(x: 60, y: 12).g < 40, "inside near the top edge")
    }

    @Test("Only the mask's alpha counts: a half-transparent blue mask shows the red square at half strength")
    func alphaOnly() throws {
        let image = try frame(scene(masked("""
            {"id": "veil", "frame": [0, 0, 100, 100], "backgroundColor": "#0000FF80"}
            """)), at: 0)
        let pixel = image.pixel(x: 60, y: 60)
        #expect(pixel.r == 255 && abs(Int(pixel.g) - 127) <= 2 && pixel.g == pixel.b, "red over white at 50 %: \(pixel)")
    }

    @Test("An animated mask wipes: the mask's position moves across, revealing the square from left to right")
    func wipe() throws {
        let timeline = try scene(masked("""
            {"id": "wipe", "frame": [-100, 0, 100, 100], "backgroundColor": "black",
             "animations": [{"key": "reveal", "type": "basic", "keyPath": "position.x", "fromValue": -50, "toValue": 50,
                             "duration": 1, "fillMode": "forwards", "removedOnCompletion": false}]}
            """))
        let half = try frame(timeline, at: 0.5)
        #expect(half.pixel(x: 55, y: 60).g < 5 && half.pixel(x: 65, y: 60).g > 250, "half revealed: the edge at x = 60")
        #expect(try frame(timeline, at: 0).pixel(x: 15, y: 60).g > 250, "nothing at the start")
        #expect(try frame(timeline, at: 1).pixel(x: 105, y: 60).g < 5, "everything at the end")
        #expect(timeline.layerIDs.contains("wipe"))
    }

    @Test("Sublayers and the shadow are cut too: nothing outside the mask, even beyond the bounds")
    func sublayersAndShadow() throws {
        let json = """
            {"flipbook": 1, "name": "mask", "canvas": {"width": 160, "height": 160}, "duration": 1,
             "layers": [{"id": "card", "frame": [30, 30, 100, 100], "backgroundColor": "#FF0000",
                         "shadowOpacity": 1, "shadowRadius": 0, "shadowOffset": [20, 20], "shadowColor": "black",
                         "mask": {"id": "m", "frame": [0, 0, 100, 100], "backgroundColor": "black"},
                         "sublayers": [{"id": "badge", "frame": [80, -20, 40, 40], "backgroundColor": "#00FF00"}]}]}
            """
        let image = try frame(scene(json), at: 0)
        #expect(image.pixel(x: 140, y: 140) == (255, 255, 255, 255), "the shadow, cut")
        #expect(image.pixel(x: 145, y: 20) == (255, 255, 255, 255), "the badge outside the mask, cut")
        #expect(image.pixel(x: 120, y: 35).g == 255 && image.pixel(x: 120, y: 35).r == 0, "the badge inside it, drawn")
        let unmasked = try frame(scene(json.replacingOccurrences(of: "\"mask\": {\"id\": \"m\", \"frame\": [0, 0, 100, 100], \"backgroundColor\": \"black\"},", with: "")), at: 0)
        #expect(unmasked.pixel(x: 140, y: 140).r == 0 && unmasked.pixel(x: 145, y: 20).g == 255, "without the mask both show")
    }

    @Test("A hidden mask shows nothing of the layer")
    func hiddenMask() throws {
        let image = try frame(scene(masked("""
            {"id": "off", "frame": [0, 0, 100, 100], "backgroundColor": "black", "hidden": true}
            """)), at: 0)
        #expect(image.pixel(x: 60, y: 60) == (255, 255, 255, 255))
    }

    @Test("In perspective the mask turns with the layer: a masked card's picture is cut before it is projected")
    func projectedMask() throws {
        let image = try frame(scene(masked("""
            {"id": "left", "frame": [0, 0, 50, 100], "backgroundColor": "black"}
            """, extra: #", "transform": [{"perspective": 500}, {"rotate3d": [0, 1, 0, "pi/6"]}]"#)), at: 0)
        let red = (0..<120).filter { image.pixel(x: $0, y: 60).g < 128 }
        #expect(!red.isEmpty && red.count < 50, "half the card, narrowed: \(red.count) columns")
    }

    @Test("UIKit: layer.mask and view.mask, the mask leaves its superlayer, and a mask replaced mid-recording")
    func uikit() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(view)
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
        view.layer.addSublayer(circle)
        view.layer.mask = circle
        #expect(circle.superlayer == nil && view.layer.sublayers == nil, "a mask has no superlayer")
        let topHalf = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        topHalf.backgroundColor = .black
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.5)
            view.mask = topHalf
        }
        #expect(timeline.problems.isEmpty)
        let before = try frame(timeline, at: 0.25), after = try frame(timeline, at: 0.75)
        #expect(before.pixel(x: 13, y: 13).g == 255 && before.pixel(x: 60, y: 100).g < 5, "the circle: corner cut, bottom shown")
        #expect(after.pixel(x: 13, y: 13).g < 5 && after.pixel(x: 60, y: 100).g == 255, "the top half: corner shown, bottom cut")
    }
}
