import FlipbookTiming

/// A change a scene makes to a layer at a scene time.
public enum LayerOperation: Sendable {
    /// Set a model value (whole property or component).
    case set(LayerKeyPath, AnimationValue)
    /// Attach an animation under a key.
    case add(String, Animation)
    /// Detach the animation under a key.
    case remove(String)
    /// Detach every animation.
    case removeAll
    /// Take the layer (and its sublayers) out of the tree (`removeFromSuperview`).
    case removeFromSuperlayer
    /// Change the layer's own clock (`speed`, `timeOffset`, `beginTime`), which times its
    /// animations and its sublayers'.
    case setClock(MediaTiming)
}

/// An operation with its time and layer, in the order the simulation made them.
struct TimedOperation: Sendable {
    let time: Double
    let layerIndex: Int
    let operation: LayerOperation
}

/// One entry of a scene's event log, in the order the simulation performed it.
public struct SceneEvent: Sendable, Equatable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable, CaseIterable {
        /// An animation was attached: `key`, `keyPath`, `begin`.
        case add
        /// An animation reached its begin time (`animationDidStart`): `key`.
        case start
        /// An animation stopped (`animationDidStop(_:finished:)`): `key`, `finished`.
        case stop
        /// A UIKit animation block's completion ran: `finished`.
        case completion
        /// A state machine changed state: `state`, `from`.
        case state
        /// A trigger fired: `name`, `value`.
        case trigger
        /// A named timed step ran: `name`.
        case step
        /// A view was hidden or shown: `hidden`.
        case hidden
        /// A view was removed from its superview.
        case removed
        /// An accessibility notification was posted (`UIAccessibility.post`): the subject is
        /// the notification (`screenChanged`), `argument` what it was posted with.
        case accessibility
        /// A feedback generator played (a haptic): the subject is the generator's class,
        /// `style` (or `type`) and `intensity` say which.
        case feedback
        /// The app asked to open a URL in another app (`UIApplication.open`): the subject is
        /// the URL.
        case openURL
        /// A SwiftUI animation became logically complete (a curve at its end, a spring at its
        /// perceptual duration, or `logicallyComplete(after:)`): the subject is the view hosting
        /// it. Its completion event comes when it settles.
        case logicallyComplete
    }

    /// Scene time in seconds.
    public let time: Double
    /// What happened.
    public let kind: Kind
    /// The layer, view or state machine it happened to.
    public let subject: String
    /// `key=value` details, in order.
    public let details: [(key: String, value: String)]

    /// Creates an event.
    public init(time: Double, kind: Kind, subject: String, details: [(key: String, value: String)] = []) {
        self.time = time
        self.kind = kind
        self.subject = subject
        self.details = details
    }

    /// The value of a detail, if present.
    public func detail(_ key: String) -> String? { details.first { $0.key == key }?.value }

    public static func == (lhs: SceneEvent, rhs: SceneEvent) -> Bool {
        lhs.time == rhs.time && lhs.kind == rhs.kind && lhs.subject == rhs.subject
            && lhs.details.map(\.key) == rhs.details.map(\.key) && lhs.details.map(\.value) == rhs.details.map(\.value)
    }

    /// The `flipbook events` line: time with six decimals, kind, subject and details, tab-separated.
    public var description: String {
        let fields = [DecimalText.sixDecimals(time), kind.rawValue, subject,
                      details.map { "\($0.key)=\($0.value)" }.joined(separator: " ")]
        return fields.joined(separator: "\t")
    }
}
