import Foundation
import Testing
import FlipbookRender
import FlipbookScene

/// A layer's shadow is cast by its composited alpha channel (Apple's `shadowPath`: without a
/// path, "the layer's composited alpha channel"): what the layer and its sublayers draw, as
/// drawn. Every shadow here is black, unblurred (radius 0) and fully opaque on white at 1x, so
/// each pixel is either the shadow (0), the page (255) or a layer's own colour.
@Suite("Shadows cast by what a layer draws")
struct ShadowTests {
    static let fonts = try! FontConfiguration()

    func render(_ layers: String, width: Int = 200, height: Int = 120) throws -> Frame {
        let json = """
            {"flipbook": 1, "name": "shadows", "canvas": {"width": \(width), "height": \(height), "scale": 1, "background": "white"},
             "duration": 1, "layers": [\(layers)]}
            """
        let timeline = try SceneFile.decode(Array(json.utf8), file: "shadows.json").timeline()
        return try Renderer(fonts: Self.fonts, scale: 1).render(timeline.presentation(at: 0))
    }

    static let shadow = #""shadowOpacity": 1, "shadowRadius": 0, "shadowColor": "black""#

    @Test("A clear layer's sublayers cast its shadow; its clear bounds cast none")
    func sublayersCastTheShadow() throws {
        // The holder spans (20…120, 20…100) and draws nothing itself; its chip spans (30…60, 30…50).
        let frame = try render("""
            {"id": "holder", "frame": [20, 20, 100, 80], \(Self.shadow), "shadowOffset": [10, 10],
             "sublayers": [{"id": "chip", "frame": [10, 10, 30, 20], "backgroundColor": "#FF0000"}]}
            """)
        #expect(frame.pixel(x: 45, y: 40) == (255, 0, 0, 255), "the chip")
        // The chip's shadow spans (40…70, 40…60); the chip covers it up to x 60 and y 50.
        #expect(frame.pixel(x: 65, y: 55) == (0, 0, 0, 255), "the chip's shadow, beside and below it")
        #expect(frame.pixel(x: 45, y: 55) == (0, 0, 0, 255))
        #expect(frame.pixel(x: 75, y: 55) == (255, 255, 255, 255), "nothing beyond the chip's shadow")
        #expect(frame.pixel(x: 110, y: 90) == (255, 255, 255, 255), "the holder's clear bounds cast nothing")
    }

    @Test("A shape casts its stroke's shadow, and its unfilled middle none")
    func strokeCastsTheShadow() throws {
        // A square outline 60 pt across, 6 pt wide, unfilled; its shadow 100 pt to the right.
        let frame = try render("""
            {"id": "outline", "kind": "shape", "frame": [0, 0, 200, 120], "path": "M 20 20 L 80 20 L 80 80 L 20 80 Z",
             "fillColor": "clear", "strokeColor": "#FF0000", "lineWidth": 6, \(Self.shadow), "shadowOffset": [100, 0]}
            """)
        #expect(frame.pixel(x: 20, y: 50) == (255, 0, 0, 255), "the outline's left side")
        #expect(frame.pixel(x: 120, y: 50) == (0, 0, 0, 255), "its shadow")
        #expect(frame.pixel(x: 179, y: 50) == (0, 0, 0, 255), "the right side's shadow, the stroke's outer half too")
        #expect(frame.pixel(x: 150, y: 50) == (255, 255, 255, 255), "the unfilled middle casts nothing")
    }

    @Test("A translucent sublayer casts a shadow as translucent as it is")
    func translucentDrawingCastsALighterShadow() throws {
        let frame = try render("""
            {"id": "holder", "frame": [0, 0, 200, 120], \(Self.shadow), "shadowOffset": [50, 0],
             "sublayers": [{"id": "veil", "frame": [20, 20, 40, 40], "backgroundColor": "#0000FF", "opacity": 0.5}]}
            """)
        // Half-covered black on white: 255 × (1 − 0.5), give or take Cairo's rounding.
        let shade = frame.pixel(x: 90, y: 40)
        #expect(abs(Int(shade.r) - 128) <= 1 && shade.r == shade.g && shade.g == shade.b, "half the shadow: \(shade)")
    }

    @Test("masksToBounds cuts the shadow at the bounds, as it cuts the sublayers")
    func masksToBoundsCutsTheShadow() throws {
        func card(clips: Bool) -> String {
            """
            {"id": "card", "frame": [20, 20, 60, 40], "backgroundColor": "#FF0000", "masksToBounds": \(clips),
             \(Self.shadow), "shadowOffset": [0, 30]}
            """
        }
        // The card spans y 20…60; its shadow y 50…90.
        #expect(try render(card(clips: false)).pixel(x: 50, y: 75) == (0, 0, 0, 255), "the shadow below the card")
        #expect(try render(card(clips: true)).pixel(x: 50, y: 75) == (255, 255, 255, 255), "cut at the bounds")
    }

    @Test("A shadow blurred past any canvas (shadowRadius 1e308) is not drawn, and nothing crashes: the layer still is")
    func boundlessBlur() throws {
        let frame = try render("""
            {"id": "card", "frame": [20, 20, 60, 40], "backgroundColor": "#FF0000", "shadowOpacity": 1, "shadowRadius": 1e308}
            """)
        #expect(frame.pixel(x: 50, y: 40) == (255, 0, 0, 255))
        #expect(frame.pixel(x: 100, y: 40) == (255, 255, 255, 255), "no shadow beside it")
        // The blur itself takes any deviation without overflowing its box sizes.
        var pixels = [UInt8](repeating: 255, count: 16)
        pixels.withUnsafeMutableBufferPointer { Renderer.gaussianApproximation($0.baseAddress!, width: 4, height: 4, stride: 4, sigma: 1e308) }
        #expect(pixels.allSatisfy { $0 < 255 }, "spread thin")
    }
}
