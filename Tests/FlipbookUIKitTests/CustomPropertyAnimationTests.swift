import Foundation
import Testing
import FlipbookPNG
import FlipbookRender
import FlipbookScene
@testable import FlipbookUIKit

/// A progress bar's layer as iOS code writes one, with what FlipbookPort makes of its
/// `@NSManaged var progress: Double` and the factory it adds.
private final class BarLayer: CALayer, @unchecked Sendable {
    var progress: Double {
        get { managedValue(forKey: "progress", default: 0) }
        set { setValue(newValue, forKey: "progress") }
    }
    override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }
    override class func flipbookMakeInstance() -> CALayer { BarLayer() }
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// A view whose layer is a bar.
@MainActor
private final class BarView: UIView {
    override class var layerClass: AnyClass { BarLayer.self }
    var bar: BarLayer { layer as! BarLayer }
}

/// A layer subclass without the factory.
private final class PlainSubclassLayer: CALayer, @unchecked Sendable {}

@MainActor
private final class PlainSubclassView: UIView {
    override class var layerClass: AnyClass { PlainSubclassLayer.self }
}

@Suite("Animations of a layer's own properties (needsDisplay(forKey:)) redraw it at every refresh; layer classes of your own", .expectsProblems)
@MainActor
struct CustomPropertyAnimationTests {
    private func barWindow() -> (UIWindow, BarView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        window.backgroundColor = .white
        let view = BarView(frame: window.bounds)
        view.accessibilityIdentifier = "bar"
        window.addSubview(view)
        return (window, view)
    }

    /// How many of the frame's first row are red.
    private func redWidth(_ timeline: Timeline, at time: Double) throws -> Int {
        let frame = try Renderer(fonts: try FontConfiguration(), scale: 1).render(timeline.presentation(at: time))
        return (0..<frame.width).filter { let p = frame.pixel(x: $0, y: 5); return p.r > 200 && p.g < 60 }.count
    }

    @Test("A CABasicAnimation of the property draws the layer with the animated value at each refresh; the delegate hears it start and stop")
    func animatedDrawing() throws {
        let (window, view) = barWindow()
        #expect(view.layer is BarLayer, "layerClass made through flipbookMakeInstance()")
        let log = DelegateLog()
        var attached: [Bool] = []
        let timeline = window.record(duration: 1.5) { clock in
            let grow = CABasicAnimation(keyPath: "progress")
            grow.fromValue = 0
            grow.toValue = 1
            grow.duration = 1
            grow.delegate = log
            view.bar.progress = 1
            view.bar.add(grow, forKey: "grow")
            clock.wait(0.5)
            attached.append(view.bar.animation(forKey: "grow") != nil)
            #expect(abs((view.bar.presentation()?.progress ?? -1) - 0.5) < 1e-9, "the presentation copy holds the animated value")
            #expect(view.bar.animationKeys() == ["grow"])
            clock.wait(0.75)
            attached.append(view.bar.animation(forKey: "grow") != nil)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(try [0.25, 0.5, 0.75, 1.25].map { try redWidth(timeline, at: $0) } == [25, 50, 75, 100],
                "redrawn on the 60 Hz refresh grid, linear; the model value after the end")
        #expect(attached == [true, false], "removed on completion")
        #expect(log.lines == ["0.0 start", "1.0 stop true"])
    }

    @Test("Removed half-way: the delegate hears finished false, and the layer is drawn with its model value from then")
    func removedHalfWay() throws {
        let (window, view) = barWindow()
        let log = DelegateLog()
        view.bar.progress = 0.2
        let timeline = window.record(duration: 1) { clock in
            let grow = CABasicAnimation(keyPath: "progress")
            grow.toValue = 1
            grow.duration = 1
            grow.delegate = log
            view.bar.add(grow, forKey: "grow")
            clock.wait(0.5)
            view.bar.removeAnimation(forKey: "grow")
        }
        #expect(try redWidth(timeline, at: 0.25) == 40, "from the model value, 0.2, to 1")
        #expect(try redWidth(timeline, at: 0.75) == 20)
        #expect(log.lines == ["0.0 start", "0.5 stop false"])
    }

    @Test("Set without an animation, the property redraws the layer; a layer class of your own without a factory is a problem")
    func plainSetAndMissingFactory() throws {
        let (window, view) = barWindow()
        view.bar.progress = 0.3
        let timeline = window.record(duration: 0.5) { clock in
            clock.wait(0.25)
            view.bar.progress = 0.6
        }
        #expect(try redWidth(timeline, at: 0) == 30 && redWidth(timeline, at: 0.4) == 60)

        let plain = PlainSubclassView(frame: window.bounds)
        #expect(!(plain.layer is PlainSubclassLayer))
        window.addSubview(plain)
        let listed = window.record(duration: 0.1) { _ in }
        #expect(listed.problems.contains { $0.contains("layerClass PlainSubclassLayer is a CALayer subclass of your own without flipbookMakeInstance()") })
    }

    @Test("clip(to:mask:) masks by an image's alpha, placed upside down in a UIKit context as draw(_:in:) places images; an opaque image masks by its grey")
    func clipToMask() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let topHalf = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        let leftWhite = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        func masked(by mask: UIImage) throws -> RGBAImage {
            try drawnPixels(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
                context.cgContext.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: mask.cgImage!)
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }.cgImage)
        }
        let byAlpha = try masked(by: topHalf)
        #expect(byAlpha.rgba(5, 15) == [255, 0, 0, 255] && byAlpha.rgba(5, 5)[3] == 0, "the opaque top half of the mask lands at the bottom")
        let byGrey = try masked(by: leftWhite)
        #expect(byGrey.rgba(5, 5) == [255, 0, 0, 255] && byGrey.rgba(15, 5)[3] == 0, "white shows, black hides")
    }
}
