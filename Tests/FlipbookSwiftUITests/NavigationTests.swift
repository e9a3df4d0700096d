import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// An inbox as apps write one: a list of links in a navigation stack.
struct Inbox: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Welcome") {
                    Text("Hello from Flipbook").accessibilityIdentifier("message").navigationTitle("Welcome")
                }
                .accessibilityIdentifier("welcome")
                NavigationLink("Release notes") {
                    Text("Version 1")
                }
            }
            .navigationTitle("Inbox")
        }
    }
}

@Suite("SwiftUI navigation: a NavigationStack over UIKit's navigation controller", .expectsProblems)
@MainActor
struct NavigationTests {
    @Test("The stack shows its root under a large title; a link's tap pushes its destination with UIKit's slide, titled by navigationTitle")
    func push() throws {
        var titles: [String?] = []
        var messageShown = false
        let timeline = Inbox().record(size: CGSize(width: 390, height: 600), duration: 1.2) { clock in
            // The navigation controller, up the responder chain from the link.
            var responder: UIResponder? = clock.view(withIdentifier: "welcome")
            while let next = responder, !(next is UINavigationController) { responder = next.next }
            let navigation = responder as? UINavigationController
            titles.append(navigation?.topViewController?.navigationItem.title)
            clock.wait(0.1)
            clock.tap("welcome")
            clock.wait(0.8)
            titles.append(navigation?.topViewController?.navigationItem.title)
            messageShown = clock.view(withIdentifier: "message") != nil
        }
        #expect(timeline.problems.allSatisfy { $0.hasPrefix("warning:") }, "\(timeline.problems)")
        #expect(titles == ["Inbox", "Welcome"])
        #expect(messageShown)
        assertFrames(of: timeline, at: .times([0, 0.4, 1.1]), scale: 2)
    }
}
