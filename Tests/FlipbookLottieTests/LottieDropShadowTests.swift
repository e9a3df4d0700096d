import FlipbookLottieImport
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import Foundation
import Testing

/// After Effects' Drop Shadow effect and the drop shadow layer style, drawn as lottie-ios's Core
/// Animation engine draws them: Core Animation's shadow on the layer (see `LottieDropShadow`).
extension LottieFeatureTests {
    /// A shape layer holding a red 40-point square centred at (100, 100), spanning 80…120, with `extra` members.
    func squareLayer(_ extra: String) -> String {
        #"{"ty":4,"ind":1,"nm":"square","ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[100,100]}},"shapes":"#
            + redSquare(40) + "," + extra + "}"
    }

    /// A Drop Shadow effect as After Effects exports it: colour, opacity (0–255), direction
    /// (degrees clockwise from up), distance, softness, shadow only.
    func dropShadowEffect(color: String = "[0,0,1,1]", opacity: Double = 255, direction: Double, distance: Double,
                          softness: Double = 0) -> String {
        func parameter(_ number: Int, _ name: String, _ type: Int, _ value: String) -> String {
            #"{"ty":\#(type),"nm":"\#(name)","mn":"ADBE Drop Shadow-000\#(number)","ix":\#(number),"v":{"a":0,"k":\#(value)}}"#
        }
        return #""ef":[{"ty":25,"nm":"Drop Shadow","mn":"ADBE Drop Shadow","en":1,"ef":["#
            + [parameter(1, "Shadow Color", 2, color), parameter(2, "Opacity", 0, "\(opacity)"),
               parameter(3, "Direction", 1, "\(direction)"), parameter(4, "Distance", 0, "\(distance)"),
               parameter(5, "Softness", 0, "\(softness)"), parameter(6, "Shadow Only", 7, "0")].joined(separator: ",")
            + "]}]"
    }

    func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let start = (y * image.width + x) * 4
        return Array(image.pixels[start..<start + 4])
    }

    @Test("A Drop Shadow effect is the layer's shadow: direction 180° is straight down, opacity out of 255")
    func dropShadowEffect() throws {
        // Blue, 30 points down, unblurred: the shadow spans y 110…150 under the square (80…120).
        let image = try render(document(layers: "[\(squareLayer(dropShadowEffect(direction: 180, distance: 30)))]"), frame: 0)
        #expect(pixel(image, 100, 100) == [255, 0, 0, 255], "the square")
        #expect(pixel(image, 100, 115) == [255, 0, 0, 255], "the square covers its shadow's top")
        #expect(pixel(image, 100, 140) == [0, 0, 255, 255], "the shadow below it")
        #expect(pixel(image, 100, 155)[3] == 0 && pixel(image, 125, 140)[3] == 0, "nothing beyond the shadow")

        // Half opacity (127.5 of 255): blue at half alpha (straight, not premultiplied).
        let half = try render(document(layers: "[\(squareLayer(dropShadowEffect(opacity: 127.5, direction: 180, distance: 30)))]"), frame: 0)
        let shade = pixel(half, 100, 140)
        #expect(shade[0] == 0 && shade[1] == 0 && shade[2] == 255 && abs(Int(shade[3]) - 128) <= 1, "\(shade)")
        #expect(try LottieImport(json: document(layers: "[\(squareLayer(dropShadowEffect(direction: 180, distance: 30)))]")).warnings.isEmpty)
    }

    @Test("Softness blurs the shadow by a fifth of it as a radius, lottie-ios's conversion")
    func dropShadowSoftness() throws {
        // Softness 40 → shadowRadius 8 → a Gaussian of σ = 4 points: the shadow's edge at
        // x = 120 is half covered, 8 points (2σ) inside it about 98 %, 8 points outside about 2 %.
        let effect = dropShadowEffect(direction: 180, distance: 60, softness: 40)
        let imported = try LottieImport(json: document(layers: "[\(squareLayer(effect))]"))
        func shadowed(_ layer: Layer) -> Layer? {
            layer[.shadowOpacity] == .number(1) ? layer : layer.sublayers.lazy.compactMap(shadowed).first
        }
        let square = try #require(shadowed(imported.root))
        #expect(square[.shadowRadius] == .number(8), "\(square[.shadowRadius])")
        let image = try render(document(layers: "[\(squareLayer(effect))]"), frame: 0)
        // The shadow spans x 80…120, y 140…180; along y = 160, at its right edge.
        let alpha = { (x: Int) in Double(self.pixel(image, x, 160)[3]) / 255 }
        #expect(abs(alpha(120) - 0.5) < 0.06, "\(alpha(120))")
        #expect(alpha(111) > 0.93 && alpha(128) < 0.06, "\(alpha(111)) \(alpha(128))")
    }

    @Test("A drop shadow layer style: angle 0° is to the right, opacity out of 100")
    func dropShadowStyle() throws {
        let style = #""sy":[{"ty":1,"nm":"Drop Shadow","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"a":{"a":0,"k":0},"# +
            #""d":{"a":0,"k":30},"s":{"a":0,"k":0}}]"#
        let image = try render(document(layers: "[\(squareLayer(style))]"), frame: 0)
        // 30 points right: x 110…150.
        #expect(pixel(image, 140, 100) == [0, 0, 255, 255], "the shadow to the right")
        #expect(pixel(image, 100, 140)[3] == 0, "nothing below")
    }

    @Test("Other effects and styles are named in a warning; a second drop shadow too")
    func undrawnEffectsWarned() throws {
        let effects = dropShadowEffect(direction: 180, distance: 30).replacingOccurrences(of: "]}]", with: "]}, {\"ty\":25,\"nm\":\"Second Shadow\",\"ef\":[]}, {\"ty\":29,\"nm\":\"Blur\",\"ef\":[]}]")
        let warnings = try LottieImport(json: document(layers: "[\(squareLayer(effects + #","sy":[{"ty":2,"nm":"Inner Shadow"}]"#))]")).warnings
        #expect(warnings.contains { $0.contains("effect \"Second Shadow\" is not drawn") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("effect \"Blur\" is not drawn") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("layer style \"Inner Shadow\" is not drawn") }, "\(warnings)")
        #expect(!warnings.contains { $0.contains("\"Drop Shadow\"") }, "\(warnings)")
    }
}
