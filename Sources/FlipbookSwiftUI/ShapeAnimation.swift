import FlipbookUIKit

/// The animation of the draw in progress (nil: the change shows at once). Set by the host
/// around an animated draw; a shape reads it to draw its path again at each frame.
@MainActor
enum AnimatedDraw {
    static var animation: Animation?
}

/// What a shape layer shows: the shape and the rectangle it is drawn in, and the animation
/// moving it there from another shape, if one is in flight.
@MainActor
final class ShapeMemory {
    private var shown: (shape: any Shape, rect: CGRect)?
    private var flight: (from: any Shape, fromRect: CGRect, start: CFTimeInterval, animation: Animation)?

    /// The keyframes drawn per second of an animation: the path is drawn again from the
    /// interpolated data at each (a path cannot be interpolated point by point from end to end:
    /// an arc of another angle has other segments).
    static let samplesPerSecond = 240.0

    /// Draws `shape` in `rect` on `layer`: at once, or — in an animated draw — from what the
    /// layer shows now, the shape's `animatableData` and rectangle interpolated by the
    /// animation's own curve at each keyframe, as SwiftUI interpolates `animatableData` at each
    /// frame.
    func draw(_ shape: any Shape, in rect: CGRect, on layer: CAShapeLayer) {
        let target = Self.outline(of: shape, in: rect)
        let now = CACurrentMediaTime()
        let before = current(at: now)
        defer { shown = (shape, rect) }
        if let before, Self.outline(of: before.shape, in: before.rect) == target { return }
        for key in Self.animationKeys { layer.removeAnimation(forKey: key) }
        flight = nil
        Self.show(target, on: layer)
        guard let animation = AnimatedDraw.animation, let before else { return }
        let duration = animation.activeDuration
        guard duration > 0 else { return }
        let count = max(1, Int((duration * Self.samplesPerSecond).rounded(.up)))
        var outlines: [Outline] = []
        var keyTimes: [NSNumber] = []
        for index in 0...count {
            let time = min(Double(index) / Self.samplesPerSecond, duration)
            let fraction = animation.progress(at: time)
            let frame = before.rect.interpolated(to: rect, fraction: fraction)
            outlines.append(Self.outline(of: Self.interpolate(before.shape, to: shape, fraction: fraction), in: frame))
            keyTimes.append(NSNumber(value: time / duration))
        }
        let begin = now + animation.delay
        func keyframes(_ keyPath: String, _ values: [Any], mode: CAAnimationCalculationMode) {
            let keyframes = CAKeyframeAnimation(keyPath: keyPath)
            keyframes.values = values
            keyframes.keyTimes = keyTimes
            keyframes.calculationMode = mode
            keyframes.duration = duration
            keyframes.beginTime = begin
            keyframes.fillMode = .backwards
            if let count = animation.coreAnimationRepeatCount {
                keyframes.repeatCount = count.isFinite ? Float(count) : .greatestFiniteMagnitude
                keyframes.autoreverses = animation.autoreverses
            }
            layer.add(keyframes, forKey: "swiftui." + keyPath)
        }
        // Linear: neighbouring paths of the same elements are interpolated point by point (a
        // circle that grows), others hold until the next keyframe (an arc that gains a segment).
        keyframes("path", outlines.map(\.path), mode: .linear)
        if outlines.contains(where: { $0.start != target.start || $0.end != target.end }) {
            keyframes("strokeStart", outlines.map(\.start), mode: .linear)
            keyframes("strokeEnd", outlines.map(\.end), mode: .linear)
        }
        flight = (before.shape, before.rect, begin, animation)
    }

    private static let animationKeys = ["swiftui.path", "swiftui.strokeStart", "swiftui.strokeEnd"]

    /// The shape and rectangle shown at `time`: the end of the draw before, or where its
    /// animation has them then.
    private func current(at time: CFTimeInterval) -> (shape: any Shape, rect: CGRect)? {
        guard let shown else { return nil }
        guard let flight, let fraction = flight.animation.repeatingProgress(at: time - flight.start) else { return shown }
        return (Self.interpolate(flight.from, to: shown.shape, fraction: fraction), flight.fromRect.interpolated(to: shown.rect, fraction: fraction))
    }

    /// What a shape layer draws of a shape: the path, and the part of its stroke.
    private struct Outline: Equatable {
        let path: CGPath
        let start: CGFloat, end: CGFloat
    }

    private static func outline(of shape: any Shape, in rect: CGRect) -> Outline {
        let trimmed = shape as? TrimmedShape
        return Outline(path: shape.path(in: rect).cgPath, start: trimmed?.from ?? 0, end: trimmed?.to ?? 1)
    }

    /// Sets the layer's model to `outline`, outside the update's animation: the keyframes
    /// animate it (an animation of the path from end to end would morph point by point).
    private static func show(_ outline: Outline, on layer: CAShapeLayer) {
        UIView.performWithoutAnimation {
            layer.path = outline.path
            layer.strokeStart = outline.start
            layer.strokeEnd = outline.end
        }
    }

    /// `to` with its data `fraction` of the way from `from`'s (`to` itself when the shapes'
    /// types differ: nothing to interpolate).
    private static func interpolate(_ from: any Shape, to: any Shape, fraction: Double) -> any Shape {
        func open<S: Shape>(_ to: S) -> any Shape {
            guard let from = from as? S else { return to }
            var shape = to
            shape.animatableData = from.animatableData.interpolated(to: to.animatableData, fraction: fraction)
            return shape
        }
        return open(to)
    }
}
