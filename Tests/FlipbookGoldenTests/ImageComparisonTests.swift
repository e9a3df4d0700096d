import Foundation
import Testing
@testable import FlipbookGolden
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming

/// The comparison must fail on real changes and forgive only what it says it forgives.
@Suite("Image comparison")
struct ImageComparisonTests {
    static let fonts = try! FontConfiguration()

    /// The gauge's needle (4 × 50 pt, as in gauge.json) rendered at an angle, at 2x.
    func needle(_ degrees: Double, shift: Double = 0) throws -> RGBAImage {
        let scene = Scene(name: "needle", canvas: Canvas(width: 100, height: 100))
        let needle = Layer(id: "needle")
        needle.bounds = Rect(x: 0, y: 0, width: 4, height: 50)
        needle.anchorPoint = Point(x: 0.5, y: 1)
        needle.position = Point(x: 50 + shift, y: 70)
        needle.backgroundColor = Color(red: 1, green: 0, blue: 0)
        needle.transform = Transform3D(Transform2D(rotationAngle: degrees * .pi / 180))
        scene.addLayer(needle)
        return try Renderer(fonts: Self.fonts).render(try scene.timeline().presentation(at: 0)).rgbaImage
    }

    @Test("Identical images pass on the fast path")
    func identical() throws {
        let image = try needle(30)
        let difference = ImageComparison.compare(image, image)
        #expect(difference.differingPixels == 0 && difference.bounds == nil)
        #expect(ImageComparison.passes(difference, .default))
    }

    @Test("A needle rotated by 1° fails, with the change's bounding box around the needle")
    func oneDegree() throws {
        let difference = ImageComparison.compare(try needle(30), try needle(31))
        #expect(!ImageComparison.passes(difference, .default))
        #expect(difference.differingPixels > 10, "\(difference.summary)")
        let box = try #require(difference.bounds)
        #expect(box.x >= 95 && box.y >= 35 && box.y + box.height <= 141, "around the needle: \(difference.summary)")
    }

    @Test("A one-pixel change fails; a budget of one pixel lets it through")
    func onePixel() throws {
        let image = try needle(0)
        var changed = image
        let offset = (10 * image.width + 10) * 4
        (changed.pixels[offset], changed.pixels[offset + 1], changed.pixels[offset + 2]) = (0, 0, 0)
        let difference = ImageComparison.compare(image, changed)
        #expect(difference.differingPixels == 1)
        #expect(difference.bounds! == (10, 10, 1, 1))
        #expect(!ImageComparison.passes(difference, .default))
        #expect(ImageComparison.passes(difference, ImageTolerance(maximumDifferingPixels: 1)))
        #expect(difference.diffImage.pixel(x: 10, y: 10) == (255, 0, 0, 255), "red in the diff image")
    }

    @Test("The window density limit fails a concentrated change that the whole-frame budget allows")
    func windowDensity() throws {
        let image = try needle(0)
        func painted(_ points: [(Int, Int)]) -> RGBAImage {
            var changed = image
            for (x, y) in points {
                let offset = (y * image.width + x) * 4
                (changed.pixels[offset], changed.pixels[offset + 1], changed.pixels[offset + 2]) = (0, 0, 255)
            }
            return changed
        }
        let tolerance = ImageTolerance(maximumDifferingRatio: 0.005, maximumWindowDensity: 0.25, densityWindow: 8)
        // 36 pixels: under the 0.5 % budget of 40 000 pixels (200), spread or in one 6 × 6 block.
        let spread = ImageComparison.compare(image, painted((0..<36).map { ($0 * 5 % 200, $0 * 5 / 200 * 10 + 5) }), tolerance: tolerance)
        #expect(spread.differingPixels == 36)
        #expect(spread.densestWindow.differing <= 2 && spread.densestWindow.pixels == 64)
        #expect(ImageComparison.passes(spread, tolerance))
        let block = ImageComparison.compare(image, painted((0..<36).map { (10 + $0 % 6, 10 + $0 / 6) }), tolerance: tolerance)
        #expect(block.differingPixels == 36)
        #expect(block.densestWindow == (36, 64) ? true : false, "\(block.densestWindow)")
        #expect(!ImageComparison.passes(block, tolerance), "36 of 64 pixels in one window is over a quarter")
        var budgetOnly = tolerance
        budgetOnly.maximumWindowDensity = 0
        #expect(ImageComparison.passes(block, budgetOnly))
    }

    @Test("The cross-environment tier loosens the budget for edges only: same threshold, a density limit")
    func crossEnvironmentTier() {
        let tier = ImageTolerance.default.crossEnvironment
        #expect(tier.perceptual == 0.1 && tier.ignoresAntialiasing, "a flat colour change stays a difference")
        #expect(tier.maximumDifferingRatio == 0.005 && tier.maximumWindowDensity == 0.25 && tier.densityWindow == 16)
        #expect(ImageTolerance(perceptual: 0.3).crossEnvironment.perceptual == 0.3, "never stricter than asked")
    }

    @Test("A sub-pixel shift is only anti-aliasing: it passes with AA detection and fails without")
    func antialiasing() throws {
        let difference = ImageComparison.compare(try needle(0), try needle(0, shift: 0.25))
        #expect(difference.differingPixels == 0, "\(difference.summary)")
        #expect(difference.antialiasedPixels > 0)
        var strict = ImageTolerance.default
        strict.ignoresAntialiasing = false
        let strictDifference = ImageComparison.compare(try needle(0), try needle(0, shift: 0.25), tolerance: strict)
        #expect(!ImageComparison.passes(strictDifference, strict))
    }

    @Test("Alpha is compared over a checkerboard: a colour change under transparency shows")
    func alpha() throws {
        let clearRed = RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 128, 255, 0, 0, 128])!
        let clearBlue = RGBAImage(width: 2, height: 1, pixels: [0, 0, 255, 128, 0, 0, 255, 128])!
        #expect(ImageComparison.compare(clearRed, clearBlue).differingPixels == 2)
        let invisibleRed = RGBAImage(width: 1, height: 1, pixels: [255, 0, 0, 0])!
        let invisibleBlue = RGBAImage(width: 1, height: 1, pixels: [0, 0, 255, 0])!
        #expect(ImageComparison.compare(invisibleRed, invisibleBlue).differingPixels == 0, "fully transparent is transparent")
    }

    @Test("Different sizes count as different")
    func sizes() {
        let a = RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 255])!
        let b = RGBAImage(width: 2, height: 1, pixels: [0, 0, 0, 255, 0, 0, 0, 255])!
        let difference = ImageComparison.compare(a, b)
        #expect(difference.sizesDiffer)
        #expect(difference.summary == "sizes differ")
        #expect(!ImageComparison.passes(difference, .default))
    }
}
