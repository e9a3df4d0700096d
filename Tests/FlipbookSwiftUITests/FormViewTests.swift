import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// A settings card with the views a form row shows: labelled values, a link, a disclosure
/// group and a gauge.
struct AccountCard: View {
    @State private var advanced = false
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            LabeledContent("Name", value: "Ada Lovelace").accessibilityIdentifier("name")
            LabeledContent("Storage") { Text("4.2 GB") }
            Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!).accessibilityIdentifier("privacy")
            DisclosureGroup("Advanced", isExpanded: $advanced) {
                Text("Sync over cellular").accessibilityIdentifier("cellular")
            }
            .accessibilityIdentifier("advanced")
            Gauge(value: 0.42) { Text("Used") } currentValueLabel: { Text("42%") }
        }
        .padding()
        .frame(width: 320, alignment: .topLeading)
    }
}

@Suite("Form views: LabeledContent, Link and openURL, DisclosureGroup, Gauge, ContentUnavailableView", .expectsProblems)
@MainActor
struct FormViewTests {
    /// The problems other than the warning that a symbol is drawn from Material Icons.
    private func problems(_ timeline: Timeline) -> [String] { timeline.problems.filter { !$0.contains("Material Icons") } }

    @Test("LabeledContent puts the label at the leading edge and the value at the trailing one")
    func labeledContent() {
        let (_, frame) = hosted(LabeledContent {
            Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("value")
        } label: {
            Color.red.frame(width: 60, height: 20).accessibilityIdentifier("label")
        }.frame(width: 300), width: 300, height: 100)
        // The row is 300 wide, 20 tall, centred in 100: y 40; the label at x 0, the value at 260.
        #expect(frame("label") == CGRect(x: 0, y: 40, width: 60, height: 20))
        #expect(frame("value") == CGRect(x: 260, y: 40, width: 40, height: 20))
    }

    @Test("A Link opens its URL with the environment's openURL; the system's action is a warning naming the URL")
    func link() throws {
        var opened: [URL] = []
        let handled = Link("Docs", destination: URL(string: "https://example.com/docs")!)
            .environment(\.openURL, OpenURLAction { url in
                opened.append(url)
                return .handled
            })
            .accessibilityIdentifier("docs")
        let quiet = handled.record(size: CGSize(width: 200, height: 100), duration: 0.3) { clock in clock.tap("docs") }
        #expect(quiet.problems.isEmpty, "\(quiet.problems)")
        #expect(opened == [URL(string: "https://example.com/docs")!])

        let system = Link("Docs", destination: URL(string: "https://example.com/docs")!).accessibilityIdentifier("docs")
        let warned = system.record(size: CGSize(width: 200, height: 100), duration: 0.3) { clock in clock.tap("docs") }
        #expect(warned.problems.contains { $0.contains("openURL(https://example.com/docs)") && $0.contains("not modelled") }, "\(warned.problems)")
    }

    @Test("A DisclosureGroup shows its content once its row is tapped, the chevron turned down")
    func disclosure() throws {
        var shown: [Bool] = []
        let timeline = AccountCard().record(size: CGSize(width: 320, height: 300), duration: 1.2) { clock in
            clock.wait(0.2)
            shown.append(clock.view(withIdentifier: "cellular") != nil)
            clock.tap("advanced")
            clock.wait(0.5)
            shown.append(clock.view(withIdentifier: "cellular") != nil)
        }
        #expect(problems(timeline).isEmpty, "\(timeline.problems)")
        #expect(shown == [false, true])
        assertFrames(of: timeline, at: .times([0, 1.1]), scale: 2)
    }

    @Test("ContentUnavailableView centres its symbol, title and description in the room offered")
    func contentUnavailable() throws {
        let view = ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
        let timeline = view.record(size: CGSize(width: 320, height: 320), duration: 0.1)
        #expect(problems(timeline).isEmpty, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0]), scale: 2)
    }
}

