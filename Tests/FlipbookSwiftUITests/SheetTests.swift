import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// A screen with a sheet as apps write one: a button shows it, its own button closes it.
struct SheetScreen: View {
    @State private var showsDetails = false
    @State private var closings = 0

    var body: some View {
        VStack {
            Text("Closed \(closings) times").accessibilityIdentifier("closings")
            Button("Details") { showsDetails = true }.accessibilityIdentifier("open")
        }
        .sheet(isPresented: $showsDetails, onDismiss: { closings += 1 }) {
            Details()
        }
    }
}

struct Details: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Details").font(.title).accessibilityIdentifier("details")
            Button("Close") { dismiss() }.accessibilityIdentifier("close")
        }
    }
}

@Suite("SwiftUI sheets: sheet(isPresented:) over UIKit's page sheet; the environment's dismiss", .expectsProblems)
@MainActor
struct SheetTests {
    @Test("A button shows the sheet with UIKit's slide; dismiss() closes it and onDismiss runs")
    func sheet() throws {
        var shown: [Bool] = []
        var closings: String?
        let timeline = SheetScreen().record(size: CGSize(width: 390, height: 600), duration: 2.2) { clock in
            clock.tap("open")
            clock.wait(0.9)
            shown.append(clock.view(withIdentifier: "details") != nil)
            clock.tap("close")
            clock.wait(0.9)
            shown.append(clock.view(withIdentifier: "details")?.window != nil)
            closings = (clock.view(withIdentifier: "closings") as? UILabel)?.text
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(shown == [true, false])
        #expect(closings == "Closed 1 times")
        assertFrames(of: timeline, at: .times([0.3, 1.0]), scale: 2)
    }
}

/// A photo picked from a grid, shown full screen for its item; its close button clears it.
struct Photo: Identifiable {
    let id: Int
    var title: String { "Photo \(id)" }
}

struct PhotoWall: View {
    @State private var opened: Photo?

    var body: some View {
        HStack {
            Button("One") { opened = Photo(id: 1) }.accessibilityIdentifier("one")
            Button("Two") { opened = Photo(id: 2) }.accessibilityIdentifier("two")
        }
        .fullScreenCover(item: $opened) { photo in
            PhotoScreen(photo: photo)
        }
    }
}

struct PhotoScreen: View {
    let photo: Photo
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        ZStack {
            Color.black
            VStack {
                Text(photo.title).foregroundColor(.white).accessibilityIdentifier("photo")
                Button("Done") { dismiss() }.accessibilityIdentifier("done")
            }
        }
    }
}

extension SheetTests {
    @Test("fullScreenCover(item:) covers the whole screen with the item's content; dismiss() clears the item, and another item opens again")
    func fullScreenCoverItem() throws {
        var titles: [String?] = []
        var coverFrames: [CGRect] = []
        let timeline = PhotoWall().record(size: CGSize(width: 390, height: 600), duration: 3) { clock in
            clock.tap("two")
            clock.wait(0.9)
            titles.append((clock.view(withIdentifier: "photo") as? UILabel)?.text)
            if let photo = clock.view(withIdentifier: "photo"), let window = photo.window {
                // The cover's controller view fills the window (a page sheet stands below the top).
                var view: UIView = photo
                while let parent = view.superview, parent !== window { view = parent }
                coverFrames.append(view.frame)
            }
            clock.tap("done")
            clock.wait(0.9)
            titles.append(clock.view(withIdentifier: "photo")?.window == nil ? nil : "still shown")
            clock.tap("one")
            clock.wait(0.9)
            titles.append((clock.view(withIdentifier: "photo") as? UILabel)?.text)
        }
        #expect(titles == ["Photo 2", nil, "Photo 1"], "\(timeline.problems)")
        #expect(coverFrames.first?.size == CGSize(width: 390, height: 600), "\(coverFrames)")
        // The second cover's views are new: their ids pass on from the first's, which left.
        #expect(timeline.problems.count == 2 && timeline.problems.allSatisfy { $0.hasPrefix("warning:") && $0.contains("~2") }, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0.3, 1.0]), scale: 2)
    }
}

