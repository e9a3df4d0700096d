import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// An inbox whose rows delete with a swipe, and can be pinned from the leading edge.
struct SwipeInbox: View {
    @State var mail = ["Lunch?", "Invoice", "Photos"]
    var pin: (String) -> Void = { _ in }
    var body: some View {
        List {
            ForEach(mail, id: \.self) { subject in
                Text(subject)
                    .accessibilityIdentifier(subject)
                    .swipeActions(edge: .leading) {
                        Button { pin(subject) } label: { Label("Pin", systemImage: "star") }
                            .tint(.orange)
                    }
            }
            .onDelete { mail.remove(atOffsets: $0) }
        }
    }
}

@Suite("List row actions: swipe to delete (onDelete), swipeActions on either edge", .expectsProblems)
@MainActor
struct RowActionTests {
    /// The subjects shown, top to bottom.
    private func shown(_ clock: RecordingClock) -> [String] {
        ["Lunch?", "Invoice", "Photos"].compactMap { name in clock.view(withIdentifier: name).map { (name, $0.convert($0.bounds, to: nil).minY) } }
            .sorted { $0.1 < $1.1 }.map(\.0)
    }

    @Test("A swipe left past half the Delete button's width leaves it open; its tap deletes the row")
    func swipeToDelete() throws {
        var before: [String] = [], after: [String] = []
        let timeline = SwipeInbox().record(size: CGSize(width: 390, height: 300), duration: 2) { clock in
            clock.wait(0.1)
            before = shown(clock)
            clock.swipe("Invoice", by: CGPoint(x: -80, y: 0), duration: 0.2)
            clock.wait(0.5)
            // The Delete button the swipe revealed, in the Invoice row (each row has one).
            let row = clock.view(withIdentifier: "Invoice").flatMap { text in
                sequence(first: text, next: \.superview).first { view in view.subviews.contains { ($0 as? UIButton)?.title(for: .normal) == "Delete" } }
            }
            if let delete = row?.subviews.compactMap({ $0 as? UIButton }).first(where: { $0.title(for: .normal) == "Delete" }) {
                clock.tap(delete)
            }
            clock.wait(0.5)
            after = shown(clock)
        }
        #expect(timeline.problems.allSatisfy { $0.contains("Material Icons") }, "\(timeline.problems)")
        #expect(before == ["Lunch?", "Invoice", "Photos"])
        #expect(after == ["Lunch?", "Photos"])
        assertFrames(of: timeline, at: .times([0.05, 0.7]), scale: 2)
    }

    @Test("A full swipe runs the edge action; a short one springs back; a full swipe right pins")
    func fullSwipe() throws {
        var results: [[String]] = []
        var pinned: [String] = []
        let timeline = SwipeInbox { pinned.append($0) }.record(size: CGSize(width: 390, height: 300), duration: 3) { clock in
            clock.wait(0.1)
            clock.swipe("Lunch?", by: CGPoint(x: -20, y: 0), duration: 0.2)   // short: closes again
            clock.wait(0.5)
            results.append(shown(clock))
            clock.swipe("Photos", by: CGPoint(x: -300, y: 0), duration: 0.2)  // past 60 %: deleted
            clock.wait(0.5)
            results.append(shown(clock))
            clock.swipe("Invoice", by: CGPoint(x: 300, y: 0), duration: 0.2)  // leading, full: pinned
            clock.wait(0.5)
        }
        #expect(timeline.problems.allSatisfy { $0.contains("Material Icons") }, "\(timeline.problems)")
        #expect(results == [["Lunch?", "Invoice", "Photos"], ["Lunch?", "Invoice"]])
        #expect(pinned == ["Invoice"])
    }
}

/// A shopping list edited with the navigation bar's Edit button.
struct EditableList: View {
    @State var items = ["Bread", "Milk", "Eggs"]
    var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { Text($0).accessibilityIdentifier($0) }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Shopping")
            .toolbar { EditButton() }
        }
    }
}

@Suite("Edit mode: EditButton in the bar, red delete buttons and handles in the rows", .expectsProblems)
@MainActor
struct EditModeTests {
    @Test("Edit turns to Done and moves the rows right of red buttons; a red button reveals Delete, whose tap deletes")
    func editAndDelete() throws {
        var titles: [String?] = []
        var breadX: [CGFloat] = []
        var remaining: [String] = []
        let timeline = EditableList().record(size: CGSize(width: 390, height: 500), duration: 3) { clock in
            clock.wait(0.1)
            var responder: UIResponder? = clock.view(withIdentifier: "Bread")
            while let next = responder, !(next is UINavigationController) { responder = next.next }
            let item = (responder as? UINavigationController)?.topViewController?.navigationItem
            titles.append(item?.rightBarButtonItems?.first?.title)
            breadX.append(clock.view(withIdentifier: "Bread")?.convert(CGPoint.zero, to: nil).x ?? -1)
            // The Edit bar button: tap it by its view in the navigation bar.
            if let window = clock.view(withIdentifier: "Bread")?.window,
               let edit = allViews(window).first(where: { ($0 as? UILabel)?.text == "Edit" }) {
                clock.tap(edit)
            }
            clock.wait(0.5)
            titles.append(item?.rightBarButtonItems?.first?.title)
            breadX.append(clock.view(withIdentifier: "Bread")?.convert(CGPoint.zero, to: nil).x ?? -1)
            // The red button before Milk, then the Delete it reveals.
            let milkRow = clock.view(withIdentifier: "Milk").flatMap { text in sequence(first: text, next: \.superview).first { $0.subviews.contains { $0 is UIButton } } }
            if let disc = milkRow?.subviews.first(where: { ($0 as? UIButton)?.title(for: .normal) == nil && $0.layer.cornerRadius > 0 }) {
                clock.tap(disc)
            }
            clock.wait(0.5)
            if let delete = milkRow?.subviews.compactMap({ $0 as? UIButton }).first(where: { $0.title(for: .normal) == "Delete" }) {
                clock.tap(delete)
            }
            clock.wait(0.5)
            remaining = ["Bread", "Milk", "Eggs"].filter { clock.view(withIdentifier: $0) != nil }
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(titles == ["Edit", "Done"])
        // 16 in from the inset group (16 from the screen), then 38 more for the red button.
        #expect(breadX == [32, 70])
        #expect(remaining == ["Bread", "Eggs"])
        assertFrames(of: timeline, at: .times([0.7, 1.2]), scale: 2)
    }
}
