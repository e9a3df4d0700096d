import FlipbookUIKit

/// `SensoryFeedback`: a haptic a view plays when a value changes (`sensoryFeedback(_:trigger:)`).
/// A haptic has nothing to draw: a recording shows the screen as it is.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    /// A task succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// A task failed.
    public static let error = SensoryFeedback(name: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Something lined up.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A level was crossed.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact")

    /// The weight of an impact.
    public struct Weight: Equatable, Sendable {
        let value: Double
        /// A light impact.
        public static let light = Weight(value: 0.3)
        /// A medium impact.
        public static let medium = Weight(value: 0.6)
        /// A heavy impact.
        public static let heavy = Weight(value: 1)
    }

    /// The flexibility of an impact.
    public struct Flexibility: Equatable, Sendable {
        let value: Double
        /// A rigid object.
        public static let rigid = Flexibility(value: 0)
        /// A solid object.
        public static let solid = Flexibility(value: 0.5)
        /// A soft object.
        public static let soft = Flexibility(value: 1)
    }

    /// An impact of `weight` at `intensity`.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    /// An impact of `flexibility` at `intensity`.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
}

extension View {
    /// Plays `feedback` when `trigger` changes: a haptic, with nothing to draw.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }

    /// Plays `feedback` when `trigger` changes and `condition` says so: nothing to draw.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> Self { self }

    /// Plays the feedback `feedback` gives for the change of `trigger`: nothing to draw.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> Self { self }
}
