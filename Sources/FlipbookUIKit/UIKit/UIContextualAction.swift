import Foundation

/// `UIContextualAction`: a button a swipe across a table row reveals ("Delete", "Archive").
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the button looks and what a full swipe does.
    public enum Style: Int, Sendable {
        /// A grey button (`.systemGray`).
        case normal
        /// A red button (`.systemRed`) for an action that removes the row.
        case destructive
    }

    /// What a tap on the button (or a full swipe) runs: the action, the button's view, and a
    /// completion to call with whether the action was performed (true closes the row).
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour (the style's unless set).
    open var backgroundColor: UIColor! {
        get { customBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { customBackgroundColor = newValue }
    }
    private var customBackgroundColor: UIColor?
    /// An image shown above the title (drawn white, as a template).
    open var image: UIImage?
    /// What the action does.
    public let handler: Handler

    /// An action of a style with a title.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// `UISwipeActionsConfiguration`: the actions a swipe on one side of a row reveals, the first
/// at the row's edge.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first nearest the edge the row moved from.
    public let actions: [UIContextualAction]
    /// Whether swiping the row most of the way across performs the first action (true).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
