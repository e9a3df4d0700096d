import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// A settings row as an Arabic or Hebrew screen shows it: an icon, a title, a value, padded.
struct RightToLeftRow: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 12) {
                Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("icon")
                Text("العنوان").accessibilityIdentifier("title")
                Spacer()
                Text("٤٢").foregroundStyle(.secondary)
            }
            Color.orange.frame(width: 60, height: 10).accessibilityIdentifier("bar")
            Text("A longer note that wraps onto a second line in the narrow column").font(.footnote).accessibilityIdentifier("note")
        }
        .padding(.leading, 20)
        .environment(\.layoutDirection, .rightToLeft)
    }
}

@Suite("Right-to-left layout: the left-to-right layout mirrored, leading on the right")
@MainActor
struct RightToLeftTests {
    @Test("An HStack's first view on the right, a leading VStack's views against the right edge, leading padding on the right")
    func mirrored() throws {
        let (window, frame) = hosted(
            HStack(spacing: 8) {
                Color.red.frame(width: 50, height: 20).accessibilityIdentifier("a")
                Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("b")
            }
            .environment(\.layoutDirection, .rightToLeft), width: 200, height: 100)
        // The stack is 88 wide, centred: 56…144. Left to right a would be at 56, b at 114;
        // mirrored, a ends at 144 and b starts at 56.
        #expect(frame("a") == CGRect(x: 94, y: 40, width: 50, height: 20) && frame("b") == CGRect(x: 56, y: 40, width: 30, height: 20),
                "\(String(describing: frame("a"))) \(String(describing: frame("b")))")
        _ = window

        let (_, rowFrame) = hosted(RightToLeftRow().frame(width: 300), width: 300, height: 200)
        let icon = try #require(rowFrame("icon")), bar = try #require(rowFrame("bar"))
        // The column is 300 − 20 wide, padded on the right: the icon and the bar end at 280.
        #expect(icon.maxX == 280 && bar.maxX == 280, "\(icon) \(bar)")
    }

    @Test("The settings row drawn right to left: icon, title and bar against the right, the value on the left, the note aligned right (golden)")
    func mirroredRow() {
        let timeline = RightToLeftRow().frame(width: 300).record(size: CGSize(width: 300, height: 140), duration: 0.1)
        #expect(timeline.problems.allSatisfy { $0.hasPrefix(Timeline.warningPrefix) }, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0]), scale: 2)
    }
}
