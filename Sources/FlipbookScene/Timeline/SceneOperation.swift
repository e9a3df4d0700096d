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
}

/// An operation with its time and layer, in the order the simulation made them.
struct TimedOperation: Sendable {
    let time: Double
    let layerIndex: Int
    let operation: LayerOperation
}

/// An animation starting or stopping (`animationDidStart`, `animationDidStop(_:finished:)`).
public struct AnimationEvent: Sendable, Equatable, CustomStringConvertible {
    /// Whether the animation started or stopped.
    public enum Kind: Sendable, Equatable {
        case started
        /// `finished` is true when the active duration completed, false when removed or replaced early.
        case stopped(finished: Bool)
    }

    /// Scene time in seconds.
    public let time: Double
    /// The layer's id.
    public let layer: String
    /// The animation's key.
    public let key: String
    /// Start or stop.
    public let kind: Kind

    /// Creates an event.
    public init(time: Double, layer: String, key: String, kind: Kind) {
        self.time = time
        self.layer = layer
        self.key = key
        self.kind = kind
    }

    public var description: String {
        switch kind {
        case .started: return "\(time) \(layer).\(key) started"
        case .stopped(let finished): return "\(time) \(layer).\(key) stopped finished=\(finished)"
        }
    }
}
