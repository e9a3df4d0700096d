import Foundation
import Testing
@testable import FlipbookScene
import FlipbookTiming

/// Text, image, shape and gradient properties: decoding, validation and animation.
@Suite("Layer contents")
struct LayerContentTests {
    func decode(_ layers: String, parameters: String = "{}") throws -> Timeline {
        try SceneFile.decode(Array("""
            {"flipbook": 1, "canvas": {"width": 375, "height": 100}, "parameters": \(parameters), "layers": [\(layers)]}
            """.utf8), file: "c.json").timeline()
    }

    func failure(_ layers: String) -> String? {
        do {
            _ = try decode(layers)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("Text: {expressions} fill in parameters; weights by name; alignment and wrapping")
    func text() throws {
        let timeline = try decode("""
            {"id": "tip", "kind": "text", "string": "刷新到{$count}条数据 {{ok}}", "font": "PingFang SC",
             "fontSize": 14, "fontWeight": "semibold", "alignmentMode": "center", "wrapped": true}
            """, parameters: #"{"count": 12}"#)
        let tip = try #require(timeline.presentation(at: 0).layer(withID: "tip"))
        #expect(tip[.string] == .string("刷新到12条数据 {ok}"))
        #expect(tip[.font] == .string("PingFang SC"))
        #expect(tip[.fontWeight] == .number(600))
        #expect(tip[.alignmentMode] == .string("center"))
        #expect(tip[.wrapped] == .bool(true))
        #expect(tip[.truncationMode] == .string("none"), "the default")
    }

    @Test("Shapes: SVG data, rect, rounded rect and ellipse; paths blend point by point")
    func shapes() throws {
        let timeline = try decode("""
            {"id": "ring", "kind": "shape", "path": {"ellipse": [0, 0, 40, 20]}, "lineCap": "round",
             "animations": [{"key": "grow", "type": "basic", "keyPath": "path", "duration": 1,
                             "fromValue": "M0 0 L10 0", "toValue": "M0 10 L30 0"}]}
            """)
        let ring = try #require(timeline.presentation(at: 0.5).layer(withID: "ring"))
        #expect(ring[.path] == .path(try SVGPathParser.parse("M0 5 L20 0")))
        #expect(ring[.lineCap] == .string("round"))
        let resting = try #require(timeline.presentation(at: 2).layer(withID: "ring"))
        guard case .path(let ellipse) = resting[.path] else {
            Issue.record("no path")
            return
        }
        #expect(ellipse.elements.first == .move(Point(x: 40, y: 10)), "starts at the rightmost point")
        #expect(ellipse.elements.count == 6)
        let rounded = BezierPath.roundedRect(Rect(x: 0, y: 0, width: 10, height: 4), radius: 5)
        #expect(rounded.elements[0] == .move(Point(x: 2, y: 0)), "radius clamped to half the height")
    }

    @Test("Paths of different shapes switch at the end instead of blending")
    func mismatchedPaths() throws {
        let a = AnimationValue.path(try SVGPathParser.parse("M0 0 L1 1"))
        let b = AnimationValue.path(try SVGPathParser.parse("M0 0 L1 1 L2 2"))
        #expect(a.interpolated(to: b, fraction: 0.5) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
    }

    @Test("Gradients: colors and locations animate element-wise")
    func gradient() throws {
        let timeline = try decode("""
            {"id": "fade", "kind": "gradient", "colors": ["#000000", "#FFFFFF"], "locations": [0, 1],
             "animations": [{"key": "shift", "type": "basic", "keyPath": "locations", "toValue": [0.5, 1], "duration": 1,
                             "fillMode": "forwards", "removedOnCompletion": false}]}
            """)
        let fade = try #require(timeline.presentation(at: 0.5).layer(withID: "fade"))
        #expect(fade[.locations] == .numbers([0.25, 1]))
        #expect(fade[.colors] == .colors([.black, .white]))
    }

    @Test("Image contents and patterns resolve against the scene file's folder")
    func contents() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-contents-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("banner.json")
        try Data("""
            {"flipbook": 1, "canvas": {"width": 10, "height": 10},
             "layers": [{"id": "bg", "backgroundPattern": "images/tile.png", "contents": "images/icon.png",
                         "contentsGravity": "resizeAspect"}]}
            """.utf8).write(to: file)
        let timeline = try SceneFile.load(path: file.path).timeline()
        #expect(timeline.resourceDirectory == folder.path)
        let layer = try #require(timeline.presentation(at: 0).layer(withID: "bg"))
        #expect(layer[.contents] == .string("images/icon.png"))
        #expect(layer[.contentsGravity] == .string("resizeAspect"))
        #expect(layer[.backgroundPattern] == .string("images/tile.png"))
    }

    @Test("Errors: unknown names are listed; properties belong to their kinds", arguments: [
        (#"{"id": "a", "contentsGravity": "fill"}"#,
         "c.json: layers[0].contentsGravity: unknown contentsGravity \"fill\"; expected one of resize, resizeAspect"),
        (#"{"id": "a", "kind": "shape", "lineCap": "rund"}"#,
         "c.json: layers[0].lineCap: unknown lineCap \"rund\"; did you mean 'round'?"),
        (#"{"id": "a", "string": "hi"}"#,
         #"c.json: layers[0].string: 'string' is a property of "text" layers, and this layer's kind is "layer"; set "kind": "text""#),
        (#"{"id": "a", "kind": "text", "string": "{$nope}"}"#,
         "c.json: layers[0].string: unknown parameter '$nope' in {$nope}"),
        (#"{"id": "a", "kind": "text", "string": "a } b"}"#, "c.json: layers[0].string: unmatched '}'"),
        (#"{"id": "a", "kind": "shape", "path": "M0 0 Lx"}"#,
         "c.json: layers[0].path: path data, character 7: expected a number"),
        (#"{"id": "a", "kind": "shape", "path": {"rect": [0, 0, 1, 1], "radius": 2}}"#,
         "c.json: layers[0].path.radius: radius goes with roundedRect only"),
        (##"{"id": "a", "kind": "gradient", "colors": ["#000", "tomato"]}"##,
         "c.json: layers[0].colors[1]: unknown colour \"tomato\""),
    ])
    func errors(layer: String, expected: String) {
        let message = failure(layer)
        #expect(message?.hasPrefix(expected) == true, "got: \(message ?? "no error")")
    }
}
