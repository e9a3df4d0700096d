import Foundation
import Testing
@testable import FlipbookScene
import FlipbookTiming

@Suite("SVG path data")
struct SVGPathTests {
    @Test("Absolute and relative lines, implicit line-tos, H, V and Z")
    func lines() throws {
        let path = try SVGPathParser.parse("M10 10 20 10 v10 h-10 z m5,5 l1 1")
        #expect(path.elements == [
            .move(Point(x: 10, y: 10)), .line(Point(x: 20, y: 10)), .line(Point(x: 20, y: 20)),
            .line(Point(x: 10, y: 20)), .close, .move(Point(x: 15, y: 15)), .line(Point(x: 16, y: 16)),
        ])
    }

    @Test("Quadratics become cubics with controls two thirds of the way; S reflects the last control")
    func curves() throws {
        let quad = try SVGPathParser.parse("M0 0 Q30 30 60 0")
        #expect(quad.elements.last == .curve(Point(x: 20, y: 20), Point(x: 40, y: 20), Point(x: 60, y: 0)))
        let smooth = try SVGPathParser.parse("M0 0 C0 10 10 10 10 0 S20 -10 20 0")
        #expect(smooth.elements.last == .curve(Point(x: 10, y: -10), Point(x: 20, y: -10), Point(x: 20, y: 0)))
    }

    @Test("A half-circle arc passes through the top of the circle")
    func arc() throws {
        let path = try SVGPathParser.parse("M0 50 A50 50 0 0 1 100 50")
        let points = path.flattenedElements().flatMap { $0 }
        let top = try #require(points.min { $0.y < $1.y })
        #expect(abs(top.y - 0) < 0.05)
        #expect(abs(top.x - 50) < 1)
        #expect(points.allSatisfy { abs($0.distance(to: Point(x: 50, y: 50)) - 50) < 0.05 })
    }

    @Test("Errors give the position and what was expected")
    func errors() {
        #expect(throws: SVGPathError(position: 1, message: "expected a command letter (M, L, H, V, C, S, Q, T, A or Z)")) {
            try SVGPathParser.parse("10 10")
        }
        #expect(throws: SVGPathError(position: 7, message: "expected a number")) { try SVGPathParser.parse("M1 1 Lx") }
        #expect(throws: SVGPathError(position: 5, message: "unknown command 'K'; expected M, L, H, V, C, S, Q, T, A or Z")) {
            try SVGPathParser.parse("M1 1K")
        }
        #expect(throws: SVGPathError(position: 13, message: "expected an arc flag, 0 or 1")) {
            try SVGPathParser.parse("M0 0 A5 5 0 2 1 3 3")
        }
    }
}

@Suite("Keyframe paths")
struct KeyframePathTests {
    func timeline(_ extra: String) throws -> Timeline {
        try SceneFile.decode(Array("""
            {"flipbook": 1, "canvas": {"width": 100, "height": 100},
             "layers": [{"id": "box", "animations": [{"key": "move", "type": "keyframe", "keyPath": "position",
                          "path": "M0 0 L100 0 L100 300", "duration": 2\(extra)}]}]}
            """.utf8), file: "path.json").timeline()
    }

    @Test("Linear: each path element gets an equal share of the time")
    func equalShares() throws {
        let timeline = try timeline("")
        #expect(near(timeline.number("position.x", at: 0.5), 50))
        #expect(near(timeline.number("position.y", at: 1.5), 150))
    }

    @Test("keyTimes give each vertex its time; timingFunctions ease each element")
    func keyTimesAndFunctions() throws {
        let timeline = try timeline(#", "keyTimes": [0, 0.75, 1], "timingFunctions": ["linear", "easeInEaseOut"]"#)
        #expect(near(timeline.number("position.x", at: 0.75), 50), "the first leg takes 1.5 s")
        #expect(near(timeline.number("position.y", at: 1.625), 300 * 0.129162, 1e-3))
        #expect(throws: SceneFileError(file: "path.json", path: "layers[0].animations[0].keyTimes",
                                       message: "expected 3 (one per path vertex) entries, found 2")) {
            try self.timeline(#", "keyTimes": [0, 1]"#)
        }
    }

