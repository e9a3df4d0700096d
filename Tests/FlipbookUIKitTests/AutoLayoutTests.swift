import Foundation
import Testing
import FlipbookScene
import FlipbookTiming
import FlipbookUIKit
import FlipbookGoldenTesting
@testable import UIKitSeeds

/// Auto Layout as app code writes it, with every expected frame worked out from Apple's rules
/// in the test's comments.
/// A constraint subclass as SnapKit writes one: a stored property, no initializers.
private final class LabelledConstraint: NSLayoutConstraint {
    var label: String?
}

@Suite("Auto Layout", .expectsProblems)
@MainActor
struct AutoLayoutTests {
    func window(_ width: CGFloat = 375, _ height: CGFloat = 300) -> UIWindow {
        UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    func view(_ name: String, in superview: UIView) -> UIView {
        let view = UIView()
        view.accessibilityIdentifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    @Test("A banner shown by animating its top constraint: the frame moves on the block's curve, additively")
    func bannerSlidesIn() {
        let window = window()
        let banner = view("banner", in: window)
        let bannerTop = banner.topAnchor.constraint(equalTo: window.topAnchor, constant: -60)
        NSLayoutConstraint.activate([
            bannerTop,
            banner.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            banner.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            banner.heightAnchor.constraint(equalToConstant: 60),
        ])
        let timeline = window.record(duration: 1) { clock in
            // The README's example, verbatim:
            bannerTop.constant = 0
            UIView.animate(withDuration: 0.3) { window.layoutIfNeeded() }   // the banner's position animates
        }
        // Laid out before time 0: x 16…359, y −60…0, so the centre is (187.5, −30), 343 × 60.
        #expect(timeline.number("position.x", at: 0, layer: "banner") == 187.5)
        #expect(timeline.number("position.y", at: 0, layer: "banner") == -30)
        #expect(timeline.number("bounds.size.width", at: 0, layer: "banner") == 343)
        // Ease-in-ease-out is symmetric: halfway in time is halfway in value, −30 → 30.
        #expect(near(timeline.number("position.y", at: 0.15, layer: "banner"), 0, 1e-9))
        #expect(timeline.number("position.y", at: 0.3, layer: "banner") == 30)
        // Only the position moved: no bounds animation was added.
        #expect(timeline.events.filter { $0.subject == "banner" && $0.kind == .add }.count == 1)
        #expect(timeline.problems.isEmpty)
    }

    @Test("A constraint subclass of your own with no initializers (SnapKit's LayoutConstraint) is made with the item initializer and solved")
    func constraintSubclass() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let width = LabelledConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 80)
        width.label = "box.width"
        NSLayoutConstraint.activate([
            width,
            LabelledConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: box, attribute: .width, multiplier: 0.5, constant: 0),
            LabelledConstraint(item: box, attribute: .centerX, relatedBy: .equal, toItem: window, attribute: .centerX, multiplier: 1, constant: 0),
            LabelledConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: window, attribute: .top, multiplier: 1, constant: 10),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 60, y: 10, width: 80, height: 40))
        #expect(width.label == "box.width" && width.isActive)
    }

    @Test("Right to left: leading and trailing flip, a horizontal stack runs from the right, natural text aligns right; the subtree follows its top view")
    func rightToLeft() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let screen = UIView(frame: window.bounds)
        window.addSubview(screen)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(badge)
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.distribution = .fillEqually
        screen.addSubview(stack)
        let label = UILabel()
        screen.addSubview(label)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: screen.topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 20),
            stack.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            stack.topAnchor.constraint(equalTo: screen.topAnchor, constant: 50),
            stack.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame.minX == 16 && stack.arrangedSubviews[0].frame.minX == 0)
        #expect(label.layer.value(forKey: "alignmentMode") == nil || (label.layer as? CATextLayer)?.alignmentMode == .natural)
        screen.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        #expect(badge.effectiveUserInterfaceLayoutDirection == .rightToLeft, "inherited from the top view")
        #expect(badge.frame == CGRect(x: 300 - 16 - 100, y: 10, width: 100, height: 20))
        #expect(stack.arrangedSubviews[0].frame.minX == 150 && stack.arrangedSubviews[1].frame.minX == 0, "the first view on the right")
        #expect((label.layer as? CATextLayer)?.alignmentMode == .right)
        screen.semanticContentAttribute = .unspecified
        window.layoutIfNeeded()
        #expect(badge.frame.minX == 16 && (label.layer as? CATextLayer)?.alignmentMode == .natural)
    }

    @Test("Centres, margins, multipliers and sizes from constraints, rounded to the pixel grid")
    func placement() {
        let window = window(375, 300)
        let card = view("card", in: window)
        let badge = view("badge", in: card)
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: window.centerYAnchor),
            card.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5),   // 187.5
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 1, constant: -87.5),  // 100
            badge.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            badge.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20.2),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        // Card: x = (375 − 187.5)/2 = 93.75, y = (300 − 100)/2 = 100; at 3x the grid is 1/3 pt,
        // so 93.75 → 93.666… and the right edge 281.25 → 281.333…: 187.666… wide.
        let scale = UIScreen.main.scale
        func grid(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        #expect(card.frame.minX == grid(93.75))
        #expect(card.frame.width == grid(281.25) - grid(93.75))
        #expect(card.frame.minY == 100 && card.frame.height == 100)
        // Badge: inside the card's 8-point margins, top right; in the card's coordinates.
        #expect(abs(badge.frame.maxX - (card.frame.width - 8)) <= 1 / scale)
        #expect(badge.frame.minY == 8 && badge.frame.height == 20)
        #expect(card.layoutMarginsGuide.layoutFrame.minX == 8)
        #expect(!card.hasAmbiguousLayout && !badge.hasAmbiguousLayout)
    }

    @Test("preservesSuperviewLayoutMargins: a content view flush with its superview keeps content inside the superview's margins")
    func preservedMargins() {
        let window = window()
        let container = view("container", in: window)
        container.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let content = view("content", in: container)
        let box = view("box", in: content)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor), container.topAnchor.constraint(equalTo: window.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 100),
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 4),
            content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            content.topAnchor.constraint(equalTo: container.topAnchor), content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(box.frame.minX == 8 && box.frame.width == 196 - 16, "the content view's own 8-point margins")
        content.preservesSuperviewLayoutMargins = true
        window.layoutIfNeeded()
        // 4 points in from the container's edge, 20-point margins: 16 on the left, 20 on the right and top.
        #expect(box.frame.minX == 16 && box.frame.maxX == 196 - 20 && box.frame.minY == 20)
    }

    @Test("Priorities: a required maximum beats a preferred width; among optional ones the higher wins outright")
    func priorities() {
        let window = window()
        let bar = view("bar", in: window)
        let preferred = bar.widthAnchor.constraint(equalToConstant: 500)
        preferred.priority = .defaultHigh
        let weaker = bar.widthAnchor.constraint(equalToConstant: 100)
        weaker.priority = .defaultLow
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            bar.topAnchor.constraint(equalTo: window.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 10),
            bar.widthAnchor.constraint(lessThanOrEqualTo: window.widthAnchor, constant: -15),  // ≤ 360
            preferred, weaker,
        ])
        window.layoutIfNeeded()
        #expect(bar.frame.width == 360, "as close to 500 as the required maximum allows; 100 (defaultLow) gives way")
        preferred.priority = UILayoutPriority(200)
        window.layoutIfNeeded()
        #expect(bar.frame.width == 100, "now 250 beats 200")
    }

    @Test("layoutSubviews runs top-down at record start, after a size change, and places subviews after super")
    func layoutSubviewsPasses() {
        final class Strip: UIView {
            var passes: [CGSize] = []
            let dot = UIView(frame: .zero)
            override init(frame: CGRect) {
                super.init(frame: frame)
                dot.accessibilityIdentifier = "dot"
                addSubview(dot)
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() {
                super.layoutSubviews()
                passes.append(bounds.size)
                dot.frame = CGRect(x: bounds.width - 10, y: 0, width: 10, height: 10)   // pinned to the right end
            }
        }
        let window = window()
        let strip = Strip()
        strip.accessibilityIdentifier = "strip"
        strip.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(strip)
        let width = strip.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([width, strip.heightAnchor.constraint(equalToConstant: 10),
                                     strip.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     strip.topAnchor.constraint(equalTo: window.topAnchor)])
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.5)
            width.constant = 200
            clock.wait(0.1)   // the pass at the commit, at 0.5 s: no animation, the dot jumps
        }
        #expect(strip.passes == [CGSize(width: 100, height: 10), CGSize(width: 200, height: 10)])
        #expect(timeline.number("position.x", at: 0.25, layer: "dot") == 95)
        #expect(timeline.number("position.x", at: 0.75, layer: "dot") == 195)
    }

    @Test("Constraints swapped and laid out in a block: the view moves from one to the other on the curve")
    func swappedConstraints() {
        let window = window()
        let box = view("box", in: window)
        let left = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        let right = box.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10)
        NSLayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
                                     box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
        let timeline = window.record(duration: 2) { _ in
            left.isActive = false
            right.isActive = true
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { window.layoutIfNeeded() }
        }
        // Centre x from 10 + 25 = 35 to 375 − 10 − 25 = 340, linearly.
        #expect(timeline.number("position.x", at: 0, layer: "box") == 35)
        #expect(near(timeline.number("position.x", at: 0.5, layer: "box"), 187.5))
        #expect(timeline.number("position.x", at: 1, layer: "box") == 340)
        #expect(window.constraints.contains(right) && !window.constraints.contains(left))
    }

    @Test("Unsatisfiable constraints: the later one is broken and named in Timeline.problems")
    func unsatisfiable() {
        let window = window()
        let box = view("box", in: window)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: window.leadingAnchor), box.topAnchor.constraint(equalTo: window.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
        let conflict = box.widthAnchor.constraint(equalToConstant: 80)
        conflict.identifier = "too wide"
        conflict.isActive = true
        let timeline = window.record(duration: 0.1) { _ in }
        #expect(timeline.number("bounds.size.width", at: 0, layer: "box") == 50)
        #expect(timeline.problems.count == 1)
        #expect(timeline.problems.first?.contains("unable to satisfy constraints: <NSLayoutConstraint box.width == 80.0 (too wide)>") == true)
    }

    @Test("An ambiguous layout is a warning naming what is free, and hasAmbiguousLayout says so")
    func ambiguous() {
        let window = window()
        let box = view("box", in: window)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                                     box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
        let timeline = window.record(duration: 0.1) { _ in }
        #expect(box.hasAmbiguousLayout)
        #expect(timeline.problems.count == 1)
        #expect(timeline.problems.first.map { Timeline.isWarning($0) && $0.contains("layer 'box': ambiguous layout: the constraints leave its y free") } == true)
        box.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(!box.hasAmbiguousLayout)
    }

    @Test("Bad constraints are problems, not crashes: no common ancestor, a 0 multiplier on a position, NaN")
    func badConstraints() {
        let window = window()
        let box = view("box", in: window)
        let stray = UIView()
        let lonely = box.leadingAnchor.constraint(equalTo: stray.leadingAnchor)
        lonely.isActive = true
        #expect(!lonely.isActive)
        let zero = NSLayoutConstraint(item: box, attribute: .centerX, relatedBy: .equal, toItem: window, attribute: .centerX,
                                      multiplier: 0, constant: 10)
        zero.isActive = true
        #expect(!zero.isActive)
        let notANumber = box.widthAnchor.constraint(equalToConstant: .nan)
        notANumber.isActive = true
        #expect(!notANumber.isActive)
        let timeline = window.record(duration: 0.1) { _ in }
        #expect(timeline.problems.count == 3)
        #expect(timeline.problems.contains { $0.contains("no common ancestor") })
        #expect(timeline.problems.contains { $0.contains("multiplier of 0 on a position") })
        #expect(timeline.problems.contains { $0.contains("not a finite number") })
    }

    @Test("Springs and struts: a flexible-width subview follows its superview's width; a flexible left margin keeps the right one")
    func autoresizing() {
        let window = window()
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(panel)
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        fill.autoresizingMask = [.flexibleWidth]
        let corner = UIView(frame: CGRect(x: 170, y: 40, width: 20, height: 20))
        corner.autoresizingMask = [.flexibleLeftMargin]
        let both = UIView(frame: CGRect(x: 20, y: 70, width: 40, height: 10))
        both.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        panel.addSubview(fill)
        panel.addSubview(corner)
        panel.addSubview(both)
        panel.frame.size.width = 300
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
        #expect(corner.frame.minX == 270)
        // Margins 20 and 140 share the 100 points in proportion: +14.29 and +85.71.
        #expect(near(Double(both.frame.minX), 20 + 100.0 * 20 / 160, 1e-9))
    }

    @Test("An image view without size constraints takes its image's size (intrinsic content size)")
    func intrinsicSize() {
        let window = window()
        UIImage.searchPaths = [URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/images").path]
        let image = UIImage(named: "refresh-arrow")
        let size = image?.size ?? .zero
        #expect(size.width > 0 && size.height > 0)
        let icon = UIImageView(image: image)
        icon.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(icon)
        NSLayoutConstraint.activate([icon.centerXAnchor.constraint(equalTo: window.centerXAnchor),
                                     icon.centerYAnchor.constraint(equalTo: window.centerYAnchor)])
        window.layoutIfNeeded()
        let scale = UIScreen.main.scale
        func grid(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        #expect(icon.frame.minX == grid((375 - size.width) / 2) && icon.frame.minY == grid((300 - size.height) / 2))
        #expect(icon.frame.size == size)
        #expect(icon.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(icon.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }
}

/// Examples/UIKitSeeds/ToastBannerView.swift, app-style Auto Layout compiled in Swift 5 and 6
/// modes: a top constraint animated with `layoutIfNeeded`, a stack view hiding a badge, a
/// preferred width capped by a required one, and `layoutSubviews` placing a view after `super`.
@Suite("Auto Layout, app-style")
@MainActor
struct AppStyleAutoLayoutTests {
    @Test("The toast banner slides in, a badge hides, the progress dot follows; every frame from Apple's rules")
    func toastBanner() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let banner = ToastBannerView()
        banner.install(in: window)
        let timeline = window.record(duration: 1) { clock in
            banner.show()
            clock.wait(0.5)
            banner.hideLastBadge()
            banner.progress = 0.5   // after the block: laid out at the next commit, unanimated
            clock.wait(0.5)
        }
        // Width: 600 preferred (751) but at most 375 − 32 = 343 (required): 343, centred at x 16.
        #expect(timeline.number("bounds.size.width", at: 0, layer: "toastBanner") == 343)
        #expect(timeline.number("position.x", at: 0, layer: "toastBanner") == 187.5)
        // Top −72 → 16 over 0.3 s: centre y −44 → 44, 0 halfway.
        #expect(timeline.number("position.y", at: 0, layer: "toastBanner") == -44)
        #expect(near(timeline.number("position.y", at: 0.15, layer: "toastBanner"), 0))
        #expect(timeline.number("position.y", at: 0.3, layer: "toastBanner") == 44)
        // Badges: three 16-point squares, 6 apart (60 wide), ending at the trailing margin
        // (343 − 8 = 335): centre x 305. The last hidden: 38 wide, centre x 316, over 0.25 s.
        #expect(timeline.number("position.x", at: 0.4, layer: "badges") == 305)
        #expect(near(timeline.number("position.x", at: 0.625, layer: "badges"), 310.5))
        #expect(timeline.number("position.x", at: 0.75, layer: "badges") == 316)
        #expect(timeline.number("position.y", at: 0.4, layer: "badges") == 28)
        // The dot: at the margin (x 8) until the pass at 0.5 s puts it halfway along the
        // 327-point track (x 171.5), without animation; 8 points above the bottom edge.
        #expect(timeline.number("position.x", at: 0.49, layer: "progressDot") == 8)
        #expect(timeline.number("position.x", at: 0.51, layer: "progressDot") == 171.5)
        #expect(timeline.number("position.y", at: 0.51, layer: "progressDot") == 48)
        #expect(timeline.problems.isEmpty)
        assertFrames(of: timeline, at: .times([0.15, 0.4, 0.625, 0.75]), scale: 1)
    }
}

/// Labels sized by their text, measured with the renderer's own layout.
@Suite("Auto Layout, labels")
@MainActor
struct LabelSizingTests {
    /// SF Pro's line height at 17 points is 20.29, which iOS rounds up to the pixel: 20.5 at
    /// 2x, 20 1/3 at 3x.
    static func lineHeight(_ scale: CGFloat) -> CGFloat { (20.29 * scale).rounded(.up) / scale }

    @Test("A one-line 17-point label is as tall as iOS's (20.5 points at 2x, 20.33 at 3x) and as wide as its drawn text")
    func oneLine() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let label = UILabel()
        label.text = "Saved to Photos"
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                                     label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20)])
        window.layoutIfNeeded()
        let scale = UIScreen.main.scale
        #expect(abs(label.frame.height - Self.lineHeight(scale)) < 1e-9)
        #expect(label.frame.width > 100 && label.frame.width < 140)
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect((label.frame.width * scale).rounded() == label.frame.width * scale, "on the pixel grid")
    }

    @Test("sizeToFit: a label takes its text's size, keeping its origin; an image view its image's")
    func sizeToFit() {
        let label = UILabel(frame: CGRect(x: 12, y: 30, width: 1, height: 1))
        label.text = "Saved to Photos"
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 12, y: 30))
        #expect(label.frame.size == label.intrinsicContentSize && label.frame.height == Self.lineHeight(UIScreen.main.scale))
        let two = UILabel(frame: .zero)
        two.numberOfLines = 0
        two.text = "Saved to Photos"
        #expect(two.sizeThatFits(CGSize(width: 60, height: 0)).height >= 2 * Self.lineHeight(UIScreen.main.scale) - 0.01, "wrapped at 60")
        #expect(UILabel().sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test("A multi-line label wraps at its constrained width and grows a line at a time")
    func wrapping() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Your photos are backed up and ready on every device you sign in to."
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        let width = label.widthAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: window.leadingAnchor), label.topAnchor.constraint(equalTo: window.topAnchor), width])
        window.layoutIfNeeded()
        let line = Self.lineHeight(UIScreen.main.scale)
        let wide = label.frame.height
        width.constant = 120
        window.layoutIfNeeded()
        let narrow = label.frame.height
        #expect(wide >= line * 2 - 0.5 && narrow > wide, "\(wide) → \(narrow)")
        label.numberOfLines = 2
        window.layoutIfNeeded()
        #expect(abs(label.frame.height - 2 * line) <= 1 / UIScreen.main.scale, "cut to two lines: \(label.frame.height)")
    }
}

