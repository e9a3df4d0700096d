import Foundation
import Testing
@testable import FlipbookScene
import FlipbookTiming

/// `Assets/scenes/animation-kinds.json`: hand-computed values, and the same scene in Swift.
@Suite("animation-kinds.json")
struct AnimationKindsSceneTests {
    static let path = SceneFileTests.scenesFolder.appendingPathComponent("animation-kinds.json").path

    /// The file's scene written with the Swift API.
    func swiftScene() throws -> Scene {
        let scene = Scene(name: "animation-kinds", canvas: Canvas(width: 200, height: 200,
                          background: Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7)), duration: 3)
        func key(_ text: String) -> LayerKeyPath { LayerKeyPath(text)! }

        let box = Layer(id: "box")
        box.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        box.position = Point(x: 20, y: 30)
        box.backgroundColor = Color(red8: 0x00, green8: 0x7A, blue8: 0xFF)
        box[.cornerRadius] = .number(6)
        var slide = Animation.basic(key("position.x"), from: .number(20), by: .number(160))
        slide.duration = 2
        slide.timingFunction = .easeInEaseOut
        slide.fillMode = .forwards
        slide.isRemovedOnCompletion = false
        box.add(slide, forKey: "slide")
        var blink = Animation.keyframes(key("opacity"), try KeyframeTrack(values: [.number(1), .number(0.2), .number(1)],
                                                                            keyTimes: [0, 0.25, 1]))
        blink.duration = 2
        box.add(blink, forKey: "blink")

        let ball = Layer(id: "ball")
        ball.position = Point(x: 100, y: 40)
        ball.bounds = Rect(x: 0, y: 0, width: 24, height: 24)
        ball.backgroundColor = Color(red8: 0xFF, green8: 0x3B, blue8: 0x30)
        ball[.cornerRadius] = .number(12)
        ball.add(.spring(key("position.y"), Spring(damping: 10), from: .number(40), to: .number(160)), forKey: "drop")

        let badge = Layer(id: "badge")
        badge.position = Point(x: 50, y: 150)
        badge.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
        badge.backgroundColor = Color(red8: 0x34, green8: 0xC7, blue8: 0x59)
        var scale = Animation.basic(key("transform.scale"), from: .number(0.5), to: .number(1.5))
        scale.duration = 1
        var turn = Animation.basic(key("transform.rotation.z"), from: .number(0), to: .number(.pi / 2))
        turn.duration = 2
        var pop = Animation.group([scale, turn])
        pop.duration = 1
        pop.beginTime = 0.5
        pop.fillMode = .backwards
        badge.add(pop, forKey: "pop")

        let ring = Layer(id: "ring", kind: .shape)
        ring.position = Point(x: 150, y: 150)
        ring.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        ring[.path] = .path(.ellipse(in: Rect(x: 0, y: 0, width: 40, height: 40)))
        ring[.fillColor] = .color(.clear)
        ring[.strokeColor] = .color(Color(red8: 0x58, green8: 0x56, blue8: 0xD6))
        ring[.lineWidth] = .number(4)
        var draw = Animation.basic(key("strokeEnd"), from: .number(0), to: .number(1))
        draw.duration = 1.5
        ring.add(draw, forKey: "draw")

        let dot = Layer(id: "dot")
        dot.position = Point(x: 20, y: 190)
        dot.bounds = Rect(x: 0, y: 0, width: 8, height: 8)
        dot.backgroundColor = Color(red8: 0xFF, green8: 0x95, blue8: 0x00)
        var trace = Animation(keyPath: key("position"), content: .path(try KeyframePath(
            path: SVGPathParser.parse("M20 190 L180 190 L180 70"), rotationMode: .auto, paced: true)))
        trace.duration = 2.8
        trace.fillMode = .forwards
        trace.isRemovedOnCompletion = false
        dot.add(trace, forKey: "trace")

        for layer in [box, ball, badge, ring, dot] { scene.addLayer(layer) }
        return scene
    }

    @Test("Hand-computed values of every kind")
    func values() throws {
        let timeline = try SceneFile.load(path: Self.path).timeline()
        // basic + byValue + easeInEaseOut: 20 + 160 × 0.129162 at a quarter.
        #expect(near(timeline.number("position.x", at: 0.5, layer: "box"), 20 + 160 * 0.129162, 1e-4))
        #expect(near(timeline.number("position.x", at: 2.5, layer: "box"), 180), "forward fill")
        // keyframe with keyTimes: 1 → 0.2 over 0.5 s, then back over 1.5 s.
        #expect(near(timeline.number("opacity", at: 0.25, layer: "box"), 0.6))
        #expect(near(timeline.number("opacity", at: 1.25, layer: "box"), 0.6))
        // spring, CASpringAnimation defaults: progress 1.124355 at 0.3 s.
        #expect(near(timeline.number("position.y", at: 0.3, layer: "ball"), 40 + 120 * 1.124355, 1e-4))
        // group: backwards fill before 0.5 s shows the children's start; children clipped at 1 s.
        #expect(near(timeline.number("transform.scale.x", at: 0.2, layer: "badge"), 0.5))
        #expect(near(timeline.number("transform.scale.x", at: 1, layer: "badge"), 1))
        #expect(near(timeline.number("transform.rotation.z", at: 1.4, layer: "badge"), .pi / 2 * 0.45))
        #expect(near(timeline.number("transform.rotation.z", at: 1.6, layer: "badge"), 0), "the group ended")
        // shape strokeEnd.
        #expect(near(timeline.number("strokeEnd", at: 0.75, layer: "ring"), 0.5))
        // paced path, 160 + 120 pt in 2.8 s: 100 pt/s; turned to the tangent.
        #expect(near(timeline.number("position.x", at: 1, layer: "dot"), 120))
        #expect(near(timeline.number("position.y", at: 2, layer: "dot"), 150))
        #expect(near(timeline.number("transform.rotation.z", at: 2, layer: "dot"), -.pi / 2))
    }

    @Test("The file and its Swift equivalent give identical timelines")
    func equivalence() throws {
        let file = try SceneFile.load(path: Self.path).timeline()
        let swift = try swiftScene().timeline()
        #expect(file.events == swift.events)
        #expect(file.layerIDs == swift.layerIDs)
        #expect(file.canvas == swift.canvas)
        for step in 0...60 {
            let time = Double(step) * 0.05
            let a = file.presentation(at: time)
            let b = swift.presentation(at: time)
            for id in file.layerIDs {
                for property in LayerProperty.allCases {
                    #expect(a.layer(withID: id)?[property] == b.layer(withID: id)?[property], "\(id).\(property) at \(time)")
                }
            }
        }
    }
}
