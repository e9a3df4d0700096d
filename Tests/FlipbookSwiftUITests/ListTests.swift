import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// A settings form as apps write one.
struct AccountForm: View {
    @State private var notifications = true

    var body: some View {
        Form {
            Section("Account") {
                Text("Ada Lovelace").accessibilityIdentifier("name")
                Text("ada@example.com").foregroundColor(.secondary)
            }
            Section {
                Toggle("Notifications", isOn: $notifications)
            } footer: {
                Text("We send one a week.")
            }
        }
    }
}

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

@Suite("SwiftUI lists and forms: inset groups, rows of at least 44 points, headers and footers")
@MainActor
struct ListTests {
    @Test("A form's rows stand 16 points in, 44 tall, under an upper-case footnote header 35 points down; the form scrolls")
    func form() throws {
        var rows: [CGRect] = []
        var header: String?
        let timeline = AccountForm().record(size: CGSize(width: 390, height: 600), duration: 0.1) { clock in
            let name = try! #require(clock.view(withIdentifier: "name"))
            let list = try! #require(allViews(clock.view(withIdentifier: "name")!.window!).compactMap { $0 as? UIScrollView }.first)
            rows = [name.superview!.convert(name.superview!.bounds, to: list)]
            header = allViews(list).compactMap { ($0 as? UILabel)?.text }.first
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let footnote = UILabel()
        footnote.font = .preferredFont(forTextStyle: .footnote)
        footnote.text = "ACCOUNT"
        let headerHeight = footnote.sizeThatFits(.zero).height
        #expect(header == "ACCOUNT")
        #expect(rows == [CGRect(x: 16, y: 35 + 6 + headerHeight + 7, width: 358, height: 44)])
        assertFrames(of: timeline, at: .times([0]), scale: 2)
    }

    @Test("A plain list of Identifiable data puts its rows edge to edge, one after another")
    func plainList() throws {
        let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear"), Fruit(id: 3, name: "Fig")]
        let (window, _) = hosted(List(fruits) { fruit in
            Text(fruit.name).accessibilityIdentifier(fruit.name)
        }.listStyle(.plain))
        let frames = try ["Apple", "Pear", "Fig"].map { name -> CGRect in
            let text = try #require(view(name, in: window))
            return text.superview!.convert(text.superview!.bounds, to: window)
        }
        #expect(frames == [CGRect(x: 0, y: 0, width: 390, height: 44), CGRect(x: 0, y: 44, width: 390, height: 44), CGRect(x: 0, y: 88, width: 390, height: 44)])
    }
}
