import Foundation
import FlipbookTiming

/// Scene files: JSON documents with `"flipbook": 1`, documented in docs/scene-files.md and described by
/// `Assets/schema/scene.schema.json`. Loading one gives the same `Scene` the Swift API builds.
public enum SceneFile {
    /// The only format version so far.
    public static let formatVersion = 1

    /// Reads and decodes a scene file; `overrides` are `--set NAME=VALUE` pairs.
    public static func load(path: String, overrides: [(name: String, value: String)] = []) throws(SceneFileError) -> Scene {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let exists = FileManager.default.fileExists(atPath: path)
            throw SceneFileError(file: path, path: "", message: exists ? "cannot read the file" : "no such file",
                                 isIOFailure: exists)
        }
        let url = URL(fileURLWithPath: path)
        let scene = try decode(Array(data), file: path, defaultName: url.deletingPathExtension().lastPathComponent,
                               overrides: overrides)
        scene.resourceDirectory = url.deletingLastPathComponent().path
        return scene
    }

    /// Decodes a scene from JSON bytes; `file` names it in errors.
    public static func decode(
        _ bytes: [UInt8], file: String, defaultName: String = "scene", overrides: [(name: String, value: String)] = []
    ) throws(SceneFileError) -> Scene {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw SceneFileError(file: file, path: "", message: "invalid JSON at \(error)")
        }
        return try SceneDecoder(file: file).decode(json, defaultName: defaultName, overrides: overrides)
    }
}

/// Turns a parsed scene document into a `Scene`.
struct SceneDecoder {
    let file: String

    static let topKeys = ["flipbook", "name", "description", "canvas", "duration", "parameters", "layers", "flags",
                          "values", "machines", "scripts", "timeline", "drivers", "triggers", "golden"]
    static let layerKeys = ["id", "kind", "sublayers", "mask", "animations", "speed", "timeOffset", "beginTime", "frame"]
    static let operationKeys = ["at"] + ScriptDecoder.operationKeys

    func decode(_ json: JSONValue, defaultName: String, overrides: [(name: String, value: String)]) throws(SceneFileError) -> Scene {
        var root = JSONNode(value: json, path: "", file: file, parameters: [:])
        let top = try root.object(allowing: Self.topKeys, what: "a scene object")
        let versionNode = try top.required("flipbook", "the format version, 1")
        guard case .number(let version) = versionNode.value, version == Double(SceneFile.formatVersion) else {
            throw versionNode.mismatch("\(SceneFile.formatVersion) (the only format version)")
        }
        let parameters = try self.parameters(top["parameters"], overrides: overrides)
        root = JSONNode(value: json, path: "", file: file, parameters: parameters)
        let object = try root.object(allowing: Self.topKeys)

        let scene = Scene(name: try sceneName(object["name"]) ?? defaultName, canvas: try canvas(object["canvas"]))
        if let node = object["duration"] {
            let duration = try node.number(atLeast: 0, "a duration ≥ 0 in seconds")
            let limit = SceneLimits.current.maximumDuration
            guard duration <= limit else {
                throw node.error("a duration of \(DecimalText.trimmed(duration)) s is longer than the limit of "
                    + "\(DecimalText.trimmed(limit)) s " + SceneLimits.raise("FLIPBOOK_MAX_DURATION"))
            }
            scene.duration = duration
        }
        if let node = object["description"] { _ = try node.string() }
        if let node = object["golden"] { scene.golden = try GoldenSettings(node) }

        var layersByID: [String: Layer] = [:]
        for node in try object["layers"]?.array() ?? [] {
            scene.addLayer(try layer(node, scene: scene, registry: &layersByID))
        }
        try InteractionDecoder(file: file, scene: scene, layers: layersByID, parameters: parameters).decode(object)
        return scene
    }

