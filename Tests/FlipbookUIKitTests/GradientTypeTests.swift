import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookUIKit

@Suite("CAGradientLayer types")
@MainActor
struct GradientTypeTests {
    /// A 100 × 100 gradient from red to blue, of a type, at (10, 10) in a 120 × 120 window.
    func gradient(_ type: CAGradientLayerType, end: CGPoint) throws -> RGBAImage {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let host = UIView(frame: window.bounds)
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        layer.colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor]
        layer.type = type
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = end
        host.layer.addSublayer(layer)
        window.addSubview(host)
        let timeline = window.record(duration: 0) { _ in }
        #expect(timeline.problems.isEmpty)
        let renderer = Flipbook.renderer(for: timeline, options: RenderOptions(scale: 1), fonts: try FontConfiguration())
        return try renderer.renderRGBA(timeline.presentation(at: 0))
    }

    @Test("Radial: red at startPoint, blue where endPoint's distance is reached, half way between in between")
    func radial() throws {
        let image = try gradient(.radial, end: CGPoint(x: 1, y: 1))  // radii 50 pt in x and y
        #expect(image.pixel(x: 60, y: 60).r > 250 && image.pixel(x: 60, y: 60).g < 5)
        let mid = image.pixel(x: 85, y: 60)  // 25 pt out: half way
        #expect(abs(Int(mid.r) - 128) <= 6 && abs(Int(mid.b) - 128) <= 6, "\(mid)")
        #expect(abs(Int(image.pixel(x: 60, y: 34).r) - Int(mid.r)) <= 3, "a circle (both pixel centres 25.5 pt from the centre): \(image.pixel(x: 60, y: 34)) against \(mid)")
        #expect(image.pixel(x: 12, y: 12).b == 255, "beyond the radius: the last colour")
    }

    @Test("Conic: red towards endPoint, sweeping clockwise to blue: a quarter turn is a quarter of the way")
    func conic() throws {
        let image = try gradient(.conic, end: CGPoint(x: 1, y: 0.5))  // starts pointing right
        let right = image.pixel(x: 100, y: 61), below = image.pixel(x: 60, y: 100), left = image.pixel(x: 20, y: 60)
        #expect(right.r > 240 && right.b < 15, "0°: red \(right)")
        #expect(abs(Int(below.r) - 191) <= 6 && abs(Int(below.b) - 64) <= 6, "90° clockwise: a quarter \(below)")
        #expect(abs(Int(left.r) - 128) <= 6 && abs(Int(left.b) - 128) <= 6, "180°: half \(left)")
    }
}
