// Compiled in Swift 5 mode (Package.swift): SwiftUI code as apps write it, which the tests record.
import SwiftUI

/// An arc from the top, clockwise on screen, over `fraction` of the circle: a shape whose
/// fraction animates (`animatableData`).
struct ProgressArc: Shape {
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
        return path
    }
}

/// A download's progress as iOS code draws it: a ring drawn by its own shape, the usual ring
/// made of a trimmed circle turned to start at the top, and a bar whose width follows the
/// progress — all three following it when a step completes.
struct DownloadRing: View {
    @State private var progress = 0.25

    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 24) {
                ZStack {
                    Circle().stroke(Color.gray.opacity(0.25), lineWidth: 10)
                    ProgressArc(fraction: progress)
                        .stroke(Color.green, lineWidth: 10)
                        .accessibilityIdentifier("ring")
                }
                .frame(width: 100, height: 100)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.orange, lineWidth: 10)
                    .accessibilityIdentifier("trimmed")
                    .rotationEffect(.degrees(-90))
                    .frame(width: 100, height: 100)
            }
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.25)).frame(width: 200, height: 6)
                Capsule().fill(Color.blue).accessibilityIdentifier("bar").frame(width: 200 * progress, height: 6)
            }
            Button("Next step") {
                withAnimation(.easeInOut(duration: 0.6)) { progress = 0.75 }
            }
            .accessibilityIdentifier("next")
        }
    }
}
