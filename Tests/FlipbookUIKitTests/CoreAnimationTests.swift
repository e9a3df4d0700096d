import Foundation
import Testing
import FlipbookScene
import FlipbookTiming
import FlipbookUIKit

/// Records what a delegate hears, with the virtual time.
final class DelegateLog: NSObject, CAAnimationDelegate, @unchecked Sendable {
    var lines: [String] = []
    func animationDidStart(_ anim: CAAnimation) { lines.append("\(CACurrentMediaTime()) start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { lines.append("\(CACurrentMediaTime()) stop \(flag)") }
}

/// A delegate that implements only the stop callback (both are optional).
final class StopOnly: NSObject, CAAnimationDelegate, @unchecked Sendable {
    var stops = 0
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops += 1 }
}

/// A window with one standalone `CALayer` "dot" in a view's layer.
@MainActor
func layerWindow(_ layer: CALayer = CALayer()) -> (UIWindow, CALayer) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let host = UIView(frame: window.bounds)
    host.accessibilityIdentifier = "host"
    layer.name = "dot"
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    host.layer.addSublayer(layer)
    window.addSubview(host)
    return (window, layer)
}

@Suite("Core Animation: explicit animations")
@MainActor
struct ExplicitAnimationTests {
    @Test("CABasicAnimation takes numbers of every Swift and Foundation type", arguments: [
        "Double", "Float", "CGFloat", "Int", "NSNumber",
    ])
    func numberTypes(type: String) {
        let values: [String: Any] = ["Double": 0.5, "Float": Float(0.5), "CGFloat": CGFloat(0.5), "Int": 0,
                                     "NSNumber": NSNumber(value: 0.5)]
        let toValue = values[type]!
        let expected = type == "Int" ? 0.5 : 0.75
        let (window, layer) = layerWindow()
        let timeline = window.record(duration: 2) { _ in
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = toValue
            fade.duration = 1
            layer.add(fade, forKey: "fade")
        }
        #expect(near(timeline.number("opacity", at: 0.5, layer: "dot"), expected))
        #expect(near(timeline.number("opacity", at: 1.5, layer: "dot"), 1), "removed on completion: the model shows")
    }

