import Foundation

/// `UIAccessibility`: what assistive technologies are told, and the user's accessibility
/// settings.
///
/// A recording has no VoiceOver to speak, so each `post(notification:argument:)` is an event in
/// `Timeline.events` (kind `accessibility`, the notification as subject, `argument=` what was
/// posted with it: a view by its layer's id, a string as it is), which a test can assert.
///
/// The settings are those of a device as it ships (all off). Unlike on iOS they can be set, so
/// that a test records the path an app takes for a user who has turned one on
/// (`UIAccessibility.isReduceMotionEnabled = true` before building the screen): setting one
/// posts its status-change notification, as turning it on in Settings does, and every setting
/// goes back to off when a recording ends, so one test's setting does not leak into the next.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// `UIAccessibility.Notification`: what `post(notification:argument:)` tells.
    public struct Notification: Hashable, RawRepresentable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared (the argument: the element to move to, or nil).
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed (the argument: the element to move to, or nil).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to announce (the argument: the string).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished (the argument: a string describing the new position).
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pauses an assistive technology.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Resumes an assistive technology.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)

        /// The name the event gives it.
        var name: String {
            switch self {
            case .screenChanged: "screenChanged"
            case .layoutChanged: "layoutChanged"
            case .announcement: "announcement"
            case .pageScrolled: "pageScrolled"
            case .pauseAssistiveTechnology: "pauseAssistiveTechnology"
            case .resumeAssistiveTechnology: "resumeAssistiveTechnology"
            default: "notification-\(rawValue)"
            }
        }
    }

    /// Tells assistive technologies `notification`: logged as an `accessibility` event at the
    /// current instant (at time 0 from set-up code).
    public static func post(notification: Notification, argument: Any?) {
        var details: [(key: String, value: String)] = []
        if let argument { details.append(("argument", RecordedEvents.describe(argument))) }
        RecordedEvents.log(.accessibility, subject: notification.name, details: details)
    }

    /// Whether the user asked for less motion (off unless a test turns it on; off again after
    /// each recording).
    public static var isReduceMotionEnabled = false {
        didSet { statusChanged(oldValue, isReduceMotionEnabled, reduceMotionStatusDidChangeNotification) }
    }

    /// Whether VoiceOver is on (off unless a test turns it on; off again after each recording).
    public static var isVoiceOverRunning = false {
        didSet { statusChanged(oldValue, isVoiceOverRunning, voiceOverStatusDidChangeNotification) }
    }

    /// Whether the user asked for less transparency (off unless a test turns it on).
    public static var isReduceTransparencyEnabled = false {
        didSet { statusChanged(oldValue, isReduceTransparencyEnabled, reduceTransparencyStatusDidChangeNotification) }
    }

    /// Whether the user asked for bold text (off unless a test turns it on).
    public static var isBoldTextEnabled = false {
        didSet { statusChanged(oldValue, isBoldTextEnabled, boldTextStatusDidChangeNotification) }
    }

    /// Whether the user prefers cross-fades to sliding transitions (off unless a test turns it on).
    public static var prefersCrossFadeTransitions = false {
        didSet { statusChanged(oldValue, prefersCrossFadeTransitions, prefersCrossFadeTransitionsStatusDidChangeNotification) }
    }

    /// Posted when `isReduceMotionEnabled` changes.
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when `isVoiceOverRunning` changes.
    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when `isReduceTransparencyEnabled` changes.
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when `isBoldTextEnabled` changes.
    nonisolated public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when `prefersCrossFadeTransitions` changes.
    nonisolated public static let prefersCrossFadeTransitionsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChange")

    private static func statusChanged(_ old: Bool, _ new: Bool, _ name: Foundation.Notification.Name) {
        if old != new && !isResetting { NotificationCenter.default.post(name: name, object: nil) }
    }

    private static var isResetting = false

    /// Turns every setting off again, quietly: what the end of a recording does.
    static func resetSettings() {
        isResetting = true
        defer { isResetting = false }
        isReduceMotionEnabled = false
        isVoiceOverRunning = false
        isReduceTransparencyEnabled = false
        isBoldTextEnabled = false
        prefersCrossFadeTransitions = false
    }
}

/// `UIAccessibilityTraits`: what kind of element a view is, for assistive technologies.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Acts as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Is a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Is text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Sums up the app when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is disabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Changes often (a timer).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts media when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Adjusts through a range (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when read to its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Heads a section.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 17)
}
