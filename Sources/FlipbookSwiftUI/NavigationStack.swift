import FlipbookUIKit

/// `NavigationStack`: a stack of screens under a navigation bar, drawn by a
/// `UINavigationController` as on iOS: its root is the content, titled by `navigationTitle`
/// (large by default), and a `NavigationLink` pushes its destination with UIKit's slide. Each
/// screen is hosted by a `UIHostingController` of its own, so state and environment values set
/// outside the stack do not reach inside it, except the colour scheme (not yet modelled).
public struct NavigationStack<Root: View> {
    let root: Root

    /// A stack whose first screen is `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
}

extension NavigationStack: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

/// The navigation controller of a stack, kept by the stack's identity.
@MainActor
final class NavigationHolder {
    let controller: UINavigationController
    let root: UIHostingController<AnyView>

    init(root view: AnyView) {
        root = UIHostingController(rootView: view)
        controller = UINavigationController(rootViewController: root)
        controller.navigationBar.prefersLargeTitles = true
    }
}

extension NavigationStack: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let content = AnyView(root)
        let holder = graph.storage(for: path.description + ".navigation") { NavigationHolder(root: content) }
        holder.root.rootView = content
        return [NavigationNode(path: path, holder: holder)]
    }
}

/// A navigation stack on screen: the navigation controller's view, as large as it is offered.
@MainActor
final class NavigationNode: ViewNode {
    let holder: NavigationHolder

    init(path: ViewPath, holder: NavigationHolder) {
        self.holder = holder
        super.init(path: path, kind: "NavigationStack")
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    override func makeView() -> UIView { holder.controller.view }
}

/// `NavigationLink`: a row or label that pushes `destination` onto its stack when tapped.
public struct NavigationLink<Label: View, Destination: View> {
    let destination: Destination
    let label: Label

    /// A link showing `label` that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` (a string's value, shown as it is) that pushes `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
    /// A link titled `titleKey` (a literal: its Markdown drawn) that pushes `destination`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

extension NavigationLink: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension NavigationLink: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let destination = AnyView(self.destination)
        let host = graph.host
        let push: @MainActor () -> Void = {
            guard let navigation = host?.hostingController?.navigationController else {
                host?.layer.report("a NavigationLink pushes onto the NavigationStack it is in; this one is in none, so nothing is pushed", isWarning: true)
                return
            }
            navigation.pushViewController(UIHostingController(rootView: destination), animated: true)
        }
        let labels = graph.withEnvironment({ $0.foregroundColor = $0.foregroundColor ?? .label }) {
            graph.nodes(for: HStack {
                label
                Spacer()
                Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundColor(Color(uiColor: .tertiaryLabel))
            }, path: path.appending("label"))
        }
        return [ButtonNode(path: path, content: labels[0], action: push, isEnabled: graph.environment.isEnabled)]
    }
}

/// The navigation title a screen's views set, for its hosting controller's navigation item.
public struct _NavigationTitleModifier: ViewModifier {
    let title: String
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _NavigationTitleModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        graph.navigationTitle = title
        return content()
    }
}

extension View {
    /// The title the navigation bar shows for this screen.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: String(title)))
    }
}
