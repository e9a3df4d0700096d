import Foundation

/// `UINavigationBarAppearance`: a navigation bar's background and shadow (see
/// `UIBarAppearance`), and how it draws its titles and buttons (iOS 13).
///
/// The title is drawn with `titleTextAttributes` (`.font` and `.foregroundColor`; 17-point
/// semibold `.label` where they say nothing), moved by `titlePositionAdjustment`; a large title
/// with `largeTitleTextAttributes` (34-point bold `.label` by default). Buttons follow
/// `buttonAppearance`, `.done` buttons `doneButtonAppearance`, the back button
/// `backButtonAppearance`. The back indicator images are kept (the back button draws its
/// chevron).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// A move of the title from the bar's centre.
    open var titlePositionAdjustment = UIOffset.zero
    /// How plain buttons look.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// How `.done` buttons look.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// How the back button looks.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back button's chevron image (kept).
    open private(set) var backIndicatorImage: UIImage?
    /// The mask the back button's title slides under (kept).
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// An appearance with the default background, for an idiom.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// A copy of another appearance: everything when it is a navigation bar's, else its
    /// background and shadow.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
        backButtonAppearance = other.backButtonAppearance.copy()
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }

    /// Sets the back button's chevron and the mask its title slides under (kept).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    /// The appearance for buttons of a style.
    func buttonAppearance(for style: UIBarButtonItem.Style) -> UIBarButtonItemAppearance {
        style == .done ? doneButtonAppearance : buttonAppearance
    }
}
