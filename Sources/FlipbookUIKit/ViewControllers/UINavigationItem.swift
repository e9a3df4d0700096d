import Foundation
import FlipbookScene

/// `UINavigationItem`: what a navigation bar shows while a controller is on top: its title,
/// the buttons at either side, and what the back button says on the screen after it. A
/// controller's `navigationItem` is made with its title, and setting `title` sets the item's.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title in the bar's middle.
    open var title: String? { didSet { changed() } }
    /// A view shown in place of the title, centred in the bar at its own size (its frame's,
    /// or its intrinsic content size), at most the space between the bar's buttons.
    open var titleView: UIView? { didSet { changed() } }
    /// A line above the title: not drawn, listed as a warning.
    open var prompt: String? {
        didSet {
            guard let prompt else { return }
            DrawingProblems.list(["navigationItem.prompt '\(prompt)' is not drawn: the navigation bar shows only its title"])
        }
    }
    /// What the back button says on the next screen (the title, or "Back", when nil).
    open var backButtonTitle: String?
    /// The back button the next screen shows (its title is used).
    open var backBarButtonItem: UIBarButtonItem?
    /// Whether the bar hides the back button while this item is on top.
    open var hidesBackButton = false { didSet { changed() } }
    /// Whether left items go beside the back button rather than in its place: not modelled
    /// (they replace it), so true is listed as a warning.
    open var leftItemsSupplementBackButton = false {
        didSet {
            guard leftItemsSupplementBackButton else { return }
            DrawingProblems.list(["navigationItem.leftItemsSupplementBackButton is not modelled: the left buttons take the back button's place"])
        }
    }
    /// `UINavigationItem.LargeTitleDisplayMode`: whether the item's title shows large.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item.
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
    }
    /// Whether the title shows large (`.automatic`: as the bar's `prefersLargeTitles` says).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }

    /// A search controller whose bar the navigation bar shows in a 52-point strip under the
    /// title (and the large title), closing first as the content scrolls up.
    open var searchController: UISearchController? { didSet { changed() } }
    /// Whether the search strip closes as the content scrolls up (true by default); false keeps
    /// it open.
    open var hidesSearchBarWhenScrolling = true { didSet { changed() } }
    /// `UINavigationItem.SearchBarPlacement` (iOS 16): where the search bar goes.
    public enum SearchBarPlacement: Int, Sendable {
        /// As the system chooses: stacked under the title on an iPhone.
        case automatic
        /// In the bar's row (drawn stacked, an iPhone's placement).
        case inline
        /// Under the title.
        case stacked
    }
    /// Where the search bar goes (kept: an iPhone stacks it under the title).
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic

    /// The bar's standard appearance while this item is on top (nil: the bar's own).
    open var standardAppearance: UINavigationBarAppearance? {
        didSet {
            standardAppearance = standardAppearance?.copy()
            changed()
        }
    }
    /// The compact appearance while this item is on top (kept).
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { compactAppearance = compactAppearance?.copy() }
    }
    /// The scroll-edge appearance while this item is on top (nil: the bar's own).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy()
            changed()
        }
    }
    /// The compact scroll-edge appearance while this item is on top (kept).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy() }
    }

    /// The buttons at the leading edge, in place of the back button, from the edge inwards.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The buttons at the trailing edge, from the edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

    /// The first leading button.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first trailing button.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// An item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item with no title.
    public override init() {
        super.init()
    }

    /// Sets the trailing button (not animated: the bar shows the change at once).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the leading button (not animated).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the trailing buttons (not animated).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the leading buttons (not animated).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Hides or shows the back button (not animated).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// Called when something the bar draws changed.
    var onChange: (() -> Void)?
    private func changed() { onChange?() }
}
