import FlipbookLottieImport
import FlipbookPNG
import FlipbookRender
import Foundation
import Testing

/// Mask modes and expansion: a red 100-point square centred at (100, 100) (its layer's origin;
/// the square spans −50…50 in the layer, 50…150 on the canvas) under masks worked out by hand.
extension LottieFeatureTests {
    /// A closed rectangle path from `x0, y0` to `x1, y1` in the layer's coordinates, as a mask.
    func rectangleMask(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, mode: String = "a",
                       inverted: Bool = false, expansion: Double = 0) -> String {
        let vertices = [[x0, y0], [x1, y0], [x1, y1], [x0, y1]].map { "[\($0[0]),\($0[1])]" }.joined(separator: ",")
        return #"{"mode":"\#(mode)","inv":\#(inverted),"pt":{"a":0,"k":{"c":true,"v":[\#(vertices)],"#
            + #""i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}},"o":{"a":0,"k":100},"x":{"a":0,"k":\#(expansion)}}"#
    }

    /// The square under `masks`, drawn at frame 0, and the import's warnings.
    func maskedSquare(_ masks: [String]) throws -> (image: RGBAImage, warnings: [String]) {
        let layer = #"{"ty":4,"ind":1,"nm":"square","ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[100,100]}},"hasMask":true,"#
            + #""masksProperties":[\#(masks.joined(separator: ","))],"shapes":"# + redSquare(100) + "}"
        let json = document(layers: "[\(layer)]")
        return (try render(json, frame: 0), try LottieImport(json: json).warnings)
    }

    @Test("Negative expansion shrinks a mask by that many points at every edge; positive grows it")
    func maskContractionAndExpansion() throws {
        // An 80-point mask (−40…40) contracted by 10: 60 points (70…130 on the canvas).
        let contracted = try maskedSquare([rectangleMask(-40, -40, 40, 40, expansion: -10)])
        #expect(abs(rowWidth(contracted.image, 100) - 60) < 0.5, "\(rowWidth(contracted.image, 100))")
        #expect(abs(columnHeight(contracted.image, 100) - 60) < 0.5, "\(columnHeight(contracted.image, 100))")
        #expect(contracted.warnings.isEmpty, "\(contracted.warnings)")
        // A 60-point mask (−30…30) grown by 10: 80 points across its middle.
        let grown = try maskedSquare([rectangleMask(-30, -30, 30, 30, expansion: 10)])
        #expect(abs(rowWidth(grown.image, 100) - 80) < 0.5, "\(rowWidth(grown.image, 100))")
    }

    @Test("An inverted mask's expansion grows what it shows, so its hole shrinks, as lottie-web and ThorVG draw it")
    func invertedMaskExpansion() throws {
        // The hole −20…20, what surrounds it grown by 10: the hole is −10…10, and 80 points remain
        // across the square's middle (lottie-web: 80; ThorVG leaves the hole as it is, 60).
        let grown = try maskedSquare([rectangleMask(-20, -20, 20, 20, inverted: true, expansion: 10)])
        #expect(abs(rowWidth(grown.image, 100) - 80) < 0.5, "\(rowWidth(grown.image, 100))")
        // Contracted by 10, the hole is −30…30: 40 points remain (lottie-web 40 at 0.9 of a point, ThorVG 40).
        let contracted = try maskedSquare([rectangleMask(-20, -20, 20, 20, inverted: true, expansion: -10)])
        #expect(abs(rowWidth(contracted.image, 100) - 40) < 0.5, "\(rowWidth(contracted.image, 100))")
    }

    @Test("A subtracting mask's expansion grows what it removes, as lottie-web and ThorVG draw it")
    func subtractingMaskExpansion() throws {
        // Everything, less −20…20 grown by 10 (−30…30): 40 points remain (both players: 40).
        let grown = try maskedSquare([rectangleMask(-60, -60, 60, 60), rectangleMask(-20, -20, 20, 20, mode: "s", expansion: 10)])
        #expect(abs(rowWidth(grown.image, 100) - 40) < 0.5, "\(rowWidth(grown.image, 100))")
        // Contracted by 10, it removes −10…10: 80 remain (both players: 80).
        let contracted = try maskedSquare([rectangleMask(-60, -60, 60, 60), rectangleMask(-20, -20, 20, 20, mode: "s", expansion: -10)])
        #expect(abs(rowWidth(contracted.image, 100) - 80) < 0.5, "\(rowWidth(contracted.image, 100))")
    }

    @Test("Lighten joins opaque masks as add does, darken keeps their overlap as intersect does, difference as lottie-ios draws it")
    func maskModes() throws {
        // Two bands across the square: x −50…10 and −10…50 (in the layer), overlapping on −10…10.
        func masked(_ second: String) throws -> (image: RGBAImage, warnings: [String]) {
            try maskedSquare([rectangleMask(-50, -60, 10, 60), rectangleMask(-10, -60, 50, 60, mode: second)])
        }
        let lighten = try masked("l"), darken = try masked("d"), difference = try masked("f")
        #expect(abs(rowWidth(lighten.image, 100) - 100) < 0.5, "lighten: \(rowWidth(lighten.image, 100))")
        #expect(abs(rowWidth(darken.image, 100) - 20) < 0.5, "darken: \(rowWidth(darken.image, 100))")
        #expect(lighten.warnings.isEmpty && darken.warnings.isEmpty, "\(lighten.warnings) \(darken.warnings)")
        // lottie-ios's MaskCompositionLayer intersects for every mode but add (and lighten, which it reads as add).
        #expect(abs(rowWidth(difference.image, 100) - 20) < 0.5, "difference: \(rowWidth(difference.image, 100))")
        #expect(difference.warnings.contains { $0.contains("difference is drawn as intersect") }, "\(difference.warnings)")
    }
}
