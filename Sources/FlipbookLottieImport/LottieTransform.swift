import FlipbookScene
import FlipbookTiming

/// A Lottie transform (a layer's `ks`, a group's `tr`) as a layer's geometry, the way Core
/// Animation composes it: the layer has empty bounds whose origin is the anchor (so the anchor
/// is what lands on `position`), `transform.scale.x`/`.y` and `transform.rotation.z` turn and
/// scale about it, scale first, and `opacity` fades the layer with what it holds. Lottie's
/// order is the same: minus the anchor, scale, rotate, plus the position.
struct LottieTransform {
    let anchor: LottieAnimatable?
    let position: LottieAnimatable?
    /// A position given as separate x and y (`"p": {"s": true, "x": …, "y": …}`).
    let positionX: LottieAnimatable?, positionY: LottieAnimatable?
    let scale: LottieAnimatable?
    let rotation: LottieAnimatable?
    let opacity: LottieAnimatable?
    let skew: LottieAnimatable?

    init(_ json: LottieJSON) {
        anchor = LottieAnimatable(json["a"])
        if let position = json["p"], position["s"]?.isTrue == true {
            positionX = LottieAnimatable(position["x"])
            positionY = LottieAnimatable(position["y"])
            self.position = nil
        } else {
            position = LottieAnimatable(json["p"])
            positionX = nil
            positionY = nil
        }
        scale = LottieAnimatable(json["s"])
        rotation = LottieAnimatable(json["r"]) ?? LottieAnimatable(json["rz"])
        opacity = LottieAnimatable(json["o"])
        skew = LottieAnimatable(json["sk"])
    }

    /// The properties that hold expressions, by their Lottie key.
    var expressions: [String] {
        [("a", anchor), ("p", position), ("p.x", positionX), ("p.y", positionY), ("s", scale), ("r", rotation),
         ("o", opacity), ("sk", skew)].compactMap { $0.1?.expression == nil ? nil : $0.0 }
    }

    /// Whether it skews somewhere (drawn without the skew).
    var skews: Bool { skew?.keyframes.contains { ($0.value.first ?? 0) != 0 } ?? false }

    /// Gives `layer` this transform; opacity too unless `opacity` is false (a parent's
    /// transform, which children follow without its opacity). A layer that `orients` turns
    /// along its motion (Lottie's auto-orient, Core Animation's `rotationMode` auto).
    func apply(to layer: Layer, with builder: LottieAnimationBuilder, opacity includeOpacity: Bool = true, orients: Bool = false) {
        layer[.bounds] = .rect(.zero)
        if let anchor {
            builder.apply(anchor, to: layer, at: LayerKeyPath(.bounds)) { value in
                .rect(Rect(x: value.first ?? 0, y: value.dropFirst().first ?? 0, width: 0, height: 0))
            }
        }
        if let position, let path = builder.positionPath(position, orients: orients) {
            layer[.position] = .point(Self.point(position.first))
            layer.add(path, forKey: "lottie.position")
        } else if let position {
            if position.easesPerDimension {
                builder.apply(position, to: layer, at: LayerKeyPath("position.x")!, dimension: 0) { .number($0.first ?? 0) }
                builder.apply(position, to: layer, at: LayerKeyPath("position.y")!, dimension: 1) { .number($0.dropFirst().first ?? 0) }
            } else {
                builder.apply(position, to: layer, at: LayerKeyPath(.position)) { .point(Self.point($0)) }
            }
        } else {
            if let positionX { builder.apply(positionX, to: layer, at: LayerKeyPath("position.x")!) { .number($0.first ?? 0) } }
            if let positionY { builder.apply(positionY, to: layer, at: LayerKeyPath("position.y")!) { .number($0.first ?? 0) } }
        }
        if let scale {
            builder.apply(scale, to: layer, at: LayerKeyPath("transform.scale.x")!, dimension: 0) { .number(($0.first ?? 100) / 100) }
            builder.apply(scale, to: layer, at: LayerKeyPath("transform.scale.y")!, dimension: 1) {
                .number(($0.dropFirst().first ?? $0.first ?? 100) / 100)
            }
        }
        if let rotation {
            builder.apply(rotation, to: layer, at: LayerKeyPath("transform.rotation.z")!) { .number(($0.first ?? 0) * .pi / 180) }
        }
        if includeOpacity, let opacity {
            builder.apply(opacity, to: layer, at: LayerKeyPath(.opacity)) { .number(min(max(($0.first ?? 100) / 100, 0), 1)) }
        }
    }

    static func point(_ value: [Double]) -> Point { Point(x: value.first ?? 0, y: value.dropFirst().first ?? 0) }
}
