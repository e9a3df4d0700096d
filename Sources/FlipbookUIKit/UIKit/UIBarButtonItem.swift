import Foundation

/// `UIBarItem`: what bars show, a title or an image.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The title shown.
    open var title: String? { didSet { changed() } }
    /// The image shown (drawn as it is: template tinting is not modelled yet).
    open var image: UIImage? { didSet { changed() } }
    /// Whether the item takes taps (a disabled one is drawn gray).
    open var isEnabled = true { didSet { changed() } }
    /// An integer you can use to find the item.
    open var tag = 0

    /// Whether the item is an appearance proxy, and the appearance properties set on it.
    let appearanceState = AppearanceState()

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the title's attributes in a state (`.font` and `.foregroundColor` are drawn, over
    /// the bar's button appearance).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        appearanceSettingMade("setTitleTextAttributes(_:for:) \(state.rawValue)") { ($0 as? UIBarItem)?.setTitleTextAttributes(attributes, for: state) }
        changed()
    }

    /// The title's attributes in a state, as set.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Tells the bar showing the item to draw it again.
    func changed() { onChange?() }
    var onChange: (() -> Void)?
}

/// `UIBarButtonItem`: a button in a navigation bar, with a title, a system item, an image or a
/// view of your own. A tap on it (a scripted finger through the bar's hit testing, or
/// `sendActions` on its view) runs its `primaryAction`, or sends `action` to `target` through
/// `UIApplication.sendAction`, which follows the responder chain from the item when `target`
/// is nil, as UIKit does.
open class UIBarButtonItem: UIBarItem {
    /// `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// A plain title.
        case plain = 0
        /// The old bordered look: drawn as `plain`.
        @available(*, deprecated, renamed: "plain") case bordered = 1
        /// The title in semibold: a "Done".
        case done = 2
    }

    /// `UIBarButtonItem.SystemItem`: the items iOS names and draws.
    public enum SystemItem: Int, Sendable {
        /// "Done", in semibold.
        case done
        /// "Cancel".
        case cancel
        /// "Edit".
        case edit
        /// "Save".
        case save
        /// A plus symbol.
        case add
        /// Space that grows (a toolbar's; ignored in a navigation bar).
        case flexibleSpace
        /// Space `width` points wide.
        case fixedSpace
        /// A pencil-and-paper symbol.
        case compose
        /// A reply arrow symbol.
        case reply
        /// A share symbol.
        case action
        /// A folder symbol.
        case organize
        /// A book symbol.
        case bookmarks
        /// A magnifying-glass symbol.
        case search
        /// A circular-arrow symbol.
        case refresh
        /// A cross symbol.
        case stop
        /// A camera symbol.
        case camera
        /// A bin symbol.
        case trash
        /// A play symbol.
        case play
        /// A pause symbol.
        case pause
        /// A rewind symbol.
        case rewind
        /// A fast-forward symbol.
        case fastForward
        /// "Undo".
        case undo
        /// "Redo".
        case redo
        /// A page-curl symbol (deprecated).
        @available(*, deprecated) case pageCurl
        /// A close (×) symbol.
        case close

        /// The SF Symbol iOS draws the item with; nil for a word or a space.
        var symbolName: String? {
            switch self {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop, .close: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            default: nil
            }
        }

        /// The title iOS gives the items it draws as words (in English); nil for a symbol or a space.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
    }

    /// The item's look.
    open var style: Style = .plain { didSet { changed() } }
    /// The object `action` is sent to (not retained); nil sends it up the responder chain.
    open weak var target: AnyObject?
    /// The method a tap calls.
    open var action: Selector?
    /// What a tap runs, in place of `target`/`action` (iOS 14).
    open var primaryAction: UIAction? {
        didSet {
            if let title = primaryAction?.title, !title.isEmpty { self.title = title }
            changed()
        }
    }
    /// The menu a tap opens when the item has no `primaryAction` and no `action` (iOS 14); with
    /// one of them, iOS opens it on a long press, which is not modelled here.
    open var menu: UIMenu?
    /// A view shown in place of the title.
    open var customView: UIView? { didSet { changed() } }
    /// The width of a `.fixedSpace`, or the item's width when positive.
    open var width: CGFloat = 0 { didSet { changed() } }
    /// The colour of the title (the bar's tint when nil).
    open var tintColor: UIColor? { didSet { appearancePropertySet(\UIBarButtonItem.tintColor); changed() } }
    /// Titles the item may show, for sizing (stored).
    open var possibleTitles: Set<String>?
    /// The system item it was made as, if any.
    let systemItem: SystemItem?

    /// An item with nothing set.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// An item showing `title`.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        connect(style: style, target: target, action: action)
    }

    /// An item showing `image`.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        connect(style: style, target: target, action: action)
    }

    private func connect(style: Style, target: Any?, action: Selector?) {
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// One of the items iOS draws: the worded ones show their English title (`.done` in
    /// semibold); a symbol item (`.add`, `.close`, …) draws its symbol as `UIImage(systemName:)`
    /// does, in a 44-point place that takes taps.
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        super.init()
        self.title = systemItem.title
        self.style = systemItem == .done ? .done : .plain
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// An item that runs `primaryAction` (its title shown) when tapped, or opens `menu` (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        if title == nil, let actionTitle = primaryAction?.title, !actionTitle.isEmpty { self.title = actionTitle }
    }

    /// A system item that runs `primaryAction` when tapped, or opens `menu` (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A flexible space (iOS 14).
    public class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    /// A space `width` points wide (iOS 14).
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A tap: the primary action, or the action sent to the target (up the responder chain
    /// from `sender`, the item's view in the bar, when there is no target), or else the menu
    /// opening beside the item.
    func performTap(from sender: UIView) {
        guard isEnabled else { return }
        if primaryAction == nil, action == nil, let menu {
            MenuPresentation.present(menu, from: sender, sender: self)
        } else if let primaryAction {
            primaryAction.perform(from: self)
        } else if let action {
            // The item is the sender, as on iOS; a nil target is looked for from the item's view.
            let receiver = target ?? sender.target(forAction: action, withSender: self).map { $0 as AnyObject }
            UIApplication.shared.sendAction(action, to: receiver, from: self, for: nil)
        }
    }
}