    @Test("Points, sizes, rects, colours and transforms, and NSValue boxes")
    func geometryTypes() {
        let (window, layer) = layerWindow()
        let timeline = window.record(duration: 2) { _ in
            func basic(_ keyPath: String, _ from: Any, _ to: Any) {
                let animation = CABasicAnimation(keyPath: keyPath)
                (animation.fromValue, animation.toValue, animation.duration) = (from, to, 1)
                animation.fillMode = .forwards
                animation.isRemovedOnCompletion = false
                layer.add(animation, forKey: keyPath)
            }
            basic("position", NSValue(cgPoint: CGPoint(x: 0, y: 0)), CGPoint(x: 100, y: 50))
            basic("bounds.size", CGSize(width: 10, height: 10), CGSize(width: 30, height: 20))
            basic("backgroundColor", UIColor.black.cgColor, UIColor.white.cgColor)
            basic("transform", CATransform3DIdentity, CATransform3DMakeScale(3, 3, 1))
            basic("shadowOffset", CGSize.zero, CGSize(width: 4, height: 8))
        }
        #expect(timeline.value(ofLayer: "dot", at: LayerKeyPath("position")!, time: 0.5) == .point(Point(x: 50, y: 25)))
        #expect(near(timeline.number("bounds.size.width", at: 0.5, layer: "dot"), 20))
        #expect(timeline.value(ofLayer: "dot", at: LayerKeyPath("backgroundColor")!, time: 0.5)
                    == .color(Color(red: 0.5, green: 0.5, blue: 0.5)))
        #expect(near(timeline.number("transform.scale.x", at: 0.5, layer: "dot"), 2))
        #expect(near(timeline.number("shadowOffset.height", at: 1.5, layer: "dot"), 8), "kept after the end")
    }

    @Test("byValue, additive and cumulative")
    func byAdditiveCumulative() {
        let (window, layer) = layerWindow()
        layer.position = CGPoint(x: 10, y: 10)
        let timeline = window.record(duration: 3) { _ in
            let move = CABasicAnimation(keyPath: "position.x")
            move.byValue = 20
            move.duration = 1
            move.repeatCount = 2
            move.isCumulative = true
            move.isAdditive = true
            layer.add(move, forKey: "move")
        }
        // byValue alone runs from the value (10) to value + 20; additive adds that to the model
        // (10); cumulative adds k · (end − start) in repeat k (timing.md §2).
        #expect(near(timeline.number("position.x", at: 0.5, layer: "dot"), 10 + (10 + 10)))
        #expect(near(timeline.number("position.x", at: 1.5, layer: "dot"), 10 + (10 + 10) + 20))
    }

    @Test("CAKeyframeAnimation: values, keyTimes as NSNumber, per-segment timing functions, discrete mode")
    func keyframes() {
        let (window, layer) = layerWindow()
        let timeline = window.record(duration: 3) { _ in
            let frames = CAKeyframeAnimation(keyPath: "position.x")
            frames.values = [0, 100, 40]
            frames.keyTimes = [0, 0.25, 1]
            frames.duration = 2
            frames.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .linear)]
            layer.add(frames, forKey: "x")
            let steps = CAKeyframeAnimation(keyPath: "opacity")
            steps.values = [1, 0.5, 0]
            steps.calculationMode = .discrete
            steps.duration = 2
            layer.add(steps, forKey: "steps")
        }
        #expect(near(timeline.number("position.x", at: 0.25, layer: "dot"), 50))
        #expect(near(timeline.number("position.x", at: 1.25, layer: "dot"), 70))
        #expect(near(timeline.number("opacity", at: 0.5, layer: "dot"), 1))
        #expect(near(timeline.number("opacity", at: 0.7, layer: "dot"), 0.5), "a third of the time per value")
    }

    @Test("CAKeyframeAnimation along a path: the layer's position follows it at constant speed when paced")
    func keyframePath() {
        let (window, layer) = layerWindow()
        let timeline = window.record(duration: 2) { _ in
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 100))
            let along = CAKeyframeAnimation(keyPath: "position")
            along.path = path
            along.calculationMode = .paced
            along.duration = 2
            layer.add(along, forKey: "along")
        }
        #expect(timeline.value(ofLayer: "dot", at: LayerKeyPath("position")!, time: 0.5) == .point(Point(x: 50, y: 0)))
        #expect(timeline.value(ofLayer: "dot", at: LayerKeyPath("position")!, time: 1.5) == .point(Point(x: 100, y: 50)))
    }

    @Test("CASpringAnimation: the spring's own numbers, its settling duration as default duration")
    func spring() {
        let (window, layer) = layerWindow()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 10
        spring.stiffness = 100
        spring.mass = 1
        let engine = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(near(spring.settlingDuration, engine.settlingDuration))
        spring.duration = spring.settlingDuration
        let timeline = window.record(duration: 3) { _ in layer.add(spring, forKey: "spring") }
        #expect(near(timeline.number("position.x", at: 0.3, layer: "dot"), 100 * engine.progress(at: 0.3), 1e-9))
        let perceptual = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
        let reference = Spring(duration: 0.5, bounce: 0.2)
        #expect(near(perceptual.stiffness, reference.stiffness) && near(perceptual.damping, reference.damping))
        #expect(perceptual.perceptualDuration == 0.5 && perceptual.bounce == 0.2)
    }

    @Test("CAAnimationGroup: children on the group's clock, cut at its duration")
    func group() {
        let (window, layer) = layerWindow()
        let timeline = window.record(duration: 3) { _ in
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration) = (1, 0, 2)
            let move = CABasicAnimation(keyPath: "position.x")
            (move.fromValue, move.toValue, move.duration, move.beginTime) = (0, 100, 1, 0.5)
            let group = CAAnimationGroup()
            group.animations = [fade, move]
            group.duration = 1
            layer.add(group, forKey: "group")
        }
        #expect(near(timeline.number("opacity", at: 0.5, layer: "dot"), 0.75))
        #expect(near(timeline.number("position.x", at: 0.75, layer: "dot"), 25))
        #expect(near(timeline.number("opacity", at: 1.5, layer: "dot"), 1), "the group ended at 1 s")
    }

    @Test("The delegate hears start and stop at their virtual times, with finished; both callbacks are optional")
    func delegate() {
        let (window, layer) = layerWindow()
        let log = DelegateLog()
        let stopOnly = StopOnly()
        _ = window.record(duration: 3) { clock in
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.toValue, fade.duration, fade.beginTime) = (0, 1, CACurrentMediaTime() + 0.5)
            fade.delegate = log
            layer.add(fade, forKey: "fade")
            let cut = CABasicAnimation(keyPath: "position.x")
            (cut.toValue, cut.duration) = (50, 1)
            cut.delegate = stopOnly
            layer.add(cut, forKey: "cut")
            clock.wait(2)
            let replaced = CABasicAnimation(keyPath: "opacity")
            (replaced.toValue, replaced.duration) = (0.5, 1)
            replaced.delegate = log
            layer.add(replaced, forKey: "again")
            clock.wait(0.25)
            layer.removeAnimation(forKey: "again")
        }
        #expect(log.lines == ["0.5 start", "1.5 stop true", "2.0 start", "2.25 stop false"])
        #expect(stopOnly.stops == 1)
    }

    @Test("animation(forKey:), animationKeys(), a nil key, removal and presentation()")
    func keysAndPresentation() {
        let (window, layer) = layerWindow()
        _ = window.record(duration: 3) { clock in
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            (spin.toValue, spin.duration) = (Double.pi, 1)
            layer.add(spin, forKey: nil)
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration) = (1, 0, 2)
            layer.add(fade, forKey: "fade")
            #expect(layer.animationKeys() == ["fade"], "a nil-keyed animation has no key to list")
            #expect(layer.animation(forKey: "fade") !== fade, "Core Animation attaches a copy")
            #expect((layer.animation(forKey: "fade") as? CABasicAnimation)?.duration == 2)
            clock.wait(0.5)
            let now = layer.presentation()
            #expect(now != nil && abs(Double(now!.opacity) - 0.75) < 1e-6)
            #expect(abs(Double(CATransform3DGetAffineTransform(now!.transform).b) - sin(Double.pi / 2)) < 1e-9)
            #expect(layer.opacity == 1, "the model value is unchanged")
            clock.wait(0.75)
            #expect(layer.animationKeys() == ["fade"], "the nil-keyed one ended at 1 s")
            layer.removeAnimation(forKey: "fade")
            #expect(layer.animationKeys() == nil && layer.animation(forKey: "fade") == nil)
            let shape = CAShapeLayer()
            let snapshot: CALayer? = shape.presentation()
            #expect(snapshot.map { type(of: $0) == CAShapeLayer.self } == true, "presentation() keeps the class")
        }
    }

    @Test("The pause recipe: speed 0 and timeOffset freeze a layer's animations; resuming continues them")
    func pauseRecipe() {
        let (window, layer) = layerWindow()
        let timeline = window.record(duration: 4) { clock in
            let move = CABasicAnimation(keyPath: "position.x")
            (move.fromValue, move.toValue, move.duration) = (0, 100, 2)
            layer.add(move, forKey: "move")
            clock.wait(0.5)
            let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = pausedTime
            clock.wait(1)
            let paused = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        }
        #expect(near(timeline.number("position.x", at: 0.25, layer: "dot"), 12.5))
        #expect(near(timeline.number("position.x", at: 1.0, layer: "dot"), 25), "frozen at 0.5 s of motion")
        #expect(near(timeline.number("position.x", at: 2.0, layer: "dot"), 50), "resumed at 1.5 s from 25")
        #expect(timeline.events.map(\.description).contains("3.000000\tstop\tdot\tkey=move finished=true"), "2 s of motion plus 1 s paused")
    }
}

