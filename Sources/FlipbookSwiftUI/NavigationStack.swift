import FlipbookUIKit

/// `NavigationStack`: a stack of screens under a navigation bar, drawn by a
/// `UINavigationController` as on iOS: its root is the content, titled by `navigationTitle`
/// (large by default), and a `NavigationLink` pushes its destination with UIKit's slide. Each
/// screen is hosted by a `UIHostingController` of its own, so state and environment values set
/// outside the stack do not reach inside it, except the colour scheme (not yet modelled).
///
/// Screens for values: a `NavigationLink(value:)` pushes the screen a
/// `navigationDestination(for:destination:)` in the stack declares for the value's type, and a
/// stack bound to a path (`NavigationStack(path:root:)`, a `NavigationPath` or an array) shows
/// a screen for each of its values, pushing and popping as the path changes and writing the
/// path back when the back button or the edge swipe pops.
public struct NavigationStack<Root: View> {
    let root: Root
    let path: NavigationPathBinding?

    /// A stack whose first screen is `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// A stack whose first screen is `root`, with a screen for each value of `path` above it.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathBinding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }

    /// A stack whose first screen is `root`, with a screen for each element of `path` above it.
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathBinding(get: { path.wrappedValue.map { AnyHashable($0) } },
                                          set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }
}

extension NavigationStack: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

/// The navigation controller of a stack, kept by the stack's identity.
@MainActor
final class NavigationHolder {
    let controller: NavigationStackController
    let root: UIHostingController<AnyView>

    init(root view: AnyView) {
        root = UIHostingController(rootView: view)
        controller = NavigationStackController.showing(root)
        controller.navigationBar.prefersLargeTitles = true
    }
}

extension NavigationStack: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let content = AnyView(root)
        let holder = graph.storage(for: path.description + ".navigation") { NavigationHolder(root: content) }
        holder.root.rootView = content
        holder.controller.path = self.path
        if let bound = self.path {
            // The stack follows the path once the update that changed it is done.
            graph.afterUpdate { holder.controller.follow(bound.get()) }
        }
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
/// A link made with a value pushes the screen its stack declares for the value's type
/// (`navigationDestination(for:destination:)`), or appends the value to the stack's path.
public struct NavigationLink<Label: View, Destination: View> {
    let destination: Destination?
    let value: AnyHashable?
    let label: Label

    /// A link showing `label` that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        value = nil
        self.label = label()
    }
}

extension NavigationLink where Destination == Never {
    /// A link showing `label` that pushes the screen for `value` (nil: a link that does nothing).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        destination = nil
        self.value = value.map { AnyHashable($0) }
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `titleKey` (a literal: its Markdown drawn) that pushes the screen for `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }
    /// A link titled `title` (a string's value, shown as it is) that pushes the screen for `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
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
        let destination = self.destination.map { AnyView($0) }
        let value = self.value
        let host = graph.host
        let push: @MainActor () -> Void = {
            guard let host, let navigation = host.hostingController?.navigationController else {
                host?.layer.report("a NavigationLink pushes onto the NavigationStack it is in; this one is in none, so nothing is pushed", isWarning: true)
                return
            }
            if let destination {
                navigation.pushViewController(UIHostingController(rootView: destination), animated: true)
            } else if let value, let stack = navigation as? NavigationStackController {
                stack.navigate(to: value, from: host)
            }
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

/// `NavigationBarItem`: the navigation bar's settings for a screen.
public struct NavigationBarItem: Sendable {
    /// How a screen's title shows in the navigation bar.
    public enum TitleDisplayMode: Sendable {
        /// As the screen before it does (large at a stack's root).
        case automatic
        /// Small, in the bar's middle.
        case inline
        /// Large, under the bar.
        case large
    }
}

/// The title display mode a screen's views set, for its hosting controller's navigation item.
public struct _NavigationTitleDisplayModeModifier: ViewModifier {
    let mode: NavigationBarItem.TitleDisplayMode
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _NavigationTitleDisplayModeModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        graph.navigationTitleDisplayMode = mode
        return content()
    }
}

extension View {
    /// The title the navigation bar shows for this screen.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: String(title)))
    }

    /// How this screen's title shows: large under the bar, or inline in it (UIKit's
    /// `largeTitleDisplayMode` of its navigation item: `.always`, `.never`, `.automatic`).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _NavigationTitleDisplayModeModifier> {
        modifier(_NavigationTitleDisplayModeModifier(mode: displayMode))
    }
}