    @Test("Paced: constant speed over the whole length (100 + 300)")
    func paced() throws {
        let timeline = try timeline(#", "calculationMode": "paced""#)
        #expect(near(timeline.number("position.x", at: 0.25), 50))
        #expect(near(timeline.number("position.y", at: 1.5), 200))
    }

    @Test("Along a curve the layer keeps to the curve at constant speed by its true length, as a fine polyline measures it")
    func curveAtArcLength() throws {
        // An arch from (0, 0) to (100, 0) through (50, 75), over 2 s. The oracle: a polyline of
        // 200 000 equal parameter steps, walked to a quarter and three fifths of its length.
        let timeline = try SceneFile.decode(Array("""
            {"flipbook": 1, "canvas": {"width": 100, "height": 100},
             "layers": [{"id": "box", "animations": [{"key": "move", "type": "keyframe", "keyPath": "position",
                          "path": "M0 0 C0 100 100 100 100 0", "duration": 2, "rotationMode": "auto"}]}]}
            """.utf8), file: "arch.json").timeline()
        func arch(_ t: Double) -> (x: Double, y: Double) {
            let u = 1 - t
            return (3 * u * t * t * 100 + t * t * t * 100, 3 * u * u * t * 100 + 3 * u * t * t * 100)
        }
        let steps = 200_000
        var lengths = [0.0]
        for index in 1...steps {
            let (a, b) = (arch(Double(index - 1) / Double(steps)), arch(Double(index) / Double(steps)))
            lengths.append(lengths[index - 1] + ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot())
        }
        for fraction in [0.25, 0.6] {
            let step = lengths.firstIndex { $0 >= fraction * lengths[steps] }!
            let (expected, next) = (arch(Double(step) / Double(steps)), arch(Double(step + 1) / Double(steps)))
            let time = 2 * fraction
            #expect(near(timeline.number("position.x", at: time), expected.x, 1e-3), "x at \(fraction) of the length")
            #expect(near(timeline.number("position.y", at: time), expected.y, 1e-3), "y at \(fraction) of the length")
            #expect(near(timeline.number("transform.rotation.z", at: time), atan2(next.y - expected.y, next.x - expected.x), 1e-3))
        }
    }

    @Test("rotationMode auto turns the layer to the tangent; autoReverse adds π")
    func rotation() throws {
        let auto = try timeline(#", "rotationMode": "auto""#)
        #expect(near(auto.number("transform.rotation.z", at: 0.5), 0))
        #expect(near(auto.number("transform.rotation.z", at: 1.5), .pi / 2))
        let reverse = try timeline(#", "rotationMode": "autoReverse""#)
        #expect(near(reverse.number("transform.rotation.z", at: 1.5), -.pi / 2), "3π/2 reads as −π/2")
    }

    @Test("Bad path data names the character; a path needs a point key path")
    func errors() {
        #expect(throws: SceneFileError(file: "p.json", path: "layers[0].animations[0].path",
                                       message: "path data, character 4: expected a number")) {
            try SceneFile.decode(Array("""
                {"flipbook": 1, "canvas": {"width": 1, "height": 1}, "layers": [{"id": "d", "animations":
                 [{"key": "k", "type": "keyframe", "keyPath": "position", "path": "M0 Lq"}]}]}
                """.utf8), file: "p.json")
        }
        #expect(throws: SceneFileError(file: "p.json", path: "layers[0].animations[0].keyPath",
                                       message: "a path animates a point key path such as position, found 'opacity'")) {
            try SceneFile.decode(Array("""
                {"flipbook": 1, "canvas": {"width": 1, "height": 1}, "layers": [{"id": "d", "animations":
                 [{"key": "k", "type": "keyframe", "keyPath": "opacity", "path": "M0 0 L1 1"}]}]}
                """.utf8), file: "p.json")
        }
    }
}
