import Foundation
import Testing
import FlipbookPNG
import FlipbookRender
// Plain `import UIKit` and `import QuartzCore`, as iOS files write them (with Swift Testing in
// the same file, which needs the products' cross-import stand-in).
import UIKit
import QuartzCore

/// Behaviours real iOS libraries rely on, each checked against numbers a person can work out:
/// pixels on a circle, positions along a two-turn arc, an opacity through a group, the edge
/// widths of a half turn.
@Suite("Real code renders as iOS shows it", .expectsProblems)
@MainActor
struct RealCodeTests {
    /// A window with a white host view, and a layer of `kind` framed at `frame` inside it.
    func stage<L: CALayer>(_ layer: L, frame: CGRect, size: CGFloat = 100) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size, height: size))
        window.backgroundColor = .white
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        layer.name = "subject"
        layer.frame = frame
        host.layer.addSublayer(layer)
        return window
    }

    func render(_ timeline: Timeline, at time: Double) throws -> RGBAImage {
        let renderer = Flipbook.renderer(for: timeline, options: RenderOptions(scale: 1), fonts: try FontConfiguration())
        return try renderer.renderRGBA(timeline.presentation(at: time))
    }

    func point(_ timeline: Timeline, _ keyPath: String, at time: Double) -> CGPoint? {
        guard case .point(let p)? = timeline.value(ofLayer: "subject", at: LayerKeyPath(keyPath)!, time: time) else { return nil }
        return CGPoint(x: p.x, y: p.y)
    }

    func number(_ timeline: Timeline, _ keyPath: String, at time: Double) -> Double {
        timeline.value(ofLayer: "subject", at: LayerKeyPath(keyPath)!, time: time)?.number ?? .nan
    }

    // MARK: 1. Arcs

    @Test("0 → 2π drawn counter-clockwise on screen is the whole circle: every pixel of the ring is stroked")
    func fullCircleTheOtherWay() throws {
        let ring = CAShapeLayer()
        let window = stage(ring, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi,
                                 clockwise: false).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.black.cgColor
        ring.lineWidth = 4
        let image = try render(window.record(duration: 0) { _ in }, at: 0)
        for degrees in stride(from: 0.0, to: 360, by: 15) {
            let angle = degrees * .pi / 180
            let pixel = image.pixel(x: Int(50 + 40 * cos(angle)), y: Int(50 + 40 * sin(angle)))
            #expect(pixel.r < 100, "the ring at \(degrees)°")
        }
        #expect(image.pixel(x: 50, y: 50).r == 255, "the centre stays white")
    }

    @Test("CGMutablePath.addArc keeps every turn: a keyframe animation along 1.5π → 5.5π goes round twice")
    func twoTurns() throws {
        let dot = CALayer()
        let window = stage(dot, frame: CGRect(x: 0, y: 0, width: 4, height: 4), size: 200)
        let path = CGMutablePath()
        // Core Graphics' clockwise is y-up: `clockwise: false` runs with growing angles.
        path.addArc(center: CGPoint(x: 100, y: 100), radius: 50, startAngle: 1.5 * .pi, endAngle: 5.5 * .pi,
                    clockwise: false)
        let orbit = CAKeyframeAnimation(keyPath: "position")
        orbit.path = path
        orbit.duration = 2
        orbit.calculationMode = .paced
        let timeline = window.record(duration: 2) { _ in dot.add(orbit, forKey: "orbit") }
        // Paced over two turns: each half second is a half turn, so at 0.25 s the dot is a
        // quarter turn (angle 2π) from the top (angle 1.5π): at (150, 100).
        for (time, angle) in [(0.25, 2.0), (0.5, 2.5), (0.75, 3.0), (1.25, 4.0), (1.5, 4.5)] {
            let p = try #require(point(timeline, "position", at: time))
            #expect(abs(p.x - (100 + 50 * cos(angle * .pi))) < 0.5 && abs(p.y - (100 + 50 * sin(angle * .pi))) < 0.5,
                    "at \(time) s: \(p)")
        }
    }

    @Test("A difference the other way is what is left of it modulo a turn: 0 → π/2 counter-clockwise is three quarters")
    func threeQuarters() {
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let bounds = path.cgPath.boundingBoxOfPath
        #expect(abs(bounds.minX + 10) < 0.01 && abs(bounds.minY + 10) < 0.01 && abs(bounds.maxY - 10) < 0.01)
        #expect(UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 0, clockwise: true).cgPath
            .boundingBoxOfPath.width < 1e-9, "no difference, no arc")
    }

    // MARK: 2. Group children

    @Test("A group child with no duration runs for the group's: a 0.75 s turn is a third done at 0.25 s")
    func groupChildDuration() {
        let layer = CALayer()
        let window = stage(layer, frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        turn.values = [0, Double.pi, 2 * Double.pi]
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.25
        fade.duration = 0.25
        let group = CAAnimationGroup()
        group.animations = [turn, fade]
        group.duration = 0.75
        let timeline = window.record(duration: 1) { _ in layer.add(group, forKey: "spin") }
        #expect(near(number(timeline, "transform.rotation.z", at: 0.25), 2 * .pi / 3, 1e-6))
        #expect(near(number(timeline, "transform.rotation.z", at: 0.3), 2 * .pi * 0.4, 1e-6))
        #expect(near(number(timeline, "opacity", at: 0.125), 0.625, 1e-6), "a child's own duration is kept")
        #expect(near(number(timeline, "opacity", at: 0.5), 1, 1e-6), "and it ends there, inside the group")
    }

    // MARK: 3. Additive paths

    @Test("An additive path animation shows the animated path, as Core Animation cannot add paths")
    func additivePath() throws {
        let shape = CAShapeLayer()
        let window = stage(shape, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        shape.fillColor = UIColor.black.cgColor
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        let morph = CAKeyframeAnimation(keyPath: "path")
        morph.values = [UIBezierPath(rect: CGRect(x: 60, y: 60, width: 30, height: 30)).cgPath,
                        UIBezierPath(rect: CGRect(x: 60, y: 60, width: 30, height: 30)).cgPath]
        morph.duration = 1
        morph.isAdditive = true
        let timeline = window.record(duration: 1) { _ in shape.add(morph, forKey: "morph") }
        let image = try render(timeline, at: 0.5)
        #expect(image.pixel(x: 75, y: 75).r == 0, "the animated square")
        #expect(image.pixel(x: 5, y: 5).r == 255, "not the model's")
    }

    // MARK: 4. 3-D half turns

    /// The painted widths of the top and bottom rows and the heights of the leftmost and
    /// rightmost columns of a black card on white.
    func edges(_ image: RGBAImage) -> (top: Int, bottom: Int, left: Int, right: Int) {
        func painted(_ x: Int, _ y: Int) -> Bool { image.pixel(x: x, y: y).r < 128 }
        let rows = (0..<image.height).map { y in (0..<image.width).filter { painted($0, y) }.count }.filter { $0 > 0 }
        let columns = (0..<image.width).map { x in (0..<image.height).filter { painted(x, $0) }.count }.filter { $0 > 0 }
        return (rows.first ?? 0, rows.last ?? 0, columns.first ?? 0, columns.last ?? 0)
    }

    /// NVActivityIndicatorView's square-spin, as the library writes it: four half turns with
    /// perspective, a second each here.
    func squareSpin() -> Timeline {
        func rotateX(_ angle: CGFloat) -> CATransform3D {
            var transform = CATransform3DMakeRotation(angle, 1, 0, 0)
            transform.m34 = -1 / 100
            return transform
        }
        func rotateY(_ angle: CGFloat) -> CATransform3D {
            var transform = CATransform3DMakeRotation(angle, 0, 1, 0)
            transform.m34 = -1 / 100
            return transform
        }
        let card = CALayer()
        card.backgroundColor = UIColor.black.cgColor
        let window = stage(card, frame: CGRect(x: 50, y: 50, width: 100, height: 100), size: 200)
        let spin = CAKeyframeAnimation(keyPath: "transform")
        spin.keyTimes = [0, 0.25, 0.5, 0.75, 1]
        spin.values = [CATransform3DConcat(rotateX(0), rotateY(0)), CATransform3DConcat(rotateX(.pi), rotateY(0)),
                       CATransform3DConcat(rotateX(.pi), rotateY(.pi)), CATransform3DConcat(rotateX(0), rotateY(.pi)),
                       CATransform3DConcat(rotateX(0), rotateY(0))].map { NSValue(caTransform3D: $0) }
        spin.duration = 4
        return window.record(duration: 4) { _ in card.add(spin, forKey: "spin") }
    }

    @Test("Half turns go as on the iPhone recording: top edge grows first, then shrinks first, left edge shrinks")
    func halfTurns() throws {
        let timeline = squareSpin()
        // Leg 1, identity → rotateX(π): the top edge comes nearer, wider than the bottom.
        let first = edges(try render(timeline, at: 0.2))
        #expect(first.top > first.bottom + 50, "leg 1: \(first)")
        // Leg 2 has no perspective at its ends: it squashes flat, the same width top and bottom.
        let second = edges(try render(timeline, at: 1.2))
        #expect(second.top == second.bottom && second.left == 100, "leg 2: \(second)")
        // Leg 3 → rotateY(π): the top edge shrinks first, then grows past edge-on.
        let third = edges(try render(timeline, at: 2.2))
        #expect(third.top + 10 < third.bottom, "leg 3: \(third)")
        let thirdLate = edges(try render(timeline, at: 2.8))
        #expect(thirdLate.top > thirdLate.bottom + 50, "leg 3 late: \(thirdLate)")
        // Leg 4 → identity: the left edge is the shorter on both sides of edge-on.
        for time in [3.2, 3.8] {
            let fourth = edges(try render(timeline, at: time))
            #expect(fourth.left + 30 < fourth.right, "leg 4 at \(time): \(fourth)")
        }
    }

    @Test("±π give the same half turn: the written sign does not decide the way")
    func halfTurnSign() {
        func middle(_ angle: CGFloat) -> CATransform3D? {
            let card = CALayer()
            let window = stage(card, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var end = CATransform3DMakeRotation(angle, 1, 0, 0)
            end.m34 = -1 / 100
            var start = CATransform3DIdentity
            start.m34 = -1 / 100
            let turn = CABasicAnimation(keyPath: "transform")
            turn.fromValue = NSValue(caTransform3D: start)
            turn.toValue = NSValue(caTransform3D: end)
            turn.duration = 1
            let timeline = window.record(duration: 1) { _ in card.add(turn, forKey: "turn") }
            guard case .transform(let t)? = timeline.value(ofLayer: "subject", at: LayerKeyPath("transform")!, time: 0.25)
            else { return nil }
            return CATransform3D(m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23,
                                 m24: t.m24, m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42,
                                 m43: t.m43, m44: t.m44)
        }
        let plus = middle(.pi), minus = middle(-.pi)
        #expect(plus != nil && plus == minus)
        // A quarter of the way, the card has turned π/4 about x the negative way: m23 = sin(−π/4).
        #expect(abs((plus?.m23 ?? 0) + sin(.pi / 4)) < 1e-9)
    }

    // MARK: 5. Arrays that do not match

    @Test("Five values with six key times animate through all five, paired by index, with a warning")
    func extraKeyTimes() throws {
        let layer = CALayer()
        let window = stage(layer, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0, 1, 0, 1, 0]
        fade.keyTimes = [0, 0.1, 0.2, 0.6, 1, 1]
        fade.duration = 1
        let timeline = try window.record(duration: 1) { _ throws in layer.add(fade, forKey: "fade") }
        #expect(near(number(timeline, "opacity", at: 0.05), 0.5, 1e-6))
        #expect(near(number(timeline, "opacity", at: 0.4), 0.5, 1e-6))
        #expect(near(number(timeline, "opacity", at: 0.8), 0.5, 1e-6))
        #expect(timeline.problems == ["warning: layer 'subject': add(_:forKey: \"fade\"): the 'opacity' keyframe animation: "
            + "keyTimes has 6 entries for 5 values; the last 1 is unused, as on iOS"])
        #expect(timeline.goldenTimeline().problems.isEmpty, "a warning fails no golden check")
    }

    @Test("Three values with one timing function: the first segment eases, the second is linear")
    func fewerTimingFunctions() {
        let layer = CALayer()
        let window = stage(layer, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let move = CAKeyframeAnimation(keyPath: "position.x")
        move.values = [0, 100, 200]
        move.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        move.duration = 2
        let timeline = window.record(duration: 2) { _ in layer.add(move, forKey: "move") }
        // easeIn at half of the first segment is 0.315357 (the README's table).
        #expect(near(number(timeline, "position.x", at: 0.5), 31.5357, 1e-3))
        #expect(near(number(timeline, "position.x", at: 1.5), 150, 1e-6))
        #expect(timeline.problems.count == 1 && timeline.problems[0].contains("the segments without one are linear"))
    }

    // MARK: 6. Problems found before the layer joins the recording

    @Test("A problem with an animation added before its layer joins the recording is reported when it joins")
    func problemBeforeJoining() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let timeline = window.record(duration: 1) { _ in
            let dot = CAShapeLayer()
            dot.name = "dot"
            let wobble = CABasicAnimation(keyPath: "wobble")
            wobble.toValue = 1
            dot.add(wobble, forKey: "w")        // not in the tree yet
            host.layer.addSublayer(dot)         // joins here
        }
        #expect(timeline.problems.count == 1)
        #expect(timeline.problems.first?.hasPrefix("layer 'dot': add(_:forKey: \"w\"): key path 'wobble'") == true)
    }

    @Test("Animations started in set-up, before record, with beginTime = CACurrentMediaTime() + delay start on the recording's clock")
    func setUpBeginTimeIsRecordingTime() {
        let layer = CALayer()
        let window = stage(layer, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(CACurrentMediaTime() == 0, "set-up is the recording's time 0")
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (1, 0, 1)
        fade.beginTime = CACurrentMediaTime() + 0.5      // as loading indicators stagger their dots
        fade.fillMode = .backwards
        layer.add(fade, forKey: "fade")
        let timeline = window.record(duration: 2) { _ in }
        #expect(number(timeline, "opacity", at: 0.25) == 1)
        #expect(abs(number(timeline, "opacity", at: 1) - 0.5) < 1e-9)
        #expect(number(timeline, "opacity", at: 1.75) == 1, "removed when done: the model value")
    }

    @Test("transform.scale.xy scales x and y together, as a pulsing halo animates its rings")
    func scaleXY() {
        let layer = CALayer()
        let window = stage(layer, frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        let timeline = window.record(duration: 1) { _ in
            let grow = CABasicAnimation(keyPath: "transform.scale.xy")
            (grow.fromValue, grow.toValue, grow.duration) = (0, 2, 1)
            layer.add(grow, forKey: "grow")
        }
        #expect(timeline.problems.isEmpty)
        #expect(abs(number(timeline, "transform.scale.x", at: 0.5) - 1) < 1e-9)
        #expect(abs(number(timeline, "transform.scale.y", at: 0.25) - 0.5) < 1e-9)
    }

    @Test("Adding a sublayer again where it already is changes nothing; adding it in front reorders it from then on")
    func addSublayerAgain() {
        let layer = CALayer()
        let window = stage(layer, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let host = window.subviews[0].layer
        let front = CALayer()
        front.name = "front"
        host.addSublayer(front)
        let timeline = window.record(duration: 0.5) { clock in
            host.addSublayer(front)                         // already the last: stays
            host.insertSublayer(layer, at: 0)               // already the first: stays
            clock.wait(0.25)
            host.insertSublayer(layer, above: nil)          // in front, from 0.25 s
        }
        #expect(timeline.problems.isEmpty)
        let order = { (time: Double) in timeline.presentation(at: time).layers[0].sublayers.map(\.id) }
        #expect(order(0) == ["subject", "front"])
        #expect(order(0.25) == ["front", "subject"])
    }

    // MARK: 7. Transaction completions

    @Test("setCompletionBlock waits for explicit animations the transaction adds")
    func transactionWaitsForExplicitAnimations() {
        let layer = CALayer()
        let window = stage(layer, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completedAt: Double?
        _ = window.record(duration: 2) { clock in
            CATransaction.begin()
            CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
            let move = CABasicAnimation(keyPath: "position.x")
            move.toValue = 100
            move.duration = 0.8
            layer.add(move, forKey: "move")
            CATransaction.commit()
            clock.wait(2)
        }
        #expect(completedAt == 0.8)
    }

    // MARK: 8. API real code uses

    @Test("NSValue boxes transforms; animations read them back")
    func boxedTransforms() {
        let turn = CATransform3DMakeRotation(0.5, 0, 0, 1)
        #expect(NSValue(caTransform3D: turn).caTransform3DValue == turn)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).caTransform3DValue == CATransform3DIdentity)
        let layer = CALayer()
        let window = stage(layer, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let spin = CABasicAnimation(keyPath: "transform")
        spin.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(1, 0, 0, 1))
        spin.duration = 1
        let timeline = window.record(duration: 1) { _ in layer.add(spin, forKey: "spin") }
        #expect(timeline.problems.isEmpty)
        #expect(near(number(timeline, "transform.rotation.z", at: 0.5), 0.5, 1e-9))
    }

    @Test("Geometry strings as UIKit writes and reads them")
    func geometryStrings() {
        #expect(NSCoder.string(for: CGPoint(x: 1.5, y: -2)) == "{1.5, -2}")
        #expect(NSCoder.string(for: CGRect(x: 0, y: 1, width: 20, height: 30.25)) == "{{0, 1}, {20, 30.25}}")
        #expect(NSCoder.cgRect(for: "{{0, 1}, {20, 30.25}}") == CGRect(x: 0, y: 1, width: 20, height: 30.25))
        #expect(NSCoder.cgPoint(for: "{3, 4}") == CGPoint(x: 3, y: 4))
        #expect(NSCoder.cgSize(for: "{5, 6e1}") == CGSize(width: 5, height: 60))
        #expect(NSCoder.cgPoint(for: "nonsense") == .zero)
    }

    @Test("HUGE, NSInteger, UIApplication, rasterization and selection style compile and read as on iOS")
    func smallAPI() {
        #expect(HUGE == Float.greatestFiniteMagnitude)
        let count: NSInteger = 3
        #expect(count == 3)
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        let layer = CALayer()
        layer.shouldRasterize = true
        layer.rasterizationScale = UIScreen.main.scale
        #expect(layer.shouldRasterize && layer.rasterizationScale == 2)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.selectionStyle = .none
        #expect(cell.selectionStyle == .none)
        let view = NibView(frame: .zero)
        view.awakeFromNib()
        #expect(view.awoke, "a subclass's override runs")
        #expect(Double(Int64(0.25 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC) == 0.25)
        #expect(NSEC_PER_MSEC * 1000 == NSEC_PER_SEC && USEC_PER_SEC * NSEC_PER_USEC == NSEC_PER_SEC)
    }

    /// A replicator subclass as a pulsing-halo library writes it: the shadow-copy initializer
    /// overridden to copy its own fields.
    final class Halo: CAReplicatorLayer, @unchecked Sendable {
        var radius: CGFloat = 60
        override init() { super.init() }
        override init(layer: Any) {
            super.init(layer: layer)
            if let halo = layer as? Halo { radius = halo.radius }
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test("init(layer:) copies a layer's model values and a subclass's own fields, with an id of its own")
    func shadowCopyInitializer() {
        let halo = Halo()
        halo.radius = 30
        halo.opacity = 0.5
        halo.instanceCount = 3
        halo.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        let copy = Halo(layer: halo)
        #expect(copy.radius == 30 && copy.opacity == 0.5 && copy.instanceCount == 3)
        #expect(copy.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        let plain = CALayer(layer: "not a layer")
        #expect(plain.opacity == 1 && plain.frame == .zero, "anything else gives a new layer")
    }
}

/// `awakeFromNib()` is overridable, as UIKit declares it.
private final class NibView: UIView {
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}
