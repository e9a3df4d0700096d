import Foundation
import Testing
import FlipbookScene
import FlipbookTiming
import FlipbookUIKit
@testable import UIKitSeeds

/// A window with one 10 × 10 view `box` at the origin.
@MainActor
func boxWindow(width: CGFloat = 100, height: CGFloat = 100) -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    box.accessibilityIdentifier = "box"
    window.addSubview(box)
    return (window, box)
}

extension Timeline {
    /// A number at a key path of a layer ("box" unless named).
    func number(_ keyPath: String, at time: Double, layer: String = "box") -> Double {
        value(ofLayer: layer, at: LayerKeyPath(keyPath)!, time: time)?.number ?? .nan
    }

    /// A colour at a key path of a layer ("box" unless named), nil when it is not a colour.
    func color(_ keyPath: String, at time: Double, layer: String = "box") -> Color? {
        guard case .color(let color)? = value(ofLayer: layer, at: LayerKeyPath(keyPath)!, time: time) else { return nil }
        return color
    }
}

func near(_ value: Double, _ expected: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(value - expected) <= tolerance
}

@Suite("UIView.animate")
@MainActor
struct UIViewAnimateTests {
    @Test("Curves: ease-in-ease-out by default, easeIn, easeOut, linear", arguments: [
        (UIView.AnimationOptions.curveEaseInOut, TimingFunction.easeInEaseOut), (.curveEaseIn, .easeIn),
        (.curveEaseOut, .easeOut), (.curveLinear, .linear),
    ])
    func curves(options: UIView.AnimationOptions, function: TimingFunction) {
        let (window, box) = boxWindow()
        let timeline = window.record(duration: 2) { _ in
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { box.alpha = 0 })
        }
        #expect(near(timeline.number("opacity", at: 0.25), 1 - function(0.25)))
        #expect(box.alpha == 0, "the model value is the new one at once")
    }

    @Test("The issue's example: a 0.4 s turn to π/3, halfway (eased) at 0.2 s")
    func rotation() {
        let (window, view) = boxWindow()
        let timeline = window.record(duration: 1) { _ in
            UIView.animate(withDuration: 0.4) { view.transform = CGAffineTransform(rotationAngle: .pi / 3) }
        }
        #expect(near(timeline.number("transform.rotation.z", at: 0.2), .pi / 6, 1e-12))
        #expect(near(timeline.number("transform.rotation.z", at: 0.1), .pi / 3 * TimingFunction.easeInEaseOut(0.25)))
        #expect(near(timeline.number("transform.rotation.z", at: 0.5), .pi / 3, 1e-12))
    }

    @Test("Delay: the old value shows until the animation begins; completion at delay + duration")
    func delay() {
        let (window, box) = boxWindow()
        var finishedAt: [(Double, Bool)] = []
        let timeline = window.record(duration: 3) { _ in
            UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear,
                           animations: { box.center = CGPoint(x: 105, y: 5) },
                           completion: { finishedAt.append((CACurrentMediaTime(), $0)) })
        }
        #expect(near(timeline.number("position.x", at: 0.25), 5))
        #expect(near(timeline.number("position.x", at: 1), 55))
        #expect(near(timeline.number("position.x", at: 2), 105))
        #expect(finishedAt.count == 1 && finishedAt[0].0 == 1.5 && finishedAt[0].1)
    }

    @Test(".repeat with .autoreverse ping-pongs forever and never completes")
    func repeatAutoreverse() {
        let (window, box) = boxWindow()
        let timeline = window.record(duration: 5) { _ in
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                           animations: { box.alpha = 0 })
        }
        #expect(near(timeline.number("opacity", at: 0.25), 0.75))
        #expect(near(timeline.number("opacity", at: 1.25), 0.25), "on the way back")
        #expect(near(timeline.number("opacity", at: 4.5), 0.5))
        #expect(!timeline.events.contains { $0.kind == .completion })
    }

    @Test("Removing a block's animation completes it at once with finished = false")
    func interrupted() {
        let (window, box) = boxWindow()
        var results: [Bool] = []
        let timeline = window.record(duration: 2) { clock in
            UIView.animate(withDuration: 1, animations: { box.alpha = 0 }, completion: { results.append($0) })
            clock.wait(0.5)
            box.layer.removeAllAnimations()
            clock.wait(0.01)
            #expect(results == [false])
        }
        #expect(timeline.events.map(\.description).suffix(2) == [
            "0.500000\tstop\tbox\tkey=opacity finished=false",
            "0.500000\tcompletion\tbox\tfinished=false",
        ])
        #expect(near(timeline.number("opacity", at: 0.6), 0), "the model value shows")
    }

    @Test("A block that changes nothing, or has duration 0, completes at once")
    func nothingToAnimate() {
        let (window, box) = boxWindow()
        let timeline = window.record(duration: 3) { clock in
            clock.wait(1)
            UIView.animate(withDuration: 1) { box.alpha = 1 }
            clock.wait(1)
            UIView.animate(withDuration: 0) { box.alpha = 0.5 }
        }
        #expect(timeline.events.map(\.description) == [
            "1.000000\tcompletion\tblock\tfinished=true",
            "2.000000\tcompletion\tblock\tfinished=true",
        ])
        #expect(near(timeline.number("opacity", at: 2), 0.5))
    }

    @Test("Overlapping blocks blend additively (timing.md vector 16)")
    func additiveOverlap() {
        let (window, box) = boxWindow()
        let timeline = window.record(duration: 2) { clock in
            UIView.animate(withDuration: 1) { box.center = CGPoint(x: 5, y: 100) }
            clock.wait(0.5)
            UIView.animate(withDuration: 1) { box.center = CGPoint(x: 5, y: 0) }
        }
        let f = TimingFunction.easeInEaseOut
        #expect(near(timeline.number("position.y", at: 0.5), 52.5))
        #expect(near(timeline.number("position.y", at: 0.75), 0 - 95 * (1 - f(0.75)) + 100 * (1 - f(0.25))))
    }

    @Test("Spring blocks use UIKit's damping-ratio spring and complete at the duration")
    func spring() {
        let (window, box) = boxWindow()
        let timeline = window.record(duration: 2) { _ in
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                           options: [], animations: { box.center = CGPoint(x: 105, y: 5) })
        }
        let spring = Spring(dampingRatio: 0.5, duration: 1)
        #expect(near(timeline.number("position.x", at: 0.3), 5 + 100 * spring.progress(at: 0.3)))
        #expect(timeline.events.last?.description == "1.000000\tcompletion\tbox\tfinished=true")
    }

    @Test("iOS 17's spring blocks: duration 0.5, bounce 0.3 is stiffness (2π / 0.5)², damping ratio 0.7; they complete when the spring settles")
    func perceptualSpring() {
        let (window, box) = boxWindow()
        let timeline = window.record(duration: 2) { _ in
            UIView.animate(springDuration: 0.5, bounce: 0.3) { box.center = CGPoint(x: 105, y: 5) }
        }
        // x(t) = 105 − 100 e^(−ζω₀t) (cos ω_d t + ζω₀ / ω_d sin ω_d t), ω₀ = 4π, ζ = 0.7.
        let omega = 4 * Double.pi, zeta = 0.7, damped = omega * (1 - zeta * zeta).squareRoot(), t = 0.2
        let remaining = 100 * exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        #expect(near(timeline.number("position.x", at: t), 105 - remaining))
        let settling = Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega).settlingDuration
        #expect(timeline.events.last?.description == String(format: "%.6f\tcompletion\tbox\tfinished=true", settling))
    }

    @Test("A new image inside a block shows at once: a name or an image has no in-between to animate", .expectsProblems)
    func discreteChangesInBlocks() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let imageView = UIImageView(image: UIImage(systemName: "heart"))
        imageView.accessibilityIdentifier = "icon"
        window.addSubview(imageView)
        window.makeKeyAndVisible()
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.1)
            UIView.animate(withDuration: 0.6) { imageView.image = UIImage(systemName: "heart.fill") }
            clock.wait(0.9)
        }
        let contents = { (time: Double) in timeline.value(ofLayer: "icon", at: LayerKeyPath("contents")!, time: time) }
        #expect(contents(0.4) == contents(0.9) && contents(0.4) != contents(0.05), "\(String(describing: contents(0.4)))")
    }

    @Test("Nested blocks take the outer duration and curve unless their options override them")
    func nested() {
        let (window, box) = boxWindow()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        other.accessibilityIdentifier = "other"
        window.addSubview(other)
        let timeline = window.record(duration: 3) { _ in
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
                UIView.animate(withDuration: 0.5) { box.alpha = 0 }
                UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                               animations: { other.alpha = 0 })
            })
        }
        #expect(near(timeline.number("opacity", at: 1), 0.5), "2 s, linear, from the outer block")
        #expect(near(timeline.number("opacity", at: 0.25, layer: "other"), 0.5), "its own 0.5 s, ease in-out")
    }

    @Test("performWithoutAnimation makes changes at once inside a block")
    func withoutAnimation() {
        let (window, box) = boxWindow()
        let timeline = window.record(duration: 2) { _ in
            UIView.animate(withDuration: 1) {
                box.center = CGPoint(x: 50, y: 5)
                UIView.performWithoutAnimation { box.alpha = 0.5 }
            }
        }
        #expect(near(timeline.number("opacity", at: 0.1), 0.5))
        #expect(timeline.number("position.x", at: 0.5) > 5 && timeline.number("position.x", at: 0.5) < 50)
    }

    @Test("Outside a recording nothing animates: the change is made and the completion runs at once")
    func outsideRecording() {
        let (_, box) = boxWindow()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { box.alpha = 0.3 }, completion: { finished = $0 })
        #expect(abs(box.alpha - 0.3) < 1e-6 && finished == true)
    }

    @Test("insertSubview(_:belowSubview:) and (_:aboveSubview:) order siblings, and the timeline draws them so")
    func subviewOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let root = UIView(frame: window.bounds)
        let (a, b, c) = (UIView(), UIView(), UIView())
        (a.accessibilityIdentifier, b.accessibilityIdentifier, c.accessibilityIdentifier) = ("a", "b", "c")
        root.accessibilityIdentifier = "root"
        root.addSubview(a)
        root.insertSubview(b, belowSubview: a)
        root.insertSubview(c, aboveSubview: b)
        window.addSubview(root)
        #expect(root.subviews.map(\.accessibilityIdentifier) == ["b", "c", "a"])
        root.bringSubviewToFront(b)
        #expect(root.subviews.map(\.accessibilityIdentifier) == ["c", "a", "b"])
        let timeline = window.record(duration: 1) { _ in }
        #expect(timeline.presentation(at: 0).layer(withID: "root")?.sublayers.map(\.id) == ["c", "a", "b"])
    }
}

