import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookUIKit

@Suite("CAReplicatorLayer")
@MainActor
struct ReplicatorLayerTests {
    /// A 100 × 100 replicator at the window's centre with one 10 × 10 dot at the top of its
    /// bounds (centre (50, 10)), copied `count` times a turn.
    func spinner(count: Int, delay: Double = 0) -> (UIWindow, CAReplicatorLayer, CALayer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        window.backgroundColor = .white
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let replicator = CAReplicatorLayer()
        replicator.name = "replicator"
        replicator.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        replicator.instanceCount = count
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(count), 0, 0, 1)
        replicator.instanceDelay = delay
        let dot = CALayer()
        dot.name = "dot"
        dot.frame = CGRect(x: 45, y: 5, width: 10, height: 10)
        dot.backgroundColor = UIColor.black.cgColor
        replicator.addSublayer(dot)
        host.layer.addSublayer(replicator)
        return (window, replicator, dot)
    }

    func pixel(_ image: RGBAImage, _ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        image.pixel(x: Int(x), y: Int(y))
    }

    func frame(_ timeline: Timeline, at time: Double) throws -> RGBAImage {
        let renderer = Flipbook.renderer(for: timeline, options: RenderOptions(scale: 1), fonts: try FontConfiguration())
        return try renderer.renderRGBA(timeline.presentation(at: time))
    }

    @Test("Copy k sits where instanceTransformᵏ about the centre puts it: 12 dots round a circle of radius 40")
    func positions() throws {
        let (window, _, _) = spinner(count: 12)
        let timeline = window.record(duration: 0) { _ in }
        let image = try frame(timeline, at: 0)
        for copy in 0..<12 {
            // The dot's centre is 40 pt above the replicator's centre (60, 60), turned k × 30°.
            let angle = Double(copy) * .pi / 6
            let (x, y) = (60 + 40 * sin(angle), 60 - 40 * cos(angle))
            #expect(pixel(image, x, y).r < 40, "copy \(copy) at (\(x), \(y))")
            // Halfway between two copies, on the same circle, is background.
            let between = angle + .pi / 12
            #expect(pixel(image, 60 + 40 * sin(between), 60 - 40 * cos(between)).r > 200)
        }
        #expect(pixel(image, 60, 60).r == 255, "nothing at the centre")
    }

    @Test("instanceDelay: copy k runs its sublayers' animations k × delay later")
    func delay() throws {
        let (window, _, dot) = spinner(count: 4, delay: 0.25)
        let timeline = window.record(duration: 2) { _ in
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            fade.fillMode = .both
            fade.isRemovedOnCompletion = false
            dot.add(fade, forKey: "fade")
        }
        let tree = timeline.presentation(at: 0.5)
        let replicator = try #require(tree.layer(withID: "replicator"))
        let opacities = [replicator.sublayers[0]] .map { $0[.opacity].number } + replicator.instances.map { $0[0][.opacity].number }
        #expect(opacities.map { $0 ?? -1 }.enumerated().allSatisfy { abs($1 - (1 - max(0.5 - Double($0) * 0.25, 0))) < 1e-9 },
                "\(opacities)")
        // In pixels: copy 0 (top) is half faded, copy 2 (bottom) not yet started.
        let image = try frame(timeline, at: 0.5)
        #expect(abs(Int(pixel(image, 60, 20).r) - 128) <= 2 && pixel(image, 60, 100).r < 5)
    }

    @Test("instanceColor multiplies each copy, the offsets step it: red, then fading by a quarter")
    func replicatorColor() throws {
        let (window, replicator, dot) = spinner(count: 4)
        dot.backgroundColor = UIColor.white.cgColor
        replicator.instanceColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor
        replicator.instanceAlphaOffset = -0.25
        window.backgroundColor = .black
        let timeline = window.record(duration: 0) { _ in }
        let image = try frame(timeline, at: 0)
        let top = pixel(image, 60, 20), right = pixel(image, 100, 60), bottom = pixel(image, 60, 100)
        #expect(top.r == 255 && abs(Int(top.g) - 128) <= 1 && top.b == 0, "copy 0: white × (1, 0.5, 0)")
        #expect(abs(Int(right.r) - 191) <= 1 && abs(Int(right.g) - 96) <= 1, "copy 1 at alpha 0.75 over black")
        #expect(abs(Int(bottom.r) - 128) <= 1, "copy 2 at alpha 0.5")
        assertFrames(of: timeline, at: .times([0]), scale: 2)
    }
}

extension ReplicatorLayerTests {
    @Test("instanceCount counts the source among the copies: 0 draws nothing, not even the sublayers")
    func noCopies() throws {
        let (window, replicator, _) = spinner(count: 1)
        replicator.instanceCount = 0
        let image = try frame(window.record(duration: 0) { _ in }, at: 0)
        #expect(pixel(image, 60, 20) == (255, 255, 255, 255), "the dot itself is not drawn")
    }
}
