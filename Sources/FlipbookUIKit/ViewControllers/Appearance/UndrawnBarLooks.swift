import Foundation

/// Bar looks the code can set that Flipbook keeps but does not draw. Each one set is a warning
/// in `Timeline.problems` (listed once per recording), so a golden that would differ from the
/// device does not pass in silence.
extension UIView {
    /// Warns that `property` is set but not drawn, and what is drawn in its place.
    func reportUndrawn(_ property: String, drawnInstead: String) {
        layer.report("\(property) is set but not drawn: \(drawnInstead)", isWarning: true)
    }
}

extension UIBarButtonItemAppearance {
    /// Whether any state has a background image (kept, not drawn).
    var hasBackgroundImage: Bool {
        [normal, highlighted, disabled, focused].contains { $0.backgroundImage != nil }
    }
}

extension UIBarAppearance {
    /// Warns on `bar` for each look of this appearance Flipbook does not draw.
    func reportUndrawnLooks(on bar: UIView) {
        let buttons: [UIBarButtonItemAppearance]
        switch self {
        case let navigation as UINavigationBarAppearance:
            buttons = [navigation.buttonAppearance, navigation.doneButtonAppearance, navigation.backButtonAppearance]
            if navigation.backIndicatorImage != nil {
                bar.reportUndrawn("UINavigationBarAppearance.backIndicatorImage", drawnInstead: "the back button shows the system chevron")
            }
        case let toolbar as UIToolbarAppearance:
            buttons = [toolbar.buttonAppearance, toolbar.doneButtonAppearance]
        case let tabBar as UITabBarAppearance:
            buttons = []
            if tabBar.selectionIndicatorImage != nil {
                bar.reportUndrawn("UITabBarAppearance.selectionIndicatorImage", drawnInstead: "no image is drawn behind the selected tab")
            }
            if tabBar.stackedItemPositioning == .centered {
                bar.reportUndrawn("UITabBarAppearance.stackedItemPositioning = .centered", drawnInstead: "the tabs share the bar's width (.fill)")
            }
        default:
            buttons = []
        }
        if buttons.contains(where: \.hasBackgroundImage) {
            bar.reportUndrawn("UIBarButtonItemStateAppearance.backgroundImage", drawnInstead: "bar buttons draw their title or image with no background image")
        }
    }
}
