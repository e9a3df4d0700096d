import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// A style of your own: the label on a green capsule that shrinks while pressed.
struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .background(Capsule().fill(Color.green))
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .accessibilityIdentifier("pill")
    }
}

@Suite("SwiftUI button styles: bordered, bordered prominent, plain and styles of your own")
@MainActor
struct ButtonStyleTests {
    @Test("Bordered buttons pad their label 7 and 12 points on an 8-point rounded rectangle; a style of your own sees the press")
    func styles() throws {
        var scales: [CGFloat] = []
        var sizes: [CGSize] = []
        let timeline = VStack(spacing: 16) {
            Button("Bordered") {}.buttonStyle(.bordered).accessibilityIdentifier("bordered")
            Button("Prominent") {}.buttonStyle(.borderedProminent)
            Button("Plain") {}.buttonStyle(.plain)
            Button("Pill") {}.buttonStyle(PillStyle())
        }
        .record(size: CGSize(width: 300, height: 300), duration: 0.6) { clock in
            let label = UILabel()
            label.text = "Bordered"
            label.font = .preferredFont(forTextStyle: .body)
            let text = label.sizeThatFits(.zero)
            sizes = [clock.view(withIdentifier: "bordered")?.bounds.size ?? .zero, CGSize(width: text.width + 24, height: text.height + 14)]
            let pill = try! #require(clock.view(withIdentifier: "pill"))
            scales.append(pill.transform.a)
            clock.tap(pill, duration: 0.3)
            scales.append(pill.transform.a)
            clock.wait(0.1)
            scales.append(pill.transform.a)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(sizes[0] == sizes[1])
        // Right after the lift the press is still drawn: the update runs at the layout pass that follows.
        #expect(scales == [1, 0.9, 1])
        let scale = { (time: Double) in timeline.value(ofLayer: "pill", at: LayerKeyPath("transform.scale.x")!, time: time)?.number }
        #expect(scale(0.1) == 0.9 && scale(0.35) == 1, "pressed from the finger's touch down to its lift")
        assertFrames(of: timeline, at: .times([0, 0.2]), scale: 2)
    }
}
