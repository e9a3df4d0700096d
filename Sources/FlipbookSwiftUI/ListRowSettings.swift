import FlipbookUIKit

extension VerticalEdge {
    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        /// The edges' bits.
        public let rawValue: Int8
        /// Edges of `rawValue`'s bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top.
        public static let top = Set(rawValue: 1)
        /// The bottom.
        public static let bottom = Set(rawValue: 2)
        /// Both.
        public static let all: Set = [.top, .bottom]
    }
}

/// What a row's `listRowSeparator` and `listRowBackground` set, for the list row it is in.
@MainActor
final class ListRowSettingsNode: WrapperNode {
    var separatorHidden: Bool?
    var background: UIColor?

    init(path: ViewPath, content: ViewNode, change: (ListRowSettingsNode) -> Void) {
        super.init(path: path, kind: "listRow", content: content)
        // Settings made closer to the view are kept; this one adds its own.
        if let inner = ListRowSettingsNode.of(content) { (separatorHidden, background) = (inner.separatorHidden, inner.background) }
        change(self)
    }

    /// The settings on a row's content, or a modifier's content inside it.
    static func of(_ row: ViewNode) -> ListRowSettingsNode? { row.firstWrapped(ListRowSettingsNode.self) }
}

extension View {
    /// Whether the list row's separator shows (`.hidden` hides the line under the row; the
    /// edges are taken as the bottom's, the only line a row draws).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { path, content in
            ListRowSettingsNode(path: path, content: content) { $0.separatorHidden = visibility == .hidden }
        })
    }

    /// The list row drawn on `view`: a `Color` fills the row (other views are left out, with
    /// a warning).
    public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { path, content in
            let node = ListRowSettingsNode(path: path, content: content) { $0.background = (view as? Color)?.uiColor }
            if let view, !(view is Color) { node.warning = "listRowBackground draws a Color; \(type(of: view)) is left out" }
            return node
        })
    }
}
