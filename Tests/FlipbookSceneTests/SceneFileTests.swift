import Foundation
import Testing
@testable import FlipbookScene
import FlipbookTiming

/// The scene file format: equivalence with Swift, parameters and error messages.
@Suite("Scene files")
struct SceneFileTests {
    static let scenesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/scenes")

    func decode(_ json: String, overrides: [(name: String, value: String)] = []) throws -> Scene {
        try SceneFile.decode(Array(json.utf8), file: "test.json", overrides: overrides)
    }

    /// The error a document gives, as `file: path: message`.
    func failure(_ json: String, overrides: [(name: String, value: String)] = []) -> String? {
        do {
            _ = try decode(json, overrides: overrides).timeline()
            return nil
        } catch let error as SceneFileError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    @Test("spinner.json and the Swift spinner give identical timelines")
    func spinnerEquivalence() throws {
        let file = try SceneFile.load(path: Self.scenesFolder.appendingPathComponent("spinner.json").path).timeline()
        let swift = try makeSpinnerScene().timeline()
        #expect(file.name == swift.name)
        #expect(file.duration == swift.duration)
        #expect(file.canvas.width == swift.canvas.width && file.canvas.height == swift.canvas.height)
        #expect(file.events == swift.events)
        let keyPaths = ["transform", "position", "bounds", "opacity"].compactMap(LayerKeyPath.init)
        for step in 0...130 {
            let time = Double(step) * 0.05
            for keyPath in keyPaths {
                #expect(file.value(ofLayer: "spinner", at: keyPath, time: time)
                        == swift.value(ofLayer: "spinner", at: keyPath, time: time), "\(keyPath) at \(time)")
            }
        }
        #expect(near(file.number("transform.rotation.z", at: 1.25, layer: "spinner"), .pi / 2))
        #expect(near(file.number("transform.rotation.z", at: 5.5, layer: "spinner"), 0.628319, 1e-6))
    }

    let minimal = """
        {"flipbook": 1, "canvas": {"width": 100, "height": 50}, "parameters": {"d": 2, "twice": "$d * 2"},
         "layers": [{"id": "box", "frame": [10, 10, 20, 20],
                     "animations": [{"key": "fade", "type": "basic", "keyPath": "opacity", "fromValue": 0, "duration": "$twice"}]}]}
        """

