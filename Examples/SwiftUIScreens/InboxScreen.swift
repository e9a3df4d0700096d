// Compiled in Swift 5 mode (Package.swift): SwiftUI code as apps write it, which the tests record.
import SwiftUI

struct Message: Identifiable, Equatable {
    let id: Int
    let sender: String
}

/// An inbox as iOS code writes one: a new message slides in from the trailing edge as it fades
/// in, the rows below make room, and an archived message slides out the same way.
struct InboxScreen: View {
    @State private var messages = [Message(id: 1, sender: "Ada"), Message(id: 2, sender: "Grace")]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(messages) { message in
                HStack(spacing: 12) {
                    Circle().fill(Color.blue).frame(width: 28, height: 28)
                    Text(message.sender)
                    Spacer()
                }
                .padding(.horizontal, 12)
                .frame(height: 44)
                .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.92)))
                .accessibilityIdentifier("message-\(message.id)")
                .transition(.move(edge: .trailing).combined(with: .opacity))
            }
            HStack {
                Button("Receive") {
                    withAnimation(.easeInOut(duration: 0.4)) {
                        messages.insert(Message(id: messages.count + 1, sender: "Linus"), at: 0)
                    }
                }
                .accessibilityIdentifier("receive")
                Button("Archive") {
                    withAnimation(.easeInOut(duration: 0.4)) { _ = messages.popLast() }
                }
                .accessibilityIdentifier("archive")
            }
            Spacer()
        }
        .padding(16)
    }
}
