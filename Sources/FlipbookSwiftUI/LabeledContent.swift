import Foundation
import FlipbookUIKit

/// `LabeledContent`: a label beside a value: the label leading, the value trailing in the
/// secondary colour, on their first baselines, as a settings form shows a row's value. (A
/// choice outside a form too: Apple's automatic style "adapts to its container" and documents
/// no other look.)
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The label, then the value at the trailing edge.
    public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            label
            Spacer()
            content
                .foregroundStyle(Color.secondary)
                .multilineTextAlignment(.trailing)
        }
    }
}

extension LabeledContent where Label == Text {
    /// `content` labelled `titleKey` (a literal: its Markdown drawn).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// `content` labelled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// The text `value` labelled `titleKey`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// The text `value` labelled `title`.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// `value` written by `format`, labelled `titleKey`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(titleKey, value: format.format(value))
    }

    /// `value` written by `format`, labelled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(title, value: format.format(value))
    }
}