    @Test("Parameters feed fields and --set overrides them")
    func parameters() throws {
        let timeline = try decode(minimal).timeline()
        #expect(timeline.duration == 4)
        #expect(near(timeline.number("opacity", at: 1), 0.25))
        #expect(near(timeline.number("position.x", at: 0), 20), "frame sets position to its centre")
        let shorter = try decode(minimal, overrides: [("twice", "1")]).timeline()
        #expect(shorter.duration == 1)
        #expect(failure(minimal, overrides: [("twcie", "1")])
                == "test.json: --set twcie: unknown parameter 'twcie'; did you mean 'twice'?; declared: d, twice")
    }

    @Test("Errors name the file, the JSON path and what was expected", arguments: [
        ("{\"flipbook\": 2}", "test.json: flipbook: expected 1 (the only format version), found 2"),
        ("{\"flipbook\": 1, \"canvas\": {\"width\": 10, \"height\": 10}, \"layer\": []}",
         "test.json: layer: unknown key 'layer'; did you mean 'layers'?"),
        ("{\"flipbook\": 1, \"canvas\": {\"width\": -1, \"height\": 10}}",
         "test.json: canvas.width: expected a width > 0 in points, found -1.0"),
        ("{\"flipbook\": 1,\n \"canvas\": {\"width\": 10 \"height\": 10}}",
         "test.json: invalid JSON at line 2, column 25: expected ',' or '}' in an object"),
        ("""
         {"flipbook": 1, "canvas": {"width": 10, "height": 10}, "layers": [{"id": "a"}, {"id": "b"},
          {"id": "c", "animations": [{"key": "k", "type": "basic", "keyPath": "opacity", "duration": "soon"}]}]}
         """, "test.json: layers[2].animations[0].duration: unknown name 'soon'; expected a number, pi or $parameter in \"soon\"; expected a duration ≥ 0 in seconds"),
        ("""
         {"flipbook": 1, "canvas": {"width": 10, "height": 10}, "layers": [{"id": "a",
          "animations": [{"key": "k", "type": "basic", "keyPath": "transform.rotate"}]}]}
         """, "test.json: layers[0].animations[0].keyPath: unknown key path 'transform.rotate' for kind 'layer'; did you mean 'transform.rotation'?"),
        ("""
         {"flipbook": 1, "canvas": {"width": 10, "height": 10}, "layers": [{"id": "a",
          "animations": [{"key": "k", "type": "basic", "keyPath": "fillColor"}]}]}
         """, #"test.json: layers[0].animations[0].keyPath: 'fillColor' is a key path of "shape" layers, and this layer's kind is "layer"; set "kind": "shape""#),
        ("""
         {"flipbook": 1, "canvas": {"width": 10, "height": 10}, "layers": [{"id": "a",
          "animations": [{"key": "k", "type": "keyframe", "keyPath": "opacity", "values": [0, 1], "keyTimes": [0]}]}]}
         """, "test.json: layers[0].animations[0].keyTimes: expected 2 (one per value) entries, found 1"),
        ("""
         {"flipbook": 1, "canvas": {"width": 10, "height": 10}, "layers": [{"id": "a"}, {"id": "a"}]}
         """, "test.json: layers[1].id: duplicate layer id \"a\"; ids must be unique"),
        ("""
         {"flipbook": 1, "canvas": {"width": 10, "height": 10}, "layers": [{"id": "box"}],
          "timeline": [{"at": 1, "layer": "bx", "removeAll": true}]}
         """, "test.json: timeline[0].layer: no layer with id \"bx\"; did you mean 'box'?"),
        ("""
         {"flipbook": 1, "canvas": {"width": 10, "height": 10}, "layers": [{"id": "box", "backgroundColor": "#12345"}]}
         """, "test.json: layers[0].backgroundColor: expected a colour"),
        ("""
         {"flipbook": 1, "canvas": {"width": 10, "height": 10}, "layers": [{"id": "box"}],
          "timeline": [{"at": 1, "layer": "box", "set": {"position.y": "10"}, "remove": "k"}]}
         """, "test.json: timeline[0]: expected one action per operation, found remove, set; use \"do\": [ … ] for several"),
    ])
    func errors(json: String, expected: String) {
        let message = failure(json)
        #expect(message?.hasPrefix(expected) == true, "got: \(message ?? "no error")")
    }

    @Test("Values in every spelling: colours, points, transforms, expressions")
    func valueSpellings() throws {
        let scene = try decode("""
            {"flipbook": 1, "canvas": {"width": 10, "height": 10, "background": [0, 0, 0, 0.5]},
             "layers": [{"id": "box", "backgroundColor": "#FF000080", "borderColor": "#0f0",
                         "anchorPoint": {"x": 0, "y": 1}, "transform": [{"scale": 2}, {"rotate": "pi/2"}, {"translate": [5, 0]}]}],
             "timeline": [{"at": 1, "layer": "box", "set": {"position.y": "-pi"}}]}
            """)
        let timeline = try scene.timeline()
        let presentation = timeline.presentation(at: 2)
        let box = try #require(presentation.layer(withID: "box"))
        #expect(box[.backgroundColor] == .color(Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)))
        #expect(box[.borderColor] == .color(Color(red: 0, green: 1, blue: 0)))
        #expect(box[.anchorPoint] == .point(Point(x: 0, y: 1)))
        #expect(near(box.value(at: LayerKeyPath("transform.rotation.z")!).number, .pi / 2))
        #expect(near(box.value(at: LayerKeyPath("transform.scale.x")!).number, 2))
        #expect(near(box.value(at: LayerKeyPath("transform.translation.x")!).number, 5))
        #expect(near(box.value(at: LayerKeyPath("position.y")!).number, -.pi))
        #expect(timeline.canvas.background.alpha == 0.5)
    }

    @Test("The JSON parser keeps order, decodes escapes and refuses what RFC 8259 refuses")
    func jsonParser() throws {
        let value = try JSONParser.parse(Array(#"{"b": [1, -2.5e1, true, null], "a": "\u00e9\ud83d\ude00\n"}"#.utf8))
        #expect(value == .object([
            JSONMember(key: "b", value: .array([.number(1), .number(-25), .bool(true), .null])),
            JSONMember(key: "a", value: .string("é😀\n")),
        ]))
        for bad in ["{\"a\": 1,}", "[01]", "{\"a\": 1, \"a\": 2}", "\"\\x\"", "[1] 2", String(repeating: "[", count: 300)] {
            #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(bad.utf8)) }
        }
    }

    @Test("Number expressions")
    func expressions() throws {
        let parameters = ["period": 5.0]
        #expect(try NumberExpression.evaluate("2*pi", parameters: parameters) == 2 * .pi)
        #expect(try NumberExpression.evaluate("-pi/2 + 1", parameters: parameters) == -.pi / 2 + 1)
        #expect(try NumberExpression.evaluate("($period - 1) * 2e-1", parameters: parameters) == 4 * 0.2)
        #expect(throws: ExpressionError.self) { try NumberExpression.evaluate("1/0", parameters: parameters) }
        #expect(throws: ExpressionError.self) { try NumberExpression.evaluate("2 pi", parameters: parameters) }
        #expect(throws: ExpressionError.self) { try NumberExpression.evaluate("$perod", parameters: parameters) }
    }

    @Test("The JSON schema lists exactly the keys the decoder accepts")
    func schemaMatchesDecoder() throws {
        let url = Self.scenesFolder.deletingLastPathComponent().appendingPathComponent("schema/scene.schema.json")
        let schema = try JSONParser.parse(Array(try Data(contentsOf: url)))
        func keys(_ value: JSONValue, _ path: [String]) -> Set<String> {
            var current = value
            for step in path {
                guard case .object(let members) = current, let next = members.first(where: { $0.key == step }) else { return [] }
                current = next.value
            }
            guard case .object(let members) = current else { return [] }
            return Set(members.map(\.key))
        }
        #expect(keys(schema, ["properties"]) == Set(SceneDecoder.topKeys))
        #expect(keys(schema, ["$defs", "layer", "properties"])
                == Set(SceneDecoder.layerKeys + LayerProperty.allCases.map(\.rawValue)))
        #expect(keys(schema, ["$defs", "animation", "properties"])
                == Set(AnimationDecoder.commonKeys + AnimationDecoder.keysByType.values.flatMap { $0 }))
        #expect(keys(schema, ["$defs", "operation", "properties"]) == Set(SceneDecoder.operationKeys))
        #expect(keys(schema, ["$defs", "scriptOperation", "properties"]) == Set(ScriptDecoder.operationKeys))
        #expect(keys(schema, ["$defs", "animate", "properties"]) == Set(ScriptDecoder.animateKeys))
        #expect(keys(schema, ["$defs", "transaction", "properties"]) == Set(ScriptDecoder.transactionKeys))
        #expect(keys(schema, ["$defs", "animateKeyframes", "properties"]) == Set(ScriptDecoder.keyframesKeys))
        #expect(keys(schema, ["$defs", "animateKeyframes", "properties", "keyframes", "items", "properties"])
                == Set(ScriptDecoder.keyframeKeys))
        #expect(keys(schema, ["properties", "drivers", "items", "properties"]) == Set(InteractionDecoder.driverKeys))
        #expect(keys(schema, ["properties", "triggers", "items", "properties"]) == Set(InteractionDecoder.triggerKeys))
        #expect(keys(schema, ["properties", "machines", "additionalProperties", "properties"])
                == Set(InteractionDecoder.machineKeys))
    }
}

