import Foundation
import Testing
import FlipbookScene
@testable import FlipbookUIKit

/// Tags each animation that stops with the value it was given for "id".
private final class TagLog: NSObject, CAAnimationDelegate, @unchecked Sendable {
    var stopped: [String] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped.append(anim.value(forKey: "id") as? String ?? "untagged")
    }
}

@Suite("Key-value coding: setting by name, and values of your own on layers and animations", .expectsProblems)
@MainActor
struct KeyValueCodingTests {
    @Test("setValue(_:forKey:) sets a named property through its setter; a dotted path sets it on the object the path leads to")
    func settingByName() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.setValue(1, forKey: "textAlignment")
        label.setValue(3, forKey: "numberOfLines")
        label.setValue(false, forKey: "enabled")
        label.setValue(UIColor.red, forKey: "highlightedTextColor")
        label.setValue(nil, forKey: "highlightedTextColor")
        label.setValue(CGSize(width: 2, height: 3), forKey: "shadowOffset")
        label.setValue(8, forKeyPath: "layer.cornerRadius")
        #expect(label.textAlignment == .center && label.numberOfLines == 3 && !label.isEnabled)
        #expect(label.highlightedTextColor == nil, "nil clears an optional property")
        #expect(label.shadowOffset == CGSize(width: 2, height: 3) && label.layer.cornerRadius == 8)
        #expect(label.value(forKey: "numberOfLines") as? Int == 3)
    }

    @Test("An unknown key, or a value of the wrong type, is a problem and sets nothing, as iOS raises an exception")
    func unknownKeys() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let timeline = window.record(duration: 0.1) { _ in
            view.setValue(1, forKey: "noSuchProperty")
            view.setValue("half", forKey: "alpha")
        }
        #expect(view.alpha == 1)
        #expect(timeline.problems.count == 2)
        #expect(timeline.problems.first?.contains("setValue(_:forKey: \"noSuchProperty\") on UIView: no settable property of that name") == true)
        #expect(timeline.problems.last?.contains("a String is not a value of that property's type") == true)
    }

    @Test("Layers and animations keep values for keys of their own: an animation's tag comes back in animationDidStop, from the copy the layer ran")
    func containerKeys() {
        let (window, layer) = layerWindow()
        let log = TagLog()
        layer.setValue("card", forKey: "role")
        #expect(layer.value(forKey: "role") as? String == "card")
        let timeline = window.record(duration: 2) { clock in
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 0.5
            fade.delegate = log
            fade.setValue("fade-in", forKey: "id")
            layer.add(fade, forKey: "fade")
            clock.wait(1)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(log.stopped == ["fade-in"])
    }

    @Test("setValue(_:forKeyPath:) on a layer's transform.rotation.z turns it, animating as a standalone layer's change does")
    func layerKeyPaths() {
        let (window, layer) = layerWindow()
        let timeline = window.record(duration: 1) { _ in
            layer.setValue(Double.pi / 2, forKeyPath: "transform.rotation.z")
        }
        #expect(abs(timeline.number("transform.rotation.z", at: 1, layer: "dot") - .pi / 2) < 1e-9)
        #expect(abs(((layer.value(forKeyPath: "transform.rotation.z") as? NSNumber)?.doubleValue ?? 0) - .pi / 2) < 1e-9)
        let midway = timeline.number("transform.rotation.z", at: 0.125, layer: "dot")
        #expect(midway > 0.1 && midway < .pi / 2 - 0.1, "the implicit 0.25-s animation is under way: \(midway)")
    }

    @Test("An animation with no duration takes its transaction's, as CATransaction.setAnimationDuration documents")
    func transactionDuration() {
        let (window, layer) = layerWindow()
        let timeline = window.record(duration: 3) { _ in
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            layer.add(move, forKey: "move")
            CATransaction.commit()
        }
        #expect(abs(timeline.number("position.x", at: 1, layer: "dot") - 50) < 1e-9, "half of 2 s, linear")
    }
}
