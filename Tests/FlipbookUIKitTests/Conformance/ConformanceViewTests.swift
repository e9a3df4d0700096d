import Foundation
import Testing
import FlipbookRender
import FlipbookScene
@testable import FlipbookUIKit

@Suite("Conformance: views, text and layers as iOS draws them", .expectsProblems)
@MainActor
struct ConformanceViewTests {
    @Test("titleLabel?.font set on a classic button lasts through highlighting and disabling")
    func buttonFontSurvivesStateChanges() {
        let button = UIButton(type: .system)
        button.setTitle("Like", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 24, weight: .bold)
        button.isHighlighted = true
        button.isHighlighted = false
        button.isEnabled = false
        button.setTitle("Liked", for: .normal)
        #expect(button.titleLabel?.font.pointSize == 24)
        #expect(button.titleLabel?.font == .systemFont(ofSize: 24, weight: .bold))
        var configured = UIButton.Configuration.filled()
        configured.buttonSize = .small
        button.configuration = configured
        #expect(button.titleLabel?.font.pointSize == 15, "a configuration sets the title's font")
    }

    /// A controller whose view holds one bar pinned to the margins' sides.
    private func marginBar(windowWidth: CGFloat, respectsMinimum: Bool = true, ownMargin: CGFloat? = nil) -> (UIViewController, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: windowWidth, height: 600))
        let controller = UIViewController()
        controller.viewRespectsSystemMinimumLayoutMargins = respectsMinimum
        if let ownMargin { controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: ownMargin, bottom: 0, trailing: ownMargin) }
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        let guide = controller.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: guide.leadingAnchor), bar.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bar.topAnchor.constraint(equalTo: guide.topAnchor), bar.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (controller, bar)
    }

    @Test("A root view's margins are the system minimum: 16 pt at the sides on a 390-pt iPhone, 20 pt from 414 pt, none above")
    func rootViewMargins() {
        let (phone, phoneBar) = marginBar(windowWidth: 390)
        #expect(phone.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(phoneBar.frame == CGRect(x: 16, y: 0, width: 358, height: 10))
        let (_, maxBar) = marginBar(windowWidth: 430)
        #expect(maxBar.frame == CGRect(x: 20, y: 0, width: 390, height: 10))
        let (_, widerOwn) = marginBar(windowWidth: 390, ownMargin: 24)
        #expect(widerOwn.frame.minX == 24, "margins wider than the minimum are kept")
        let (_, narrowOwn) = marginBar(windowWidth: 390, ownMargin: 4)
        #expect(narrowOwn.frame.minX == 16, "narrower ones are raised to the minimum")
        let (_, free) = marginBar(windowWidth: 390, respectsMinimum: false, ownMargin: 4)
        #expect(free.frame.minX == 4, "viewRespectsSystemMinimumLayoutMargins = false keeps the view's own")
    }

    @Test("A plain view keeps 8-pt margins, measured from its safe area")
    func plainViewMarginsFromTheSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(panel)
        NSLayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
            panel.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            panel.widthAnchor.constraint(equalToConstant: 20), panel.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(panel.frame.origin == CGPoint(x: 16, y: 50), "a root view: no top margin, the safe area's 50 pt")
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test("An emoji in a 17-pt label is drawn at the text's size: the line stays about 20.5 pt high, not 64")
    func emojiInALabel() throws {
        let plain = UILabel()
        plain.text = "Morning run ok"
        let withEmoji = UILabel()
        withEmoji.text = "Morning run 🏃 ok"
        #expect(plain.intrinsicContentSize.height == 20.5, "SF Pro's 17-pt line, 20.29 pt, on the 2x grid")
        // The emoji's own ascent and descent (Noto Color Emoji's: a 20.62-pt line at 17 pt) reach
        // 0.33 pt past SF Pro's line, as an emoji makes a line a little taller on iOS too.
        #expect(withEmoji.intrinsicContentSize.height == 21)
        // The emoji adds its advance (1.245 em, 21 pt) and a space: the label is not 50 pt wider.
        let added = withEmoji.intrinsicContentSize.width - plain.intrinsicContentSize.width
        #expect(added > 21 && added < 27, "the emoji adds \(added) pt")
        // Drawn: nothing of the line reaches beyond its 21 pt (42 px at 2x).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        withEmoji.frame = CGRect(x: 0, y: 20, width: 200, height: 21)
        window.addSubview(withEmoji)
        let timeline = window.record(duration: 0) { _ in }
        let frame = try Renderer(fonts: try FontConfiguration(), scale: 2).render(timeline.presentation(at: 0))
        let inked = (0..<frame.height).filter { y in (0..<frame.width).contains { frame.pixel(x: $0, y: y).r < 200 } }
        #expect((inked.min() ?? 0) >= 40 && (inked.max() ?? 0) < 82, "ink rows \(inked.min() ?? -1)…\(inked.max() ?? -1) inside 40…81")
        #expect((inked.max() ?? 0) - (inked.min() ?? 0) > 25, "the emoji and the letters are drawn")
    }

    @Test("A sublayer added before a subview is drawn under it, and one added after over it")
    func layerOrder() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        let host = UIView(frame: window.bounds)
        let below = CALayer()
        below.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        below.backgroundColor = UIColor.red.cgColor
        host.layer.addSublayer(below)
        let subview = UIView(frame: CGRect(x: 10, y: 0, width: 40, height: 20))
        subview.backgroundColor = .blue
        host.addSubview(subview)
        let above = CALayer()
        above.frame = CGRect(x: 40, y: 0, width: 20, height: 20)
        above.backgroundColor = UIColor.green.cgColor
        host.layer.addSublayer(above)
        window.addSubview(host)
        #expect(host.layer.sublayers?.map { $0 === subview.layer } == [false, true, false])
        let timeline = window.record(duration: 0) { _ in }
        let frame = try Renderer(fonts: try FontConfiguration(), scale: 1).render(timeline.presentation(at: 0))
        let colour = { (x: Int) in frame.pixel(x: x, y: 10) }
        #expect(colour(5).r == 255 && colour(5).b == 0, "the red sublayer alone")
        #expect(colour(30).b == 255 && colour(30).r == 0, "the subview over the sublayer added before it")
        #expect(colour(45).g > 200 && colour(45).b == 0, "the sublayer added after the subview over it")
    }

    @Test("A view scaling 0.5 → 1 while it cross-dissolves its colour: both pictures at the scale values reads, no ghost")
    func crossDissolveKeepsTheGeometry() throws {
        // A 50-pt square centred at (50, 50), blue, scaled 0.5 → 1 linearly over 1 s while it
        // cross-dissolves to red: at 0.5 s it is 37.5 pt wide (x 31.25…68.75), half blue, half red.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        view.backgroundColor = .blue
        view.accessibilityIdentifier = "square"
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        window.addSubview(view)
        let timeline = window.record(duration: 1) { _ in
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.transform = .identity })
            UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                              animations: { view.backgroundColor = .red })
        }
        #expect(timeline.value(ofLayer: "square", at: LayerKeyPath("transform.scale.x")!, time: 0.5) == .number(0.75))
        let frame = try Renderer(fonts: try FontConfiguration(), scale: 1).render(timeline.presentation(at: 0.5))
        let drawn = (0..<100).filter { frame.pixel(x: $0, y: 50) != (255, 255, 255, 255) }
        #expect(drawn.first == 31 && drawn.last == 68, "37.5 pt wide: \(drawn.first ?? -1)…\(drawn.last ?? -1)")
        // Between the old picture's 0.5 scale (x 37.5…62.5) and the new 0.75: both pictures, half each.
        let ring = frame.pixel(x: 33, y: 50)
        #expect(abs(Int(ring.r) - 128) <= 1 && ring.g == 0 && abs(Int(ring.b) - 127) <= 1, "half blue, half red: \(ring)")
    }

    @Test("A mask replaced during a recording masks until it is replaced, and is never drawn as a layer of its own")
    func replacedMask() throws {
        // A blue 60 × 40 view at (20, 10): its left half shows until 0.5 s, then its right half.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let view = UIView(frame: CGRect(x: 20, y: 10, width: 60, height: 40))
        view.backgroundColor = .systemBlue
        window.addSubview(view)
        let left = CAShapeLayer()
        left.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 40)).cgPath
        view.layer.mask = left
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.5)
            let right = CAShapeLayer()
            right.path = UIBezierPath(rect: CGRect(x: 30, y: 0, width: 30, height: 40)).cgPath
            view.layer.mask = right
        }
        #expect(timeline.problems.isEmpty)
        let renderer = Renderer(fonts: try FontConfiguration(), scale: 1)
        for (time, shown, hidden) in [(0.0, 30, 70), (0.25, 30, 70), (0.75, 70, 30)] {
            let frame = try renderer.render(timeline.presentation(at: time))
            #expect(frame.pixel(x: 5, y: 5) == (255, 255, 255, 255), "at \(time) s: no black mask at the window's origin")
            #expect(frame.pixel(x: shown, y: 30) == (0, 122, 255, 255), "at \(time) s: the masked half shows")
            #expect(frame.pixel(x: hidden, y: 30) == (255, 255, 255, 255), "at \(time) s: the other half is masked away")
        }
    }

    @Test("bringSubviewToFront during a recording reorders from that instant, in a view and at the window's top level")
    func reorderWhileRecording() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let red = UIView(frame: host.bounds), blue = UIView(frame: host.bounds)
        red.backgroundColor = .red
        blue.backgroundColor = .blue
        host.addSubview(red)
        host.addSubview(blue)
        let green = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20)), yellow = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        green.backgroundColor = .green
        yellow.backgroundColor = .yellow
        window.addSubview(host)
        window.addSubview(green)
        window.addSubview(yellow)
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.5)
            host.bringSubviewToFront(red)
            window.bringSubviewToFront(green)
        }
        #expect(timeline.problems.isEmpty)
        let renderer = Renderer(fonts: try FontConfiguration(), scale: 1)
        let before = try renderer.render(timeline.presentation(at: 0.25)), after = try renderer.render(timeline.presentation(at: 0.5))
        #expect(before.pixel(x: 10, y: 10) == (0, 0, 255, 255) && after.pixel(x: 10, y: 10) == (255, 0, 0, 255))
        #expect(before.pixel(x: 30, y: 10) == (255, 255, 0, 255) && after.pixel(x: 30, y: 10) == (0, 255, 0, 255))
    }

    @Test("maskedCorners rounds only the corners it names: a sheet with its top corners rounded has square bottom corners")
    func maskedCorners() throws {
        // A 60 × 40 red sheet at (20, 10) with a 12-point radius on its top corners only.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let sheet = UIView(frame: CGRect(x: 20, y: 10, width: 60, height: 40))
        sheet.backgroundColor = .red
        sheet.layer.cornerRadius = 12
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        window.addSubview(sheet)
        #expect(sheet.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let timeline = window.record(duration: 0) { _ in }
        let frame = try Renderer(fonts: try FontConfiguration(), scale: 1).render(timeline.presentation(at: 0))
        #expect(frame.pixel(x: 20, y: 10) == (255, 255, 255, 255) && frame.pixel(x: 79, y: 10) == (255, 255, 255, 255),
                "the top corners are cut")
        #expect(frame.pixel(x: 20, y: 49) == (255, 0, 0, 255) && frame.pixel(x: 79, y: 49) == (255, 0, 0, 255),
                "the bottom corners are square")
        #expect(timeline.problems.isEmpty)
        sheet.layer.cornerCurve = .continuous
        let continuous = window.record(duration: 0) { _ in }
        #expect(continuous.problems == ["warning: layer 'UIView-1': cornerCurve .continuous is drawn as .circular: "
            + "rounded corners bend later along the edges than on iOS"])
    }

    @Test("What is stored but not drawn is a warning naming the layer: a refresh title, unshrunk text, baseline spacing, depth, partial transitions")
    func storedButNotDrawnIsReported() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        label.accessibilityIdentifier = "price"
        label.text = "A price far too long for forty points"
        label.adjustsFontSizeToFitWidth = true
        let roomy = UILabel(frame: CGRect(x: 0, y: 20, width: 200, height: 20))
        roomy.text = "Fits"
        roomy.adjustsFontSizeToFitWidth = true
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 40, width: 200, height: 100))
        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
        scroll.refreshControl = refresh
        let stack = UIStackView(frame: CGRect(x: 0, y: 184, width: 200, height: 16))
        stack.isBaselineRelativeArrangement = true
        for view in [label, roomy, scroll, stack] { window.addSubview(view) }
        let replicator = CAReplicatorLayer()
        replicator.preservesDepth = true
        stack.layer.addSublayer(replicator)
        let timeline = window.record(duration: 0.5) { _ in
            let partial = CATransition()
            partial.startProgress = 0.5
            roomy.layer.add(partial, forKey: "partial")
        }
        let warnings = timeline.problems
        #expect(warnings.allSatisfy(Timeline.isWarning), "warnings only: the recording runs on")
        for expected in ["layer 'price': adjustsFontSizeToFitWidth is not modelled", "attributedTitle is not drawn",
                         "isBaselineRelativeArrangement is not modelled",
                         "preservesDepth is not modelled", "startProgress and endProgress are not modelled"] {
            #expect(warnings.contains { $0.contains(expected) }, "\(expected) in \(warnings)")
        }
        #expect(warnings.count == 5, "the label whose text fits is not listed: \(warnings)")
    }

    @Test("add(_:forKey:) attaches a copy: changing the caller's object afterwards changes nothing added")
    func animationsAreCopiedWhenAdded() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.5
        layer.add(fade, forKey: "fade")
        fade.duration = 3
        fade.toValue = 0.5
        let attached = layer.animation(forKey: "fade") as? CABasicAnimation
        #expect(attached !== fade)
        #expect(attached?.duration == 0.5 && attached?.toValue as? Int == 0)
        #expect(attached?.keyPath == "opacity")
    }

    @Test("A group added again with another duration keeps the child durations its first add gave (ballGridPulse)")
    func reusedGroupKeepsTheFirstChildDuration() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        first.accessibilityIdentifier = "first"
        let second = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        second.accessibilityIdentifier = "second"
        window.addSubview(first)
        window.addSubview(second)
        let dip = CABasicAnimation(keyPath: "opacity")
        dip.fromValue = 1
        dip.toValue = 0   // no duration: the group gives it one
        let group = CAAnimationGroup()
        group.animations = [dip]
        group.repeatCount = .infinity
        let timeline = window.record(duration: 2) { _ in
            group.duration = 0.5
            first.layer.add(group, forKey: "pulse")
            group.duration = 1
            second.layer.add(group, forKey: "pulse")
        }
        #expect(dip.duration == 0.5)
        let opacity = { (id: String, time: Double) in timeline.value(ofLayer: id, at: LayerKeyPath("opacity")!, time: time)?.number }
        #expect(opacity("first", 0.25) == 0.5)
        #expect(opacity("second", 0.25) == 0.5, "the dip runs over 0.5 s in the 1-s group")
        #expect(opacity("second", 0.75) == 1, "then the dot rests at its model opacity for the rest of its period")
        #expect(opacity("second", 1.25) == 0.5, "and dips again in the next repeat")
    }

    @Test("presentedViewController is answered for the presenter's children, presentingViewController for the presented one's")
    func presentationStateAlongTheChain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        let detail = UIViewController()
        let sheet = UINavigationController(rootViewController: detail)
        _ = window.record(duration: 1) { clock in
            list.present(sheet, animated: false)
            clock.wait(0.1)
        }
        #expect(navigation.presentedViewController === sheet)
        #expect(list.presentedViewController === sheet, "the child that called present")
        #expect(sheet.presentingViewController === navigation)
        #expect(detail.presentingViewController === navigation, "a child of the presented controller")
        #expect(detail.presentedViewController == nil)
    }
}