@Suite("Value table")
struct ValueTableTests {
    @Test("CSV written and read back: quotes, commas and line breaks survive")
    func csvRoundTrip() {
        let csv = ValueTable.csv(times: [0, 0.5], columns: ["label.string", "box.opacity"],
                                 rows: [[.text("a, \"b\"\nc"), .number(1)], [.text(""), .number(0.25)]])
        #expect(csv == "t,label.string,box.opacity\n0.000000,\"a, \"\"b\"\"\nc\",1.000000\n0.500000,,0.250000\n")
        #expect(ValueTable.csvRecords(csv) == [["t", "label.string", "box.opacity"],
                                               ["0.000000", "a, \"b\"\nc", "1.000000"], ["0.500000", "", "0.250000"]])
        #expect(ValueTable.csvRecords("a,b\r\n1,2\r\n\r\n") == [["a", "b"], ["1", "2"]])
    }

    @Test("Non-number values split into named parts")
    func parts() {
        #expect(ValueTable.parts(of: .point(Point(x: 1, y: 2))).map(\.suffix) == [".x", ".y"])
        #expect(ValueTable.parts(of: .bool(true)).map(\.cell) == [.number(1)])
        #expect(!ValueTable.isTabular(.path))
    }
}

@Suite("Hostile scenes built in Swift")
struct HostileSwiftSceneTests {
    @Test("A layer added inside itself is refused and the simulation says so")
    func cycle() {
        let scene = Scene(name: "cycle", canvas: Canvas(width: 10, height: 10))
        let outer = Layer(id: "outer")
        let inner = Layer(id: "inner")
        scene.addLayer(outer)
        outer.addSublayer(inner)
        inner.addSublayer(outer)
        inner.addSublayer(inner)
        #expect(inner.sublayers.isEmpty, "the tree stays a tree")
        #expect(throws: SceneError("layer 'outer' cannot be a sublayer of 'inner': it contains 'inner', and a layer tree cannot loop")) {
            try scene.timeline()
        }
    }

    @Test("A completion that animates again forever is cut at the duration, or refused without one")
    func endlessChain() throws {
        func scene(duration: Double?) -> Scene {
            let scene = Scene(name: "chain", canvas: Canvas(width: 10, height: 10), duration: duration)
            let box = Layer(id: "box")
            box.isViewBacked = true
            scene.addLayer(box)
            func swing(_ up: Bool) {
                scene.animate(withDuration: 0.5, animations: { box.changeAsView(LayerKeyPath(.opacity), to: .number(up ? 1 : 0.2)) },
                              completion: { _ in swing(!up) })
            }
            scene.at(0) { swing(false) }
            return scene
        }
        let cut = try scene(duration: 2).timeline()
        #expect(cut.events.filter { $0.kind == .completion }.count == 4, "completions at 0.5, 1, 1.5 and 2 s")
        #expect(cut.completionsAfterEnd == [2.5])
        #expect(throws: SceneError.self) { try scene(duration: nil).timeline() }
    }
}