@Suite("Grid: columns as wide as their widest cell, rows as tall as their tallest, frames computed by hand")
@MainActor
struct CellGridTests {
    @Test("Two rows of two cells and a view across the grid, 10 and 5 points apart, centred in their cells")
    func cells() {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
                Color.blue.frame(width: 60, height: 30).accessibilityIdentifier("b")
            }
            GridRow {
                Color.green.frame(width: 50, height: 10).accessibilityIdentifier("c")
                Color.orange.frame(width: 20, height: 20).accessibilityIdentifier("d")
            }
            Color.gray.frame(width: 30, height: 4).accessibilityIdentifier("e")
        }
        let (_, frame) = hosted(grid, width: 200, height: 100)
        // Columns 50 and 60 wide, rows 30, 20 and 4 tall: the grid is 120 × 64, at (40, 18).
        #expect(frame("a") == CGRect(x: 45, y: 23, width: 40, height: 20))
        #expect(frame("b") == CGRect(x: 100, y: 18, width: 60, height: 30))
        #expect(frame("c") == CGRect(x: 40, y: 58, width: 50, height: 10))
        #expect(frame("d") == CGRect(x: 120, y: 53, width: 20, height: 20))
        #expect(frame("e") == CGRect(x: 85, y: 78, width: 30, height: 4))
    }

    @Test("gridColumnAlignment lines a whole column up; gridCellColumns spans; a grid's leading alignment puts the rest left")
    func alignmentAndSpan() {
        let grid = Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
                Color.blue.frame(width: 30, height: 10).gridColumnAlignment(.trailing).accessibilityIdentifier("b")
            }
            GridRow {
                Color.green.frame(width: 40, height: 10).accessibilityIdentifier("c")
                Color.orange.frame(width: 10, height: 10).accessibilityIdentifier("d")
            }
            GridRow {
                Color.purple.frame(width: 20, height: 10).gridCellColumns(2).accessibilityIdentifier("e")
            }
        }
        let (_, frame) = hosted(grid, width: 100, height: 100)
        // Columns 40 and 30: the grid is 70 × 30 at (15, 35). Column 1 is trailing: d at 15 + 40 + 20.
        #expect(frame("a") == CGRect(x: 15, y: 35, width: 10, height: 10))
        #expect(frame("b") == CGRect(x: 55, y: 35, width: 30, height: 10))
        #expect(frame("d") == CGRect(x: 75, y: 45, width: 10, height: 10))
        // The spanning cell lines up leading across both columns.
        #expect(frame("e") == CGRect(x: 15, y: 55, width: 20, height: 10))
    }

    @Test("A flexible cell's column takes what the grid is offered beyond the fixed columns")
    func flexibleColumn() {
        let grid = Grid(horizontalSpacing: 10) {
            GridRow {
                Color.red.frame(width: 50, height: 20).accessibilityIdentifier("fixed")
                Color.blue.frame(height: 20).accessibilityIdentifier("flexible")
            }
        }
        let (_, frame) = hosted(grid, width: 300, height: 100)
        // 300 offered: 50 fixed, 10 of spacing; the flexible column, ideally 10 wide, takes the
        // 230 left too: 240.
        #expect(frame("fixed") == CGRect(x: 0, y: 40, width: 50, height: 20))
        #expect(frame("flexible") == CGRect(x: 60, y: 40, width: 240, height: 20))
    }
}

@Suite("Menu: UIKit's menu of the content's buttons, opened by a tap on the label", .expectsProblems)
@MainActor
struct MenuViewTests {
    /// A note's menu: rename, then delete in red.
    struct NoteMenu: View {
        let log: (String) -> Void
        var body: some View {
            Menu("Options") {
                Button("Rename") { log("rename") }
                Button("Delete", role: .destructive) { log("delete") }
            }
            .accessibilityIdentifier("options")
        }
    }

