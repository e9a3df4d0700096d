import CCairo
import FlipbookScene
import FlipbookTiming

extension Renderer {
    /// A `CAReplicatorLayer`'s sublayers, drawn once per copy: copy k moved by
    /// `instanceTransform`ᵏ about the layer's bounds centre (Apple: "applied relative to the
    /// center of this layer"), as its sublayers were `k × instanceDelay` earlier (the timeline
    /// builds those), and multiplied by `instanceColor` plus k times the colour offsets, each
    /// channel clamped to 0…1. A copy tinted other than opaque white is drawn into a group whose
    /// premultiplied pixels are multiplied by the tint, so alpha and colour are exact.
    func drawCopies(of drawn: DrawnLayer, within damage: PixelBox, in context: OpaquePointer) throws(RenderError) {
        let layer = drawn.layer
        let bounds = layer.rect(.bounds)
        let centre = (x: bounds.origin.x + bounds.size.width / 2, y: bounds.origin.y + bounds.size.height / 2)
        let step = layer.transform(.instanceTransform).affine
        let base = layer.color(.instanceColor)
        let offsets = [layer.number(.instanceRedOffset), layer.number(.instanceGreenOffset), layer.number(.instanceBlueOffset),
                       layer.number(.instanceAlphaOffset)]
        var transform = Transform2D.identity
        for copy in 0..<layer.instanceCount {
            let sublayers = copy == 0 ? drawn.sublayers
                : Self.zOrdered(layer.instances[copy - 1]).map(DrawnLayer.unmeasured)
            let k = Double(copy)
            let tint = [base.red, base.green, base.blue, base.alpha].enumerated().map { min(max($1 + k * offsets[$0], 0), 1) }
            if tint[3] > 0, Self.isDrawableCopy(transform) {
                cairo_save(context)
                cairo_translate(context, centre.x, centre.y)
                var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                            x0: transform.tx, y0: transform.ty)
                cairo_transform(context, &matrix)
                cairo_translate(context, -centre.x, -centre.y)
                let tinted = tint != [1, 1, 1, 1]
                if tinted { cairo_push_group(context) }
                for sublayer in sublayers { try draw(sublayer, within: damage, in: context) }
                if tinted {
                    let pattern = cairo_pop_group(context)
                    defer { cairo_pattern_destroy(pattern) }
                    multiply(pattern, by: tint)
                    cairo_set_source(context, pattern)
                    cairo_paint(context)
                }
                cairo_restore(context)
            }
            // The next copy is this one moved by the step (the step applies to copy k − 1).
            transform = step.concatenating(transform)
        }
    }

    /// Whether a copy's accumulated transform is within `PresentationLayer.maximumCopyScale`.
    static func isDrawableCopy(_ transform: Transform2D) -> Bool {
        transform.largestScale <= PresentationLayer.maximumCopyScale
    }

    /// Multiplies a group's premultiplied pixels: colour channels by tint × alpha, alpha by
    /// alpha (what multiplying the unpremultiplied colour by the tint comes to).
    private func multiply(_ pattern: OpaquePointer?, by tint: [Double]) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // ARGB32 in native (little-endian) order: B, G, R, A bytes.
        let factors = [tint[2] * tint[3], tint[1] * tint[3], tint[0] * tint[3], tint[3]]
        for row in 0..<height {
            let line = data + row * stride
            for column in 0..<width {
                let pixel = line + column * 4
                for channel in 0..<4 {
                    pixel[channel] = UInt8((Double(pixel[channel]) * factors[channel]).rounded())
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
