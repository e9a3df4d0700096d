import Foundation

/// `UITraitDefinition`: a trait a trait collection holds, named by its type
/// (`UITraitUserInterfaceStyle.self`) where traits are listed: `registerForTraitChanges(_:handler:)`
/// and `UITraitOverrides`.
public protocol UITraitDefinition {
    /// A stable name for the trait.
    static var identifier: String { get }
    /// The trait's name for people.
    static var name: String { get }
    /// Whether the trait can change how dynamic colours resolve.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name.
    public static var identifier: String { String(describing: self) }
    /// The type's name.
    public static var name: String { String(describing: self) }
    /// False.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, as listed: the type of its definition.
public typealias UITrait = any UITraitDefinition.Type

/// The light or dark appearance (`UITraitCollection.userInterfaceStyle`).
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    /// True: dynamic colours resolve by it.
    public static var affectsColorAppearance: Bool { true }
}

/// The text size (`UITraitCollection.preferredContentSizeCategory`).
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {}

/// The room across (`UITraitCollection.horizontalSizeClass`).
public struct UITraitHorizontalSizeClass: UITraitDefinition {}

/// The room down (`UITraitCollection.verticalSizeClass`).
public struct UITraitVerticalSizeClass: UITraitDefinition {}

/// The screen scale (`UITraitCollection.displayScale`); the same in every recording.
public struct UITraitDisplayScale: UITraitDefinition {}

/// The layout direction (`UITraitCollection.layoutDirection`); left to right in every recording.
public struct UITraitLayoutDirection: UITraitDefinition {}

/// The device idiom (`UITraitCollection.userInterfaceIdiom`); a phone in every recording.
public struct UITraitUserInterfaceIdiom: UITraitDefinition {}

extension UITraitCollection {
    /// The traits dynamic colours resolve by: here the appearance.
    public static var systemTraitsAffectingColorAppearance: [UITrait] { [UITraitUserInterfaceStyle.self] }

    /// The traits that choose an image of an asset: the appearance and the display scale.
    public static var systemTraitsAffectingImageLookup: [UITrait] { [UITraitUserInterfaceStyle.self, UITraitDisplayScale.self] }

    /// Whether `other` differs from these traits in `trait`.
    func differs(from other: UITraitCollection, in trait: UITrait) -> Bool {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): return resolvedStyle != other.resolvedStyle
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): return preferredContentSizeCategory != other.preferredContentSizeCategory
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): return horizontalSizeClass != other.horizontalSizeClass
        case ObjectIdentifier(UITraitVerticalSizeClass.self): return verticalSizeClass != other.verticalSizeClass
        default: return false
        }
    }

    /// These traits with the ones `overrides` sets replaced.
    func overridden(by overrides: UITraitOverrides) -> UITraitCollection {
        guard !overrides.isEmpty else { return self }
        return UITraitCollection(style: overrides.style ?? userInterfaceStyle, sizeCategory: overrides.sizeCategory ?? preferredContentSizeCategory,
                                 horizontal: overrides.horizontal ?? horizontalSizeClass, vertical: overrides.vertical ?? verticalSizeClass)
    }
}

/// `UITraitOverrides`: the traits a view, view controller or window sets for itself and what it
/// contains, over those it inherits (iOS 17). Setting one updates the traits below at once:
///
/// ```swift
/// controller.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
/// window.traitOverrides.userInterfaceStyle = .dark
/// ```
///
/// Flipbook models the appearance, the text size and the two size classes; the other traits
/// of iOS are fixed in a recording (a phone, at the main screen's scale, left to right).
public struct UITraitOverrides: Sendable {
    var style: UIUserInterfaceStyle?
    var sizeCategory: UIContentSizeCategory?
    var horizontal: UIUserInterfaceSizeClass?
    var vertical: UIUserInterfaceSizeClass?

    init() {}

    var isEmpty: Bool { style == nil && sizeCategory == nil && horizontal == nil && vertical == nil }

    /// The appearance set (`.unspecified` when none is).
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { style ?? .unspecified }
        set { style = newValue }
    }

    /// The text size set (`.unspecified` when none is).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { sizeCategory ?? .unspecified }
        set { sizeCategory = newValue }
    }

    /// The horizontal size class set (`.unspecified` when none is).
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { horizontal ?? .unspecified }
        set { horizontal = newValue }
    }

    /// The vertical size class set (`.unspecified` when none is).
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { vertical ?? .unspecified }
        set { vertical = newValue }
    }

    /// Whether the trait is overridden.
    public func contains(_ trait: UITrait) -> Bool {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): return style != nil
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): return sizeCategory != nil
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): return horizontal != nil
        case ObjectIdentifier(UITraitVerticalSizeClass.self): return vertical != nil
        default: return false
        }
    }

    /// Stops overriding the trait: it is inherited again.
    public mutating func remove(_ trait: UITrait) {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): style = nil
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): sizeCategory = nil
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontal = nil
        case ObjectIdentifier(UITraitVerticalSizeClass.self): vertical = nil
        default: break
        }
    }
}
