import Foundation

/// `UIBarAppearance`: the background and shadow a navigation bar, toolbar or tab bar draws
/// (iOS 13). Bars take a copy of what you set (`standardAppearance`, `scrollEdgeAppearance`),
/// as UIKit's `@NSCopying` properties do, so changing an appearance after setting it does not
/// change the bar until it is set again.
///
/// The bar draws, from the back: `backgroundEffect` (a real blur of what is behind the bar, as
/// `UIVisualEffectView` draws it), `backgroundColor`, `backgroundImage` (placed by
/// `backgroundImageContentMode`), and a one-pixel shadow line along the edge that meets the
/// content in `shadowColor` (or `shadowImage`, tinted by `shadowColor` when it is a template).
///
/// `UIBarAppearance` is a Swift class of its own here, not an `NSObject`, so that `copy()`
/// returns the appearance's own type, as it does on iOS.
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The kind of device the appearance is for (a recording's is `.phone`).
    public let idiom: UIUserInterfaceIdiom

    /// A blur drawn first, behind the colour (the chrome material by default).
    open var backgroundEffect: UIBlurEffect?
    /// A colour over the blur (none by default; `.systemBackground` when opaque).
    open var backgroundColor: UIColor?
    /// An image over the colour.
    open var backgroundImage: UIImage?
    /// How the background image fills the bar (`.scaleToFill` by default).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the one-pixel line where the bar meets the content (black at 30 % by
    /// default; nil or clear for none).
    open var shadowColor: UIColor?
    /// An image drawn in place of the line (tinted by `shadowColor` when it is a template).
    open var shadowImage: UIImage?

    /// An appearance with the default background, for the device's idiom.
    public convenience init() {
        self.init(idiom: .phone)
    }

    /// An appearance with the default background, for an idiom.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// A copy of another bar's appearance: its background and shadow (and, between appearances
    /// of the same kind, everything else).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// A copy of the appearance, of its own type.
    open func copy() -> Self {
        Self(barAppearance: self)
    }

    /// The look bars have by default: a blur of the content behind (the chrome material) and
    /// a shadow line in black at 30 %.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowImage = nil
        shadowColor = Self.standardShadowColor
    }

    /// An opaque bar: `.systemBackground` and the shadow line, no blur.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowImage = nil
        shadowColor = Self.standardShadowColor
    }

    /// A bar with no background and no shadow line: the content shows through. UIKit uses it
    /// at the scroll edge when a bar has no `scrollEdgeAppearance`.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowImage = nil
        shadowColor = nil
    }

    /// Folds a bar's older customisations into this (its standard) appearance, as UIKit does:
    /// an opaque bar has no blur and `.systemBackground` unless tinted; `barTintColor` is the
    /// background colour. `translucencyChanged` starts again from the default or opaque look.
    func fold(barTintColor: UIColor?, isTranslucent: Bool, translucencyChanged: Bool) {
        if translucencyChanged {
            if isTranslucent { configureWithDefaultBackground() } else { configureWithOpaqueBackground() }
        }
        backgroundColor = barTintColor ?? (isTranslucent ? nil : .systemBackground)
    }

    /// The shadow line's colour by default.
    static let standardShadowColor = UIColor(white: 0, alpha: 0.3)

    /// Whether the appearance draws anything behind the bar's content.
    var hasBackground: Bool {
        backgroundEffect != nil || (backgroundColor.map { $0.cgColor.alpha > 0 } ?? false) || backgroundImage != nil
    }
}
