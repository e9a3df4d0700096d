import Testing
import FlipbookScene
import FlipbookTiming

/// The spinner seed scene built in Swift (the JSON file must give the same timeline).
func makeSpinnerScene() -> Scene {
    let scene = Scene(name: "spinner", canvas: Canvas(width: 120, height: 120), duration: 6.5)
    let spinner = Layer(id: "spinner", kind: .shape)
    spinner.position = Point(x: 60, y: 60)
    spinner.bounds = Rect(x: 0, y: 0, width: 36, height: 36)
    spinner[.path] = .path(.ellipse(in: Rect(x: 2, y: 2, width: 32, height: 32)))
    spinner[.fillColor] = .color(.clear)
    spinner[.strokeColor] = .color(Color(red8: 0x8E, green8: 0x8E, blue8: 0x93))
    spinner[.lineWidth] = .number(4)
    spinner[.lineCap] = .string("round")
    spinner[.strokeEnd] = .number(0.75)
    scene.addLayer(spinner)
    var rotation = Animation.basic(LayerKeyPath("transform.rotation")!, to: .number(2 * .pi))
    rotation.duration = 5
    rotation.repeatCount = MediaTiming.repeatForever
    scene.at(0) {
        if spinner.animation(forKey: "lnj") == nil { spinner.add(rotation, forKey: "lnj") }
    }
    scene.at(0.5) {
        if spinner.animation(forKey: "lnj") == nil { spinner.add(rotation, forKey: "lnj") }
    }
    scene.at(6) { spinner.removeAllAnimations() }
    return scene
}

/// A one-layer scene with a single animation under key "a", added at time 0.
func makeTimeline(with animation: Animation, setup: (Layer) -> Void = { _ in }) throws -> Timeline {
    let scene = Scene(name: "test", canvas: Canvas(width: 100, height: 100), duration: 10)
    let layer = Layer(id: "box")
    setup(layer)
    scene.addLayer(layer)
    scene.at(0) { layer.add(animation, forKey: "a") }
    return try scene.timeline()
}

extension Timeline {
    /// A number at a key path of layer "box" (or another layer).
    func number(_ keyPath: String, at time: Double, layer: String = "box") -> Double? {
        value(ofLayer: layer, at: LayerKeyPath(keyPath)!, time: time)?.number
    }
}

/// |a − b| ≤ tolerance, false for nil.
func near(_ value: Double?, _ expected: Double, _ tolerance: Double = 1e-9) -> Bool {
    guard let value else { return false }
    return abs(value - expected) <= tolerance
}

/// Checks that two timelines agree: the same events, layers and every property of every layer
/// at every 0.05 s step over the duration.
func expectEquivalent(_ file: Timeline, _ swift: Timeline, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(file.events.map(\.description) == swift.events.map(\.description), sourceLocation: sourceLocation)
    #expect(file.layerIDs == swift.layerIDs, sourceLocation: sourceLocation)
    #expect(file.canvas == swift.canvas && file.duration == swift.duration && file.name == swift.name,
            sourceLocation: sourceLocation)
    var mismatches: [String] = []
    for step in 0...Int((file.duration * 20).rounded()) {
        let time = Double(step) * 0.05
        let a = file.presentation(at: time)
        let b = swift.presentation(at: time)
        #expect(a.layers.map(\.id) == b.layers.map(\.id), "tree at \(time)", sourceLocation: sourceLocation)
        for id in file.layerIDs {
            for property in LayerProperty.allCases where a.layer(withID: id)?[property] != b.layer(withID: id)?[property] {
                mismatches.append("\(id).\(property) at \(time)")
            }
        }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))", sourceLocation: sourceLocation)
}
