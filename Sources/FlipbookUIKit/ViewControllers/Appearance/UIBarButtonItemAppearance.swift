import Foundation

/// `UIBarButtonItemAppearance`: how a bar draws its buttons of one style, in each state
/// (iOS 13). A navigation bar appearance has one for plain buttons (`buttonAppearance`), one
/// for `.done` buttons and one for the back button.
///
/// Flipbook draws a button's title with its state's `titleTextAttributes` (`.font` and
/// `.foregroundColor`; the tint and UIKit's fonts where they say nothing), moved by
/// `titlePositionAdjustment`. `backgroundImage` and its adjustment are kept.
@preconcurrency @MainActor
public final class UIBarButtonItemAppearance {
    /// The style the appearance is for.
    public let style: UIBarButtonItem.Style
    /// A button that takes taps.
    public var normal = UIBarButtonItemStateAppearance()
    /// A button under a finger.
    public var highlighted = UIBarButtonItemStateAppearance()
    /// A button that is not enabled.
    public var disabled = UIBarButtonItemStateAppearance()
    /// A button with the focus (kept: an iPhone shows no focus).
    public var focused = UIBarButtonItemStateAppearance()

    /// UIKit's look for buttons of a style.
    public init(style: UIBarButtonItem.Style) {
        self.style = style
    }

    /// UIKit's look for plain buttons.
    public convenience init() {
        self.init(style: .plain)
    }

    /// A copy, with copies of each state's look.
    public func copy() -> UIBarButtonItemAppearance {
        let copy = UIBarButtonItemAppearance(style: style)
        copy.normal = normal.copy()
        copy.highlighted = highlighted.copy()
        copy.disabled = disabled.copy()
        copy.focused = focused.copy()
        return copy
    }

    /// Sets every state back to UIKit's look for a style.
    public func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    /// The look of a button in a state.
    func state(enabled: Bool) -> UIBarButtonItemStateAppearance {
        enabled ? normal : disabled
    }
}

/// `UIBarButtonItemStateAppearance`: a bar button's look in one state.
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance {
    /// The title's attributes (`.font` and `.foregroundColor` are drawn).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// A move of the title from its place.
    public var titlePositionAdjustment = UIOffset.zero
    /// An image behind the button (kept).
    public var backgroundImage: UIImage?
    /// A move of the background image (kept).
    public var backgroundImagePositionAdjustment = UIOffset.zero

    init() {}

    func copy() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}