    /// The scene's `name`, which names its outputs (`Output/<name>/`, `<name>.gif`): a file
    /// name, never a path, so a scene cannot write or delete files outside the output folder.
    private func sceneName(_ node: JSONNode?) throws(SceneFileError) -> String? {
        guard let node else { return nil }
        let name = try node.string()
        let problem: String? = name.isEmpty ? "is empty"
            : name.contains("/") || name.contains("\\") ? "contains a path separator"
            : name == "." || name == ".." ? "is a folder reference"
            : name.hasPrefix(".") ? "starts with '.' (a hidden file)"
            : name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) ? "contains a control character"
            : name.utf8.count > 200 ? "is longer than 200 bytes"
            : nil
        if let problem {
            throw node.error("expected a file name for the outputs (no '/', '..' or control characters), "
                + "found \"\(ExpressionError.quoted(name))\", which \(problem)")
        }
        return name
    }

    /// Declared parameters with `--set` overrides applied; each may use the ones before it.
    private func parameters(_ node: JSONNode?, overrides: [(name: String, value: String)]) throws(SceneFileError) -> [String: Double] {
        var values: [String: Double] = [:]
        var order: [String] = []
        if let node {
            guard case .object(let members) = node.value else { throw node.mismatch("an object of name: number") }
            for member in members {
                let child = JSONNode(value: member.value, path: "parameters.\(member.key)", file: file, parameters: values)
                guard member.key.first?.isLetter == true, member.key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    throw child.error("parameter names are letters, digits and _, starting with a letter")
                }
                values[member.key] = try child.number()
                order.append(member.key)
            }
        }
        for (name, text) in overrides {
            guard values[name] != nil else {
                let known = order.isEmpty ? "the scene declares no parameters" : "declared: " + order.joined(separator: ", ")
                throw SceneFileError(file: file, path: "--set \(name)",
                                     message: "unknown parameter '\(name)'" + Suggestions.didYouMean(name, among: order) + "; \(known)")
            }
            do {
                values[name] = try NumberExpression.evaluate(text, parameters: values)
            } catch {
                throw SceneFileError(file: file, path: "--set \(name)", message: "\(error.message) in \"\(ExpressionError.quoted(text))\"; expected a number")
            }
        }
        return values
    }

    private func canvas(_ node: JSONNode?) throws(SceneFileError) -> Canvas {
        guard let node else { throw SceneFileError(file: file, path: "", message: "missing key 'canvas' (an object with width and height)") }
        let object = try node.object(allowing: ["width", "height", "scale", "background"])
        let width = try object.required("width", "a width > 0 in points").number(atLeast: .leastNonzeroMagnitude, "a width > 0 in points")
        let height = try object.required("height", "a height > 0 in points").number(atLeast: .leastNonzeroMagnitude, "a height > 0 in points")
        var canvas = Canvas(width: width, height: height)
        if let scale = object["scale"] { canvas.scale = try scale.number(atLeast: .leastNonzeroMagnitude, "a scale > 0 (1, 2, 3)") }
        if let background = object["background"] { canvas.background = try background.color() }
        let limit = SceneLimits.current.maximumCanvasPixels
        let pixels = (width * canvas.scale).rounded(.up) * (height * canvas.scale).rounded(.up)
        guard pixels <= Double(limit) else {
            throw node.error("\(DecimalText.trimmed(width)) × \(DecimalText.trimmed(height)) points at scale "
                + "\(DecimalText.trimmed(canvas.scale)) is \(DecimalText.trimmed(pixels)) pixels, more than the limit of \(limit) pixels "
                + SceneLimits.raise("FLIPBOOK_MAX_PIXELS"))
        }
        return canvas
    }

    private func layer(_ node: JSONNode, scene: Scene, registry: inout [String: Layer], depth: Int = 1)
        throws(SceneFileError) -> Layer {
        // Every walk of the tree (decoding, simulating, drawing) recurses once per level.
        let limit = SceneLimits.current.maximumLayerDepth
        guard depth <= limit else {
            throw node.error("layers nest more than \(limit) levels deep " + SceneLimits.raise("FLIPBOOK_MAX_LAYER_DEPTH")
                + ", at most \(SceneLimits.largestLayerDepth)")
        }
        guard case .object = node.value else { throw node.mismatch("a layer object") }
        let kindNode = try node.object(allowing: Self.layerKeys + LayerProperty.allCases.map(\.rawValue))["kind"]
        var kind = LayerKind.layer
        if let kindNode {
            let name = try kindNode.string()
            guard let parsed = LayerKind(rawValue: name) else {
                throw kindNode.error("unknown layer kind \"\(name)\"; expected "
                    + LayerKind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            kind = parsed
        }
        let properties = LayerProperty.allCases.filter { $0.applies(to: kind) }
        // A property of another kind (text on a plain layer) says which kinds have it.
        if case .object(let members) = node.value,
           let member = members.first(where: { !properties.map(\.rawValue).contains($0.key) && !Self.layerKeys.contains($0.key) }),
           let property = LayerProperty(rawValue: member.key) {
            let kinds = LayerKind.allCases.filter { property.applies(to: $0) }.map { "\"\($0.rawValue)\"" }
            throw node.child(member.key, member.value).error("'\(member.key)' is a property of \(kinds.joined(separator: " and ")) "
                + "layers, and this layer's kind is \"\(kind.rawValue)\"; set \"kind\": \(kinds[0])")
        }
        let object = try node.object(allowing: Self.layerKeys + properties.map(\.rawValue))
        let idNode = try object.required("id", "a unique layer id")
        let id = try idNode.string()
        guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
            throw idNode.error("layer ids are letters, digits, _ and -, found \"\(id)\"")
        }
        guard registry[id] == nil else { throw idNode.error("duplicate layer id \"\(id)\"; ids must be unique") }
        let layer = Layer(id: id, kind: kind)
        registry[id] = layer

        for property in properties {
            guard let value = object[property.rawValue] else { continue }
            layer[property] = try value.value(for: LayerKeyPath(property))
            if [.contents, .backgroundPattern].contains(property), case .string(let image) = layer[property], !image.isEmpty,
               scene.imageReferences[image] == nil {
                scene.imageReferences[image] = value.path
            }
        }
        if let locationsNode = object["locations"], case .numbers(let locations) = layer[.locations],
           case .colors(let colors) = layer[.colors], !locations.isEmpty, locations.count != colors.count {
            throw locationsNode.error("expected \(colors.count) locations (one per colour in colors), found \(locations.count)")
        }
        if let frame = object["frame"] {
            // UIKit's frame: bounds get its size, position its anchor point (the centre by default).
            let rect = try frame.numbers(count: 4, "a frame [x, y, width, height]")
            guard case .point(let anchor) = layer[.anchorPoint] else { throw frame.error("anchorPoint is not a point") }
            layer.bounds = Rect(x: 0, y: 0, width: rect[2], height: rect[3])
            layer.position = Point(x: rect[0] + rect[2] * anchor.x, y: rect[1] + rect[3] * anchor.y)
        }
        if let node = object["speed"] { layer.clock.speed = try node.number() }
        if let node = object["timeOffset"] { layer.clock.timeOffset = try node.number() }
        if let node = object["beginTime"] { layer.clock.beginTime = try node.number() }

        // The mask is a layer object of its own, placed in this layer's bounds coordinates.
        if let maskNode = object["mask"] {
            layer.setMask(try self.layer(maskNode, scene: scene, registry: &registry, depth: depth + 1))
        }
        for child in try object["sublayers"]?.array() ?? [] {
            layer.addSublayer(try self.layer(child, scene: scene, registry: &registry, depth: depth + 1))
        }
        let decoder = AnimationDecoder(layerKind: kind)
        for animationNode in try object["animations"]?.array() ?? [] {
            let fields = try animationNode.object(allowing: AnimationDecoder.allKeys)
            let key = try fields.required("key", "the animation's key").string()
            let time = try fields["at"]?.number(atLeast: 0, "a time ≥ 0 in seconds") ?? 0
            let animation = try decoder.animation(animationNode)
            if time == 0 {
                layer.add(animation, forKey: key)
            } else {
                scene.at(time) { layer.add(animation, forKey: key) }
            }
        }
        return layer
    }
}
