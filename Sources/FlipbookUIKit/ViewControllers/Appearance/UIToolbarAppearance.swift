import Foundation

/// `UIToolbarAppearance`: a toolbar's background and shadow (see `UIBarAppearance`) and how
/// it draws its buttons (iOS 13).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// How plain buttons look.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// How `.done` buttons look.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    /// An appearance with the default background, for an idiom.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// A copy of another appearance: everything when it is a toolbar's, else its background
    /// and shadow.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
    }

    /// The appearance for buttons of a style.
    func buttonAppearance(for style: UIBarButtonItem.Style) -> UIBarButtonItemAppearance {
        style == .done ? doneButtonAppearance : buttonAppearance
    }
}
