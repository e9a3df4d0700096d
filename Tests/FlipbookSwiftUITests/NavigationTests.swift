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

/// People by value: links carry a name, the stack declares the screen for a `String`.
struct People: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Ada", value: "Ada").accessibilityIdentifier("ada")
                NavigationLink("Room 7", value: 7).accessibilityIdentifier("room")
            }
            .navigationTitle("People")
            .navigationDestination(for: String.self) { name in
                Text("Hello, \(name)").accessibilityIdentifier("greeting").navigationTitle(name)
            }
        }
    }
}

/// A router the app drives: the stack shows a screen for each number of its path.
final class Router: ObservableObject {
    @Published var path: [Int] = []
}

struct Chapters: View {
    @ObservedObject var router: Router
    var body: some View {
        NavigationStack(path: $router.path) {
            Text("Contents").accessibilityIdentifier("contents").navigationTitle("Book")
                .navigationDestination(for: Int.self) { chapter in
                    Text("Chapter \(chapter)").navigationTitle("Chapter \(chapter)")
                }
        }
    }
}

extension NavigationTests {
    /// The navigation controller, up the responder chain from a view.
    private func navigation(from view: UIView?) -> UINavigationController? {
        var responder: UIResponder? = view
        while let next = responder, !(next is UINavigationController) { responder = next.next }
        return responder as? UINavigationController
    }

    @Test("A value link pushes the screen its stack declares for the value's type; a value with no destination pushes nothing and warns")
    func valueLinks() throws {
        var titles: [String?] = []
        var greeting: String?
        let timeline = People().record(size: CGSize(width: 390, height: 600), duration: 2) { clock in
            let stack = self.navigation(from: clock.view(withIdentifier: "ada"))
            clock.tap("room")
            clock.wait(0.6)
            titles.append(stack?.topViewController?.navigationItem.title)
            clock.tap("ada")
            clock.wait(0.8)
            titles.append(stack?.topViewController?.navigationItem.title)
            greeting = (clock.view(withIdentifier: "greeting") as? UILabel)?.text
        }
        #expect(titles == ["People", "Ada"])
        #expect(greeting == "Hello, Ada")
        #expect(timeline.problems.contains { $0.contains("no navigationDestination(for: Int.self)") }, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([1.9]), scale: 2)
    }

    @Test("A bound path pushes a screen per value and pops when values go; the back button writes the path back")
    func boundPath() throws {
        let router = Router()
        var stacks: [[String?]] = []
        var paths: [[Int]] = []
        let timeline = Chapters(router: router).record(size: CGSize(width: 390, height: 600), duration: 3) { clock in
            clock.wait(0.1)
            let stack = self.navigation(from: clock.view(withIdentifier: "contents"))
            let titles = { stack?.viewControllers.map(\.navigationItem.title) ?? [] }
            router.path = [1, 2]
            clock.wait(0.8)
            stacks.append(titles())
            // The back button's action: the bar pops the top screen.
            stack?.popViewController(animated: true)
            clock.wait(0.8)
            stacks.append(titles())
            paths.append(router.path)
            router.path = []
            clock.wait(0.8)
            stacks.append(titles())
        }
        #expect(stacks == [["Book", "Chapter 1", "Chapter 2"], ["Book", "Chapter 1"], ["Book"]], "\(timeline.problems)")
        #expect(paths == [[1]])
        #expect(timeline.problems.allSatisfy { $0.hasPrefix("warning:") }, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0.85]), scale: 2)
    }
}

/// A compose screen's bar: Cancel and Save around a principal title, a bottom bar with a symbol.
struct Compose: View {
    @State private var saved = false
    @State private var attached = 0

    var body: some View {
        NavigationStack {
            Text(saved ? "Saved" : "Draft, \(attached) attachments").accessibilityIdentifier("state")
                .navigationTitle("Compose")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Save") { saved = true } }
                    ToolbarItem(placement: .principal) { Text("New Message") }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button { attached += 1 } label: { Image(systemName: "paperclip") }
                    }
                }
        }
    }
}

extension NavigationTests {
    @Test("toolbar items go where their placements say: Cancel leading, Save trailing, a text in the title's place, a symbol in the bottom toolbar; taps run their actions")
    func toolbarItems() throws {
        var states: [String?] = []
        var bar: (left: [String?], right: [String?], title: String?, bottom: Int)?
        let timeline = Compose().record(size: CGSize(width: 390, height: 600), duration: 1) { clock in
            clock.wait(0.1)
            let stack = self.navigation(from: clock.view(withIdentifier: "state"))
            let item = stack?.topViewController?.navigationItem
            bar = (item?.leftBarButtonItems?.map(\.title) ?? [], item?.rightBarButtonItems?.map(\.title) ?? [],
                   (item?.titleView as? UILabel)?.text, stack?.topViewController?.toolbarItems?.count ?? 0)
            if let toolbar = stack?.toolbar { clock.tap(toolbar, at: CGPoint(x: 30, y: 22)) }
            clock.wait(0.3)
            states.append((clock.view(withIdentifier: "state") as? UILabel)?.text)
            if let navigationBar = stack?.navigationBar { clock.tap(navigationBar, at: CGPoint(x: 390 - 30, y: 22)) }
            clock.wait(0.3)
            states.append((clock.view(withIdentifier: "state") as? UILabel)?.text)
        }
        #expect(bar?.left == ["Cancel"] && bar?.right == ["Save"] && bar?.title == "New Message" && bar?.bottom == 1, "\(String(describing: bar))")
        #expect(states == ["Draft, 1 attachments", "Saved"], "\(timeline.problems)")
        #expect(timeline.problems.allSatisfy { $0.hasPrefix("warning:") }, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0.05]), scale: 2)
    }
}

/// A toolbar of its own type, as apps factor bars out of their screens.
struct EditorActions: ToolbarContent {
    let save: @MainActor () -> Void
    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) { Button("Discard") {} }
        ToolbarItem(placement: .confirmationAction) { Button("Done", action: save) }
    }
}

/// An editor whose bar is `EditorActions`.
struct Editor: View {
    @State private var done = false
    var body: some View {
        NavigationStack {
            Text(done ? "Done" : "Editing").accessibilityIdentifier("state")
                .toolbar { EditorActions { done = true } }
        }
    }
}

extension NavigationTests {
    @Test("A ToolbarContent type of your own gives its body's items: Discard leading, Done trailing, and Done's action runs")
    func customToolbarContent() {
        var bar: (left: [String?], right: [String?])?
        var state: String?
        let timeline = Editor().record(size: CGSize(width: 390, height: 400), duration: 0.6) { clock in
            clock.wait(0.1)
            let stack = self.navigation(from: clock.view(withIdentifier: "state"))
            let item = stack?.topViewController?.navigationItem
            bar = (item?.leftBarButtonItems?.map(\.title) ?? [], item?.rightBarButtonItems?.map(\.title) ?? [])
            if let navigationBar = stack?.navigationBar { clock.tap(navigationBar, at: CGPoint(x: 390 - 30, y: 22)) }
            clock.wait(0.3)
            state = (clock.view(withIdentifier: "state") as? UILabel)?.text
        }
        #expect(bar?.left == ["Discard"] && bar?.right == ["Done"], "\(String(describing: bar))")
        #expect(state == "Done", "\(timeline.problems)")
    }
}
