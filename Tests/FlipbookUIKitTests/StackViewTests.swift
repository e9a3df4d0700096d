import Foundation
import Testing
import FlipbookScene
import FlipbookTiming
import FlipbookUIKit

/// UIStackView's arrangements, each frame worked out by hand in the comments.
@Suite("UIStackView")
@MainActor
struct StackViewTests {
    func tile(_ name: String, width: CGFloat? = nil, height: CGFloat? = nil, priority: UILayoutPriority = .required) -> UIView {
        let view = UIView()
        view.accessibilityIdentifier = name
        var constraints: [NSLayoutConstraint] = []
        if let width { constraints.append(view.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(view.heightAnchor.constraint(equalToConstant: height)) }
        for constraint in constraints { constraint.priority = priority }
        NSLayoutConstraint.activate(constraints)
        return view
    }

    func pinned(_ stack: UIStackView, in window: UIWindow, width: CGFloat? = nil) {
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                           stack.topAnchor.constraint(equalTo: window.topAnchor)]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        NSLayoutConstraint.activate(constraints)
    }

    @Test("Fill equally: three views share 300 points less two 10-point gaps, 93.33 each")
    func fillEqually() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let views = ["a", "b", "c"].map { tile($0, height: 40) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        pinned(stack, in: window, width: 300)
        window.layoutIfNeeded()
        let third = (300 - 20) / 3.0
        #expect(abs(Double(views[0].frame.width) - third) < 0.34 && views[0].frame.minX == 0)
        #expect(abs(Double(views[1].frame.minX) - (third + 10)) < 0.34)
        #expect(views[2].frame.maxX == 300)
        #expect(stack.frame.height == 40, "fill alignment: the stack is as tall as its views")
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }

    @Test("Equal spacing: three 40-point views in 300 points leave two 90-point gaps; a custom spacing only sets a minimum")
    func equalSpacing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let views = ["a", "b", "c"].map { tile($0, width: 40, height: 40) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.setCustomSpacing(20, after: views[0])
        pinned(stack, in: window, width: 300)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 130, 260])
        #expect(stack.customSpacing(after: views[0]) == 20 && stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
    }

    @Test("Centre alignment in a row: views of 20, 40 and 60 points centred on the tallest; the stack hugs it")
    func centerAlignment() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let views = [tile("a", width: 30, height: 20), tile("b", width: 30, height: 40), tile("c", width: 30, height: 60)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.alignment = .center
        stack.spacing = 8
        pinned(stack, in: window)
        window.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 106, height: 60))
        #expect(views.map(\.center.y) == [30, 30, 30])
        #expect(views.map(\.frame.minX) == [0, 38, 76])
    }

    @Test("Hiding a tile inside an animation block: it leaves at once, the tile below slides up on the block's curve")
    func hidingAnimates() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        // A hidden arranged view's length becomes 0 (UIKit's required "UISV-hiding" constraint),
        // so a hideable tile's own height is 999, as on iOS, where a required one is reported
        // as unsatisfiable (the test below).
        let tiles = ["first", "middle", "last"].map { tile($0, height: 50, priority: UILayoutPriority(999)) }
        let column = UIStackView(arrangedSubviews: tiles)
        column.axis = .vertical
        column.spacing = 8
        pinned(column, in: window, width: 200)
        let timeline = window.record(duration: 1) { _ in
            UIView.animate(withDuration: 0.4) { tiles[1].isHidden = true }
        }
        // Before: last at y 116 (centre 141); after: y 58 (centre 83), the middle tile's 50 and
        // one 8-point gap gone. Ease-in-ease-out: halfway (112) at 0.2 s.
        #expect(timeline.number("position.y", at: 0, layer: "last") == 141)
        #expect(near(timeline.number("position.y", at: 0.2, layer: "last"), 112, 1e-9))
        #expect(timeline.number("position.y", at: 0.4, layer: "last") == 83)
        #expect(timeline.value(ofLayer: "middle", at: LayerKeyPath("hidden")!, time: 0.01) == .bool(true))
        #expect(column.frame.height == 108)
        #expect(timeline.problems.isEmpty)
    }

    @Test("Hiding a tile whose height is required conflicts, as on iOS: reported, and the others close up all the same", .expectsProblems)
    func hidingRequiredHeight() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let tiles = ["first", "middle", "last"].map { tile($0, height: 50) }
        let column = UIStackView(arrangedSubviews: tiles)
        column.axis = .vertical
        pinned(column, in: window, width: 200)
        tiles[1].isHidden = true
        let timeline = window.record(duration: 0.1) { _ in }
        #expect(timeline.number("position.y", at: 0, layer: "last") == 75)
        #expect(timeline.problems.count == 1 && timeline.problems[0].contains("middle.height == 0.0"))
    }

    @Test("Margins-relative arrangement and removing an arranged view")
    func marginsAndRemoval() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let views = [tile("a", width: 30, height: 30), tile("b", width: 30, height: 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        pinned(stack, in: window)
        window.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 72, height: 38))
        #expect(views[0].frame.origin == CGPoint(x: 6, y: 4))
        stack.removeArrangedSubview(views[1])
        views[1].removeFromSuperview()
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 1 && stack.frame.width == 42)
    }
}

/// Baselines from the renderer's text layout.
@Suite("Auto Layout, baselines")
@MainActor
struct BaselineTests {
    @Test("A row aligned by first baseline: a 34-point title and a 17-point caption share the line their text stands on")
    func firstBaselineRow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let title = UILabel(), caption = UILabel()
        title.text = "42"
        title.font = .systemFont(ofSize: 34)
        caption.text = "steps"
        let row = UIStackView(arrangedSubviews: [title, caption])
        row.alignment = .firstBaseline
        row.spacing = 4
        row.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(row)
        NSLayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                                     row.topAnchor.constraint(equalTo: window.topAnchor, constant: 20)])
        window.layoutIfNeeded()
        // The system font's baseline is one SF Pro ascender (1950/2048 em) below its line's top,
        // and each label's text is centred in its frame: the baselines fall on one line.
        func baseline(_ label: UILabel) -> CGFloat {
            let size = label.font.pointSize
            let line = size * (1950 + 494) / 2048   // SF Pro's line: ascender plus descender
            return label.frame.minY + (label.frame.height - line) / 2 + size * 1950 / 2048
        }
        #expect(abs(baseline(title) - baseline(caption)) <= 1 / UIScreen.main.scale + 0.02, "\(baseline(title)) \(baseline(caption))")
        #expect(caption.frame.minY > title.frame.minY + 10, "the caption sits lower: its ascender is half the title's")
        #expect(row.frame.height == title.frame.height, "the title is the tallest")
    }
}
