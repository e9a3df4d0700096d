import Foundation
import FlipbookTiming

/// `CAMediaTiming`: the timing of an animation or a layer's clock.
///
/// Layers adopt it too; their `speed`, `timeOffset` and `beginTime` are read when a recording
/// starts and when their animations are added (see docs/testing-uikit.md for what changing them while a
/// recording runs does).
public protocol CAMediaTiming {
    /// When it starts, in its parent's time (0 = when added, for an animation).
    var beginTime: CFTimeInterval { get set }
    /// One forward play; 0 means Core Animation's default, 0.25 s, for animations.
    var duration: CFTimeInterval { get set }
    /// Rate relative to the parent's time.
    var speed: Float { get set }
    /// Offset into the local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many times it plays; `.greatestFiniteMagnitude` (`MAXFLOAT`) plays forever.
    var repeatCount: Float { get set }
    /// How long it repeats, in seconds.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each play runs backwards after forwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAMediaTimingFillMode {
    var engine: FillMode { FillMode(rawValue: rawValue) ?? .removed }
}
