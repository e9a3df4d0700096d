import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI
@testable import SwiftUIScreens

// docs/testing-swiftui.md's example, as it stands there.

struct LikeButton: View {
    @State private var likes = 0

    var body: some View {
        HStack {
            Text("\(likes) likes").accessibilityIdentifier("likes")
            Button("Like") { likes += 1 }.accessibilityIdentifier("like")
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12, style: .circular).fill(Color.yellow.opacity(0.3)))
    }
}

/// The guide's transition example, in a list of messages.
struct GuideMessages: View {
    let messages: [Message]
    var body: some View {
        VStack {
            ForEach(messages) { message in
                Text(message.sender)
                    .accessibilityIdentifier("message-\(message.id)")
                    .transition(.move(edge: .trailing).combined(with: .opacity))
            }
        }
    }
}

@Suite("The SwiftUI guide's example")
@MainActor
struct SwiftUIGuideExampleTests {
    @Test("A tap on Like counts one, at the tap's lift")
    func likeButton() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        window.rootViewController = UIHostingController(rootView: LikeButton())
        window.makeKeyAndVisible()
        var shown: String?
        let timeline = window.record(duration: 0.5) { clock in
            clock.wait(0.1)
            clock.tap("like")
            clock.wait(0.2)
            shown = (clock.view(withIdentifier: "likes") as? UILabel)?.text
        }
        #expect(timeline.problems.isEmpty)
        #expect(shown == "1 likes")
        assertFrames(of: timeline, at: .times([0, 0.4]), scale: 2)
    }
}
