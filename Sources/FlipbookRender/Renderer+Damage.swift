import CCairo
import FlipbookScene

/// What changed between the frame a renderer drew last and the one it is asked for.
struct Damage {
    /// The new tree, measured (unchanged subtrees keep their old measurements).
    let layers: [DrawnLayer]
    /// The pixels to redraw: where changed layers were and where they are now.
    let box: PixelBox
}

extension Renderer {
    /// Compares the new top-level layers (back to front) with the last frame's. A layer whose
    /// own values are unchanged is looked into; a changed one damages its old and new boxes
    /// with all its sublayers. The context's matrix is the canvas scale; it is left as found.
    func damage(from previous: [DrawnLayer], to layers: [PresentationLayer], in context: OpaquePointer) -> Damage {
        guard previous.map(\.layer.id) == layers.map(\.id) else {
            // Layers came, went or changed places: redraw wherever anything was or is.
            let measured = layers.map { measure($0, in: context) }
            let box = (previous + measured).reduce(PixelBox.empty) { $0.union($1.box) }
            return Damage(layers: measured, box: box)
        }
        var box = PixelBox.empty
        let tracked = zip(previous, layers).map { old, new in track(new, previous: old, damage: &box, in: context) }
        return Damage(layers: tracked, box: box)
    }

    /// The layer measured again where it changed, adding what changed to `damage`.
    private func track(_ layer: PresentationLayer, previous: DrawnLayer, damage: inout PixelBox,
                       in context: OpaquePointer) -> DrawnLayer {
        let sublayers = Self.zOrdered(layer.sublayers)
        // A layer that draws nothing keeps no sublayers, so their ids differ unless it has none.
        guard previous.layer.hasSameOwnValues(as: layer), previous.sublayers.map(\.layer.id) == sublayers.map(\.id) else {
            let measured = measure(layer, in: context)
            damage = damage.union(previous.box).union(measured.box)
            return measured
        }
        guard !sublayers.isEmpty else { return previous.with(layer, box: previous.box, sublayers: []) }
        cairo_save(context)
        // Same values as when it was measured, so the transform is invertible now too.
        _ = enterBounds(of: layer, in: context)
        var changed = PixelBox.empty
        let tracked = zip(previous.sublayers, sublayers).map { old, new in track(new, previous: old, damage: &changed, in: context) }
        let box = subtreeBox(layer, ownBox: previous.ownBox, sublayers: tracked, in: context)
        cairo_restore(context)
        damage = damage.union(changed)
        // A shadow cast by what the layer and its sublayers draw changes with them: all of it.
        if !changed.isEmpty, castsShadow(layer), layer.path(.shadowPath).elements.isEmpty {
            let measured = measure(layer, in: context)
            damage = damage.union(previous.box).union(measured.box)
            return measured
        }
        return previous.with(layer, box: box, sublayers: tracked)
    }
}
