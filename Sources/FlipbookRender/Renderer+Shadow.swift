import CCairo
import FlipbookScene
import FlipbookTiming
import Foundation

extension Renderer {
    /// The layer's shadow, beneath everything the layer draws. Apple's `shadowPath`: without a
    /// path, the shadow is cast by "the layer's composited alpha channel": background, contents,
    /// shape, text, border and sublayers together, so a clear view's subviews and an image's
    /// opaque pixels cast it, and a shape's stroke as well as its fill. With a path, the path
    /// (non-zero winding) casts it, whatever the layer draws. The silhouette moves by
    /// `shadowOffset` (in the layer's coordinates), is blurred by a Gaussian of about
    /// `shadowRadius / 2` standard deviation (three box blurs) and tinted with `shadowColor` at
    /// `shadowOpacity`. A layer that masks to its bounds cuts its shadow there too: Apple
    /// documents `masksToBounds` as an implicit mask, multiplied with `mask`, and a mask cuts the
    /// shadow (the familiar "clipsToBounds hides my shadow").
    func drawShadow(of drawn: DrawnLayer, bounds: Rect, cornerRadius: Double, in context: OpaquePointer) throws(RenderError) {
        let layer = drawn.layer
        guard castsShadow(layer) else { return }
        // Cut at the bounds, under an opaque background: nothing of it shows.
        if layer.flag(.masksToBounds), layer.color(.backgroundColor).alpha >= 1 { return }
        let opacity = min(max(layer.number(.shadowOpacity), 0), 1)
        let color = layer.color(.shadowColor)
        // Only the shadow's pixels within reach of the clip matter: a blur's width beyond it.
        var clip = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(context, &clip.0, &clip.1, &clip.2, &clip.3)
        guard let reach = shadowPad(layer) else { return }
        let visible = PixelBox.covering(Rect(x: clip.0, y: clip.1, width: clip.2 - clip.0, height: clip.3 - clip.1), in: context)
        let near = PixelBox(x0: visible.x0 - reach, y0: visible.y0 - reach, x1: visible.x1 + reach, y1: visible.y1 + reach)
        // A shadow path casts it alone: what the layer draws need not be measured then.
        let content = !layer.path(.shadowPath).elements.isEmpty ? PixelBox.empty
            : silhouetteBox(of: drawn.box == .everything ? measured(drawn, in: context) : drawn, bounds: bounds, in: context)
        guard let box = shadowBox(layer, silhouette: content, in: context)?.intersection(near),
              !box.isEmpty, box.area <= Self.maximumPixels,
              let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height)) else { return }
        defer { cairo_surface_destroy(mask) }
        // The layer's space moved by the offset, in the mask's pixels.
        var matrix = cairo_matrix_t()
        cairo_save(context)
        cairo_translate(context, layer.size(.shadowOffset).width, layer.size(.shadowOffset).height)
        cairo_get_matrix(context, &matrix)
        cairo_restore(context)
        matrix.x0 -= Double(box.x0)
        matrix.y0 -= Double(box.y0)
        let outline = shadowOutline(of: drawn, bounds: bounds, cornerRadius: cornerRadius, content: content, in: context)
        if let outline {
            guard let maskContext = cairo_create(mask) else { return }
            cairo_set_matrix(maskContext, &matrix)
            outline(maskContext)
            cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
            cairo_fill(maskContext)
            cairo_destroy(maskContext)
        } else {
            // Drawn in colour first (a luminance mask among the sublayers needs colours), then
            // only its alpha kept.
            guard let drawing = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(box.width), Int32(box.height)) else { return }
            defer { cairo_surface_destroy(drawing) }
            guard let drawingContext = cairo_create(drawing) else { return }
            cairo_set_matrix(drawingContext, &matrix)
            do throws(RenderError) {
                try drawBody(of: drawn, bounds: bounds, cornerRadius: cornerRadius, within: .everything, in: drawingContext)
            } catch {
                cairo_destroy(drawingContext)
                throw error
            }
            cairo_destroy(drawingContext)
            guard let maskContext = cairo_create(mask) else { return }
            cairo_set_source_surface(maskContext, drawing, 0, 0)
            cairo_set_operator(maskContext, CAIRO_OPERATOR_SOURCE)
            cairo_paint(maskContext)
            cairo_destroy(maskContext)
        }
        cairo_surface_flush(mask)
        let sigma = shadowSigma(layer)
        if sigma > 0.5, let data = cairo_image_surface_get_data(mask) {
            Self.gaussianApproximation(data, width: box.width, height: box.height,
                                       stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
            cairo_surface_mark_dirty(mask)
        }
        cairo_save(context)
        if layer.flag(.masksToBounds) {
            roundedRect(bounds, radius: cornerRadius, corners: layer.roundedCorners, in: context)
            cairo_clip(context)
        }
        cairo_identity_matrix(context)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha * opacity)
        cairo_mask_surface(context, mask, Double(box.x0), Double(box.y0))
        cairo_restore(context)
    }

    /// The outline that casts the shadow when a path says as much as the drawing would: the
    /// shadow path, or the rounded bounds of an opaque background that everything else the
    /// layer draws stays inside (most cards: the same alpha, without drawing them twice). Nil:
    /// the drawing itself casts it.
    private func shadowOutline(of drawn: DrawnLayer, bounds: Rect, cornerRadius: Double, content: PixelBox,
                               in context: OpaquePointer) -> ((OpaquePointer) -> Void)? {
        let layer = drawn.layer
        if !layer.path(.shadowPath).elements.isEmpty { return { self.addPath(layer.path(.shadowPath), to: $0) } }
        guard layer.color(.backgroundColor).alpha >= 1, content.intersection(PixelBox.covering(bounds, in: context)) == content else { return nil }
        // Rounded corners leave room inside the box that only the background's outline skips.
        let drawsMore = layer.kind == .shape || layer.kind == .text || drawn.sublayers.contains { !$0.box.isEmpty }
        guard cornerRadius <= 0 || !drawsMore else { return nil }
        return { roundedRect(bounds, radius: cornerRadius, corners: layer.roundedCorners, in: $0) }
    }

    /// The device pixels the layer's shadow may cover, given the pixels of what casts it (the
    /// layer's own drawing with its sublayers'): the shadow path's box, or that silhouette's,
    /// moved by the offset and padded by three standard deviations of the blur; nil when the
    /// layer casts no shadow. The context is in the layer's bounds coordinates.
    func shadowBox(_ layer: PresentationLayer, silhouette: PixelBox, in context: OpaquePointer) -> PixelBox? {
        guard castsShadow(layer) else { return nil }
        let offset = layer.size(.shadowOffset)
        var cast = silhouette
        if !layer.path(.shadowPath).elements.isEmpty {
            cairo_save(context)
            addPath(layer.path(.shadowPath), to: context)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_fill_extents(context, &x1, &y1, &x2, &y2)
            // cairo_save/restore keep the current path: clear it, or the layer's own fill would take it.
            cairo_new_path(context)
            cairo_restore(context)
            cast = PixelBox.covering(Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1), in: context)
        }
        guard !cast.isEmpty, cast != .everything else { return nil }
        // The offset in device pixels.
        var (dx, dy) = (offset.width, offset.height)
        cairo_user_to_device_distance(context, &dx, &dy)
        guard dx.isFinite, dy.isFinite, abs(dx) < 1e9, abs(dy) < 1e9 else { return nil }
        guard let pad = shadowPad(layer) else { return nil }
        let box = PixelBox(x0: cast.x0 + Int(dx.rounded(.down)) - pad, y0: cast.y0 + Int(dy.rounded(.down)) - pad,
                           x1: cast.x1 + Int(dx.rounded(.up)) + pad, y1: cast.y1 + Int(dy.rounded(.up)) + pad)
        // A shadow larger than any canvas is not drawn (its mask could not be allocated).
        guard box.area <= Self.maximumPixels else { return nil }
        return box
    }

    /// Whether the layer has a visible shadow: some opacity, in a colour that is not clear.
    func castsShadow(_ layer: PresentationLayer) -> Bool {
        layer.number(.shadowOpacity) > 0 && layer.color(.shadowColor).alpha > 0
    }

    /// Pixels of what casts the layer's shadow when it has no path: its own drawing (shadow
    /// aside) with its sublayers'. The context is in the layer's bounds coordinates.
    func silhouetteBox(of drawn: DrawnLayer, bounds: Rect, in context: OpaquePointer) -> PixelBox {
        subtreeBox(drawn.layer, ownBox: ownPixels(of: drawn.layer, in: context), sublayers: drawn.sublayers, in: context)
    }

    /// The layer's sublayers measured, for a tree drawn without measurements (a mask, a
    /// Lottie layer's document, a layer in perspective). The context is in its bounds coordinates.
    private func measured(_ drawn: DrawnLayer, in context: OpaquePointer) -> DrawnLayer {
        DrawnLayer(layer: drawn.layer, ownBox: .empty, box: .empty, fragileBox: .empty,
                   sublayers: Self.zOrdered(drawn.layer.sublayers).map { measure($0, in: context) })
    }

    /// The blur's reach in device pixels: three standard deviations, and one for the edge. Nil
    /// past a million pixels (a `shadowRadius` of 1e308, say): a blur that wide spreads the shadow
    /// too thin to show in any canvas, so it is not drawn.
    private func shadowPad(_ layer: PresentationLayer) -> Int? {
        let reach = (3 * shadowSigma(layer)).rounded(.up)
        guard reach.isFinite, reach < 1_000_000 else { return nil }
        return Int(reach) + 1
    }

    /// The blur's standard deviation in device pixels.
    private func shadowSigma(_ layer: PresentationLayer) -> Double {
        max(layer.number(.shadowRadius), 0) / 2 * scale
    }

    /// Blurs an 8-bit alpha bitmap in place: three box blurs in each direction, sized so their
    /// sum approximates a Gaussian of `sigma` pixels (the classic 3-pass approximation; each
    /// pass is linear in the image size). Layer shadows and Core Graphics shadows share it.
    /// A deviation past a million pixels (a blur of 1e308) is taken as a million: as good as
    /// spread to nothing in any bitmap, and the box sizes stay countable.
    public static func gaussianApproximation(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma.isFinite || sigma == .infinity, sigma > 0 else { return }
        let boxes = boxSizes(sigma: min(sigma, 1_000_000), passes: 3)
        var line = [Int](repeating: 0, count: max(width, height))
        for box in boxes {
            let radius = (box - 1) / 2
            for y in 0..<height { blurLine(data + y * stride, count: width, step: 1, radius: radius, scratch: &line) }
            for x in 0..<width { blurLine(data + x, count: height, step: stride, radius: radius, scratch: &line) }
        }
    }

    /// Odd box widths whose three passes have the variance of a Gaussian with `sigma`.
    static func boxSizes(sigma: Double, passes: Int) -> [Int] {
        let ideal = (12 * sigma * sigma / Double(passes) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let wanted = (12 * sigma * sigma - Double(passes * lower * lower) - Double(4 * passes * lower) - Double(3 * passes))
            / Double(-4 * lower - 4)
        let lowerCount = Int(wanted.rounded())
        return (0..<passes).map { $0 < lowerCount ? max(lower, 1) : upper }
    }

    /// A running-sum box blur along one row or column, edges treated as empty.
    private static func blurLine(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [Int]) {
        guard radius > 0 else { return }
        for index in 0..<count { scratch[index] = Int(start[index * step]) }
        let span = 2 * radius + 1
        var sum = 0
        for index in 0..<min(radius, count) { sum += scratch[index] }
        for index in 0..<count {
            let entering = index + radius
            if entering < count { sum += scratch[entering] }
            let leaving = index - radius - 1
            if leaving >= 0 { sum -= scratch[leaving] }
            start[index * step] = UInt8((sum + span / 2) / span)
        }
    }
}
