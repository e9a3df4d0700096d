import FlipbookTiming

/// Reads operations: timeline entries (with `at`), script bodies and completions.
///
/// An operation has at most one action (`add`, `remove`, `removeAll`, `set`, `animate`, `hide`,
/// `show`, `removeFromSuperview`, `setFlag`, `clearFlag`, `run`, `do`), optionally guarded by
/// `if` and announced by `step`.
final class ScriptDecoder {
    static let actionKeys = ["add", "remove", "removeAll", "set", "animate", "hide", "show", "removeFromSuperview",
                             "setFlag", "clearFlag", "run", "do", "enter", "transaction", "animateKeyframes"]
    static let operationKeys = ["step", "if", "layer", "ifKeyAbsent"] + actionKeys
    static let animateKeys = ["duration", "delay", "options", "spring", "changes", "completion"]
    static let transactionKeys = ["duration", "timingFunction", "disableActions", "changes", "completion"]
    static let keyframesKeys = ["duration", "delay", "options", "keyframes", "completion"]
    static let keyframeKeys = ["start", "duration", "changes"]

    let layers: [String: Layer]
    let scriptNames: Set<String>
    let library: ScriptLibrary
    /// Flags declared or set or cleared by some operation; expressions must name one of them.
    var flagNames: Set<String> = []
    private var expressions: [(expression: Expression, node: JSONNode)] = []

    init(layers: [String: Layer], scriptNames: Set<String>, library: ScriptLibrary) {
        self.layers = layers
        self.scriptNames = scriptNames
        self.library = library
    }

    /// A list of operations (a script body or a completion), or a single script name.
    func operations(_ node: JSONNode) throws(SceneFileError) -> [ScriptOperation] {
        if case .string = node.value { return [ScriptOperation(condition: nil, step: nil, action: .run(try scriptName(node)))] }
        var result: [ScriptOperation] = []
        for item in try node.array(what: "an array of operations or a script name") {
            result.append(try operation(item, allowing: []))
        }
        return result
    }

    /// One operation; `extraKeys` are keys the caller reads (a timeline entry's `at`).
    func operation(_ node: JSONNode, allowing extraKeys: [String]) throws(SceneFileError) -> ScriptOperation {
        let object = try node.object(allowing: extraKeys + Self.operationKeys, what: "an operation object")
        let actions = Self.actionKeys.filter { object[$0] != nil }
        guard actions.count <= 1 else {
            throw node.error("expected one action per operation, found " + actions.joined(separator: ", ")
                + "; use \"do\": [ … ] for several")
        }
        let step = try object["step"]?.string()
        guard !actions.isEmpty || step != nil else {
            throw node.error("expected an action: " + Self.actionKeys.joined(separator: ", "))
        }
        let condition = try object["if"].map { (node) throws(SceneFileError) in try expression(node) }
        let usesLayer = ["add", "remove", "removeAll", "set"].contains(actions.first ?? "")
        if let layerNode = object["layer"], !usesLayer {
            throw layerNode.error("'layer' goes with add, remove, removeAll and set")
        }
        if let flag = object["ifKeyAbsent"], actions.first != "add" { throw flag.error("ifKeyAbsent goes with add only") }
        guard let name = actions.first, let argument = object[name] else {
            return ScriptOperation(condition: condition, step: step, action: nil)
        }
        let action = try self.action(name, argument, object)
        return ScriptOperation(condition: condition, step: step, action: action)
    }

    private func action(_ name: String, _ argument: JSONNode, _ object: JSONObjectNode) throws(SceneFileError) -> ScriptOperation.Action {
        switch name {
        case "add", "remove", "removeAll", "set":
            let layer = try self.layer(try object.required("layer", "a layer id"))
            switch name {
            case "add":
                let fields = try argument.object(allowing: AnimationDecoder.allKeys)
                let key = try fields.required("key", "the animation's key").string()
                if let at = fields["at"] { throw at.error("the operation's 'at' sets the time; remove this one") }
                let animation = try AnimationDecoder(layerKind: layer.kind).animation(argument)
                return .add(layer, key: key, animation, onlyIfAbsent: try object["ifKeyAbsent"]?.bool() ?? false)
            case "remove":
                return .remove(layer, key: try argument.string())
            case "removeAll":
                guard try argument.bool() else { throw argument.error("expected true") }
                return .removeAll(layer)
            default:
                return .set(layer, try changes(argument, of: layer).map { ($0.0, $0.1) })
            }
        case "animate":
            return .animate(try animateBlock(argument))
        case "transaction":
            return .transaction(try transactionBlock(argument))
        case "animateKeyframes":
            return .animateKeyframes(try keyframesBlock(argument))
        case "hide", "show":
            return .hide(try layer(argument), name == "hide")
        case "removeFromSuperview":
            return .removeFromSuperview(try layer(argument))
        case "setFlag", "clearFlag":
            let flag = try argument.string()
            guard flag != "finished", !flag.isEmpty, !flag.hasPrefix("!") else {
                throw argument.error("flag names are non-empty, do not start with ! and are not 'finished'")
            }
            flagNames.insert(flag)
            return .flag(flag, name == "setFlag")
        case "run":
            return .run(try scriptName(argument))
        case "enter":
            let (machine, state) = try machineState(argument)
            return .enter(machine, state)
        default:  // do
            return .sequence(try operations(argument))
        }
    }

