import FlipbookTiming

/// One layer as it appears at an instant (`CALayer.presentation()`).
public struct PresentationLayer: Sendable {
    /// The layer's id.
    public let id: String
    /// What it draws.
    public let kind: LayerKind
    /// Property values that differ from defaults or are animated.
    let values: [LayerProperty: AnimationValue]
    /// Sublayers, back to front.
    public let sublayers: [PresentationLayer]

    /// The value of a property (its default when never set).
    public subscript(property: LayerProperty) -> AnimationValue {
        values[property] ?? property.defaultValue
    }

    /// The value at a key path.
    public func value(at keyPath: LayerKeyPath) -> AnimationValue {
        keyPath.read(from: self[keyPath.property])
    }

    /// Whether `other` is the same layer with the same values of its own, sublayers aside
    /// (what a renderer that keeps the previous frame asks to find what changed).
    public func hasSameOwnValues(as other: PresentationLayer) -> Bool {
        id == other.id && kind == other.kind && values == other.values
    }
}

/// Every layer as it appears at one scene time.
public struct PresentationTree: Sendable {
    /// The scene time.
    public let time: Double
    /// The drawing area.
    public let canvas: Canvas
    /// Top-level layers, back to front.
    public let layers: [PresentationLayer]

    /// The layer with an id, anywhere in the tree.
    public func layer(withID id: String) -> PresentationLayer? {
        func search(_ layers: [PresentationLayer]) -> PresentationLayer? {
            for layer in layers {
                if layer.id == id { return layer }
                if let found = search(layer.sublayers) { return found }
            }
            return nil
        }
        return search(layers)
    }
}

extension PresentationTree {
    /// The tree with only the layer `id` (and its sublayers) drawn, where it is in the full
    /// tree: its ancestors keep what places, hides, fades and clips it, but draw nothing of their
    /// own, and every other layer is gone. Nil when no layer has that id. (Onion skins draw a
    /// layer's ghosts this way.)
    public func isolating(_ id: String) -> PresentationTree? {
        func path(in layers: [PresentationLayer]) -> PresentationLayer? {
            for layer in layers {
                if layer.id == id { return layer }
                if let found = path(in: layer.sublayers) {
                    let kept = layer.values.filter { Self.placing.contains($0.key) }
                    return PresentationLayer(id: layer.id, kind: .layer, values: kept, sublayers: [found])
                }
            }
            return nil
        }
        return path(in: layers).map { PresentationTree(time: time, canvas: canvas, layers: [$0]) }
    }

    /// The tree without the layer `id` and its sublayers.
    public func removing(_ id: String) -> PresentationTree {
        func without(_ layers: [PresentationLayer]) -> [PresentationLayer] {
            layers.filter { $0.id != id }.map {
                PresentationLayer(id: $0.id, kind: $0.kind, values: $0.values, sublayers: without($0.sublayers))
            }
        }
        return PresentationTree(time: time, canvas: canvas, layers: without(layers))
    }

    /// What an ancestor contributes to where and how its sublayers show.
    private static let placing: Set<LayerProperty> = [
        .position, .bounds, .anchorPoint, .transform, .opacity, .hidden, .zPosition, .masksToBounds, .cornerRadius,
    ]
}
