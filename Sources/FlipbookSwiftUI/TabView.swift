import FlipbookUIKit

/// `TabView`: views one at a time above a tab bar, as iOS draws it: a `UITabBar` 49 points tall
/// along the bottom, one tab for each of the content's views — its `tabItem` (a `Label`, or a
/// symbol `Image` and a `Text`) and `badge` — and the chosen view in the room above. A tap on a
/// tab chooses it: the `selection` binding takes the view's `tag` (or, without a binding, the
/// tab view keeps its choice itself). The bar's look is UIKit's (see `UITabBar`; approximate).
public struct TabView<SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs whose choice is `selection` (each view's `tag`).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs that keep their choice themselves, the first chosen at first.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension TabView: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

/// The tab a `TabView` without a binding has chosen, kept by its identity.
@MainActor
final class TabChoice {
    var index = 0
}

extension TabView: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let tabs = graph.nodes(for: content, path: path.appending("TabView"))
        // A badge is drawn here, on the tab: its "not drawn" warning does not apply.
        for tab in tabs where tab.warning == TabItemLook.badgeNotDrawn { tab.warning = nil }
        let choice = graph.storage(for: path.description + ".tabChoice") { TabChoice() }
        var selected = choice.index
        if let selection {
            let wanted = AnyHashable(selection.wrappedValue)
            selected = tabs.firstIndex { $0.tag == wanted } ?? 0
        }
        selected = tabs.isEmpty ? 0 : min(max(selected, 0), tabs.count - 1)
        let selection = self.selection
        let choose: @MainActor (Int) -> Void = { [weak graph] index in
            guard tabs.indices.contains(index) else { return }
            if let selection {
                if let value = tabs[index].tag?.base as? SelectionValue { selection.wrappedValue = value }
            } else if choice.index != index {
                choice.index = index
                graph?.changed()
            }
        }
        let node = TabViewNode(path: path, tabs: tabs, selected: selected, choose: choose)
        let blank = tabs.indices.filter { (tabs[$0].tabItem ?? TabItemLook()) == TabItemLook() }
        if !blank.isEmpty {
            node.warning = "TabView: tab \(blank.map { String($0 + 1) }.joined(separator: ", ")) has no tabItem of a Label, or of a symbol Image and a Text: its tab is drawn empty"
        }
        return [node]
    }
}

/// What a tab shows in the bar: its title and symbol (`tabItem`).
struct TabItemLook: Equatable {
    var title: String?
    var systemImage: String?

    /// What a badge away from a `TabView`'s tab says (iOS also draws a `List` row's).
    static let badgeNotDrawn = "badge(_:): a badge is drawn only on a TabView's tab; iOS draws a List row's at its trailing edge, which is not modelled"

    /// The title and symbol of a `tabItem`'s views: a `Label` of a text and a symbol, or a symbol
    /// `Image` and a `Text` side by side.
    @MainActor
    static func read(_ view: Any) -> TabItemLook {
        var look = TabItemLook()
        func visit(_ value: Any) {
            switch value {
            case let text as Text: look.title = look.title ?? text.plainString
            case let image as Image: if case .system(let name) = image.source { look.systemImage = look.systemImage ?? name }
            case let label as Label<Text, Image>: visit(label.title); visit(label.icon)
            default: Mirror(reflecting: value).children.forEach { visit($0.value) }
            }
        }
        visit(view)
        return look
    }
}

extension View {
    /// What the view's tab shows in a `TabView`'s bar: a `Label`, or a symbol `Image` and a
    /// `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _NodePropertyModifier> {
        let look = TabItemLook.read(label())
        return modifier(_NodePropertyModifier { $0.tabItem = look })
    }

    /// A number on the view's tab (0: none).
    public func badge(_ count: Int) -> ModifiedContent<Self, _NodePropertyModifier> {
        badgeText(count == 0 ? nil : String(count))
    }

    /// A text on the view's tab (nil: none).
    public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, _NodePropertyModifier> {
        badgeText(label.map { String($0) })
    }

    /// A text on the view's tab (nil: none).
    public func badge(_ label: Text?) -> ModifiedContent<Self, _NodePropertyModifier> {
        badgeText(label?.plainString)
    }

    /// The badge, with the warning a view that is not a tab keeps (a `TabView` takes it away).
    private func badgeText(_ text: String?) -> ModifiedContent<Self, _NodePropertyModifier> {
        modifier(_NodePropertyModifier { node in
            node.badge = text
            if text != nil, node.warning == nil { node.warning = TabItemLook.badgeNotDrawn }
        })
    }
}