    private func layer(_ node: JSONNode) throws(SceneFileError) -> Layer {
        let id = try node.string()
        guard let layer = layers[id] else {
            throw node.error("no layer with id \"\(id)\"" + Suggestions.didYouMean(id, among: layers.keys.sorted()))
        }
        return layer
    }

    private func scriptName(_ node: JSONNode) throws(SceneFileError) -> String {
        let name = try node.string()
        guard scriptNames.contains(name) else {
            let known = scriptNames.sorted()
            throw node.error("no script named \"\(name)\"" + Suggestions.didYouMean(name, among: known)
                + (known.isEmpty ? "; the scene has no scripts" : "; scripts: " + known.joined(separator: ", ")))
        }
        return name
    }

    /// `{"keyPath": value, …}` for one layer, values checked against each key path.
    private func changes(_ node: JSONNode, of layer: Layer) throws(SceneFileError) -> [(LayerKeyPath, AnimationValue)] {
        guard case .object(let members) = node.value else { throw node.mismatch("an object of keyPath: value") }
        let decoder = AnimationDecoder(layerKind: layer.kind)
        var result: [(LayerKeyPath, AnimationValue)] = []
        for member in members {
            let keyPath = try decoder.keyPath(node.child(member.key, .string(member.key)))
            result.append((keyPath, try node.child(member.key, member.value).value(for: keyPath)))
        }
        return result
    }

    private func animateBlock(_ node: JSONNode) throws(SceneFileError) -> ScriptOperation.AnimateBlock {
        let object = try node.object(allowing: Self.animateKeys, what: "an animate object")
        let duration = try object.required("duration", "a duration ≥ 0 in seconds").number(atLeast: 0, "a duration ≥ 0 in seconds")
        let delay = try object["delay"]?.number(atLeast: 0, "a delay ≥ 0 in seconds") ?? 0
        let options = try optionSet(object["options"], named: AnimationOptions.named)
        var spring: (Double, Double)?
        if let springNode = object["spring"] {
            let fields = try springNode.object(allowing: ["dampingRatio", "initialVelocity"])
            spring = (try fields.required("dampingRatio", "a damping ratio in (0, 1]").number(atLeast: 0, "a damping ratio in (0, 1]"),
                      try fields["initialVelocity"]?.number() ?? 0)
        }
        return .init(duration: duration, delay: delay, options: options, spring: spring.map { ($0.0, $0.1) },
                     changes: try changeList(object), completion: try completion(object))
    }

    private func transactionBlock(_ node: JSONNode) throws(SceneFileError) -> ScriptOperation.TransactionBlock {
        let object = try node.object(allowing: Self.transactionKeys, what: "a transaction object")
        return .init(
            duration: try object["duration"]?.number(atLeast: 0, "a duration ≥ 0 in seconds") ?? Scene.implicitAnimationDuration,
            timingFunction: try object["timingFunction"]?.timingFunction() ?? .default,
            disablesActions: try object["disableActions"]?.bool() ?? false,
            changes: try changeList(object), completion: try completion(object))
    }

    private func keyframesBlock(_ node: JSONNode) throws(SceneFileError) -> ScriptOperation.KeyframesBlock {
        let object = try node.object(allowing: Self.keyframesKeys, what: "an animateKeyframes object")
        let options = try optionSet(object["options"], named: KeyframeAnimationOptions.named)
        var keyframes: [(start: Double, duration: Double, changes: [ScriptOperation.LayerChange])] = []
        for item in try object.required("keyframes", "an array of {start, duration, changes}").array() {
            let fields = try item.object(allowing: Self.keyframeKeys, what: "a keyframe object")
            let start = try fields.required("start", "a relative start in [0, 1]").number(atLeast: 0, "a relative start in [0, 1]")
            let length = try fields.required("duration", "a relative duration in [0, 1]").number(atLeast: 0, "a relative duration in [0, 1]")
            guard start + length <= 1 + 1e-9 else {
                throw item.error("start + duration must be at most 1 (fractions of the block), found \(start + length)")
            }
            keyframes.append((start, length, try changeList(fields)))
        }
        return .init(
            duration: try object.required("duration", "a duration ≥ 0 in seconds").number(atLeast: 0, "a duration ≥ 0 in seconds"),
            delay: try object["delay"]?.number(atLeast: 0, "a delay ≥ 0 in seconds") ?? 0,
            options: options, keyframes: keyframes, completion: try completion(object))
    }

