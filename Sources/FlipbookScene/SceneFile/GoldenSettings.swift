/// A scene's own golden-check tolerances (the scene file's `"golden"` object); each one that
/// is set overrides the check's for this scene only.
public struct GoldenSettings: Sendable, Equatable {
    /// pixelmatch's perceptual threshold, 0 (exact) … 1.
    public var threshold: Double?
    /// How many pixels of a frame may differ.
    public var maxDiffPixels: Int?
    /// The share of a frame's pixels that may differ, 0 … 1.
    public var maxDiffRatio: Double?
    /// How far a value may be from its golden.
    public var valueTolerance: Double?
    /// Which instants are key instants: every event and animation middle (the default), or
    /// the scene's steps alone (a Lottie document's markers), with its start and end.
    public var keyInstants: KeyInstantRule = .events

    /// What makes an instant a key instant (`Timeline.keyInstants`).
    public enum KeyInstantRule: Sendable, Equatable {
        /// Every event and the middle of every animation's run.
        case events
        /// The `step` events alone.
        case steps
    }

    /// No overrides.
    public init(threshold: Double? = nil, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil,
                valueTolerance: Double? = nil) {
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.valueTolerance = valueTolerance
    }

    /// The scene-file keys.
    static let keys = ["threshold", "maxDiffPixels", "maxDiffRatio", "valueTolerance"]

    /// Reads the `"golden"` object.
    init(_ node: JSONNode) throws(SceneFileError) {
        let object = try node.object(allowing: Self.keys)
        func fraction(_ key: String, _ what: String) throws(SceneFileError) -> Double? {
            guard let child = object[key] else { return nil }
            let value = try child.number(atLeast: 0, what)
            guard value <= 1 else { throw child.mismatch(what) }
            return value
        }
        threshold = try fraction("threshold", "a threshold from 0 (exact) to 1")
        maxDiffRatio = try fraction("maxDiffRatio", "a share of pixels from 0 to 1")
        if let child = object["maxDiffPixels"] {
            let value = try child.number(atLeast: 0, "a whole number of pixels ≥ 0")
            guard value == value.rounded(), value <= Double(Int32.max) else { throw child.mismatch("a whole number of pixels ≥ 0") }
            maxDiffPixels = Int(value)
        }
        valueTolerance = try object["valueTolerance"]?.number(atLeast: 0, "a tolerance ≥ 0")
    }
}
