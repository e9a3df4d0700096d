import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// A settings screen with an inline title over a list whose grouped background is hidden, on a
/// teal navigation bar shown at the content's top too.
struct TintedSettings: View {
    var body: some View {
        NavigationStack {
            List {
                Text("General").accessibilityIdentifier("general")
                Text("Privacy")
            }
            .scrollContentBackground(.hidden)
            .background(Color.yellow.opacity(0.3))
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(Color.teal, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
        }
    }
}

@Suite("Screen settings: title display mode, toolbar and list backgrounds, paging, content shapes, popovers, control sizes", .expectsProblems)
@MainActor
struct ScreenSettingsTests {
    /// The navigation controller up the responder chain from the view named `identifier`.
    private func navigation(_ clock: RecordingClock, from identifier: String) -> UINavigationController? {
        var responder: UIResponder? = clock.view(withIdentifier: identifier)
        while let next = responder, !(next is UINavigationController) { responder = next.next }
        return responder as? UINavigationController
    }

    @Test("An inline title, a teal bar shown at the top too, and a list without its grey background")
    func inlineTitleAndBackgrounds() throws {
        var modes: [UINavigationItem.LargeTitleDisplayMode] = []
        var colors: [UIColor?] = []
        let timeline = TintedSettings().record(size: CGSize(width: 390, height: 400), duration: 0.2) { clock in
            clock.wait(0.1)
            let item = navigation(clock, from: "general")?.topViewController?.navigationItem
            modes.append(item?.largeTitleDisplayMode ?? .automatic)
            colors.append(item?.scrollEdgeAppearance?.backgroundColor)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(modes == [.never])
        #expect(colors == [UIColor.systemTeal])
        assertFrames(of: timeline, at: .times([0.1]), scale: 2)
    }

    @Test("scrollTargetBehavior(.paging) makes the scroll view page; a view-aligned one is a warning")
    func paging() throws {
        var paging: [Bool] = []
        let pages = ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<3) { Color.blue.opacity(Double($0 + 1) / 3).frame(width: 200, height: 100) } }
        }
        .scrollTargetBehavior(.paging)
        .accessibilityIdentifier("pages")
        let timeline = pages.record(size: CGSize(width: 200, height: 100), duration: 0.1) { clock in
            paging.append(clock.view(withIdentifier: "pages").flatMap { allViews($0).compactMap { $0 as? UIScrollView }.first }?.isPagingEnabled ?? false)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(paging == [true])

        let aligned = ScrollView { Text("x") }.scrollTargetBehavior(.viewAligned).record(size: CGSize(width: 100, height: 100), duration: 0.1)
        #expect(aligned.problems.contains { $0.contains("scrollTargetBehavior(.viewAligned)") })
    }

    @Test("contentShape: a circle takes taps inside it and not in its square's corners; a row with a Spacer takes them across")
    func contentShape() throws {
        var taps: [String] = []
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100)
                .contentShape(Circle())
                .onTapGesture { taps.append("circle") }
                .accessibilityIdentifier("circle")
            HStack { Text("Row"); Spacer() }
                .frame(width: 200, height: 44)
                .contentShape(Rectangle())
                .onTapGesture { taps.append("row") }
                .accessibilityIdentifier("row")
        }
        let timeline = view.record(size: CGSize(width: 200, height: 144), duration: 1) { clock in
            clock.tap("circle", at: CGPoint(x: 5, y: 5))      // a corner: outside the circle
            clock.tap("circle", at: CGPoint(x: 50, y: 50))    // the centre
            clock.tap("row", at: CGPoint(x: 180, y: 22))      // over the spacer
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(taps == ["circle", "row"])
    }

    @Test("A popover on an iPhone is a sheet; detents other than large, a visible grabber and a small control size are warnings")
    func popoverAndWarnings() throws {
        struct Screen: View {
            @State private var shown = false
            var body: some View {
                Button("Info") { shown = true }
                    .controlSize(.small)
                    .accessibilityIdentifier("info")
                    .popover(isPresented: $shown) {
                        Text("Details").accessibilityIdentifier("details")
                            .presentationDetents([.medium, .large])
                            .presentationDragIndicator(.visible)
                    }
            }
        }
        var presented = false
        let timeline = Screen().record(size: CGSize(width: 390, height: 600), duration: 1) { clock in
            clock.tap("info")
            clock.wait(0.7)
            presented = clock.view(withIdentifier: "details") != nil
        }
        #expect(presented)
        #expect(timeline.problems.contains { $0.contains("presentationDetents") && $0.contains("large, medium") })
        #expect(timeline.problems.contains { $0.contains("presentationDragIndicator(.visible)") })
        #expect(timeline.problems.contains { $0.contains("controlSize(.small)") })
    }

    @Test("View-level bold() draws the text inside in bold, as fontWeight(.bold)")
    func viewBold() {
        let (_, frame) = hosted(VStack {
            Text("Weight").accessibilityIdentifier("plain")
            Text("Weight").bold().accessibilityIdentifier("text")
            VStack { Text("Weight").accessibilityIdentifier("view") }.bold()
        }, width: 300, height: 200)
        #expect(frame("text")?.width == frame("view")?.width)
        #expect((frame("view")?.width ?? 0) > (frame("plain")?.width ?? 0))
    }
}

