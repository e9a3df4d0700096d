import FlipbookTiming

extension Timeline {
    /// The cubic Bézier timing curves the scene's animations use (group children and keyframe
    /// segments included; linear for an animation without one), each once, in the order first
    /// met. An exporter that finds a value moving along one of them between two events can
    /// write that curve instead of samples.
    public var timingCurves: [CubicBezier] {
        var curves: [CubicBezier] = []
        func note(_ function: TimingFunction?) {
            guard case .cubicBezier(let curve) = function ?? .linear, !curves.contains(curve) else { return }
            curves.append(curve)
        }
        func note(_ animation: Animation) {
            note(animation.timingFunction)
            switch animation.content {
            case .group(let children): children.forEach(note)
            case .keyframes(let track): track.timingFunctions?.forEach { note($0) }
            default: break
            }
        }
        for track in layers {
            for attachment in track.attachments { note(attachment.animation) }
        }
        return curves
    }
}
