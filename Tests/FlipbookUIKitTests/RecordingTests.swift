import Foundation
import Testing
import FlipbookScene
import FlipbookTiming
import FlipbookUIKit

@Suite("UIWindow.record", .expectsProblems)
@MainActor
struct RecordingTests {
    @Test("Layer ids: the view's accessibilityIdentifier, else the layer's name, else TypeName-N by creation")
    func ids() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let named = UIView(frame: .zero)
        named.accessibilityIdentifier = "card"
        named.layer.name = "ignored"
        let layerNamed = UIView(frame: .zero)
        layerNamed.layer.name = "badge"
        let plain = UIView(frame: .zero)
        let label = UILabel(frame: .zero)
        let shape = CAShapeLayer()
        plain.layer.addSublayer(shape)
        for view in [named, layerNamed, plain, label] { window.addSubview(view) }
        let timeline = window.record(duration: 0) { _ in }
        #expect(timeline.layerIDs == ["card", "badge", "UIView-3", "CAShapeLayer-1", "UILabel-1"])
    }

    @Test("Virtual time: CACurrentMediaTime and clock.now follow clock.wait; the body starts at 0")
    func virtualTime() {
        let (window, _) = boxWindow()
        var seen: [Double] = []
        _ = window.record(duration: 1) { clock in
            seen.append(CACurrentMediaTime())
            clock.wait(0.25)
            seen.append(clock.now)
            clock.wait(until: 0.75)
            seen.append(CACurrentMediaTime())
            clock.wait(-1)
            seen.append(clock.now)
        }
        #expect(seen == [0, 0.25, 0.75, 0.75])
    }

    @Test("Views added during the recording appear when added, with their animations")
    func addedLater() {
        let (window, box) = boxWindow()
        let timeline = window.record(duration: 2) { clock in
            clock.wait(0.5)
            let badge = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
            badge.accessibilityIdentifier = "badge"
            badge.alpha = 0
            window.insertSubview(badge, belowSubview: box)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { badge.alpha = 1 })
        }
        #expect(timeline.presentation(at: 0.4).layer(withID: "badge") == nil)
        #expect(timeline.presentation(at: 0.5).layers.map(\.id) == ["badge", "box"], "inserted below the box")
        #expect(near(timeline.number("opacity", at: 1, layer: "badge"), 0.5))
    }

    @Test("An animation of a key path Flipbook does not model is thrown from a throwing body, naming layer and key path")
    func unknownKeyPathThrows() {
        let (window, box) = boxWindow()
        #expect {
            _ = try window.record(duration: 1) { clock throws in
                let wobble = CABasicAnimation(keyPath: "wobble")
                wobble.toValue = 1
                box.layer.add(wobble, forKey: "w")
                clock.wait(1)
            }
        } throws: { error in
            let message = (error as? RecordingError)?.message ?? ""
            return message.hasPrefix("layer 'box': add(_:forKey: \"w\"): key path 'wobble' is not one Flipbook models")
        }
    }

    @Test("A value of the wrong type is reported; a non-throwing body gets it in Timeline.problems")
    func wrongValueType() {
        let (window, box) = boxWindow()
        let timeline = window.record(duration: 1) { _ in
            let move = CABasicAnimation(keyPath: "position")
            move.toValue = 3
            box.layer.add(move, forKey: "move")
            let fine = CABasicAnimation(keyPath: "opacity")
            (fine.toValue, fine.duration) = (0, 1)
            box.layer.add(fine, forKey: "fade")
        }
        #expect(timeline.problems == [
            "layer 'box': add(_:forKey: \"move\"): toValue of the 'position' animation is a Int; expected a CGPoint",
        ])
        #expect(near(timeline.number("opacity", at: 0.5), 0.5), "the rest is recorded")
    }

    @Test("Problems of animations added before the recording are reported by it")
    func setupProblems() {
        let (window, box) = boxWindow()
        let bad = CAKeyframeAnimation(keyPath: "opacity")
        bad.values = [0, 1]
        bad.keyTimes = [0.5, 0.2]
        box.layer.add(bad, forKey: "bad")
        let timeline = window.record(duration: 1) { _ in }
        #expect(timeline.problems.count == 1 && timeline.problems[0].contains("'opacity' keyframe animation"))
    }

    @Test("Moving a recorded view to another superview during the recording is reported, not drawn wrongly")
    func moved() {
        let (window, box) = boxWindow()
        let other = UIView(frame: window.bounds)
        other.accessibilityIdentifier = "other"
        window.addSubview(other)
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.5)
            other.addSubview(box)
        }
        #expect(timeline.problems == [
            "layer 'box' is moved to another layer at 0.500000 s; a recording keeps each layer under one parent: "
                + "build the tree before the recording, or add a new layer",
        ])
    }

    @Test("A body that throws abandons the recording and its error passes through")
    func bodyThrows() {
        struct Stop: Error {}
        let (window, box) = boxWindow()
        #expect(throws: Stop.self) {
            _ = try window.record(duration: 1) { _ in
                box.alpha = 0.5
                throw Stop()
            }
        }
        #expect(abs(box.alpha - 0.5) < 1e-6)
        let again = window.record(duration: 1) { _ in }
        #expect(near(again.number("opacity", at: 0), 0.5, 1e-6), "a later recording starts from the state left")
    }

    @Test("The canvas is the window: its size, UIScreen.main.scale, its background colour")
    func canvas() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.backgroundColor = .black
        UIScreen.main.scale = 3
        defer { UIScreen.main.scale = 2 }
        let timeline = window.record(duration: 0.5) { _ in }
        #expect(timeline.canvas == Canvas(width: 320, height: 200, scale: 3, background: .black))
        #expect(timeline.duration == 0.5)
    }
}