    @Test("A tap opens the menu; a tap on a row runs its button's action and closes it")
    func menu() throws {
        var log: [String] = []
        var rowTitles: [String] = []
        let timeline = NoteMenu { log.append($0) }.record(size: CGSize(width: 390, height: 400), duration: 2) { clock in
            clock.wait(0.1)
            clock.tap("options")
            clock.wait(0.5)
            let window = clock.view(withIdentifier: "options")?.window
            let labels = window.map { allViews($0).compactMap { $0 as? UILabel }.filter { ["Rename", "Delete"].contains($0.text) } } ?? []
            rowTitles = labels.compactMap(\.text)
            if let rename = labels.first(where: { $0.text == "Rename" }) { clock.tap(rename) }
            clock.wait(0.5)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(rowTitles.sorted() == ["Delete", "Rename"])
        #expect(log == ["rename"])
        assertFrames(of: timeline, at: .times([0, 0.7]), scale: 2)
    }

    @Test("Content that is not a button is left out with a warning naming it")
    func leftOut() throws {
        let view = Menu("More") {
            Button("Share") {}
            Toggle("Pinned", isOn: .constant(true))
        }
        let timeline = view.record(size: CGSize(width: 200, height: 100), duration: 0.1)
        #expect(timeline.problems.contains { $0.contains("Menu:") && $0.contains("Toggle") })
    }
}

@Suite("TextEditor: a UITextView filling its room, typing writing the binding", .expectsProblems)
@MainActor
struct TextEditorTests {
    /// A notes field under a heading.
    struct Notes: View {
        @State var notes = "Buy milk"
        let log: (String) -> Void
        var body: some View {
            VStack(alignment: .leading) {
                Text("Notes").font(.headline)
                TextEditor(text: $notes)
                    .frame(height: 120)
                    .accessibilityIdentifier("notes")
                    .onChange(of: notes) { _, new in log(new) }
            }
            .padding()
        }
    }

    @Test("The editor takes the width and the 120 points given; typed text reaches the binding")
    func typing() throws {
        var changes: [String] = []
        var frames: [CGRect] = []
        let timeline = Notes { changes.append($0) }.record(size: CGSize(width: 300, height: 240), duration: 1) { clock in
            guard let editor = clock.view(withIdentifier: "notes").flatMap({ allViews($0).compactMap { $0 as? UITextView }.first }) else { return }
            frames.append(editor.convert(editor.bounds, to: nil))
            clock.type(" and eggs", into: editor, interval: 0.05)
        }
        // Typing brings up the keyboard, which Flipbook does not draw: the one warning.
        #expect(timeline.problems.allSatisfy { $0.contains("software keyboard") }, "\(timeline.problems)")
        #expect(frames.first?.width == 268 && frames.first?.height == 120)
        #expect(changes.last == "Buy milk and eggs")
        assertFrames(of: timeline, at: .times([0.9]), scale: 2)
    }
}

@Suite("AsyncImage: a file read before the first frame, no network, a failure phase for a file that is no image", .expectsProblems)
@MainActor
struct AsyncImageTests {
    /// A 40 × 20 PNG written to a temporary file, and its URL.
    private func pictureFile() throws -> URL {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1   // 40 × 20 pixels
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
            UIColor.systemGreen.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-asyncimage-\(UUID().uuidString).png")
        try #require(image.pngData()).write(to: url)
        return url
    }

    @Test("A file URL shows its image at its size (scale 2: half); a web URL keeps the placeholder with a warning; a text file fails")
    func phases() throws {
        let url = try pictureFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let (_, frame) = hosted(VStack {
            AsyncImage(url: url).accessibilityIdentifier("one")
            AsyncImage(url: url, scale: 2).accessibilityIdentifier("two")
        }, width: 200, height: 200)
        #expect(frame("one")?.size == CGSize(width: 40, height: 20))
        #expect(frame("two")?.size == CGSize(width: 20, height: 10))

        let web = AsyncImage(url: URL(string: "https://example.com/cat.png")) { image in image } placeholder: { ProgressView() }
        let timeline = web.record(size: CGSize(width: 100, height: 100), duration: 0.1)
        #expect(timeline.problems.contains { $0.contains("https://example.com/cat.png is not fetched") })

        var phases: [String] = []
        let text = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-asyncimage-\(UUID().uuidString).txt")
        try "not a picture".write(to: text, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: text) }
        _ = AsyncImage(url: text) { phase in
            let _ = phases.append(phase.error == nil ? "no error" : "failure")
            Color.red
        }.record(size: CGSize(width: 100, height: 100), duration: 0.1)
        #expect(phases.first == "failure")
    }
}

