// Compiled in Swift 5 mode (Package.swift): SwiftUI code as apps write it, which the tests record.
import SwiftUI

/// An onboarding card as apps write one: an icon in a circle, a title and a body, a capsule
/// button, on a rounded card with a badge turned in its corner.
struct OnboardingCard: View {
    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                Circle().fill(Color.blue.opacity(0.15))
                Circle().stroke(Color.blue, lineWidth: 3).padding(12)
            }
            .frame(width: 72, height: 72)
            Text("Welcome to Flipbook").font(.title2).fontWeight(.semibold)
            Text("Record your SwiftUI screens on Linux, frame by frame.")
                .font(.subheadline)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
            Button(action: {}) {
                Text("Get started").font(.headline).foregroundColor(.white)
                    .padding(.horizontal, 24).padding(.vertical, 12)
                    .background(Capsule().fill(Color.blue))
            }
        }
        .padding(24)
        .frame(width: 300)
        .background(Color(uiColor: .secondarySystemBackground))
        .cornerRadius(20)
        .overlay(alignment: .topTrailing) {
            Text("NEW").font(.caption).bold().foregroundColor(.white)
                .padding(6).background(Color.red).cornerRadius(6)
                .rotationEffect(.degrees(12)).offset(x: 8, y: -8)
                .accessibilityIdentifier("badge")
        }
        .accessibilityIdentifier("card")
    }
}
