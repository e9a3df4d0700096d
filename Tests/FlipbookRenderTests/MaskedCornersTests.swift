import Foundation
import Testing
import FlipbookRender
import FlipbookScene

@Suite("maskedCorners in scene files")
struct MaskedCornersTests {
    static let fonts = try! FontConfiguration()

    @Test("maskedCorners 9 rounds the top-left and bottom-right corners of the background, border and clip; 15 all four")
    func diagonalCorners() throws {
        // A 40 × 40 blue layer at (10, 10) with a 10-point radius and a 10 × 10 red sublayer in its
        // top-right corner, clipped: corners 1 (top left) and 8 (bottom right) are cut.
        func frame(mask: Int) throws -> Frame {
            let json = """
                {"flipbook": 1, "canvas": {"width": 60, "height": 60, "scale": 1, "background": "white"}, "duration": 0,
                 "layers": [{"id": "card", "frame": [10, 10, 40, 40], "backgroundColor": "#0000FF", "cornerRadius": 10,
                   "maskedCorners": \(mask), "masksToBounds": true,
                   "sublayers": [{"id": "chip", "frame": [30, 0, 10, 10], "backgroundColor": "#FF0000"}]}]}
                """
            let timeline = try SceneFile.decode(Array(json.utf8), file: "corners.json").timeline()
            return try Renderer(fonts: Self.fonts, scale: 1).render(timeline.presentation(at: 0))
        }
        let diagonal = try frame(mask: 9)
        #expect(diagonal.pixel(x: 10, y: 10) == (255, 255, 255, 255), "top left cut")
        #expect(diagonal.pixel(x: 49, y: 49) == (255, 255, 255, 255), "bottom right cut")
        #expect(diagonal.pixel(x: 49, y: 10) == (255, 0, 0, 255), "top right square: the chip fills it")
        #expect(diagonal.pixel(x: 10, y: 49) == (0, 0, 255, 255), "bottom left square")
        let all = try frame(mask: 15)
        #expect(all.pixel(x: 49, y: 10) == (255, 255, 255, 255) && all.pixel(x: 10, y: 49) == (255, 255, 255, 255))
    }
}
