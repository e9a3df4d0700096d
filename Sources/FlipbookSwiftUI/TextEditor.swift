import FlipbookUIKit

/// `TextEditor`: text of many lines, edited in place: a `UITextView` taking all the room it is
/// offered, in the environment's font (`.body` by default); typing writes the binding.
public struct TextEditor: View {
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) { self.text = text }

    /// The editor.
    public var body: some View { UIKitTextView(text: text) }
}

/// A `UITextView` in the layout: the binding written at each change.
struct UIKitTextView: UIViewRepresentable {
    let text: Binding<String>

    @MainActor
    final class Coordinator: UITextViewDelegate {
        var text: Binding<String>?
        var focus: FocusRequest?

        func textViewDidChange(_ textView: UITextView) { text?.wrappedValue = textView.text ?? "" }
        func textViewDidBeginEditing(_ textView: UITextView) { focus?.set(true) }
        func textViewDidEndEditing(_ textView: UITextView) { focus?.set(false) }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.delegate = context.coordinator
        return view
    }

    func updateUIView(_ view: UITextView, context: Context) {
        context.coordinator.text = text
        view.font = (context.environment.font ?? .body).uiFont(at: context.environment.dynamicTypeSize)
        if context.environment.hidesScrollContentBackground { view.backgroundColor = .clear }
        if view.text != text.wrappedValue { view.text = text.wrappedValue }
        context.coordinator.focus = context.environment.focusRequest
        context.environment.focusRequest?.apply(to: view)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextView, context: Context) -> CGSize? {
        proposal.replacingUnspecifiedDimensions()
    }
}
