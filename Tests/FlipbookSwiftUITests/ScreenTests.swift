import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI
@testable import SwiftUIScreens

@Suite("SwiftUI screens drawn: shapes, text, effects, light and dark")
@MainActor
struct ScreenTests {
    @Test("The onboarding card in light and dark: the card 300 wide in the middle, its badge turned 12° in the corner", arguments: [UIUserInterfaceStyle.light, .dark])
    func onboardingCard(style: UIUserInterfaceStyle) throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        window.overrideUserInterfaceStyle = style
        window.rootViewController = UIHostingController(rootView: OnboardingCard())
        window.makeKeyAndVisible()
        let timeline = window.record(duration: 0.1) { clock in clock.wait(0.1) }
        let card = try #require(view("card", in: window))
        #expect(card.convert(card.bounds, to: window).minX == 45 && card.bounds.width == 300)
        // The identifier names the outermost view (the offset); the rotation is the one inside it.
        let badge = try #require(view("badge", in: window))
        let turned = allViews(badge).filter { abs(atan2($0.transform.b, $0.transform.a) - 12 * .pi / 180) < 1e-9 }
        #expect(turned.count == 1 && badge.transform == .identity)
        #expect(badge.convert(badge.bounds, to: window).maxX > 345, "moved 8 points past the card's trailing edge")
        #expect(timeline.problems.allSatisfy { $0.hasPrefix("warning:") }, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0]), named: style == .dark ? "dark" : "light", scale: 2)
    }
}

@Suite("Hybrid screens: a UIKit controller hosting SwiftUI")
@MainActor
struct HybridScreenTests {
    @Test("The header's avatar sits 16 points in (the padding), centred in the 80-point host")
    func profileHeader() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        window.rootViewController = ProfileHeaderController()
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let avatar = try #require(view("avatar", in: window))
        // The padded row is 80 tall (48 + 2 × 16) and as wide as the host: the avatar at (16, 16).
        #expect(avatar.convert(avatar.bounds, to: window) == CGRect(x: 16, y: 16, width: 48, height: 48))
    }
}