    /// An `options` array of names, combined into an option set.
    private func optionSet<Options: OptionSet>(_ node: JSONNode?, named: [String: Options]) throws(SceneFileError) -> Options
    where Options.Element == Options {
        var options = Options()
        for item in try node?.array() ?? [] {
            let name = try item.string()
            guard let option = named[name] else {
                let names = named.keys.sorted()
                throw item.error("unknown option \"\(name)\"" + Suggestions.didYouMean(name, among: names)
                    + "; expected one of " + names.joined(separator: ", "))
            }
            options.formUnion(option)
        }
        return options
    }

    private func completion(_ object: JSONObjectNode) throws(SceneFileError) -> [ScriptOperation] {
        try object["completion"].map { (node) throws(SceneFileError) in try operations(node) } ?? []
    }

    /// `"changes": {layer id: {keyPath: value or relative transform}}`.
    private func changeList(_ object: JSONObjectNode) throws(SceneFileError)
        -> [ScriptOperation.LayerChange] {
        let changesNode = try object.required("changes", "an object of layer id: {keyPath: value}")
        guard case .object(let targets) = changesNode.value else { throw changesNode.mismatch("an object of layer id: {keyPath: value}") }
        var changes: [ScriptOperation.LayerChange] = []
        for target in targets {
            let layerNode = changesNode.child(target.key, target.value)
            let layer = try self.layer(changesNode.child(target.key, .string(target.key)))
            guard case .object(let members) = target.value else { throw layerNode.mismatch("an object of keyPath: value") }
            let decoder = AnimationDecoder(layerKind: layer.kind)
            for member in members {
                let keyPath = try decoder.keyPath(layerNode.child(member.key, .string(member.key)))
                changes.append((layer, keyPath, try change(layerNode.child(member.key, member.value), keyPath)))
            }
        }
        return changes
    }

    /// A value, or for transforms `{"rotatedBy": a}`, `{"translatedBy": [x, y]}`, `{"scaledBy": [sx, sy]}`.
    private func change(_ node: JSONNode, _ keyPath: LayerKeyPath) throws(SceneFileError) -> ScriptOperation.Change {
        guard keyPath.kind == .transform, case .object = node.value else { return .value(try node.value(for: keyPath)) }
        let object = try node.object(allowing: ["rotatedBy", "translatedBy", "scaledBy"],
                                     what: "a transform, or {\"rotatedBy\": a}, {\"translatedBy\": [x, y]}, {\"scaledBy\": [sx, sy]}")
        guard object.members.count == 1, let key = object.keys.first, let argument = object[key] else {
            throw node.error("expected exactly one of rotatedBy, translatedBy or scaledBy")
        }
        switch key {
        case "rotatedBy": return .rotatedBy(try argument.number("an angle in radians"))
        case "translatedBy":
            let offset = try argument.numbers(count: 2, "[x, y]")
            return .translatedBy(offset[0], offset[1])
        default:
            let scale = try argument.numbers(count: 2, "[sx, sy]")
            return .scaledBy(scale[0], scale[1])
        }
    }

    /// An expression, parsed now and checked by `checkExpressions` once every flag is known.
    func expression(_ node: JSONNode) throws(SceneFileError) -> Expression {
        let text = try node.string()
        do {
            let parsed = try Expression.parse(text)
            expressions.append((parsed, node))
            return parsed
        } catch {
            throw node.error("\(error.message) in \"\(ExpressionError.quoted(text))\"")
        }
    }

    /// `machine.state` for an `enter` operation.
    private func machineState(_ node: JSONNode) throws(SceneFileError) -> (StateMachine, String) {
        let text = try node.string()
        let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
        let machines = library.machines
        guard parts.count == 2, let machine = machines[parts[0]] else {
            throw node.error("expected machine.state naming a state machine, found \"\(text)\""
                + Suggestions.didYouMean(parts[0], among: machines.keys.sorted()))
        }
        guard machine.states.contains(parts[1]) else {
            throw node.error("machine '\(parts[0])' has no state '\(parts[1])'"
                + Suggestions.didYouMean(parts[1], among: machine.states) + "; states: " + machine.states.joined(separator: ", "))
        }
        return (machine, parts[1])
    }

    /// Every name an expression reads is a flag, `finished` or a `machine.state`, and every
    /// `$name` a parameter or a value (catches typos before anything runs).
    func checkExpressions() throws(SceneFileError) {
        let states = library.machines.values.flatMap { machine in machine.states.map { "\(machine.id).\($0)" } }
        let names = flagNames.union(states).union(["finished"])
        let values = Set(library.parameters.keys).union(library.values.keys)
        for (expression, node) in expressions {
            for name in expression.names.sorted() where !names.contains(name) {
                throw node.error("unknown name '\(name)'" + Suggestions.didYouMean(name, among: names.sorted())
                    + "; expected a flag (declared in flags or set with setFlag), machine.state or finished")
            }
            for value in expression.values.sorted() where !values.contains(value) {
                throw node.error("unknown value '$\(value)'" + Suggestions.didYouMean(value, among: values.sorted())
                    + "; expected a parameter or a value declared in values")
            }
        }
    }
}