/// Sizes asked of constraints: `systemLayoutSizeFitting` and self-sizing table rows.
@Suite("Auto Layout, fitting sizes")
@MainActor
struct FittingSizeTests {
    /// A card: a wrapping label inset 16 points on every side.
    func card(_ text: String) -> (UIView, UILabel) {
        let card = UIView()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        return (card, label)
    }

    @Test("systemLayoutSizeFitting: the width required, the height as small as the label's wrapped lines allow")
    func fitting() {
        let (card, label) = card("Backed up and ready on every device you sign in to.")
        label.preferredMaxLayoutWidth = 268
        let size = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 300)
        #expect(size.height == label.intrinsicContentSize.height + 32)
        #expect(card.frame == .zero, "the view itself is not laid out")
        // Compressed: as small as the label allows (its one-line width, plus the insets).
        label.preferredMaxLayoutWidth = 0
        let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed.width == label.intrinsicContentSize.width + 32)
    }

    @Test("UITableView.automaticDimension: each row as tall as its cell's constraints make it for the table's width")
    func selfSizingRows() {
        final class NoteCell: UITableViewCell {
            let note = UILabel()
            required init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                note.numberOfLines = 0
                note.preferredMaxLayoutWidth = 343
                note.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(note)
                NSLayoutConstraint.activate([
                    note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                    note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Notes: NSObject, UITableViewDataSource {
            let texts = ["Short.", String(repeating: "A much longer note that wraps onto several lines. ", count: 3)]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
                cell.note.text = texts[indexPath.row]
                return cell
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 60
        let notes = Notes()
        table.dataSource = notes
        window.addSubview(table)
        table.reloadData()
        window.layoutIfNeeded()
        let cells = (0..<2).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) as! NoteCell }
        for cell in cells {
            #expect(cell.frame.height == cell.note.intrinsicContentSize.height + 22)
            #expect(cell.note.frame.minY == 11 && cell.note.frame.width == 343)
        }
        #expect(cells[1].frame.height > cells[0].frame.height * 2)
        #expect(table.contentSize.height == cells[0].frame.height + cells[1].frame.height)
    }
}

/// Examples/UIKitSeeds/SignInFormView.swift: a form that uses the Auto Layout API an app uses
/// (compiled in Swift 5 and 6 modes), recorded while its error message opens.
@Suite("Auto Layout, a sign-in form")
@MainActor
struct SignInFormTests {
    @Test("The error opens between the fields and the button: constraints swapped in updateConstraints, laid out in a block")
    func errorOpens() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 500))
        let form = SignInFormView(frame: .zero)
        form.accessibilityIdentifier = "form"
        form.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(form)
        NSLayoutConstraint.activate([form.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     form.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                                     form.topAnchor.constraint(equalTo: window.topAnchor)])
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.1)
            form.showError()
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        // Fields inside the 20-point margins, 8 points (the system spacing) apart, 44 tall.
        #expect(form.emailField.frame.minX == 20 && form.emailField.frame.width == 335 && form.emailField.frame.height == 44)
        #expect(form.passwordField.frame.minY == form.emailField.frame.maxY + 8)
        #expect(form.button.frame.maxX == 355 && form.button.frame.width == 120 && form.button.frame.height == 44)
        // The subtitle's first baseline is three system spacings (24) below the title's last.
        let buttonTopBefore = timeline.number("position.y", at: 0.05, layer: "button") - 22
        let passwordBottom = Double(form.passwordField.frame.maxY)
        #expect(near(buttonTopBefore, passwordBottom + 16), "16 points below the password field")
        let errorHeight = Double(form.errorLabel.frame.height)
        #expect(errorHeight > 19 && errorHeight < 22, "one line of 17-point text")
        let after = passwordBottom + errorHeight + 24 + 22
        #expect(near(timeline.number("position.y", at: 0.4, layer: "button"), after))
        #expect(near(timeline.number("position.y", at: 0.25, layer: "button"), (buttonTopBefore + 22 + after) / 2, 1e-6), "halfway at half time")
        #expect(near(timeline.number("opacity", at: 0.25, layer: "error"), 0.5, 1e-6))
        #expect(form.errorLabel.frame.minY == form.passwordField.frame.maxY + 8)
        let views: [UIView] = [form, form.titleLabel, form.subtitleLabel, form.errorLabel, form.button]
        #expect(views.filter(\.hasAmbiguousLayout).isEmpty)
        assertFrames(of: timeline, at: .times([0.05, 0.25, 0.5]), scale: 1)
    }
}
