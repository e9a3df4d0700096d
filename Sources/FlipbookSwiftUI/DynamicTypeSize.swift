import FlipbookUIKit

/// `DynamicTypeSize`: the text size a person chose, from extra small to the largest
/// accessibility size. Text in a text style (`.body`, `.headline`, …) takes the style's size at
/// it, from Apple's Dynamic Type table (the same sizes `UIFont.preferredFont` gives); a font of a
/// fixed size does not change.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The largest accessibility size.
    case accessibility5

    /// Whether it is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// UIKit's content size category of the same size.
    var contentSizeCategory: UIContentSizeCategory {
        switch self {
        case .xSmall: .extraSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .xLarge: .extraLarge
        case .xxLarge: .extraExtraLarge
        case .xxxLarge: .extraExtraExtraLarge
        case .accessibility1: .accessibilityMedium
        case .accessibility2: .accessibilityLarge
        case .accessibility3: .accessibilityExtraLarge
        case .accessibility4: .accessibilityExtraExtraLarge
        case .accessibility5: .accessibilityExtraExtraExtraLarge
        }
    }

    /// The size of UIKit's content size category (`.large` for one unspecified).
    init(_ category: UIContentSizeCategory) {
        self = Self.allCases.first { $0.contentSizeCategory == category } ?? .large
    }
}

/// `LayoutDirection`: which way text and horizontal layout run.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left (not modelled: views laid out right to left report it).
    case rightToLeft
}

extension View {
    /// The view and its content drawn at the text size `size`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.dynamicTypeSize = size })
    }

    /// The view and its content drawn at the text size around them, kept within `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedContent<Self, _EnvironmentModifier> where T.Bound == DynamicTypeSize {
        modifier(_EnvironmentModifier { environment in
            let sizes = DynamicTypeSize.allCases.filter(range.contains)
            guard let lowest = sizes.first, let highest = sizes.last else { return }
            environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, lowest), highest)
        })
    }
}