@Suite("UIView.animateKeyframes")
@MainActor
struct KeyframeBlockTests {
    @Test("Keyframes hold each value until they start and reach the next when they end")
    func keyframes() {
        let (window, box) = boxWindow()
        let timeline = window.record(duration: 4) { _ in
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.alpha = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.alpha = 1 }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { box.center = CGPoint(x: 105, y: 5) }
            }, completion: { _ in })
        }
        #expect(near(timeline.number("opacity", at: 0.5), 0.5))
        #expect(near(timeline.number("opacity", at: 1.0), 0))
        #expect(near(timeline.number("opacity", at: 1.5), 0.5))
        #expect(near(timeline.number("position.x", at: 0.4), 5), "held until 0.25 of the duration")
        #expect(near(timeline.number("position.x", at: 1.0), 55))
        #expect(near(timeline.number("position.x", at: 1.6), 105))
        #expect(timeline.events.map(\.description).contains("2.000000\tcompletion\tbox\tfinished=true"))
    }

    @Test("Discrete keyframes jump when each keyframe ends")
    func discrete() {
        let (window, box) = boxWindow()
        let timeline = window.record(duration: 4) { _ in
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: .calculationModeDiscrete, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.alpha = 0 }
            })
        }
        #expect(near(timeline.number("opacity", at: 0.9), 1))
        #expect(near(timeline.number("opacity", at: 1.1), 0))
    }
}

