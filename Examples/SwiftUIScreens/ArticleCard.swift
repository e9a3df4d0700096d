// Compiled in Swift 5 mode (Package.swift): SwiftUI code as apps write it, which the tests record.
import SwiftUI

/// An article card as iOS code writes one: tapped, its cover and title grow into the article's
/// header (matched geometry), and tapped again they shrink back into the card.
struct ArticleCard: View {
    @Namespace private var card
    @State private var expanded = false

    var body: some View {
        ZStack {
            if expanded {
                VStack(alignment: .leading, spacing: 12) {
                    RoundedRectangle(cornerRadius: 16, style: .circular)
                        .fill(Color.orange)
                        .matchedGeometryEffect(id: "cover", in: card)
                        .accessibilityIdentifier("cover-large")
                        .frame(height: 200)
                    Text("Flipbook on Linux")
                        .font(.title)
                        .matchedGeometryEffect(id: "title", in: card)
                    Text("Record SwiftUI animations at the instants you choose, on a virtual clock.")
                        .foregroundColor(.secondary)
                    Spacer()
                }
                .padding(20)
                .onTapGesture {
                    withAnimation(.spring(duration: 0.5, bounce: 0.2)) { expanded = false }
                }
                .accessibilityIdentifier("article")
            } else {
                VStack(alignment: .leading, spacing: 8) {
                    RoundedRectangle(cornerRadius: 12, style: .circular)
                        .fill(Color.orange)
                        .matchedGeometryEffect(id: "cover", in: card)
                        .accessibilityIdentifier("cover-small")
                        .frame(width: 120, height: 80)
                    Text("Flipbook on Linux")
                        .font(.headline)
                        .matchedGeometryEffect(id: "title", in: card)
                }
                .padding(20)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .onTapGesture {
                    withAnimation(.spring(duration: 0.5, bounce: 0.2)) { expanded = true }
                }
                .accessibilityIdentifier("card")
            }
        }
    }
}
