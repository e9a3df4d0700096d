import Foundation

/// `UIUserInterfaceStyle`: light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not said: the light appearance where a colour is resolved.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// `UIUserInterfaceSizeClass`: how much room an axis has.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not said.
    case unspecified = 0
    /// Little room (an iPhone across, in portrait).
    case compact
    /// Room (an iPhone down, in portrait).
    case regular
}

/// `UITraitCollection`: the environment a view's content adapts to. A recording's app is an
/// upright iPhone: horizontally compact, vertically regular, at the main screen's scale, with
/// the default text size; its appearance is light unless a test makes it dark, through
/// `overrideUserInterfaceStyle` on a window, view or view controller (as snapshot tests do on
/// iOS), or by setting `UITraitCollection.current` before building the screen. `traitOverrides`
/// (iOS 17) sets the appearance, the text size and the size classes the same way.
///
/// Dynamic colours (`UIColor(dynamicProvider:)` and the semantic colours: `.label`,
/// `.systemBackground`, `.systemBlue`, …) resolve with the traits in effect: a view's own
/// (`traitCollection`) for its background, tint and text colours, re-resolved when its traits
/// change; `UITraitCollection.current` for a `cgColor` read in code, which a view's drawing sets
/// to the view's traits, as UIKit does.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The traits colours resolve with when code reads a `cgColor`, and fonts'
    /// `preferredFont(forTextStyle:)` sizes with; during a view's drawing, the view's. The app's
    /// (light, the default text size) unless set: a test sets it before building a screen to
    /// record it at another text size (`UITraitCollection(preferredContentSizeCategory:
    /// .accessibilityLarge)`); each recording's end sets it back.
    nonisolated(unsafe) public static var current = UITraitCollection.app

    /// The app's traits: an upright iPhone in light mode.
    static let app = UITraitCollection(style: .light, sizeCategory: .large, horizontal: .compact, vertical: .regular)

    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The text size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Room across.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// Room down.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The screen scale the traits describe.
    open var displayScale: CGFloat { MainActor.assumeIsolated { UIScreen.main.scale } }
    /// `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The layout direction of the app (left to right).
    open var layoutDirection: UITraitEnvironmentLayoutDirection { .leftToRight }

    init(style: UIUserInterfaceStyle, sizeCategory: UIContentSizeCategory, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        userInterfaceStyle = style
        preferredContentSizeCategory = sizeCategory
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        super.init()
    }

    /// Traits with nothing said.
    public override convenience init() {
        self.init(style: .unspecified, sizeCategory: .unspecified, horizontal: .unspecified, vertical: .unspecified)
    }

    /// Traits saying only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, sizeCategory: .unspecified, horizontal: .unspecified, vertical: .unspecified)
    }

    /// Traits saying only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(style: .unspecified, sizeCategory: preferredContentSizeCategory, horizontal: .unspecified, vertical: .unspecified)
    }

    /// Traits saying only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, sizeCategory: .unspecified, horizontal: horizontalSizeClass, vertical: .unspecified)
    }

    /// Traits saying only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, sizeCategory: .unspecified, horizontal: .unspecified, vertical: verticalSizeClass)
    }

    /// The traits of several collections, later ones winning where they say something.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, size = UIContentSizeCategory.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.preferredContentSizeCategory != .unspecified { size = traits.preferredContentSizeCategory }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
        }
        self.init(style: style, sizeCategory: size, horizontal: horizontal, vertical: vertical)
    }

    /// The traits a window's views start from: the app's, at the text size a test set on
    /// `current` (to record a screen at a larger text size).
    static var root: UITraitCollection {
        let size = current.preferredContentSizeCategory
        guard size != .unspecified, size != app.preferredContentSizeCategory else { return app }
        return UITraitCollection(style: app.userInterfaceStyle, sizeCategory: size, horizontal: app.horizontalSizeClass, vertical: app.verticalSizeClass)
    }

    /// These traits with the appearance replaced.
    func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(style: style, sizeCategory: preferredContentSizeCategory, horizontal: horizontalSizeClass, vertical: verticalSizeClass)
    }

    /// Whether the traits every one of `trait` says are the same here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.preferredContentSizeCategory == .unspecified || trait.preferredContentSizeCategory == preferredContentSizeCategory)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
    }

    /// Whether dynamic colours may resolve differently with `traitCollection`.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        resolvedStyle != (traitCollection?.resolvedStyle ?? .light)
    }

    /// Runs `actions` with these traits as `UITraitCollection.current`.
    open func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let outer = Self.current
        Self.current = self
        defer { Self.current = outer }
        try actions()
    }

    /// The appearance colours resolve with: dark only when said.
    var resolvedStyle: UIUserInterfaceStyle { userInterfaceStyle == .dark ? .dark : .light }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.userInterfaceStyle == userInterfaceStyle && other.preferredContentSizeCategory == preferredContentSizeCategory
            && other.horizontalSizeClass == horizontalSizeClass && other.verticalSizeClass == verticalSizeClass
    }
}

/// `UITraitEnvironmentLayoutDirection`: the layout direction a trait collection says.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not said.
    case unspecified = -1
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// `UITraitEnvironment`: something with traits (views and view controllers).
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits in effect.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits changed.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}
