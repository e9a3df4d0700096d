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
    /// A replicator's copies after the first: copy k (1…instanceCount − 1) holds its sublayers as
    /// they are `k × instanceDelay` earlier. Empty for other layers.
    public let instances: [[PresentationLayer]]
    /// A `CATransition` under way on the layer, with its old look.
    public let transition: PresentationTransition?
    /// The mask, if any (stored as a list of at most one: a struct cannot hold itself).
    private let masks: [PresentationLayer]

    init(id: String, kind: LayerKind, values: [LayerProperty: AnimationValue], sublayers: [PresentationLayer],
         instances: [[PresentationLayer]] = [], transition: PresentationTransition? = nil, mask: PresentationLayer? = nil) {
        self.id = id
        self.kind = kind
        self.values = values
        self.sublayers = sublayers
        self.instances = instances
        self.transition = transition
        masks = mask.map { [$0] } ?? []
    }

    /// The layer whose alpha masks this one (`CALayer.mask`), in this layer's bounds coordinates.
    public var mask: PresentationLayer? { masks.first }

    /// The same layer without its transition (its new look alone).
    public var withoutTransition: PresentationLayer {
        PresentationLayer(id: id, kind: kind, values: values, sublayers: sublayers, instances: instances, mask: mask)
    }

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

    /// The copy count of a replicator (1 for any other layer): a whole number ≥ 0. Apple counts
    /// the source among the copies ("the number of copies to create, including the source
    /// layers"), so 0 draws nothing. An animated count between whole numbers is rounded down, as
    /// an `NSInteger` property takes it; a count within a billionth below a whole number is that
    /// number (a keyframe's own value, reached at its time through floating-point error).
    public var instanceCount: Int {
        guard kind == .replicator, case .number(let count) = self[.instanceCount], count.isFinite else { return 1 }
        return max(Int(min(count + 1e-9, 10_000).rounded(.down)), 0)
    }

    /// The most a replicator's copy may be scaled, along its longest axis, and still be drawn:
    /// a million times. Past it a point-sized sublayer spans more than Cairo's coordinates hold
    /// (24.8 fixed point: ±8 388 608 device pixels), so no picture of it can be right, and
    /// stroking it costs time and memory without bound (a Lottie repeater that widens each copy
    /// 9× took 1 s and 246 MB a frame, for a blank picture). Such copies are not drawn; the
    /// Lottie importer warns of repeaters that reach it.
    public static let maximumCopyScale = 1_000_000.0

    /// Whether this layer or one below it is a replicator, shows a transition, is seen in
    /// perspective or blurs its backdrop or its drawing: what a renderer draws in full rather
    /// than from its previous frame.
    public var needsFullRedraw: Bool {
        kind == .replicator || transition != nil || mask != nil || isProjected || self[.sublayerTransform] != .transform(.identity)
            || self[.backdropBlur] != .number(0) || self[.contentBlur] != .number(0)
            || sublayers.contains { $0.needsFullRedraw }
    }

    /// Whether the layer's transform maps its plane with perspective (a 3-D turn seen through
    /// `m34`): then its picture is a projective, not an affine, image of its bounds.
    public var isProjected: Bool {
        let t = planeTransform
        return t.m14 != 0 || t.m24 != 0 || t.m44 != 1
    }

    /// The transform as it acts on the layer's plane (z = 0): Core Animation turns the layer
    /// about (anchor, `anchorPointZ`), so the plane's points enter at z = −anchorPointZ; that
    /// z's share of the transform is folded into the translation row. Equal to `transform`
    /// when `anchorPointZ` is 0.
    public var planeTransform: Transform3D {
        guard case .transform(var t) = self[.transform] else { return .identity }
        guard case .number(let z) = self[.anchorPointZ], z != 0 else { return t }
        t.m41 -= z * t.m31
        t.m42 -= z * t.m32
        t.m43 -= z * t.m33
        t.m44 -= z * t.m34
        return t
    }

    /// The same layer with another transform and position (a sublayer seen through its
    /// parent's `sublayerTransform`).
    public func placed(transform: Transform3D, position: Point) -> PresentationLayer {
        var placed = values
        placed[.transform] = .transform(transform)
        placed[.position] = .point(position)
        placed[.anchorPointZ] = nil  // folded into the transform given (`planeTransform`)
        return PresentationLayer(id: id, kind: kind, values: placed, sublayers: sublayers, instances: instances,
                                 transition: transition, mask: mask)
    }

    /// The same layer placed as `values` place it (position, anchor point, transform and
    /// depth), drawing what it draws: a transition's old picture where the layer is now.
    func placed(like values: [LayerProperty: AnimationValue]) -> PresentationLayer {
        var placed = self.values
        for property in [LayerProperty.position, .anchorPoint, .transform, .zPosition, .anchorPointZ] {
            placed[property] = values[property]
        }
        return PresentationLayer(id: id, kind: kind, values: placed, sublayers: sublayers, instances: instances,
                                 transition: transition, mask: mask)
    }

    /// The same layer placed with its bounds' origin at the parent's origin, untransformed:
    /// how a renderer draws it into its own picture before projecting that picture.
    public func placedAtOrigin() -> PresentationLayer {
        var placed = values
        guard case .rect(let bounds) = self[.bounds], case .point(let anchor) = self[.anchorPoint] else { return self }
        placed[.transform] = .transform(.identity)
        placed[.position] = .point(Point(x: anchor.x * bounds.size.width, y: anchor.y * bounds.size.height))
        return PresentationLayer(id: id, kind: kind, values: placed, sublayers: sublayers, instances: instances, mask: mask)
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
                if let found = search(layer.mask.map { [$0] + layer.sublayers } ?? layer.sublayers) { return found }
            }
            return nil
        }
        return search(layers)
    }
}

extension PresentationTree {
    /// The tree with only the layer `id` (and its sublayers) drawn, where it is in the full
    /// tree: its ancestors keep what places, hides, fades, clips and masks it, but draw nothing of their
    /// own, and every other layer is gone. Nil when no layer has that id. (Onion skins draw a
    /// layer's ghosts this way.)
    public func isolating(_ id: String) -> PresentationTree? {
        func path(in layers: [PresentationLayer]) -> PresentationLayer? {
            for layer in layers {
                if layer.id == id { return layer }
                if let found = path(in: layer.sublayers) {
                    let kept = layer.values.filter { Self.placing.contains($0.key) }
                    return PresentationLayer(id: layer.id, kind: .layer, values: kept, sublayers: [found], mask: layer.mask)
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
                PresentationLayer(id: $0.id, kind: $0.kind, values: $0.values, sublayers: without($0.sublayers),
                                  instances: $0.instances.map(without), transition: $0.transition,
                                  mask: $0.mask.flatMap { without([$0]).first })
            }
        }
        return PresentationTree(time: time, canvas: canvas, layers: without(layers))
    }

    /// What an ancestor contributes to where and how its sublayers show.
    private static let placing: Set<LayerProperty> = [
        .position, .bounds, .anchorPoint, .transform, .opacity, .hidden, .zPosition, .masksToBounds, .cornerRadius,
    ]
}
