import FlipbookUIKit

/// `ToolbarItemPlacement`: where a toolbar item goes.
public struct ToolbarItemPlacement: Equatable, Sendable {
    enum Spot: Equatable, Sendable { case leading, trailing, principal, bottom }
    let spot: Spot
    /// A confirming action's button is semibold, as UIKit's `.done` style.
    var isConfirmation = false
    /// The system's choice: the navigation bar's trailing side.
    public static let automatic = ToolbarItemPlacement(spot: .trailing)
    /// The main action: the trailing side.
    public static let primaryAction = ToolbarItemPlacement(spot: .trailing)
    /// A confirming action (Save, Done): the trailing side.
    public static let confirmationAction = ToolbarItemPlacement(spot: .trailing, isConfirmation: true)
    /// A cancelling action: the leading side.
    public static let cancellationAction = ToolbarItemPlacement(spot: .leading)
    /// The navigation bar's leading side.
    public static let navigationBarLeading = ToolbarItemPlacement(spot: .leading)
    /// The navigation bar's trailing side.
    public static let navigationBarTrailing = ToolbarItemPlacement(spot: .trailing)
    /// The top bar's leading side (iOS 17's name).
    public static let topBarLeading = ToolbarItemPlacement(spot: .leading)
    /// The top bar's trailing side (iOS 17's name).
    public static let topBarTrailing = ToolbarItemPlacement(spot: .trailing)
    /// The middle of the navigation bar, in the title's place.
    public static let principal = ToolbarItemPlacement(spot: .principal)
    /// The toolbar at the bottom of the screen.
    public static let bottomBar = ToolbarItemPlacement(spot: .bottom)
}

/// `ToolbarContent`: what a `toolbar` modifier's builder gives: items and groups, or a type of
/// your own whose `body` is made of them.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of the content's body (`Never` for the items and groups themselves).
    associatedtype Body: ToolbarContent
    /// The items the content is made of.
    @ToolbarContentBuilder var body: Body { get }
    /// The entries, in order (a type of your own gives its body's).
    func _toolbarEntries() -> [ToolbarEntry]
}

extension ToolbarContent {
    /// The body's entries.
    public func _toolbarEntries() -> [ToolbarEntry] { body._toolbarEntries() }
}

extension Never: ToolbarContent {
    /// No entries.
    public func _toolbarEntries() -> [ToolbarEntry] { [] }
}

/// One item of a toolbar: where it goes and what it shows.
@MainActor
public struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: Any
}

/// `ToolbarItem`: one view in a bar, at a placement.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    /// The item.
    public func _toolbarEntries() -> [ToolbarEntry] { [ToolbarEntry(placement: placement, content: content)] }
    /// An item has no body: it gives its entry itself.
    public var body: Never { return fatalError("a toolbar item has no body") }
}

/// `ToolbarItemGroup`: several views in a bar, at one placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group showing the views of `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// The group's views, as one entry.
    public func _toolbarEntries() -> [ToolbarEntry] { [ToolbarEntry(placement: placement, content: content)] }
    /// A group has no body: it gives its entry itself.
    public var body: Never { return fatalError("a toolbar item group has no body") }
}

/// Items side by side, as a builder's block gives them.
public struct TupleToolbarContent<T>: ToolbarContent {
    let entries: [ToolbarEntry]
    /// The items' entries, in order.
    public func _toolbarEntries() -> [ToolbarEntry] { entries }
    /// Items side by side have no body: they give their entries themselves.
    public var body: Never { return fatalError("items side by side have no body") }
}

/// `ToolbarContentBuilder`: builds the items of a `toolbar` from a block.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    /// The items of a block, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> {
        var entries: [ToolbarEntry] = []
        for item in repeat each content { entries += item._toolbarEntries() }
        return TupleToolbarContent(entries: entries)
    }
    /// An item an `if` without `else` gives, or none.
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> TupleToolbarContent<Content?> {
        TupleToolbarContent(entries: content?._toolbarEntries() ?? [])
    }
    /// The item of an `if` branch.
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(first: First) -> TupleToolbarContent<(First?, Second?)> {
        TupleToolbarContent(entries: first._toolbarEntries())
    }
    /// The item of an `else` branch.
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(second: Second) -> TupleToolbarContent<(First?, Second?)> {
        TupleToolbarContent(entries: second._toolbarEntries())
    }
}