@Suite("UIKit values")
@MainActor
struct UIKitValueTests {
    @Test("UIImage(named:) finds PNGs on the search paths with their scale, and is nil when missing")
    func images() {
        UIImage.searchPaths = [imagesFolder.path]
        let image = UIImage(named: "banner-pattern")
        #expect(image != nil && image!.scale == 1 && image!.size.width > 0)
        #expect(UIImage(named: "no-such-image") == nil)
        #expect(UIImage(contentsOfFile: "/no/such/file.png") == nil)
        let view = UIImageView(image: image)
        #expect(view.frame.size == image!.size, "an image view takes its image's size")
    }

    @Test("UIColor: components, white, alpha, system colours' light values")
    func colors() {
        var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        #expect(UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect((r, g, b, a) == (0, 122.0 / 255, 1, 1))
        #expect(UIColor(white: 0.5, alpha: 1).cgColor.components == [0.5, 0.5, 0.5, 1])
        #expect(UIColor.red.withAlphaComponent(0.25).cgColor.alpha == 0.25)
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        // HSB: hue 1/3 is green; half saturation at full brightness mixes in white.
        #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).cgColor.components == [0, 1, 0, 1])
        #expect(UIColor(hue: 0, saturation: 0.5, brightness: 1, alpha: 1).cgColor.components == [1, 0.5, 0.5, 1])
    }

    @Test("UIFont: system fonts, weights and Dynamic Type styles at the default size")
    func fonts() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "system")
        #expect(UIFont(name: "", size: 12) == nil && UIFont(name: "PingFang SC", size: 12)?.familyName == "PingFang SC")
    }

    @Test("UILabel maps font, colour, alignment, lines and truncation to its text layer")
    func label() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        label.accessibilityIdentifier = "label"
        label.text = "Hello"
        label.font = .systemFont(ofSize: 20, weight: .semibold)
        label.textColor = .systemRed
        label.textAlignment = .right
        label.numberOfLines = 0
        window.addSubview(label)
        let layer = window.record(duration: 0) { _ in }.presentation(at: 0).layer(withID: "label")
        #expect(layer?[.string] == .string("Hello") && layer?[.fontSize] == .number(20))
        #expect(layer?[.fontWeight] == .number(600) && layer?[.font] == .string("system"))
        #expect(layer?[.alignmentMode] == .string("right") && layer?[.wrapped] == .bool(true))
        #expect(layer?[.foregroundColor] == .color(Color(red8: 255, green8: 59, blue8: 48)))
    }
}

