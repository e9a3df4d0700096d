import FlipbookUIKit

/// `Menu`: a control that shows a list of actions when tapped: its label drawn as a button's
/// (in the accent colour), the menu UIKit's (the one a `UIButton` with a menu opens), its rows
/// the content's buttons — titled by a text, a symbol or a label of both, destructive ones in
/// red. With a primary action, a tap runs it instead (iOS opens the menu on a long press: not
/// modelled). Content that is not such a button is left out, with a warning naming it.
public struct Menu<Label: View, Content: View> {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    /// A menu of `content`'s buttons, shown by a tap on `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        primaryAction = nil
    }

    /// A menu whose label runs `primaryAction` when tapped.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }
}

extension Menu where Label == Text {
    /// A menu titled `titleKey` (a literal: its Markdown drawn).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == FlipbookSwiftUI.Label<Text, Image> {
    /// A menu titled `titleKey` beside the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { FlipbookSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu titled `title` beside the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { FlipbookSwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Menu: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension Menu: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let environment = graph.environment
        let accent: UIColor = environment.isEnabled ? environment.accent : .tertiaryLabel
        let labels = graph.withEnvironment({ $0.foregroundColor = $0.foregroundColor ?? accent }) { graph.nodes(for: label, path: path.appending("label")) }
        let labelNode = labels.count == 1 ? labels[0]
            : StackNode(path: path.appending("label"), axis: .horizontal, alignment: .center(across: .horizontal), spacing: nil, items: labels)
        var leftOut: [String] = []
        let buttons = ButtonReader.read(content, leftOut: &leftOut)
        let node = MenuNode(path: path, content: labelNode, buttons: buttons, primaryAction: primaryAction, isEnabled: environment.isEnabled)
        if !leftOut.isEmpty {
            node.warning = "Menu: its rows are buttons titled by a text, a symbol or a label of both; left out: \(leftOut.joined(separator: ", "))"
        }
        return [node]
    }
}

/// A laid-out `Menu`: its label inside a button that opens UIKit's menu of the buttons read.
@MainActor
final class MenuNode: WrapperNode {
    let buttons: [ReadButton]
    let primaryAction: (@MainActor () -> Void)?
    let isEnabled: Bool
    /// The row a picker's menu checks (its menu chooses one).
    let chosen: Int?

    init(path: ViewPath, content: ViewNode, buttons: [ReadButton], primaryAction: (@MainActor () -> Void)?, isEnabled: Bool, chosen: Int? = nil) {
        self.buttons = buttons
        self.primaryAction = primaryAction
        self.isEnabled = isEnabled
        self.chosen = chosen
        super.init(path: path, kind: "Menu", content: content)
    }

    override func makeView() -> UIView { MenuButton(type: .custom) }

    override func configure(_ view: UIView) {
        guard let button = view as? MenuButton else { return }
        button.menu = UIMenu(options: chosen == nil ? [] : .singleSelection, children: buttons.enumerated().map { index, read in
            UIAction(title: read.title ?? "", image: read.systemImage.map { UIImage(systemName: $0) } ?? nil,
                     attributes: read.role == .destructive ? .destructive : [], state: index == chosen ? .on : .off) { _ in read.action() }
        })
        button.primaryAction = primaryAction
        button.showsMenuAsPrimaryAction = primaryAction == nil
        button.isEnabled = isEnabled
    }
}

/// The button a `Menu` draws with: its label dims while pressed, as a button's does.
@MainActor
final class MenuButton: UIButton {
    var primaryAction: (@MainActor () -> Void)?

    override init(type buttonType: UIButton.ButtonType) {
        super.init(type: buttonType)
        addAction(UIAction { [weak self] _ in self?.primaryAction?() }, for: .primaryActionTriggered)
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool {
        didSet { subviews.forEach { $0.alpha = isHighlighted ? 0.2 : 1 } }
    }
}
