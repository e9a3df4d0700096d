// Compiled in Swift 5 mode (Package.swift): SwiftUI code as apps write it, which the tests record.
import SwiftUI

/// A like button as iOS code writes one: the heart fills and pops to 125 % with a bouncy spring.
struct LikeButtonScreen: View {
    @State private var liked = false

    var body: some View {
        Button {
            liked.toggle()
        } label: {
            Image(systemName: liked ? "heart.fill" : "heart")
                .font(.system(size: 44))
                .foregroundStyle(liked ? Color.pink : Color.gray)
                .scaleEffect(liked ? 1.25 : 1)
                .accessibilityIdentifier("heart")
        }
        .accessibilityIdentifier("like")
        .animation(.bouncy, value: liked)
    }
}

/// A toast that springs up from below when a document is saved, and back down when the save is
/// undone — often before it has settled.
struct SaveToastScreen: View {
    @State private var showsToast = false

    var body: some View {
        ZStack(alignment: .bottom) {
            VStack(spacing: 12) {
                Button("Save") {
                    withAnimation(.spring(duration: 0.5, bounce: 0.3)) { showsToast = true }
                }
                .accessibilityIdentifier("save")
                Button("Undo") {
                    withAnimation(.spring(duration: 0.5, bounce: 0.3)) { showsToast = false }
                }
                .accessibilityIdentifier("undo")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            Text("Saved")
                .foregroundColor(.white)
                .padding(.horizontal, 20)
                .padding(.vertical, 10)
                .background(Capsule().fill(Color.black))
                .offset(y: showsToast ? -24 : 100)
                .accessibilityIdentifier("toast")
        }
    }
}
