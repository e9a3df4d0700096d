import Testing
@testable import FlipbookUIKit

@Suite("convert(_:to:) and convert(_:from:) between views and layers")
@MainActor
struct ViewConversionTests {
    @Test("Points and rects through frames, a scroll view's offset, nil for the window, and back")
    func framesAndOffsets() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 300))
        let badge = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 400, width: 390, height: 400))
        let row = UIView(frame: CGRect(x: 0, y: 150, width: 390, height: 44))
        window.addSubview(card)
        card.addSubview(badge)
        window.addSubview(scroll)
        scroll.addSubview(row)
        scroll.contentSize = CGSize(width: 390, height: 2000)
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        // 50 + 10, 60 + 20.
        #expect(badge.convert(CGPoint.zero, to: nil) == CGPoint(x: 60, y: 80))
        #expect(badge.convert(badge.bounds, to: window) == CGRect(x: 60, y: 80, width: 30, height: 30))
        #expect(window.convert(CGPoint(x: 60, y: 80), to: badge) == .zero)
        #expect(badge.convert(CGPoint(x: 60, y: 80), from: nil) == .zero)
        // The row is 150 pt down the content, scrolled up by 100, in a scroll view 400 pt down.
        #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 450))
        #expect(row.convert(CGPoint(x: 5, y: 5), to: badge) == CGPoint(x: -55, y: 375))
        #expect(badge.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: row) == CGRect(x: -60, y: 370, width: 10, height: 10))
    }

    @Test("Transforms about the centre: a view scaled 2x, and one turned a quarter, convert as drawn")
    func transforms() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(scaled)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        // About the centre (150, 150): the top-left corner lands 100 pt up and left of it.
        #expect(scaled.convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 50))
        #expect(scaled.convert(CGPoint(x: 50, y: 50), from: nil) == .zero)
        let turned = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(turned)
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A quarter turn clockwise on screen about (50, 20): the view stands 40 wide and 100 tall.
        let box = turned.convert(turned.bounds, to: nil)
        #expect(abs(box.minX - 30) < 1e-9 && abs(box.minY - -30) < 1e-9 && abs(box.width - 40) < 1e-9 && abs(box.height - 100) < 1e-9)
        // The view's top-left corner (−50, −20 from the centre) turns to (20, −50) from it.
        let corner = turned.convert(CGPoint.zero, to: nil)
        #expect(abs(corner.x - 70) < 1e-9 && abs(corner.y - -30) < 1e-9)
    }

    @Test("Layers convert the same way, with their anchor points")
    func layers() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        layer.position = CGPoint(x: 100, y: 120)
        root.addSublayer(layer)
        #expect(layer.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 105, y: 125))
        #expect(layer.convert(CGPoint(x: 105, y: 125), from: nil) == CGPoint(x: 5, y: 5))
        #expect(root.convert(CGRect(x: 100, y: 120, width: 10, height: 10), to: layer) == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

@Suite("CALayer hit testing")
@MainActor
struct LayerHitTestTests {
    @Test("hitTest(_:) takes a point in the superlayer's coordinates and finds the frontmost layer that contains it")
    func hitTest() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let dot = CALayer()
        dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        let raised = CALayer()
        raised.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        raised.zPosition = 1
        root.addSublayer(card)
        card.addSublayer(raised)
        card.addSublayer(dot)
        #expect(root.hitTest(CGPoint(x: 65, y: 65)) === raised, "a higher zPosition is in front of a later sibling")
        raised.isHidden = true
        #expect(root.hitTest(CGPoint(x: 65, y: 65)) === dot)
        #expect(root.hitTest(CGPoint(x: 140, y: 140)) === card)
        #expect(root.hitTest(CGPoint(x: 190, y: 190)) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 10)) == nil)
        #expect(card.contains(CGPoint(x: 99, y: 99)) && !card.contains(CGPoint(x: 101, y: 50)))
        let outside = CALayer()
        outside.frame = CGRect(x: 90, y: 90, width: 40, height: 40)
        card.addSublayer(outside)
        #expect(root.hitTest(CGPoint(x: 175, y: 175)) === outside, "a sublayer outside its superlayer's bounds is still hit")
        card.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 175, y: 175)) === root, "unless the superlayer masks to its bounds")
    }
}

/// A delegate that switches one key's action off, as layer-owning objects do.
private final class QuietDelegate: CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> CAAction? { event == "opacity" ? NSNull() : nil }
}

@Suite("CALayer actions, looked up as Core Animation looks them up")
@MainActor
struct LayerActionTests {
    @Test("NSNull in actions switches a standalone layer's implicit animation off; other keys still animate 0.25 s")
    func nullAction() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let dot = CALayer()
        dot.name = "dot"
        dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        dot.actions = ["position": NSNull()]
        host.layer.addSublayer(dot)
        #expect(dot.action(forKey: "position") == nil, "NSNull means no action")
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.1)
            dot.position = CGPoint(x: 110, y: 110)
            dot.opacity = 0
        }
        let x = timeline.value(ofLayer: "dot", at: LayerKeyPath("position.x")!, time: 0.2)?.number
        let opacity = timeline.value(ofLayer: "dot", at: LayerKeyPath("opacity")!, time: 0.2)?.number
        #expect(x == 110, "moved at once")
        #expect(opacity.map { $0 > 0 && $0 < 1 } == true, "opacity still fades implicitly: \(String(describing: opacity))")
    }

    @Test("An animation in actions runs instead of the implicit one; the delegate answers first")
    func customAction() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let dot = CALayer()
        dot.name = "dot"
        dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let slow = CABasicAnimation(keyPath: "position.x")
        slow.fromValue = 10
        slow.toValue = 110
        slow.duration = 1
        dot.actions = ["position": slow, "opacity": CABasicAnimation(keyPath: "opacity")]
        let quiet = QuietDelegate()
        dot.delegate = quiet
        host.layer.addSublayer(dot)
        #expect(dot.action(forKey: "opacity") == nil, "the delegate's NSNull ends the search")
        #expect(dot.action(forKey: "position") is CABasicAnimation)
        let timeline = window.record(duration: 2) { _ in
            dot.position = CGPoint(x: 110, y: 10)
            dot.opacity = 0.5
        }
        let x = timeline.value(ofLayer: "dot", at: LayerKeyPath("position.x")!, time: 0.5)?.number
        #expect(x.map { abs($0 - 60) < 1e-6 } == true, "halfway along the action's own 1 s: \(String(describing: x))")
        #expect(timeline.value(ofLayer: "dot", at: LayerKeyPath("opacity")!, time: 0.1)?.number == 0.5)
    }
}
