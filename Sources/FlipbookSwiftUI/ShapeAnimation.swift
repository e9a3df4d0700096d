import FlipbookUIKit

/// The animation of the draw in progress (nil: the change shows at once). Set by the host
/// around an animated draw; a shape reads it to draw its path again at each frame.
@MainActor
enum AnimatedDraw {
    static var animation: Animation?
}

/// What a shape layer shows: the shape and the rectangle it is drawn in, and the animations
/// moving its data and rectangle there, as SwiftUI moves animatable data (`AnimatableFlight`).
@MainActor
final class ShapeMemory {
    private var shown: (shape: any Shape, rect: CGRect)?
    /// The flight of the shown shape's data and rectangle
    /// (`AnimatableFlight<AnimatablePair<S.AnimatableData, CGRect.AnimatableData>>` for its type `S`).
    private var flight: AnyObject?

    /// The keyframes drawn per second of an animation: the path is drawn again from the
    /// interpolated data at each (a path cannot be interpolated point by point from end to end:
    /// an arc of another angle has other segments).
    static let samplesPerSecond = 240.0

    /// Draws `shape` in `rect` on `layer`: at once, or — in an animated draw — the shape's
    /// `animatableData` and rectangle moved by the animation from where they are, drawn again at
    /// each keyframe, as SwiftUI interpolates `animatableData` at each frame. A shape of another
    /// type shows at once.
    func draw(_ shape: any Shape, in rect: CGRect, on layer: CAShapeLayer) {
        func open<S: Shape>(_ shape: S) { draw(typed: shape, in: rect, on: layer) }
        open(shape)
    }

    private func draw<S: Shape>(typed shape: S, in rect: CGRect, on layer: CAShapeLayer) {
        typealias Data = AnimatablePair<S.AnimatableData, CGRect.AnimatableData>
        let data = Data(shape.animatableData, rect.animatableData)
        let target = Self.outline(of: shape, in: rect)
        let now = CACurrentMediaTime()
        let previous = shown
        shown = (shape, rect)
        guard let flight = flight as? AnimatableFlight<Data>, previous?.shape is S else {
            flight = AnimatableFlight(data)
            for key in Self.animationKeys { layer.removeAnimation(forKey: key) }
            return Self.show(target, on: layer)
        }
        if data == flight.target, let previous, Self.outline(of: previous.shape, in: previous.rect) == target { return }
        flight.retarget(to: data, at: now, animation: AnimatedDraw.animation)
        for key in Self.animationKeys { layer.removeAnimation(forKey: key) }
        Self.show(target, on: layer)
        // The frames from now until the flight ends, or of one run of a repeating animation.
        let begin: CFTimeInterval, duration: Double
        if let repeating = flight.repeating {
            (begin, duration) = (repeating.start, repeating.animation.activeDuration)
        } else {
            guard let end = flight.end(after: now), end > now else { return }
            (begin, duration) = (now, end - now)
        }
        guard duration > 0, duration.isFinite else { return }
        let count = max(1, Int((duration * Self.samplesPerSecond).rounded(.up)))
        var outlines: [Outline] = []
        var keyTimes: [NSNumber] = []
        for index in 0...count {
            let time = min(Double(index) / Self.samplesPerSecond, duration)
            let value = flight.value(at: begin + time).0
            var frameShape = shape
            frameShape.animatableData = value.first
            var frame = rect
            frame.animatableData = value.second
            outlines.append(Self.outline(of: frameShape, in: frame))
            keyTimes.append(NSNumber(value: time / duration))
        }
        func keyframes(_ keyPath: String, _ values: [Any], mode: CAAnimationCalculationMode) {
            let keyframes = CAKeyframeAnimation(keyPath: keyPath)
            keyframes.values = values
            keyframes.keyTimes = keyTimes
            keyframes.calculationMode = mode
            keyframes.duration = duration
            keyframes.beginTime = begin
            keyframes.fillMode = .backwards
            if let repeating = flight.repeating, let count = repeating.animation.coreAnimationRepeatCount {
                keyframes.repeatCount = count.isFinite ? Float(count) : .greatestFiniteMagnitude
                keyframes.autoreverses = repeating.animation.autoreverses
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
    }

    private static let animationKeys = ["swiftui.path", "swiftui.strokeStart", "swiftui.strokeEnd"]

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
}
