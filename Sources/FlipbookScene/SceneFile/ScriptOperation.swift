import FlipbookTiming

/// A scene file's operation, decoded: run by the simulation at its time, or from a script or a
/// completion. Mirrors what a Swift scene does inside `at(_:perform:)` and completion closures.
struct ScriptOperation {
    /// `"if": "stop"` / `"!stop"` / `"finished"`: run only when the flag (or the completion's
    /// `finished`) is true, or false when negated.
    struct Condition {
        let name: String
        let negated: Bool
    }

    /// How an `animate` block changes one key path: to a value, or relative to the model value
    /// the way UIKit code writes `transform.rotated(by:)`.
    enum Change {
        case value(AnimationValue)
        case rotatedBy(Double)
        case translatedBy(Double, Double)
        case scaledBy(Double, Double)
    }

    /// `UIView.animate`'s arguments.
    struct AnimateBlock {
        let duration: Double
        let delay: Double
        let options: AnimationOptions
        let spring: (dampingRatio: Double, velocity: Double)?
        let changes: [(layer: Layer, keyPath: LayerKeyPath, change: Change)]
        let completion: [ScriptOperation]
    }

    enum Action {
        case add(Layer, key: String, Animation, onlyIfAbsent: Bool)
        case remove(Layer, key: String)
        case removeAll(Layer)
        case set(Layer, [(LayerKeyPath, AnimationValue)])
        case animate(AnimateBlock)
        case hide(Layer, Bool)
        case removeFromSuperview(Layer)
        case flag(String, Bool)
        case run(String)
        case sequence([ScriptOperation])
    }

    let condition: Condition?
    let step: String?
    let action: Action?
}

/// The named scripts of a scene file, shared by every operation that runs one.
final class ScriptLibrary {
    var scripts: [String: [ScriptOperation]] = [:]
}

/// Performs decoded operations on a scene during its simulation.
struct ScriptRunner {
    unowned let scene: Scene
    let library: ScriptLibrary

    /// Runs operations in order; `finished` is the completion's argument inside a completion.
    func perform(_ operations: [ScriptOperation], finished: Bool?) {
        for operation in operations { perform(operation, finished: finished) }
    }

    private func perform(_ operation: ScriptOperation, finished: Bool?) {
        if let condition = operation.condition {
            let value = condition.name == "finished" ? (finished ?? true) : (scene.flags[condition.name] ?? false)
            guard value != condition.negated else { return }
        }
        if let step = operation.step { scene.log(.step, scene.name, [("name", step)]) }
        guard let action = operation.action else { return }
        switch action {
        case .add(let layer, let key, let animation, let onlyIfAbsent):
            if !onlyIfAbsent || layer.animation(forKey: key) == nil { layer.add(animation, forKey: key) }
        case .remove(let layer, let key):
            layer.removeAnimation(forKey: key)
        case .removeAll(let layer):
            layer.removeAllAnimations()
        case .set(let layer, let changes):
            for (keyPath, value) in changes { layer.setValue(value, for: keyPath) }
        case .animate(let block):
            animate(block)
        case .hide(let layer, let hidden):
            layer.setHidden(hidden)
        case .removeFromSuperview(let layer):
            layer.removeFromSuperlayer()
        case .flag(let name, let value):
            scene.flags[name] = value
        case .run(let name):
            perform(library.scripts[name] ?? [], finished: finished)
        case .sequence(let operations):
            perform(operations, finished: finished)
        }
    }

    private func animate(_ block: ScriptOperation.AnimateBlock) {
        let changes = {
            for (layer, keyPath, change) in block.changes {
                layer.changeAsView(keyPath, to: Self.resolve(change, current: layer.value(for: keyPath)))
            }
        }
        let completion = { (finished: Bool) in self.perform(block.completion, finished: finished) }
        if let spring = block.spring {
            scene.animate(withDuration: block.duration, delay: block.delay, usingSpringWithDamping: spring.dampingRatio,
                          initialSpringVelocity: spring.velocity, options: block.options, animations: changes,
                          completion: completion)
        } else {
            scene.animate(withDuration: block.duration, delay: block.delay, options: block.options,
                          animations: changes, completion: completion)
        }
    }

    /// The new value of a change: relative transforms apply their operation first, as
    /// `CGAffineTransform.rotated(by:)` and friends do.
    static func resolve(_ change: ScriptOperation.Change, current: AnimationValue) -> AnimationValue {
        guard case .transform(let transform) = current else {
            if case .value(let value) = change { return value }
            return current
        }
        switch change {
        case .value(let value): return value
        case .rotatedBy(let angle): return .transform(Transform3D(Transform2D(rotationAngle: angle)).concatenating(transform))
        case .translatedBy(let x, let y): return .transform(Transform3D(translationX: x, y: y, z: 0).concatenating(transform))
        case .scaledBy(let x, let y): return .transform(Transform3D(scaleX: x, y: y, z: 1).concatenating(transform))
        }
    }
}