@Suite("DatePicker: the compact picker's pills, in en_US and UTC unless the environment says otherwise", .expectsProblems)
@MainActor
struct DatePickerTests {
    /// 8 December 2026, 14:05 UTC.
    let moment = Date(timeIntervalSince1970: 1_796_738_700)

    /// The texts drawn by `view`, top to bottom, left to right.
    private func texts(_ view: some View) -> [String] {
        let (window, _) = hosted(view, width: 390, height: 200)
        return allViews(window).compactMap { $0 as? UILabel }
            .sorted { ($0.convert($0.bounds, to: nil).minY, $0.convert($0.bounds, to: nil).minX) < ($1.convert($1.bounds, to: nil).minY, $1.convert($1.bounds, to: nil).minX) }
            .compactMap(\.text)
    }

    @Test("The label, then the abbreviated date and the short time, each in a pill")
    func compact() throws {
        #expect(texts(DatePicker("Starts", selection: .constant(moment))) == ["Starts", "Dec 8, 2026", "2:05\u{202F}PM"], "ICU puts a narrow no-break space before PM, as iOS 17 does")
        #expect(texts(DatePicker("Day", selection: .constant(moment), displayedComponents: .date)) == ["Day", "Dec 8, 2026"])
        let paris = DatePicker("Starts", selection: .constant(moment))
            .environment(\.timeZone, TimeZone(identifier: "Europe/Paris")!)
            .environment(\.locale, Locale(identifier: "fr_FR"))
        #expect(texts(paris) == ["Starts", "8 déc. 2026", "15:05"])
    }

    @Test("A tap on a pill is a warning (iOS opens a calendar); the wheel style draws compact, with a warning")
    func pickerWarnings() throws {
        let view = DatePicker("Starts", selection: .constant(moment), displayedComponents: .date)
            .datePickerStyle(.wheel)
            .frame(width: 390)
            .accessibilityIdentifier("picker")
        let timeline = view.record(size: CGSize(width: 390, height: 100), duration: 0.5) { clock in
            // On the date's pill, at the trailing edge.
            let height = clock.view(withIdentifier: "picker")?.bounds.height ?? 0
            clock.tap("picker", at: CGPoint(x: 340, y: height / 2))
        }
        #expect(timeline.problems.contains { $0.contains("datePickerStyle(.wheel)") })
        #expect(timeline.problems.contains { $0.contains("iOS opens a calendar") })
        assertFrames(of: timeline, at: .times([0]), scale: 2)
    }
}

@Suite("Picker's menu style: the chosen option and chevrons; a tap opens a menu that checks it", .expectsProblems)
@MainActor
struct MenuPickerTests {
    /// A form row choosing a flavour.
    struct Flavours: View {
        @State var flavour = "Vanilla"
        let chose: (String) -> Void
        var body: some View {
            Form {
                Picker("Flavour", selection: $flavour) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Chocolate").tag("Chocolate")
                    Text("Lemon").tag("Lemon")
                }
                .accessibilityIdentifier("flavour")
                .onChange(of: flavour) { _, new in chose(new) }
            }
        }
    }

    @Test("In a form: the label, then the option in grey with chevrons; choosing from the menu sets the binding")
    func choose() throws {
        var chosen: [String] = []
        var texts: [[String]] = []
        let timeline = Flavours { chosen.append($0) }.record(size: CGSize(width: 390, height: 300), duration: 2) { clock in
            clock.wait(0.1)
            let window = clock.view(withIdentifier: "flavour")?.window
            let labels = { window.map { allViews($0).compactMap { ($0 as? UILabel)?.text } } ?? [] }
            texts.append(labels())
            clock.tap("flavour")
            clock.wait(0.5)
            if let lemon = window.flatMap({ allViews($0).compactMap { $0 as? UILabel }.last { $0.text == "Lemon" } }) { clock.tap(lemon) }
            clock.wait(0.5)
            texts.append(labels())
        }
        #expect(timeline.problems.allSatisfy { $0.contains("Material Icons") }, "\(timeline.problems)")
        #expect(texts.first == ["Flavour", "Vanilla"])
        #expect(chosen == ["Lemon"])
        #expect(texts.last?.contains("Lemon") == true)
        assertFrames(of: timeline, at: .times([0.05, 0.7]), scale: 2)
    }
}