/// A delete confirmation as apps write one.
struct TrashScreen: View {
    @State private var confirming = false
    @State private var files = 3

    var body: some View {
        VStack {
            Text("\(files) files").accessibilityIdentifier("files")
            Button("Empty Trash", role: .destructive) { confirming = true }.accessibilityIdentifier("empty")
        }
        .alert("Empty Trash?", isPresented: $confirming) {
            Button("Empty", role: .destructive) { files = 0 }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("You can't undo this action.")
        }
    }
}

extension SheetTests {
    @Test("alert(_:isPresented:actions:message:) shows UIKit's alert with the buttons' titles and roles; a tap closes it, turns the binding false and runs the action")
    func alertConfirms() throws {
        var shown: [String?] = []
        var files: String?
        var alertTitles: [String?] = []
        let timeline = TrashScreen().record(size: CGSize(width: 390, height: 600), duration: 1.6) { clock in
            clock.tap("empty")
            clock.wait(0.7)
            var responder: UIResponder? = clock.view(withIdentifier: "files")
            while let next = responder, !(next is UIViewController) { responder = next.next }
            let alert = (responder as? UIViewController)?.presentedViewController as? UIAlertController
            shown.append(alert?.title)
            shown.append(alert?.message)
            alertTitles = alert?.actions.map { "\($0.title ?? "")/\($0.style.rawValue)" } ?? []
            if let alert { Self.tapButton(titled: "Empty", in: alert.view, clock: clock) }
            clock.wait(0.6)
            files = (clock.view(withIdentifier: "files") as? UILabel)?.text
        }
        #expect(shown == ["Empty Trash?", "You can't undo this action."])
        #expect(alertTitles == ["Empty/2", "Cancel/1"])
        #expect(files == "0 files")
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0.7]), scale: 2)
    }

    private static func tapButton(titled title: String, in view: UIView, clock: RecordingClock) {
        for subview in view.subviews {
            if let button = subview as? UIButton, button.title(for: .normal) == title { return clock.tap(button) }
            tapButton(titled: title, in: subview, clock: clock)
        }
    }
}

/// A photo's options as apps ask for them: a confirmation dialog with a destructive choice.
struct PhotoOptions: View {
    @State private var asking = false
    @State private var choice = "none"

    var body: some View {
        VStack {
            Text(choice).accessibilityIdentifier("choice")
            Button("Options") { asking = true }.accessibilityIdentifier("options")
        }
        .confirmationDialog("Photo", isPresented: $asking) {
            Button("Duplicate") { choice = "duplicate" }
            Button("Delete", role: .destructive) { choice = "delete" }
        } message: {
            Text("Choose what to do with the photo.")
        }
    }
}

extension SheetTests {
    @Test("confirmationDialog shows UIKit's action sheet with the buttons and an added Cancel; the title is hidden by default; a tap runs the action")
    func confirmationDialogChooses() throws {
        var sheet: (title: String?, message: String?, actions: [String])?
        var choice: String?
        let timeline = PhotoOptions().record(size: CGSize(width: 390, height: 600), duration: 1.6) { clock in
            clock.tap("options")
            clock.wait(0.7)
            var responder: UIResponder? = clock.view(withIdentifier: "choice")
            while let next = responder, !(next is UIViewController) { responder = next.next }
            if let alert = (responder as? UIViewController)?.presentedViewController as? UIAlertController {
                sheet = (alert.title, alert.message, alert.actions.map { "\($0.title ?? "")/\($0.style.rawValue)" })
                Self.tapButton(titled: "Delete", in: alert.view, clock: clock)
            }
            clock.wait(0.6)
            choice = (clock.view(withIdentifier: "choice") as? UILabel)?.text
        }
        #expect(sheet?.title == nil && sheet?.message == "Choose what to do with the photo.")
        #expect(sheet?.actions == ["Duplicate/0", "Delete/2", "Cancel/1"])
        #expect(choice == "delete")
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0.7]), scale: 2)
    }
}
