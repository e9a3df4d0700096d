import FlipbookTiming

/// Reads animation objects (`{"type": "basic", "keyPath": …}`) for a layer of a given kind.
struct AnimationDecoder {
    let layerKind: LayerKind

    static let timingKeys = ["beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration",
                             "autoreverses", "fillMode", "removedOnCompletion", "timingFunction"]
    static let commonKeys = ["type", "key", "at", "additive", "cumulative"] + timingKeys
    static let keysByType: [String: [String]] = [
        "basic": ["keyPath", "fromValue", "toValue", "byValue"],
        "keyframe": ["keyPath", "values", "path", "rotationMode", "keyTimes", "timingFunctions", "calculationMode",
                     "tensionValues", "continuityValues", "biasValues"],
        "spring": ["keyPath", "fromValue", "toValue", "byValue", "mass", "stiffness", "damping",
                   "initialVelocity", "allowsOverdamping"],
        "group": ["animations"],
    ]
    /// Every key any animation object may have (checked before the type is known).
    static let allKeys = commonKeys + keysByType.keys.sorted().flatMap { keysByType[$0] ?? [] }

    /// Decodes one animation; `key` and `at` are read by the caller.
    func animation(_ node: JSONNode) throws(SceneFileError) -> Animation {
        guard case .object = node.value else { throw node.mismatch("an animation object") }
        let typeNode = try node.object(allowing: Self.allKeys)
            .required("type", "basic, keyframe, spring or group")
        let type = try typeNode.string()
        guard let typeKeys = Self.keysByType[type] else {
            throw typeNode.error("unknown animation type \"\(type)\""
                + Suggestions.didYouMean(type, among: Self.keysByType.keys.sorted()) + "; expected basic, keyframe, spring or group")
        }
        let object = try node.object(allowing: Self.commonKeys + typeKeys)
        var animation: Animation
        switch type {
        case "group":
            let children = try object.required("animations", "an array of animations").array()
            var decoded: [Animation] = []
            for child in children {
                if let key = try child.object(allowing: Self.allKeys)["at"] {
                    throw key.error("'at' belongs to an operation, not to an animation inside a group; use beginTime")
                }
                decoded.append(try self.animation(child))
            }
            animation = .group(decoded)
        default:
            let keyPath = try self.keyPath(try object.required("keyPath", "a key path such as \"position.y\""))
            animation = try content(type, object, keyPath)
        }
        try applyTiming(object, to: &animation)
        return animation
    }

    /// A key path valid for this layer kind, or an error listing the valid ones.
    func keyPath(_ node: JSONNode) throws(SceneFileError) -> LayerKeyPath {
        let text = try node.string()
        let valid = LayerKeyPath.animatable(for: layerKind)
        if let keyPath = LayerKeyPath(text), !keyPath.property.applies(to: layerKind) {
            let kinds = LayerKind.allCases.filter { keyPath.property.applies(to: $0) }.map { "\"\($0.rawValue)\"" }
            throw node.error("'\(text)' is a key path of \(kinds.joined(separator: " and ")) layers, and this layer's kind is "
                + "\"\(layerKind.rawValue)\"; set \"kind\": \(kinds[0])")
        }
        guard let keyPath = LayerKeyPath(text) else {
            throw node.error("unknown key path '\(text)' for kind '\(layerKind.rawValue)'"
                + Suggestions.didYouMean(text, among: valid) + "; valid: " + valid.joined(separator: ", "))
        }
        guard keyPath.property.isAnimatable else {
            throw node.error("'\(text)' is not animatable: give it on the layer, or change it with a \"set\" operation")
        }
        return keyPath
    }

    private func content(_ type: String, _ object: JSONObjectNode, _ keyPath: LayerKeyPath) throws(SceneFileError) -> Animation {
        func optionalValue(_ key: String) throws(SceneFileError) -> AnimationValue? {
            try object[key].map { (node) throws(SceneFileError) in try node.value(for: keyPath) }
        }
        switch type {
        case "basic":
            return .basic(keyPath, from: try optionalValue("fromValue"), to: try optionalValue("toValue"),
                          by: try optionalValue("byValue"))
        case "spring":
            let spring = Spring(
                mass: try object["mass"]?.number(atLeast: .leastNonzeroMagnitude, "a mass > 0") ?? 1,
                stiffness: try object["stiffness"]?.number(atLeast: .leastNonzeroMagnitude, "a stiffness > 0") ?? 100,
                damping: try object["damping"]?.number(atLeast: 0, "a damping ≥ 0") ?? 10,
                initialVelocity: try object["initialVelocity"]?.number() ?? 0,
                allowsOverdamping: try object["allowsOverdamping"]?.bool() ?? false)
            return .spring(keyPath, spring, from: try optionalValue("fromValue"), to: try optionalValue("toValue"),
                           by: try optionalValue("byValue"))
        default:
            if let pathNode = object["path"] { return try pathAnimation(pathNode, object, keyPath) }
            if let mode = object["rotationMode"] { throw mode.error("rotationMode needs a path") }
            return .keyframes(keyPath, try keyframeTrack(object, keyPath: keyPath))
        }
    }

