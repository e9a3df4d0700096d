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
    /// Skew (`sk`, degrees) along an axis (`sa`, degrees from x).
    let skew: LottieAnimatable?, skewAxis: LottieAnimatable?
    /// A 3-D layer's (`ddd`) turns about x and y (`rx`, `ry`), in degrees; nil for a flat layer.
    let rotationX: LottieAnimatable?, rotationY: LottieAnimatable?
    /// A 3-D layer's orientation (`or`), nil for a flat layer.
    let orientation: LottieAnimatable?

    /// The transform `json` of a layer that is 3-D (`ddd`) or flat.
    init(_ json: LottieJSON, threeD: Bool = false) {
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
        skewAxis = LottieAnimatable(json["sa"])
        rotationX = threeD ? LottieAnimatable(json["rx"]) : nil
        rotationY = threeD ? LottieAnimatable(json["ry"]) : nil
        orientation = threeD ? LottieAnimatable(json["or"]) : nil
    }

    /// Whether a 3-D layer has an orientation (`or`): warned, not drawn, as rlottie (which reads
    /// only `rx`, `ry` and `rz`) does not draw it.
    var isOriented: Bool { orientation?.keyframes.contains { $0.value.contains { $0.truncatingRemainder(dividingBy: 360) != 0 } } ?? false }

    /// Whether a 3-D layer turns out of the plane somewhere (`rx` or `ry`).
    ///
    /// lottie-ios, the device's player, turns it with `CATransform3DRotate` about x and y and no
    /// perspective (its `CATransform3D.makeTransform` sets no `m34`), so the turn is seen flat:
    /// a square turned 60° about y is half as wide and as tall at both edges. ThorVG and
    /// lottie-web's SVG renderer draw it so too; rlottie alone sees it from 1024 points.
    private var turnsInDepth: Bool {
        [rotationX, rotationY].contains { turn in
            guard let turn else { return false }
            return turn.isAnimated || (turn.first.first ?? 0).truncatingRemainder(dividingBy: 360) != 0
        }
    }

    /// The properties that hold expressions, by their Lottie key.
    var expressions: [String] {
        [("a", anchor), ("p", position), ("p.x", positionX), ("p.y", positionY), ("s", scale), ("r", rotation),
         ("o", opacity), ("sk", skew), ("sa", skewAxis)].compactMap { $0.1?.expression == nil ? nil : $0.0 }
    }

    /// Whether it skews somewhere: then scale, skew and rotation are one sampled `transform`.
    var skews: Bool { skew?.keyframes.contains { ($0.value.first ?? 0) != 0 } ?? false }

    /// Whether the transform is set whole (`applyWhole`) rather than by its components.
    private var isSetWhole: Bool { skews || turnsInDepth }

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
            builder.apply(position, to: layer, at: LayerKeyPath(.position)) { .point(Self.point($0)) }
        } else {
            if let positionX { builder.apply(positionX, to: layer, at: LayerKeyPath("position.x")!) { .number($0.first ?? 0) } }
            if let positionY { builder.apply(positionY, to: layer, at: LayerKeyPath("position.y")!) { .number($0.first ?? 0) } }
        }
        if isSetWhole {
            applyWhole(to: layer, with: builder)
        } else if let scale {
            builder.apply(scale, to: layer, at: LayerKeyPath("transform.scale.x")!) { .number(($0.first ?? 100) / 100) }
            builder.apply(scale, to: layer, at: LayerKeyPath("transform.scale.y")!) {
                .number(($0.dropFirst().first ?? $0.first ?? 100) / 100)
            }
        }
        if let rotation, !isSetWhole {
            builder.apply(rotation, to: layer, at: LayerKeyPath("transform.rotation.z")!) { .number(($0.first ?? 0) * .pi / 180) }
        }
        if includeOpacity, let opacity {
            builder.apply(opacity, to: layer, at: LayerKeyPath(.opacity)) { .number(min(max(($0.first ?? 100) / 100, 0), 1)) }
        }
    }

    /// The whole transform at a frame, as a matrix: minus the anchor, scale, skew, rotation,
    /// plus the position (for what is drawn once, such as a glyph's groups).
    func matrix(at frame: Double) -> Transform2D {
        let positionValue = position?.value(at: frame) ?? [positionX?.value(at: frame).first ?? 0, positionY?.value(at: frame).first ?? 0]
        return linearPart(at: frame, anchor: Self.point(anchor?.value(at: frame) ?? [0, 0]), position: Self.point(positionValue))
    }

    /// Scale, skew, rotation and a 3-D layer's turns at a frame, about the anchor, as lottie-ios's
    /// `CATransform3D.makeTransform` composes them: scale, skew and the turn about z first, then
    /// the turn about y, then about x (each `CATransform3DRotate` by the document's angle).
    private func wholeTransform(at frame: Double) -> Transform3D {
        var transform = Transform3D(linearPart(at: frame))
        if let rotationY {
            transform = transform.concatenating(Transform3D(rotationAngle: (rotationY.value(at: frame).first ?? 0) * .pi / 180, x: 0, y: 1, z: 0))
        }
        if let rotationX {
            transform = transform.concatenating(Transform3D(rotationAngle: (rotationX.value(at: frame).first ?? 0) * .pi / 180, x: 1, y: 0, z: 0))
        }
        return transform
    }

    /// Scale, skew and rotation at a frame (and the anchor and position given).
    private func linearPart(at frame: Double, anchor: Point = .zero, position: Point = .zero) -> Transform2D {
        let scaled = scale?.value(at: frame) ?? [100, 100]
        return Transform2D.lottie(anchor: anchor, position: position,
                                  scale: Point(x: scaled.first ?? 100, y: scaled.dropFirst().first ?? scaled.first ?? 100),
                                  rotation: rotation?.value(at: frame).first ?? 0,
                                  skew: skew?.value(at: frame).first ?? 0, skewAxis: skewAxis?.value(at: frame).first ?? 0)
    }

    /// Scale, skew, rotation and turns of a layer that skews or turns in depth, as its whole
    /// `transform`: Core Animation's components have no skew, and they compose 3-D turns x
    /// first where lottie-ios turns z first, so the whole matrix is set, or sampled at every
    /// frame from the first keyframe of its parts to the last.
    private func applyWhole(to layer: Layer, with builder: LottieAnimationBuilder) {
        let parts = [scale, rotation, skew, skewAxis, rotationX, rotationY].compactMap { $0 }.filter(\.isAnimated)
        let first = parts.compactMap { $0.keyframes.first?.frame }.min() ?? 0
        let last = parts.compactMap { $0.keyframes.last?.frame }.max() ?? first
        builder.sampled(from: first, to: last, on: layer, at: LayerKeyPath(.transform)) { .transform(wholeTransform(at: $0)) }
    }

    static func point(_ value: [Double]) -> Point { Point(x: value.first ?? 0, y: value.dropFirst().first ?? 0) }
}
