import Foundation

/// `UINavigationBar`: the bar a navigation controller draws over its content, 44 points tall:
/// the top controller's title centred (17-point semibold), a back button tinted with the
/// system tint (a chevron and the previous controller's title, or "Back") when there is a
/// controller to go back to (or the item's left buttons in its place), the item's right
/// buttons, and a hairline under it. Built from views, so a push or pop moves
/// the titles as iOS does (`moveTitles`). The look is chosen after iOS's standard appearance
/// and approximate.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height.
    static let height: CGFloat = 44

    let titleLabel = UILabel()
    let backLabel = UILabel()
    private let hairline = UIView()

    /// Whether the bar is drawn over the content with a blur (stored; drawn opaque-ish white).
    open var isTranslucent = true
    /// The colour of the bar's controls (the back button): the tint by default.
    /// The tint (set here or inherited) colours the back button.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        backLabel.textColor = tintColor
    }
    /// The bar's background colour (a near-white by default).
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? Self.standardBackground } }
    /// Whether the bar shows the top item's title large, below its 44-point row (unless the
    /// item's `largeTitleDisplayMode` is `.never`): 34-point bold text 16 points in, in a 52-point
    /// strip that closes as the top controller's scroll view scrolls up, the standard title
    /// appearing in the row once it has closed (choices after iPhone screenshots, approximate;
    /// the content's safe area keeps the open bar's height).
    open var prefersLargeTitles = false { didSet { onLargeTitlesChanged?() } }

    /// The large title strip's full height.
    static let largeTitleHeight: CGFloat = 52
    let largeTitleLabel = UILabel()
    private let largeTitleArea = UIView()
    /// Whether the top item's title shows large.
    var showsLargeTitle = false
    /// How much of the large title strip shows (0 to 52 points).
    private(set) var largeTitleShown: CGFloat = 0
    /// Tells the navigation controller that `prefersLargeTitles` changed.
    var onLargeTitlesChanged: (() -> Void)?

    /// The bar's height: the row, and the large title strip as far as it shows.
    var currentHeight: CGFloat { Self.height + largeTitleShown }

    /// Shows the large title strip open (or none), for the top item.
    func showLargeTitle(_ shows: Bool, title: String?) {
        showsLargeTitle = shows
        largeTitleLabel.text = title
        largeTitleShown = shows ? Self.largeTitleHeight : 0
        frame.size.height = currentHeight
        place()
    }

    /// The tracked scroll view moved: the strip shows as much as the content has not scrolled
    /// past its resting place.
    func trackedContentMoved(_ scrollView: UIScrollView) {
        guard showsLargeTitle else { return }
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        let shown = min(max(Self.largeTitleHeight - scrolled, 0), Self.largeTitleHeight)
        guard shown != largeTitleShown else { return }
        largeTitleShown = shown
        frame.size.height = currentHeight
        place()
    }

    static let standardBackground = UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94)

    /// A bar in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.standardBackground
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        backLabel.font = .systemFont(ofSize: 17)
        backLabel.textColor = .systemBlue
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        largeTitleArea.clipsToBounds = true
        largeTitleArea.addSubview(largeTitleLabel)
        for view in [titleLabel, backLabel, hairline, largeTitleArea] { addSubview(view) }
        place()
    }

    /// Archives are not read on Linux. Returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows a title, and a back button when `back` is given (its title, or nil for none).
    func show(title: String?, back: String?) {
        titleLabel.text = title
        backLabel.text = back.map { "‹ \($0)" }
        backLabel.isHidden = back == nil
        place()
    }

    /// The top item's title view, shown in place of the title.
    private var titleView: UIView?

    /// Shows a title view in place of the title (nil: the title).
    func show(titleView view: UIView?) {
        if titleView !== view {
            if titleView?.superview === self { titleView?.removeFromSuperview() }
            titleView = view
            if let view { addSubview(view) }
        }
        titleLabel.isHidden = view != nil
        place()
    }

    /// Moves the titles over a push or pop, as iOS's bar does: on a push the title leaves for
    /// the back button's place, fading out, while the old back button fades out, the new one
    /// (naming the screen left) fades in and the new title slides in from the right; a pop runs
    /// it backwards (the title slides out to the right, the back button's title moves to the
    /// centre). Each moving title is a label of its own for the transition, removed at its end.
    /// `onSpring` moves them on UIKit's push spring (critically damped), else ease in and out.
    func moveTitles(to title: String?, back: String?, pushing: Bool, duration: TimeInterval, onSpring: Bool) {
        let leavingTitle = copyOfLabel(titleLabel), leavingBack = backLabel.isHidden ? nil : copyOfLabel(backLabel)
        let titleCentre = titleLabel.center
        // Where a title's text sits as the back button's: after the chevron, left-aligned.
        func backPlace(of label: UILabel) -> CGPoint {
            let chevron = UILabel()
            chevron.font = backLabel.font
            chevron.text = "‹ "
            let textWidth = min(label.intrinsicContentSize.width, titleLabel.bounds.width)
            return CGPoint(x: backLabel.frame.minX + chevron.intrinsicContentSize.width + textWidth / 2, y: titleCentre.y)
        }
        // Where a title's text sits at the right edge.
        func rightPlace(of label: UILabel) -> CGPoint {
            CGPoint(x: bounds.width - 8 - min(label.intrinsicContentSize.width, titleLabel.bounds.width) / 2, y: titleCentre.y)
        }
        let leavingEnd = pushing ? backPlace(of: leavingTitle) : rightPlace(of: leavingTitle)
        UIView.performWithoutAnimation {
            show(title: title, back: back)
            titleLabel.center = pushing ? rightPlace(of: titleLabel) : backPlace(of: titleLabel)
            titleLabel.alpha = 0
            backLabel.alpha = 0
        }
        let motion = {
            leavingTitle.center = leavingEnd
            leavingTitle.alpha = 0
            leavingBack?.alpha = 0
            self.titleLabel.center = titleCentre
            self.titleLabel.alpha = 1
            self.backLabel.alpha = 1
        }
        let cleanUp = { (_: Bool) in
            leavingTitle.removeFromSuperview()
            leavingBack?.removeFromSuperview()
        }
        if onSpring {
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                           animations: motion, completion: cleanUp)
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: [], animations: motion, completion: cleanUp)
        }
    }

    /// A label showing what `label` shows, where it shows it, for the transition.
    private func copyOfLabel(_ label: UILabel) -> UILabel {
        let copy = UILabel(frame: label.frame)
        copy.font = label.font
        copy.textColor = label.textColor
        copy.textAlignment = label.textAlignment
        copy.text = label.text
        copy.alpha = label.alpha
        addSubview(copy)
        return copy
    }

    /// The buttons of the item on top, leading and trailing, each drawn by its custom view
    /// or a `BarButtonItemView`.
    private var leadingItems: [(item: UIBarButtonItem, view: UIView)] = []
    private var trailingItems: [(item: UIBarButtonItem, view: UIView)] = []

    /// The margin between the bar's edges and its outermost buttons, and the space between
    /// buttons: 16 and 8 points, a choice after iPhone screenshots (Apple documents neither).
    static let itemMargin: CGFloat = 16
    static let itemSpacing: CGFloat = 8

    /// Shows the buttons of `navigationItem` (none for nil), replacing those shown.
    func showItems(of navigationItem: UINavigationItem?) {
        let leading = navigationItem?.leftBarButtonItems ?? [], trailing = navigationItem?.rightBarButtonItems ?? []
        let unchanged = { (shown: [(item: UIBarButtonItem, view: UIView)], items: [UIBarButtonItem]) in
            shown.map(\.item).elementsEqual(items.filter { $0.systemItem != .flexibleSpace }, by: ===)
        }
        // The same items again (a transition's end): the views stay, unless an item changed.
        if unchanged(leadingItems, leading), unchanged(trailingItems, trailing), !itemsChanged { return place() }
        itemsChanged = false
        for (_, view) in leadingItems + trailingItems { view.removeFromSuperview() }
        func views(_ items: [UIBarButtonItem]?) -> [(item: UIBarButtonItem, view: UIView)] {
            (items ?? []).filter { $0.systemItem != .flexibleSpace }.map { item in
                let view = item.customView ?? BarButtonItemView(item: item)
                item.onChange = { [weak self, weak navigationItem] in
                    self?.itemsChanged = true
                    self?.showItems(of: navigationItem)
                }
                addSubview(view)
                return (item, view)
            }
        }
        leadingItems = views(navigationItem?.leftBarButtonItems)
        trailingItems = views(navigationItem?.rightBarButtonItems)
        place()
    }

    /// Cross-fades from the buttons shown to those of `navigationItem` over `duration`, as a
    /// push or pop does (ease in and out; the old buttons leave at the end).
    func crossFadeItems(to navigationItem: UINavigationItem?, duration: TimeInterval) {
        let leaving = (leadingItems + trailingItems).map(\.view)
        leadingItems = []
        trailingItems = []
        showItems(of: navigationItem)
        let arriving = (leadingItems + trailingItems).map(\.view)
        guard duration > 0 else {
            for view in leaving { view.removeFromSuperview() }
            return
        }
        for view in arriving { view.alpha = 0 }
        UIView.animate(withDuration: duration, animations: {
            for view in leaving { view.alpha = 0 }
            for view in arriving { view.alpha = 1 }
        }, completion: { _ in
            for view in leaving { view.removeFromSuperview() }
        })
    }

    /// Whether an item shown changed since its view was made.
    private var itemsChanged = false

    private func placeItems() {
        func width(_ entry: (item: UIBarButtonItem, view: UIView)) -> CGFloat {
            if entry.item.systemItem == .fixedSpace { return entry.item.width }
            return (entry.view as? BarButtonItemView)?.preferredWidth ?? entry.view.frame.width
        }
        func height(_ view: UIView) -> CGFloat { view is BarButtonItemView ? Self.height : min(view.frame.height, Self.height) }
        var x = Self.itemMargin
        for entry in leadingItems {
            let w = width(entry), h = height(entry.view)
            entry.view.frame = CGRect(x: x, y: (Self.height - h) / 2, width: w, height: h)
            (entry.view as? BarButtonItemView)?.arrange()
            x += w + Self.itemSpacing
        }
        x = bounds.width - Self.itemMargin
        for entry in trailingItems {
            let w = width(entry), h = height(entry.view)
            entry.view.frame = CGRect(x: x - w, y: (Self.height - h) / 2, width: w, height: h)
            (entry.view as? BarButtonItemView)?.arrange()
            x -= w + Self.itemSpacing
        }
    }

    private func place() {
        placeItems()
        let size = CGSize(width: bounds.width, height: Self.height)
        titleLabel.frame = CGRect(x: 80, y: 0, width: max(size.width - 160, 0), height: size.height)
        if let titleView {
            let own = titleView.frame.size == .zero ? titleView.intrinsicContentSize : titleView.frame.size
            let width = min(max(own.width, 0), titleLabel.frame.width), height = min(max(own.height, 0), size.height)
            titleView.frame = CGRect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        }
        // The large title's strip below the 44-point row, the title sliding up under the row
        // as the strip closes.
        largeTitleArea.frame = CGRect(x: 0, y: Self.height, width: bounds.width, height: largeTitleShown)
        largeTitleLabel.frame = CGRect(x: 16, y: largeTitleShown - Self.largeTitleHeight, width: max(bounds.width - 32, 0), height: Self.largeTitleHeight)
        titleLabel.alpha = showsLargeTitle && largeTitleShown > 0 ? 0 : 1
        backLabel.frame = CGRect(x: 8, y: 0, width: 100, height: size.height)
        hairline.frame = CGRect(x: 0, y: bounds.height, width: size.width, height: 1 / max(UIScreen.main.scale, 1))
    }

    /// Places the title, back button and hairline for the current size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        place()
    }
}
