import FlipbookUIKit

/// `Stepper`: a label at the leading edge and a `UIStepper` at the trailing edge of the width
/// offered, as `Toggle` lays out; a tap on "−" or "+" steps the bound value (kept in its bounds)
/// or runs `onDecrement` / `onIncrement`.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (@MainActor () -> Void)?
    let onDecrement: (@MainActor () -> Void)?
    let canIncrement: Bool
    let canDecrement: Bool

    /// A stepper that runs `onIncrement` and `onDecrement`.
    public init(@ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?) {
        self.label = label()
        (self.onIncrement, self.onDecrement) = (onIncrement, onDecrement)
        (canIncrement, canDecrement) = (onIncrement != nil, onDecrement != nil)
    }

    /// A stepper of `value` by `step`, kept within `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        onIncrement = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        onDecrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        canIncrement = value.wrappedValue < bounds.upperBound
        canDecrement = value.wrappedValue > bounds.lowerBound
    }

    /// The label, then the control at the trailing edge.
    public var body: some View {
        HStack(spacing: 8) {
            label
            Spacer(minLength: 0)
            UIKitStepper(canIncrement: canIncrement, canDecrement: canDecrement, onIncrement: onIncrement, onDecrement: onDecrement)
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `titleKey` (a literal: its Markdown drawn) of `value` within `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }
    /// A stepper titled `title` (a string's value) of `value` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}

/// A `UIStepper` in the layout, standing for the SwiftUI stepper's control: its value is 1 of
/// 0…2, the ends reached where the stepper cannot go further, and each tap runs the matching
/// closure and goes back to 1.
struct UIKitStepper: UIViewRepresentable {
    let canIncrement: Bool
    let canDecrement: Bool
    let onIncrement: (@MainActor () -> Void)?
    let onDecrement: (@MainActor () -> Void)?

    final class Coordinator {
        var step: ((Bool) -> Void)?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIStepper {
        let stepper = UIStepper()
        let coordinator = context.coordinator
        stepper.addAction(UIAction { action in
            guard let stepper = action.sender as? UIStepper else { return }
            coordinator.step?(stepper.value > 1)
            stepper.value = 1
        }, for: .valueChanged)
        return stepper
    }

    func updateUIView(_ stepper: UIStepper, context: Context) {
        let (up, down) = (onIncrement, onDecrement)
        context.coordinator.step = { increment in (increment ? up : down)?() }
        stepper.minimumValue = canDecrement ? 0 : 1
        stepper.maximumValue = canIncrement ? 2 : 1
        stepper.value = 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIStepper, context: Context) -> CGSize? { uiView.intrinsicContentSize }
}
