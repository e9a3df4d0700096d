import FlipbookUIKit

/// `Toggle`: a label and iOS's switch at the trailing edge, taking the width it is offered; a tap
/// on the switch flips the binding (the switch slides as `UISwitch` does).
public struct Toggle<Label: View> {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle of `isOn`, labelled by `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle where Label == Text {
    /// A toggle of `isOn` titled `title` (a string's value, shown as it is).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
    /// A toggle of `isOn` titled `titleKey` (a literal: its Markdown drawn).
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}

extension Toggle: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension Toggle: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let labels = graph.nodes(for: label, path: path.appending("label"))
        let content = labels.count == 1 ? labels[0] : StackNode(path: path.appending("label"), axis: .horizontal, alignment: .center(across: .horizontal), spacing: nil, items: labels)
        let node = ToggleNode(path: path, label: content, isOn: isOn, isEnabled: graph.environment.isEnabled)
        node.tint = graph.environment.tint
        return [node]
    }
}

/// A toggle on screen: the label at the leading edge, a `UISwitch` (51 × 31) at the trailing one.
@MainActor
final class ToggleNode: ViewNode {
    static let switchSize = CGSize(width: 51, height: 31)
    let label: ViewNode
    let isOn: Binding<Bool>
    let isEnabled: Bool
    /// The switch's track when on (nil: UIKit's green).
    var tint: UIColor?

    init(path: ViewPath, label: ViewNode, isOn: Binding<Bool>, isEnabled: Bool) {
        self.label = label
        self.isOn = isOn
        self.isEnabled = isEnabled
        super.init(path: path, kind: "Toggle")
    }

    override var children: [ViewNode] { [label] }

    private func labelProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - Self.switchSize.width - defaultStackSpacing, 0) }, height: proposal.height)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let size = label.sizeThatFits(labelProposal(proposal))
        let width = proposal.width.map { $0.isFinite ? $0 : size.width + defaultStackSpacing + Self.switchSize.width }
            ?? size.width + defaultStackSpacing + Self.switchSize.width
        return CGSize(width: width, height: max(size.height, Self.switchSize.height))
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
        let offered = labelProposal(ProposedViewSize(rect.size))
        let size = label.sizeThatFits(offered)
        label.place(in: CGRect(x: 0, y: (rect.height - size.height) / 2, width: size.width, height: size.height), proposal: offered)
    }

    override func makeView() -> UIView { ToggleView() }

    override func configure(_ view: UIView) {
        guard let toggle = view as? ToggleView else { return }
        toggle.isOn = isOn
        toggle.control.frame = CGRect(x: frame.width - Self.switchSize.width, y: (frame.height - Self.switchSize.height) / 2,
                                      width: Self.switchSize.width, height: Self.switchSize.height)
        toggle.control.isEnabled = isEnabled
        if toggle.control.onTintColor != tint { toggle.control.onTintColor = tint }
        // A change made by the binding's owner slides the switch; the tap slid it already.
        if toggle.control.isOn != isOn.wrappedValue { toggle.control.setOn(isOn.wrappedValue, animated: toggle.window != nil) }
    }
}

/// The view a `Toggle` draws with: its switch writes the binding when tapped.
@MainActor
final class ToggleView: UIView {
    let control = UISwitch()
    var isOn: Binding<Bool>?

    init() {
        super.init(frame: .zero)
        addSubview(control)
        control.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.isOn?.wrappedValue = self.control.isOn
        }, for: .valueChanged)
    }

    required init?(coder: NSCoder) { nil }
}

/// `ProgressView`: iOS's spinner (`ProgressView()`), or a bar filled to `value` of `total`
/// (`ProgressView(value:total:)`) as wide as it is offered.
public struct ProgressView {
    let fraction: Double?

    /// A spinner.
    public init() { fraction = nil }
    /// A bar filled to `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        fraction = value.map { total > 0 ? Double(min(max($0 / total, 0), 1)) : 0 }
    }
}

extension ProgressView: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension ProgressView: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        [ProgressNode(path: path, fraction: fraction, tint: graph.environment.tint ?? graph.environment.foregroundColor)]
    }
}

/// A progress view on screen: a `UIActivityIndicatorView` (`.medium`, 20 points, spinning) or a
/// `UIProgressView` (4 points tall, as wide as offered).
@MainActor
final class ProgressNode: ViewNode {
    let fraction: Double?
    let tint: UIColor?

    init(path: ViewPath, fraction: Double?, tint: UIColor?) {
        self.fraction = fraction
        self.tint = tint
        super.init(path: path, kind: "ProgressView")
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        guard fraction != nil else { return CGSize(width: 20, height: 20) }
        let width = proposal.width.map { $0.isFinite ? $0 : 0 } ?? 0
        return CGSize(width: width, height: 4)
    }

    override func makeView() -> UIView {
        guard fraction != nil else {
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.startAnimating()
            return spinner
        }
        return UIProgressView(progressViewStyle: .default)
    }

    override func configure(_ view: UIView) {
        if let bar = view as? UIProgressView {
            bar.progress = Float(fraction ?? 0)
            if let tint { bar.progressTintColor = tint }
        } else if let spinner = view as? UIActivityIndicatorView, let tint {
            spinner.color = tint
        }
    }
}

/// `Label`: a symbol and a title side by side.
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon

    /// A label of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    /// `title` (a string's value, shown as it is) beside the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    /// `titleKey` (a literal: its Markdown drawn) beside the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
}

extension Label: View {
    /// The icon and the title in a row.
    public var body: some View {
        HStack {
            icon
            title
        }
    }
}
