import Foundation
import Testing
import FlipbookRender
import FlipbookScene

/// `contentBlur` blurs a layer's whole drawing by a Gaussian: a black square 60 points across,
/// blurred by σ = 4 points, on white at 1x. Across the square's edge the grey follows the
/// Gaussian's cumulative distribution: half at the edge, 84 % one σ inside, 16 % one σ outside
/// (the three-box approximation is within a few levels of it).
@Suite("Content blur: a layer's drawing, its sublayers' included, blurred by a Gaussian")
struct ContentBlurTests {
    static let fonts = try! FontConfiguration()

    func render(_ layers: String) throws -> Frame {
        let json = """
            {"flipbook": 1, "name": "blur", "canvas": {"width": 160, "height": 120, "scale": 1, "background": "white"},
             "duration": 1, "layers": [\(layers)]}
            """
        let timeline = try SceneFile.decode(Array(json.utf8), file: "blur.json").timeline()
        return try Renderer(fonts: Self.fonts, scale: 1).render(timeline.presentation(at: 0))
    }

    /// How dark the pixel is, 0 (white) to 1 (black).
    private func darkness(_ frame: Frame, _ x: Int, _ y: Int) -> Double { 1 - Double(frame.pixel(x: x, y: y).r) / 255 }

    @Test("Across the edge: 50 % at it, 84 % one σ in, 16 % one σ out, nothing three σ out; the middle stays black")
    func edgeFollowsTheGaussian() throws {
        // The holder draws nothing; its square sublayer spans x 50…110, y 30…90.
        let frame = try render("""
            {"id": "holder", "frame": [0, 0, 160, 120], "contentBlur": 4,
             "sublayers": [{"id": "square", "frame": [50, 30, 60, 60], "backgroundColor": "black"}]}
            """)
        // Pixel centres: x 49.5 is half a pixel outside the edge at 50, x 50.5 half inside.
        let atEdge = (darkness(frame, 49, 60) + darkness(frame, 50, 60)) / 2
        #expect(abs(atEdge - 0.5) < 0.03, "\(atEdge)")
        #expect(abs(darkness(frame, 54, 60) - 0.841) < 0.04, "\(darkness(frame, 54, 60))")
        #expect(abs(darkness(frame, 45, 60) - 0.159) < 0.04, "\(darkness(frame, 45, 60))")
        #expect(darkness(frame, 36, 60) < 0.01)
        #expect(darkness(frame, 80, 60) > 0.99)
    }

    @Test("No blur draws the square sharp; an opacity of a half inside the blur halves it")
    func sharpAndTranslucent() throws {
        let sharp = try render(#"{"id": "square", "frame": [50, 30, 60, 60], "backgroundColor": "black"}"#)
        #expect(darkness(sharp, 49, 60) == 0 && darkness(sharp, 50, 60) == 1)
        let faded = try render(#"{"id": "square", "frame": [50, 30, 60, 60], "backgroundColor": "black", "opacity": 0.5, "contentBlur": 4}"#)
        #expect(abs(darkness(faded, 80, 60) - 0.5) < 0.01, "\(darkness(faded, 80, 60))")
        #expect(abs(darkness(faded, 54, 60) - 0.42) < 0.03, "\(darkness(faded, 54, 60))")
    }
}