    /// A keyframe animation along SVG path data; the path overrides values, as in Core Animation.
    private func pathAnimation(_ pathNode: JSONNode, _ object: JSONObjectNode, _ keyPath: LayerKeyPath) throws(SceneFileError) -> Animation {
        guard keyPath.kind == .point else {
            throw object.node.child("keyPath", .string(keyPath.description))
                .error("a path animates a point key path such as position, found '\(keyPath)'")
        }
        let path: BezierPath
        do {
            path = try SVGPathParser.parse(try pathNode.string())
        } catch let error as SVGPathError {
            throw pathNode.error(error.description)
        } catch let error as SceneFileError {
            throw error
        } catch {
            throw pathNode.error("\(error)")
        }
        var rotation: KeyframePath.RotationMode?
        if let node = object["rotationMode"] {
            let name = try node.string()
            guard let mode = KeyframePath.RotationMode(rawValue: name) else {
                throw node.error("expected auto or autoReverse, found \"\(name)\"")
            }
            rotation = mode
        }
        let mode = try object.calculationMode()
        let keyTimes = try object.numberList("keyTimes")
        let functions = try object.timingFunctionList()
        do {
            let track = try KeyframePath(path: path, rotationMode: rotation, paced: mode == .paced || mode == .cubicPaced,
                                         keyTimes: keyTimes, timingFunctions: functions)
            return Animation(keyPath: keyPath, content: .path(track))
        } catch {
            throw object.failure(error)
        }
    }

    private func keyframeTrack(_ object: JSONObjectNode, keyPath: LayerKeyPath) throws(SceneFileError) -> KeyframeTrack<AnimationValue> {
        let valuesNode = try object.required("values", "an array of values")
        var values: [AnimationValue] = []
        for item in try valuesNode.array() { values.append(try item.value(for: keyPath)) }
        let keyTimes = try object.numberList("keyTimes")
        let functions = try object.timingFunctionList()
        let mode = try object.calculationMode() ?? .linear
        let tension = try object.numberList("tensionValues")
        let continuity = try object.numberList("continuityValues")
        let bias = try object.numberList("biasValues")
        do {
            return try KeyframeTrack(values: values, keyTimes: keyTimes, timingFunctions: functions, calculationMode: mode,
                                     tensionValues: tension, continuityValues: continuity, biasValues: bias)
        } catch {
            throw object.failure(error)
        }
    }

    private func applyTiming(_ object: JSONObjectNode, to animation: inout Animation) throws(SceneFileError) {
        if let node = object["beginTime"] { animation.beginTime = try node.number() }
        if let node = object["duration"] { animation.duration = try node.number(atLeast: 0, "a duration ≥ 0 in seconds") }
        if let node = object["speed"] { animation.timing.speed = try node.number() }
        if let node = object["timeOffset"] { animation.timing.timeOffset = try node.number() }
        if let node = object["repeatCount"] {
            if case .string("forever") = node.value {
                animation.repeatCount = MediaTiming.repeatForever
            } else {
                animation.repeatCount = try node.number(atLeast: 0, "a repeat count ≥ 0 or \"forever\"")
            }
        }
        if let node = object["repeatDuration"] {
            animation.timing.repeatDuration = try node.number(atLeast: 0, "a repeat duration ≥ 0 in seconds")
        }
        if let node = object["autoreverses"] { animation.autoreverses = try node.bool() }
        if let node = object["fillMode"] {
            let name = try node.string()
            guard let mode = FillMode(rawValue: name) else {
                throw node.error("unknown fill mode \"\(name)\"; expected removed, forwards, backwards or both")
            }
            animation.fillMode = mode
        }
        if let node = object["removedOnCompletion"] { animation.isRemovedOnCompletion = try node.bool() }
        if let node = object["timingFunction"] { animation.timingFunction = try node.timingFunction() }
        if let node = object["additive"] { animation.isAdditive = try node.bool() }
        if let node = object["cumulative"] { animation.isCumulative = try node.bool() }
    }
}

/// Keyframe fields shared by value tracks and paths.
extension JSONObjectNode {
    /// An optional array of numbers.
    func numberList(_ key: String) throws(SceneFileError) -> [Double]? {
        guard let node = self[key] else { return nil }
        var result: [Double] = []
        for item in try node.array() { result.append(try item.number()) }
        return result
    }

    /// The optional `timingFunctions` array.
    func timingFunctionList() throws(SceneFileError) -> [TimingFunction]? {
        guard let node = self["timingFunctions"] else { return nil }
        var result: [TimingFunction] = []
        for item in try node.array() { result.append(try item.timingFunction()) }
        return result
    }

    /// The optional `calculationMode`.
    func calculationMode() throws(SceneFileError) -> CalculationMode? {
        guard let node = self["calculationMode"] else { return nil }
        let name = try node.string()
        guard let mode = CalculationMode(rawValue: name) else {
            throw node.error("unknown calculation mode \"\(name)\"; expected linear, discrete, paced, cubic or cubicPaced")
        }
        return mode
    }

    /// A keyframe error placed at its field (and element, for a bad key time).
    func failure(_ error: KeyframeError) -> SceneFileError {
        var target = self[error.field] ?? node
        if case .keyTimesNotMonotonic(let index) = error, case .array(let items) = target.value, index < items.count {
            target = target.element(index, items[index])
        }
        return target.error(error.reason)
    }
}
