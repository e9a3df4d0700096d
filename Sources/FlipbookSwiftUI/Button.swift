import FlipbookUIKit

/// `Button`: a label that runs an action when tapped. It draws as iOS's default (borderless)
/// style unless `buttonStyle` says otherwise: the label in the tint (the accent colour,
/// `.systemBlue`, unless `tint(_:)` says otherwise),
/// dimmed to 20 % while a finger is on it (a choice: Apple gives no number), grey when disabled.
///
/// A role says what the button does: a `.destructive` one draws its label red (in the default
/// style) and an alert's red button; a `.cancel` one is an alert's cancel button.
public struct Button<Label: View> {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?

    /// A button showing `label` that runs `action`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role showing `label` that runs `action`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }
}

extension Button where Label == Text {
    /// A button titled `title` (a string's value, shown as it is) that runs `action`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
    /// A button titled `titleKey` (a literal: its Markdown drawn) that runs `action`.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    /// A button with a role titled `title` (a string's value) that runs `action`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
    /// A button with a role titled `titleKey` (a literal: its Markdown drawn) that runs `action`.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

/// `ButtonRole`: what a button does, for the looks and places that depend on it.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// It deletes or destroys something: red.
    public static let destructive = ButtonRole(name: "destructive")
    /// It closes without acting: an alert's cancel button.
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let environment = graph.environment
        let enabled = environment.isEnabled
        let accent: UIColor = enabled ? (role == .destructive ? .systemRed : environment.accent) : .tertiaryLabel
        let labelPath = path.appending("label")
        let content: [ViewNode]
        var dims = true
        var pressed: PressState?
        switch environment.buttonLook {
        case .automatic:
            content = graph.withEnvironment({ $0.foregroundColor = $0.foregroundColor ?? accent }) { graph.nodes(for: label, path: labelPath) }
        case .plain:
            content = graph.nodes(for: label, path: labelPath)
        case .bordered, .borderedProminent:
            // UIKit's tinted and filled button configurations' look: 7 and 12 points of padding,
            // 8-point corners, the accent at 15 % behind an accent label, or white on the accent.
            let prominent = if case .borderedProminent = environment.buttonLook { true } else { false }
            let fill = prominent ? accent : accent.withAlphaComponent(0.15)
            let styled = label.padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
                .background(RoundedRectangle(cornerRadius: 8, style: .circular).fill(Color(uiColor: fill)))
            content = graph.withEnvironment({ $0.foregroundColor = prominent ? .white : accent }) { graph.nodes(for: styled, path: labelPath) }
        case .custom(let style):
            let state = graph.storage(for: path.description + ".pressed") { PressState() }
            let labels = graph.nodes(for: label, path: labelPath)
            content = graph.nodes(for: style.body(label: labels, isPressed: state.isPressed), path: path.appending("style"))
            dims = false
            pressed = state
        }
        let stack = content.count == 1 ? content[0] : StackNode(path: labelPath, axis: .horizontal, alignment: .center(across: .horizontal), spacing: nil, items: content)
        let node = ButtonNode(path: path, content: stack, action: action, isEnabled: enabled)
        node.dimsWhenPressed = dims
        if let pressed {
            node.pressChanged = { [weak graph] isPressed in
                guard pressed.isPressed != isPressed else { return }
                pressed.isPressed = isPressed
                graph?.invalidate()
            }
        }
        return [node]
    }
}

/// A button on screen: a control the size of its label that runs the action at a tap's lift.
@MainActor
final class ButtonNode: WrapperNode {
    let action: @MainActor () -> Void
    let isEnabled: Bool
    /// Whether the label dims while pressed (not for a style of your own, which draws it).
    var dimsWhenPressed = true
    /// Tells a style of your own that the button is pressed or not.
    var pressChanged: (@MainActor (Bool) -> Void)?

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
        control.dimsWhenPressed = dimsWhenPressed
        control.pressChanged = pressChanged
    }
}

/// The control a `Button` draws with: its label dims while pressed.
@MainActor
final class ButtonControl: UIControl {
    var action: @MainActor () -> Void = {}
    var dimsWhenPressed = true
    var pressChanged: (@MainActor (Bool) -> Void)?

    init() {
        super.init(frame: .zero)
        addAction(UIAction { [weak self] _ in self?.action() }, for: .primaryActionTriggered)
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool {
        didSet {
            if dimsWhenPressed { subviews.forEach { $0.alpha = isHighlighted ? 0.2 : 1 } }
            if isHighlighted != oldValue { pressChanged?(isHighlighted) }
        }
    }
}

extension Button: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}
