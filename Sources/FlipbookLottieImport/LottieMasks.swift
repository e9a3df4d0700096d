import FlipbookScene
import FlipbookTiming

/// A layer's masks (`masksProperties`) as its Core Animation mask: each mask a filled shape
/// (black, its opacity the mask's), combined in order as Lottie combines them: add (`a`) is a
/// union, subtract (`s`) and intersect (`i`) hold what came before under a mask of their own
/// (the shape inverted for subtract). An inverted mask (`inv`) is the shape cut out of a
/// rectangle far larger than any canvas (even-odd). Expansion (`x`) over 0 strokes the shape
/// with twice its width.
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
            case "a":
                let shape = self.shape(mask, inverted: inverted)
                if let current = combined {
                    current.addSublayer(shape)
                } else {
                    combined = holder(shape)
                }
            case "s", "i":
                let shape = self.shape(mask, inverted: mode == "s" ? !inverted : inverted)
                if let current = combined {
                    let outer = holder(current)
                    current.setMask(holder(shape))
                    combined = outer
                } else {
                    // Subtracting from nothing leaves the shape's outside; intersecting, the shape.
                    combined = holder(shape)
                }
            default:
                context.warn("\(owner): mask mode \"\(mode)\" is drawn as add")
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

    private func shape(_ mask: LottieJSON, inverted: Bool) -> Layer {
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
        if let path, path.isAnimated {
            animations.sampled(from: path.keyframes[0].frame, to: path.keyframes[path.keyframes.count - 1].frame,
                                       on: layer, at: LayerKeyPath(.path), value)
        } else {
            layer[.path] = value(at: 0)
        }
        if inverted { layer[.fillRule] = .string("even-odd") }
        if let opacity = LottieAnimatable(mask["o"]) {
            animations.apply(opacity, to: layer, at: LayerKeyPath(.opacity)) { .number(min(max(($0.first ?? 100) / 100, 0), 1)) }
        }
        if let expansion = LottieAnimatable(mask["x"]), expansion.keyframes.contains(where: { ($0.value.first ?? 0) != 0 }) {
            if expansion.keyframes.allSatisfy({ ($0.value.first ?? 0) >= 0 }) && !inverted {
                layer[.strokeColor] = .color(.black)
                layer[.lineJoin] = .string("round")
                animations.apply(expansion, to: layer, at: LayerKeyPath(.lineWidth)) { .number(2 * ($0.first ?? 0)) }
            } else {
                context.warn("\(owner): mask contraction (negative expansion) is not drawn")
            }
        }
        return layer
    }
}
