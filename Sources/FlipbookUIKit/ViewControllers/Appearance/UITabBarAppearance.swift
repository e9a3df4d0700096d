import Foundation

/// `UITabBarAppearance`: a tab bar's background and shadow (see `UIBarAppearance`) and how it
/// draws its items (iOS 13).
///
/// An iPhone held upright lays tabs out stacked (the image over the title), so the items are
/// drawn with `stackedLayoutAppearance`; the inline layouts are kept.
/// `selectionIndicatorTintColor`, `selectionIndicatorImage` and the stacked items' positioning,
/// width and spacing are kept.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// How items look stacked, the image over the title (an upright iPhone's layout).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// How items look inline, the title beside the image (kept).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// How items look inline in a compact bar (kept).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The selection indicator's tint (kept).
    open var selectionIndicatorTintColor: UIColor?
    /// An image behind the selected item (kept).
    open var selectionIndicatorImage: UIImage?
    /// How stacked items share the bar's width (kept: they share it evenly).
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The width of each stacked item when centred (kept).
    open var stackedItemWidth: CGFloat = 0
    /// The space between stacked items when centred (kept).
    open var stackedItemSpacing: CGFloat = 0

    /// An appearance with the default background, for an idiom.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// A copy of another appearance: everything when it is a tab bar's, else its background
    /// and shadow.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemWidth = other.stackedItemWidth
        stackedItemSpacing = other.stackedItemSpacing
    }
}

/// `UITabBarItemAppearance`: how a tab bar draws its items in one layout, in each state.
@preconcurrency @MainActor
public final class UITabBarItemAppearance {
    /// `UITabBarItemAppearance.Style`: the layout the appearance is for.
    public enum Style: Int, Sendable {
        /// The image over the title.
        case stacked
        /// The title beside the image.
        case inline
        /// The title beside the image, in a compact bar.
        case compactInline
    }

    /// The layout.
    public let style: Style
    /// A tab not selected.
    public var normal = UITabBarItemStateAppearance()
    /// The selected tab.
    public var selected = UITabBarItemStateAppearance()
    /// A tab that is not enabled.
    public var disabled = UITabBarItemStateAppearance()
    /// A tab with the focus (kept: an iPhone shows no focus).
    public var focused = UITabBarItemStateAppearance()

    /// UIKit's look for a layout.
    public init(style: Style) {
        self.style = style
    }

    /// UIKit's look for stacked items.
    public convenience init() {
        self.init(style: .stacked)
    }

    /// A copy, with copies of each state's look.
    public func copy() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance(style: style)
        copy.normal = normal.copy()
        copy.selected = selected.copy()
        copy.disabled = disabled.copy()
        copy.focused = focused.copy()
        return copy
    }

    /// Sets every state back to UIKit's look for a layout.
    public func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }
}

/// `UITabBarItemStateAppearance`: a tab's look in one state. The title is drawn with
/// `titleTextAttributes` (`.font`, `.foregroundColor`), the image in `iconColor`, the badge in
/// `badgeBackgroundColor` with `badgeTextAttributes`; where they say nothing, UIKit's look (the
/// tint when selected, `.systemGray` otherwise; a red badge). Position adjustments move the
/// title and badge.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance {
    /// The title's attributes.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// A move of the title from its place.
    public var titlePositionAdjustment = UIOffset.zero
    /// The image's colour.
    public var iconColor: UIColor?
    /// A move of the badge from its place.
    public var badgePositionAdjustment = UIOffset.zero
    /// The badge's colour.
    public var badgeBackgroundColor: UIColor?
    /// The badge text's attributes.
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// A move of the badge's text within the badge.
    public var badgeTitlePositionAdjustment = UIOffset.zero

    init() {}

    func copy() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.badgePositionAdjustment = badgePositionAdjustment
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return copy
    }
}
