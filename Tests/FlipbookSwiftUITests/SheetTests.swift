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

@Suite("SwiftUI sheets: sheet(isPresented:) over UIKit's page sheet; the environment's dismiss")
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