@Suite("Layer classes and view properties in the timeline")
@MainActor
struct LayerPropertyTests {
    func recorded(_ build: (UIView) -> Void) -> PresentationTree {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = UIView(frame: window.bounds)
        host.accessibilityIdentifier = "host"
        build(host)
        window.addSubview(host)
        return window.record(duration: 0) { _ in }.presentation(at: 0)
    }

    @Test("CATextLayer and CAGradientLayer properties")
    func textAndGradient() {
        let tree = recorded { host in
            let text = CATextLayer()
            text.name = "text"
            text.string = "Hi"
            text.font = UIFont(name: "PingFang SC", size: 12)
            text.fontSize = 18
            text.foregroundColor = UIColor.black.cgColor
            text.alignmentMode = .center
            text.isWrapped = true
            text.truncationMode = .middle
            host.layer.addSublayer(text)
            let gradient = CAGradientLayer()
            gradient.name = "gradient"
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.locations = [0, 0.5]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            host.layer.addSublayer(gradient)
        }
        let text = tree.layer(withID: "text")
        #expect(text?.kind == .text && text?[.string] == .string("Hi") && text?[.font] == .string("PingFang SC"))
        #expect(text?[.fontSize] == .number(18) && text?[.alignmentMode] == .string("center"))
        #expect(text?[.wrapped] == .bool(true) && text?[.truncationMode] == .string("middle"))
        let gradient = tree.layer(withID: "gradient")
        #expect(gradient?[.colors] == .colors([Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]))
        #expect(gradient?[.locations] == .numbers([0, 0.5]) && gradient?[.startPoint] == .point(Point(x: 0, y: 0.5)))
    }

    @Test("clipsToBounds, contentMode, cornerRadius, borders and shadows reach the layer")
    func viewProperties() {
        let tree = recorded { host in
            let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            image.accessibilityIdentifier = "image"
            image.contentMode = .scaleAspectFill
            image.clipsToBounds = true
            image.layer.cornerRadius = 4
            image.layer.borderWidth = 1
            image.layer.borderColor = UIColor.gray.cgColor
            image.layer.shadowOpacity = 0.3
            image.layer.shadowOffset = CGSize(width: 0, height: 2)
            image.layer.shadowRadius = 5
            host.addSubview(image)
        }
        let image = tree.layer(withID: "image")
        #expect(image?.kind == .image && image?[.contentsGravity] == .string("resizeAspectFill"))
        #expect(image?[.masksToBounds] == .bool(true) && image?[.cornerRadius] == .number(4))
        #expect(image?[.borderColor] == .color(Color(red: 0.5, green: 0.5, blue: 0.5)))
        #expect(image?[.shadowOffset] == .size(Size(width: 0, height: 2)) && image?[.shadowRadius] == .number(5))
        #expect(abs((image?[.shadowOpacity].number ?? 0) - 0.3) < 1e-7)
    }

    @Test("isHidden changes at once, even in a block, and the event log says so")
    func hidden() {
        let (window, box) = boxWindow()
        let timeline = window.record(duration: 1) { clock in
            UIView.animate(withDuration: 1) { box.isHidden = true }
            clock.wait(0.5)
            box.isHidden = false
        }
        #expect(timeline.value(ofLayer: "box", at: LayerKeyPath("hidden")!, time: 0.1) == .bool(true))
        // The block animates nothing, so it completes at once (after the code that called it).
        #expect(timeline.events.map(\.description) == [
            "0.000000\thidden\tbox\thidden=true",
            "0.000000\tcompletion\tblock\tfinished=true",
            "0.500000\thidden\tbox\thidden=false",
        ])
    }
}
