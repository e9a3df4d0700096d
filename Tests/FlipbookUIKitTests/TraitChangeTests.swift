import Foundation
import Testing
import FlipbookGoldenTesting
@testable import FlipbookUIKit

/// A view that counts what it hears of trait changes.
@MainActor
private final class Badge: UIView {
    var previousSizes: [UIContentSizeCategory] = []
    var styleActions = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previousSizes.append(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified)
    }
    func styleChanged() { styleActions += 1 }
}

@Suite("Trait overrides and trait change registrations (iOS 17)")
@MainActor
struct TraitChangeTests {
    @Test("traitOverrides.preferredContentSizeCategory resizes adjusting fonts (body 17 → 33 at AX2; a metrics font 20 × 33/17 capped at 30) and leaves others")
    func textSizeOverride() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let controller = UIViewController()
        window.rootViewController = controller
        let adjusting = UILabel(), fixed = UILabel(), metrics = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .body)
        metrics.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 30)
        metrics.adjustsFontForContentSizeCategory = true
        let badge = Badge()
        for view in [adjusting, fixed, metrics, badge] { controller.view.addSubview(view) }
        #expect(adjusting.font.pointSize == 17 && metrics.font.pointSize == 20)

        controller.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(adjusting.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(adjusting.font.pointSize == 33 && fixed.font.pointSize == 17 && metrics.font.pointSize == 30)
        #expect(badge.previousSizes == [.large])

        controller.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        #expect(!controller.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))
        #expect(adjusting.font.pointSize == 17 && abs(metrics.font.pointSize - 20) < 1e-9)
        #expect(badge.previousSizes == [.large, .accessibilityLarge])
    }

    @Test("A registration runs, with the traits before, only when a trait it watches changes; target–action ones too; unregistered ones stop")
    func registrations() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let controller = UIViewController()
        window.rootViewController = controller
        let badge = Badge()
        controller.view.addSubview(badge)
        var sizeCalls: [(UIViewController, UIContentSizeCategory)] = []
        var styleCalls: [UIUserInterfaceStyle] = []
        controller.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (controller: UIViewController, previous: UITraitCollection) in
            sizeCalls.append((controller, previous.preferredContentSizeCategory))
        }
        let styleRegistration = badge.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (view: Badge, previous: UITraitCollection) in
            styleCalls.append(view.traitCollection.userInterfaceStyle)
        }
        badge.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: badge, action: Selector("styleChanged", Badge.styleChanged))

        window.traitOverrides.userInterfaceStyle = .dark
        #expect(styleCalls == [.dark] && badge.styleActions == 1 && sizeCalls.isEmpty)
        window.traitOverrides.preferredContentSizeCategory = .extraLarge
        #expect(sizeCalls.count == 1 && sizeCalls.first?.0 === controller && sizeCalls.first?.1 == .large && styleCalls == [.dark])

        badge.unregisterForTraitChanges(styleRegistration)
        window.traitOverrides.userInterfaceStyle = .light
        #expect(styleCalls == [.dark] && badge.styleActions == 2 && sizeCalls.count == 1)
    }

    @Test("One recording, three looks: light at the default size, then the window's traitOverrides make it AX1, then dark; labels that adjust regrow and Auto Layout re-stacks them")
    func sameScreenThreeLooks() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let controller = UIViewController()
        window.rootViewController = controller
        controller.view.backgroundColor = .systemBackground
        let title = UILabel(), detail = UILabel()
        title.text = "Delivery"
        title.font = .preferredFont(forTextStyle: .headline)
        detail.text = "Arrives Tuesday"
        detail.font = .preferredFont(forTextStyle: .body)
        detail.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [title, detail])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        for label in [title, detail] { label.adjustsFontForContentSizeCategory = true }
        controller.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
            stack.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 20),
        ])
        var sizes: [CGFloat] = []
        var detailTops: [CGFloat] = []
        let timeline = window.record(duration: 0.3) { clock in
            window.layoutIfNeeded()
            sizes.append(detail.font.pointSize)
            detailTops.append(detail.frame.minY)
            clock.wait(0.1)
            window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
            window.layoutIfNeeded()
            sizes.append(detail.font.pointSize)
            detailTops.append(detail.frame.minY)
            clock.wait(0.1)
            window.traitOverrides.userInterfaceStyle = .dark
        }
        // Body 17 → 28 at AX1; the detail sits under the headline's line plus 4 points.
        #expect(sizes == [17, 28] && title.font.pointSize == 28)
        #expect(detailTops[1] > detailTops[0] + 8, "\(detailTops)")
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0.05, 0.15, 0.25]), scale: 2)
    }
}