/// A tab view on screen: the chosen tab's view in the room above the bar.
@MainActor
final class TabViewNode: ViewNode {
    let tabs: [ViewNode]
    let selected: Int
    let choose: @MainActor (Int) -> Void

    init(path: ViewPath, tabs: [ViewNode], selected: Int, choose: @escaping @MainActor (Int) -> Void) {
        self.tabs = tabs
        self.selected = selected
        self.choose = choose
        super.init(path: path, kind: "TabView")
    }

    override var children: [ViewNode] { tabs.indices.contains(selected) ? [tabs[selected]] : [] }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// The chosen tab's view in the room above the bar, centred as a screen's root is.
    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        super.place(in: rect, proposal: proposal)
        guard let tab = children.first else { return }
        let room = CGSize(width: rect.width, height: max(0, rect.height - TabContainerView.barHeight))
        let size = tab.sizeThatFits(ProposedViewSize(room))
        tab.place(in: CGRect(x: (room.width - size.width) / 2, y: (room.height - size.height) / 2, width: size.width, height: size.height),
                  proposal: ProposedViewSize(room))
    }

    override func makeView() -> UIView { TabContainerView() }

    override func configure(_ view: UIView) {
        (view as? TabContainerView)?.show(tabs.map { $0.tabItem ?? TabItemLook() }, badges: tabs.map(\.badge), selected: selected,
                                           scrolls: children.first.map(Self.scrolls) ?? false, choose: choose)
    }

    /// Whether a scroll view or a list is in `node`'s tree.
    private static func scrolls(_ node: ViewNode) -> Bool {
        node is ScrollNode || node is ListNode || node.children.contains(where: scrolls)
    }
}

/// A tab view's view: a `UITabBar` along its bottom, over the chosen tab's view.
@MainActor
final class TabContainerView: UIView, UITabBarDelegate {
    static let barHeight: CGFloat = 49
    private let bar = UITabBar(frame: .zero)
    private var looks: [TabItemLook] = []
    private var choose: (@MainActor (Int) -> Void)?
    private var showsStandardLook = true

    init() {
        super.init(frame: .zero)
        bar.delegate = self
        bar.layer.zPosition = 1
        let edge = UITabBarAppearance()
        edge.configureWithTransparentBackground()
        bar.standardAppearance = edge
        showsStandardLook = false
        addSubview(bar)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the tabs (made again only when their titles or symbols change), their badges and
    /// the choice. As iOS 15 and later draw a tab bar controller's bar, a tab with no scroll view
    /// is at its content's end: the bar shows its scroll-edge look, with no background and no
    /// line; over a scroll view or a list it shows its standard look (where iOS fades between
    /// the two as the content nears its end: approximate).
    func show(_ looks: [TabItemLook], badges: [String?], selected: Int, scrolls: Bool, choose: @escaping @MainActor (Int) -> Void) {
        self.choose = choose
        if scrolls != showsStandardLook {
            showsStandardLook = scrolls
            let appearance = UITabBarAppearance()
            if !scrolls { appearance.configureWithTransparentBackground() }
            bar.standardAppearance = appearance
        }
        if looks != self.looks || bar.items == nil {
            self.looks = looks
            bar.items = looks.enumerated().map { index, look in
                UITabBarItem(title: look.title, image: look.systemImage.flatMap { UIImage(systemName: $0) }, tag: index)
            }
        }
        for (item, badge) in zip(bar.items ?? [], badges) where item.badgeValue != badge { item.badgeValue = badge }
        if let items = bar.items, items.indices.contains(selected), bar.selectedItem !== items[selected] { bar.selectedItem = items[selected] }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        bar.frame = CGRect(x: 0, y: bounds.height - Self.barHeight, width: bounds.width, height: Self.barHeight)
    }

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { choose?(item.tag) }
}
