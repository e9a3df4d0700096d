import Foundation

/// `UIFeedbackGenerator`: the haptics of a device. A recording has no Taptic Engine, so each
/// haptic played is an event in `Timeline.events` (kind `feedback`, the generator's class as
/// subject, `style=`/`type=` and `intensity=` details), which a test can assert.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// The view the generator plays for (iOS 17.5's `init(style:view:)`), if any.
    public private(set) weak var view: UIView?

    public override init() {
        super.init()
    }

    init(view: UIView?) {
        self.view = view
        super.init()
    }

    /// Readies the engine to play soon: nothing to do here (haptics are events).
    open func prepare() {}

    /// Logs the haptic, with where it played when a view and location were given.
    func played(_ details: [(key: String, value: String)], at location: CGPoint? = nil) {
        var details = details
        if let view { details.append(("view", RecordedEvents.describe(view))) }
        if let location { details.append(("location", "\(Self.number(location.x)),\(Self.number(location.y))")) }
        RecordedEvents.log(.feedback, subject: "\(type(of: self))", details: details)
    }

    static func number(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }
}

/// `UIImpactFeedbackGenerator`: a tap felt when things collide or snap into place.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        /// A light tap.
        case light
        /// A medium tap (the default).
        case medium
        /// A heavy tap.
        case heavy
        /// A soft, springy tap.
        case soft
        /// A hard, short tap.
        case rigid
    }

    /// The style impacts have.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of `style` impacts played for `view` (iOS 17.5).
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// A generator of `.medium` impacts.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Plays an impact at `intensity` (0 to 1; outside is clamped, as UIKit does).
    open func impactOccurred(intensity: CGFloat) {
        played(details(intensity))
    }

    /// Plays an impact at `location` in the generator's view (iOS 17.5).
    open func impactOccurred(at location: CGPoint) {
        played(details(1), at: location)
    }

    /// Plays an impact at `intensity` at `location` in the generator's view (iOS 17.5).
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {
        played(details(intensity), at: location)
    }

    private func details(_ intensity: CGFloat) -> [(key: String, value: String)] {
        [("style", "\(style)"), ("intensity", Self.number(min(max(intensity, 0), 1)))]
    }
}

/// `UINotificationFeedbackGenerator`: the haptics of a task succeeding, warning or failing.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Which outcome the haptic tells.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// Plays the haptic for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        played([("type", "\(notificationType)")])
    }

    /// Plays the haptic for `notificationType` at `location` in the generator's view (iOS 17.5).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        played([("type", "\(notificationType)")], at: location)
    }
}

/// `UISelectionFeedbackGenerator`: the tick of a picker's or a segmented control's selection
/// moving.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick.
    open func selectionChanged() {
        played([])
    }

    /// Plays a selection tick at `location` in the generator's view (iOS 17.5).
    open func selectionChanged(at location: CGPoint) {
        played([], at: location)
    }
}
