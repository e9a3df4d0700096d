import FlipbookUIKit

/// A row of a `ForEach` with `onDelete` or `onMove`: its offset in the data and the actions.
@MainActor
final class EditableRowNode: WrapperNode {
    let index: Int
    let delete: (@MainActor (IndexSet) -> Void)?
    let isMovable: Bool

    init(index: Int, delete: (@MainActor (IndexSet) -> Void)?, isMovable: Bool, content: ViewNode) {
        self.index = index
        self.delete = delete
        self.isMovable = isMovable
        super.init(path: ViewPath().appending(content.key), kind: "editable", content: content)
    }
}

/// A row with `swipeActions`: the buttons a swipe from `edge` reveals.
@MainActor
final class SwipeActionsNode: WrapperNode {
    let buttons: [ReadButton]
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool

    init(path: ViewPath, buttons: [ReadButton], edge: HorizontalEdge, allowsFullSwipe: Bool, content: ViewNode) {
        self.buttons = buttons
        self.edge = edge
        self.allowsFullSwipe = allowsFullSwipe
        super.init(path: path, kind: "swipeActions", content: content)
    }
}

/// The actions a list row offers to a swipe: trailing ones revealed by a swipe to the left
/// (the first at the edge), leading ones by a swipe to the right; a full swipe runs the first.
/// A row of an `onDelete` `ForEach` without trailing swipe actions of its own offers Delete, as
/// iOS does.
@MainActor
struct RowSwipeActions {
    struct Action {
        let title: String
        let systemImage: String?
        let color: UIColor
        let run: @MainActor () -> Void
    }
    var trailing: [Action] = []
    var leading: [Action] = []
    var fullSwipeTrailing = true
    var fullSwipeLeading = true
    /// The row's delete action, for edit mode's red button.
    var delete: (@MainActor () -> Void)?
    /// Whether edit mode shows the row's reorder handle (`onMove`).
    var isMovable = false

    var isEmpty: Bool { trailing.isEmpty && leading.isEmpty }

    /// What `row` (a row's content, wrapped by its modifiers) offers.
    static func of(_ row: ViewNode) -> RowSwipeActions {
        var actions = RowSwipeActions()
        var node: ViewNode? = row
        while let current = node {
            if let swipe = current as? SwipeActionsNode {
                let read = swipe.buttons.map { button in
                    Action(title: button.title ?? "", systemImage: button.systemImage,
                           color: button.tint ?? (button.role == .destructive ? .systemRed : .systemGray), run: button.action)
                }
                if swipe.edge == .leading, actions.leading.isEmpty {
                    actions.leading = read
                    actions.fullSwipeLeading = swipe.allowsFullSwipe
                } else if swipe.edge == .trailing, actions.trailing.isEmpty {
                    actions.trailing = read
                    actions.fullSwipeTrailing = swipe.allowsFullSwipe
                }
            }
            if let editable = current as? EditableRowNode {
                let index = editable.index
                if let delete = editable.delete { actions.delete = { delete(IndexSet(integer: index)) } }
                actions.isMovable = actions.isMovable || editable.isMovable
            }
            node = (current as? WrapperNode)?.content
        }
        if actions.trailing.isEmpty, let delete = actions.delete {
            actions.trailing = [Action(title: "Delete", systemImage: nil, color: .systemRed, run: delete)]
        }
        return actions
    }
}

extension View {
    /// Buttons a swipe on the list row reveals from `edge` (the first at the edge; a full swipe
    /// runs it when `allowsFullSwipe`). Each is drawn in its `tint`, red for a destructive role,
    /// grey otherwise; a button that is not titled by a text, a symbol or a label of both is
    /// left out with a warning.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> ModifiedContent<Self, _WrapModifier> {
        var leftOut: [String] = []
        let buttons = ButtonReader.read(content(), leftOut: &leftOut)
        return modifier(_WrapModifier { path, node in
            let wrapper = SwipeActionsNode(path: path, buttons: buttons, edge: edge, allowsFullSwipe: allowsFullSwipe, content: node)
            if !leftOut.isEmpty { wrapper.warning = "swipeActions: left out \(leftOut.joined(separator: ", ")) (buttons titled by a text, a symbol or a label of both are drawn)" }
            return wrapper
        })
    }
}

/// How a row's swipe draws and settles: buttons `width` points wide at least (their title and
/// 15 points each side), a swipe released past half the buttons' width stays open, one past
/// 60 % of the row runs the edge button when full swipes are allowed; rows open and close in
/// 0.3 s. (Choices: Apple documents no numbers, and these were not measured on a device.)
enum RowSwipe {
    static let minimumButtonWidth: CGFloat = 74
    static let buttonPadding: CGFloat = 15
    static let fullSwipeFraction: CGFloat = 0.6
    static let settleDuration: TimeInterval = 0.3
}
