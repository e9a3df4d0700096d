import FlipbookScene
import FlipbookTiming

/// A layer's masks (`masksProperties`) as its Core Animation mask: each mask a filled shape
/// (black, its opacity the mask's), combined in order as lottie-ios's Core Animation engine
/// combines them (`MaskCompositionLayer`): add (`a`) and lighten (`l`) are a union, subtract
/// (`s`), intersect (`i`), darken (`d`) and difference (`f`) hold what came before under a mask
/// of their own (the shape inverted for subtract). For opaque masks lighten's maximum is the
/// union and darken's minimum the intersection, as After Effects draws them; difference, which
/// After Effects draws as the masks' exclusive or, lottie-ios draws as an intersection (warned).
/// An inverted mask (`inv`) is the shape cut out of a rectangle far larger than any canvas
/// (even-odd). Expansion (`x`) grows what a mask shows by a stroke of twice its width, and
/// contraction (negative expansion) cuts such a stroke out of it.
struct LottieMasks {
    let context: LottieImportContext
    let animations: LottieAnimationBuilder
    let owner: String
    /// Half the side of the rectangle inverted masks are cut from.
    static let farAway = 1_000_000.0

    func apply(_ masks: [LottieJSON], to layer: Layer) {
        var combined: Layer?
        for mask in masks {
            let mode = mask["mode"]?.string ?? "a"
            guard mode != "n" else { continue }
            let inverted = mask["inv"]?.isTrue ?? false
            switch mode {
            case "a", "l":
                let shape = self.shape(mask, inverted: inverted)
                if let current = combined {
                    current.addSublayer(shape)
                } else {
                    combined = holder(shape)
                }
            case "s", "i", "d", "f":
                if mode == "f" { context.warn("\(owner): mask mode difference is drawn as intersect, as lottie-ios draws it") }
                let shape = self.shape(mask, inverted: mode == "s" ? !inverted : inverted, subtracts: mode == "s")
                if let current = combined {
                    let outer = holder(current)
                    current.setMask(holder(shape))
                    combined = outer
                } else {
                    // Subtracting from nothing leaves the shape's outside; intersecting, the shape.
                    combined = holder(shape)
                }
            default:
                context.warn("\(owner): mask mode \"\(mode)\" is not one of Lottie's (a, s, i, l, d, f, n); drawn as add")
                let shape = self.shape(mask, inverted: inverted)
                if let current = combined { current.addSublayer(shape) } else { combined = holder(shape) }
            }
        }
        if let combined { layer.setMask(combined) }
    }

    private func holder(_ sublayer: Layer) -> Layer {
        let holder = context.makeLayer(named: "\(owner) (mask)")
        holder[.bounds] = .rect(.zero)
        holder.addSublayer(sublayer)
        return holder
    }

    /// The mask's shape as a filled layer; a subtracting mask's arrives inverted, what it
    /// removes being the shape.
    private func shape(_ mask: LottieJSON, inverted: Bool, subtracts: Bool = false) -> Layer {
        let layer = context.makeLayer(named: "\(owner)/\(mask["nm"]?.string ?? "mask")", kind: .shape)
        layer[.bounds] = .rect(.zero)
        layer[.fillColor] = .color(.black)
        let path = LottieAnimatable(mask["pt"]) { LottieGeometry.numbers(ofShape: $0) }
        if path?.expression != nil { context.noteExpressions(["pt"], in: "\(owner) mask") }
        func value(at frame: Double) -> AnimationValue {
            var shape = LottieGeometry.path(fromShapeNumbers: path?.value(at: frame) ?? [])
            if inverted {
                var outside = BezierPath.rect(Rect(x: -Self.farAway, y: -Self.farAway, width: 2 * Self.farAway, height: 2 * Self.farAway))
                outside.addPath(shape)
                shape = outside
            }
            return .path(shape)
        }
        setPath(of: path, on: layer, value)
        if inverted { layer[.fillRule] = .string("even-odd") }
        if let opacity = LottieAnimatable(mask["o"]) {
            animations.apply(opacity, to: layer, at: LayerKeyPath(.opacity)) { .number(min(max(($0.first ?? 100) / 100, 0), 1)) }
        }
        if let expansion = LottieAnimatable(mask["x"]), expansion.keyframes.contains(where: { ($0.value.first ?? 0) != 0 }) {
            // A subtracting mask's expansion grows what it removes, which is what this layer hides.
            expand(layer, by: subtracts ? expansion.negated : expansion, path: path)
        }
        return layer
    }

    /// Grows or shrinks what the mask shows by `expansion` points at every edge: a stroke twice
    /// as wide (round joins) added to the layer grows it; the same stroke as an inverted mask of
    /// the layer shrinks it. An inverted mask's expansion grows what it shows too (its hole
    /// shrinks), as lottie-web and ThorVG draw it.
    private func expand(_ layer: Layer, by expansion: LottieAnimatable, path: LottieAnimatable?) {
        let values = expansion.keyframes.map { $0.value.first ?? 0 }
        if values.contains(where: { $0 > 0 }) {
            layer[.strokeColor] = .color(.black)
            layer[.lineJoin] = .string("round")
            animations.apply(expansion, to: layer, at: LayerKeyPath(.lineWidth)) { .number(2 * max($0.first ?? 0, 0)) }
        }
        guard values.contains(where: { $0 < 0 }) else { return }
        let band = context.makeLayer(named: "\(owner) (mask contraction)", kind: .shape)
        band[.bounds] = .rect(.zero)
        band[.fillColor] = .color(.clear)
        band[.strokeColor] = .color(.black)
        band[.lineJoin] = .string("round")
        setPath(of: path, on: band) { .path(LottieGeometry.path(fromShapeNumbers: path?.value(at: $0) ?? [])) }
        animations.apply(expansion, to: band, at: LayerKeyPath(.lineWidth)) { .number(2 * max(-($0.first ?? 0), 0)) }
        layer.setMask(band)
        layer[.maskMode] = .string("alphaInverted")
    }

    /// Sets the layer's path to `value(frame)`, sampled at every frame while the mask's path moves.
    private func setPath(of path: LottieAnimatable?, on layer: Layer, _ value: (Double) -> AnimationValue) {
        if let path, path.isAnimated {
            animations.sampled(from: path.keyframes[0].frame, to: path.keyframes[path.keyframes.count - 1].frame,
                               on: layer, at: LayerKeyPath(.path), value)
        } else {
            layer[.path] = value(0)
        }
    }
}
