import Foundation
import FlipbookScene
import FlipbookTiming

/// An animation of a property of your own on a layer subclass, one that the class names in
/// `needsDisplay(forKey:)` (`@NSManaged var angle: Double` in a progress ring's layer).
///
/// Core Animation interpolates such a property on the presentation layer and redraws that layer
/// at every frame, so `draw(in:)` sees the animated value (Apple, Core Animation Programming
/// Guide: "needsDisplayForKey:"; WWDC 2011's progress-ring example). Flipbook keeps no separate
/// presentation layer: it draws the layer at every refresh of the display (the grid
/// `CADisplayLink` ticks on) while the animation runs, with the property set to the animated
/// value for the drawing and back to its model value after it. Any drawing of the layer during
/// the animation (a `setNeedsDisplay()` of its own) sees the animated value too.
///
/// Numbers only (the property's type may be any number type); the animation's timing is Core
/// Animation's (`beginTime`, `duration`, `speed`, `repeatCount`, `autoreverses`, `fillMode`,
/// `isRemovedOnCompletion`, timing functions, keyframes), its delegate hears it start and stop,
/// and `animation(forKey:)`, `animationKeys()` and `removeAnimation(forKey:)` see it.
///
/// Like the layers it runs on, it is used on the recording's thread, the main thread.
final class CustomPropertyAnimation: @unchecked Sendable {
    /// The key it was added under.
    let key: String
    /// The animated property.
    let property: String
    /// The copy `animation(forKey:)` returns.
    let animation: CAPropertyAnimation
    /// Its values and timing, in the engine's form (converted as a number animation).
    private var timing: Animation
    private weak var layer: CALayer?
    /// The recording it runs in, once started.
    private weak var scene: Scene?
    /// Removed from the layer (by `removeAnimation(forKey:)`, or on completion).
    private(set) var isRemoved = false

    /// A custom property animation, or a problem saying why it cannot be one.
    static func make(_ animation: CAPropertyAnimation, property: String, key: String, on layer: CALayer) -> Result<CustomPropertyAnimation, AnimationConversionError> {
        // Converted as an animation of a number key path, for its values and timing.
        let standIn = animation.makeCopy() as! CAPropertyAnimation
        standIn.keyPath = "opacity"
        do throws(AnimationConversionError) {
            let converted = try standIn.engineAnimation(for: .layer)
            switch converted.content {
            case .basic, .keyframes, .spring:
                return .success(CustomPropertyAnimation(key, property, animation, converted, layer))
            case .path, .group, .transition:
                throw AnimationConversionError("only basic, spring and keyframe animations of numbers are modelled for it")
            }
        } catch {
            let message = error.message.replacingOccurrences(of: "'opacity'", with: "'\(property)'")
            return .failure(AnimationConversionError("the animation of '\(property)', a property of your own that needsDisplay(forKey:) names: \(message)"))
        }
    }

    private init(_ key: String, _ property: String, _ animation: CAPropertyAnimation, _ timing: Animation, _ layer: CALayer) {
        self.key = key
        self.property = property
        self.animation = animation
        self.timing = timing
        self.layer = layer
    }

    /// Starts on the recording's clock now (or, added before a recording, at its time 0).
    func start() {
        guard let scene = RecordingContext.current?.scene else {
            return SetUpWork.addToRunLoop { [self] scene in start(in: scene) }
        }
        start(in: scene)
    }

    private func start(in scene: Scene) {
        guard !isRemoved else { return }
        self.scene = scene
        if timing.timing.beginTime == 0 { timing.timing.beginTime = scene.now }
        let interval = timing.timing.activeIntervalInParent
        let delegate = animation.delegate
        scene.at(max(interval.start, scene.now)) { [self] in
            guard !isRemoved else { return }
            delegate?.animationDidStart(animation)
        }
        scheduleRefresh(after: scene.now - 1e-9)
        if interval.end.isFinite {
            scene.at(max(interval.end, scene.now)) { [self] in finish() }
        }
    }

    /// Redraws the layer at the display's next refresh after `time`, and so on while it runs.
    private func scheduleRefresh(after time: Double) {
        guard let scene else { return }
        let rate = MainActor.assumeIsolated { Double(max(UIScreen.main.maximumFramesPerSecond, 1)) }
        let next = (time * rate + 1e-6).rounded(.down) / rate + 1 / rate
        let end = timing.timing.activeIntervalInParent.end
        guard next < end, next <= (scene.duration ?? .infinity) else { return }
        scene.at(next) { [self] in
            guard !isRemoved else { return }
            redrawLayer()
            scheduleRefresh(after: next)
        }
    }

    /// The animation reached its end: the layer is drawn as it then stands, and the animation
    /// leaves it unless it is kept (`isRemovedOnCompletion` false).
    private func finish() {
        guard !isRemoved else { return }
        if animation.isRemovedOnCompletion { layer?.customAnimationEnded(self) }
        redrawLayer()
        animation.delegate?.animationDidStop(animation, finished: true)
    }

    /// Removed before its end: the delegate hears `finished: false`, and the layer is drawn
    /// with the model value.
    func remove() {
        guard !isRemoved else { return }
        isRemoved = true
        guard scene != nil else { return }
        redrawLayer()
        animation.delegate?.animationDidStop(animation, finished: false)
    }

    /// Taken off the layer at its end.
    func markRemoved() { isRemoved = true }

    /// The value it gives the property now over `model`, or nil when it has no effect now.
    func value(over model: Double) -> Double? {
        guard let scene, !isRemoved else { return nil }
        return timing.number(atParentTime: scene.now, model: model)
    }

    private func redrawLayer() {
        guard let layer else { return }
        MainActor.assumeIsolated {
            if let view = layer.hostView { ViewDisplay.display(view) } else { layer.display() }
        }
    }
}

extension CALayer {
    /// Runs `draw` (the layer's drawing) with each property of your own that an animation runs
    /// on set to its animated value, and back to its model value after.
    func withAnimatedCustomProperties<T>(_ draw: () -> T) -> T {
        guard !customAnimations.isEmpty else { return draw() }
        let model = undefinedKeyValues
        var presented: [String: Double] = [:]
        for animation in customAnimations {
            let below = presented[animation.property] ?? KeyValueUnboxing.number(model[animation.property]) ?? 0
            if let value = animation.value(over: below) { presented[animation.property] = value }
        }
        for (property, value) in presented { undefinedKeyValues[property] = value }
        defer { undefinedKeyValues = model }
        return draw()
    }

    /// An animation of a property of your own ended and is removed.
    func customAnimationEnded(_ animation: CustomPropertyAnimation) {
        animation.markRemoved()
        customAnimations.removeAll { $0 === animation }
    }
}
