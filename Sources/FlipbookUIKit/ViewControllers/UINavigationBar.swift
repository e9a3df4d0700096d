import Foundation

/// `UINavigationBar`: the bar a navigation controller draws over its content, 44 points tall:
/// the top controller's title centred (17-point semibold), a back button tinted with the
/// system tint (a chevron and the previous controller's title, or "Back") when there is a
/// controller to go back to (or the item's left buttons in its place), the item's right
/// buttons, over its appearance's background with a shadow line under it. Built from views, so
/// a push or pop moves the titles as iOS does (`moveTitles`). The look is chosen after iOS's
/// standard appearance and approximate.
///
/// As on iOS 15 and later, a bar in a navigation controller draws its `scrollEdgeAppearance`
/// (by default the standard one with a transparent background and no shadow line) while the
/// top controller's content is scrolled to the top, or has no scroll view, and fades into
/// `standardAppearance` over the first 10 points the content scrolls up (the distance is a
/// choice). The top item's own appearances take the bar's place. The older customisations
/// (`barTintColor`, `isTranslucent`, `barStyle`, `titleTextAttributes`, `shadowImage`,
/// `setBackgroundImage(_:for:)`) change the bar's standard appearance, as UIKit does, so the
/// scroll edge does not show them.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height.
    static let height: CGFloat = 44

    let titleLabel = UILabel()
    let backLabel = UILabel()
    private let background = BarBackgroundView(shadowEdge: .bottom)

    /// The appearance the bar draws when the content is scrolled away from it.
    open var standardAppearance = UINavigationBarAppearance() {
        didSet {
            standardAppearance = standardAppearance.copy()
            appearancePropertySet(\UINavigationBar.standardAppearance)
            applyAppearance()
        }
    }
    /// The appearance for a bar of compact height (kept: an upright iPhone's bar is not compact).
    open var compactAppearance: UINavigationBarAppearance? {
        didSet {
            compactAppearance = compactAppearance?.copy()
            appearancePropertySet(\UINavigationBar.compactAppearance)
        }
    }
    /// The appearance the bar draws while the content is at its top edge (nil: the standard
    /// one with a transparent background).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy()
            appearancePropertySet(\UINavigationBar.scrollEdgeAppearance)
            applyAppearance()
        }
    }
    /// The scroll-edge appearance for a bar of compact height (kept).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy()
            appearancePropertySet(\UINavigationBar.compactScrollEdgeAppearance)
        }
    }

    /// How near the top controller's content is to the bar's edge: 1 at the edge, 0 scrolled
    /// away (set by the navigation controller; a bar of your own stays at 0, as UIKit uses the
    /// standard appearance for a bar no navigation controller manages).
    var atScrollEdge: CGFloat = 0 {
        didSet { if atScrollEdge != oldValue { applyAppearance() } }
    }
    /// The item on top, whose own appearances take the bar's place.
    weak var appearanceItem: UINavigationItem? {
        didSet { applyAppearance() }
    }

    /// Whether the bar is translucent: false makes its standard appearance opaque.
    open var isTranslucent = true {
        didSet {
            appearancePropertySet(\UINavigationBar.isTranslucent)
            guard isTranslucent != oldValue else { return }
            standardAppearance.fold(barTintColor: barTintColor, isTranslucent: isTranslucent, translucencyChanged: true)
            applyAppearance()
        }
    }
    /// The bar's style: `.black` draws it, its titles and its blur dark.
    open var barStyle: UIBarStyle = .default {
        didSet {
            appearancePropertySet(\UINavigationBar.barStyle)
            overrideUserInterfaceStyle = barStyle == .default ? .unspecified : .dark }
    }
    /// The tint (set here or inherited) colours the back button and the buttons.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyAppearance()
    }
    /// The bar's background colour, laid over its blur (its standard appearance's
    /// `backgroundColor`).
    open var barTintColor: UIColor? {
        didSet {
            appearancePropertySet(\UINavigationBar.barTintColor)
            standardAppearance.fold(barTintColor: barTintColor, isTranslucent: isTranslucent, translucencyChanged: false)
            applyAppearance()
        }
    }
    /// The title's attributes (its standard appearance's).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            appearancePropertySet(\UINavigationBar.titleTextAttributes)
            standardAppearance.titleTextAttributes = titleTextAttributes ?? [:]
            applyAppearance()
        }
    }
    /// The large title's attributes (its standard appearance's).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            appearancePropertySet(\UINavigationBar.largeTitleTextAttributes)
            standardAppearance.largeTitleTextAttributes = largeTitleTextAttributes ?? [:]
            applyAppearance()
        }
    }
    /// The shadow line's image (an empty `UIImage()` hides the line).
    open var shadowImage: UIImage? {
        didSet {
            appearancePropertySet(\UINavigationBar.shadowImage)
            standardAppearance.shadowImage = shadowImage
            applyAppearance()
        }
    }
    /// The back button's chevron (kept, not drawn: a warning says so).
    open var backIndicatorImage: UIImage? {
        didSet {
            appearancePropertySet(\UINavigationBar.backIndicatorImage)
            applyAppearance()
        }
    }
    /// The mask the back button's title slides under (kept).
    open var backIndicatorTransitionMaskImage: UIImage? {
        didSet { appearancePropertySet(\UINavigationBar.backIndicatorTransitionMaskImage) }
    }
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// Sets the background image for a bar height (`.default` is the one an upright iPhone
    /// draws; its standard appearance's `backgroundImage`).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
        guard barMetrics == .default else { return }
        standardAppearance.backgroundImage = backgroundImage
        applyAppearance()
    }

    /// The background image for a bar height.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]
    }

    /// The appearances drawn now: the top item's where it has its own, else the bar's.
    var shownAppearances: (standard: UINavigationBarAppearance, scrollEdge: UINavigationBarAppearance?) {
        (appearanceItem?.standardAppearance ?? standardAppearance, appearanceItem?.scrollEdgeAppearance ?? scrollEdgeAppearance)
    }

    /// The appearance whose titles and buttons are drawn: the scroll edge's while the content
    /// is nearer the edge.
    var titleAppearance: UINavigationBarAppearance {
        let (standard, scrollEdge) = shownAppearances
        return atScrollEdge >= 0.5 ? (scrollEdge ?? standard) : standard
    }

    /// Fades the background to what `item` shows at `atScrollEdge` over a push or pop, as
    /// UIKit does alongside the transition (ease in and out).
    func crossFadeAppearance(to item: UINavigationItem?, atScrollEdge nearness: CGFloat, duration: TimeInterval) {
        UIView.animate(withDuration: duration) {
            self.appearanceItem = item
            self.atScrollEdge = nearness
        }
    }

    /// Draws the appearances: the background, the titles' fonts and colours, the buttons.
    func applyAppearance() {
        let (standard, scrollEdge) = shownAppearances
        background.show(standard: standard, scrollEdge: scrollEdge, atEdge: atScrollEdge)
        for appearance in [standard, scrollEdge].compactMap({ $0 }) { appearance.reportUndrawnLooks(on: self) }
        if backIndicatorImage != nil {
            reportUndrawn("UINavigationBar.backIndicatorImage", drawnInstead: "the back button shows the system chevron")
        }
        let appearance = titleAppearance
        titleLabel.font = appearance.titleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = appearance.titleTextAttributes[.foregroundColor] as? UIColor ?? .label
        largeTitleLabel.font = appearance.largeTitleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.textColor = appearance.largeTitleTextAttributes[.foregroundColor] as? UIColor ?? .label
        let back = appearance.backButtonAppearance.normal.titleTextAttributes
        backLabel.font = back[.font] as? UIFont ?? .systemFont(ofSize: 17)
        backLabel.textColor = back[.foregroundColor] as? UIColor ?? tintColor
        for (_, view) in leadingItems + trailingItems {
            (view as? BarButtonItemView)?.apply(appearance.buttonAppearance(for: (view as? BarButtonItemView)?.item.style ?? .plain))
        }
        place()
    }

    /// Whether the bar shows the top item's title large, below its 44-point row (unless the
    /// item's `largeTitleDisplayMode` is `.never`): 34-point bold text 16 points in, in a 52-point
    /// strip that closes as the top controller's scroll view scrolls up, the standard title
    /// appearing in the row once it has closed (choices after iPhone screenshots, approximate;
    /// the content's safe area keeps the open bar's height).
    open var prefersLargeTitles = false { didSet { appearancePropertySet(\UINavigationBar.prefersLargeTitles); onLargeTitlesChanged?() } }

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

    /// The search strip's full height: a 36-point field with 8 points above and below (a
    /// choice, not measured on a device; Apple documents no height): approximate.
    static let searchHeight: CGFloat = 52
    private let searchArea = UIView()
    /// The top item's search controller's bar, shown in the search strip.
    private(set) var searchBar: UISearchBar?
    /// Whether the search strip closes as the content scrolls up (the item's
    /// `hidesSearchBarWhenScrolling`).
    private var searchHidesWhenScrolling = true
    /// How much of the search strip shows (0 to 52 points).
    private(set) var searchShown: CGFloat = 0

    /// The bar's height: the row, and the large title and search strips as far as they show.
    var currentHeight: CGFloat { Self.height + largeTitleShown + searchShown }

    /// The bar's height with its strips open: the content's safe area.
    var openHeight: CGFloat {
        Self.height + (showsLargeTitle ? Self.largeTitleHeight : 0) + (searchBar != nil ? Self.searchHeight : 0)
    }

    /// How far the content scrolls while strips close, before it passes under the bar.
    var closingHeight: CGFloat {
        (showsLargeTitle ? Self.largeTitleHeight : 0) + (searchBar != nil && searchHidesWhenScrolling ? Self.searchHeight : 0)
    }

    /// Shows the large title strip open (or none), for the top item.
    func showLargeTitle(_ shows: Bool, title: String?) {
        showsLargeTitle = shows
        largeTitleLabel.text = title
        largeTitleShown = shows ? Self.largeTitleHeight : 0
        frame.size.height = currentHeight
        place()
    }

    /// Shows a search controller's bar in the search strip, open (or none).
    func showSearchBar(_ bar: UISearchBar?, hidesWhenScrolling: Bool) {
        if searchBar !== bar {
            if searchBar?.superview === searchArea { searchBar?.removeFromSuperview() }
            searchBar = bar
            if let bar { searchArea.addSubview(bar) }
        }
        searchHidesWhenScrolling = hidesWhenScrolling
        searchShown = bar == nil ? 0 : Self.searchHeight
        frame.size.height = currentHeight
        place()
    }

    /// The tracked scroll view moved: the strips show as much as the content has not scrolled
    /// past its resting place, the search strip closing first, as on iOS.
    func trackedContentMoved(_ scrollView: UIScrollView) {
        guard closingHeight > 0 else { return }
        var scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        var search: CGFloat = searchBar == nil ? 0 : Self.searchHeight
        if searchBar != nil, searchHidesWhenScrolling {
            search = min(max(Self.searchHeight - scrolled, 0), Self.searchHeight)
            scrolled = max(scrolled - Self.searchHeight, 0)
        }
        let large = showsLargeTitle ? min(max(Self.largeTitleHeight - scrolled, 0), Self.largeTitleHeight) : 0
        guard large != largeTitleShown || search != searchShown else { return }
        largeTitleShown = large
        searchShown = search
        frame.size.height = currentHeight
        place()
    }

    /// A bar in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.textAlignment = .center
        largeTitleArea.clipsToBounds = true
        largeTitleArea.addSubview(largeTitleLabel)
        searchArea.clipsToBounds = true
        for view in [background, titleLabel, backLabel, largeTitleArea, searchArea] { addSubview(view) }
        applyAppearance()
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
                item.applyAppearanceIfNeeded(containers: [self] + appearanceContainers, traits: traitCollection)
                let view = item.customView ?? BarButtonItemView(item: item)
                (view as? BarButtonItemView)?.apply(titleAppearance.buttonAppearance(for: item.style))
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
        let shift = titleAppearance.titlePositionAdjustment
        titleLabel.frame = CGRect(x: 80 + shift.horizontal, y: shift.vertical, width: max(size.width - 160, 0), height: size.height)
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
        // The search strip under it, the bar sliding up and fading as the strip closes.
        searchArea.frame = CGRect(x: 0, y: Self.height + largeTitleShown, width: bounds.width, height: searchShown)
        searchBar?.frame = CGRect(x: 0, y: searchShown - Self.searchHeight, width: bounds.width, height: Self.searchHeight)
        searchBar?.alpha = searchShown / Self.searchHeight
        backLabel.frame = CGRect(x: 8, y: 0, width: 100, height: size.height)
        background.frame = bounds
    }

    /// Places the title, back button and background for the current size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        place()
    }
}
