import FlipbookUIKit

/// `Button`: a label that runs an action when tapped. It draws as iOS's default (borderless)
/// style: the label in the accent colour (`.systemBlue`), dimmed to 20 % while a finger is on it
/// (a choice after iPhone recordings: Apple gives no number), grey when disabled.
public struct Button<Label: View> {
    let action: @MainActor () -> Void
    let label: Label

    /// A button showing `label` that runs `action`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

}

extension Button where Label == Text {
    /// A button titled `title` that runs `action`.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let enabled = graph.environment.isEnabled
        let content = graph.withEnvironment({ $0.foregroundColor = $0.foregroundColor ?? (enabled ? .systemBlue : .tertiaryLabel) }) {
            graph.nodes(for: label, path: path.appending("label"))
        }
        let stack = content.count == 1 ? content[0] : StackNode(path: path.appending("label"), axis: .horizontal, alignment: 0.5, spacing: nil, items: content)
        return [ButtonNode(path: path, content: stack, action: action, isEnabled: enabled)]
    }
}

/// A button on screen: a control the size of its label that runs the action at a tap's lift.
@MainActor
final class ButtonNode: WrapperNode {
    let action: @MainActor () -> Void
    let isEnabled: Bool

    init(path: ViewPath, content: ViewNode, action: @escaping @MainActor () -> Void, isEnabled: Bool) {
        self.action = action
        self.isEnabled = isEnabled
        super.init(path: path, kind: "Button", content: content)
    }

    override func makeView() -> UIView { ButtonControl() }

    override func configure(_ view: UIView) {
        guard let control = view as? ButtonControl else { return }
        control.action = action
        control.isEnabled = isEnabled
    }
}

/// The control a `Button` draws with: its label dims while pressed.
@MainActor
final class ButtonControl: UIControl {
    var action: @MainActor () -> Void = {}

    init() {
        super.init(frame: .zero)
        addAction(UIAction { [weak self] _ in self?.action() }, for: .primaryActionTriggered)
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool {
        didSet { subviews.forEach { $0.alpha = isHighlighted ? 0.2 : 1 } }
    }
}

extension Button: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}
