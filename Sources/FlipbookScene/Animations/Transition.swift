import FlipbookTiming

/// How a `CATransition` replaces a layer's old look with its new one.
public enum TransitionKind: String, Sendable, CaseIterable {
    /// The old look fades out as the new one fades in (a cross-dissolve).
    case fade
    /// The new look pushes the old one out.
    case push
    /// The new look slides in over the old one.
    case moveIn
    /// The old look slides away, uncovering the new one.
    case reveal
    /// The layer turns over about its centre line, the new look on its back (UIKit's
    /// `.transitionFlipFrom…`), drawn without perspective until Flipbook draws 3-D: the turning
    /// face narrows by cos(π × progress).
    case flip
}

/// Where a moving transition's new look comes from.
public enum TransitionDirection: String, Sendable, CaseIterable {
    /// From the right edge, moving left.
    case fromRight
    /// From the left edge, moving right.
    case fromLeft
    /// From the top edge (UIKit's y-down coordinates), moving down.
    case fromTop
    /// From the bottom edge, moving up.
    case fromBottom

    /// The unit vector from the layer towards where the new look starts.
    public var vector: (x: Double, y: Double) {
        switch self {
        case .fromRight: (1, 0)
        case .fromLeft: (-1, 0)
        case .fromTop: (0, -1)
        case .fromBottom: (0, 1)
        }
    }
}

/// A transition under way on a layer at an instant: what it was just before the transition
/// began (a still picture, as Core Animation snapshots it), and how far along it is.
public struct PresentationTransition: Sendable {
    /// How the new look replaces the old.
    public let kind: TransitionKind
    /// Where a moving transition comes from.
    public let direction: TransitionDirection
    /// 0 at the start, 1 at the end, eased by the timing function.
    public let progress: Double
    /// Held in an array: a struct cannot hold its own type directly.
    private let oldLook: [PresentationLayer]

    /// The layer and its sublayers as they were just before the transition began.
    public var old: PresentationLayer { oldLook[0] }

    /// A transition under way: its kind, direction, eased progress and the old look.
    public init(kind: TransitionKind, direction: TransitionDirection, progress: Double, old: PresentationLayer) {
        self.kind = kind
        self.direction = direction
        self.progress = progress
        oldLook = [old]
    }
}

extension Animation {
    /// A `CATransition`: the layer's change of look (sublayers added or removed, values set)
    /// shown as a cross-dissolve or a slide instead of at once.
    public static func transition(_ kind: TransitionKind, from direction: TransitionDirection = .fromRight) -> Animation {
        Animation(keyPath: nil, content: .transition(kind, direction))
    }

    /// The transition's eased progress at a layer-local time, or nil when it does not apply then.
    func transitionProgress(atLocalTime time: Double) -> Double? {
        guard case .transition = content, let sample = timing.sample(atParentTime: time) else { return nil }
        return (timingFunction ?? .linear).value(at: sample.progress, beforeFlag: sample.beforeFlag)
    }
}
