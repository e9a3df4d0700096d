import Foundation

/// `UIUserInterfaceLayoutDirection`: which way text and leading-to-trailing layout run.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right (English).
    case leftToRight
    /// Right to left (Arabic, Hebrew).
    case rightToLeft
}

/// `UISemanticContentAttribute`: how a view's content is laid out in a right-to-left language.
public enum UISemanticContentAttribute: Int, Sendable {
    /// As the language runs.
    case unspecified = 0
    /// Playback controls: never flipped.
    case playback = 1
    /// Directional controls: never flipped.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
