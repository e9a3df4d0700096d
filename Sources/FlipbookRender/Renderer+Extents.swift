import CCairo
import FlipbookScene
import FlipbookTiming

/// A layer as the renderer last drew it: its values, the device pixels it and its sublayers
/// may touch, and its sublayers back to front. Boxes are conservative (rounded out, padded
/// for anti-aliasing), so a subtree whose box misses a region draws nothing inside it.
struct DrawnLayer {
    let layer: PresentationLayer
    /// What the layer itself may touch: shadow, background, contents, shape, text, border.
    let ownBox: PixelBox
    /// `ownBox` with the sublayers' boxes (clipped to the bounds when the layer masks).
    let box: PixelBox
    /// Pixels that must be redrawn all together or not at all: the layer's own drawing and
    /// mask when they are not axis-aligned rectangles (a rounded corner, a path, a rotation).
    /// Cairo clips such shapes by cutting their edges at the clip, which can move an
    /// anti-aliased pixel by a level or two; rectangles, glyphs and images it clips exactly.
    let fragileBox: PixelBox
    /// Empty when the layer draws nothing (hidden, transparent, or a singular transform).
    let sublayers: [DrawnLayer]

    /// A layer that draws nothing.
    static func invisible(_ layer: PresentationLayer) -> DrawnLayer {
        DrawnLayer(layer: layer, ownBox: .empty, box: .empty, fragileBox: .empty, sublayers: [])
    }

    /// A tree that claims every pixel, for drawing without measuring.
    static func unmeasured(_ layer: PresentationLayer) -> DrawnLayer {
        DrawnLayer(layer: layer, ownBox: .everything, box: .everything, fragileBox: .empty,
                   sublayers: Renderer.zOrdered(layer.sublayers).map(unmeasured))
    }

    /// The same measurements with new values and sublayers (for a layer whose own values did
    /// not change).
    func with(_ layer: PresentationLayer, box: PixelBox, sublayers: [DrawnLayer]) -> DrawnLayer {
        DrawnLayer(layer: layer, ownBox: ownBox, box: box, fragileBox: fragileBox, sublayers: sublayers)
    }

    /// `box` grown until no fragile drawing it touches is cut by it.
    static func wholeFragileDrawing(around box: PixelBox, in layers: [DrawnLayer]) -> PixelBox {
        var grown = box
        func grow(_ layers: [DrawnLayer]) {
            for layer in layers where layer.box.intersects(grown) {
                if layer.fragileBox.intersects(grown) { grown = grown.union(layer.fragileBox) }
                grow(layer.sublayers)
            }
        }
        while true {
            let before = grown
            grow(layers)
            if grown == before { return grown }
        }
    }
}

extension Renderer {
    /// Measures a layer and its sublayers under the context's current matrix (the parent's
    /// bounds coordinates, as `draw` expects). Nothing is drawn; the context is left as found.
    func measure(_ layer: PresentationLayer, in context: OpaquePointer) -> DrawnLayer {
        guard Self.visibleOpacity(of: layer) != nil else { return .invisible(layer) }
        cairo_save(context)
        defer { cairo_restore(context) }
        guard enterBounds(of: layer, in: context) else { return .invisible(layer) }
        let sublayers = Self.zOrdered(layer.sublayers).map { measure($0, in: context) }
        let drawing = ownPixels(of: layer, in: context)
        let shadow = shadowBox(layer, silhouette: subtreeBox(layer, ownBox: drawing, sublayers: sublayers, in: context), in: context)
        let ownBox = drawing.union(shadow ?? .empty)
        var fragileBox = PixelBox.empty
        if !drawsOnlyRectangles(layer, in: context) {
            fragileBox = ownBox
            if layer.flag(.masksToBounds) && !sublayers.isEmpty { fragileBox = fragileBox.union(boundsBox(of: layer, in: context)) }
        }
        var box = subtreeBox(layer, ownBox: ownBox, sublayers: sublayers, in: context)
        // A blur spreads the whole drawing by its reach.
        let reach = Self.blurReach(sigma: contentBlurSigma(of: layer, in: context))
        if reach > 0, !box.isEmpty, box != .everything {
            box = PixelBox(x0: box.x0 - reach, y0: box.y0 - reach, x1: box.x1 + reach, y1: box.y1 + reach)
            fragileBox = box
        }
        return DrawnLayer(layer: layer, ownBox: ownBox, box: box, fragileBox: fragileBox, sublayers: sublayers)
    }

    /// Whether everything the layer draws or clips to itself is an axis-aligned rectangle in
    /// device space (text and images included: Cairo clips their pixels, not their outlines).
    private func drawsOnlyRectangles(_ layer: PresentationLayer, in context: OpaquePointer) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let axisAligned = matrix.xy == 0 && matrix.yx == 0
        let pathShape = layer.kind == .shape && !layer.path(.path).elements.isEmpty
        return axisAligned && !(layer.number(.cornerRadius) > 0) && !pathShape
    }

    /// The layer's own box joined with its sublayers', which masking clips to the bounds. The
    /// context is in the layer's bounds coordinates.
    func subtreeBox(_ layer: PresentationLayer, ownBox: PixelBox, sublayers: [DrawnLayer], in context: OpaquePointer) -> PixelBox {
        var inside = sublayers.reduce(PixelBox.empty) { $0.union($1.box) }
        if layer.flag(.masksToBounds) { inside = inside.intersection(boundsBox(of: layer, in: context)) }
        return ownBox.union(inside)
    }

    /// The pixels of the layer's bounds rectangle.
    private func boundsBox(of layer: PresentationLayer, in context: OpaquePointer) -> PixelBox {
        PixelBox.covering(layer.rect(.bounds), in: context)
    }

    /// What `draw` paints for the layer itself, its shadow aside. Background, pattern, contents,
    /// gradient and border stay inside the bounds; a shape's path and text may reach beyond them.
    func ownPixels(of layer: PresentationLayer, in context: OpaquePointer) -> PixelBox {
        let bounds = layer.rect(.bounds)
        var box = PixelBox.empty
        let fillsBounds = layer.color(.backgroundColor).alpha > 0 || !layer.string(.backgroundPattern).isEmpty
            || !layer.string(.contents).isEmpty || (layer.number(.borderWidth) > 0 && layer.color(.borderColor).alpha > 0)
            || (layer.kind == .gradient && !layer.colors(.colors).isEmpty) || layer.kind == .lottie
        if fillsBounds { box = box.union(boundsBox(of: layer, in: context)) }
        switch layer.kind {
        case .shape: box = box.union(shapePixels(of: layer, in: context))
        case .text:
            if let extents = textExtents(layer, bounds: bounds) { box = box.union(PixelBox.covering(extents, in: context)) }
        case .layer, .image, .gradient, .replicator, .lottie: break
        }
        return box
    }

    /// The path's fill and stroke extents, as Cairo computes them for the stroke style (dashes
    /// and trimming only ever draw less).
    private func shapePixels(of layer: PresentationLayer, in context: OpaquePointer) -> PixelBox {
        let path = layer.path(.path)
        guard !path.elements.isEmpty else { return .empty }
        cairo_save(context)
        defer {
            cairo_new_path(context)  // the path survives cairo_restore
            cairo_restore(context)
        }
        addPath(path, to: context)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(context, &x1, &y1, &x2, &y2)
        var box = PixelBox.covering(Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1), in: context)
        if layer.number(.lineWidth) > 0 {
            setStrokeStyle(of: layer, in: context)
            cairo_stroke_extents(context, &x1, &y1, &x2, &y2)
            box = box.union(PixelBox.covering(Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1), in: context))
        }
        return box
    }
}
