import Foundation
import Testing
import SwiftUI

@Observable
final class Scoreboard {
    var score = 0
}

final class Basket: ObservableObject {
    @Published var apples = 0
}

struct ScoreView: View {
    let board: Scoreboard
    var body: some View {
        Text("Score \(board.score)").accessibilityIdentifier("score")
    }
}

struct BasketView: View {
    @StateObject private var basket = Basket()
    var body: some View {
        VStack {
            AppleCount(basket: basket)
            Button("Add") { basket.apples += 1 }.accessibilityIdentifier("add")
        }
        .environmentObject(basket)
    }
}

struct AppleCount: View {
    @ObservedObject var basket: Basket
    @EnvironmentObject var shared: Basket
    var body: some View {
        Text("\(basket.apples) / \(shared.apples) apples").accessibilityIdentifier("apples")
    }
}

private struct GreetingKey: EnvironmentKey {
    static let defaultValue = "Hello"
}

extension EnvironmentValues {
    var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

struct SchemeView: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.greeting) private var greeting
    var body: some View {
        Text("\(greeting), \(scheme == .dark ? "dark" : "light")").accessibilityIdentifier("scheme")
    }
}

struct LifecycleView: View {
    @State private var loaded = false
    @State private var showsDetail = true
    @State private var changes: [String] = []
    @State private var count = 0

    var body: some View {
        VStack {
            Text(loaded ? "Loaded" : "Loading").accessibilityIdentifier("status")
                .onAppear { loaded = true }
            if showsDetail {
                Text("Detail").onDisappear { changes.append("detail gone") }
            }
            Text(changes.joined(separator: ", ")).accessibilityIdentifier("log")
            Button("Next") { count += 1; showsDetail = false }.accessibilityIdentifier("next")
                .onChange(of: count) { old, new in changes.append("\(old)→\(new)") }
        }
    }
}

@MainActor
private func text(_ identifier: String, _ clock: RecordingClock) -> String? { (clock.view(withIdentifier: identifier) as? UILabel)?.text }

@Suite("SwiftUI models and the environment: @Observable, ObservableObject, @Environment, onAppear and onChange")
@MainActor
struct ObservationTests {
    @Test("An @Observable model changed in a recording updates the view that reads it at that instant")
    func observable() {
        let board = Scoreboard()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.rootViewController = UIHostingController(rootView: ScoreView(board: board))
        window.makeKeyAndVisible()
        var shown: [String?] = []
        let timeline = window.record(duration: 0.5) { clock in
            shown.append(text("score", clock))
            clock.wait(0.2)
            board.score = 5
            clock.wait(0.1)
            shown.append(text("score", clock))
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(shown == ["Score 0", "Score 5"])
    }

    @Test("A @StateObject's @Published change updates its @ObservedObject and @EnvironmentObject readers; the object is made once")
    func observableObject() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.rootViewController = UIHostingController(rootView: BasketView())
        window.makeKeyAndVisible()
        var shown: [String?] = []
        let timeline = window.record(duration: 1) { clock in
            shown.append(text("apples", clock))
            clock.tap("add")
            clock.wait(0.1)
            clock.tap("add")
            clock.wait(0.1)
            shown.append(text("apples", clock))
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(shown == ["0 / 0 apples", "2 / 2 apples"])
    }

    @Test("@Environment reads the colour scheme and keys of your own, set with environment(_:_:)")
    func environment() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.overrideUserInterfaceStyle = .dark
        window.rootViewController = UIHostingController(rootView: SchemeView().environment(\.greeting, "Hi"))
        window.makeKeyAndVisible()
        var shown: String?
        _ = window.record(duration: 0.1) { clock in shown = text("scheme", clock) }
        #expect(shown == "Hi, dark")
    }

    @Test("onAppear's state change is in the first frame; onChange gets the old and new values; onDisappear runs when a view leaves")
    func lifecycle() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.rootViewController = UIHostingController(rootView: LifecycleView())
        window.makeKeyAndVisible()
        var first: String?
        var log: String?
        let timeline = window.record(duration: 1) { clock in
            first = text("status", clock)
            clock.tap("next")
            clock.wait(0.1)
            clock.tap("next")
            clock.wait(0.1)
            log = text("log", clock)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(first == "Loaded")
        #expect(log == "0→1, detail gone, 1→2")
    }
}