/// Fruit filtered by a search field in the navigation bar.
struct FruitSearch: View {
    @State private var query = ""
    let fruit = ["Apple", "Banana", "Cherry", "Mango"]
    var body: some View {
        NavigationStack {
            List(fruit.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { name in
                Text(name).accessibilityIdentifier(name)
            }
            .navigationTitle("Fruit")
            .searchable(text: $query, prompt: "Find fruit")
        }
    }
}

@Suite("searchable: a UISearchController in the navigation bar writing the binding", .expectsProblems)
@MainActor
struct SearchableTests {
    @Test("The field shows the prompt under the large title; typing filters the list")
    func search() throws {
        var shown: [[String]] = []
        var prompts: [String?] = []
        let timeline = FruitSearch().record(size: CGSize(width: 390, height: 500), duration: 1.5) { clock in
            clock.wait(0.1)
            var responder: UIResponder? = clock.view(withIdentifier: "Apple")
            while let next = responder, !(next is UINavigationController) { responder = next.next }
            let field = (responder as? UINavigationController)?.topViewController?.navigationItem.searchController?.searchBar
            prompts.append(field?.placeholder)
            let names = { ["Apple", "Banana", "Cherry", "Mango"].filter { clock.view(withIdentifier: $0) != nil } }
            shown.append(names())
            if let field { clock.type("an", into: field.searchTextField, interval: 0.1) }
            clock.wait(0.3)
            shown.append(names())
        }
        #expect(timeline.problems.allSatisfy { $0.contains("software keyboard") }, "\(timeline.problems)")
        #expect(prompts == ["Find fruit"])
        #expect(shown == [["Apple", "Banana", "Cherry", "Mango"], ["Banana", "Mango"]])
        assertFrames(of: timeline, at: .times([0.05, 1.4]), scale: 2)
    }
}

@Suite("Rows and touches: listRowBackground, listRowSeparator, allowsHitTesting, border", .expectsProblems)
@MainActor
struct RowSettingsTests {
    @Test("A yellow row background, a row without its separator, and a bordered square")
    func rows() throws {
        let view = VStack(spacing: 0) {
            List {
                Text("Highlighted").listRowBackground(Color.yellow)
                Text("No line").listRowSeparator(.hidden)
                Text("Last")
            }
            .frame(height: 220)
            Color.clear.frame(width: 60, height: 60).border(Color.red, width: 4)
        }
        let timeline = view.record(size: CGSize(width: 300, height: 300), duration: 0.1)
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0]), scale: 2)
    }

    @Test("A view that does not allow hit testing lets the tap through to the button under it")
    func hitTesting() throws {
        var taps = 0
        let view = ZStack {
            Button("Under") { taps += 1 }.accessibilityIdentifier("under")
            Color.blue.opacity(0.2).frame(width: 200, height: 200).allowsHitTesting(false)
        }
        let timeline = view.record(size: CGSize(width: 200, height: 200), duration: 0.5) { clock in clock.tap("under") }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(taps == 1)
    }
}

@Suite("Text input: keyboard traits reach the UITextField; the return key runs onSubmit", .expectsProblems)
@MainActor
struct TextInputTests {
    @Test("keyboardType, autocapitalization, autocorrection and the return key's title set the field's traits; return submits")
    func traitsAndSubmit() throws {
        var submitted: [String] = []
        var traits: [String] = []
        struct Login: View {
            @State var email = ""
            let submit: (String) -> Void
            var body: some View {
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .submitLabel(.go)
                    .onSubmit { submit(email) }
                    .accessibilityIdentifier("email")
            }
        }
        let timeline = Login { submitted.append($0) }.record(size: CGSize(width: 300, height: 100), duration: 2) { clock in
            guard let field = clock.view(withIdentifier: "email").flatMap({ allViews($0).compactMap { $0 as? UITextField }.first }) else { return }
            traits = ["\(field.keyboardType)", "\(field.autocapitalizationType)", "\(field.autocorrectionType)", "\(field.returnKeyType)"]
            clock.type("ada@example.com\n", into: field, interval: 0.05)
        }
        #expect(timeline.problems.allSatisfy { $0.contains("software keyboard") }, "\(timeline.problems)")
        #expect(traits == ["emailAddress", "none", "no", "go"])
        #expect(submitted == ["ada@example.com"])
    }
}
