import FlipbookUIKit

/// `Gauge`: a value within a range, drawn as iOS's default linear capacity gauge: the label
/// over a 4-point capsule filled in the tint up to the value, the current value's label and
/// the bounds' labels under it. (The sizes are a choice: Apple documents the styles, not
/// their measurements.)
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    /// The label, the capsule filled up to the value, and the value's and bounds' labels.
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            label.font(.subheadline)
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.secondary.opacity(0.3))
                    Capsule().fill(Color.accentColor).frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: 4)
            HStack {
                minimumValueLabel
                Spacer()
                currentValueLabel
                Spacer()
                maximumValueLabel
            }
            .font(.caption)
            .foregroundStyle(Color.secondary)
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds` (0…1 by default), described by `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: EmptyView(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, described by `label`, showing `currentValueLabel`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, with a label, the current value's and the bounds'.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

extension Gauge {
    /// Where `value` is within `bounds`, from 0 to 1 (clamped; 0 for an empty range).
    static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double {
        let width = Double(bounds.upperBound - bounds.lowerBound)
        guard width > 0 else { return 0 }
        return min(max(Double(value - bounds.lowerBound) / width, 0), 1)
    }
}
