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