/// `_ToolbarModifier`: `toolbar(content:)`: the screen's bar buttons, title view and bottom
/// toolbar, set on the hosting controller's navigation item after each update.
public struct _ToolbarModifier: ViewModifier {
    let entries: [ToolbarEntry]
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _ToolbarModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        let entries = self.entries
        let environment = graph.environment
        graph.afterUpdate { [weak graph] in
            ButtonReader.environment = environment
            defer { ButtonReader.environment = nil }
            guard let host = graph?.host else { return }
            guard let controller = host.hostingController, controller.navigationController != nil else {
                host.layer.report("a toolbar's items go in the navigation bar or toolbar of the NavigationStack the view is in; this one is in none: they are not shown", isWarning: true)
                return
            }
            ToolbarItems.apply(entries, to: controller, reportingOn: host)
        }
        return content()
    }
}

/// Puts toolbar entries into a controller's navigation item and toolbar.
@MainActor
enum ToolbarItems {
    static func apply(_ entries: [ToolbarEntry], to controller: UIViewController, reportingOn host: UIView) {
        var leading: [UIBarButtonItem] = [], trailing: [UIBarButtonItem] = [], bottom: [UIBarButtonItem] = []
        for entry in entries {
            if entry.placement.spot == .principal {
                controller.navigationItem.titleView = principalView(entry.content, reportingOn: host)
                continue
            }
            var leftOut: [String] = []
            let items = ButtonReader.read(entry.content, leftOut: &leftOut).map(barButtonItem)
            if entry.placement.isConfirmation { items.forEach { $0.style = .done } }
            for view in leftOut {
                host.layer.report("a toolbar shows buttons titled by a text, a symbol or a label: \(view) is left out", isWarning: true)
            }
            switch entry.placement.spot {
            case .leading: leading += items
            case .trailing: trailing += items
            case .bottom: bottom += items
            case .principal: break
            }
        }
        // UIKit lists right bar items from the edge inwards; SwiftUI's builder reads left to right.
        controller.navigationItem.leftBarButtonItems = leading
        controller.navigationItem.rightBarButtonItems = trailing.reversed()
        if !bottom.isEmpty || controller.toolbarItems?.isEmpty == false {
            controller.toolbarItems = bottom
            controller.navigationController?.setToolbarHidden(bottom.isEmpty, animated: false)
        }
    }

    /// A bar button for a button: its symbol when it has one (a label shows its icon in a bar),
    /// else its title; a destructive one red.
    private static func barButtonItem(_ button: ReadButton) -> UIBarButtonItem {
        let action = UIAction { _ in button.action() }
        let item = button.systemImage.map { UIBarButtonItem(image: UIImage(systemName: $0), primaryAction: action) }
            ?? UIBarButtonItem(title: button.title, primaryAction: action)
        if button.role == .destructive { item.tintColor = .systemRed }
        if button.isDone { item.style = .done }
        return item
    }

    /// The title's place: a text as the bar's title label; other views are left out.
    private static func principalView(_ content: Any, reportingOn host: UIView) -> UIView? {
        guard let text = content as? Text else {
            host.layer.report("a .principal toolbar item shows a Text in the title's place; \(type(of: content)) is left out", isWarning: true)
            return nil
        }
        let label = UILabel()
        label.text = text.plainString
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.sizeToFit()
        return label
    }
}

extension View {
    /// Bar items from views: buttons on the navigation bar's trailing side.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _ToolbarModifier> {
        modifier(_ToolbarModifier(entries: [ToolbarEntry(placement: .automatic, content: content())]))
    }

    /// Bar items from `ToolbarItem`s and `ToolbarItemGroup`s, each at its placement.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> ModifiedContent<Self, _ToolbarModifier> {
        modifier(_ToolbarModifier(entries: content()._toolbarEntries()))
    }
}
