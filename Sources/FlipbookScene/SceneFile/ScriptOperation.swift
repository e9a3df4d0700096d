import FlipbookTiming

/// A scene file's operation, decoded: run by the simulation at its time, or from a script or a
/// completion. Mirrors what a Swift scene does inside `at(_:perform:)` and completion closures.
struct ScriptOperation {

    /// How an `animate` block changes one key path: to a value, or relative to the model value
    /// the way UIKit code writes `transform.rotated(by:)`.
    enum Change {
        case value(AnimationValue)
        case rotatedBy(Double)
        case translatedBy(Double, Double)
        case scaledBy(Double, Double)
    }

    /// One key path of one layer and how a block changes it.
    typealias LayerChange = (layer: Layer, keyPath: LayerKeyPath, change: Change)

    /// `UIView.animate`'s arguments.
    struct AnimateBlock {
        let duration: Double
        let delay: Double
        let options: AnimationOptions
        let spring: (dampingRatio: Double, velocity: Double)?
        let changes: [LayerChange]
        let completion: [ScriptOperation]
    }

    /// `CATransaction`'s settings and the standalone-layer changes made inside it.
    struct TransactionBlock {
        let duration: Double
        let timingFunction: TimingFunction
        let disablesActions: Bool
        let changes: [LayerChange]
        let completion: [ScriptOperation]
    }

    /// `UIView.animateKeyframes` with its `addKeyframe` steps.
    struct KeyframesBlock {
        let duration: Double
        let delay: Double
        let options: KeyframeAnimationOptions
        let keyframes: [(start: Double, duration: Double, changes: [LayerChange])]
        let completion: [ScriptOperation]
    }

    enum Action {
        case add(Layer, key: String, Animation, onlyIfAbsent: Bool)
        case remove(Layer, key: String)
        case removeAll(Layer)
        case set(Layer, [(LayerKeyPath, AnimationValue)])
        case animate(AnimateBlock)
        case transaction(TransactionBlock)
        case animateKeyframes(KeyframesBlock)
        case hide(Layer, Bool)
        case removeFromSuperview(Layer)
        case flag(String, Bool)
        case run(String)
        case sequence([ScriptOperation])
        /// Moves a state machine to a state.
        case enter(StateMachine, String)
    }

    /// `"if"`: an expression over flags, states, `finished` and values; run only when non-zero.
    let condition: Expression?
    let step: String?
    let action: Action?
}

/// A named value expressions read as `$name`: a layer's presentation value, or an expression.
enum LiveValue {
    case layer(Layer, LayerKeyPath)
    case expression(Expression)
}

/// What a scene file's operations share: scripts, parameters, live values and state machines.
final class ScriptLibrary {
    var scripts: [String: [ScriptOperation]] = [:]
    var parameters: [String: Double] = [:]
    var values: [String: LiveValue] = [:]
    var machines: [String: StateMachine] = [:]
}

/// Performs decoded operations on a scene during its simulation.
struct ScriptRunner {
    unowned let scene: Scene
    /// Owned by the scene (`ownedScripts`).
    unowned let library: ScriptLibrary

    /// Runs operations in order; `finished` is the completion's argument inside a completion.
    func perform(_ operations: [ScriptOperation], finished: Bool?) {
        for operation in operations { perform(operation, finished: finished) }
    }

    private func perform(_ operation: ScriptOperation, finished: Bool?) {
        if let condition = operation.condition, evaluate(condition, finished: finished) == 0 { return }
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
            // `set` is immediate, like a view's property outside an animation block.
            scene.withoutActions { for (keyPath, value) in changes { layer.setValue(value, for: keyPath) } }
        case .animate(let block):
            animate(block)
        case .animateKeyframes(let block):
            scene.animateKeyframes(withDuration: block.duration, delay: block.delay, options: block.options, animations: {
                for keyframe in block.keyframes {
                    scene.addKeyframe(withRelativeStartTime: keyframe.start, relativeDuration: keyframe.duration) {
                        for (layer, keyPath, change) in keyframe.changes {
                            layer.changeAsView(keyPath, to: Self.resolve(change, current: layer.value(for: keyPath)))
                        }
                    }
                }
            }, completion: { finished in self.perform(block.completion, finished: finished) })
        case .transaction(let block):
            scene.transaction(duration: block.duration, timingFunction: block.timingFunction,
                              disableActions: block.disablesActions, {
                for (layer, keyPath, change) in block.changes {
                    layer.setValue(Self.resolve(change, current: layer.value(for: keyPath)), for: keyPath)
                }
            }, completion: block.completion.isEmpty ? nil : { finished in self.perform(block.completion, finished: finished) })
        case .hide(let layer, let hidden):
            layer.setHidden(hidden)
        case .removeFromSuperview(let layer):
            layer.removeFromSuperlayer()
        case .flag(let name, let value):
            scene.flags[name] = value
        case .run(let name):
            scene.nest(name, chain: "scripts", problem: "script '\(name)' runs scripts without end",
                       advice: "a chain must wait for a completion to repeat", levels: "nested runs") {
                perform(library.scripts[name] ?? [], finished: finished)
            }
        case .sequence(let operations):
            perform(operations, finished: finished)
        case .enter(let machine, let state):
            machine.enter(state)
        }
    }

    /// Evaluates an expression now: `$name` reads a parameter or a live value, a bare name a flag,
    /// `machine.state` whether the machine is in that state, and `finished` the completion's
    /// argument (true outside completions). Names were checked when the file was read, and
    /// arithmetic problems at run time (a division by zero) count as 0.
    func evaluate(_ expression: Expression, finished: Bool? = nil) -> Double {
        (try? expression.evaluate(
            value: { (key) throws(ExpressionError) -> Double in try self.value(key) },
            name: { (key) throws(ExpressionError) -> Double in
                if key == "finished" { return (finished ?? true) ? 1 : 0 }
                let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
                if parts.count == 2, let machine = library.machines[parts[0]] { return machine.isIn(parts[1]) ? 1 : 0 }
                return (scene.flags[key] ?? false) ? 1 : 0
            })) ?? 0
    }

    private func value(_ key: String) throws(ExpressionError) -> Double {
        if let parameter = library.parameters[key] { return parameter }
        switch library.values[key] {
        case .layer(let layer, let keyPath)?: return scene.presentationValue(of: layer, at: keyPath).number ?? 0
        case .expression(let expression)?: return evaluate(expression)
        case nil: throw ExpressionError("unknown value '$\(key)'")
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
