import FlipbookTiming

/// Reads the parts of a scene file that act over time: flags, values, state machines, scripts,
/// the timeline, drivers and triggers, and wires them into the scene.
struct InteractionDecoder {
    let file: String
    let scene: Scene
    let layers: [String: Layer]
    let parameters: [String: Double]

    func decode(_ object: JSONObjectNode) throws(SceneFileError) {
        let library = ScriptLibrary()
        library.parameters = parameters
        let scriptNames = try object["scripts"].map { (node) throws(SceneFileError) -> [String] in
            guard case .object(let members) = node.value else { throw node.mismatch("an object of name: [operations]") }
            return members.map(\.key)
        } ?? []
        let decoder = ScriptDecoder(layers: layers, scriptNames: Set(scriptNames), library: library)

        if let node = object["flags"] {
            guard case .object(let members) = node.value else { throw node.mismatch("an object of name: true or false") }
            for member in members {
                let child = node.child(member.key, member.value)
                try Self.checkName(member.key, child, what: "flag")
                scene.flags[member.key] = try child.bool()
                decoder.flagNames.insert(member.key)
            }
        }
        let machineNodes = try self.machines(object["machines"], library: library)
        if let node = object["values"] {
            guard case .object(let members) = node.value else { throw node.mismatch("an object of name: value") }
            for member in members {
                let child = node.child(member.key, member.value)
                try Self.checkName(member.key, child, what: "value")
                guard library.parameters[member.key] == nil else {
                    throw child.error("'\(member.key)' is already a parameter")
                }
                library.values[member.key] = try liveValue(child, decoder: decoder)
            }
        }
        if let node = object["scripts"], case .object(let members) = node.value {
            for member in members {
                library.scripts[member.key] = try decoder.operations(node.child(member.key, member.value))
            }
        }
        // The scene owns the library; closures reach it through the runner's unowned reference,
        // so a state machine's enter actions (kept in the library) do not keep it alive in a loop.
        scene.ownedScripts = library
        let runner = ScriptRunner(scene: scene, library: library)
        for (machine, enterNode) in machineNodes {
            guard case .object(let members) = enterNode.value else { throw enterNode.mismatch("an object of state: [operations]") }
            for member in members {
                let operations = try decoder.operations(enterNode.child(member.key, member.value))
                machine.onEnter(member.key) { runner.perform(operations, finished: nil) }
            }
        }
        for node in try object["timeline"]?.array() ?? [] {
            let fields = try node.object(allowing: SceneDecoder.operationKeys, what: "an operation object")
            let time = try fields.required("at", "a time ≥ 0 in seconds").number(atLeast: 0, "a time ≥ 0 in seconds")
            let operation = try decoder.operation(node, allowing: ["at"])
            scene.at(time) { runner.perform([operation], finished: nil) }
        }
        for node in try object["drivers"]?.array() ?? [] { try driver(node, decoder: decoder) }
        for node in try object["triggers"]?.array() ?? [] { try trigger(node, decoder: decoder, runner: runner) }
        try decoder.checkExpressions()
    }

    static let driverKeys = ["layer", "keyPath", "points"]
    static let triggerKeys = ["name", "subject", "when", "report", "do"]
    static let machineKeys = ["initial", "states", "enter"]

