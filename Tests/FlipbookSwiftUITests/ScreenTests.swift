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

/// A UIKit activity spinner in SwiftUI, as apps wrap one.
struct Spinner: UIViewRepresentable {
    var isAnimating: Bool

    func makeUIView(context: Context) -> UIActivityIndicatorView {
        UIActivityIndicatorView(style: .large)
    }

    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
        if isAnimating { uiView.startAnimating() } else { uiView.stopAnimating() }
    }
}

/// A UIKit view with no intrinsic size, sized by its representable.
struct Swatch: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .systemPink
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? { CGSize(width: 30, height: 30) }
}

@Suite("UIViewRepresentable: UIKit views in SwiftUI layouts")
@MainActor
struct RepresentableTests {
    @Test("The view is made once and updated at each update; it takes its intrinsic size, or the representable's")
    func spinner() throws {
        struct Screen: View {
            @State var spinning = true
            var body: some View {
                VStack {
                    Spinner(isAnimating: spinning).accessibilityIdentifier("spinner")
                    Swatch().accessibilityIdentifier("swatch")
                    Button("Stop") { spinning = false }.accessibilityIdentifier("stop")
                }
            }
        }
        var made: [UIView] = []
        var animating: [Bool] = []
        _ = Screen().record(size: CGSize(width: 200, height: 300), duration: 0.5) { clock in
            let spinner = try! #require(clock.view(withIdentifier: "spinner") as? UIActivityIndicatorView)
            made.append(spinner)
            animating.append(spinner.isAnimating)
            #expect(spinner.bounds.size == spinner.intrinsicContentSize)
            #expect(clock.view(withIdentifier: "swatch")?.bounds.size == CGSize(width: 30, height: 30))
            clock.tap("stop")
            clock.wait(0.1)
            made.append(try! #require(clock.view(withIdentifier: "spinner")))
            animating.append(spinner.isAnimating)
        }
        #expect(made.count == 2 && made[0] === made[1])
        #expect(animating == [true, false])
    }
}

/// A UIKit controller showing a count, which notes what it heard.
final class CountController: UIViewController {
    let label = UILabel()
    var heard: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        heard.append("viewDidLoad")
        view.backgroundColor = .systemYellow
        label.textAlignment = .center
        view.addSubview(label)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        heard.append("viewWillAppear")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        label.frame = view.bounds
    }
}

/// The controller in SwiftUI.
struct CountView: UIViewControllerRepresentable {
    let count: Int
    let made: (CountController) -> Void
    static func dismantleUIViewController(_ uiViewController: CountController, coordinator: Void) {
        uiViewController.heard.append("dismantled")
    }
    func makeUIViewController(context: Context) -> CountController {
        let controller = CountController()
        made(controller)
        return controller
    }
    func updateUIViewController(_ uiViewController: CountController, context: Context) {
        uiViewController.label.text = "Count \(count)"
    }
}

extension RepresentableTests {
    @Test("A UIViewControllerRepresentable: made once, a child of the hosting controller, its view 200 × 100 under a 44-point bar, updated with each new count, dismantled when it leaves")
    func controller() throws {
        struct Screen: View {
            @State var count = 0
            let made: (CountController) -> Void
            var body: some View {
                VStack(spacing: 0) {
                    Button("Add") { count += 1 }.frame(height: 44).accessibilityIdentifier("add")
                    if count < 2 { CountView(count: count, made: made).frame(width: 200, height: 100) }
                }
            }
        }
        var controllers: [CountController] = []
        var texts: [String?] = []
        var frame: CGRect?
        var isChild = false, isGone = false
        _ = Screen(made: { controllers.append($0) }).record(size: CGSize(width: 300, height: 300), duration: 0.5) { clock in
            isChild = controllers.first?.parent is UIHostingController<Screen>
            texts.append(controllers.first?.label.text)
            frame = controllers.first.map { $0.view.convert($0.view.bounds, to: nil) }
            clock.tap("add")
            clock.wait(0.1)
            texts.append(controllers.first?.label.text)
            clock.tap("add")
            clock.wait(0.1)
            isGone = controllers.first?.parent == nil
        }
        let controller = try #require(controllers.first)
        #expect(controllers.count == 1)
        #expect(isChild, "a child of the hosting controller while it is shown")
        // The stack is 200 × 144 in the middle of 300 × 300: at (50, 78); the controller's view
        // 44 below its top.
        #expect(frame == CGRect(x: 50, y: 122, width: 200, height: 100), "\(String(describing: frame))")
        #expect(texts == ["Count 0", "Count 1"])
        #expect(controller.heard.prefix(2) == ["viewDidLoad", "viewWillAppear"], "\(controller.heard)")
        #expect(isGone && controller.heard.last == "dismantled", "at count 2 the view leaves: the controller leaves its parent, dismantled")
    }
}
