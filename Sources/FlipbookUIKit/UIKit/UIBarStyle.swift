import Foundation

/// `UIBarStyle`: a bar's look before appearances (iOS 13's `UIBarAppearance`) said it.
public enum UIBarStyle: Int, Sendable {
    /// Light, as the system draws bars.
    case `default` = 0
    /// Dark: the bar and its titles drawn as in dark mode.
    case black = 1
    /// Dark and opaque (deprecated): drawn as `.black`.
    @available(*, deprecated, renamed: "black") case blackOpaque = 2
    /// Dark and translucent (deprecated): drawn as `.black`.
    @available(*, deprecated, renamed: "black") case blackTranslucent = 3
}

/// `UIBarMetrics`: the bar height a background image is for.
public enum UIBarMetrics: Int, Sendable {
    /// A bar of standard height (an upright iPhone's).
    case `default` = 0
    /// A bar of compact height (a phone on its side).
    case compact = 1
    /// A standard bar with a prompt.
    case defaultPrompt = 101
    /// A compact bar with a prompt.
    case compactPrompt = 102
}
