// Compiled in Swift 5 mode (Package.swift): SwiftUI code as apps write it, which the tests record.
import SwiftUI

/// A counter as iOS code writes one: a count in `@State`, a button that adds one, a bar whose
/// width follows the count, and a badge shown from three on.
struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Taps: \(count)").font(.title).accessibilityIdentifier("count")
            Color.orange.frame(width: CGFloat(count) * 40 + 10, height: 10).accessibilityIdentifier("bar")
            if count >= 3 {
                Text("Three!").foregroundColor(.green).accessibilityIdentifier("badge")
            }
            Button("Add one") { count += 1 }.accessibilityIdentifier("add")
        }
    }
}

/// A toggle kept by a parent and changed by a child through a binding.
struct Parent: View {
    @State var isOn = false
    var body: some View {
        VStack {
            Child(isOn: $isOn)
            Color.red.frame(width: isOn ? 100 : 20, height: 20).accessibilityIdentifier("lamp")
        }
    }
}

struct Child: View {
    @Binding var isOn: Bool
    var body: some View {
        Button(isOn ? "Off" : "On") { isOn.toggle() }.accessibilityIdentifier("switch")
    }
}
