import FlipbookUIKit

/// `DisclosureGroup`: a label with a chevron that shows or hides its content below it. A tap
/// on the label row turns the chevron to point down and shows the content, with the default
/// animation; the expansion is the group's own, or a binding's. (Approximate in a `List`: iOS
/// shows the content as rows of their own, indented; here it is inside the group's row.)
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpansion = false

    /// A group whose expansion it keeps itself (collapsed at first).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    /// A group expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    /// The label row, then the content when expanded.
    public var body: some View {
        let expanded = isExpanded ?? $ownExpansion
        VStack(alignment: .leading, spacing: 8) {
            Button {
                withAnimation { expanded.wrappedValue.toggle() }
            } label: {
                HStack {
                    label.foregroundStyle(Color.primary)
                    Spacer()
                    Image(systemName: "chevron.right")
                        .font(.footnote.weight(.semibold))
                        .rotationEffect(.degrees(expanded.wrappedValue ? 90 : 0))
                }
            }
            .buttonStyle(.borderless)
            if expanded.wrappedValue { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `titleKey` that keeps its expansion itself.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled `title` that keeps its expansion itself.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled `titleKey`, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group titled `title`, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