@Suite("Core Animation: implicit animations and CATransaction")
@MainActor
struct TransactionTests {
    @Test("A standalone layer animates a change implicitly: 0.25 s on the default curve")
    func implicitDefault() {
        let (window, layer) = layerWindow()
        let timeline = window.record(duration: 2) { clock in
            clock.wait(1)
            layer.opacity = 0
        }
        #expect(near(timeline.number("opacity", at: 1.125, layer: "dot"), 1 - TimingFunction.default(0.5)))
        #expect(near(timeline.number("opacity", at: 1.25, layer: "dot"), 0))
    }

    @Test("A view's layer changes at once outside animation blocks")
    func viewBacked() {
        let (window, box) = boxWindow()
        let timeline = window.record(duration: 2) { clock in
            clock.wait(1)
            box.layer.opacity = 0
        }
        #expect(near(timeline.number("opacity", at: 1.0), 0))
        #expect(timeline.events.isEmpty)
    }

    @Test("begin/commit set duration and curve, disable actions, and run the completion when the animations end")
    func transactions() {
        let (window, layer) = layerWindow()
        var completedAt: Double?
        let timeline = window.record(duration: 3) { clock in
            clock.wait(1)
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            CATransaction.setCompletionBlock {
                completedAt = CACurrentMediaTime()
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                layer.opacity = 0.5
                CATransaction.commit()
            }
            layer.position = CGPoint(x: 100, y: 5)
            CATransaction.commit()
        }
        #expect(near(timeline.number("position.x", at: 1.25, layer: "dot"), 5 + 95 * 0.25))
        #expect(near(timeline.number("opacity", at: 1.9, layer: "dot"), 1))
        #expect(near(timeline.number("opacity", at: 2.0, layer: "dot"), 0.5), "no implicit animation")
        #expect(completedAt == 2)
    }

    @Test("Setters without begin act on the implicit transaction, committed at the next wait")
    func implicitTransaction() {
        let (window, layer) = layerWindow()
        var done = 0
        let timeline = window.record(duration: 2) { clock in
            CATransaction.setDisableActions(true)
            layer.opacity = 0.2
            CATransaction.setCompletionBlock { done += 1 }
            clock.wait(0.5)
            layer.opacity = 1
        }
        #expect(near(timeline.number("opacity", at: 0.1, layer: "dot"), 0.2, 1e-7), "actions were disabled (opacity is a Float)")
        #expect(timeline.number("opacity", at: 0.6, layer: "dot") < 1, "the next turn animates again")
        #expect(done == 1)
    }
}