    private static func checkName(_ name: String, _ node: JSONNode, what: String) throws(SceneFileError) {
        guard name.first?.isLetter == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw node.error("\(what) names are letters, digits and _, starting with a letter")
        }
    }

    /// `{"header": {"initial": "idle", "states": ["pulling", …], "enter": {"idle": [ops], …}}}`;
    /// returns each machine with its `enter` node, decoded once scripts are known.
    private func machines(_ node: JSONNode?, library: ScriptLibrary) throws(SceneFileError) -> [(StateMachine, JSONNode)] {
        guard let node else { return [] }
        guard case .object(let members) = node.value else { throw node.mismatch("an object of id: state machine") }
        var result: [(StateMachine, JSONNode)] = []
        for member in members {
            let child = node.child(member.key, member.value)
            try Self.checkName(member.key, child, what: "state machine")
            let fields = try child.object(allowing: Self.machineKeys, what: "a state machine object")
            let initial = try fields.required("initial", "the initial state").string()
            let machine = scene.stateMachine(member.key, initial: initial)
            for state in try fields["states"]?.array() ?? [] { machine.declare(try state.string()) }
            if let enter = fields["enter"], case .object(let states) = enter.value {
                for state in states { machine.declare(state.key) }
            }
            library.machines[member.key] = machine
            result.append((machine, fields["enter"] ?? child.child("enter", .object([]))))
        }
        return result
    }

    /// `{"layer": id, "keyPath": path}` (its presentation value) or an expression string.
    private func liveValue(_ node: JSONNode, decoder: ScriptDecoder) throws(SceneFileError) -> LiveValue {
        if case .string = node.value { return .expression(try decoder.expression(node)) }
        let fields = try node.object(allowing: ["layer", "keyPath"], what: "{\"layer\": id, \"keyPath\": path} or an expression")
        let (layer, keyPath) = try numberKeyPath(fields)
        return .layer(layer, keyPath)
    }

    private func numberKeyPath(_ fields: JSONObjectNode) throws(SceneFileError) -> (Layer, LayerKeyPath) {
        let layerNode = try fields.required("layer", "a layer id")
        let id = try layerNode.string()
        guard let layer = layers[id] else {
            throw layerNode.error("no layer with id \"\(id)\"" + Suggestions.didYouMean(id, among: layers.keys.sorted()))
        }
        let pathNode = try fields.required("keyPath", "a number key path such as bounds.origin.y")
        let keyPath = try AnimationDecoder(layerKind: layer.kind).keyPath(pathNode)
        guard keyPath.kind == .number else {
            throw pathNode.error("expected a key path holding a number, found '\(keyPath)' (\(keyPath.kind.expectation))")
        }
        return (layer, keyPath)
    }

    /// `{"layer": id, "keyPath": path, "points": [[t, v], …]}`.
    private func driver(_ node: JSONNode, decoder: ScriptDecoder) throws(SceneFileError) {
        let fields = try node.object(allowing: Self.driverKeys, what: "a driver object")
        let (layer, keyPath) = try numberKeyPath(fields)
        let pointsNode = try fields.required("points", "[[time, value], …]")
        var points: [(time: Double, value: Double)] = []
        for item in try pointsNode.array() {
            let pair = try item.numbers(count: 2, "[time, value]")
            if let last = points.last, pair[0] < last.time {
                throw item.error("expected times in increasing order, found \(pair[0]) after \(last.time)")
            }
            points.append((pair[0], pair[1]))
        }
        guard !points.isEmpty else { throw pointsNode.error("expected at least one [time, value] point") }
        scene.drive(layer, keyPath, through: points)
    }

    /// `{"name", "subject", "when": expression, "report": expression, "do": [ops]}`.
    private func trigger(_ node: JSONNode, decoder: ScriptDecoder, runner: ScriptRunner) throws(SceneFileError) {
        let fields = try node.object(allowing: Self.triggerKeys, what: "a trigger object")
        let name = try fields.required("name", "the trigger's name").string()
        let subject = try fields["subject"]?.string()
        let condition = try decoder.expression(try fields.required("when", "a condition such as \"$offset < -50\""))
        let report = try fields["report"].map { (node) throws(SceneFileError) in try decoder.expression(node) }
        let operations = try decoder.operations(try fields.required("do", "the operations to run"))
        scene.trigger(name, subject: subject, reporting: report.map { expression in { runner.evaluate(expression) } },
                      when: { runner.evaluate(condition) != 0 }, perform: { runner.perform(operations, finished: nil) })
    }
}
