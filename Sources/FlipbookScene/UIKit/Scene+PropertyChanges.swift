import FlipbookTiming

/// One view property a closure changed: the layer, the key path, and the values before and after.
public struct ViewPropertyChange {
    /// The view's layer.
    public let layer: Layer
    /// The property changed.
    public let keyPath: LayerKeyPath
    /// The value before the closure ran.
    public let from: AnimationValue
    /// The value the closure set.
    public let to: AnimationValue

    /// The value a fraction of the way (0 = `from`, 1 = `to`; beyond them for a spring's overshoot).
    public func value(at fraction: Double) -> AnimationValue {
        from.interpolated(to: to, fraction: fraction)
    }
}

extension Scene {
    /// Runs `changes` and returns the view properties it changed, without animating them: the
    /// models take the new values at once, as UIKit's do when an animator starts, and the caller
    /// (FlipbookUIKit's `UIViewPropertyAnimator`) attaches the animations it drives. The same
    /// capture `animateKeyframes` uses; a property changed twice keeps its first old value and
    /// its last new one.
    public func captureViewChanges(_ changes: () -> Void) -> [ViewPropertyChange] {
        let (outerBlock, outerKeyframes) = (currentBlock, currentKeyframes)
        let capture = KeyframeBlock()
        (currentBlock, currentKeyframes) = (nil, capture)
        changes()
        (currentBlock, currentKeyframes) = (outerBlock, outerKeyframes)
        return capture.tracks.compactMap { track in
            guard let last = track.steps.last?.value, last != track.old else { return nil }
            return ViewPropertyChange(layer: track.layer, keyPath: track.keyPath, from: track.old, to: last)
        }
    }
}