@Suite("UIKit seed code: values a person can check")
@MainActor
struct UIKitSeedValueTests {
    let f = TimingFunction.easeInEaseOut

    @Test("Arrow flip: π − 0.01 turns the positive way, then π + 0.01 turns back the negative way")
    func arrowFlip() {
        let timeline = SeedRecordings.arrowFlip()
        let angle = { timeline.number("transform.rotation.z", at: $0, layer: "arrow") }
        let turn = Double.pi - 0.01
        #expect(near(angle(0.7), turn * f(0.25)))
        #expect(near(angle(1.2), turn / 2))
        #expect(near(angle(2.4), turn))
        #expect(near(angle(3.6), turn / 2), "the second turn unwinds the first")
        #expect(near(angle(4.7), 0))
    }

    @Test("Gauge: legs chain through completions; the leg in flight at the stop completes unharmed")
    func gauge() {
        let timeline = SeedRecordings.gauge()
        let angle = { timeline.number("transform.rotation.z", at: $0, layer: "needle") }
        let third = Double.pi / 3
        #expect(near(angle(0.2), 0.523599, 1e-6))
        #expect(near(angle(0.6), third - 2 * third * f(0.5)))
        // 1.9 s: model 0; leg 5 (−π/3 → +π/3, from 1.6) and the stop (+π/3 → 0, from 1.8) add up.
        #expect(near(angle(1.9), -2 * third * (1 - f(0.75)) + third * (1 - f(0.25))))
        #expect(near(angle(2.4), 0))
        #expect(timeline.events.map(\.description).suffix(4) == [
            "2.000000\tstop\tneedle\tkey=transform finished=true",
            "2.000000\tcompletion\tneedle\tfinished=true",
            "2.200000\tstop\tneedle\tkey=transform-2 finished=true",
            "2.200000\tcompletion\tneedle\tfinished=true",
        ])
    }

    @Test("Tip label: 22 at 0.7 s, 44 through the delay at 2.9 s, hidden at the end, text from the count")
    func tipLabel() {
        let (timeline, home) = SeedRecordings.tipLabel(count: 0)
        let y = { timeline.number("transform.translation.y", at: $0, layer: "tip") }
        #expect(near(y(0.7), 22))
        #expect(near(y(2.9), 44), "the delayed return fills backwards with the old value")
        #expect(near(y(3.7), 22))
        #expect(near(y(4.3), 0))
        #expect(timeline.value(ofLayer: "tip", at: LayerKeyPath("string")!, time: 1) == .string("没有更多数据"))
        #expect(timeline.value(ofLayer: "tip", at: LayerKeyPath("hidden")!, time: 4.3) == .bool(true))
        #expect(home.tipLabel.isHidden && home.tipLabel.transform == .identity, "the model ends where the app left it")
    }
}
