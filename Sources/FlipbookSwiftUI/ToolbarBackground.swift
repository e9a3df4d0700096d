import FlipbookUIKit

/// `ToolbarPlacement`: a bar a toolbar modifier changes.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The bar the platform picks (the navigation bar).
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")

    /// Whether it stands for the navigation bar.
    var isNavigationBar: Bool { self == .navigationBar || self == .automatic }
}

/// What a screen's `toolbarBackground` modifiers set for its navigation bar, merged (a
/// colour from one, the visibility from another), applied by its hosting controller after each
/// update: `.visible` shows the background also where the content is at its top (UIKit's
/// scroll-edge appearance, transparent by default), `.hidden` never; a colour fills it.
struct NavigationBarBackground: Equatable {
    var visibility: Visibility?
    var color: UIColor?

    /// Sets `item`'s appearances (left alone when the screen set nothing).
    @MainActor
    func apply(to item: UINavigationItem) {
        guard visibility != nil || color != nil else { return }
        let appearance = UINavigationBarAppearance()
        if visibility == .hidden {
            appearance.configureWithTransparentBackground()
        } else if let color {
            appearance.backgroundColor = color
        }
        item.standardAppearance = appearance
        item.scrollEdgeAppearance = visibility == .visible || visibility == .hidden ? appearance : nil
    }
}

/// `toolbarBackground`: notes the navigation bar's background for the screen.
public struct _ToolbarBackgroundModifier: ViewModifier {
    let visibility: Visibility?
    let color: UIColor?
    let bars: [ToolbarPlacement]
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _ToolbarBackgroundModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        let others = bars.filter { !$0.isNavigationBar }
        var nodes = content()
        if !others.isEmpty, let first = nodes.first {
            let node = WrapperNode(path: path.appending("toolbarBackground"), kind: "toolbarBackground", content: first)
            node.warning = "toolbarBackground for \(others.map { "." + $0.name }.joined(separator: ", ")): only the navigation bar's background is modelled; the others are drawn as they are"
            nodes[0] = node
        }
        if bars.contains(where: \.isNavigationBar) {
            if let visibility { graph.navigationBarBackground.visibility = visibility }
            if let color { graph.navigationBarBackground.color = color }
        }
        return nodes
    }
}

extension View {
    /// Whether `bars` draw their background on this screen: `.visible` also at the content's
    /// top, `.hidden` never, `.automatic` as UIKit does.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _ToolbarBackgroundModifier> {
        modifier(_ToolbarBackgroundModifier(visibility: visibility, color: nil, bars: bars))
    }

    /// `bars` filled with `style`'s colour on this screen (where their background shows).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _ToolbarBackgroundModifier> {
        modifier(_ToolbarBackgroundModifier(visibility: nil, color: style.resolvedColor(in: EnvironmentValues()), bars: bars))
    }
}
